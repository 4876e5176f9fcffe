/**
 * The law coverage matrix (DESIGN §5): for every law of a code's play section, whether the engine
 * implements it (and which tests show it), asks the director (and how), or does not apply it
 * (and why). `npm run laws:coverage` (scripts/laws-coverage.ts) writes `docs/laws/<rulebook>.md`
 * from each registered rulebook's law index and the names of the tests; test/laws/coverage.test.ts
 * fails when a written file is stale.
 *
 * The index is plain data, the same shape for every rulebook (the WBF codes, Somerset 1888, the
 * Whist Club 1912): a list of entries, each a law or one of its paragraphs by reference, with a
 * status and a note. Tests are found by their names: a `describe` or `test` that names
 * `Law 64A2` covers the entry `64A2`, and also `64A` and `64` (a paragraph is part of its law).
 *
 * This module is pure (no file system): the script reads the files and hands their text here.
 */

/**
 * implemented: the engine acts on it; director: it turns on the director's judgement, asked as
 * the note says (a pending decision or a `finding`, with a documented default); not-applicable:
 * nothing for the engine to do, the note says why; not-implemented: the engine does not judge it
 * yet (the note says what is missing) — honest rather than hidden.
 */
export const LAW_STATUSES = ['implemented', 'director', 'not-applicable', 'not-implemented'] as const;
export type LawStatus = (typeof LAW_STATUSES)[number];

export type LawEntry = {
  /** The law or paragraph as the code numbers it: `'45'`, `'45C4(b)'`, `'64A2'`; euchre `'46'`. */
  readonly ref: string;
  /** A short English title (our words). */
  readonly title: string;
  readonly status: LawStatus;
  /** How it is implemented, how the director is asked (and the default), or why not applicable. */
  readonly note?: string;
  /**
   * A derived rulebook: this paragraph differs from its base, so only the derived rulebook's own
   * tests count for it. Entries without it are shared with the base and its tests count too.
   */
  readonly differs?: boolean;
};

export type LawIndex = {
  /** The rulebook's name (`wbf-2007`, `somerset-1888`). */
  readonly rulebook: string;
  /** The code's title: `WBF Laws of Duplicate Bridge 2007`. */
  readonly title: string;
  /** What the matrix covers: `Laws 41–71 (the play)`. */
  readonly section: string;
  /** The law numbers every one of which must have at least one entry. */
  readonly laws: { readonly from: number; readonly to: number };
  /** The rulebook this one is derived from (its tests count for shared entries). */
  readonly base?: string;
  /** Test folders (from the repository root); default `test/laws/<rulebook>`. */
  readonly testDirs?: readonly string[];
  readonly entries: readonly LawEntry[];
};

/** A test as the generator sees it: its file, its describe and its own name. */
export type TestName = { readonly file: string; readonly describe: string; readonly test: string };

/** Builds a derived index: entries replaced (by ref) or added, each marked as differing. */
export function deriveIndex(
  base: LawIndex,
  derived: {
    readonly rulebook: string;
    readonly title: string;
    readonly testDirs?: readonly string[];
    readonly entries: readonly LawEntry[];
    /** Entries of the base that this code does not have (a paragraph deleted). */
    readonly removed?: readonly string[];
  },
): LawIndex {
  const replaced = new Map(derived.entries.map((e) => [e.ref, { ...e, differs: true }]));
  const entries: LawEntry[] = [];
  for (const e of base.entries) {
    if (derived.removed?.includes(e.ref)) continue;
    const r = replaced.get(e.ref);
    entries.push(r ?? e);
    replaced.delete(e.ref);
  }
  entries.push(...replaced.values());
  entries.sort((a, b) => compareRefs(a.ref, b.ref));
  return {
    rulebook: derived.rulebook,
    title: derived.title,
    section: base.section,
    laws: base.laws,
    base: base.rulebook,
    ...(derived.testDirs === undefined ? {} : { testDirs: derived.testDirs }),
    entries,
  };
}

