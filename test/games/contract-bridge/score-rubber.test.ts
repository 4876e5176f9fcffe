/**
 * Rubber bridge scoring (Laws of Contract Bridge, Rubber Bridge, 1993: Laws 72–74, 80, 81).
 * Expected ledgers are worked out by hand from the scoring table.
 */
import { describe, expect, test } from 'vitest';
import type { CardSet } from '../../../src/core/card-set.js';
import { fromCards } from '../../../src/core/card-set.js';
import { dealFromPbn } from '../../../src/core/deal.js';
import { expectOk } from '../../../src/core/result.js';
import type { Seat } from '../../../src/core/seat.js';
import type { Contract, Level, Risk, Strain } from '../../../src/games/contract-bridge/call.js';
import {
  endUnfinishedRubber,
  handHonours,
  honoursClaim,
  honoursHeld,
  isRubberOver,
  NEW_RUBBER,
  type RubberDeal,
  type RubberEntry,
  type RubberState,
  rubberTotals,
  rubberVulnerability,
  scoreRubber,
  scoreRubberDeal,
} from '../../../src/games/contract-bridge/score-rubber.js';

/** `deal('4S', 'N', 10)`; `'pass'` for a passed-out deal. */
function deal(
  text: string,
  declarer: Seat = 'N',
  tricks = 0,
  honours: RubberDeal['honours'] = null,
): RubberDeal {
  if (text === 'pass') return { contract: null, declarerTricks: 0, honours };
  const m = /^([1-7])(C|D|H|S|NT)(XX|X)?$/.exec(text);
  if (!m) throw new Error(text);
  const contract: Contract = {
    level: Number(m[1]) as Level,
    strain: m[2] as Strain,
    risk: (m[3] ?? '') as Risk,
    declarer,
  };
  return { contract, declarerTricks: tricks, honours };
}

const rubber = (...deals: RubberDeal[]): RubberState => expectOk(scoreRubber(deals));
const lines = (state: RubberState): readonly (readonly [number, string, string, number, string])[] =>
  state.ledger.map((e: RubberEntry) => [e.deal, e.side, e.line, e.points, e.reason] as const);

describe('Law 72 — trick points below the line, premiums above', () => {
  test('a contract made with an overtrick: odd tricks below, the overtrick above', () => {
    const s = rubber(deal('2H', 'S', 9));
    expect(lines(s)).toEqual([
      [1, 'NS', 'below', 60, 'trick-points'],
      [1, 'NS', 'above', 30, 'overtricks'],
    ]);
    expect(s.belowLine).toEqual({ NS: 60, EW: 0 });
  });

  test('a defeated contract: the penalty goes above the line to the defenders', () => {
    const s = rubber(deal('4S', 'E', 8));
    expect(lines(s)).toEqual([[1, 'NS', 'above', 100, 'undertricks']]);
    expect(s.belowLine).toEqual({ NS: 0, EW: 0 });
  });

  test('a doubled contract made: doubled trick points below, 50 for the insult above', () => {
    const s = rubber(deal('2DX', 'W', 9));
    expect(lines(s)).toEqual([
      [1, 'EW', 'below', 80, 'trick-points'],
      [1, 'EW', 'above', 100, 'overtricks'],
      [1, 'EW', 'above', 50, 'insult'],
    ]);
  });

  test('the rubber insult is 50 for a redoubled contract too', () => {
    const s = rubber(deal('1CXX', 'N', 7));
    expect(lines(s)).toEqual([
      [1, 'NS', 'below', 80, 'trick-points'],
      [1, 'NS', 'above', 50, 'insult'],
    ]);
  });

  test('no part-score or game premium per deal', () => {
    const s = rubber(deal('3NT', 'N', 9));
    expect(lines(s)).toEqual([[1, 'NS', 'below', 100, 'trick-points']]);
  });

  test('a passed-out deal writes nothing', () => {
    const s = rubber(deal('pass'));
    expect(s.ledger).toEqual([]);
    expect(s.deals).toBe(1);
  });
});

