import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, type Card, cardAt } from '../../../src/core/card.js';
import { EMPTY, fromCards, union } from '../../../src/core/card-set.js';
import { type Random, randomDeal, seededRandom } from '../../../src/core/random.js';
import { expectOk } from '../../../src/core/result.js';
import { LHO, SEATS, type Seat } from '../../../src/core/seat.js';
import { type Contract, STRAINS } from '../../../src/games/contract-bridge/call.js';
import {
  bridgeOrder,
  isPlayComplete,
  ledSuit,
  legalPlays,
  type PlayState,
  playCard,
  startPlay,
} from '../../../src/games/contract-bridge/play.js';
import {
  kernelOf,
  kernelPlay,
  legalMasks,
  nthCard,
  type PlayoutKernel,
  randomPlayout,
  randomPlayoutTricks,
  referencePlayout,
} from '../../../src/games/contract-bridge/playout.js';
import { failsToFollow } from '../../../src/games/trick.js';

/** A seed for the deal, a seed for the random choices, and a contract. */
const board = fc.record({
  dealSeed: fc.integer({ min: 0, max: 0xffffffff }),
  playSeed: fc.integer({ min: 0, max: 0xffffffff }),
  strain: fc.constantFrom(...STRAINS),
  declarer: fc.constantFrom(...SEATS),
});

const contractOf = (b: { strain: Contract['strain']; declarer: Seat }): Contract => ({
  level: 1,
  strain: b.strain,
  risk: '',
  declarer: b.declarer,
});

/** Plays one random legal card through the public API, as the kernel would choose it. */
function randomStep(state: PlayState, random: Random): PlayState {
  const cards = legalPlays(state);
  const card = cards[Math.floor(random.next() * cards.length)] as Card;
  return expectOk(playCard(state, state.toPlay as Seat, card));
}

/** The kernel's view of a position, for comparison. */
const snapshot = (k: PlayoutKernel) => ({
  hands: Array.from(k.hands),
  toPlay: k.toPlay,
  played: k.played,
  tricks: k.tricks,
  declarerTricks: k.declarerTricks,
  winner: k.played > 0 ? k.winner : -1,
});

const RUNS = { seed: 4242, numRuns: 60 };

describe('random legal play of whole deals', () => {
  test('13 tricks of four cards in rotation, the 52 cards each played once, 13 tricks between the sides', () => {
    fc.assert(
      fc.property(board, (b) => {
        const deal = randomDeal(seededRandom(b.dealSeed));
        const random = seededRandom(b.playSeed);
        let state = startPlay(deal, contractOf(b));
        while (!isPlayComplete(state)) {
          const seat = state.toPlay as Seat;
          const before = state.hands[seat];
          const led = ledSuit(state);
          state = randomStep(state, random);
          const lastPlay = state.trick.length > 0 ? state.trick.at(-1) : state.tricks.at(-1)?.plays.at(-1);
          const played = lastPlay?.card as Card;
          expect(lastPlay?.seat).toBe(seat);
          expect(failsToFollow(before, played, led, bridgeOrder(state.trump))).toBe(false);
        }
        expect(state.tricks).toHaveLength(13);
        expect(state.won.NS + state.won.EW).toBe(13);
        const cards = state.tricks.flatMap((t) => t.plays.map((p) => p.card));
        expect(new Set(cards).size).toBe(52);
        expect(fromCards(cards)).toEqual(fromCards(ALL_CARDS));
        expect(SEATS.reduce((acc, s) => union(acc, state.hands[s]), EMPTY)).toEqual(EMPTY);
        let leader = LHO[b.declarer];
        for (const trick of state.tricks) {
          expect(trick.leader).toBe(leader);
          expect(trick.plays.map((p) => p.seat)).toEqual([
            leader,
            LHO[leader],
            LHO[LHO[leader]],
            LHO[LHO[LHO[leader]]],
          ]);
          leader = trick.winner;
        }
      }),
      RUNS,
    );
  });
});

describe('the playout kernel agrees with play.ts', () => {
  test('the same random choices give the same tricks', () => {
    fc.assert(
      fc.property(board, (b) => {
        const deal = randomDeal(seededRandom(b.dealSeed));
        const contract = contractOf(b);
        const reference = referencePlayout(deal, contract, seededRandom(b.playSeed));
        expect(randomPlayout(deal, contract, seededRandom(b.playSeed))).toEqual(reference);
        expect(randomPlayoutTricks(deal.hands, contract, seededRandom(b.playSeed))).toBe(
          reference.declarerTricks,
        );
      }),
      { seed: 4243, numRuns: 200 },
    );
  });

  test('card by card: the same legal cards, in the same order, the same positions after each play', () => {
    const masks = new Uint16Array(4);
    fc.assert(
      fc.property(board, (b) => {
        const deal = randomDeal(seededRandom(b.dealSeed));
        const random = seededRandom(b.playSeed);
        let state = startPlay(deal, contractOf(b));
        const kernel = kernelOf(state);
        while (!isPlayComplete(state)) {
          const legal = legalPlays(state);
          const count = legalMasks(kernel, masks);
          expect(count).toBe(legal.length);
          expect(Array.from({ length: count }, (_, i) => cardAt(nthCard(masks, i)))).toEqual(legal);
          expect(nthCard(masks, count)).toBe(-1);
          const n = Math.floor(random.next() * count);
          const index = nthCard(masks, n);
          state = expectOk(playCard(state, state.toPlay as Seat, cardAt(index)));
          kernelPlay(kernel, Math.floor(index / 13), index % 13);
          expect(snapshot(kernel)).toEqual(snapshot(kernelOf(state)));
        }
        expect(legalMasks(kernel, masks)).toBe(0);
        expect(kernel.toPlay).toBe(-1);
      }),
      RUNS,
    );
  });

  test('legal moves agree in random positions loaded mid-trick', () => {
    const masks = new Uint16Array(4);
    fc.assert(
      fc.property(board, fc.integer({ min: 0, max: 51 }), (b, cardsPlayed) => {
        const random = seededRandom(b.playSeed);
        let state = startPlay(randomDeal(seededRandom(b.dealSeed)), contractOf(b));
        for (let i = 0; i < cardsPlayed; i++) state = randomStep(state, random);
        const kernel = kernelOf(state);
        const count = legalMasks(kernel, masks);
        const legal = legalPlays(state);
        expect(fromCards(Array.from({ length: count }, (_, i) => cardAt(nthCard(masks, i))))).toEqual(
          fromCards(legal),
        );
        expect(kernel.played).toBe(state.trick.length);
      }),
      RUNS,
    );
  });
});
