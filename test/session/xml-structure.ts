/**
 * A small XML reader and structure check for the tests: elements, attributes and text (no DTD,
 * no namespaces, no CDATA — none of which USEBIO files use), and a check of a tree against a
 * documented structure: each element's allowed children in order of appearance, which are
 * required, which may repeat, and the pattern its text must match.
 */
export type XmlElement = {
  readonly name: string;
  readonly attributes: Readonly<Record<string, string>>;
  readonly children: XmlElement[];
  text: string;
};

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+);/g, (_, e: string) =>
    e.startsWith('#') ? String.fromCharCode(Number(e.slice(1))) : (ENTITIES[e] as string),
  );
}

/** Parses well-formed XML (a declaration, then one root element); throws on malformed input. */
export function parseXml(source: string): XmlElement {
  const text = source.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: XmlElement[] = [];
  let root: XmlElement | null = null;
  const tag = /<(\/?)([A-Za-z_][\w.-]*)((?:\s+[A-Za-z_][\w.-]*="[^"]*")*)\s*(\/?)>|([^<]+)/gy;
  let m: RegExpExecArray | null;
  let at = 0;
  while (at < text.length) {
    tag.lastIndex = at;
    m = tag.exec(text);
    if (m === null) throw new Error(`malformed XML at ${at}: ${text.slice(at, at + 30)}`);
    at = tag.lastIndex;
    const [, closing, name, attrs, selfClosing, chars] = m;
    if (chars !== undefined) {
      const top = stack.at(-1);
      if (top === undefined) {
        if (chars.trim() !== '') throw new Error('text outside the root element');
      } else top.text += decode(chars);
      continue;
    }
    if (closing === '/') {
      const open = stack.pop();
      if (open?.name !== name) throw new Error(`</${name}> closes <${open?.name}>`);
      continue;
    }
    const attributes: Record<string, string> = {};
    for (const a of (attrs ?? '').matchAll(/([A-Za-z_][\w.-]*)="([^"]*)"/g))
      attributes[a[1] as string] = decode(a[2] as string);
    const element: XmlElement = { name: name as string, attributes, children: [], text: '' };
    const parent = stack.at(-1);
    if (parent) parent.children.push(element);
    else if (root === null) root = element;
    else throw new Error('a second root element');
    if (selfClosing !== '/') stack.push(element);
  }
  if (stack.length > 0 || root === null) throw new Error('unclosed elements');
  return root;
}

export type Rule = {
  /** Child elements allowed, in the order they must appear. */
  readonly children?: readonly string[];
  readonly required?: readonly string[];
  /** Children that may appear more than once. */
  readonly repeat?: readonly string[];
  /** The text of a leaf element. */
  readonly text?: RegExp;
  readonly attributes?: Readonly<Record<string, RegExp>>;
};

/** Every way `element` departs from `rules`, as `path: problem` lines (empty when it conforms). */
export function checkStructure(
  element: XmlElement,
  rules: Readonly<Record<string, Rule>>,
  path = '',
): string[] {
  const here = `${path}/${element.name}`;
  const rule = rules[element.name];
  if (rule === undefined) return [`${here}: element not in the structure`];
  const problems: string[] = [];
  for (const [name, pattern] of Object.entries(rule.attributes ?? {}))
    if (!pattern.test(element.attributes[name] ?? ''))
      problems.push(`${here}: attribute ${name}="${element.attributes[name] ?? ''}"`);
  const allowed = rule.children ?? [];
  let last = -1;
  const seen = new Set<string>();
  for (const child of element.children) {
    const index = allowed.indexOf(child.name);
    if (index === -1) problems.push(`${here}: <${child.name}> is not allowed here`);
    else if (index < last) problems.push(`${here}: <${child.name}> out of order`);
    else if (seen.has(child.name) && !(rule.repeat ?? []).includes(child.name))
      problems.push(`${here}: <${child.name}> repeated`);
    last = Math.max(last, index);
    seen.add(child.name);
    problems.push(...checkStructure(child, rules, here));
  }
  for (const r of rule.required ?? []) if (!seen.has(r)) problems.push(`${here}: <${r}> missing`);
  if (rule.text !== undefined && !rule.text.test(element.text.trim()))
    problems.push(`${here}: text "${element.text.trim()}"`);
  if (rule.text === undefined && allowed.length > 0 && element.text.trim() !== '')
    problems.push(`${here}: stray text`);
  return problems;
}