/** A reference without parentheses or spaces: `45C4(b)` → `45C4b`. */
export function normalRef(ref: string): string {
  return ref.replace(/[()\s]/g, '');
}

/** The law number a reference belongs to: `64A2` → 64. */
export function lawNumber(ref: string): number {
  return Number.parseInt(ref, 10);
}

const kindOf = (c: string): 'digit' | 'letter' => (c >= '0' && c <= '9' ? 'digit' : 'letter');

/**
 * Whether a cited reference lies within an entry's reference: `64A2` within `64A`, `64` and
 * `64A2`; `45C4b` within `45C4`; not `64` within `6`, nor `45C4` within `45C4b`.
 */
export function within(cited: string, ref: string): boolean {
  const c = normalRef(cited);
  const r = normalRef(ref);
  if (!c.startsWith(r)) return false;
  if (c.length === r.length) return true;
  return kindOf(c.charAt(r.length)) !== kindOf(r.charAt(r.length - 1));
}

/** The law references a test name cites: `Law 45C4(b)`, `Laws 53B and 57`, `§ 45`. */
export function citedRefs(name: string): string[] {
  const out: string[] = [];
  for (const m of name.matchAll(
    /\b(?:Laws?|§)\s*((?:\d+[A-Z0-9()a-z]*)(?:\s*(?:,|and|\/)\s*\d+[A-Z0-9()a-z]*)*)/g,
  )) {
    for (const part of (m[1] ?? '').split(/\s*(?:,|and|\/)\s*/)) {
      const ref = part.match(/^\d+(?:[A-Z]\d*(?:\([a-z]\)|[a-z])?)*/);
      if (ref !== null) out.push(ref[0]);
    }
  }
  // A bare paragraph in parentheses, as test names cite them: "(64B6)", "(Law 47C)" above.
  for (const m of name.matchAll(/\((\d+[A-Z][A-Za-z0-9]*(?:\([a-z]\))?)\)/g))
    if (m[1] !== undefined) out.push(m[1]);
  return out;
}

/** Orders references as the code does: by law number, then paragraph by paragraph. */
export function compareRefs(a: string, b: string): number {
  const pa = normalRef(a).match(/\d+|[A-Za-z]+/g) ?? [];
  const pb = normalRef(b).match(/\d+|[A-Za-z]+/g) ?? [];
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i];
    const y = pb[i];
    if (x === undefined) return -1;
    if (y === undefined) return 1;
    const nx = Number(x);
    const ny = Number(y);
    const c = Number.isNaN(nx) || Number.isNaN(ny) ? x.localeCompare(y) : nx - ny;
    if (c !== 0) return c;
  }
  return 0;
}

/** The tests of `own` (this rulebook) and, for a shared entry, of `inherited` that cite it. */
export function testsFor(
  entry: LawEntry,
  own: readonly TestName[],
  inherited: readonly TestName[],
): TestName[] {
  const cites = (t: TestName) => citedRefs(`${t.describe} ${t.test}`).some((c) => within(c, entry.ref));
  const mine = own.filter(cites);
  return entry.differs === true ? mine : [...mine, ...inherited.filter(cites)];
}

export type CoverageRow = {
  readonly entry: LawEntry;
  readonly tests: readonly TestName[];
};

export type Coverage = {
  readonly index: LawIndex;
  readonly rows: readonly CoverageRow[];
  readonly counts: { readonly [S in LawStatus]: number };
  /** Law numbers of the section without any entry (must be empty). */
  readonly missing: readonly number[];
  /** Entries implemented or asked of the director that no test names (must be empty). */
  readonly untested: readonly string[];
};

