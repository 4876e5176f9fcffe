/**
 * Rubber bridge scoring, after the Laws of Contract Bridge (Rubber Bridge), 1993 code as
 * published by the ACBL, Laws 72–81 (the law numbers below are that code's). Our own paraphrase:
 *
 * - Law 72: trick points (odd tricks bid and made, declarer's side only) are written below the
 *   line; premium points above it: overtricks, 50 for making a doubled or redoubled contract,
 *   slams, honours, the rubber bonus, and the defenders' undertrick penalties.
 * - Law 73: a game is won by the first side to reach 100 trick points in the current game, in
 *   one deal or by adding part scores; part scores do not carry into the next game.
 * - Law 74: a rubber ends when a side has won two games; it scores 700 if the other side won
 *   none, 500 if the other side won one. Then every point of each side is added.
 * - Law 81 (the scoring table): the values of tricks, overtricks, undertricks and slams are
 *   those of duplicate bridge (shared with score-duplicate.ts), vulnerable meaning "has won a
 *   game in this rubber". There is no part-score or game premium per deal, and the insult is 50
 *   whether doubled or redoubled.
 * - Law 81 honours (in the trump suit: A K Q J T; at no trump: the four aces): four trump honours
 *   in one hand 100, all five in one hand 150, four aces in one hand at no trump 150. They go to
 *   the side that held them, whether or not the contract was made.
 * - Law 80, unfinished rubber (our documented default, the 1993 rule): when a rubber is not
 *   finished, the winners of the only completed game score 300; if only one side has a part
 *   score in the unfinished game, it scores 100. So at one game all neither side gets the 300,
 *   and when both sides have a part score neither gets the 100.
 *
 * Errors: `scoreRubberDeal` and `endUnfinishedRubber` return a `Result` (bad tricks, bad
 * honours, a rubber already over). Nothing here throws for bad input.
 */

import type { Vulnerability } from '../../core/board.js';
import { type Card, HONOURS } from '../../core/card.js';
import { type CardSet, has } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import {
  type BySeat,
  type BySide,
  OTHER_SIDE,
  SEATS,
  type Seat,
  SIDE_OF,
  type Side,
} from '../../core/seat.js';
import type { Contract, Strain } from './call.js';
import {
  BOOK,
  GAME_THRESHOLD,
  overtrickPoints,
  type ScoreError,
  slamBonus,
  trickScore,
  undertrickPenalty,
  validateContract,
  validateTricks,
} from './score-duplicate.js';

/** Law 81: the bonus for making a doubled or a redoubled contract in rubber bridge. */
export const RUBBER_INSULT = 50;
/** Law 74: the rubber bonus when the losers won no game, and when they won one. */
export const RUBBER_BONUS_TWO_NIL = 700;
export const RUBBER_BONUS_TWO_ONE = 500;
/** Law 80: unfinished rubber, a side's only completed game and a lone part score. */
export const UNFINISHED_GAME_BONUS = 300;
export const UNFINISHED_PART_SCORE_BONUS = 100;

export const HONOURS_FOUR = 100;
export const HONOURS_FIVE = 150;
export const HONOURS_FOUR_ACES = 150;

export type RubberEntryReason =
  | 'trick-points'
  | 'overtricks'
  | 'undertricks'
  | 'insult'
  | 'small-slam'
  | 'grand-slam'
  | 'honours'
  | 'rubber-bonus'
  | 'unfinished-game'
  | 'unfinished-part-score';

/** One line on the score sheet. */
export type RubberEntry = {
  /** 1-based number of the deal that earned it (the deals played so far, at Law 80 time). */
  readonly deal: number;
  readonly side: Side;
  readonly line: 'above' | 'below';
  readonly points: number;
  readonly reason: RubberEntryReason;
  /** 1-based number of the game in progress when the entry was written. */
  readonly game: number;
};

export type RubberStatus = 'in-progress' | 'finished' | 'unfinished';

export type RubberState = {
  /** Games won by each side. */
  readonly games: BySide<number>;
  /** Trick points below the line in the current game. */
  readonly belowLine: BySide<number>;
  /** The score sheet, in the order written. */
  readonly ledger: readonly RubberEntry[];
  /** Deals scored so far (passed-out deals included). */
  readonly deals: number;
  readonly status: RubberStatus;
};

export const NEW_RUBBER: RubberState = {
  games: { NS: 0, EW: 0 },
  belowLine: { NS: 0, EW: 0 },
  ledger: [],
  deals: 0,
  status: 'in-progress',
};

/** Honours held: the side (and hand) that held them and what they are worth. */
export type HonoursHeld = { readonly side: Side; readonly seat: Seat; readonly points: number };
/** The honours as a deal's score takes them: who gets how much. */
export type HonoursClaim = { readonly side: Side; readonly points: number };

