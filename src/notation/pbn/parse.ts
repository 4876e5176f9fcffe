/**
 * Reading PBN text into its syntax (`PbnFile`): games, tag pairs, section data. Meaning comes
 * later (`game.ts`). Accepted: a UTF-8 byte order mark, CRLF, LF or CR line ends, `%` lines
 * (PBN 2.1 §2.4: a `%` in the first column; kept verbatim), `;` and `{ … }` comments (the
 * latter over several lines, §3.8), tag pairs spread over several lines (§3.3), semi-empty
 * lines between games (§3), string escapes `\"` and `\\` (a backslash before anything else is
 * kept as it stands, so `\S` stays `\S`).
 *
 * Lenient where the import format is: several tag pairs on a line, section data on the tag's
 * line, lowercase tag names (they must start with a letter). Strict where a slip would corrupt
 * the data: text before the first tag pair that is not a comment, a `"` or `]` outside a tag
 * pair, an unknown character in the Auction or Play section, a note reference that is not
 * `=n=`, a NAG that is not `$n`.
 *
 * Every error carries the 1-based line and column where it was found. Throws nothing.
 */
import { err, ok, type Result } from '../../core/result.js';
import {
  isTokenSection,
  type PbnError,
  type PbnFile,
  type PbnGameInput,
  type PbnIrregularityLetter,
  type PbnPosition,
  type PbnSection,
  type PbnSectionToken,
  type PbnSuffix,
  type PbnTagInput,
  resolvePbn,
} from './syntax.js';

const BLANK = /^[ \t\f\v]*$/;
const NAME_CHAR = /[A-Za-z0-9_]/;
const LETTER = /[A-Za-z]/;
const ITEM_CHAR = /[A-Za-z0-9-]/;
const NOTE = /^=(\d{1,9})=/;
const NAG = /^\$(\d{1,9})/;

type Cursor = { li: number; ci: number };

type TagBuilder = {
  readonly tag: Omit<PbnTagInput, 'section'>;
  readonly tokens: PbnSectionToken[][];
  readonly text: string[];
};

function isSpace(ch: string | undefined): boolean {
  return ch === ' ' || ch === '\t' || ch === '\f' || ch === '\v';
}

function position(li: number, ci: number): PbnPosition {
  return { line: li + 1, column: ci + 1 };
}

function syntaxError(message: string, li: number, ci: number): PbnError {
  return { kind: 'pbn-syntax', message, line: li + 1, column: ci + 1 };
}

/** Parses a PBN file (import or export format) into games of tag pairs and section data. */
export function parsePbn(text: string): Result<PbnFile, PbnError> {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const lines = source.split(/\r\n|\r|\n/);
  const cursor: Cursor = { li: 0, ci: 0 };
  const games: PbnGameInput[] = [];
  let preamble: string[] = [];
  let tags: TagBuilder[] = [];
  const finishGame = () => {
    games.push({ preamble, tags: tags.map(finishTag) });
    preamble = [];
    tags = [];
  };

  while (cursor.li < lines.length) {
    const line = lines[cursor.li] as string;
    if (cursor.ci === 0) {
      if (line.startsWith('%')) {
        const current = tags.at(-1);
        const escaped = line.trimEnd();
        if (current === undefined) preamble.push(escaped);
        else if (isTokenSection(current.tag.name))
          current.tokens.push([{ type: 'escape', text: escaped, at: position(cursor.li, 0) }]);
        else current.text.push(escaped);
        cursor.li++;
        continue;
      }
      if (BLANK.test(line)) {
        if (tags.length > 0) finishGame();
        else if (preamble.length > 0 && preamble.at(-1) !== '') preamble.push('');
        cursor.li++;
        continue;
      }
    }
    const lineStart = cursor.ci === 0;
    while (isSpace(line[cursor.ci])) cursor.ci++;
    if (cursor.ci >= line.length) {
      cursor.li++;
      cursor.ci = 0;
      continue;
    }
    if (line[cursor.ci] === '[') {
      const tag = readTag(lines, cursor);
      if (!tag.ok) return tag;
      tags.push({ tag: tag.value, tokens: [], text: [] });
      continue;
    }
    const current = tags.at(-1);
    const error =
      current === undefined
        ? readText(lines, cursor, lineStart, preamble, false)
        : isTokenSection(current.tag.name)
          ? readTokens(lines, cursor, current.tokens, current.tag.name)
          : readText(lines, cursor, lineStart, current.text, true, current.tag.name.endsWith('Table'));
    if (error !== null) return err(error);
  }
  if (tags.length > 0) finishGame();
  while (preamble.at(-1) === '') preamble.pop();
  return ok({ games: resolvePbn(games), trailer: preamble });
}

