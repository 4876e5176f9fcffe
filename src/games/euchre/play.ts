/**
 * The dealer's discard (laws 86, 88) and the play of the hand: "the eldest hand" leads (or, when
 * he sits out for his partner's lone hand, the next player, as law 89 supposes); each in turn
 * follows suit by the effective suit — the left bower follows trumps (pack-and-bowers.ts); the
 * highest trump, else the highest card of the suit led, wins, and the winner leads to the next
 * trick. A lone hand's partner takes no part (law 101): tricks then have three cards. The dealer
 * plays the trump card, once taken up, from the pack where it lies face up (law 91).
 *
 * A discard or card that breaks the mechanics is refused with a reason (`PlayError`) and changes
 * nothing; irregular acts are the table layer's and the rulebook's. Pure; throws nothing.
 */
import type { Card, Suit } from '../../core/card.js';
import { type CardSet, has, remove, toCards } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import type { BySeat, Seat } from '../../core/seat.js';
import { type CardRefusal, legalCards, quitTrick, refuseCard, type TrickPlay } from '../trick.js';
import {
  cardsPerTrick,
  type EuchreHandState,
  isActive,
  nextActive,
  phaseAfterMaking,
  playableCards,
} from './hand.js';
import { euchreOrder, TRICKS } from './pack-and-bowers.js';

export type PlayError =
  | { readonly kind: 'no-discard-due'; readonly seat: Seat; readonly phase: EuchreHandState['phase'] }
  | { readonly kind: 'not-the-dealer'; readonly seat: Seat; readonly dealer: Seat }
  /** Law 88: "The trump card cannot be discarded." */
  | {
      readonly kind: 'trump-card-not-discarded';
      readonly seat: Seat;
      readonly card: Card;
      readonly laws: readonly string[];
    }
  | {
      readonly kind: 'discard-due';
      readonly seat: Seat;
      readonly dealer: Seat;
      readonly laws: readonly string[];
    }
  | { readonly kind: 'not-playing'; readonly seat: Seat; readonly phase: EuchreHandState['phase'] }
  /** Law 101: the lone player's partner lays his cards face down and takes no part. */
  | { readonly kind: 'sits-out'; readonly seat: Seat; readonly lone: Seat; readonly laws: readonly string[] }
  | CardRefusal;

/**
 * The dealer discards a card from his hand (86): not the trump card (88). The discard is placed
 * under the pack and quitted; then play begins.
 */
export function discard(state: EuchreHandState, seat: Seat, card: Card): Result<EuchreHandState, PlayError> {
  if (state.phase !== 'discard') return err({ kind: 'no-discard-due', seat, phase: state.phase });
  if (seat !== state.dealer) return err({ kind: 'not-the-dealer', seat, dealer: state.dealer });
  if (card === state.upcard) return err({ kind: 'trump-card-not-discarded', seat, card, laws: ['Law 88'] });
  if (!has(state.hands[seat], card)) return err({ kind: 'card-not-in-hand', seat, card, trick: 1 });
  const hands: BySeat<CardSet> = { ...state.hands, [seat]: remove(state.hands[seat], card) };
  return ok(phaseAfterMaking({ ...state, hands, discard: card }));
}

/** The cards the dealer may discard: any card of his hand (never the trump card on the pack). */
export function discards(state: EuchreHandState): Card[] {
  return state.phase === 'discard' ? toCards(state.hands[state.dealer]) : [];
}

/** The 1-based number of the trick in progress (or the next to be led). */
export function trickNumber(state: EuchreHandState): number {
  return state.tricks.length + 1;
}

/** The effective suit led to the trick in progress, or null when a lead is due. */
export function ledSuit(state: EuchreHandState): Suit | null {
  const lead = state.trick[0];
  if (lead === undefined || state.trump === null) return null;
  return euchreOrder(state.trump).effectiveSuit(lead.card);
}

/**
 * The cards the player in turn may play, spades first and high to low by printed rank (the
 * order of `toCards`): any card to a lead, else the effective suit led if he holds one.
 */
export function legalPlays(state: EuchreHandState): Card[] {
  const seat = state.toPlay;
  if (seat === null || state.trump === null || state.phase !== 'play') return [];
  return legalCards(playableCards(state, seat), ledSuit(state), euchreOrder(state.trump));
}

/** Whether `seat` may play `card` now, and why not if he may not. */
export function checkPlay(state: EuchreHandState, seat: Seat, card: Card): Result<void, PlayError> {
  if (state.phase === 'discard')
    return err({ kind: 'discard-due', seat, dealer: state.dealer, laws: ['Law 86'] });
  const toPlay = state.toPlay;
  if (state.phase !== 'play' || toPlay === null || state.trump === null)
    return err({ kind: 'not-playing', seat, phase: state.phase });
  if (!isActive(state, seat) && state.lone !== null)
    return err({ kind: 'sits-out', seat, lone: state.lone, laws: ['Law 101'] });
  const led = ledSuit(state);
  const refusal = refuseCard(
    seat,
    card,
    toPlay,
    playableCards(state, seat),
    led,
    euchreOrder(state.trump),
    trickNumber(state),
  );
  return refusal === null ? ok(undefined) : err(refusal);
}

/**
 * `seat` plays `card`. The last card of a trick (the fourth, or the third in a lone hand) quits
 * it: its winner scores it for his side and leads to the next; after five tricks the hand is
 * complete.
 */
export function playCard(state: EuchreHandState, seat: Seat, card: Card): Result<EuchreHandState, PlayError> {
  const checked = checkPlay(state, seat, card);
  if (!checked.ok) return checked;
  const fromPack = seat === state.dealer && card === state.upcard && state.upcardPlace === 'taken-up';
  const hands: BySeat<CardSet> = fromPack
    ? state.hands
    : { ...state.hands, [seat]: remove(state.hands[seat], card) };
  const upcardPlace = fromPack ? 'played' : state.upcardPlace;
  const trick: TrickPlay[] = [...state.trick, { seat, card }];
  if (trick.length < cardsPerTrick(state))
    return ok({ ...state, hands, upcardPlace, trick, toPlay: nextActive(state, seat) });
  const { completed, won } = quitTrick(trick, euchreOrder(state.trump as Suit), state.won);
  const tricks = [...state.tricks, completed];
  const winner = completed.winner;
  const done = tricks.length >= TRICKS;
  return ok({
    ...state,
    hands,
    upcardPlace,
    trick: [],
    tricks,
    won,
    toPlay: done ? null : winner,
    phase: done ? 'complete' : 'play',
  });
}

/** Plays a sequence of cards, each by the player in turn; stops at the first refusal. */
export function playCards(
  state: EuchreHandState,
  cards: readonly Card[],
): Result<EuchreHandState, PlayError> {
  let current = state;
  for (const card of cards) {
    const seat = current.toPlay;
    if (seat === null) return err({ kind: 'not-playing', seat: current.dealer, phase: current.phase });
    const next = playCard(current, seat, card);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}
