import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import type { Seat } from '../../../src/core/seat.js';
import { parseContract } from '../../../src/games/auction-bridge/declaration.js';
import {
  GAME,
  gameNumber,
  isRubberOver,
  NEW_RUBBER,
  RUBBER_BONUS,
  type RubberState,
  rubberTotals,
  scoreRubber,
  scoreRubberDeal,
} from '../../../src/games/auction-bridge/rubber.js';
import { type DealPlayed, scoreDeal } from '../../../src/games/auction-bridge/score.js';
import { dealWith } from './support.js';

/** Aces two and two: no honours at no trumps. */
const FLAT = dealWith({ CA: 'N', DA: 'E', HA: 'S', SA: 'W' });

const nt = (text: string, declarerTricks: number, declarer: Seat): DealPlayed => ({
  contract: expectOk(parseContract(text, declarer)),
  deal: FLAT,
  declarerTricks,
});

const rubber = (...deals: DealPlayed[]): RubberState => expectOk(scoreRubber(deals));

describe('Law 2 — a game is thirty points obtained by tricks alone', () => {
  test('part scores add up to the game', () => {
    const one = rubber(nt('2NT', 8, 'N'));
    expect(one.below).toEqual({ NS: 20, EW: 0 });
    expect(one.games).toEqual({ NS: 0, EW: 0 });
    const two = rubber(nt('2NT', 8, 'N'), nt('1NT', 7, 'S'));
    expect(two.games).toEqual({ NS: 1, EW: 0 });
    expect(two.gameWinners).toEqual(['NS']);
    expect(two.below).toEqual({ NS: 0, EW: 0 }); // the next game starts from nothing
    expect(GAME).toBe(30);
  });

  test('undertricks, honours and bonuses do not count towards the game', () => {
    // East–West defeat 7NT by seven tricks (350) and hold three aces (30): no game.
    const aces = dealWith({ CA: 'E', DA: 'E', HA: 'W', SA: 'N' });
    const s = expectOk(
      scoreRubber([{ contract: expectOk(parseContract('7NT', 'N')), deal: aces, declarerTricks: 6 }]),
    );
    expect(rubberTotals(s).honours.EW).toBe(380);
    expect(s.games).toEqual({ NS: 0, EW: 0 });
    expect(s.below).toEqual({ NS: 0, EW: 0 });
  });

  test('both sides’ part scores lapse when a game is won', () => {
    const s = rubber(nt('2NT', 8, 'E'), nt('3NT', 9, 'N'));
    expect(s.games).toEqual({ NS: 1, EW: 0 });
    expect(s.below).toEqual({ NS: 0, EW: 0 });
    expect(rubberTotals(s).tricks).toEqual({ NS: 30, EW: 20 });
  });
});

describe('Law 3 — points in excess of the thirty necessary for the game are counted', () => {
  test('a deal that makes five by cards at no trumps counts fifty', () => {
    const s = rubber(nt('3NT', 11, 'W'));
    expect(rubberTotals(s).tricks.EW).toBe(50);
    expect(s.games.EW).toBe(1);
    expect(s.below.EW).toBe(0);
  });
});

describe('Law 1 — the partners first winning two games win the rubber', () => {
  test('two games straight: the rubber ends and a third is not played', () => {
    const s = rubber(nt('3NT', 9, 'N'), nt('3NT', 9, 'S'));
    expect(isRubberOver(s)).toBe(true);
    expect(s.winner).toBe('NS');
    expect(gameNumber(s)).toBe(2);
    const more = scoreDeal(nt('1NT', 7, 'E'));
    expect(scoreRubberDeal(s, expectOk(more))).toEqual({
      ok: false,
      error: { kind: 'rubber-over', winner: 'NS' },
    });
    expect(scoreRubber([nt('3NT', 9, 'N'), nt('3NT', 9, 'S'), nt('1NT', 7, 'E')])).toEqual({
      ok: false,
      error: { kind: 'rubber-over', winner: 'NS', at: 2 },
    });
  });

  test('one game all: the third game decides', () => {
    const s = rubber(nt('3NT', 9, 'N'), nt('3NT', 9, 'E'));
    expect(isRubberOver(s)).toBe(false);
    expect(gameNumber(s)).toBe(3);
    const t = rubber(nt('3NT', 9, 'N'), nt('3NT', 9, 'E'), nt('1NT', 8, 'W'), nt('1NT', 7, 'W'));
    expect(t.gameWinners).toEqual(['NS', 'EW', 'EW']);
    expect(t.winner).toBe('EW');
  });
});

describe('Law 11 — at the conclusion of a rubber: trick and honour scores added, 250 to the winners', () => {
  test('the rubber bonus and the points of the rubber', () => {
    // Game 1: N-S 3NT +9 = 30. Deal 2: E-W fail 4NT by two (100 to N-S).
    // Game 2: N-S 2NT making 10 = 40.
    const s = rubber(nt('3NT', 9, 'N'), nt('4NT', 8, 'E'), nt('2NT', 10, 'S'));
    expect(s.winner).toBe('NS');
    const totals = rubberTotals(s);
    expect(totals.tricks).toEqual({ NS: 70, EW: 0 });
    expect(totals.honours).toEqual({ NS: 100, EW: 0 });
    expect(totals.bonus).toEqual({ NS: RUBBER_BONUS, EW: 0 });
    expect(totals.total).toEqual({ NS: 420, EW: 0 });
    expect(totals.points).toBe(420);
    expect(totals.ahead).toBe('NS');
    const last = s.ledger.at(-1);
    expect(last).toMatchObject({ side: 'NS', reason: 'rubber', points: 250, deal: 3, game: 2 });
  });

  test('the winners of the rubber may lose on points', () => {
    // N-S fail 7NT by seven (350 to E-W), then win the rubber by two small games.
    const s = rubber(nt('7NT', 6, 'N'), nt('3NT', 9, 'N'), nt('3NT', 9, 'S'));
    const totals = rubberTotals(s);
    expect(s.winner).toBe('NS');
    expect(totals.total).toEqual({ NS: 60 + 250, EW: 350 });
    expect(totals.points).toBe(40);
    expect(totals.ahead).toBe('EW');
  });

  test('a new rubber is empty', () => {
    expect(rubberTotals(NEW_RUBBER)).toEqual({
      tricks: { NS: 0, EW: 0 },
      honours: { NS: 0, EW: 0 },
      bonus: { NS: 0, EW: 0 },
      total: { NS: 0, EW: 0 },
      winner: null,
      points: 0,
      ahead: null,
    });
  });

  test('a deal that cannot be scored is refused with its index', () => {
    expect(scoreRubber([nt('1NT', 7, 'N'), nt('1NT', 14, 'N')])).toEqual({
      ok: false,
      error: { kind: 'tricks-invalid', tricks: 14, at: 1 },
    });
  });
});
