/**
 * The whist-club-1912 judge, part: what its other parts share — the declarer's adversaries, the
 * clock of the play, whether a card is legal now, and the cards exposed and "liable to be called"
 * (Laws 67, 75): how a card is so exposed, which may be called.
 */
import type { Card } from '../../core/card.js';
import { OTHER_SIDE, SEATS_OF, type Seat, SIDE_OF } from '../../core/seat.js';
import type { TrickPlay } from '../../games/trick.js';
import { holds, takeBack, wouldRevoke } from '../../table/mechanics.js';
import { change, type Declared, type TableState } from '../../table/state.js';

export const adversariesOf = (state: Declared): readonly Seat[] =>
  SEATS_OF[OTHER_SIDE[SIDE_OF[state.declarer]]];

/** The card `seat` played to a trick. */
export const firstOf = (plays: readonly TrickPlay[], seat: Seat): Card | undefined =>
  plays.find((p) => p.seat === seat)?.card;

/** Cards played so far in the play (a clock for "the decision for this turn was made"). */
export const playClock = (state: TableState): number =>
  state.tricks.length * 4 + (state.trick?.plays.length ?? 0);

/** Whether `card` from `seat` follows the rules of play now (follows suit when able). */
export function legalNow(state: TableState, seat: Seat, card: Card): boolean {
  return holds(state.hands[seat], card) && !wouldRevoke(state, seat, card);
}

/** Makes `card` an exposed card of `seat`, liable to be called (it stays in his hand, face up). */
export function exposeAs<S extends TableState>(state: S, seat: Seat, card: Card, laws: readonly string[]): S {
  if (state.penaltyCards.some((p) => p.card === card)) return state;
  return change(state, {
    penaltyCards: [...state.penaltyCards, { seat, card, major: false, laws, kind: 'exposed-card' }],
  });
}

/** The exposed cards `seat` may be called on to play now (Law 74: never forcing a revoke). */
export function callable(state: TableState, seat: Seat): Card[] {
  return state.penaltyCards
    .filter((p) => p.seat === seat && p.kind === 'exposed-card' && legalNow(state, seat, p.card))
    .map((p) => p.card);
}

/** Every card of the trick in progress back to its hand; `turn` to lead. */
export function takeBackTrick<S extends TableState>(state: S, turn: Seat | undefined): S {
  let next = state;
  for (const p of state.trick?.plays ?? []) next = takeBack(next, p.seat, p.card);
  return change(next, { trick: null, turn: turn ?? next.turn });
}
