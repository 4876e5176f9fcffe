import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { boardFor } from '../../src/core/board.js';
import { judgeRecord } from '../../src/laws/judge.js';
import { judgeText } from '../../src/notation/record/judge-text.js';
import { resultFromJudged } from '../../src/session/from-record.js';
import { boardsOfSet, mitchell } from '../../src/session/movement.js';
import { PROFILES } from '../../src/session/profiles.js';
import { readResultsJson } from '../../src/session/read-results.js';
import { sessionJson } from '../../src/session/report.js';
import type { BoardResults, Results, TableResult } from '../../src/session/results.js';
import { round2, scoreSession } from '../../src/session/scoring.js';
import { auction } from '../laws/auction-given.js';

const example = (name: string) => readFileSync(new URL(`../../examples/${name}`, import.meta.url), 'utf8');
const DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';

describe('a 3-table Mitchell over 6 boards, two boards a round, with a revoke and a lead out of turn ruled', () => {
  /**
   * North–South scores of each board in the order the movement plays it (rounds 1, 2, 3).
   * Board 1's first two results come from the tables' own records: a revoke (two tricks
   * transferred, Law 64A1: 4H by E, EW 450) and a lead out of turn (Law 54A: 4H by E two down,
   * NS +100).
   *   board 1: −450, +100, −420 → NS 0, 4, 2      board 2: 110, 140, 110 → 1, 4, 1
   *   board 3: −100 ×3 → 2, 2, 2                   board 4: 620, 170, 650 → 2, 0, 4
   *   board 5: 50, −90, 0 → 4, 0, 2                board 6: −200, 300, −200 → 1, 4, 1
   * Set 1 (boards 1–2) is played at tables 1, 3, 2 in rounds 1–3 (pairs 1–4, 3–5, 2–6); set 2
   * (3–4) at tables 2, 1, 3 (2–5, 1–6, 3–4); set 3 (5–6) at 3, 2, 1 (3–6, 2–4, 1–5).
   * NS: pair 1 = 0+1+2+0+2+1 = 6, pair 2 = 2+1+2+2+0+4 = 11, pair 3 = 4+4+2+4+4+1 = 19.
   * EW: pair 4 = 4+3+2+0+4+0 = 13, pair 5 = 0+0+2+2+2+3 = 9, pair 6 = 2+3+2+4+0+3 = 14.
   * Each pair played 6 boards of top 4: 24.
   */
  const scores: Record<number, number[]> = {
    1: [-450, 100, -420],
    2: [110, 140, 110],
    3: [-100, -100, -100],
    4: [620, 170, 650],
    5: [50, -90, 0],
    6: [-200, 300, -200],
  };

  function session(): Results {
    const m = mitchell(3);
    if (!m.ok) throw new Error('mitchell');
    const boards: BoardResults[] = [];
    for (let board = 1; board <= 6; board++) {
      const set = Math.ceil(board / 2);
      expect(boardsOfSet(set, 2)).toContain(board);
      const plays = m.value.rounds.flatMap((seats, r) =>
        seats.filter((s) => s.set === set).map((s) => ({ ...s, round: r + 1 })),
      );
      const results: TableResult[] = plays.map((s, i) => {
        const seated = { ns: s.ns, ew: s.ew, table: s.table, round: s.round };
        if (board === 1 && i < 2) {
          const judged = judgeText(example(i === 0 ? 'revoke.json' : 'lead-out-of-turn.json'));
          const r = resultFromJudged(judged, seated);
          if (!r.ok) throw new Error(r.error.message);
          return r.value;
        }
        const score = scores[board]?.[i] ?? 0;
        return {
          ...seated,
          deal: null,
          outcome: {
            kind: 'played',
            component: { score, weight: 100, contract: null, declarer: null, tricks: null },
          },
          rulings: [],
        };
      });
      const std = boardFor(board);
      if (!std.ok) throw new Error('board');
      boards.push({ ...std.value, board, deal: board === 1 ? DEAL : null, fouled: null, results });
    }
    return { boards, penalties: [], movement: 'mitchell', teams: null, rulebook: 'wbf-2007', event: null };
  }

  test('the records give board 1 its scores: the revoke transfer and the lead out of turn', () => {
    const b1 = session().boards[0];
    expect(b1?.results.map((r) => (r.outcome.kind === 'played' ? r.outcome.component.score : null))).toEqual([
      -450, 100, -420,
    ]);
  });

  test('the matchpoint totals, by hand-computable arithmetic', () => {
    const s = scoreSession(session(), 'mp', PROFILES.wbf);
    if (!s.ok) throw new Error('score');
    const table = s.value.ranking.map((e) => [e.direction, e.pair, e.points, e.percentage, e.rank]);
    expect(table).toEqual([
      ['NS', '3', 19, 79.17, 1],
      ['NS', '2', 11, 45.83, 2],
      ['NS', '1', 6, 25, 3],
      ['EW', '6', 14, 58.33, 1],
      ['EW', '4', 13, 54.17, 2],
      ['EW', '5', 9, 37.5, 3],
    ]);
    // Every board's matchpoints add up to 3 results × the top of 4.
    for (const b of s.value.boards)
      expect(b.results.reduce((a, r) => a + r.nsPoints + r.ewPoints, 0)).toBe(12);
  });

  test("the revoke's transfer and the lead out of turn appear in board 1's traveller, with their laws", () => {
    const s = scoreSession(session(), 'mp', PROFILES.wbf);
    if (!s.ok) throw new Error('score');
    const json = sessionJson(s.value);
    const traveller = (json['boards'] as { board: number; results: Record<string, unknown>[] }[])[0];
    expect(traveller?.results[0]).toMatchObject({
      ns: '1',
      ew: '4',
      table: 1,
      round: 1,
      contract: '4H',
      declarer: 'E',
      tricks: 11,
      score: { NS: -450 },
      ns_points: 0,
      ew_points: 4,
      rulings: [
        { law: 'Law 61A, Law 63A1, Law 64A1', text: 'revoke by N (rectified)' },
        { law: 'Law 64A1', text: '2 tricks transferred to EW' },
      ],
    });
    expect(traveller?.results[1]).toMatchObject({
      contract: '4H',
      tricks: 8,
      score: { NS: 100 },
      rulings: [{ law: 'Law 54A', text: 'lead-out-of-turn by N (rectified)' }],
    });
  });
});

