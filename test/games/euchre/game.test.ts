import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import type { Side } from '../../../src/core/seat.js';
import {
  gamesWon,
  type PointsAward,
  type RubberState,
  rubberPoints,
  scorePoints,
  startRubber,
} from '../../../src/games/euchre/game.js';

const award = (side: Side, points: number): PointsAward => ({ side, points, laws: ['Law 2'] });
const play = (hands: readonly (readonly [Side, number])[], from: RubberState = startRubber()) =>
  hands.reduce((r, [side, points]) => expectOk(scorePoints(r, [award(side, points)])), from);

describe('Law 2 — a game consists of five points', () => {
  test('five points win the game; four do not', () => {
    const r = play([
      ['NS', 2],
      ['EW', 1],
      ['NS', 2],
    ]);
    expect(r.games).toHaveLength(0);
    expect(r.score).toEqual({ NS: 4, EW: 1 });
    const won = play([['NS', 1]], r);
    expect(won.games).toEqual([{ winner: 'NS', score: { NS: 5, EW: 1 }, lap: 0, value: 1 }]);
    expect(won.score).toEqual({ NS: 0, EW: 0 });
  });
});

describe('Technical terms — "Lap": points beyond those needed are carried to the next game', () => {
  test('a lone march from four: one point to win, three carried', () => {
    const r = play([
      ['NS', 2],
      ['NS', 2],
      ['NS', 4],
    ]);
    expect(r.games[0]).toMatchObject({ winner: 'NS', lap: 3 });
    expect(r.score).toEqual({ NS: 3, EW: 0 });
  });
});

describe('Law 7 — a game counts one, or two if the losers failed to score; two more for the rubber', () => {
  test('a love game counts two', () => {
    const r = play([
      ['EW', 2],
      ['EW', 4],
    ]);
    expect(r.games[0]).toMatchObject({ winner: 'EW', value: 2 });
  });

  test('a side that begins the game with a lap and loses it did score', () => {
    const r = play([
      ['NS', 4],
      ['NS', 4],
      ['EW', 4],
      ['EW', 1],
    ]);
    expect(r.games[1]).toMatchObject({ winner: 'EW', score: { NS: 3, EW: 5 }, value: 1 });
  });

  test('ten points: four double games and two for the rubber', () => {
    const r = play([
      ['NS', 4],
      ['NS', 2],
      ['NS', 4],
      ['NS', 2],
      ['NS', 4],
      ['NS', 4],
    ]);
    expect(r.complete).toBe(true);
    expect(gamesWon(r)).toEqual({ NS: 4, EW: 0 });
    expect(r.games.map((g) => g.value)).toEqual([2, 2, 2, 2]);
    expect(rubberPoints(r)).toEqual({ NS: 10, EW: 0 });
  });
});

describe('Law 1 — the rubber: three games always played; a fourth when the third game laps', () => {
  test('the first two games to one side: the third game is still played', () => {
    const r = play([
      ['NS', 4],
      ['NS', 1],
      ['NS', 4],
      ['NS', 1],
    ]);
    expect(r.games).toHaveLength(2);
    expect(r.complete).toBe(false);
    expect(r.winner).toBe('NS');
  });

  test('a third game won exactly ends the rubber', () => {
    const r = play([
      ['NS', 4],
      ['NS', 1],
      ['EW', 4],
      ['EW', 1],
      ['EW', 2],
      ['EW', 2],
      ['NS', 2],
      ['EW', 1],
    ]);
    expect(r.games.map((g) => g.winner)).toEqual(['NS', 'EW', 'EW']);
    expect(r.complete).toBe(true);
    expect(r.winner).toBe('EW');
    expect(r.games.map((g) => g.value)).toEqual([2, 2, 1]);
    expect(rubberPoints(r)).toEqual({ NS: 2, EW: 2 + 1 + 2 });
    expect(scorePoints(r, [award('NS', 1)])).toEqual({ ok: false, error: { kind: 'rubber-complete' } });
  });

  test('a third game that laps: a fourth game begins with the lap and counts, the rubber stands', () => {
    const r = play([
      ['NS', 4],
      ['NS', 1],
      ['EW', 4],
      ['EW', 1],
      ['NS', 4],
      ['NS', 4],
    ]);
    expect(r.games).toHaveLength(3);
    expect(r.complete).toBe(false);
    expect(r.score).toEqual({ NS: 3, EW: 0 });
    expect(r.winner).toBe('NS');
    const end = play(
      [
        ['EW', 2],
        ['EW', 2],
        ['EW', 1],
      ],
      r,
    );
    expect(end.complete).toBe(true);
    expect(end.games[3]).toMatchObject({ winner: 'EW', value: 1 });
    expect(end.winner).toBe('NS');
    expect(rubberPoints(end)).toEqual({ NS: 2 + 2 + 2, EW: 2 + 1 });
  });
});

describe('Law 4 — the penalty of a revoke takes precedence of all other scores', () => {
  test("a revoke penalty scored first wins the game; the hand's other points go to the next game", () => {
    const r = play([
      ['EW', 2],
      ['EW', 1],
    ]);
    const after = expectOk(scorePoints(r, [{ side: 'EW', points: 3, laws: ['Law 63'] }, award('NS', 2)]));
    expect(after.games[0]).toMatchObject({ winner: 'EW', score: { NS: 0, EW: 6 }, value: 2, lap: 1 });
    expect(after.score).toEqual({ NS: 2, EW: 1 });
  });

  test('negative or fractional points are refused', () => {
    expect(scorePoints(startRubber(), [award('NS', -1)])).toMatchObject({
      ok: false,
      error: { kind: 'points-invalid' },
    });
    expect(scorePoints(startRubber(), [award('NS', 1.5)])).toMatchObject({ ok: false, error: { index: 0 } });
  });
});
