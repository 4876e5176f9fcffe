/** Test helpers for auction bridge: deals with chosen cards in chosen hands. */
import { ALL_CARDS, type Card, type Suit, suitOf } from '../../../src/core/card.js';
import { fromCards } from '../../../src/core/card-set.js';
import type { Deal } from '../../../src/core/deal.js';
import { invariant } from '../../../src/core/result.js';
import { bySeat, SEATS, type Seat } from '../../../src/core/seat.js';

/**
 * A full deal in which each card of `fixed` is in the hand named, each `voids` hand holds no card
 * of its suit, and the other cards are dealt round from North.
 */
export function dealWith(
  fixed: Readonly<Partial<Record<Card, Seat>>>,
  voids: readonly { readonly seat: Seat; readonly suit: Suit }[] = [],
): Deal {
  const held: Record<Seat, Card[]> = { N: [], E: [], S: [], W: [] };
  for (const [card, seat] of Object.entries(fixed) as [Card, Seat][]) held[seat].push(card);
  const isVoid = (seat: Seat, card: Card) => voids.some((v) => v.seat === seat && v.suit === suitOf(card));
  const rest = ALL_CARDS.filter((c) => fixed[c] === undefined);
  // Cards of a voided suit first, so that they still find a hand with room.
  const voidSuits = new Set(voids.map((v) => v.suit));
  rest.sort((a, b) => Number(voidSuits.has(suitOf(b))) - Number(voidSuits.has(suitOf(a))));
  // Dealt round the table one at a time, so that no hand is void by accident.
  let next = 0;
  for (const card of rest) {
    const seats = [0, 1, 2, 3].map((k) => SEATS[(next + k) % 4] as Seat);
    const seat = seats.find((s) => held[s].length < 13 && !isVoid(s, card));
    invariant(seat !== undefined, `no hand can take ${card}`);
    held[seat].push(card);
    next = (SEATS.indexOf(seat) + 1) % 4;
  }
  for (const s of SEATS) invariant(held[s].length === 13, `${s} has ${held[s].length} cards`);
  return { hands: bySeat((s) => fromCards(held[s])) };
}
