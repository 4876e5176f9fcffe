/**
 * The rubber of Auction Bridge under the Whist Club of New York code of 1912:
 *
 * - Law 1: "The partners first winning two games win the rubber. If the first two games decide
 *   the rubber, a third is not played."
 * - Law 2: "A game consists of thirty points obtained by tricks alone, exclusive of any points
 *   counted for honors, chicane, slam, little slam, bonus or undertricks."
 * - Law 3: "Every deal is played out, and any points in excess of the thirty necessary for the
 *   game are counted." — counted in the side's trick score; they do not carry into the next
 *   game (each game starts from nothing below the line).
 * - Law 11: "At the conclusion of a rubber the trick and honor scores of each side are added,
 *   and two hundred and fifty points added to the score of the winners. The difference between
 *   the completed scores is the number of points of the rubber."
 *
 * The code has no rule for a rubber left unfinished; none is invented here.
 *
 * Errors: `scoreRubberDeal` refuses a deal after the rubber is over; `scoreRubber` also passes
 * on a deal's `ScoreError` with its index. Nothing here throws for bad input.
 */
import { err, ok, type Result } from '../../core/result.js';
import { type BySide, bySide, OTHER_SIDE, type Side } from '../../core/seat.js';
import { type DealPlayed, type DealScore, type ScoreEntry, type ScoreError, scoreDeal } from './score.js';

/** Law 2: trick points needed for a game. */
export const GAME = 30;
/** Law 1: games needed for the rubber. */
export const GAMES_FOR_RUBBER = 2;
/** Law 11: added to the score of the winners of the rubber. */
export const RUBBER_BONUS = 250;

/** A line of the rubber's score sheet: a deal's entry, or the rubber bonus. */
export type RubberEntry = (ScoreEntry | (Omit<ScoreEntry, 'reason'> & { readonly reason: 'rubber' })) & {
  /** 1-based number of the deal that earned it. */
  readonly deal: number;
  /** 1-based number of the game in progress when it was written. */
  readonly game: number;
};

export type RubberState = {
  /** Games won by each side. */
  readonly games: BySide<number>;
  /** Trick points towards the game in progress (Law 2). */
  readonly below: BySide<number>;
  /** The winner of each game, in order. */
  readonly gameWinners: readonly Side[];
  readonly ledger: readonly RubberEntry[];
  readonly deals: number;
  /** The side that won the rubber, once it is over (Law 1). */
  readonly winner: Side | null;
};

export const NEW_RUBBER: RubberState = {
  games: { NS: 0, EW: 0 },
  below: { NS: 0, EW: 0 },
  gameWinners: [],
  ledger: [],
  deals: 0,
  winner: null,
};

export type RubberError = { readonly kind: 'rubber-over'; readonly winner: Side };

export function isRubberOver(state: RubberState): boolean {
  return state.winner !== null;
}

/** The 1-based number of the game in progress (or of the last game, once the rubber is over). */
export function gameNumber(state: RubberState): number {
  return state.gameWinners.length + (state.winner === null ? 1 : 0);
}

/**
 * Scores a deal into the rubber: its entries go on the sheet; a side whose trick points in the
 * game reach thirty wins the game (Law 2) and both sides start the next game from nothing; the
 * second game of a side ends the rubber with the bonus of Law 11.
 */
export function scoreRubberDeal(
  state: RubberState,
  score: Pick<DealScore, 'entries' | 'below' | 'declaringSide'>,
): Result<RubberState, RubberError> {
  if (state.winner !== null) return err({ kind: 'rubber-over', winner: state.winner });
  const deal = state.deals + 1;
  const game = gameNumber(state);
  const ledger: RubberEntry[] = [...state.ledger, ...score.entries.map((e) => ({ ...e, deal, game }))];
  const below = bySide((side) => state.below[side] + score.below[side]);
  const gameWinner = [score.declaringSide, OTHER_SIDE[score.declaringSide]].find((s) => below[s] >= GAME);
  if (gameWinner === undefined) return ok({ ...state, below, ledger, deals: deal });
  const games = bySide((side) => state.games[side] + (side === gameWinner ? 1 : 0));
  const gameWinners = [...state.gameWinners, gameWinner];
  const over = games[gameWinner] >= GAMES_FOR_RUBBER;
  if (over)
    ledger.push({
      side: gameWinner,
      line: 'above',
      points: RUBBER_BONUS,
      reason: 'rubber',
      laws: ['Law 1', 'Law 11'],
      deal,
      game,
    });
  return ok({
    games,
    below: { NS: 0, EW: 0 },
    gameWinners,
    ledger,
    deals: deal,
    winner: over ? gameWinner : null,
  });
}

/** Scores a sequence of deals from a new rubber; stops at the first deal that cannot be scored. */
export function scoreRubber(
  deals: readonly DealPlayed[],
): Result<RubberState, (ScoreError | RubberError) & { readonly at: number }> {
  let state = NEW_RUBBER;
  for (let at = 0; at < deals.length; at++) {
    const played = deals[at] as DealPlayed;
    const score = scoreDeal(played);
    if (!score.ok) return err({ ...score.error, at });
    const next = scoreRubberDeal(state, score.value);
    if (!next.ok) return err({ ...next.error, at });
    state = next.value;
  }
  return ok(state);
}

/** Law 11: each side's trick score, honour score and rubber bonus, and the points of the rubber. */
export type RubberTotals = {
  readonly tricks: BySide<number>;
  readonly honours: BySide<number>;
  readonly bonus: BySide<number>;
  readonly total: BySide<number>;
  /** The winners of the rubber, once it is over. */
  readonly winner: Side | null;
  /** The difference between the completed scores, and the side ahead (null when level). */
  readonly points: number;
  readonly ahead: Side | null;
};

export function rubberTotals(state: RubberState): RubberTotals {
  const sum = (side: Side, test: (e: RubberEntry) => boolean): number =>
    state.ledger.reduce((n, e) => (e.side === side && test(e) ? n + e.points : n), 0);
  const tricks = bySide((side) => sum(side, (e) => e.line === 'below'));
  const honours = bySide((side) => sum(side, (e) => e.line === 'above' && e.reason !== 'rubber'));
  const bonus = bySide((side) => sum(side, (e) => e.reason === 'rubber'));
  const total = bySide((side) => tricks[side] + honours[side] + bonus[side]);
  const ahead = total.NS === total.EW ? null : total.NS > total.EW ? 'NS' : 'EW';
  return {
    tricks,
    honours,
    bonus,
    total,
    winner: state.winner,
    points: Math.abs(total.NS - total.EW),
    ahead,
  };
}
