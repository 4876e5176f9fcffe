/**
 * The worker-thread batch. Worker threads load JavaScript, so the test transpiles the solver's
 * sources (and the layers it imports) into a temporary folder first.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { afterAll, describe, expect, test } from 'vitest';
import { expectOk } from '../../src/core/result.js';
import { ddTable } from '../../src/solver/table.js';
import { ddTables } from '../../src/solver/workers.js';
import { readDeals } from './dd-data.js';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const out = mkdtempSync(join(tmpdir(), 'tablelaw-solver-'));

function transpile(folder: string): void {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) transpile(path);
    else if (entry.name.endsWith('.ts')) {
      const js = ts.transpileModule(readFileSync(path, 'utf8'), {
        compilerOptions: {
          module: ts.ModuleKind.ESNext,
          target: ts.ScriptTarget.ES2022,
          verbatimModuleSyntax: true,
        },
      }).outputText;
      const target = join(out, relative(src, path)).replace(/\.ts$/, '.js');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, js);
    }
  }
}
for (const layer of ['core', 'games', 'solver']) transpile(join(src, layer));
writeFileSync(join(out, 'package.json'), '{ "type": "module" }');

afterAll(() => rmSync(out, { recursive: true, force: true }));

describe('a batch of deals on worker threads', () => {
  test('two threads give the same tables as one engine, in the order of the deals', async () => {
    const deals = readDeals().slice(0, 4);
    const batch = await ddTables(
      deals.map((d) => d.deal),
      {
        threads: 2,
        tableSize: { entryBits: 18 },
        workerUrl: pathToFileURL(join(out, 'solver/worker-thread.js')),
      },
    );
    expect(batch.tables).toHaveLength(4);
    batch.tables.forEach((table, i) => {
      const deal = deals[i];
      if (deal === undefined) throw new Error('missing deal');
      expect(expectOk(table).tricks).toEqual(deal.table);
      expect(batch.ms[i]).toBeGreaterThan(0);
    });
    // And the same as solving in this thread.
    const first = deals[0];
    if (first === undefined) throw new Error('missing deal');
    expect(expectOk(ddTable(first.deal.hands)).tricks).toEqual(
      expectOk(batch.tables[0] ?? ddTable(first.deal.hands)).tricks,
    );
  });
});
