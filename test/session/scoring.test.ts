import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { resultsPage } from '../../src/session/html.js';
import { imps } from '../../src/session/imps.js';
import { PROFILES } from '../../src/session/profiles.js';
import { readResultsJson } from '../../src/session/read-results.js';
import { sessionJson } from '../../src/session/report.js';
import type { Method } from '../../src/session/scoring.js';
import { butlerDatum, neuberg, round2, type SessionScore, scoreSession } from '../../src/session/scoring.js';

/**
 * Three boards, NS pairs 1–3 and EW pairs 4–6 (a Mitchell, two fields). Most-played board: 3
 * results, so every board's top is 4.
 *  Board 1 (None): 4S= +420 (1–4), 4S−1 −50 (2–5), 3S+1 +170 (3–6): NS 4, 0, 2.
 *  Board 2 (NS vul): 3NT= +600 (1–5), 3NT−1 −100 (2–6): two results, Neuberg to three:
 *    raw 2 and 0 → (2+1)×3/2−1 = 3.5 and (0+1)×3/2−1 = 0.5.
 *  Board 3: 1–6 average plus / average minus; 2–4 and 3–5 both +100: raw 1 each → (1+1)×3/2−1 = 2.
 */
const SESSION = JSON.parse(
  readFileSync(new URL('../fixtures/session/three-boards.json', import.meta.url), 'utf8'),
) as {
  boards: { results: Record<string, unknown>[] }[];
};

function score(input: object, method: Method, profile: keyof typeof PROFILES = 'wbf'): SessionScore {
  const r = readResultsJson(JSON.stringify(input));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  const s = scoreSession(r.value, method, PROFILES[profile]);
  if (!s.ok) throw new Error(JSON.stringify(s.error));
  return s.value;
}

const points = (s: SessionScore, board: number) =>
  s.boards.find((b) => b.board === board)?.results.map((r) => [round2(r.nsPoints), round2(r.ewPoints)]);
const entry = (s: SessionScore, pair: string) => s.ranking.find((e) => e.pair === pair);

describe('Law 78A — matchpoints: 2 for each score beaten, 1 for each tie', () => {
  test('board 1: 420 beats both, 170 beats one, −50 none; EW the complement of the top', () => {
    const s = score(SESSION, 'mp');
    expect(s.boards[0]?.top).toBe(4);
    expect(points(s, 1)).toEqual([
      [4, 0],
      [0, 4],
      [2, 2],
    ]);
  });

  test('board 2 has two results: scaled to the most-played board by Neuberg', () => {
    expect(points(score(SESSION, 'mp'), 2)).toEqual([
      [3.5, 0.5],
      [0.5, 3.5],
    ]);
    expect(neuberg(2, 2, 3)).toBe(3.5);
    expect(neuberg(0, 2, 3)).toBe(0.5);
    expect(neuberg(1, 1, 4)).toBe(7);
  });

  test('a tie gives 1 to each; the artificial score is compared with nothing', () => {
    const board3 = points(score(SESSION, 'mp'), 3);
    expect(board3?.[1]).toEqual([2, 2]);
    expect(board3?.[2]).toEqual([2, 2]);
  });
});

