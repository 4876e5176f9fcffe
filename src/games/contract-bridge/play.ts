/**
 * The legal play of a bridge hand (Laws 41 and 44 of the WBF codes), as pure functions over a
 * readonly `PlayState`: the opening lead by declarer's left-hand opponent, following suit, the
 * trick won by the highest trump or else the highest card of the suit led, the winner leading to
 * the next trick, dummy's cards chosen by declarer.
 *
 * Irregular play (leads out of turn, revokes, exposed cards) is not refused here as a law would
 * rectify it: the table layer records such acts and the rulebook judges them. Here a play that
 * breaks the mechanics is refused with a reason (`PlayError`); nothing changes.
 *
 * Throws only on a broken invariant: `startPlay` given hands of unequal sizes (never a validated
 * deal).
 */
import type { Card, Suit } from '../../core/card.js';
import { type CardSet, remove, size } from '../../core/card-set.js';
import type { Deal } from '../../core/deal.js';
import { err, invariant, ok, type Result } from '../../core/result.js';
import { type BySeat, type BySide, LHO, SEATS, type Seat, SIDE_OF } from '../../core/seat.js';
import {
  type CardRefusal,
  type CompletedTrick,
  legalCards,
  naturalOrder,
  quitTrick,
  refuseCard,
  type TrickOrder,
  type TrickPlay,
} from '../trick.js';
import { type Contract, dummyOf, type Strain } from './call.js';

export type { CompletedTrick };

export type PlayState = {
  readonly contract: Contract;
  /** The trump suit, or null at no trump. */
  readonly trump: Suit | null;
  /** The cards each hand still holds. */
  readonly hands: BySeat<CardSet>;
  /** The trick in progress (empty between tricks). */
  readonly trick: readonly TrickPlay[];
  /** The tricks quitted so far, in order. */
  readonly tricks: readonly CompletedTrick[];
  /** Tricks won by each side. */
  readonly won: BySide<number>;
  /** The hand whose card is to be played next, or null when play is complete. */
  readonly toPlay: Seat | null;
  /** Tricks to be played in all (13 from a full deal). */
  readonly totalTricks: number;
};

/** Why a card may not be played now. `trick` is the 1-based number of the trick concerned. */
export type PlayError = { readonly kind: 'play-ended' } | CardRefusal;

/** The trump suit of a strain: no trump has none. */
export function trumpOf(strain: Strain): Suit | null {
  return strain === 'NT' ? null : strain;
}

const ORDERS = {
  C: naturalOrder('C'),
  D: naturalOrder('D'),
  H: naturalOrder('H'),
  S: naturalOrder('S'),
  NT: naturalOrder(null),
} as const;

/** The order that decides tricks under a trump suit (or none). */
export function bridgeOrder(trump: Suit | null): TrickOrder {
  return ORDERS[trump ?? 'NT'];
}

/**
 * Who physically chooses the card a seat plays: declarer plays dummy's cards as well as his own
 * (Law 41D, Law 45B); each defender plays his own.
 */
export function controllerOf(seat: Seat, contract: Contract): Seat {
  return seat === dummyOf(contract) ? contract.declarer : seat;
}

/** The opening leader: declarer's left-hand opponent (Law 41A). */
export function openingLeader(contract: Contract): Seat {
  return LHO[contract.declarer];
}

/** The state before the opening lead. */
export function startPlay(deal: Deal, contract: Contract): PlayState {
  const sizes = SEATS.map((s) => size(deal.hands[s]));
  const total = sizes[0] ?? 0;
  invariant(
    sizes.every((n) => n === total),
    `play needs hands of equal size, got ${sizes.join('/')}`,
  );
  return {
    contract,
    trump: trumpOf(contract.strain),
    hands: deal.hands,
    trick: [],
    tricks: [],
    won: { NS: 0, EW: 0 },
    toPlay: total > 0 ? openingLeader(contract) : null,
    totalTricks: total,
  };
}

/** Whether every trick has been played. */
export function isPlayComplete(state: PlayState): boolean {
  return state.toPlay === null;
}

/** The suit led to the trick in progress, or null when a lead is due. */
export function ledSuit(state: PlayState): Suit | null {
  const lead = state.trick[0];
  return lead === undefined ? null : bridgeOrder(state.trump).effectiveSuit(lead.card);
}

/** The 1-based number of the trick in progress (or of the next trick to be led). */
export function trickNumber(state: PlayState): number {
  return state.tricks.length + 1;
}

/** The cards the hand in turn may legally play: anything to a lead, else the suit led if able. */
export function legalPlays(state: PlayState): Card[] {
  if (state.toPlay === null) return [];
  return legalCards(state.hands[state.toPlay], ledSuit(state), bridgeOrder(state.trump));
}

/** Whether `seat` may play `card` now, and why not if it may not. */
export function checkPlay(state: PlayState, seat: Seat, card: Card): Result<void, PlayError> {
  const toPlay = state.toPlay;
  if (toPlay === null) return err({ kind: 'play-ended' });
  const led = ledSuit(state);
  const refusal = refuseCard(
    seat,
    card,
    toPlay,
    state.hands[seat],
    led,
    bridgeOrder(state.trump),
    trickNumber(state),
  );
  return refusal === null ? ok(undefined) : err(refusal);
}

/**
 * `seat` (the hand the card comes from; dummy's cards are named by declarer) plays `card`. The
 * fourth card quits the trick: its winner scores it for his side and leads to the next.
 */
export function playCard(state: PlayState, seat: Seat, card: Card): Result<PlayState, PlayError> {
  const checked = checkPlay(state, seat, card);
  if (!checked.ok) return checked;
  const hands: BySeat<CardSet> = { ...state.hands, [seat]: remove(state.hands[seat], card) };
  const trick = [...state.trick, { seat, card }];
  if (trick.length < 4) return ok({ ...state, hands, trick, toPlay: LHO[seat] });
  const { completed, won } = quitTrick(trick, bridgeOrder(state.trump), state.won);
  const tricks = [...state.tricks, completed];
  const toPlay = tricks.length >= state.totalTricks ? null : completed.winner;
  return ok({ ...state, hands, trick: [], tricks, won, toPlay });
}

/** Plays a sequence of cards, each by the hand in turn; stops at the first refusal. */
export function playCards(state: PlayState, cards: readonly Card[]): Result<PlayState, PlayError> {
  let current = state;
  for (const card of cards) {
    const seat = current.toPlay;
    if (seat === null) return err({ kind: 'play-ended' });
    const next = playCard(current, seat, card);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}

/** Tricks won by declarer's side so far. */
export function declarerTricks(state: PlayState): number {
  return state.won[SIDE_OF[state.contract.declarer]];
}

/** Tricks won by the defenders so far. */
export function defenderTricks(state: PlayState): number {
  return state.tricks.length - declarerTricks(state);
}
