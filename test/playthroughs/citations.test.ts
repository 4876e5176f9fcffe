/**
 * No irregularity cites a law twice: over every golden playthrough (all codes), each
 * irregularity's `laws`, its finding's and each transfer's list every citation once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { judgeRecord } from '../../src/laws/judge.js';
import { parseRecord } from '../../src/notation/record/record.js';

const here = dirname(fileURLToPath(import.meta.url));
const records = readdirSync(here)
  .filter((f) => f.endsWith('.json'))
  .sort();

const repeated = (laws: readonly string[]): string[] => laws.filter((l, k) => laws.indexOf(l) !== k);

describe('citations — no law is cited twice in one irregularity', () => {
  test('there are playthroughs to check', () => {
    expect(records.length).toBeGreaterThan(20);
  });
  for (const file of records)
    test(file, () => {
      const parsed = parseRecord(readFileSync(join(here, file), 'utf8'));
      if (!parsed.ok) throw new Error(`${file}: ${JSON.stringify(parsed.error)}`);
      const judged = judgeRecord(parsed.value);
      if (!judged.ok) throw new Error(`${file}: ${JSON.stringify(judged.error)}`);
      const j = judged.judgement;
      for (const i of j.irregularities) {
        expect(repeated(i.laws), `${file} event ${i.seq} ${i.kind}`).toEqual([]);
        if (i.finding !== undefined) expect(repeated(i.finding.laws)).toEqual([]);
      }
      for (const t of j.result?.transfers ?? []) expect(repeated(t.laws), `${file} transfer`).toEqual([]);
    });
});