describe('Law 87 — a fouled board found from the deals and scored in groups', () => {
  // Board 3 at table 4: North's ♠8 and East's ♠A exchanged.
  const FOULED = 'N:A642.AKJ5.J.9873 QJ8.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';
  const input = {
    format: 'tablelaw-results/1',
    boards: [
      {
        board: 1,
        results: [1, 2, 3, 4].map((t) => ({ ns: String(t), ew: String(t + 4), score: { NS: 10 * t } })),
      },
      {
        board: 3,
        deal: DEAL,
        results: [
          { ns: '1', ew: '6', table: 1, round: 2, deal: DEAL, contract: '4S', declarer: 'S', tricks: 10 },
          { ns: '2', ew: '7', table: 2, round: 2, deal: DEAL, contract: '4S', declarer: 'S', tricks: 10 },
          { ns: '3', ew: '8', table: 3, round: 2, deal: DEAL, contract: '3S', declarer: 'S', tricks: 9 },
          { ns: '4', ew: '5', table: 4, round: 2, deal: FOULED, contract: '2S', declarer: 'S', tricks: 8 },
        ],
      },
    ],
  };

  test('the session reports the fouled board, the cards moved and the tables concerned', () => {
    const r = readResultsJson(JSON.stringify(input));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const s = scoreSession(r.value, 'mp', PROFILES.wbf);
    if (!s.ok) throw new Error('score');
    expect(sessionJson(s.value)['fouled']).toEqual([
      {
        board: 3,
        law: 'Law 87',
        groups: [
          {
            group: 0,
            form: 'hand record',
            tables: [
              { ns: '1', ew: '6', table: 1, round: 2 },
              { ns: '2', ew: '7', table: 2, round: 2 },
              { ns: '3', ew: '8', table: 3, round: 2 },
            ],
          },
          { group: 1, form: 'SA E→N, S8 N→E', tables: [{ ns: '4', ew: '5', table: 4, round: 2 }] },
        ],
      },
    ]);
  });

  test('Law 87B: each group scored on its own, scaled to the full top by Neuberg', () => {
    // Group 0: 420, 420, 140: raw 3, 3, 0 of 3 results → (3+1)×4/3 − 1 = 13/3, and 1/3.
    // Group 1: one result → (0+1)×4/1 − 1 = 3, an average of the top of 6.
    const r = readResultsJson(JSON.stringify(input));
    if (!r.ok) throw new Error('read');
    const s = scoreSession(r.value, 'mp', PROFILES.wbf);
    if (!s.ok) throw new Error('score');
    const b3 = s.value.boards.find((b) => b.board === 3);
    expect(b3?.results.map((x) => [round2(x.nsPoints), round2(x.ewPoints), x.group])).toEqual([
      [4.33, 1.67, 0],
      [4.33, 1.67, 0],
      [0.33, 5.67, 0],
      [3, 3, 1],
    ]);
  });

  test('a rotated board is named as such (each hand one seat clockwise)', () => {
    const rotated = structuredClone(input);
    (rotated.boards[1]?.results[3] as Record<string, unknown>)['deal'] = DEAL.replace('N:', 'E:');
    const r = readResultsJson(JSON.stringify(rotated));
    if (!r.ok) throw new Error('read');
    const s = scoreSession(r.value, 'mp', PROFILES.wbf);
    if (!s.ok) throw new Error('score');
    const fouled = sessionJson(s.value)['fouled'] as { groups: { form: string }[] }[];
    expect(fouled[0]?.groups[1]?.form).toBe('rotated: each hand 1 seat clockwise');
  });

  test('the director may find the board not fouled: then it is one group', () => {
    const notFouled = structuredClone(input);
    (notFouled.boards[1] as Record<string, unknown>)['fouled'] = false;
    const r = readResultsJson(JSON.stringify(notFouled));
    if (!r.ok) throw new Error('read');
    const s = scoreSession(r.value, 'mp', PROFILES.wbf);
    if (!s.ok) throw new Error('score');
    expect(s.value.fouled).toEqual([]);
    // +110 (2S+2) now compared with the others: beats 140? No: 110 < 140 → 0.
    expect(s.value.boards[1]?.results[3]?.nsPoints).toBe(0);
  });
});

