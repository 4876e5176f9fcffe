import { describe, expect, test } from 'vitest';
import { boardFor } from '../../src/core/board.js';
import {
  boardsOfSet,
  howell,
  type Movement,
  mitchell,
  movementDefects,
  sharing,
  teamMatch,
} from '../../src/session/movement.js';

/** Which sets each pair plays, and whom each pair meets. */
function summary(m: Movement) {
  const sets = new Map<string, number[]>();
  const opponents = new Map<string, string[]>();
  for (const round of m.rounds)
    for (const s of round) {
      for (const [me, them] of [
        [s.ns, s.ew],
        [s.ew, s.ns],
      ] as const) {
        sets.set(me, [...(sets.get(me) ?? []), s.set]);
        opponents.set(me, [...(opponents.get(me) ?? []), them]);
      }
    }
  return { sets, opponents };
}

describe('Mitchell', () => {
  test.each([3, 5, 7, 9, 13])('%i tables: each EW pair meets every NS pair and plays every set once', (t) => {
    const m = mitchell(t);
    if (!m.ok) throw new Error('mitchell');
    expect(movementDefects(m.value)).toEqual([]);
    expect(m.value.rounds).toHaveLength(t);
    expect(m.value.field).toBe('two');
    const { sets, opponents } = summary(m.value);
    for (const pair of m.value.pairs) {
      expect([...(sets.get(pair) ?? [])].sort((a, b) => a - b)).toEqual(
        Array.from({ length: t }, (_, i) => i + 1),
      );
      expect(new Set(opponents.get(pair)).size).toBe(t);
    }
    expect(sharing(m.value)).toEqual([]);
  });

  test('3 tables, round 2: EW pairs moved up one table, the boards down one', () => {
    const m = mitchell(3);
    if (!m.ok) throw new Error('mitchell');
    expect(m.value.rounds[0]).toEqual([
      { table: 1, ns: '1', ew: '4', set: 1 },
      { table: 2, ns: '2', ew: '5', set: 2 },
      { table: 3, ns: '3', ew: '6', set: 3 },
    ]);
    expect(m.value.rounds[1]).toEqual([
      { table: 1, ns: '1', ew: '6', set: 2 },
      { table: 2, ns: '2', ew: '4', set: 3 },
      { table: 3, ns: '3', ew: '5', set: 1 },
    ]);
  });

  test.each([4, 6, 8, 10])('%i tables: the skip after half the rounds; no set or opponent twice', (t) => {
    const m = mitchell(t);
    if (!m.ok) throw new Error('mitchell');
    expect(m.value.rounds).toHaveLength(t - 1);
    expect(movementDefects(m.value)).toEqual([]);
    // Before the skip EW pair T+1 is at table r in round r; after it, one table further on.
    const at = (round: number) => m.value.rounds[round - 1]?.find((s) => s.ew === String(t + 1))?.table;
    expect(at(t / 2)).toBe(t / 2);
    expect(at(t / 2 + 1)).toBe(t / 2 + 2);
  });

  test('an even Mitchell without the skip would replay sets: a T-th round is refused', () => {
    expect(mitchell(8, { rounds: 8 }).ok).toBe(false);
    expect(mitchell(2).ok).toBe(false);
  });

  test('arrow switch: the last round plays the other cards; one field', () => {
    const m = mitchell(5, { arrowSwitch: true });
    if (!m.ok) throw new Error('mitchell');
    expect(m.value.field).toBe('one');
    expect(movementDefects(m.value)).toEqual([]);
    const last = m.value.rounds[4] ?? [];
    expect(last.every((s) => Number(s.ew) <= 5 && Number(s.ns) > 5)).toBe(true);
  });
});

