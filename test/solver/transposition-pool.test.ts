import { describe, expect, test } from 'vitest';
import { seededRandom } from '../../src/core/random.js';
import {
  DEFAULT_TABLE_SIZE,
  type TableSize,
  TranspositionTable,
  tableBytes,
} from '../../src/solver/transposition.js';

// The tables of a thread share one pool (transposition.ts): the table in use holds it, and a table
// swapped out keeps its part. Tables used in turn must answer exactly as each used alone.

/** A seeded integer generator (the project's), so a failure can be replayed. */
function random(seed: number): (n: number) => number {
  const r = seededRandom(seed);
  return (n) => Math.floor(r.next() * n);
}

type Op =
  | { kind: 'store'; args: Parameters<TranspositionTable['store']> }
  | { kind: 'probe'; args: Parameters<TranspositionTable['probe']> }
  | { kind: 'clear' };

/** A seeded run of stores and probes on few shapes and owner sequences (so that probes hit). */
function script(seed: number, length: number): Op[] {
  const next = random(seed);
  const shapes = Array.from({ length: 10 }, () => [next(1 << 30), next(1 << 30)] as const);
  const owners = Array.from({ length: 6 }, () => Array.from({ length: 4 }, () => next(1 << 26)));
  const ops: Op[] = [];
  for (let i = 0; i < length; i++) {
    const [lo, hi] = shapes[next(shapes.length)] as readonly [number, number];
    const leader = next(4);
    const o = (owners[next(owners.length)] as number[]).map((os) => os ^ (next(4) << (2 * next(13))));
    const [o0, o1, o2, o3] = o as [number, number, number, number];
    const r = next(100);
    if (r === 0) {
      ops.push({ kind: 'clear' });
    } else if (r < 50) {
      const k = [0, 1, 2, 3].map(() => (next(3) === 0 ? 0 : 1 + next(next(2) === 0 ? 4 : 13))) as [
        number,
        number,
        number,
        number,
      ];
      const lower = next(14);
      const upper = lower + next(14 - lower);
      ops.push({ kind: 'store', args: [lo, hi, leader, ...k, o0, o1, o2, o3, lower, upper] });
    } else {
      ops.push({ kind: 'probe', args: [lo, hi, leader, o0, o1, o2, o3, 1 + next(13)] });
    }
  }
  return ops;
}

/** Applies one operation; what a probe answered (with the hit's k's), else null. */
function apply(table: TranspositionTable, op: Op): number[] | null {
  if (op.kind === 'clear') {
    table.clear();
    return null;
  }
  if (op.kind === 'store') {
    table.store(...op.args);
    return null;
  }
  const got = table.probe(...op.args);
  return got < 0 ? [got] : [got, table.hitK0, table.hitK1, table.hitK2, table.hitK3];
}

type Trace = { answers: (number[] | null)[]; stores: number; resets: number };

const traceOf = (table: TranspositionTable, answers: (number[] | null)[]): Trace => ({
  answers,
  stores: table.stores,
  resets: table.resets,
});

function alone(size: TableSize, ops: readonly Op[]): Trace {
  const table = new TranspositionTable(size);
  return traceOf(
    table,
    ops.map((op) => apply(table, op)),
  );
}

/** Runs the scripts on fresh tables in turn, a random number of operations each. */
function interleaved(
  sizes: readonly TableSize[],
  scripts: readonly (readonly Op[])[],
  seed: number,
): Trace[] {
  const next = random(seed);
  const tables = sizes.map((size) => new TranspositionTable(size));
  const answers: (number[] | null)[][] = sizes.map(() => []);
  const at = sizes.map(() => 0);
  for (;;) {
    const open = scripts.map((_, i) => i).filter((i) => (at[i] as number) < (scripts[i] as Op[]).length);
    if (open.length === 0) break;
    const i = open[next(open.length)] as number;
    const ops = scripts[i] as Op[];
    const run = 1 + next(400);
    for (let n = 0; n < run && (at[i] as number) < ops.length; n++) {
      (answers[i] as (number[] | null)[]).push(
        apply(tables[i] as TranspositionTable, ops[at[i] as number] as Op),
      );
      at[i] = (at[i] as number) + 1;
    }
  }
  return tables.map((table, i) => traceOf(table, answers[i] as (number[] | null)[]));
}

