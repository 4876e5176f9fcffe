/**
 * Where JSON text stops being JSON: the engine's `JSON.parse` says what is wrong but, on some
 * Node versions, not where. This scanner follows the JSON grammar (RFC 8259) and returns the
 * 1-based line and column of the first character that cannot continue the text, or null when
 * the text is JSON. Pure; recursion depth is bounded by `MAX_DEPTH` (deeper is reported there).
 */
const MAX_DEPTH = 512;
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function jsonSyntaxPosition(text: string): { line: number; column: number } | null {
  let i = 0;
  const ws = () => {
    while (i < text.length && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r'))
      i++;
  };
  const string = (): boolean => {
    i++;
    while (i < text.length) {
      const c = text[i] as string;
      if (c === '"') {
        i++;
        return true;
      }
      if (c === '\\') {
        const e = text[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) return false;
          i += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) i += 2;
        else {
          i++;
          return false;
        }
        continue;
      }
      if (c < ' ') return false;
      i++;
    }
    return false;
  };
  const value = (depth: number): boolean => {
    ws();
    if (depth > MAX_DEPTH) return false;
    const c = text[i];
    if (c === '"') return string();
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      ws();
      if (text[i] === close) {
        i++;
        return true;
      }
      for (;;) {
        if (c === '{') {
          ws();
          if (text[i] !== '"' || !string()) return false;
          ws();
          if (text[i] !== ':') return false;
          i++;
        }
        if (!value(depth + 1)) return false;
        ws();
        if (text[i] === ',') {
          i++;
          continue;
        }
        if (text[i] === close) {
          i++;
          return true;
        }
        return false;
      }
    }
    for (const word of ['true', 'false', 'null'])
      if (text.startsWith(word, i)) {
        i += word.length;
        return true;
      }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m !== null && m[0] !== '' && m[0] !== '-') {
      i += m[0].length;
      return true;
    }
    return false;
  };
  if (value(0)) {
    ws();
    if (i === text.length) return null;
  }
  const before = text.slice(0, i).split(/\r\n|\r|\n/);
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
