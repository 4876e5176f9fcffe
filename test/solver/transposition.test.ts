import { describe, expect, test } from 'vitest';
import { TranspositionTable } from '../../src/solver/transposition.js';

/** A small seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return (((t ^ (t >>> 14)) >>> 0) % n) | 0;
  };
}

type Entry = { k: number[]; p: number[]; lower: number; upper: number };

/**
 * What the table promises, kept the plain way: a list per shape, leader, suit set and owners of
 * the top cards of those suits; a probe searches the lists whose top cards match in the order of
 * their suit sets, the lowest first, each newest entry first, and answers from the first entry
 * that decides.
 */
class Model {
  private readonly lists = new Map<string, { m: number; top: number; entries: Entry[] }[]>();

  store(
    lo: number,
    hi: number,
    leader: number,
    k: number[],
    o: number[],
    lower: number,
    upper: number,
  ): void {
    const m = k.reduce((a, ki, s) => a | (ki > 0 ? 1 << s : 0), 0);
    const top = o.reduce((a, os, s) => ((k[s] as number) > 0 ? a | ((os & 3) << (2 * s)) : a), 0);
    const key = `${lo},${hi},${leader}`;
    const record = this.lists.get(key) ?? [];
    this.lists.set(key, record);
    let list = record.find((l) => l.m === m && l.top === top);
    if (list === undefined) {
      list = { m, top, entries: [] };
      record.push(list);
    }
    const p = o.map((os, s) => os & ((1 << (2 * (k[s] as number))) - 1));
    list.entries.push({ k: [...k], p, lower, upper });
  }

  probe(lo: number, hi: number, leader: number, o: number[], future: number): [number, number[]] {
    const record = this.lists.get(`${lo},${hi},${leader}`) ?? [];
    const top = o.reduce((a, os, s) => a | ((os & 3) << (2 * s)), 0);
    const spread = (m: number) => [0, 1, 2, 3].reduce((a, s) => (m & (1 << s) ? a | (3 << (2 * s)) : a), 0);
    const matching = record.filter((l) => (top & spread(l.m)) === l.top).sort((a, b) => a.m - b.m);
    for (const list of matching) {
      for (let i = list.entries.length - 1; i >= 0; i--) {
        const e = list.entries[i] as Entry;
        if (e.lower < future && e.upper >= future) continue;
        if (e.p.every((ps, s) => ((o[s] as number) & ((1 << (2 * (e.k[s] as number))) - 1)) === ps)) {
          return [e.lower >= future ? 1 : 0, e.k];
        }
      }
    }
    return [-1, []];
  }
}

describe('transposition table', () => {
  test('answers as the plain model, with many lists a shape (overflow lines, sets out of order)', () => {
    const table = new TranspositionTable({ entryBits: 16 });
    const model = new Model();
    const next = random(7);
    // Few shapes and owner sequences, so that lists grow long and probes hit.
    const shapes = [
      [0x12345678, 0x0abcdef0],
      [0x7fffffff, 1],
      [3, 0x40000000],
      [0x11111111, 0x22222222],
    ];
    const owners = Array.from({ length: 6 }, () => Array.from({ length: 4 }, () => next(1 << 26)));
    const ownersOf = () =>
      (owners[next(owners.length)] as number[]).map((os) => os ^ (next(4) << (2 * next(13))));
    let hits = 0;
    for (let i = 0; i < 6000; i++) {
      const [lo, hi] = shapes[next(shapes.length)] as number[];
      const leader = next(4);
      const o = ownersOf();
      if (next(2) === 0) {
        const k = [0, 1, 2, 3].map(() => (next(3) === 0 ? 0 : 1 + next(13)));
        const lower = next(14);
        const upper = lower + next(14 - lower);
        table.store(
          lo as number,
          hi as number,
          leader,
          k[0] as number,
          k[1] as number,
          k[2] as number,
          k[3] as number,
          o[0] as number,
          o[1] as number,
          o[2] as number,
          o[3] as number,
          lower,
          upper,
        );
        model.store(lo as number, hi as number, leader, k, o, lower, upper);
      } else {
        const future = 1 + next(13);
        const got = table.probe(
          lo as number,
          hi as number,
          leader,
          o[0] as number,
          o[1] as number,
          o[2] as number,
          o[3] as number,
          future,
        );
        const [want, k] = model.probe(lo as number, hi as number, leader, o, future);
        expect(got).toBe(want);
        if (got >= 0) {
          hits++;
          expect([table.hitK0, table.hitK1, table.hitK2, table.hitK3]).toEqual(k);
        }
      }
    }
    expect(table.resets).toBe(0);
    expect(hits).toBeGreaterThan(100);
  });
});