describe('Law 12C2 — artificial adjusted scores as a percentage of the top', () => {
  test('wbf: average plus 60 % of a top of 4 is 2.4, average minus 40 % is 1.6', () => {
    expect(points(score(SESSION, 'mp'), 3)?.[0]).toEqual([2.4, 1.6]);
  });

  test('a percentage the director gives is used as it stands (a split 60/60)', () => {
    const input = structuredClone(SESSION);
    (input.boards[2]?.results[0] as Record<string, unknown>)['adjusted'] = { NS: 60, EW: 60 };
    expect(points(score(input, 'mp'), 3)?.[0]).toEqual([2.4, 2.4]);
  });

  test('ebu: average plus is the session percentage when above 60 % (pair 1: 93.75 %)', () => {
    // Pair 1 on the boards it played: (4 + 3.5) / 8 = 93.75 % → 3.75 of a top of 4.
    // Pair 6: (2 + 3.5) / 8 = 68.75 %: average minus stays 40 % (the lower of the two).
    const s = score(SESSION, 'mp', 'ebu');
    expect(points(s, 3)?.[0]).toEqual([3.75, 1.6]);
    expect(entry(s, '1')).toMatchObject({ points: 11.25, percentage: 93.75 });
  });

  test('ebu: average minus is the session percentage when below 40 %', () => {
    // Pair 6 now scores 0 on board 1 and 0.5 on board 2 (Neuberg): 6.25 % → average minus
    // 6.25 % of 4 = 0.25.
    const input = structuredClone(SESSION);
    input.boards[0]!.results[2] = { ns: '3', ew: '6', contract: '4S', declarer: 'S', tricks: 11 };
    input.boards[1]!.results[1] = { ns: '2', ew: '6', contract: '3NT', declarer: 'N', tricks: 10 };
    const s = score(input, 'mp', 'ebu');
    expect(points(s, 3)?.[0]?.[1]).toBe(0.25);
    const w = score(input, 'mp', 'wbf');
    expect(points(w, 3)?.[0]?.[1]).toBe(1.6);
  });

  test('wbf: a pair above 60 % still gets 60 % for its average plus', () => {
    const s = score(SESSION, 'mp', 'wbf');
    expect(entry(s, '1')).toMatchObject({ points: 9.9, percentage: 82.5 });
  });
});

describe('the ranking: percentage over the tops of the boards played; a Mitchell ranks each direction', () => {
  test('NS and EW ranked separately, in the JSON shape of the issue', () => {
    const json = sessionJson(score(SESSION, 'mp'));
    expect(json['field']).toBe('two');
    expect(json['ranking']).toEqual([
      { pair: '1', direction: 'NS', points: 9.9, percentage: 82.5, rank: 1 },
      { pair: '3', direction: 'NS', points: 4, percentage: 50, rank: 2 },
      { pair: '2', direction: 'NS', points: 2.5, percentage: 20.83, rank: 3 },
      { pair: '6', direction: 'EW', points: 7.1, percentage: 59.17, rank: 1 },
      { pair: '5', direction: 'EW', points: 6.5, percentage: 54.17, rank: 2 },
      { pair: '4', direction: 'EW', points: 2, percentage: 25, rank: 3 },
    ]);
    expect((json['boards'] as { results: unknown[] }[])[0]?.results[0]).toEqual({
      ns: '1',
      ew: '4',
      contract: '4S',
      declarer: 'S',
      tricks: 10,
      score: { NS: 420 },
      ns_points: 4,
      ew_points: 0,
    });
  });

  test('one field when a pair sits both ways (a Howell): one ranking, no direction', () => {
    const input = {
      format: 'tablelaw-results/1',
      boards: [
        {
          board: 1,
          results: [
            { ns: '1', ew: '2', score: { NS: 100 } },
            { ns: '3', ew: '4', score: { NS: 200 } },
          ],
        },
        {
          board: 2,
          results: [
            { ns: '2', ew: '3', score: { NS: 100 } },
            { ns: '4', ew: '1', score: { NS: 100 } },
          ],
        },
      ],
    };
    const s = score(input, 'mp');
    expect(s.field).toBe('one');
    // Board 1: +200 beats +100 (pair 3 NS 2, pair 2 EW 2); board 2: a tie, 1 each.
    expect(s.ranking.map((e) => [e.pair, e.points, e.rank])).toEqual([
      ['2', 3, 1],
      ['3', 3, 1],
      ['1', 1, 3],
      ['4', 1, 3],
    ]);
    // Ties share a rank.
    expect(entry(s, '3')?.percentage).toBe(75);
  });

  test('a tie in the ranking shares the rank', () => {
    const s = score(
      {
        format: 'tablelaw-results/1',
        boards: [
          {
            board: 1,
            results: [
              { ns: '1', ew: '2', score: { NS: 100 } },
              { ns: '3', ew: '4', score: { NS: 100 } },
            ],
          },
        ],
      },
      'mp',
    );
    expect(s.ranking.map((e) => e.rank)).toEqual([1, 1, 1, 1]);
  });
});