function finishTag(builder: TagBuilder): PbnTagInput {
  let section: PbnSection | null = null;
  if (builder.tokens.length > 0) section = { kind: 'tokens', lines: builder.tokens };
  else if (builder.text.length > 0) section = { kind: 'text', lines: builder.text };
  return { ...builder.tag, section };
}

/**
 * Moves past white space inside a tag pair, onto following lines if need be. False when the
 * text ends, or an empty or `%` line comes, before the tag pair is closed.
 */
function skipTagSpace(lines: readonly string[], cursor: Cursor): boolean {
  for (;;) {
    const line = lines[cursor.li] as string;
    while (isSpace(line[cursor.ci])) cursor.ci++;
    if (cursor.ci < line.length) return true;
    const next = lines[cursor.li + 1];
    if (next === undefined || BLANK.test(next) || next.startsWith('%')) return false;
    cursor.li++;
    cursor.ci = 0;
  }
}

/** Reads `[Name "value"]` with the cursor on the `[`. */
function readTag(lines: readonly string[], cursor: Cursor): Result<Omit<PbnTagInput, 'section'>, PbnError> {
  const at = position(cursor.li, cursor.ci);
  const unterminated = (name: string) =>
    err<PbnError>({ kind: 'unterminated-tag', name, line: at.line, column: at.column });
  cursor.ci++;
  if (!skipTagSpace(lines, cursor)) return unterminated('');
  let line = lines[cursor.li] as string;
  const nameStart = cursor.ci;
  while (cursor.ci < line.length && NAME_CHAR.test(line[cursor.ci] as string)) cursor.ci++;
  const name = line.slice(nameStart, cursor.ci);
  if (name === '' || !LETTER.test(name[0] as string))
    return err(
      syntaxError('a tag pair begins with "[" and a tag name (a letter first)', cursor.li, nameStart),
    );
  if (!skipTagSpace(lines, cursor)) return unterminated(name);
  line = lines[cursor.li] as string;
  if (line[cursor.ci] !== '"')
    return err({ kind: 'tag-without-value', name, line: cursor.li + 1, column: cursor.ci + 1 });
  const valueAt = position(cursor.li, cursor.ci);
  let value = '';
  let ci = cursor.ci + 1;
  for (;;) {
    const ch = line[ci];
    if (ch === undefined)
      return err({ kind: 'unterminated-string', line: valueAt.line, column: valueAt.column });
    if (ch === '"') break;
    if (ch === '\\' && (line[ci + 1] === '"' || line[ci + 1] === '\\')) {
      value += line[ci + 1];
      ci += 2;
      continue;
    }
    value += ch;
    ci++;
  }
  cursor.ci = ci + 1;
  if (!skipTagSpace(lines, cursor)) return unterminated(name);
  if ((lines[cursor.li] as string)[cursor.ci] !== ']') return unterminated(name);
  cursor.ci++;
  return ok({ name, value, at, valueAt });
}

/**
 * Reads verbatim lines (a preamble, or a section other than Auction and Play) from the cursor
 * to the next tag pair or the end of the line, following a `{` comment over line ends.
 * `allowData` false: only comments may appear (before the first tag pair of a game). `strings`:
 * the section of a table tag (a name ending in `Table`, PBN 2.1 §5.2), whose rows may hold
 * quoted strings.
 */
function readText(
  lines: readonly string[],
  cursor: Cursor,
  lineStart: boolean,
  out: string[],
  allowData: boolean,
  strings = false,
): PbnError | null {
  let li = cursor.li;
  let ci = cursor.ci;
  let start = lineStart ? 0 : ci;
  const push = (fragment: string) => {
    if (!BLANK.test(fragment)) out.push(fragment.trimEnd());
  };
  for (;;) {
    const line = lines[li] as string;
    if (ci >= line.length) {
      push(line.slice(start));
      cursor.li = li + 1;
      cursor.ci = 0;
      return null;
    }
    const ch = line[ci] as string;
    if (ch === '[') {
      push(line.slice(start, ci));
      cursor.li = li;
      cursor.ci = ci;
      return null;
    }
    if (ch === ';') {
      ci = line.length;
      continue;
    }
    if (ch === '{') {
      const close = line.indexOf('}', ci + 1);
      if (close >= 0) {
        ci = close + 1;
        continue;
      }
      const open = position(li, ci);
      out.push(line.slice(start).trimEnd());
      li++;
      for (;;) {
        const next = lines[li];
        if (next === undefined) return { kind: 'unterminated-comment', line: open.line, column: open.column };
        const found = next.indexOf('}');
        if (found >= 0) {
          start = 0;
          ci = found + 1;
          break;
        }
        out.push(next.trimEnd());
        li++;
      }
      continue;
    }
    if (!isSpace(ch)) {
      if (!allowData)
        return syntaxError('only comments and % lines may come before the first tag pair of a game', li, ci);
      if (ch === '"' && strings) {
        // A string of a table row (PBN 2.1 §5.2, ScoreTable and the like): kept verbatim.
        const end = closingQuote(line, ci + 1);
        if (end < 0) return { kind: 'unterminated-string', line: li + 1, column: ci + 1 };
        ci = end + 1;
        continue;
      }
      if (ch === '"' || ch === ']') return syntaxError(`unexpected "${ch}" outside a tag pair`, li, ci);
    }
    ci++;
  }
}