describe('Law 73 — part scores and game', () => {
  test('part scores of one side add up to game', () => {
    const s = rubber(deal('2S', 'N', 8), deal('2D', 'S', 8));
    expect(s.games).toEqual({ NS: 1, EW: 0 });
    expect(s.belowLine).toEqual({ NS: 0, EW: 0 });
    expect(rubberVulnerability(s)).toBe('NS');
  });

  test('part scores of both sides: the first to reach 100 wins the game', () => {
    const s = rubber(deal('2S', 'N', 8), deal('3C', 'E', 9), deal('1NT', 'S', 7));
    expect(s.games).toEqual({ NS: 1, EW: 0 });
    const t = rubber(deal('2S', 'N', 8), deal('3C', 'E', 9), deal('2D', 'W', 8));
    expect(t.games).toEqual({ NS: 0, EW: 1 });
    expect(rubberVulnerability(rubber(deal('3NT', 'N', 9), deal('3NT', 'E', 9)))).toBe('All');
  });

  test('a game ends the other side part score too; it does not carry into the next game', () => {
    const s = rubber(deal('2H', 'E', 8), deal('1NT', 'N', 7), deal('4S', 'S', 10));
    expect(s.games).toEqual({ NS: 1, EW: 0 });
    expect(s.belowLine).toEqual({ NS: 0, EW: 0 });
    // 60 for EW and 40 for NS stay on the sheet below the line, in game 1.
    expect(s.ledger.filter((e) => e.line === 'below').map((e) => [e.side, e.points, e.game])).toEqual([
      ['EW', 60, 1],
      ['NS', 40, 1],
      ['NS', 120, 1],
    ]);
    // EW's old 60 no longer counts: 2H made again is only a part score in game 2.
    const t = expectOk(scoreRubberDeal(s, deal('2H', 'E', 8)));
    expect(t.belowLine).toEqual({ NS: 0, EW: 60 });
    expect(t.games).toEqual({ NS: 1, EW: 0 });
  });

  test('overtricks do not count towards game', () => {
    const s = rubber(deal('1S', 'N', 13));
    expect(s.belowLine).toEqual({ NS: 30, EW: 0 });
    expect(s.games).toEqual({ NS: 0, EW: 0 });
  });

  test('a side that has won a game is vulnerable: overtricks, undertricks and slams cost more', () => {
    const game = deal('3NT', 'N', 9);
    expect(rubberVulnerability(rubber(game))).toBe('NS');
    const down = rubber(game, deal('4HX', 'S', 7));
    expect(down.ledger.at(-1)).toMatchObject({ side: 'EW', points: 800, reason: 'undertricks' });
    const slam = rubber(game, deal('6S', 'N', 12));
    expect(slam.ledger.filter((e) => e.reason === 'small-slam').map((e) => e.points)).toEqual([750]);
    const notVul = rubber(deal('6S', 'N', 12));
    expect(notVul.ledger.filter((e) => e.reason === 'small-slam').map((e) => e.points)).toEqual([500]);
  });
});

