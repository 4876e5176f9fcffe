/**
 * Euchre's pack and the order of its cards (Somerset Club, 1888; "Technical terms"): a pack of
 * thirty-two cards (A K Q J 10 9 8 7, as the book's cases play it) or, as an option, twenty-four
 * (A K Q J 10 9). The "Right Bower" is the "knave of the trump suit, which is the highest card";
 * the "Left Bower" the "knave of the same color as the trump suit, which is the second best
 * card" — a trump, so it follows trumps and does not follow its own printed suit.
 *
 * The order is a `TrickOrder` (src/games/trick.ts), so following suit and winning a trick are the
 * shared trick logic; nothing of it is repeated here. Pure; throws nothing.
 */
import { type BySuit, type Card, rankIndex, rankOf, type Suit, suitOf } from '../../core/card.js';
import type { CardSet } from '../../core/card-set.js';
import type { DealRules } from '../../core/deal.js';
import { PACK_CARDS, packSize } from '../../core/deck.js';
import type { TrickOrder } from '../trick.js';

export const EUCHRE_PACKS = ['32', '24'] as const;
/** The pack: thirty-two cards (the code's) or twenty-four (an option). */
export type EuchrePack = (typeof EUCHRE_PACKS)[number];

/** Five cards to each player (law 42 I). */
export const HAND_SIZE = 5;
/** The four hands and the card turned: the trump card is the twenty-first card of the pack. */
export const CARDS_DEALT = 4 * HAND_SIZE + 1;
/** Tricks in a hand. */
export const TRICKS = 5;

export function isEuchrePack(text: string): text is EuchrePack {
  return text === '32' || text === '24';
}

/** The cards of a euchre pack. */
export function packCards(pack: EuchrePack): CardSet {
  return PACK_CARDS[pack];
}

/** Cards that stay in the pack, undealt, under the trump card. */
export function undealtCount(pack: EuchrePack): number {
  return packSize(pack) - CARDS_DEALT;
}

/** Deal rules for `validateDeal`: five cards a hand from the pack; the rest is not dealt. */
export function euchreDealRules(pack: EuchrePack = '32'): DealRules {
  return { pack, handSize: HAND_SIZE, complete: false };
}

/** The suit of the same colour: clubs and spades, diamonds and hearts. */
export const SAME_COLOUR: BySuit<Suit> = { C: 'S', S: 'C', D: 'H', H: 'D' };

/** The right bower: the knave of the trump suit. */
export function rightBower(trump: Suit): Card {
  return `${trump}J`;
}

/** The left bower: the knave of the other suit of the trump suit's colour. */
export function leftBower(trump: Suit): Card {
  return `${SAME_COLOUR[trump]}J`;
}

export function isRightBower(card: Card, trump: Suit): boolean {
  return card === rightBower(trump);
}

export function isLeftBower(card: Card, trump: Suit): boolean {
  return card === leftBower(trump);
}

/** Whether a card is a trump: a card of the trump suit, or the left bower. */
export function isTrump(card: Card, trump: Suit): boolean {
  return suitOf(card) === trump || isLeftBower(card, trump);
}

/** Strength of the right bower, above every natural rank (the ace is rank index 12). */
export const RIGHT_BOWER_STRENGTH = 14;
/** Strength of the left bower: second only to the right bower. */
export const LEFT_BOWER_STRENGTH = 13;

function makeOrder(trump: Suit): TrickOrder {
  const right = rightBower(trump);
  const left = leftBower(trump);
  return {
    trump,
    effectiveSuit: (card) => (card === left ? trump : suitOf(card)),
    strength: (card) =>
      card === right ? RIGHT_BOWER_STRENGTH : card === left ? LEFT_BOWER_STRENGTH : rankIndex(rankOf(card)),
  };
}

const ORDERS: BySuit<TrickOrder> = {
  C: makeOrder('C'),
  D: makeOrder('D'),
  H: makeOrder('H'),
  S: makeOrder('S'),
};

/**
 * The order of the cards under a trump suit: right bower, left bower, then A K Q 10 9 8 7 of
 * trumps; the other suits A K Q J 10 9 8 7, less the left bower in its printed suit.
 */
export function euchreOrder(trump: Suit): TrickOrder {
  return ORDERS[trump];
}

/** The effective suit of a card under a trump suit (the left bower is a trump). */
export function effectiveSuit(card: Card, trump: Suit): Suit {
  return ORDERS[trump].effectiveSuit(card);
}