describe('Law 78B — IMPs (the WBF scale)', () => {
  test('the scale at its bounds', () => {
    expect([0, 10, 20, 40, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900].map(imps)).toEqual([
      0, 0, 1, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
    ]);
    expect([1100, 1300, 1500, 1750, 2000, 2250, 2500, 3000, 3500, 3990, 4000, 7600].map(imps)).toEqual([
      15, 16, 17, 18, 19, 20, 21, 22, 23, 23, 24, 24,
    ]);
    expect(imps(-470)).toBe(-10);
    expect(imps(15)).toBe(0);
  });

  test('cross-IMPs: each result against every other, divided by the comparisons', () => {
    // 420 vs −50: +470 = 10; vs 170: +250 = 6 → 8. −50: −10, −6 → −8. 170: −6, +6 → 0.
    const s = score(SESSION, 'cross-imp');
    expect(points(s, 1)).toEqual([
      [8, -8],
      [-8, 8],
      [0, 0],
    ]);
    // Board 2: 600 vs −100: 700 = 12.
    expect(points(s, 2)).toEqual([
      [12, -12],
      [-12, 12],
    ]);
    // The artificial score: +3 / −3 IMPs.
    expect(points(s, 3)?.[0]).toEqual([3, -3]);
    expect(s.ranking.find((e) => e.pair === '1')?.points).toBe(23);
    expect(s.ranking[0]?.percentage).toBeNull();
  });

  test('Butler: IMPs against the datum, the mean rounded to the nearest 10', () => {
    // Board 1: mean (420 − 50 + 170) / 3 = 180. 420: +240 = 6; −50: −230 = −6; 170: −10 = 0.
    const s = score(SESSION, 'butler');
    expect(s.boards[0]?.datum).toEqual([180]);
    expect(points(s, 1)).toEqual([
      [6, -6],
      [-6, 6],
      [0, 0],
    ]);
  });

  test('Butler datum: the highest and the lowest left out from 5 results; halves away from zero', () => {
    expect(butlerDatum([420, 420, 170, -50, -100])).toBe(180);
    expect(butlerDatum([420, 410])).toBe(420);
    expect(butlerDatum([-420, -410])).toBe(-420);
    expect(butlerDatum([100, 110, 130])).toBe(110);
  });
});

describe('Law 78C — total points', () => {
  test('each pair scores its own points; artificial scores count 0', () => {
    const s = score(SESSION, 'total');
    expect(points(s, 1)).toEqual([
      [420, -420],
      [-50, 50],
      [170, -170],
    ]);
    expect(s.ranking.find((e) => e.pair === '1')?.points).toBe(1020);
  });
});

