/**
 * `solve`: the most tricks the side to move can take from a position, double dummy, and on
 * request the value of every card it may play. Driven by null-window searches on a trick
 * target (MTD(f)-style): each search answers "at least t?", and the bounds close in from a guess.
 *
 * Every search is bounded by an optional time and node budget; a result says whether it is
 * exact, and gives the bounds proven when it stopped early. Returns `Result` for invalid
 * positions; throws only on a broken invariant.
 */
import { type Card, cardAt } from '../core/card.js';
import { ok, type Result } from '../core/result.js';
import { type Seat, SIDE_OF, type Side } from '../core/seat.js';
import { type Engine, NO_TRUMP, type StopReason, withEngine } from './engine.js';
import {
  type CheckedPosition,
  loadPosition,
  type Position,
  type PositionError,
  validatePosition,
} from './position.js';
import type { TableSize } from './transposition.js';

export type Budget = {
  /** Stop after this many milliseconds (the whole call). */
  readonly timeLimitMs?: number;
  /** Stop after this many search nodes (the whole call). */
  readonly nodeLimit?: number;
};

export type SolveOptions = Budget & {
  /** Also value every card the side to move may play. */
  readonly cards?: boolean;
  /** Size of the transposition table (a fixed memory bound). */
  readonly tableSize?: TableSize;
  /** An engine to reuse (its transposition table stays warm for the same strain). */
  readonly engine?: Engine;
};

export type CardValue = {
  readonly card: Card;
  /** Tricks the side to move takes (the current trick included) after playing the card. */
  readonly tricks: number;
};

export type Solution = {
  readonly toMove: Seat;
  readonly side: Side;
  /** Most tricks the side to move can take of those left (the current trick included). */
  readonly tricks: number;
  /** Whether `tricks` is proven; if not, it is the lower bound and `upper` the upper bound. */
  readonly exact: boolean;
  readonly lower: number;
  readonly upper: number;
  /** Why the search stopped early, or null. */
  readonly stopped: StopReason | null;
  /** Every legal card with its value (best first), when asked for; null otherwise. */
  readonly cards: readonly CardValue[] | null;
  readonly tricksLeft: number;
  readonly nodes: number;
};

export type Bounds = { lower: number; upper: number };

/**
 * Narrows the North-South trick count (from the engine's current position) between `lower` and
 * `upper`, starting at `guess`. Stops early when the engine's budget runs out.
 */
export function narrowNs(engine: Engine, lower: number, upper: number, guess: number): Bounds {
  let lo = lower;
  let hi = upper;
  let t = Math.max(lo + 1, Math.min(hi, guess));
  while (lo < hi) {
    const reached = engine.search(t);
    if (engine.stopped !== null) break;
    if (reached) {
      lo = t;
      t = t + 1;
    } else {
      hi = t - 1;
      t = t - 1;
    }
    if (t > hi) t = hi;
    if (t <= lo) t = lo + 1;
  }
  return { lower: lo, upper: hi };
}

/**
 * A rough guess of North-South's tricks, to start the search near the answer: their share of
 * the high-card points, and in a suit contract their share of the trumps.
 */
export function guessNs(engine: Engine): number {
  let ns = 0;
  let all = 0;
  for (let s = 0; s < 4; s++) {
    let m = engine.present[s] as number;
    for (let i = 0; i < 4 && m !== 0; i++) {
      const b = 31 - Math.clz32(m);
      const points = 4 - i;
      if ((ownerOf(engine, s, b) & 1) === 0) ns += points;
      all += points;
      m ^= 1 << b;
    }
  }
  const left = engine.tricksLeft;
  let share = all === 0 ? 0.5 : ns / all;
  if (engine.trump !== NO_TRUMP) {
    const t = engine.trump;
    const nsTrumps = popcountOf((engine.hand[t] as number) | (engine.hand[8 + t] as number));
    const trumps = popcountOf(engine.present[t] as number);
    if (trumps > 0) share += (nsTrumps / trumps - 0.5) * 0.6;
  }
  return Math.max(0, Math.min(left, Math.round(share * left)));
}

