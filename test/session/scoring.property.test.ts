import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { PROFILES } from '../../src/session/profiles.js';
import type { BoardResults, Results } from '../../src/session/results.js';
import { scoreSession } from '../../src/session/scoring.js';

/** Boards of random scores (multiples of 10), each played by 1 to 6 tables, pairs numbered apart. */
const boards = fc.array(
  fc.array(
    fc.integer({ min: -300, max: 300 }).map((x) => x * 10),
    { minLength: 1, maxLength: 6 },
  ),
  {
    minLength: 1,
    maxLength: 5,
  },
);

function results(scores: number[][]): Results {
  const list: BoardResults[] = scores.map((board, b) => ({
    board: b + 1,
    dealer: 'N',
    vulnerable: 'None',
    deal: null,
    fouled: null,
    results: board.map((score, t) => ({
      ns: String(t + 1),
      ew: String(t + 11),
      table: t + 1,
      round: null,
      deal: null,
      outcome: {
        kind: 'played',
        component: { score, weight: 100, contract: null, declarer: null, tricks: null },
      },
      rulings: [],
    })),
  }));
  return { boards: list, penalties: [], movement: null, teams: null, rulebook: 'wbf-2017', event: null };
}

describe('Law 78 — invariants of the scores of any session', () => {
  test('matchpoints: on every result North–South and East–West share the top; none below 0 or above it', () => {
    fc.assert(
      fc.property(boards, (scores) => {
        const s = scoreSession(results(scores), 'mp', PROFILES.wbf);
        if (!s.ok) throw new Error('score');
        const most = Math.max(...scores.map((b) => b.length));
        for (const b of s.value.boards) {
          expect(b.top).toBe(2 * (most - 1));
          for (const r of b.results) {
            expect(r.nsPoints + r.ewPoints).toBeCloseTo(b.top ?? 0, 9);
            expect(r.nsPoints).toBeGreaterThanOrEqual(-1e-9);
            expect(r.nsPoints).toBeLessThanOrEqual((b.top ?? 0) + 1e-9);
          }
        }
      }),
    );
  });

  test('matchpoints: a better score never scores less on the same board', () => {
    fc.assert(
      fc.property(boards, (scores) => {
        const s = scoreSession(results(scores), 'mp', PROFILES.wbf);
        if (!s.ok) throw new Error('score');
        for (const b of s.value.boards)
          for (const x of b.results)
            for (const y of b.results)
              if ((x.score ?? 0) > (y.score ?? 0)) expect(x.nsPoints).toBeGreaterThan(y.nsPoints);
      }),
    );
  });

  test('cross-IMPs: each board sums to zero; East–West get the negative of North–South', () => {
    fc.assert(
      fc.property(boards, (scores) => {
        const s = scoreSession(results(scores), 'cross-imp', PROFILES.wbf);
        if (!s.ok) throw new Error('score');
        for (const b of s.value.boards) {
          expect(b.results.reduce((a, r) => a + r.nsPoints, 0)).toBeCloseTo(0, 9);
          for (const r of b.results) expect(r.ewPoints).toBeCloseTo(-r.nsPoints, 9);
        }
      }),
    );
  });

  test('the ranking: ranks run from 1, ties share, the order follows the points', () => {
    fc.assert(
      fc.property(
        boards,
        fc.constantFrom('mp', 'cross-imp', 'butler', 'total' as const),
        (scores, method) => {
          const s = scoreSession(results(scores), method, PROFILES.wbf);
          if (!s.ok) throw new Error('score');
          for (const d of ['NS', 'EW'] as const) {
            const list = s.value.ranking.filter((e) => e.direction === d);
            const key = (e: (typeof list)[number]) => (method === 'mp' ? (e.percentage ?? 0) : e.points);
            expect(list[0]?.rank).toBe(1);
            list.forEach((e, i) => {
              if (i === 0) return;
              const prev = list[i - 1] as (typeof list)[number];
              expect(key(prev)).toBeGreaterThanOrEqual(key(e));
              expect(e.rank).toBe(key(prev) === key(e) ? prev.rank : i + 1);
            });
          }
        },
      ),
    );
  });
});