describe('Law 12C1 — assigned adjusted scores', () => {
  const base = (assigned: unknown, rulebook = 'wbf-2017') => ({
    format: 'tablelaw-results/1',
    rulebook,
    boards: [
      {
        board: 1,
        results: [
          { ns: '1', ew: '4', score: { NS: 100 } },
          { ns: '2', ew: '5', score: { NS: 200 } },
          { ns: '3', ew: '6', assigned },
        ],
      },
    ],
  });

  test('an assigned score is scored as a score', () => {
    expect(points(score(base([{ score: { NS: 150 } }]), 'mp'), 1)).toEqual([
      [0, 4],
      [4, 0],
      [2, 2],
    ]);
  });

  test('12C1(c) weighted: each component scored against the field, weighted', () => {
    // 50 % of +150, 50 % of +50: against 100 → 0.5×2 + 0.5×0 = 1; against 200 → 0.
    // Pair 1 (+100) against it: 0.5×0 + 0.5×2 = 1.
    const s = score(
      base([
        { score: { NS: 150 }, weight: 50 },
        { score: { NS: 50 }, weight: 50 },
      ]),
      'mp',
    );
    expect(points(s, 1)).toEqual([
      [1, 3],
      [4, 0],
      [1, 3],
    ]);
  });

  test('12C1(c) weighted, with contracts: 60 % of 4S= and 40 % of 4S−1', () => {
    const s = score(
      base([
        { contract: '4S', declarer: 'S', tricks: 10, weight: 60 },
        { contract: '4S', declarer: 'S', tricks: 9, weight: 40 },
      ]),
      'mp',
    );
    // 420 beats 100 and 200 (2 + 2), −50 beats neither: 0.6 × 4 = 2.4.
    expect(points(s, 1)?.[2]).toEqual([2.4, 1.6]);
    expect(s.boards[0]?.results[2]?.score).toBe(232);
  });

  test('weights must add up to 100', () => {
    const r = readResultsJson(
      JSON.stringify(
        base([
          { score: { NS: 150 }, weight: 50 },
          { score: { NS: 50 }, weight: 40 },
        ]),
      ),
    );
    expect(r).toMatchObject({ ok: false, error: { path: '$.boards[0].results[2].assigned' } });
  });

  test('1997: a weighted score is refused (only an appeals committee varies it, Law 12C3)', () => {
    const r = readResultsJson(
      JSON.stringify(
        base(
          [
            { score: { NS: 150 }, weight: 50 },
            { score: { NS: 50 }, weight: 50 },
          ],
          'wbf-1997',
        ),
      ),
    );
    if (!r.ok) throw new Error('read');
    expect(scoreSession(r.value, 'mp', PROFILES.wbf)).toMatchObject({
      ok: false,
      error: { kind: 'weighted-not-allowed' },
    });
    const single = readResultsJson(JSON.stringify(base([{ score: { NS: 150 } }], 'wbf-1997')));
    if (!single.ok) throw new Error('read');
    expect(scoreSession(single.value, 'mp', PROFILES.wbf).ok).toBe(true);
  });

  test('a split score: each side scored with its own, the field against the two halved', () => {
    // NS scored as +150 (beats 100: 2, loses to 200: 0 → 2); EW as +50 for NS (EW beats
    // 100 and 200 → 4). Pair 1 (+100) against the halves: 0.5×0 + 0.5×2 = 1, and 200 → 0.
    const s = score(base({ NS: [{ score: { NS: 150 } }], EW: [{ score: { NS: 50 } }] }), 'mp');
    expect(points(s, 1)).toEqual([
      [1, 3],
      [4, 0],
      [2, 4],
    ]);
    const json = sessionJson(s);
    expect((json['boards'] as { results: Record<string, unknown>[] }[])[0]?.results[2]).toMatchObject({
      score: { NS: 150 },
      score_ew: { NS: 50 },
    });
  });
});