describe('Howell (standard cyclic movements, 2 to 8 tables)', () => {
  test.each([2, 3, 4, 5, 6, 7, 8])(
    '%i tables: every pair meets every other once and plays every set once',
    (t) => {
      const h = howell(t);
      if (!h.ok) throw new Error('howell');
      const m = h.value;
      expect(m.rounds).toHaveLength(2 * t - 1);
      expect(movementDefects(m)).toEqual([]);
      const { sets, opponents } = summary(m);
      for (const pair of m.pairs) {
        expect([...(sets.get(pair) ?? [])].sort((a, b) => a - b)).toEqual(
          Array.from({ length: 2 * t - 1 }, (_, i) => i + 1),
        );
        expect([...(opponents.get(pair) ?? [])].sort()).toEqual(m.pairs.filter((p) => p !== pair).sort());
      }
    },
  );

  test.each([4, 5, 6, 7, 8])('%i tables: no two tables share a set', (t) => {
    const h = howell(t);
    if (!h.ok) throw new Error('howell');
    expect(sharing(h.value)).toEqual([]);
  });

  test('2 and 3 tables: the tables of a round share the set, and say so', () => {
    for (const t of [2, 3]) {
      const h = howell(t);
      if (!h.ok) throw new Error('howell');
      const shared = sharing(h.value);
      expect(shared).toHaveLength(2 * t - 1);
      for (const s of shared) expect(s.tables).toHaveLength(t);
    }
  });

  test('the highest pair stays North–South at table 1; the others go up one each round', () => {
    const h = howell(4);
    if (!h.ok) throw new Error('howell');
    for (const round of h.value.rounds) expect(round[0]?.ns).toBe('8');
    const r1 = h.value.rounds[0] ?? [];
    const r2 = h.value.rounds[1] ?? [];
    r1.forEach((s, i) => {
      if (s.ew !== '8') expect(Number(r2[i]?.ew)).toBe((Number(s.ew) % 7) + 1);
      expect(r2[i]?.set).toBe((s.set % 7) + 1);
    });
  });

  test('1 or 9 tables: no standard Howell given', () => {
    expect(howell(1).ok).toBe(false);
    expect(howell(9).ok).toBe(false);
  });
});

describe('team match', () => {
  test('two tables, the boards swapped: each team plays every board once in each direction', () => {
    const m = teamMatch();
    expect(movementDefects(m)).toEqual([]);
    const { sets } = summary(m);
    for (const pair of m.pairs) expect([...(sets.get(pair) ?? [])].sort()).toEqual([1, 2]);
    // Every set is played once with team A North–South and once with team B North–South.
    for (const set of [1, 2]) {
      const at = m.rounds.flat().filter((s) => s.set === set);
      expect(at.map((s) => s.ns[0]).sort()).toEqual(['A', 'B']);
    }
  });
});

describe('boards of a set, dealer and vulnerability by the standard rotation', () => {
  test('set 3 of 4-board rounds is boards 9–12; board 9 is North, EW vulnerable', () => {
    expect(boardsOfSet(3, 4)).toEqual([9, 10, 11, 12]);
    expect(boardFor(9)).toEqual({ ok: true, value: { number: 9, dealer: 'N', vulnerable: 'EW' } });
  });
});

describe('the rounds asked of a movement', () => {
  test.each([
    [
      'Mitchell',
      (rounds?: number) => mitchell(7, rounds === undefined ? {} : { rounds }),
      7,
      'a Mitchell of 7 tables has 1 to 7 rounds',
    ],
    [
      'Howell',
      (rounds?: number) => howell(4, rounds === undefined ? {} : { rounds }),
      7,
      'a Howell of 4 tables has 1 to 7 rounds',
    ],
  ] as const)(
    '%s: all by default, fewer when asked, else refused with the bounds',
    (_, make, most, message) => {
      const all = make();
      if (!all.ok) throw new Error(all.error.message);
      expect(all.value.rounds).toHaveLength(most);
      const some = make(2);
      if (!some.ok) throw new Error(some.error.message);
      expect(some.value.rounds).toEqual(all.value.rounds.slice(0, 2));
      for (const rounds of [0, -1, most + 1, 2.5, Number.NaN]) {
        const refused = make(rounds);
        expect(refused.ok, String(rounds)).toBe(false);
        if (!refused.ok) expect(refused.error).toMatchObject({ kind: 'rounds', message });
      }
    },
  );
});
