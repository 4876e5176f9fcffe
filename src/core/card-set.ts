/**
 * Immutable card sets as bitsets: four 13-bit suit masks (clubs, diamonds, hearts, spades),
 * bit r of a mask standing for rank index r (0 = two … 12 = ace). Plain readonly data; every
 * operation returns a new set. Hot loops may work on the masks directly.
 */
import {
  type Card,
  type CardIndex,
  cardAt,
  cardIndex,
  RANKS,
  type Rank,
  rankIndex,
  SUIT_INDEX,
  SUITS,
  SUITS_DESCENDING,
  type Suit,
} from './card.js';

export type CardSet = readonly [clubs: number, diamonds: number, hearts: number, spades: number];

export const EMPTY: CardSet = [0, 0, 0, 0];
export const FULL_SUIT = 0x1fff;
export const FULL_PACK: CardSet = [FULL_SUIT, FULL_SUIT, FULL_SUIT, FULL_SUIT];

/** Number of set bits in a 13-bit (or any 32-bit) mask. */
export function popcount(mask: number): number {
  let m = mask - ((mask >>> 1) & 0x55555555);
  m = (m & 0x33333333) + ((m >>> 2) & 0x33333333);
  return (((m + (m >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** Index of the highest set bit of a non-zero mask. */
export function highestBit(mask: number): number {
  return 31 - Math.clz32(mask);
}

/** Index of the lowest set bit of a non-zero mask. */
export function lowestBit(mask: number): number {
  return 31 - Math.clz32(mask & -mask);
}

export function fromCards(cards: Iterable<Card>): CardSet {
  const m = [0, 0, 0, 0];
  for (const card of cards) {
    const i = cardIndex(card);
    m[(i / 13) | 0]! |= 1 << (i % 13);
  }
  return [m[0]!, m[1]!, m[2]!, m[3]!];
}

export function fromIndices(indices: Iterable<CardIndex>): CardSet {
  const m = [0, 0, 0, 0];
  for (const i of indices) m[(i / 13) | 0]! |= 1 << (i % 13);
  return [m[0]!, m[1]!, m[2]!, m[3]!];
}

export function has(set: CardSet, card: Card): boolean {
  const i = cardIndex(card);
  return (set[(i / 13) | 0]! & (1 << (i % 13))) !== 0;
}

export function add(set: CardSet, card: Card): CardSet {
  const i = cardIndex(card);
  const s = ((i / 13) | 0) as 0 | 1 | 2 | 3;
  const m: [number, number, number, number] = [set[0], set[1], set[2], set[3]];
  m[s] |= 1 << (i % 13);
  return m;
}

export function remove(set: CardSet, card: Card): CardSet {
  const i = cardIndex(card);
  const s = ((i / 13) | 0) as 0 | 1 | 2 | 3;
  const m: [number, number, number, number] = [set[0], set[1], set[2], set[3]];
  m[s] &= ~(1 << (i % 13));
  return m;
}

export function union(a: CardSet, b: CardSet): CardSet {
  return [a[0] | b[0], a[1] | b[1], a[2] | b[2], a[3] | b[3]];
}

export function intersect(a: CardSet, b: CardSet): CardSet {
  return [a[0] & b[0], a[1] & b[1], a[2] & b[2], a[3] & b[3]];
}

export function minus(a: CardSet, b: CardSet): CardSet {
  return [a[0] & ~b[0], a[1] & ~b[1], a[2] & ~b[2], a[3] & ~b[3]];
}

export function size(set: CardSet): number {
  return popcount(set[0]) + popcount(set[1]) + popcount(set[2]) + popcount(set[3]);
}

export function isEmpty(set: CardSet): boolean {
  return (set[0] | set[1] | set[2] | set[3]) === 0;
}

export function equals(a: CardSet, b: CardSet): boolean {
  return a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3];
}

export function isSubset(a: CardSet, of: CardSet): boolean {
  return (a[0] & ~of[0]) === 0 && (a[1] & ~of[1]) === 0 && (a[2] & ~of[2]) === 0 && (a[3] & ~of[3]) === 0;
}

/** The 13-bit mask of one suit. */
export function suitMask(set: CardSet, suit: Suit): number {
  return set[SUIT_INDEX[suit]];
}

/** Only the cards of one suit. */
export function ofSuit(set: CardSet, suit: Suit): CardSet {
  const s = SUIT_INDEX[suit];
  return [s === 0 ? set[0] : 0, s === 1 ? set[1] : 0, s === 2 ? set[2] : 0, s === 3 ? set[3] : 0];
}

export function countSuit(set: CardSet, suit: Suit): number {
  return popcount(set[SUIT_INDEX[suit]]);
}

export function hasSuit(set: CardSet, suit: Suit): boolean {
  return set[SUIT_INDEX[suit]] !== 0;
}

/** The ranks held in one suit, high to low. */
export function ranksIn(set: CardSet, suit: Suit): Rank[] {
  const mask = set[SUIT_INDEX[suit]];
  const ranks: Rank[] = [];
  for (let r = 12; r >= 0; r--) if (mask & (1 << r)) ranks.push(RANKS[r] as Rank);
  return ranks;
}

/** The cards, spades first and high to low (the order of a hand diagram). */
export function toCards(set: CardSet): Card[] {
  const cards: Card[] = [];
  for (const suit of SUITS_DESCENDING) {
    const base = SUIT_INDEX[suit] * 13;
    const mask = set[SUIT_INDEX[suit]];
    for (let r = 12; r >= 0; r--) if (mask & (1 << r)) cards.push(cardAt(base + r));
  }
  return cards;
}

/** Card indices in ascending order. */
export function toIndices(set: CardSet): CardIndex[] {
  const out: CardIndex[] = [];
  for (let s = 0; s < 4; s++) {
    const mask = set[s]!;
    for (let r = 0; r < 13; r++) if (mask & (1 << r)) out.push(s * 13 + r);
  }
  return out;
}

export function highestOf(set: CardSet, suit: Suit): Card | undefined {
  const mask = set[SUIT_INDEX[suit]];
  return mask === 0 ? undefined : cardAt(SUIT_INDEX[suit] * 13 + highestBit(mask));
}

export function lowestOf(set: CardSet, suit: Suit): Card | undefined {
  const mask = set[SUIT_INDEX[suit]];
  return mask === 0 ? undefined : cardAt(SUIT_INDEX[suit] * 13 + lowestBit(mask));
}

/** A set holding only the given ranks of every suit (a pack of fewer than 52 cards). */
export function ofRanks(ranks: readonly Rank[]): CardSet {
  let mask = 0;
  for (const r of ranks) mask |= 1 << rankIndex(r);
  return [mask, mask, mask, mask];
}

export function suitsHeld(set: CardSet): Suit[] {
  return SUITS.filter((s) => set[SUIT_INDEX[s]] !== 0);
}
