import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { cli } from './harness.js';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/session/${name}`, import.meta.url), 'utf8');
const JSON_FILE = fixture('three-boards.json');
const PBN_FILE = fixture('club-scores.pbn');
const HAND_RECORD = readFileSync(new URL('../../examples/club-night.pbn', import.meta.url), 'utf8');

type Out = {
  method: string;
  boards: {
    board: number;
    top?: number;
    results: { ns: string; ew: string; score?: { NS: number }; ns_points: number; ew_points: number }[];
  }[];
  ranking: { pair: string; direction?: string; points: number; percentage?: number; rank: number }[];
};

async function scoreJson(args: string[], files: Record<string, string>): Promise<Out> {
  const r = await cli(['session', 'score', ...args, '--json'], files);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.out) as Out;
}

/**
 * An outside check, written independently of src/session: matchpoints by the classic
 * one-per-score-beaten count, doubled, then Neuberg's formula in its single-unit form
 * M' = (M + ½) × N / n − ½ (doubled: 2M' = (2M + 1) × N / n − 1).
 */
function outsideMatchpoints(scores: number[], most: number): number[] {
  return scores.map((s, i) => {
    let single = 0;
    scores.forEach((t, j) => {
      if (i !== j) single += s > t ? 1 : s === t ? 0.5 : 0;
    });
    const n = scores.length;
    return 2 * ((single + 0.5) * (most / n) - 0.5);
  });
}

/** The WBF IMP scale as printed: [from, to] of the difference for 0, 1, 2 … 23 IMPs; 24 from 4000. */
const CARD: [number, number][] = [
  [0, 10],
  [20, 40],
  [50, 80],
  [90, 120],
  [130, 160],
  [170, 210],
  [220, 260],
  [270, 310],
  [320, 360],
  [370, 420],
  [430, 490],
  [500, 590],
  [600, 740],
  [750, 890],
  [900, 1090],
  [1100, 1290],
  [1300, 1490],
  [1500, 1740],
  [1750, 1990],
  [2000, 2240],
  [2250, 2490],
  [2500, 2990],
  [3000, 3490],
  [3500, 3990],
];
function outsideImps(d: number): number {
  const a = Math.abs(d);
  const row = a >= 4000 ? 24 : CARD.findIndex(([lo, hi]) => a >= lo && a <= hi);
  return d < 0 ? -row : row;
}

describe('tablelaw session score — a PBN ScoreTable file', () => {
  test('matchpoints equal an outside computation, Neuberg for the board with two results', async () => {
    const out = await scoreJson(['club.pbn'], { 'club.pbn': PBN_FILE });
    expect(out.method).toBe('mp');
    const most = Math.max(...out.boards.map((b) => b.results.length));
    for (const b of out.boards) {
      expect(b.top).toBe(2 * (most - 1));
      const scores = b.results.map((r) => r.score?.NS ?? 0);
      const expected = outsideMatchpoints(scores, most);
      const expectedEw = outsideMatchpoints(
        scores.map((s) => -s),
        most,
      );
      b.results.forEach((r, i) => {
        expect(r.ns_points).toBeCloseTo(expected[i] as number, 9);
        expect(r.ew_points).toBeCloseTo(expectedEw[i] as number, 9);
      });
    }
    // Board 2 has two results: −110 and +100 → 0.5 and 3.5 of a top of 4.
    expect(out.boards[1]?.results.map((r) => r.ns_points)).toEqual([0.5, 3.5]);
    // Board 3: a passed-out board scores 0; 1NT= by S, EW vulnerable, is +90.
    expect(out.boards[2]?.results.map((r) => r.score?.NS)).toEqual([0, 90, -50]);
  });

  test('cross-IMPs equal an outside computation with the printed IMP scale', async () => {
    const out = await scoreJson(['club.pbn', '--method', 'cross-imp'], { 'club.pbn': PBN_FILE });
    for (const b of out.boards) {
      const scores = b.results.map((r) => r.score?.NS ?? 0);
      b.results.forEach((r, i) => {
        const others = scores.filter((_, j) => j !== i);
        const expected =
          others.reduce((a, t) => a + outsideImps((scores[i] as number) - t), 0) / others.length;
        expect(r.ns_points).toBeCloseTo(expected, 2);
      });
    }
  });

  test('the text form: the rankings of a Mitchell, each direction', async () => {
    const r = await cli(['session', 'score', 'club.pbn'], { 'club.pbn': PBN_FILE });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Ranking NS\n\s+1\s+2\s+7\.5 MP\s+62\.50 %/);
    expect(r.out).toMatch(/Ranking EW\n\s+1\s+5\s+11\.5 MP\s+95\.83 %/);
  });

  test('a bad row is an error at its line and column', async () => {
    const bad = PBN_FILE.replace('"2" "5" 4S S 9 -50', '"2" "5" 4S S 15 -50');
    const r = await cli(['session', 'score', 'bad.pbn'], { 'bad.pbn': bad });
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'tablelaw session: bad.pbn:9:14: ScoreTable: Result is the number of tricks declarer took (0–13)\n',
    );
  });
});

describe('tablelaw session score — a JSON results file', () => {
  test('matchpoints, Neuberg and the artificial scores of the issue shape', async () => {
    const out = await scoreJson(['s.json'], { 's.json': JSON_FILE });
    expect(out.boards[1]?.results.map((r) => [r.ns_points, r.ew_points])).toEqual([
      [3.5, 0.5],
      [0.5, 3.5],
    ]);
    expect(out.boards[2]?.results[0]).toEqual({
      ns: '1',
      ew: '6',
      adjusted: { NS: 'A+', EW: 'A-' },
      ns_points: 2.4,
      ew_points: 1.6,
    });
    expect(out.ranking[0]).toEqual({ pair: '1', direction: 'NS', points: 9.9, percentage: 82.5, rank: 1 });
  });

  test("--profile ebu: average plus worth the pair's 93.75 %", async () => {
    const out = await scoreJson(['s.json', '--profile', 'ebu'], { 's.json': JSON_FILE });
    expect(out.boards[2]?.results[0]?.ns_points).toBe(3.75);
  });

  test('--method cross-imp and butler', async () => {
    const cross = await scoreJson(['s.json', '--method', 'cross-imp'], { 's.json': JSON_FILE });
    expect(cross.boards[0]?.results.map((r) => r.ns_points)).toEqual([8, -8, 0]);
    expect(cross.boards[2]?.results[0]?.ns_points).toBe(3);
    const butler = await scoreJson(['s.json', '--method', 'butler'], { 's.json': JSON_FILE });
    expect(butler.boards[0]?.results.map((r) => r.ns_points)).toEqual([6, -6, 0]);
  });

  test('invalid input: the JSON path, or the line and column of a syntax error', async () => {
    const bad = JSON_FILE.replace('"tricks": 9', '"tricks": 14');
    const r = await cli(['session', 'score', 'b.json'], { 'b.json': bad });
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'tablelaw session: b.json: $.boards[0].results[1].tricks: expected a whole number from 0 to 13\n',
    );
    const broken = await cli(['session', 'score', 'c.json'], { 'c.json': '{\n  "format": \n}' });
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/^tablelaw session: c\.json:3:1: not JSON/);
  });

  test('usage errors', async () => {
    expect(
      (await cli(['session', 'score', 's.json', '--method', 'swiss'], { 's.json': JSON_FILE })).code,
    ).toBe(1);
    expect((await cli(['session', 'score'])).code).toBe(1);
    expect((await cli(['session', 'dance'])).code).toBe(1);
    expect((await cli(['session', 'score', 'missing.json'])).code).toBe(1);
  });
});

describe('tablelaw session score — a team match and the output formats', () => {
  const TEAMS = JSON.stringify({
    format: 'tablelaw-results/1',
    movement: 'teams',
    teams: { A: ['A1', 'A2'], B: ['B1', 'B2'] },
    boards: [
      {
        board: 1,
        results: [
          { ns: 'A1', ew: 'B1', contract: '4S', declarer: 'S', tricks: 10 },
          { ns: 'B2', ew: 'A2', contract: '3S', declarer: 'S', tricks: 10 },
        ],
      },
      {
        board: 2,
        results: [
          { ns: 'A1', ew: 'B1', contract: '3NT', declarer: 'N', tricks: 9 },
          { ns: 'B2', ew: 'A2', adjusted: { NS: 'A-', EW: 'A+' } },
        ],
      },
    ],
  });

  test('a team match is scored in IMPs by default: 420 against 170 is 6; average plus +3 (Law 86)', async () => {
    const out = await scoreJson(['t.json'], { 't.json': TEAMS });
    expect(out.method).toBe('teams');
    expect(out.ranking).toEqual([
      { pair: 'A', points: 9, rank: 1 },
      { pair: 'B', points: -9, rank: 2 },
    ]);
  });

  test('--format pbn, usebio and html', async () => {
    const files = { 's.json': JSON_FILE };
    const pbn = await cli(['session', 'score', 's.json', '--format', 'pbn'], files);
    expect(pbn.out).toContain('[TotalScoreTable ');
    const usebio = await cli(['session', 'score', 's.json', '--format', 'usebio'], files);
    expect(usebio.out).toContain('<USEBIO Version="1.2">');
    const html = await cli(['session', 'score', 's.json', '--format', 'html'], files);
    expect(html.out).toMatch(/^<!doctype html>/);
    const both = await cli(['session', 'score', 's.json', '--json', '--format', 'pbn'], files);
    expect(both.code).toBe(1);
  });
});

describe('tablelaw session new — the session plan', () => {
  test('a 3-table Mitchell over the club hand record: 6 boards, 2 a round, dealer and vulnerability by rotation', async () => {
    const r = await cli(
      ['session', 'new', '--boards', 'club.pbn', '--tables', '3', '--movement', 'mitchell'],
      {
        'club.pbn': HAND_RECORD,
      },
    );
    expect(r.err).toBe('');
    const plan = JSON.parse(r.out) as {
      format: string;
      boardsPerRound: number;
      boards: { board: number; dealer: string; vulnerable: string }[];
      rounds: { round: number; tables: { table: number; ns: string; ew: string; boards: number[] }[] }[];
    };
    expect(plan.format).toBe('tablelaw-session-plan/1');
    expect(plan.boardsPerRound).toBe(2);
    expect(plan.boards.slice(0, 4)).toEqual([
      { board: 1, dealer: 'N', vulnerable: 'None', handRecord: true },
      { board: 2, dealer: 'E', vulnerable: 'NS', handRecord: true },
      { board: 3, dealer: 'S', vulnerable: 'EW', handRecord: true },
      { board: 4, dealer: 'W', vulnerable: 'All', handRecord: true },
    ]);
    expect(plan.rounds[1]?.tables[0]).toEqual({ table: 1, ns: '1', ew: '6', boards: [3, 4] });
  });

  test('a Howell of 3 tables says which tables share the boards', async () => {
    const r = await cli([
      'session',
      'new',
      '--tables',
      '3',
      '--movement',
      'howell',
      '--boards-per-round',
      '3',
    ]);
    const plan = JSON.parse(r.out) as { rounds: { tables: { table: number; sharesWith?: number[] }[] }[] };
    expect(plan.rounds[0]?.tables[0]?.sharesWith).toEqual([2, 3]);
  });

  test('too few boards, an impossible movement: invalid input with the reason', async () => {
    const r = await cli(['session', 'new', '--boards', 'club.pbn', '--tables', '7'], {
      'club.pbn': HAND_RECORD,
    });
    expect(r.code).toBe(2);
    expect(r.err).toContain('too few for 7 sets');
    const h = await cli(['session', 'new', '--tables', '9', '--movement', 'howell']);
    expect(h.code).toBe(2);
    expect(h.err).toContain('2 to 8 tables');
  });
});

describe('tablelaw session score — Law 25B2(b)(2) (1997): a result capped at average minus', () => {
  const capped = () => {
    const input = JSON.parse(JSON_FILE) as { boards: { results: Record<string, unknown>[] }[] };
    (input.boards[0]?.results[0] as Record<string, unknown>)['cap'] = 'NS';
    return JSON.stringify(input);
  };
  test('the text form marks the capped result; North–South score 40 % of the top on it', async () => {
    const r = await cli(['session', 'score', 'capped.json'], { 'capped.json': capped() });
    expect(r.code).toBe(0);
    expect(r.out).toContain('(NS at most A-, Law 25B2(b)(2))');
    const out = await scoreJson(['capped.json'], { 'capped.json': capped() });
    expect(out.boards[0]?.results[0]?.ns_points).toBe(1.6);
    expect(out.boards[0]?.results[0]?.ew_points).toBe(0);
  });
});
