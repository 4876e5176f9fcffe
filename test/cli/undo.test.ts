/** `tablelaw replay` and `judge` read a record with an `undo` (ADR 0088): the act undone leaves no trace in the judgement. */
import { describe, expect, test } from 'vitest';
import { given } from '../laws/given.js';
import { cli } from './harness.js';

describe('tablelaw replay and judge — undo', () => {
  test('a second card tapped by South and undone: replayed step by step, judged with no irregularity', async () => {
    const record = given().plays('S:C4 S:D3').add({ type: 'undo', seat: 'S' }).play('W', 'C6').record;
    const files = { 'undo.json': JSON.stringify(record) };
    const replayed = await cli(['replay', 'undo.json'], files);
    expect(replayed.code, replayed.err).toBe(0);
    expect(replayed.out).toContain('[2] S undoes his last act (not an act at the table)');
    const judged = await cli(['judge', 'undo.json', '--json'], files);
    expect(judged.code, judged.err).toBe(0);
    const j = JSON.parse(judged.out) as { irregularities: unknown[] };
    expect(j.irregularities).toEqual([]);
    // Undone by another seat than the one that acted: refused, with its position (exit 2).
    const wrong = given().plays('S:C4 S:D3').add({ type: 'undo', seat: 'W' }).record;
    const refused = await cli(['judge', 'wrong.json'], { 'wrong.json': JSON.stringify(wrong) });
    expect(refused.code).toBe(2);
    expect(refused.err).toContain('not-last-act');
  });
});
