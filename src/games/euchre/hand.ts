/**
 * The state of one euchre hand, from the deal and the trump card turned, through the making of
 * the trump (making.ts), the dealer's discard and the play (play.ts), to the hand's points
 * (score.ts). Plain readonly data; every step returns a new state.
 *
 * Where the trump card lies (law 91: "The trump card must be left in view till played"): it is
 * `turned` while the making of the first round goes on; `taken-up` once it is made the trump — it
 * is then the dealer's card but stays face up on the pack, and he plays it from there;
 * `turned-down` when all four pass (law 77) — out of play; `played` once played to a trick.
 *
 * Pure; throws only on broken invariants.
 */
import type { Card, Suit } from '../../core/card.js';
import { add, type CardSet } from '../../core/card-set.js';
import {
  type BySeat,
  type BySide,
  PARTNER,
  type Seat,
  SIDE_OF,
  type Side,
  seatAfter,
} from '../../core/seat.js';
import type { CompletedTrick, TrickPlay } from '../trick.js';
import type { EuchreCall } from './call.js';
import { type EuchreDeal, eldestHand } from './deal.js';
import type { EuchrePack } from './pack-and-bowers.js';

/**
 * `first-round`: the turned card is offered (laws 74–76); `second-round`: a suit may be named
 * (law 77); `discard`: the dealer must discard (law 86); `play`; `passed`: all passed twice, the
 * deal is at an end (law 77); `complete`: five tricks played.
 */
export type EuchrePhase = 'first-round' | 'second-round' | 'discard' | 'play' | 'passed' | 'complete';

/** Where the trump card lies (law 91). */
export type UpcardPlace = 'turned' | 'taken-up' | 'turned-down' | 'played';

/** How the trump was made (law 2: "order up, assist, adopt, or make the trump"). */
export type Making = 'order-up' | 'assist' | 'take-up' | 'make';

export type SeatCall = { readonly seat: Seat; readonly call: EuchreCall };

export type { CompletedTrick };

export type EuchreHandState = {
  readonly pack: EuchrePack;
  readonly dealer: Seat;
  readonly upcard: Card;
  readonly upcardPlace: UpcardPlace;
  /** Cards in each hand; the trump card on the pack is not among the dealer's. */
  readonly hands: BySeat<CardSet>;
  readonly phase: EuchrePhase;
  /** Every call of the making, in order (lone declarations made after the trump included). */
  readonly calls: readonly SeatCall[];
  /** Whose call is due in the making, or null when none is. */
  readonly toCall: Seat | null;
  /** Seats that have passed, in either round (law 93: "provided that he himself has not already passed"). */
  readonly passed: readonly Seat[];
  readonly trump: Suit | null;
  /** The player who ordered up, assisted, adopted or made the trump. */
  readonly maker: Seat | null;
  readonly making: Making | null;
  /** The player playing alone, or null. His partner's hand lies face down and takes no part (law 101). */
  readonly lone: Seat | null;
  /** The dealer's discard, placed under the pack (law 86), once made. */
  readonly discard: Card | null;
  /** The trick in progress (empty between tricks). */
  readonly trick: readonly TrickPlay[];
  readonly tricks: readonly CompletedTrick[];
  readonly won: BySide<number>;
  /** Whose card is due, or null outside play. */
  readonly toPlay: Seat | null;
};

/** The state after the deal and the turning of the trump card: the eldest hand speaks first. */
export function startEuchreHand(deal: EuchreDeal): EuchreHandState {
  return {
    pack: deal.pack,
    dealer: deal.dealer,
    upcard: deal.upcard,
    upcardPlace: 'turned',
    hands: deal.hands,
    phase: 'first-round',
    calls: [],
    toCall: eldestHand(deal.dealer),
    passed: [],
    trump: null,
    maker: null,
    making: null,
    lone: null,
    discard: null,
    trick: [],
    tricks: [],
    won: { NS: 0, EW: 0 },
    toPlay: null,
  };
}

/** The makers' side (who ordered up, assisted, adopted or made the trump), or null. */
export function makersOf(state: EuchreHandState): Side | null {
  return state.maker === null ? null : SIDE_OF[state.maker];
}

/** The seat whose hand lies face down while his partner plays alone, or null. */
export function sittingOut(state: EuchreHandState): Seat | null {
  return state.lone === null ? null : PARTNER[state.lone];
}

/** Whether `seat` takes part in the play (every seat but the lone player's partner). */
export function isActive(state: EuchreHandState, seat: Seat): boolean {
  return sittingOut(state) !== seat;
}

/** The next seat to the left that takes part in the play. */
export function nextActive(state: EuchreHandState, seat: Seat): Seat {
  const next = seatAfter(seat, 1);
  return isActive(state, next) ? next : seatAfter(seat, 2);
}

/** Cards to a trick: four, or three when a lone hand is played. */
export function cardsPerTrick(state: EuchreHandState): number {
  return state.lone === null ? 4 : 3;
}

/** The first leader: the eldest hand, or the next player if the eldest sits out (law 89). */
export function firstLeader(state: EuchreHandState): Seat {
  const eldest = eldestHand(state.dealer);
  return isActive(state, eldest) ? eldest : nextActive(state, eldest);
}

/** Whether the dealer holds the trump card on the pack (made trump and not yet played). */
export function dealerHasUpcard(state: EuchreHandState): boolean {
  return state.upcardPlace === 'taken-up';
}

/** The cards `seat` may play from: his hand, and for the dealer the trump card on the pack. */
export function playableCards(state: EuchreHandState, seat: Seat): CardSet {
  const hand = state.hands[seat];
  if (seat !== state.dealer || !dealerHasUpcard(state)) return hand;
  return add(hand, state.upcard);
}

/** Whether no card has yet been led (law 99: a lone hand cannot be taken "after a lead has been made"). */
export function noLeadYet(state: EuchreHandState): boolean {
  return state.tricks.length === 0 && state.trick.length === 0;
}

/**
 * The phase once the trump is made or the lone hand changes: the dealer discards if the trump
 * card was taken up, he takes part in the play and has not yet discarded; otherwise play.
 */
export function phaseAfterMaking(state: EuchreHandState): EuchreHandState {
  const discardDue =
    state.upcardPlace === 'taken-up' && state.discard === null && isActive(state, state.dealer);
  if (discardDue) return { ...state, phase: 'discard', toCall: null, toPlay: null };
  if (!noLeadYet(state)) return { ...state, phase: 'play', toCall: null };
  return { ...state, phase: 'play', toCall: null, toPlay: firstLeader(state) };
}