describe('Law 90 — procedural penalties against a pair on a board', () => {
  test('a quarter of a top off pair 2 under matchpoints, in its card and the ranking', () => {
    const input = {
      ...SESSION,
      penalties: [{ board: 1, pair: '2', fraction: 0.25, law: 'Law 90B3', reason: 'slow play' }],
    };
    const s = score(input, 'mp');
    expect(entry(s, '2')).toMatchObject({ points: 1.5, penalties: 1, percentage: 12.5 });
    expect(sessionJson(s)['penalties']).toEqual([
      { board: 1, pair: '2', points: 1, law: 'Law 90B3', reason: 'slow play' },
    ]);
  });

  test('IMPs off under cross-IMPs; a penalty in the wrong unit is an error', () => {
    const input = { ...SESSION, penalties: [{ board: 1, pair: '2', imps: 2 }] };
    expect(entry(score(input, 'cross-imp'), '2')?.points).toBe(-8 - 12 + 0 - 2);
    const r = readResultsJson(JSON.stringify(input));
    if (!r.ok) throw new Error('read');
    expect(scoreSession(r.value, 'mp', PROFILES.wbf)).toMatchObject({
      ok: false,
      error: { kind: 'penalty-unit' },
    });
  });

  test('Mitchell numbering 1–1: the penalty names the direction', () => {
    const input = {
      format: 'tablelaw-results/1',
      movement: 'mitchell',
      boards: [
        {
          board: 1,
          results: [
            { ns: '1', ew: '1', score: { NS: 100 } },
            { ns: '2', ew: '2', score: { NS: 200 } },
          ],
        },
      ],
      penalties: [{ board: 1, pair: '1', direction: 'EW', fraction: 0.5 }],
    };
    const s = score(input, 'mp');
    expect(s.ranking.find((e) => e.pair === '1' && e.direction === 'EW')?.points).toBe(1);
    expect(s.ranking.find((e) => e.pair === '1' && e.direction === 'NS')?.points).toBe(0);
  });

  test('a penalty against a pair that did not play the board is refused with its path', () => {
    const r = readResultsJson(
      JSON.stringify({ ...SESSION, penalties: [{ board: 2, pair: '3', fraction: 0.5 }] }),
    );
    expect(r).toMatchObject({ ok: false, error: { path: '$.penalties[0].pair' } });
  });
});

describe('Law 86 — a team match: IMPs between the two tables, ±3 IMPs for an artificial score', () => {
  const match = (second: unknown) => ({
    format: 'tablelaw-results/1',
    movement: 'teams',
    teams: { A: ['A1', 'A2'], B: ['B1', 'B2'] },
    boards: [
      {
        board: 1,
        results: [{ ns: 'A1', ew: 'B1', contract: '4S', declarer: 'S', tricks: 10 }, second],
      },
      {
        board: 2,
        results: [
          { ns: 'A1', ew: 'B1', contract: '3NT', declarer: 'N', tricks: 9 },
          { ns: 'B2', ew: 'A2', contract: '3NT', declarer: 'N', tricks: 9 },
        ],
      },
    ],
  });

  test('+420 at one table, +170 for the other NS: team A wins 250 = 6 IMPs; a push on board 2', () => {
    const s = score(match({ ns: 'B2', ew: 'A2', contract: '3S', declarer: 'S', tricks: 10 }), 'teams');
    expect(s.ranking.map((e) => [e.pair, e.points])).toEqual([
      ['A', 6],
      ['B', -6],
    ]);
  });

  test('average plus to team A, average minus to team B on board 1: +3 / −3 IMPs', () => {
    const s = score(match({ ns: 'B2', ew: 'A2', adjusted: { NS: 'A-', EW: 'A+' } }), 'teams');
    expect(s.ranking.map((e) => [e.pair, e.points])).toEqual([
      ['A', 3],
      ['B', -3],
    ]);
  });
});

describe('hostile results files are bounded', () => {
  test('more than 500 results on a board, or 14 weighted components, are refused with their path', () => {
    const many = {
      format: 'tablelaw-results/1',
      boards: [
        {
          board: 1,
          results: Array.from({ length: 501 }, (_, i) => ({ ns: String(i), ew: 'x', score: { NS: 0 } })),
        },
      ],
    };
    expect(readResultsJson(JSON.stringify(many))).toMatchObject({
      ok: false,
      error: { path: '$.boards[0].results' },
    });
    const weighted = {
      format: 'tablelaw-results/1',
      boards: [
        {
          board: 1,
          results: [
            {
              ns: '1',
              ew: '2',
              assigned: Array.from({ length: 14 }, () => ({ score: { NS: 0 }, weight: 100 / 14 })),
            },
          ],
        },
      ],
    };
    expect(readResultsJson(JSON.stringify(weighted))).toMatchObject({
      ok: false,
      error: { path: '$.boards[0].results[0].assigned' },
    });
  });
});