export type RubberDeal = {
  /** The final contract, or null for a passed-out deal. */
  readonly contract: Contract | null;
  readonly declarerTricks: number;
  /** Scorable honours (see `honoursHeld`), or null when none. */
  readonly honours: HonoursClaim | null;
};

export type RubberError =
  | ScoreError
  | { readonly kind: 'rubber-over'; readonly status: RubberStatus }
  | { readonly kind: 'honours-invalid'; readonly points: number }
  | { readonly kind: 'honours-without-contract' };

const TRUMP_HONOUR_CARDS: { readonly [S in Exclude<Strain, 'NT'>]: readonly Card[] } = {
  C: HONOURS.map((r): Card => `C${r}`),
  D: HONOURS.map((r): Card => `D${r}`),
  H: HONOURS.map((r): Card => `H${r}`),
  S: HONOURS.map((r): Card => `S${r}`),
};
const ACES: readonly Card[] = ['CA', 'DA', 'HA', 'SA'];

/** What one hand's honours are worth in `strain` (0, 100 or 150). */
export function handHonours(hand: CardSet, strain: Strain): number {
  if (strain === 'NT') {
    return ACES.every((card) => has(hand, card)) ? HONOURS_FOUR_ACES : 0;
  }
  const held = TRUMP_HONOUR_CARDS[strain].filter((card) => has(hand, card)).length;
  if (held === 5) return HONOURS_FIVE;
  if (held === 4) return HONOURS_FOUR;
  return 0;
}

/**
 * The scorable honours of a deal from the four original hands: the hand that holds four or five
 * trump honours (or four aces at no trump), its side and their value; null when no hand does.
 * At most one hand can qualify, since the honours are five cards (four aces at no trump).
 */
export function honoursHeld(hands: BySeat<CardSet>, strain: Strain): HonoursHeld | null {
  for (const seat of SEATS) {
    const points = handHonours(hands[seat], strain);
    if (points > 0) return { side: SIDE_OF[seat], seat, points };
  }
  return null;
}

/** Whether the rubber is over: a side has won two games, or it was ended unfinished. */
export function isRubberOver(state: RubberState): boolean {
  return state.status !== 'in-progress';
}

/** Whether a side is vulnerable: it has won a game in this rubber. */
export function isRubberVulnerable(state: RubberState, side: Side): boolean {
  return state.games[side] >= 1;
}

/** The vulnerability of the next deal, in the words of a board. */
export function rubberVulnerability(state: RubberState): Vulnerability {
  const ns = isRubberVulnerable(state, 'NS');
  const ew = isRubberVulnerable(state, 'EW');
  if (ns && ew) return 'All';
  if (ns) return 'NS';
  if (ew) return 'EW';
  return 'None';
}

function validateHonours(deal: RubberDeal): Result<null, RubberError> {
  if (deal.honours === null) return ok(null);
  if (deal.contract === null) return err({ kind: 'honours-without-contract' });
  const { points, side } = deal.honours;
  const allowed =
    deal.contract.strain === 'NT'
      ? points === HONOURS_FOUR_ACES
      : points === HONOURS_FOUR || points === HONOURS_FIVE;
  if (!allowed || (side !== 'NS' && side !== 'EW')) return err({ kind: 'honours-invalid', points });
  return ok(null);
}

/**
 * Scores one deal into the rubber. A game ends the current part scores of both sides; the
 * second game of a side ends the rubber and writes the rubber bonus.
 */