/** The coverage of an index given the tests of the rulebook and of its base chain. */
export function coverageOf(
  index: LawIndex,
  own: readonly TestName[],
  inherited: readonly TestName[] = [],
): Coverage {
  const rows = index.entries.map((entry) => ({ entry, tests: testsFor(entry, own, inherited) }));
  const counts = { implemented: 0, director: 0, 'not-applicable': 0, 'not-implemented': 0 };
  for (const r of rows) counts[r.entry.status]++;
  const numbers = new Set(index.entries.map((e) => lawNumber(e.ref)));
  const missing: number[] = [];
  for (let n = index.laws.from; n <= index.laws.to; n++) if (!numbers.has(n)) missing.push(n);
  const untested = rows
    .filter(
      (r) => (r.entry.status === 'implemented' || r.entry.status === 'director') && r.tests.length === 0,
    )
    .map((r) => r.entry.ref);
  return { index, rows, counts, missing, untested };
}

const STATUS_TEXT: { readonly [S in LawStatus]: string } = {
  implemented: 'implemented',
  director: "director's judgement",
  'not-applicable': 'not applicable',
  'not-implemented': 'not implemented',
};

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A test named in a cell: `file › describe › test` is long, so `describe` with a count. */
function testCell(tests: readonly TestName[]): string {
  const byDescribe = new Map<string, { file: string; count: number }>();
  for (const t of tests) {
    const key = `${t.file}#${t.describe}`;
    const known = byDescribe.get(key);
    byDescribe.set(key, { file: t.file, count: (known?.count ?? 0) + 1 });
  }
  return [...byDescribe.entries()]
    .map(([key, v]) => {
      const describe = key.slice(v.file.length + 1);
      const file = v.file.split('/').pop() ?? v.file;
      return `${describe} (${file}, ${v.count} test${v.count === 1 ? '' : 's'})`;
    })
    .join('<br>');
}

/** The Markdown page of a coverage (GENERATED: the header says so). */
export function coverageMarkdown(c: Coverage): string {
  const i = c.index;
  const lines: string[] = [
    `# Law coverage: ${i.title} (\`${i.rulebook}\`)`,
    '',
    '<!-- GENERATED by `npm run laws:coverage` (scripts/laws-coverage.ts) from the law index and the',
    '     test names. Do not edit: test/laws/coverage.test.ts fails when this file is stale. -->',
    '',
    `${i.section}. Status: **implemented** (the engine acts on it; the tests named show it),`,
    "**director's judgement** (the engine asks the director — a pending decision or a `finding` —",
    'and applies the documented default when none is given), **not applicable** (why is said),',
    '**not implemented** (what is missing is said).',
  ];
  if (i.base !== undefined)
    lines.push(
      `Derived from \`${i.base}\`: paragraphs marked **Δ** differ and are shown by this code's own tests;`,
      `the others are shared, and the tests of \`${i.base}\` count for them.`,
    );
  lines.push(
    '',
    '| status | entries |',
    '|---|---|',
    ...LAW_STATUSES.map((s) => `| ${STATUS_TEXT[s]} | ${c.counts[s]} |`),
    `| **total** | ${c.rows.length} |`,
    '',
    `Laws ${i.laws.from}–${i.laws.to} without a status: ${c.missing.length === 0 ? 'none' : c.missing.join(', ')}.`,
    `Entries implemented or asked of the director without a test: ${c.untested.length === 0 ? 'none' : c.untested.join(', ')}.`,
    '',
    '| law | title | status | how / why | tests |',
    '|---|---|---|---|---|',
  );
  for (const r of c.rows) {
    const e = r.entry;
    lines.push(
      `| ${e.differs === true ? `**${e.ref}** Δ` : e.ref} | ${cell(e.title)} | ${STATUS_TEXT[e.status]} | ${cell(e.note ?? '')} | ${cell(testCell(r.tests))} |`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Finds the tests in a test file's text: each `describe('…')` and the `test('…')` / `it('…')`
 * inside it (string literals and templates without substitutions).
 */
export function testNames(file: string, text: string): TestName[] {
  const out: TestName[] = [];
  let current = '';
  const re = /\b(describe|test|it)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\2)[^\\])*)\2/g;
  for (const m of text.matchAll(re)) {
    const name = (m[3] ?? '').replace(/\\(.)/g, '$1');
    if (m[1] === 'describe') current = name;
    else out.push({ file, describe: current, test: name });
  }
  return out;
}