describe('Law 74 — the rubber', () => {
  test('a rubber won two games to none: 700 bonus, the full ledger', () => {
    const s = rubber(
      deal('2H', 'E', 9), // EW part score 60, overtrick 30
      deal('4S', 'N', 10), // NS game
      deal('3NT', 'W', 7), // NS +100 (EW not vulnerable, 2 down)
      deal('5C', 'S', 11), // NS second game: rubber
    );
    expect(lines(s)).toEqual([
      [1, 'EW', 'below', 60, 'trick-points'],
      [1, 'EW', 'above', 30, 'overtricks'],
      [2, 'NS', 'below', 120, 'trick-points'],
      [3, 'NS', 'above', 100, 'undertricks'],
      [4, 'NS', 'below', 100, 'trick-points'],
      [4, 'NS', 'above', 700, 'rubber-bonus'],
    ]);
    expect(s.games).toEqual({ NS: 2, EW: 0 });
    expect(isRubberOver(s)).toBe(true);
    expect(s.status).toBe('finished');
    expect(rubberTotals(s)).toEqual({
      above: { NS: 800, EW: 30 },
      below: { NS: 220, EW: 60 },
      total: { NS: 1020, EW: 90 },
      leader: 'NS',
      margin: 930,
    });
  });

  test('a rubber won two games to one: 500 bonus', () => {
    const s = rubber(
      deal('4H', 'E', 11), // EW game, 120 + 30
      deal('3NT', 'S', 8), // EW +50
      deal('3NT', 'N', 10), // NS game, 100 + 30
      deal('6DX', 'W', 10), // EW vulnerable, doubled, 2 down: NS +500
      deal('4S', 'W', 10), // EW second game: 120, rubber 500
    );
    expect(lines(s)).toEqual([
      [1, 'EW', 'below', 120, 'trick-points'],
      [1, 'EW', 'above', 30, 'overtricks'],
      [2, 'EW', 'above', 50, 'undertricks'],
      [3, 'NS', 'below', 100, 'trick-points'],
      [3, 'NS', 'above', 30, 'overtricks'],
      [4, 'NS', 'above', 500, 'undertricks'],
      [5, 'EW', 'below', 120, 'trick-points'],
      [5, 'EW', 'above', 500, 'rubber-bonus'],
    ]);
    expect(s.ledger.map((e) => e.game)).toEqual([1, 1, 2, 2, 2, 3, 3, 3]);
    const totals = rubberTotals(s);
    expect(totals.total).toEqual({ NS: 630, EW: 820 });
    expect(totals.leader).toBe('EW');
    expect(totals.margin).toBe(190);
  });

  test('the side with more points wins, not necessarily the side that won two games', () => {
    const t = rubber(deal('3NT', 'N', 9), deal('6NTX', 'N', 0), deal('3NT', 'S', 9));
    expect(t.games).toEqual({ NS: 2, EW: 0 });
    expect(rubberTotals(t).total).toEqual({ NS: 100 + 100 + 700, EW: 200 + 300 * 11 });
    expect(rubberTotals(t).leader).toBe('EW');
  });

  test('nothing more can be scored once the rubber is over', () => {
    const s = rubber(deal('3NT', 'N', 9), deal('3NT', 'N', 9));
    expect(scoreRubberDeal(s, deal('1C', 'N', 7))).toEqual({
      ok: false,
      error: { kind: 'rubber-over', status: 'finished' },
    });
    expect(endUnfinishedRubber(s).ok).toBe(false);
  });
});

describe('Law 81 — honours', () => {
  const hands = (pbn: string): Record<Seat, CardSet> => expectOk(dealFromPbn(pbn)).hands;
  // North holds S AKQJ, East H AKQJT, South C KQJT; the aces are split N/E.
  const board = hands('N:AKQJ.432.432.432 T98.AKQJT.A98.A9 76.765.KQJ.KQJT5 5432.98.T765.876');

  test('four trump honours in one hand: 100; five: 150', () => {
    expect(handHonours(board.N, 'S')).toBe(100);
    expect(handHonours(board.E, 'H')).toBe(150);
    expect(handHonours(board.E, 'S')).toBe(0);
    expect(honoursHeld(board, 'S')).toEqual({ side: 'NS', seat: 'N', points: 100 });
    expect(honoursHeld(board, 'H')).toEqual({ side: 'EW', seat: 'E', points: 150 });
  });

  test('honours split between partners do not count', () => {
    // Clubs: AKQJT — East has the ace, South KQJT: four in one hand.
    expect(honoursHeld(board, 'C')).toEqual({ side: 'NS', seat: 'S', points: 100 });
    // Diamonds: East A, South KQJ, West T: nobody has four.
    expect(honoursHeld(board, 'D')).toBeNull();
  });

  test('four aces in one hand at no trump: 150', () => {
    const aces = hands('N:A432.A432.A43.A2 KQJ.KQJ.KQJ2.KQJ T98.T98.T98.T987 765.765.765.6543');
    expect(honoursHeld(aces, 'NT')).toEqual({ side: 'NS', seat: 'N', points: 150 });
    expect(honoursHeld(board, 'NT')).toBeNull();
    expect(handHonours(fromCards(['SA', 'HA', 'DA']), 'NT')).toBe(0);
  });

  test('honours go to the side that held them, even when the contract is defeated', () => {
    const claim = honoursClaim(board, 'H');
    expect(claim).toEqual({ side: 'EW', points: 150 });
    const s = rubber(deal('4H', 'E', 9, claim));
    expect(lines(s)).toEqual([
      [1, 'NS', 'above', 50, 'undertricks'],
      [1, 'EW', 'above', 150, 'honours'],
    ]);
  });

  test('defenders holding honours score them', () => {
    const s = rubber(deal('2S', 'W', 8, { side: 'NS', points: 100 }));
    expect(lines(s)).toEqual([
      [1, 'EW', 'below', 60, 'trick-points'],
      [1, 'NS', 'above', 100, 'honours'],
    ]);
  });

  test('honours are not doubled', () => {
    const s = rubber(deal('4SXX', 'N', 10, { side: 'NS', points: 100 }));
    expect(s.ledger.find((e) => e.reason === 'honours')?.points).toBe(100);
  });

  test('impossible honours are refused', () => {
    expect(scoreRubberDeal(NEW_RUBBER, deal('4S', 'N', 10, { side: 'NS', points: 120 }))).toEqual({
      ok: false,
      error: { kind: 'honours-invalid', points: 120 },
    });
    expect(scoreRubberDeal(NEW_RUBBER, deal('3NT', 'N', 9, { side: 'NS', points: 100 })).ok).toBe(false);
    expect(scoreRubberDeal(NEW_RUBBER, deal('pass', 'N', 0, { side: 'NS', points: 100 }))).toEqual({
      ok: false,
      error: { kind: 'honours-without-contract' },
    });
  });
});

