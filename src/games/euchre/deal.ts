/**
 * The deal of a euchre hand (laws 28, 42, 91): the dealer gives "two cards to each player in
 * turn in the first round of the deal, and three in the second, or vice versa", beginning on his
 * left (the right of dealing goes to the left, law 28), and turns the next card — the
 * twenty-first — as the trump card, left face up on the pack (law 91). The rest of the pack is
 * not dealt.
 *
 * `EuchreDeal` is the validated value a hand starts from; `validateEuchreDeal` lists every defect
 * of a setup (hand sizes, duplicates, cards not in the pack, a trump card also in a hand).
 * Pure; throws only on a broken invariant (a shuffled pack that does not deal).
 */
import type { Card } from '../../core/card.js';
import { type CardSet, EMPTY, fromCards, has, minus, remove, toCards, union } from '../../core/card-set.js';
import { type Deal, type DealDefect, validateDeal } from '../../core/deal.js';
import type { Random } from '../../core/random.js';
import { err, invariant, ok, type Result } from '../../core/result.js';
import { type BySeat, rotation, SEATS, type Seat, seatAfter } from '../../core/seat.js';
import { CARDS_DEALT, type EuchrePack, euchreDealRules, packCards } from './pack-and-bowers.js';

/** A deal ready to be played: the pack, the dealer, the five-card hands and the trump card turned. */
export type EuchreDeal = {
  readonly pack: EuchrePack;
  readonly dealer: Seat;
  readonly hands: BySeat<CardSet>;
  /** The trump card turned: the twenty-first card. */
  readonly upcard: Card;
};

/** Whether the dealer gives two cards a player first and then three, or three first and then two. */
export type DealPattern = '2-3' | '3-2';

export type EuchreDealDefect =
  | DealDefect
  | { readonly kind: 'upcard-not-in-pack'; readonly card: Card }
  | { readonly kind: 'upcard-in-hand'; readonly card: Card; readonly seat: Seat };

export type EuchreDealError = {
  readonly kind: 'deal-invalid';
  readonly defects: readonly EuchreDealDefect[];
};

/** The player on the dealer's left: the eldest hand, who speaks and leads first. */
export function eldestHand(dealer: Seat): Seat {
  return seatAfter(dealer, 1);
}

/** The next dealer: the deal goes to the left (law 28). */
export function nextDealer(dealer: Seat): Seat {
  return seatAfter(dealer, 1);
}

/** Checks hands and trump card against the pack; lists every defect. */
export function validateEuchreDeal(
  setup: { readonly dealer: Seat; readonly deal: Deal; readonly upcard: Card },
  pack: EuchrePack = '32',
): Result<EuchreDeal, EuchreDealError> {
  const hands = setup.deal.hands;
  const checked = validateDeal(
    {
      first: 'N',
      hands: { N: toCards(hands.N), E: toCards(hands.E), S: toCards(hands.S), W: toCards(hands.W) },
    },
    euchreDealRules(pack),
  );
  const defects: EuchreDealDefect[] = checked.ok ? [] : [...checked.error.defects];
  if (!has(packCards(pack), setup.upcard)) defects.push({ kind: 'upcard-not-in-pack', card: setup.upcard });
  for (const seat of SEATS)
    if (has(hands[seat], setup.upcard)) defects.push({ kind: 'upcard-in-hand', card: setup.upcard, seat });
  if (defects.length > 0) return err({ kind: 'deal-invalid', defects });
  return ok({ pack, dealer: setup.dealer, hands, upcard: setup.upcard });
}

/**
 * Deals from a pack in order (its first card the top one): `pattern` '2-3' gives two cards to
 * each player in turn from the dealer's left, then three; '3-2' the reverse (law 42 II). The next
 * card is turned as the trump card. The pack must hold at least twenty-one cards (a full euchre
 * pack always does); a shorter one is refused.
 */
export function dealFromPack(
  order: readonly Card[],
  dealer: Seat,
  pattern: DealPattern = '2-3',
  pack: EuchrePack = '32',
): Result<EuchreDeal, EuchreDealError | { readonly kind: 'pack-too-short'; readonly cards: number }> {
  if (order.length < CARDS_DEALT) return err({ kind: 'pack-too-short', cards: order.length });
  const seats = rotation(eldestHand(dealer));
  const rounds = pattern === '2-3' ? [2, 3] : [3, 2];
  const dealt: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  let next = 0;
  for (const count of rounds)
    for (const seat of seats)
      for (let i = 0; i < count; i++) {
        dealt[seat].push(order[next] as Card);
        next++;
      }
  const upcard = order[next] as Card;
  const deal: Deal = {
    hands: { N: fromCards(dealt.N), E: fromCards(dealt.E), S: fromCards(dealt.S), W: fromCards(dealt.W) },
  };
  return validateEuchreDeal({ dealer, deal, upcard }, pack);
}

/**
 * Shuffles as far as the deal needs: a Fisher–Yates pass over the first twenty-one places of the
 * pack (the cards dealt and the trump card), each place taking a card drawn from those not yet
 * placed; the rest of the pack keeps an arbitrary order. Uses 21 random numbers.
 */
export function shuffleForDeal(random: Random, pack: EuchrePack = '32'): Card[] {
  const cards = toCards(packCards(pack));
  const n = cards.length;
  for (let i = 0; i < CARDS_DEALT; i++) {
    const j = i + Math.floor(random.next() * (n - i));
    const t = cards[i] as Card;
    cards[i] = cards[j] as Card;
    cards[j] = t;
  }
  return cards;
}

/** A random deal by `dealer`: a shuffle (`shuffleForDeal`) dealt 2-3 or 3-2. */
export function randomEuchreDeal(
  random: Random,
  dealer: Seat,
  pack: EuchrePack = '32',
  pattern: DealPattern = '2-3',
): EuchreDeal {
  const dealt = dealFromPack(shuffleForDeal(random, pack), dealer, pattern, pack);
  invariant(dealt.ok, 'a shuffled euchre pack always deals');
  return dealt.value;
}

/** The cards of the pack that no hand holds and that are not the trump card. */
export function undealtCards(deal: EuchreDeal): CardSet {
  const held = SEATS.reduce((acc, seat) => union(acc, deal.hands[seat]), EMPTY);
  return remove(minus(packCards(deal.pack), held), deal.upcard);
}
