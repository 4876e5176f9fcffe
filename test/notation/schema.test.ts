/**
 * The record as a published format: the JSON Schema of `tablelaw/1` shipped in schema/ is the
 * one made from the record checker's tables, and the schema (checked by Ajv, a maintained
 * validator) and `validateRecord` agree — on every record in the repository, and on records
 * broken one defect at a time. The results format's schema accepts the documented example.
 * `npm run schema` writes the file again after the record's keys change.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, test } from 'vitest';
import { validateRecord } from '../../src/notation/record/record.js';
import { keysWithoutSchema, recordSchema } from '../../src/notation/record/schema.js';

const RECORD_FILE = 'schema/tablelaw-record-1.schema.json';
const RESULTS_FILE = 'schema/tablelaw-results-1.schema.json';

const made = `${JSON.stringify(recordSchema(), null, 2)}\n`;
if (process.env['UPDATE_SCHEMA'] === '1') writeFileSync(RECORD_FILE, made);

const ajv = new Ajv2020({ allErrors: true, strict: false });
const validate = ajv.compile(JSON.parse(readFileSync(RECORD_FILE, 'utf8')) as object);

/** Every tablelaw record in the repository's examples and tests. */
function records(): { file: string; value: unknown }[] {
  const out: { file: string; value: unknown }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.json')) {
        const text = readFileSync(path, 'utf8');
        if (!text.includes('"tablelaw/1"')) continue;
        const value = JSON.parse(text) as unknown;
        if (
          typeof value === 'object' &&
          value !== null &&
          (value as { format?: unknown }).format === 'tablelaw/1'
        )
          out.push({ file: path, value });
      }
    }
  };
  walk('examples');
  walk('test');
  return out;
}

describe('the record as a published format — its JSON Schema', () => {
  test('the shipped schema is the one made from the record checker’s tables (npm run schema)', () => {
    expect(JSON.parse(readFileSync(RECORD_FILE, 'utf8'))).toEqual(JSON.parse(made));
    expect(keysWithoutSchema()).toEqual([]);
  });

  test('every record in the repository: the schema and validateRecord agree', () => {
    const all = records();
    expect(all.length).toBeGreaterThan(20);
    for (const { file, value } of all) {
      const checker = validateRecord(value).ok;
      const schema = validate(value) as boolean;
      expect(schema, `${file}: ${JSON.stringify(validate.errors?.slice(0, 3))}`).toBe(checker);
    }
  });

  test('records broken one defect at a time are refused by both', () => {
    const base = records().find((r) => r.file.endsWith('examples/revoke.json'))?.value as Record<
      string,
      unknown
    >;
    expect(base).toBeDefined();
    const events = base['events'] as Record<string, unknown>[];
    const broken: unknown[] = [
      { ...base, format: 'tablelaw/2' },
      { ...base, game: 'whist' },
      { ...base, rulebook: 'wbf-1963' },
      { ...base, extra: 1 },
      { ...base, board: { ...(base['board'] as object), dealer: 'X' } },
      { ...base, board: { ...(base['board'] as object), vulnerable: 'Both' } },
      { ...base, board: { ...(base['board'] as object), deal: 'N:AKQ' } },
      { ...base, contract: { level: 8, strain: 'S', risk: '', declarer: 'S' } },
      { ...base, contract: { level: 4, strain: 'RS', risk: '', declarer: 'S' } },
      { ...base, events: [{ type: 'play', seat: 'N', card: 'S1' }] },
      { ...base, events: [{ type: 'play', seat: 'N' }] },
      { ...base, events: [{ type: 'play', seat: 'N', card: 'SA', colour: 'red' }] },
      { ...base, events: [{ type: 'elect', seat: 'N', option: 'win-anyway' }] },
      { ...base, events: [{ type: 'call', seat: 'N', call: '1Z' }] },
      { ...base, events: [{ type: 'finding', seat: 'N', fact: 'x', value: true }] },
      { ...base, events: [{ type: 'claim', seat: 'N', tricks: 14 }] },
      { ...base, events: [{ type: 'teleport', seat: 'N' }] },
      { ...base, events: [...events.slice(0, 1), { ...events[0], seat: 'Z' }] },
    ];
    for (const [i, value] of broken.entries()) {
      const what = `case ${i}: ${JSON.stringify(value).slice(-120)}`;
      expect(validateRecord(value).ok, what).toBe(false);
      expect(validate(value), what).toBe(false);
    }
  });

  test('the results format’s schema: the documented example is valid; a result that is two things is not', () => {
    const check = ajv.compile(JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as object);
    const example = {
      format: 'tablelaw-results/1',
      boards: [
        {
          board: 1,
          dealer: 'N',
          vulnerable: 'None',
          results: [
            { ns: '1', ew: '5', contract: '4SX', declarer: 'S', tricks: 10 },
            { ns: '2', ew: '6', score: { NS: -100 } },
            { ns: '3', ew: '7', adjusted: { NS: 60, EW: 40 } },
            { ns: '4', ew: '8', contract: 'P' },
          ],
        },
      ],
    };
    expect(check(example), JSON.stringify(check.errors)).toBe(true);
    const two = structuredClone(example);
    const twoFirst = two.boards[0]?.results[0] as Record<string, unknown>;
    twoFirst['score'] = { NS: 790 };
    expect(check(two)).toBe(false);
    const noTricks = structuredClone(example);
    const noTricksFirst = noTricks.boards[0]?.results[0] as Record<string, unknown>;
    delete noTricksFirst['tricks'];
    expect(check(noTricks)).toBe(false);
  });
});
