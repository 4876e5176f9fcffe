/**
 * `npm run laws:coverage`: writes `docs/laws/<rulebook>.md` — the law coverage matrix (DESIGN §5)
 * — for every registered rulebook that has a law index (src/laws/registry.ts, `lawIndex`), from
 * the index and the names of the tests under its test folders (and its base's, for shared
 * paragraphs). test/laws/coverage.test.ts calls `coveragePages` and fails when a file is stale.
 *
 * Runs from a fresh clone with the project's own tools: compiled by tsc into build/ (see the
 * `laws:coverage` script in package.json), or imported by vitest.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Coverage,
  coverageMarkdown,
  coverageOf,
  type LawIndex,
  type TestName,
  testNames,
} from '../src/laws/coverage.js';
import { RULEBOOKS } from '../src/laws/registry.js';

/** The repository root: the nearest folder above this file with the project's package.json. */
export function repositoryRoot(from: string = dirname(fileURLToPath(import.meta.url))): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg) && /"name":\s*"tablelaw"/.test(readFileSync(pkg, 'utf8'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no tablelaw package.json above ${from}`);
    dir = up;
  }
}

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? testFiles(path) : name.endsWith('.test.ts') ? [path] : [];
    });
}

function testsIn(root: string, dirs: readonly string[]): TestName[] {
  return dirs.flatMap((d) =>
    testFiles(resolve(root, d)).flatMap((path) =>
      testNames(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8')),
    ),
  );
}

const dirsOf = (index: LawIndex): readonly string[] => index.testDirs ?? [`test/laws/${index.rulebook}`];

export type CoveragePage = { readonly path: string; readonly text: string; readonly coverage: Coverage };

/** The pages the generator writes, by path from the root, with their text. */
export function coveragePages(root: string = repositoryRoot()): CoveragePage[] {
  const indexes = Object.values(RULEBOOKS)
    .map((r) => r.lawIndex)
    .filter((i): i is LawIndex => i !== undefined);
  const byName = new Map(indexes.map((i) => [i.rulebook, i]));
  return indexes
    .sort((a, b) => a.rulebook.localeCompare(b.rulebook))
    .map((index) => {
      const own = testsIn(root, dirsOf(index));
      const inherited: TestName[] = [];
      for (let base = index.base; base !== undefined; ) {
        const b = byName.get(base);
        if (b === undefined) break;
        inherited.push(...testsIn(root, dirsOf(b)));
        base = b.base;
      }
      const coverage = coverageOf(index, own, inherited);
      return { path: `docs/laws/${index.rulebook}.md`, text: coverageMarkdown(coverage), coverage };
    });
}

function main(): void {
  const root = repositoryRoot();
  for (const page of coveragePages(root)) {
    writeFileSync(join(root, page.path), page.text);
    const c = page.coverage.counts;
    process.stdout.write(
      `${page.path}: ${c.implemented} implemented, ${c.director} director's judgement, ${c['not-applicable']} not applicable, ${c['not-implemented']} not implemented` +
        `${page.coverage.missing.length > 0 ? `; MISSING laws ${page.coverage.missing.join(', ')}` : ''}` +
        `${page.coverage.untested.length > 0 ? `; UNTESTED ${page.coverage.untested.join(', ')}` : ''}\n`,
    );
  }
}

const invoked = process.argv[1] === undefined ? '' : resolve(process.argv[1]);
if (invoked === fileURLToPath(import.meta.url)) main();
