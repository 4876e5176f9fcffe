import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Card } from '../../../src/core/card.js';
import { add, type CardSet, equals, fromCards, size, union } from '../../../src/core/card-set.js';
import { type Random, seededRandom } from '../../../src/core/random.js';
import { expectOk } from '../../../src/core/result.js';
import { PARTNER, SEATS, type Seat } from '../../../src/core/seat.js';
import {
  alone,
  callsDue,
  cardsPerTrick,
  declare,
  discard,
  discards,
  type EuchreHandState,
  type EuchrePack,
  KERNEL_RESULT,
  kernelHand,
  legalPlays,
  loneOption,
  packCards,
  playCard,
  randomEuchreDeal,
  randomHand,
  referenceHand,
  scoreHand,
  startEuchreHand,
  undealtCards,
} from '../../../src/games/euchre/index.js';

const hand = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  dealer: fc.constantFrom(...SEATS),
  pack: fc.constantFrom<EuchrePack>('32', '24'),
});

const pick = <T>(random: Random, options: readonly T[]): T =>
  options[Math.floor(random.next() * options.length)] as T;

/** A random legal hand through the public API, keeping every state. */
function randomStates(seed: number, dealer: Seat, pack: EuchrePack): EuchreHandState[] {
  const random = seededRandom(seed);
  let state = startEuchreHand(randomEuchreDeal(random, dealer, pack));
  const states = [state];
  const step = (next: EuchreHandState) => {
    state = next;
    states.push(next);
  };
  while (state.toCall !== null) step(expectOk(declare(state, state.toCall, pick(random, callsDue(state)))));
  const option = loneOption(state);
  if (option !== null && pick(random, [false, true]))
    step(expectOk(declare(state, option.seat, alone(option.suit))));
  if (state.phase === 'discard') step(expectOk(discard(state, state.dealer, pick(random, discards(state)))));
  while (state.phase === 'play')
    step(expectOk(playCard(state, state.toPlay as Seat, pick(random, legalPlays(state)))));
  return states;
}

/** Every card of the pack, found once: in tricks, hands, on the pack, discarded or undealt. */
function accountedFor(state: EuchreHandState, undealt: CardSet): { cards: CardSet; count: number } {
  const played: Card[] = [...state.tricks.flatMap((t) => t.plays), ...state.trick].map((p) => p.card);
  let cards = fromCards(played);
  let count = played.length;
  for (const seat of SEATS) {
    cards = union(cards, state.hands[seat]);
    count += size(state.hands[seat]);
  }
  if (state.upcardPlace !== 'played') {
    cards = add(cards, state.upcard);
    count++;
  }
  if (state.discard !== null) {
    cards = add(cards, state.discard);
    count++;
  }
  return { cards: union(cards, undealt), count: count + size(undealt) };
}

describe('Random legal hands (fast-check)', () => {
  test('a made hand plays five tricks of four cards (three alone); a passed hand none', () => {
    fc.assert(
      fc.property(hand, ({ seed, dealer, pack }) => {
        const states = randomStates(seed, dealer, pack);
        const last = states.at(-1) as EuchreHandState;
        expect(['complete', 'passed']).toContain(last.phase);
        if (last.phase === 'passed') {
          expect(last.tricks).toHaveLength(0);
          expect(last.calls).toHaveLength(8);
          return;
        }
        expect(last.tricks).toHaveLength(5);
        for (const t of last.tricks) expect(t.plays).toHaveLength(cardsPerTrick(last));
        expect(last.won.NS + last.won.EW).toBe(5);
        const idle = last.lone === null ? null : PARTNER[last.lone];
        for (const t of last.tricks) expect(t.plays.some((p) => p.seat === idle)).toBe(false);
      }),
      { numRuns: 120 },
    );
  });

  test('every card of the pack is accounted for once, at every step', () => {
    fc.assert(
      fc.property(hand, ({ seed, dealer, pack }) => {
        const states = randomStates(seed, dealer, pack);
        const undealt = undealtCards(randomEuchreDeal(seededRandom(seed), dealer, pack));
        for (const state of states) {
          const { cards, count } = accountedFor(state, undealt);
          expect(count).toBe(pack === '32' ? 32 : 24);
          expect(equals(cards, packCards(pack))).toBe(true);
        }
      }),
      { numRuns: 100 },
    );
  });

  test('the points agree with the tricks (laws 2 and 3)', () => {
    fc.assert(
      fc.property(hand, ({ seed, dealer, pack }) => {
        const last = randomStates(seed, dealer, pack).at(-1) as EuchreHandState;
        const score = scoreHand(last);
        if (last.phase === 'passed') {
          expect(score).toBeNull();
          return;
        }
        expect(score).not.toBeNull();
        if (score === null) return;
        const makersTricks = last.won[score.makers];
        const lone = last.lone !== null;
        const expected = makersTricks === 5 ? (lone ? 4 : 2) : makersTricks >= 3 ? 1 : lone ? 4 : 2;
        expect(score.points).toBe(expected);
        expect(score.side === score.makers).toBe(makersTricks >= 3);
        expect(score.score.NS + score.score.EW).toBe(expected);
      }),
      { numRuns: 120 },
    );
  });

  test('the kernel plays the same hand as the public API, choice for choice', () => {
    fc.assert(
      fc.property(hand, ({ seed, dealer, pack }) => {
        const kernel = randomHand(seededRandom(seed), dealer, pack);
        const reference = referenceHand(seededRandom(seed), dealer, pack);
        expect(kernel).toEqual(reference);
      }),
      { numRuns: 300 },
    );
  });

  test('the kernel and the reference use the same random numbers, hand after hand', () => {
    const a = seededRandom(99);
    const b = seededRandom(99);
    let lone = 0;
    let passed = 0;
    for (let i = 0; i < 300; i++) {
      const dealer = SEATS[i % 4] as Seat;
      const k = randomHand(a, dealer);
      const r = referenceHand(b, dealer);
      expect(k).toEqual(r);
      if (k.lone !== null) lone++;
      if (k.passed) passed++;
    }
    expect(lone).toBeGreaterThan(0);
    expect(passed).toBeLessThan(30);
    const signed = kernelHand(seededRandom(5), 0);
    expect(signed).toBe((KERNEL_RESULT[6] as number) - (KERNEL_RESULT[7] as number));
  });
});