describe('Law 25B2(b)(2) — 1997: the offending side held to average minus, the other keeping its result', () => {
  const capped = (cap: Record<number, 'NS' | 'EW'>) => ({
    ...SESSION,
    boards: SESSION.boards.map((b, k) =>
      k !== 0 ? b : { ...b, results: b.results.map((r, i) => (cap[i] ? { ...r, cap: cap[i] } : r)) },
    ),
  });
  test('matchpoints: +420 capped for NS scores 40 % of the top (1.6); EW keep their 0; the field unchanged', () => {
    expect(points(score(capped({ 0: 'NS' }), 'mp'), 1)).toEqual([
      [1.6, 0],
      [0, 4],
      [2, 2],
    ]);
  });
  test('capping EW, who won the board: 4 becomes 1.6; NS keep their 0 (a split score)', () => {
    expect(points(score(capped({ 1: 'EW' }), 'mp'), 1)).toEqual([
      [4, 0],
      [0, 1.6],
      [2, 2],
    ]);
  });
  test('a side already below average minus keeps its score: the cap is "no more than"', () => {
    expect(points(score(capped({ 0: 'EW' }), 'mp'), 1)?.[0]).toEqual([4, 0]);
  });
  test("the EBU profile: average minus is the pair's session percentage when lower", () => {
    const s = score(capped({ 0: 'NS' }), 'mp', 'ebu');
    const plain = score(SESSION, 'mp', 'ebu');
    const nsPoints = s.boards[0]?.results[0]?.nsPoints ?? -1;
    expect(nsPoints).toBeLessThanOrEqual(1.6);
    expect(nsPoints).toBeLessThan(plain.boards[0]?.results[0]?.nsPoints ?? 0);
  });
  test('cross-IMPs: the capped side scores at most −3 IMPs', () => {
    const s = score(capped({ 0: 'NS' }), 'cross-imp');
    const plain = score(SESSION, 'cross-imp');
    const [ns, ew] = [s.boards[0]?.results[0]?.nsPoints, s.boards[0]?.results[0]?.ewPoints];
    expect(ns).toBe(-3);
    expect(ew).toBe(plain.boards[0]?.results[0]?.ewPoints);
  });
  test('the session report writes the cap beside the table result, and the traveller says it', () => {
    const s = score(capped({ 0: 'NS' }), 'mp');
    const json = sessionJson(s) as { boards: { results: { cap?: string }[] }[] };
    expect(json.boards[0]?.results[0]?.cap).toBe('NS');
    const read = readResultsJson(JSON.stringify(capped({ 0: 'NS' })));
    if (!read.ok) throw new Error(JSON.stringify(read.error));
    expect(resultsPage(read.value, s)).toContain('4S (NS at most A−, 1997 Law 25B2(b)(2))');
  });
  test('a cap on an artificial score is refused with its path', () => {
    const bad = {
      ...SESSION,
      boards: [{ board: 1, results: [{ ns: '1', ew: '4', adjusted: { NS: 'A', EW: 'A' }, cap: 'NS' }] }],
    };
    const r = readResultsJson(JSON.stringify(bad));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(JSON.stringify(r.error)).toContain('boards[0].results[0].cap');
  });
  test('a team match: the capped team scores at most −3 IMPs; the other keeps the IMPs of the table results', () => {
    const s = score(
      {
        format: 'tablelaw-results/1',
        movement: 'teams',
        teams: { A: ['A1', 'A2'], B: ['B1', 'B2'] },
        boards: [
          {
            board: 1,
            results: [
              { ns: 'A1', ew: 'B1', contract: '4S', declarer: 'S', tricks: 10, cap: 'NS' },
              { ns: 'B2', ew: 'A2', contract: '3S', declarer: 'S', tricks: 10 },
            ],
          },
        ],
      },
      'teams',
    );
    expect(s.ranking.map((e) => [e.pair, e.points])).toEqual([
      ['A', -3],
      ['B', -6],
    ]);
  });
});