describe("Law 25B2(b)(2) — 1997: a record's cap at average minus reaches the session as a split score", () => {
  const record = () =>
    auction('wbf-1997')
      .calls('N:1D E:P S:1S S:2S')
      .elect('W', 'reject-call')
      .elect('S', 'reject-call')
      .calls('S:4S W:P N:P E:P')
      .continuePlay();
  const seated = { ns: '1', ew: '4', table: 1, round: 1 };
  test('the director holds N–S to average minus: the played result carries the cap and its ruling', () => {
    const r = resultFromJudged(judgeRecord(record().elect('director', 'artificial-score').record), seated);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.outcome).toMatchObject({ kind: 'played', cap: 'NS' });
    expect(r.value.rulings).toContainEqual({
      law: 'Law 25B2(b)(2), Law 12C1',
      text: 'NS score no more than average minus; EW keep the table result',
    });
  });
  test('the director keeps the result: no cap', () => {
    const r = resultFromJudged(judgeRecord(record().elect('director', 'keep-result').record), seated);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.outcome.kind === 'played' && r.value.outcome.cap).toBeFalsy();
  });
  test('scored with two other tables, N–S get the lower of their matchpoints and 40 % of the top', () => {
    const r = resultFromJudged(judgeRecord(record().elect('director', 'artificial-score').record), seated);
    if (!r.ok) throw new Error(r.error.message);
    const played = r.value.outcome.kind === 'played' ? r.value.outcome.component.score : 0;
    const other = (ns: string, ew: string, score: number): TableResult => ({
      ns,
      ew,
      table: null,
      round: null,
      deal: null,
      outcome: {
        kind: 'played',
        component: { score, weight: 100, contract: null, declarer: null, tricks: null },
      },
      rulings: [],
    });
    const std = boardFor(1);
    if (!std.ok) throw new Error('board');
    const results: Results = {
      boards: [
        {
          ...std.value,
          board: 1,
          deal: null,
          fouled: null,
          results: [r.value, other('2', '5', played - 1000), other('3', '6', played - 2000)],
        },
      ],
      penalties: [],
      movement: 'mitchell',
      teams: null,
      rulebook: 'wbf-1997',
      event: null,
    };
    const s = scoreSession(results, 'mp', PROFILES.wbf);
    if (!s.ok) throw new Error(JSON.stringify(s.error));
    const first = s.value.boards[0]?.results[0];
    expect([first?.nsPoints, first?.ewPoints]).toEqual([1.6, 0]);
  });
});
