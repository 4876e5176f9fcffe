/**
 * Seeded randomness. Every random deal is reproducible from its seed, and the seed is always
 * reported. The generator is sfc32 (a small fast counter generator, public-domain design),
 * seeded from a 32-bit integer expanded by splitmix32.
 */
import { ALL_CARDS, type Card } from './card.js';
import { type CardSet, fromCards, toCards } from './card-set.js';
import type { Deal } from './deal.js';
import { PACK_CARDS, type PackName } from './deck.js';
import { bySeat, SEATS, type Seat } from './seat.js';

/** A random number source: returns floats in [0, 1). Mutable by nature; keep it local. */
export type Random = { readonly seed: number; next(): number };

function splitmix32(state: number): () => number {
  let s = state >>> 0;
  return () => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

/** A generator for a seed (any 32-bit unsigned integer). */
export function seededRandom(seed: number): Random {
  const init = splitmix32(seed);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  return {
    seed: seed >>> 0,
    next(): number {
      a |= 0;
      b |= 0;
      c |= 0;
      d |= 0;
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (c << 21) | (c >>> 11);
      c = (c + t) | 0;
      return (t >>> 0) / 4294967296;
    },
  };
}

/** A fresh seed when the user gave none (from the clock and Math.random); report it. */
export function freshSeed(): number {
  return (Date.now() ^ Math.floor(Math.random() * 0x100000000)) >>> 0;
}

/** A whole number in [0, n). */
export function randomInt(random: Random, n: number): number {
  return Math.floor(random.next() * n);
}

/** Fisher–Yates shuffle into a new array. */
export function shuffle<T>(random: Random, items: readonly T[]): T[] {
  const a = items.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = randomInt(random, i + 1);
    const t = a[i] as T;
    a[i] = a[j] as T;
    a[j] = t;
  }
  return a;
}

/** A random deal of `handSize` cards a hand from a pack (52 cards, 13 a hand by default). */
export function randomDeal(random: Random, pack: PackName = '52', handSize = 13): Deal {
  const cards = shuffle(random, toCards(PACK_CARDS[pack]));
  const hands = {} as Record<Seat, CardSet>;
  SEATS.forEach((seat, i) => {
    hands[seat] = fromCards(cards.slice(i * handSize, (i + 1) * handSize));
  });
  return { hands: bySeat((s) => hands[s]) };
}

/** The undealt rest of a shuffled pack is not part of a `Deal`; `randomDeal` leaves it out. */
export const FULL_DECK: readonly Card[] = ALL_CARDS;