export function scoreRubberDeal(state: RubberState, deal: RubberDeal): Result<RubberState, RubberError> {
  if (isRubberOver(state)) return err({ kind: 'rubber-over', status: state.status });
  if (deal.contract !== null) {
    const checked = validateContract(deal.contract);
    if (!checked.ok) return checked;
  }
  const tricks = validateTricks(deal.declarerTricks);
  if (!tricks.ok) return tricks;
  const honours = validateHonours(deal);
  if (!honours.ok) return honours;

  const number = state.deals + 1;
  const gameNumber = state.games.NS + state.games.EW + 1;
  const entries: RubberEntry[] = [];
  const write = (side: Side, line: 'above' | 'below', points: number, reason: RubberEntryReason): void => {
    if (points > 0) entries.push({ deal: number, side, line, points, reason, game: gameNumber });
  };

  let games = state.games;
  let belowLine = state.belowLine;
  let status: RubberStatus = 'in-progress';
  let gameWonBy: Side | null = null;
  const { contract } = deal;
  if (contract !== null) {
    const side = SIDE_OF[contract.declarer];
    const vulnerable = isRubberVulnerable(state, side);
    const needed = contract.level + BOOK;
    if (deal.declarerTricks >= needed) {
      const below = trickScore(contract.strain, contract.risk, contract.level);
      write(side, 'below', below, 'trick-points');
      const over = deal.declarerTricks - needed;
      write(side, 'above', overtrickPoints(contract.strain, contract.risk, vulnerable, over), 'overtricks');
      if (contract.risk !== '') write(side, 'above', RUBBER_INSULT, 'insult');
      const slam = slamBonus(contract.level, vulnerable);
      write(side, 'above', slam, contract.level === 7 ? 'grand-slam' : 'small-slam');
      belowLine = { ...belowLine, [side]: belowLine[side] + below };
      if (belowLine[side] >= GAME_THRESHOLD) gameWonBy = side;
    } else {
      const down = needed - deal.declarerTricks;
      write(OTHER_SIDE[side], 'above', undertrickPenalty(contract.risk, vulnerable, down), 'undertricks');
    }
  }
  // Honours go to the side that held them, whatever the result (Law 81).
  if (deal.honours !== null) write(deal.honours.side, 'above', deal.honours.points, 'honours');
  if (gameWonBy !== null) {
    // Law 73: the game ends both sides' part scores.
    games = { ...games, [gameWonBy]: games[gameWonBy] + 1 };
    belowLine = { NS: 0, EW: 0 };
    if (games[gameWonBy] === 2) {
      const bonus = games[OTHER_SIDE[gameWonBy]] === 0 ? RUBBER_BONUS_TWO_NIL : RUBBER_BONUS_TWO_ONE;
      write(gameWonBy, 'above', bonus, 'rubber-bonus');
      status = 'finished';
    }
  }
  return ok({ games, belowLine, ledger: [...state.ledger, ...entries], deals: number, status });
}

/**
 * Ends a rubber that will not be finished, writing the Law 80 credits (see the module comment
 * for the documented default): 300 to the winners of the only completed game, 100 to the only
 * side with a part score in the unfinished game.
 */
export function endUnfinishedRubber(state: RubberState): Result<RubberState, RubberError> {
  if (isRubberOver(state)) return err({ kind: 'rubber-over', status: state.status });
  const entries: RubberEntry[] = [];
  const game = state.games.NS + state.games.EW + 1;
  const entry = (side: Side, points: number, reason: RubberEntryReason): RubberEntry => ({
    deal: state.deals,
    side,
    line: 'above',
    points,
    reason,
    game,
  });
  if (state.games.NS + state.games.EW === 1) {
    entries.push(entry(state.games.NS === 1 ? 'NS' : 'EW', UNFINISHED_GAME_BONUS, 'unfinished-game'));
  }
  const ns = state.belowLine.NS > 0;
  const ew = state.belowLine.EW > 0;
  if (ns !== ew) entries.push(entry(ns ? 'NS' : 'EW', UNFINISHED_PART_SCORE_BONUS, 'unfinished-part-score'));
  return ok({ ...state, ledger: [...state.ledger, ...entries], status: 'unfinished' });
}

export type RubberTotals = {
  readonly above: BySide<number>;
  readonly below: BySide<number>;
  readonly total: BySide<number>;
  /** The side ahead on points (Law 74: the winner of a finished rubber), null when level. */
  readonly leader: Side | null;
  /** The difference between the totals. */
  readonly margin: number;
};

/** Adds up the score sheet (Law 74: all trick and premium points of each side). */
export function rubberTotals(state: RubberState): RubberTotals {
  const above = { NS: 0, EW: 0 };
  const below = { NS: 0, EW: 0 };
  for (const entry of state.ledger) {
    if (entry.line === 'above') above[entry.side] += entry.points;
    else below[entry.side] += entry.points;
  }
  const total = { NS: above.NS + below.NS, EW: above.EW + below.EW };
  const leader = total.NS > total.EW ? 'NS' : total.EW > total.NS ? 'EW' : null;
  return { above, below, total, leader, margin: Math.abs(total.NS - total.EW) };
}

/** Scores a sequence of deals from a new rubber, stopping at the first refused one. */
export function scoreRubber(
  deals: readonly RubberDeal[],
): Result<RubberState, RubberError & { readonly at: number }> {
  let state = NEW_RUBBER;
  for (const [at, deal] of deals.entries()) {
    const next = scoreRubberDeal(state, deal);
    if (!next.ok) return err({ ...next.error, at });
    state = next.value;
  }
  return ok(state);
}

/** The honours of a deal read straight from the four hands, ready for `scoreRubberDeal`. */
export function honoursClaim(hands: BySeat<CardSet>, strain: Strain): HonoursClaim | null {
  const held = honoursHeld(hands, strain);
  return held === null ? null : { side: held.side, points: held.points };
}
