/**
 * Trick-taking, shared by every game: following suit and the winner of a trick, parameterised
 * by a `TrickOrder` — the effective suit of a card (euchre's left bower is a trump) and its
 * strength within that suit. Bridge and auction bridge use `naturalOrder(trump)`; euchre builds
 * its own order around the bowers.
 */
import { type Card, rankIndex, rankOf, type Suit, suitOf } from '../core/card.js';
import type { CardSet } from '../core/card-set.js';
import { has, toCards } from '../core/card-set.js';
import { type BySide, type Seat, SIDE_OF } from '../core/seat.js';

export type TrickOrder = {
  /** The trump suit, or null at no trump. */
  readonly trump: Suit | null;
  /** The suit a card counts as when following and winning. */
  effectiveSuit(card: Card): Suit;
  /** Strength within the effective suit: higher wins. */
  strength(card: Card): number;
};

export type TrickPlay = { readonly seat: Seat; readonly card: Card };

/** A finished trick: its plays in order (the first is the lead), who led it and who won it. */
export type CompletedTrick = {
  readonly leader: Seat;
  readonly plays: readonly TrickPlay[];
  readonly winner: Seat;
};

/** Why a card may not be played to the trick now. `trick` is the 1-based number of the trick. */
export type CardRefusal =
  | { readonly kind: 'not-your-turn'; readonly seat: Seat; readonly toPlay: Seat; readonly trick: number }
  | { readonly kind: 'card-not-in-hand'; readonly seat: Seat; readonly card: Card; readonly trick: number }
  | {
      readonly kind: 'must-follow-suit';
      readonly seat: Seat;
      readonly card: Card;
      readonly led: Suit;
      readonly trick: number;
    };

/** Bridge's order: a card is of its own suit, ranks A high to 2 low; `trump` or null. */
export function naturalOrder(trump: Suit | null): TrickOrder {
  return { trump, effectiveSuit: suitOf, strength: (card) => rankIndex(rankOf(card)) };
}

/** Whether `challenger` beats the card `best` currently winning the trick. */
export function beats(challenger: Card, best: Card, order: TrickOrder): boolean {
  const cs = order.effectiveSuit(challenger);
  const bs = order.effectiveSuit(best);
  if (cs === bs) return order.strength(challenger) > order.strength(best);
  if (order.trump !== null && cs === order.trump) return true;
  return false;
}

/** The play that wins a trick so far (the first play is the lead). Throws on an empty trick. */
export function winningPlay(plays: readonly TrickPlay[], order: TrickOrder): TrickPlay {
  const lead = plays[0];
  if (lead === undefined) throw new RangeError('a trick needs at least one card');
  let best = lead;
  for (let i = 1; i < plays.length; i++) {
    const p = plays[i] as TrickPlay;
    if (beats(p.card, best.card, order)) best = p;
  }
  return best;
}

/** The seat that wins (or is winning) a trick. */
export function trickWinner(plays: readonly TrickPlay[], order: TrickOrder): Seat {
  return winningPlay(plays, order).seat;
}

/** Cards of `hand` whose effective suit is `suit`. */
export function cardsOfSuit(hand: CardSet, suit: Suit, order: TrickOrder): Card[] {
  return toCards(hand).filter((c) => order.effectiveSuit(c) === suit);
}

/** Whether a hand holds a card of the suit led (so that it must follow). */
export function canFollow(hand: CardSet, led: Suit, order: TrickOrder): boolean {
  return toCards(hand).some((c) => order.effectiveSuit(c) === led);
}

/** The cards a hand may legally play: any card to a lead; otherwise the suit led if it has one. */
export function legalCards(hand: CardSet, led: Suit | null, order: TrickOrder): Card[] {
  const cards = toCards(hand);
  if (led === null) return cards;
  const follow = cards.filter((c) => order.effectiveSuit(c) === led);
  return follow.length > 0 ? follow : cards;
}

/** Whether playing `card` from `hand` to a trick led in `led` fails to follow suit (a revoke). */
export function failsToFollow(hand: CardSet, card: Card, led: Suit | null, order: TrickOrder): boolean {
  if (led === null || order.effectiveSuit(card) === led) return false;
  return canFollow(hand, led, order);
}

/**
 * Whether `seat` may play `card` from `hand` to trick number `trick`, `toPlay` being the hand in
 * turn and `led` the suit led (null to a lead): null when he may, else why not — not his turn,
 * not his card, or he fails to follow suit under `order` — in that order.
 */
export function refuseCard(
  seat: Seat,
  card: Card,
  toPlay: Seat,
  hand: CardSet,
  led: Suit | null,
  order: TrickOrder,
  trick: number,
): CardRefusal | null {
  if (seat !== toPlay) return { kind: 'not-your-turn', seat, toPlay, trick };
  if (!has(hand, card)) return { kind: 'card-not-in-hand', seat, card, trick };
  if (led !== null && failsToFollow(hand, card, led, order))
    return { kind: 'must-follow-suit', seat, card, led, trick };
  return null;
}

/**
 * Quits a trick whose last card has been played: the completed trick (its winner under
 * `order`) and the tricks each side has won with it counted in.
 */
export function quitTrick(
  plays: readonly TrickPlay[],
  order: TrickOrder,
  won: BySide<number>,
): { readonly completed: CompletedTrick; readonly won: BySide<number> } {
  const winner = trickWinner(plays, order);
  const leader = (plays[0] as TrickPlay).seat;
  const side = SIDE_OF[winner];
  return { completed: { leader, plays, winner }, won: { ...won, [side]: won[side] + 1 } };
}