/** The index of the `"` closing a string that starts before `from`, past `\\"` and `\\\\`; −1 if none. */
function closingQuote(line: string, from: number): number {
  for (let i = from; i < line.length; i++) {
    if (line[i] === '\\') i++;
    else if (line[i] === '"') return i;
  }
  return -1;
}

/** Reads the tokens of an Auction or Play section from the cursor to a tag pair or the line's end. */
function readTokens(
  lines: readonly string[],
  cursor: Cursor,
  out: PbnSectionToken[][],
  section: string,
): PbnError | null {
  let li = cursor.li;
  let ci = cursor.ci;
  let line = lines[li] as string;
  let group: PbnSectionToken[] = [];
  const flush = () => {
    if (group.length > 0) out.push(group);
    group = [];
  };
  for (;;) {
    while (isSpace(line[ci])) ci++;
    if (ci >= line.length) break;
    const at = position(li, ci);
    const ch = line[ci] as string;
    const rest = line.slice(ci);
    if (ch === '[') {
      flush();
      cursor.li = li;
      cursor.ci = ci;
      return null;
    }
    if (ch === ';') {
      group.push({ type: 'comment', text: rest.trimEnd(), at });
      break;
    }
    if (ch === '{') {
      const close = line.indexOf('}', ci + 1);
      if (close >= 0) {
        group.push({ type: 'comment', text: line.slice(ci, close + 1), at });
        ci = close + 1;
        continue;
      }
      const parts = [rest.trimEnd()];
      let next = li + 1;
      for (;;) {
        const candidate = lines[next];
        if (candidate === undefined)
          return { kind: 'unterminated-comment', line: at.line, column: at.column };
        const found = candidate.indexOf('}');
        if (found >= 0) {
          parts.push(candidate.slice(0, found + 1));
          group.push({ type: 'comment', text: parts.join('\n'), at });
          flush();
          li = next;
          line = candidate;
          ci = found + 1;
          break;
        }
        parts.push(candidate.trimEnd());
        next++;
      }
      continue;
    }
    if (ch === '*') {
      group.push({ type: 'end', at });
      ci++;
    } else if (ch === '+') {
      group.push({ type: 'continue', at });
      ci++;
    } else if (ch === '=') {
      const m = NOTE.exec(rest);
      if (m === null) return syntaxError('a note reference is written as =1=', li, ci);
      group.push({ type: 'note', index: Number(m[1]), at });
      ci += m[0].length;
    } else if (ch === '$') {
      const m = NAG.exec(rest);
      if (m === null) return syntaxError('a numeric annotation is written as $1', li, ci);
      group.push({ type: 'nag', value: Number(m[1]), at });
      ci += m[0].length;
    } else if (ch === '!' || ch === '?') {
      const second = line[ci + 1];
      const text = (second === '!' || second === '?' ? ch + second : ch) as PbnSuffix;
      group.push({ type: 'suffix', text, at });
      ci += text.length;
    } else if (ch === '^') {
      const letter = (line[ci + 1] ?? '').toUpperCase();
      if (letter !== 'I' && letter !== 'S' && letter !== 'R' && letter !== 'L')
        return syntaxError('an irregularity is written ^I, ^S, ^R or ^L', li, ci);
      group.push({ type: 'irregularity', letter: letter as PbnIrregularityLetter, at });
      ci += 2;
    } else if (ITEM_CHAR.test(ch)) {
      let end = ci + 1;
      while (end < line.length && ITEM_CHAR.test(line[end] as string)) end++;
      group.push({ type: 'item', text: line.slice(ci, end), at });
      ci = end;
    } else {
      return syntaxError(`unexpected character "${ch}" in the ${section} section`, li, ci);
    }
  }
  flush();
  cursor.li = li + 1;
  cursor.ci = 0;
  return null;
}