function popcountOf(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

function ownerOf(engine: Engine, suit: number, rank: number): number {
  for (let seat = 0; seat < 4; seat++)
    if (((engine.hand[seat * 4 + suit] as number) >>> rank) & 1) return seat;
  return 0;
}

function budgetOf(options: Budget): { deadline: number; nodes: number } {
  return {
    deadline: options.timeLimitMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.timeLimitMs,
    nodes: options.nodeLimit === undefined ? Number.POSITIVE_INFINITY : options.nodeLimit,
  };
}

/** Solves a position; see the module comment. */
export function solve(position: Position, options: SolveOptions = {}): Result<Solution, PositionError> {
  const checked = validatePosition(position);
  if (!checked.ok) return checked;
  return ok(solveChecked(checked.value, options));
}

/** `solve` for a position already validated. */
export function solveChecked(position: CheckedPosition, options: SolveOptions = {}): Solution {
  return withEngine(options.engine, options.tableSize, (engine) => solveWith(engine, position, options));
}

function solveWith(engine: Engine, position: CheckedPosition, options: SolveOptions): Solution {
  loadPosition(engine, position);
  const budget = budgetOf(options);
  const startNodes = engine.nodes;
  engine.setBudget(budget.deadline, startNodes + budget.nodes);
  const toMove = position.toMove;
  const side = SIDE_OF[toMove];
  const left = position.tricksLeft;
  const ns = narrowNs(engine, 0, left, guessNs(engine));
  let stopped = engine.stopped;
  const forSide = (nsLower: number, nsUpper: number): Bounds =>
    side === 'NS' ? { lower: nsLower, upper: nsUpper } : { lower: left - nsUpper, upper: left - nsLower };
  const total = forSide(ns.lower, ns.upper);
  let cards: CardValue[] | null = null;
  if (options.cards === true && stopped === null) {
    cards = [];
    for (const move of legalMoves(engine)) {
      engine.playCard(move.suit, move.rank);
      // The best card reaches the total; others are searched below it.
      // No card does better than the best: that bounds every card's value on one side, and the
      // best value is a good first guess.
      const values =
        side === 'NS' ? narrowNs(engine, 0, ns.lower, ns.lower) : narrowNs(engine, ns.lower, left, ns.lower);
      engine.unplayCard();
      if (engine.stopped !== null) {
        stopped = engine.stopped;
        cards = null;
        break;
      }
      const v = forSide(values.lower, values.upper);
      for (const card of move.cards) cards.push({ card, tricks: v.lower });
    }
    cards?.sort((a, b) => b.tricks - a.tricks);
  }
  return {
    toMove,
    side,
    tricks: total.lower,
    exact: total.lower === total.upper,
    lower: total.lower,
    upper: total.upper,
    stopped,
    cards,
    tricksLeft: left,
    nodes: engine.nodes - startNodes,
  };
}

type Move = { readonly suit: number; readonly rank: number; readonly cards: readonly Card[] };

/**
 * Legal moves of the seat to move in the engine, grouped by cards of equal value (a run of
 * touching cards among the cards in play).
 */
export function legalMoves(engine: Engine): Move[] {
  const seat = (engine.leader + engine.played) & 3;
  let suits = [0, 1, 2, 3];
  if (engine.played > 0) {
    const led = engine.trickSuit[0] as number;
    if ((engine.hand[seat * 4 + led] as number) !== 0) suits = [led];
  }
  const moves: Move[] = [];
  for (const s of suits) {
    const mine = engine.hand[seat * 4 + s] as number;
    let run: Card[] = [];
    let top = -1;
    for (let r = 12; r >= 0; r--) {
      if (!(((engine.present[s] as number) >>> r) & 1)) continue;
      if ((mine >>> r) & 1) {
        if (top < 0) top = r;
        run.push(cardAt(s * 13 + r));
      } else if (top >= 0) {
        moves.push({ suit: s, rank: top, cards: run });
        run = [];
        top = -1;
      }
    }
    if (top >= 0) moves.push({ suit: s, rank: top, cards: run });
  }
  return moves;
}

/**
 * Most tricks `side` can take of those left (the current trick included): the double-dummy
 * figure the Director sets beside the actual result (Laws 12C, 64C).
 */
export function tricksForSide(
  position: Position,
  side: Side,
  options: SolveOptions = {},
): Result<Solution & { readonly forSide: number }, PositionError> {
  const solved = solve(position, { ...options, cards: false });
  if (!solved.ok) return solved;
  const s = solved.value;
  return ok({ ...s, forSide: s.side === side ? s.tricks : s.tricksLeft - s.upper });
}
