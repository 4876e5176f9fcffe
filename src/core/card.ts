/**
 * Suits, ranks and cards. On the wire a card is suit letter then rank (`SA`, `HT`, `D2`);
 * inside, a card is an index 0..51 = suit × 13 + rank index, with clubs 0 … spades 3 and
 * the two 0 … the ace 12, so that comparisons and bitsets are cheap.
 */
import { err, ok, type Result } from './result.js';

/** Suits in ascending bridge order. */
export const SUITS = ['C', 'D', 'H', 'S'] as const;
export type Suit = (typeof SUITS)[number];
export type BySuit<T> = { readonly [S in Suit]: T };
/** Suits in the order of a hand diagram and of PBN's deal syntax. */
export const SUITS_DESCENDING = ['S', 'H', 'D', 'C'] as const;
export type SuitIndex = 0 | 1 | 2 | 3;
export const SUIT_INDEX: BySuit<SuitIndex> = { C: 0, D: 1, H: 2, S: 3 };
export const SUIT_NAMES: BySuit<string> = { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades' };
export const SUIT_SYMBOLS: BySuit<string> = { C: '♣', D: '♦', H: '♥', S: '♠' };
export const SUIT_COLOUR: BySuit<'black' | 'red'> = { C: 'black', D: 'red', H: 'red', S: 'black' };

/** Ranks in ascending order; `T` is the ten. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
export type Rank = (typeof RANKS)[number];
export const RANK_NAMES: { readonly [R in Rank]: string } = {
  '2': 'two',
  '3': 'three',
  '4': 'four',
  '5': 'five',
  '6': 'six',
  '7': 'seven',
  '8': 'eight',
  '9': 'nine',
  T: 'ten',
  J: 'jack',
  Q: 'queen',
  K: 'king',
  A: 'ace',
};
/** Honours of bridge: the ace, king, queen, jack and ten. */
export const HONOURS: readonly Rank[] = ['A', 'K', 'Q', 'J', 'T'];

export type Card = `${Suit}${Rank}`;
/** A card as a compact number 0..51. */
export type CardIndex = number;

const RANK_INDEX = new Map<string, number>(RANKS.map((r, i) => [r, i]));

export function isSuit(text: string): text is Suit {
  return text === 'C' || text === 'D' || text === 'H' || text === 'S';
}

export function isRank(text: string): text is Rank {
  return RANK_INDEX.has(text);
}

export function rankIndex(rank: Rank): number {
  return RANK_INDEX.get(rank) as number;
}

export const ALL_CARDS: readonly Card[] = SUITS.flatMap((s) => RANKS.map((r): Card => `${s}${r}`));

export function cardIndex(card: Card): CardIndex {
  return SUIT_INDEX[card[0] as Suit] * 13 + rankIndex(card[1] as Rank);
}

export function cardAt(index: CardIndex): Card {
  const card = ALL_CARDS[index];
  if (card === undefined) throw new RangeError(`no card has index ${index}`);
  return card;
}

export function suitOf(card: Card): Suit {
  return card[0] as Suit;
}

export function rankOf(card: Card): Rank {
  return card[1] as Rank;
}

export function makeCard(suit: Suit, rank: Rank): Card {
  return `${suit}${rank}`;
}

export function isHonour(card: Card): boolean {
  return HONOURS.includes(rankOf(card));
}

export type CardParseError = { readonly kind: 'card-syntax'; readonly text: string; readonly column: number };

/**
 * Parses a card: suit then rank (`SA`, `HT`); `10` is accepted for the ten and letters in
 * either case. `column` is where the text began, for the error.
 */
export function parseCard(text: string, column = 1): Result<Card, CardParseError> {
  const t = text.trim().toUpperCase();
  const suit = t[0] ?? '';
  const rank = t.slice(1) === '10' ? 'T' : t.slice(1);
  if (isSuit(suit) && rank.length === 1 && isRank(rank)) return ok(makeCard(suit, rank));
  return err({ kind: 'card-syntax', text, column });
}

export function isCard(text: string): text is Card {
  return text.length === 2 && isSuit(text[0] as string) && isRank(text[1] as string);
}

/** Sorts cards as a hand diagram shows them: spades first, high to low. */
export function compareForDisplay(a: Card, b: Card): number {
  const sa = SUIT_INDEX[suitOf(a)];
  const sb = SUIT_INDEX[suitOf(b)];
  if (sa !== sb) return sb - sa;
  return rankIndex(rankOf(b)) - rankIndex(rankOf(a));
}
