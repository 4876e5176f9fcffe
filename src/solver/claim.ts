/**
 * Claims (Laws 68–71): does a claim of `tricks` of the remaining tricks hold whatever the
 * defenders do, if the claimer's side plays as well as possible (double dummy)? Where it does
 * not, a line of defence that beats it: the play to the end in which the defenders keep the
 * claimer's side below the claim and the claimer's side plays its best.
 *
 * Double dummy is the upper bound of what the Director may allow (Law 70 also rules out lines the
 * claimer did not state when they would be careless or inferior, not irrational): a claim that
 * fails here fails; one that holds here may still be judged by the Director against the
 * statement. The tricks claimed count from the current trick (included when in progress).
 *
 * Pure over its input; returns `Result` for invalid positions and claims; bounded by an optional
 * budget (a stopped check says so and decides nothing).
 */
import { type Card, cardAt } from '../core/card.js';
import { err, ok, type Result } from '../core/result.js';
import { SEATS, type Seat, SIDE_OF, type Side } from '../core/seat.js';
import type { TrickPlay } from '../games/trick.js';
import { type Engine, type StopReason, withEngine } from './engine.js';
import {
  type CheckedPosition,
  loadPosition,
  type Position,
  type PositionError,
  validatePosition,
} from './position.js';
import { type Budget, legalMoves, narrowNs } from './solve.js';
import type { TableSize } from './transposition.js';

export type ClaimError =
  | PositionError
  | { readonly kind: 'claim-tricks'; readonly tricks: number; readonly tricksLeft: number };

export type DefencePlay = TrickPlay & {
  /** Most tricks the claimer's side can still take (of those left at the claim) after this card. */
  readonly claimerCanTake: number;
};

export type ClaimCheck =
  | {
      readonly status: 'holds';
      readonly side: Side;
      readonly claimed: number;
      /** Most tricks the claimer's side can take (at least the claim). */
      readonly best: number;
    }
  | {
      readonly status: 'fails';
      readonly side: Side;
      readonly claimed: number;
      /** Most tricks the claimer's side can take against the best defence. */
      readonly best: number;
      /** A line of play to the end that holds the claimer's side to `best`. */
      readonly defence: readonly DefencePlay[];
    }
  | {
      readonly status: 'undecided';
      readonly side: Side;
      readonly claimed: number;
      readonly stopped: StopReason;
    };

export type ClaimOptions = Budget & { readonly tableSize?: TableSize };

/** Checks a claim by `claimer` of `tricks` of the remaining tricks; see the module comment. */
export function checkClaim(
  position: Position,
  claimer: Seat,
  tricks: number,
  options: ClaimOptions = {},
): Result<ClaimCheck, ClaimError> {
  const checked = validatePosition(position);
  if (!checked.ok) return checked;
  const left = checked.value.tricksLeft;
  if (!Number.isInteger(tricks) || tricks < 0 || tricks > left)
    return err({ kind: 'claim-tricks', tricks, tricksLeft: left });
  const side = SIDE_OF[claimer];
  return withEngine(undefined, options.tableSize ?? { entryBits: 18 }, (engine) =>
    claimWith(engine, checked.value, side, tricks, options),
  );
}

function claimWith(
  engine: Engine,
  position: CheckedPosition,
  side: Side,
  tricks: number,
  options: ClaimOptions,
): Result<ClaimCheck, ClaimError> {
  const left = position.tricksLeft;
  loadPosition(engine, position);
  const deadline =
    options.timeLimitMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.timeLimitMs;
  engine.setBudget(deadline, options.nodeLimit ?? Number.POSITIVE_INFINITY);
  /** Bounds on the claimer's side's tricks (of the tricks left at the claim) from here. */
  const claimerBest = (guess: number) => {
    const nsGuess = side === 'NS' ? guess : left - guess;
    const ns = narrowNs(engine, 0, left, nsGuess);
    return side === 'NS' ? ns.lower : left - ns.upper;
  };
  const best = claimerBest(tricks);
  if (engine.stopped !== null)
    return ok({ status: 'undecided', side, claimed: tricks, stopped: engine.stopped });
  if (best >= tricks) return ok({ status: 'holds', side, claimed: tricks, best });
  // Walk to the end: defenders keep the claimer's side at `best`, the claimer's side plays its
  // best card (every card of it leaves the claim beaten).
  const defence: DefencePlay[] = [];
  while (engine.tricksLeft > 0) {
    const seatIndex = (engine.leader + engine.played) & 3;
    const seat = SEATS[seatIndex] as Seat;
    let chosen: { suit: number; rank: number; value: number } | null = null;
    for (const move of legalMoves(engine)) {
      engine.playCard(move.suit, move.rank);
      const value = claimerBest(best);
      engine.unplayCard();
      if (engine.stopped !== null)
        return ok({ status: 'undecided', side, claimed: tricks, stopped: engine.stopped });
      const claimerToMove = SIDE_OF[seat] === side;
      if (chosen === null || (claimerToMove ? value > chosen.value : value < chosen.value))
        chosen = { suit: move.suit, rank: move.rank, value };
    }
    if (chosen === null) break;
    engine.playCard(chosen.suit, chosen.rank);
    defence.push({
      seat,
      card: cardAt(chosen.suit * 13 + chosen.rank) as Card,
      claimerCanTake: chosen.value,
    });
    if (engine.played === 4) engine.closeTrick();
  }
  return ok({ status: 'fails', side, claimed: tricks, best, defence });
}
