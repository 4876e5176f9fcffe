/**
 * The law coverage matrix (DESIGN §5): the generated docs/laws/<rulebook>.md must be what
 * `npm run laws:coverage` writes now (CI fails when they are stale), every law of each code's
 * section has a status, and every WBF paragraph implemented or asked of the director has a test.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { coveragePages, repositoryRoot } from '../../scripts/laws-coverage.js';
import {
  citedRefs,
  compareRefs,
  coverageMarkdown,
  coverageOf,
  deriveIndex,
  type LawIndex,
  testNames,
  within,
} from '../../src/laws/coverage.js';

const root = repositoryRoot();
const pages = coveragePages(root);

describe('the law coverage matrix', () => {
  test('the three WBF codes have a page', () => {
    expect(pages.map((p) => p.path)).toEqual(
      expect.arrayContaining(['docs/laws/wbf-1997.md', 'docs/laws/wbf-2007.md', 'docs/laws/wbf-2017.md']),
    );
  });
  for (const page of pages) {
    test(`${page.path} is up to date (regenerate: npm run laws:coverage)`, () => {
      let written = '';
      try {
        written = readFileSync(join(root, page.path), 'utf8');
      } catch {
        written = '(missing)';
      }
      expect(written).toBe(page.text);
    });
    test(`${page.path}: no law of the section without a status`, () => {
      expect(page.coverage.missing).toEqual([]);
    });
  }
  for (const page of pages.filter((p) => p.coverage.index.rulebook.startsWith('wbf-')))
    test(`${page.path}: every paragraph implemented or asked of the director names its tests`, () => {
      expect(page.coverage.untested).toEqual([]);
    });
});

describe('coverage: finding tests by the laws they name', () => {
  test('a cited paragraph lies within its law and paragraph, not within a sibling', () => {
    expect(within('64A2', '64')).toBe(true);
    expect(within('64A2', '64A')).toBe(true);
    expect(within('45C4(b)', '45C4')).toBe(true);
    expect(within('64', '6')).toBe(false);
    expect(within('45C4', '45C4(b)')).toBe(false);
    expect(within('64A1', '64A2')).toBe(false);
  });
  test('references are read from test names', () => {
    expect(citedRefs('Law 62C3 and Law 64B8 (2017) — both sides revoke')).toEqual(['62C3', '64B8']);
    expect(citedRefs('Law 45C4(b) — change; Laws 53B and 57')).toEqual(['45C4(b)', '53B', '57']);
    expect(citedRefs('law 12 of euchre')).toEqual([]);
  });
  test('references sort as the code numbers them', () => {
    expect(['64B1', '45C4(b)', '64A2', '45C10', '45C4'].sort(compareRefs)).toEqual([
      '45C4',
      '45C4(b)',
      '45C10',
      '64A2',
      '64B1',
    ]);
  });
  test('describe and test names are found in a file', () => {
    const text = "describe('Law 7 — x', () => { test('a', () => {}); it(\"b\", () => {}); });";
    expect(testNames('f.test.ts', text)).toEqual([
      { file: 'f.test.ts', describe: 'Law 7 — x', test: 'a' },
      { file: 'f.test.ts', describe: 'Law 7 — x', test: 'b' },
    ]);
  });
  test('a derived index counts its base tests for shared entries only', () => {
    const base: LawIndex = {
      rulebook: 'a',
      title: 'A',
      section: 'Laws 1–2',
      laws: { from: 1, to: 2 },
      entries: [
        { ref: '1', title: 'one', status: 'implemented' },
        { ref: '2', title: 'two', status: 'implemented' },
      ],
    };
    const derived = deriveIndex(base, {
      rulebook: 'b',
      title: 'B',
      entries: [{ ref: '2', title: 'two, changed', status: 'implemented' }],
    });
    const inherited = [
      { file: 'a.test.ts', describe: 'Law 1 — one', test: 't' },
      { file: 'a.test.ts', describe: 'Law 2 — two', test: 't' },
    ];
    const c = coverageOf(derived, [], inherited);
    expect(c.rows.map((r) => [r.entry.ref, r.tests.length])).toEqual([
      ['1', 1],
      ['2', 0],
    ]);
    expect(c.untested).toEqual(['2']);
    expect(coverageMarkdown(c)).toContain('| **2** Δ | two, changed | implemented |');
  });
  test('a law of the section without an entry is reported missing', () => {
    const c = coverageOf(
      {
        rulebook: 'x',
        title: 'X',
        section: 'Laws 1–3',
        laws: { from: 1, to: 3 },
        entries: [{ ref: '2', title: 't', status: 'not-applicable', note: 'n' }],
      },
      [],
    );
    expect(c.missing).toEqual([1, 3]);
  });
});