describe('Law 80 — unfinished rubber (documented default, 1993 code)', () => {
  test('300 for the only game won, 100 for the only part score in the unfinished game', () => {
    const s = rubber(deal('4S', 'N', 10), deal('2C', 'E', 8));
    const end = expectOk(endUnfinishedRubber(s));
    expect(end.status).toBe('unfinished');
    expect(isRubberOver(end)).toBe(true);
    expect(lines(end).slice(-2)).toEqual([
      [2, 'NS', 'above', 300, 'unfinished-game'],
      [2, 'EW', 'above', 100, 'unfinished-part-score'],
    ]);
    expect(rubberTotals(end).total).toEqual({ NS: 420, EW: 140 });
    expect(scoreRubberDeal(end, deal('1C', 'N', 7))).toEqual({
      ok: false,
      error: { kind: 'rubber-over', status: 'unfinished' },
    });
  });

  test('at one game all, no 300; part scores on both sides, no 100', () => {
    const s = rubber(deal('4S', 'N', 10), deal('4H', 'E', 10), deal('1NT', 'N', 7), deal('1C', 'W', 7));
    const end = expectOk(endUnfinishedRubber(s));
    expect(end.ledger.length).toBe(s.ledger.length);
  });

  test('nothing scored yet: nothing credited', () => {
    const end = expectOk(endUnfinishedRubber(NEW_RUBBER));
    expect(rubberTotals(end)).toEqual({
      above: { NS: 0, EW: 0 },
      below: { NS: 0, EW: 0 },
      total: { NS: 0, EW: 0 },
      leader: null,
      margin: 0,
    });
  });
});

describe('rubber scoring — bad input', () => {
  test('tricks out of range are refused and the state is unchanged', () => {
    expect(scoreRubberDeal(NEW_RUBBER, deal('4S', 'N', 14))).toEqual({
      ok: false,
      error: { kind: 'tricks-out-of-range', tricks: 14 },
    });
  });

  test('scoreRubber reports which deal was refused', () => {
    const r = scoreRubber([deal('1C', 'N', 7), deal('2C', 'N', -3)]);
    expect(r).toEqual({ ok: false, error: { kind: 'tricks-out-of-range', tricks: -3, at: 1 } });
  });

  test('a malformed contract is refused', () => {
    const bad = {
      contract: { level: 9, strain: 'S', risk: '', declarer: 'N' },
      declarerTricks: 7,
      honours: null,
    };
    expect(scoreRubberDeal(NEW_RUBBER, bad as unknown as RubberDeal)).toEqual({
      ok: false,
      error: { kind: 'contract-invalid', field: 'level' },
    });
  });
});