describe('transposition table — tables sharing the pool', () => {
  test('tables used in turn (small, mid-sized, default, larger than the pool) answer as each alone', () => {
    const sizes: TableSize[] = [{ entryBits: 8 }, { entryBits: 14 }, DEFAULT_TABLE_SIZE, { entryBits: 24 }];
    const scripts = sizes.map((_, i) => script(11 + i, 12_000));
    const want = sizes.map((size, i) => alone(size, scripts[i] as Op[]));
    // The small table fills up and empties itself; the others keep every entry.
    expect((want[0] as Trace).resets).toBeGreaterThan(3);
    for (const trace of want) {
      expect(trace.answers.filter((a) => a !== null && (a[0] as number) >= 0).length).toBeGreaterThan(100);
    }
    for (const seed of [1, 2]) {
      const got = interleaved(sizes, scripts, seed);
      for (let i = 0; i < sizes.length; i++) expect(got[i]).toEqual(want[i]);
    }
  });

  test('a table made after another was used starts empty, and the other keeps its entries', () => {
    const ops = script(5, 3000).filter((op) => op.kind !== 'clear');
    const probes = ops.filter((op) => op.kind === 'probe');
    const used = new TranspositionTable({ entryBits: 12 });
    for (const op of ops) apply(used, op);
    const want = probes.map((op) => apply(used, op));
    expect(want.filter((a) => a !== null && (a[0] as number) >= 0).length).toBeGreaterThan(100);
    const fresh = new TranspositionTable({ entryBits: 12 });
    for (const op of probes) expect(apply(fresh, op)).toEqual([-1]);
    expect(probes.map((op) => apply(used, op))).toEqual(want);
    // A table whose first use is `clear` takes the pool too.
    new TranspositionTable(DEFAULT_TABLE_SIZE).clear();
    expect(probes.map((op) => apply(used, op))).toEqual(want);
  });

  test('a released table gives up the pool unsaved: it and the next table start empty', () => {
    const ops = script(7, 3000).filter((op) => op.kind !== 'clear');
    const probes = ops.filter((op) => op.kind === 'probe');
    const released = new TranspositionTable({ entryBits: 12 });
    for (const op of ops) apply(released, op);
    expect(probes.some((op) => (apply(released, op)?.[0] as number) >= 0)).toBe(true);
    released.release();
    // The next table finds nothing of the released one's in the pool.
    const next = new TranspositionTable({ entryBits: 12 });
    for (const op of probes) expect(apply(next, op)).toEqual([-1]);
    // The released table is usable, and empty; then it answers as a fresh table would.
    for (const op of probes) expect(apply(released, op)).toEqual([-1]);
    const want = alone({ entryBits: 12 }, ops);
    const again = new TranspositionTable({ entryBits: 12 });
    again.release();
    expect(
      traceOf(
        again,
        ops.map((op) => apply(again, op)),
      ),
    ).toEqual(want);
  });

  test('sizes above the pool are the pool; odd sizes do not throw', () => {
    expect(tableBytes({ entryBits: 30 })).toBe(tableBytes(DEFAULT_TABLE_SIZE));
    for (const entryBits of [-3, 0, 2.5, Number.NaN, 40, Number.POSITIVE_INFINITY]) {
      const table = new TranspositionTable({ entryBits });
      table.store(1, 2, 0, 1, 0, 0, 0, 3, 0, 0, 0, 5, 7);
      expect(table.probe(1, 2, 0, 3, 0, 0, 0, 5)).toBe(1);
      expect(table.probe(1, 2, 0, 3, 0, 0, 0, 8)).toBe(0);
      for (let i = 0; i < 20_000; i++)
        table.store(i, i >> 3, i & 3, 1 + (i % 13), 0, 2, 0, i, 0, 7, 0, 0, 13);
      expect(table.stores).toBe(20_001);
    }
  });
});
