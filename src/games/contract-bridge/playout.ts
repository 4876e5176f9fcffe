/**
 * A fast kernel of legal bridge play for simulations (random playouts, Monte Carlo sampling).
 *
 * Internal and mutable by design: hands are sixteen 13-bit suit masks in a `Uint16Array`
 * (index seat × 4 + suit, seats N E S W = 0 1 2 3, suits C D H S = 0 1 2 3), the legal-move
 * generator writes masks into a caller's buffer, a random legal card is drawn with a popcount
 * table and an nth-set-bit table (`../suit-masks.ts`), and the trick winner is kept by comparing
 * (suit, rank) as each card falls. Nothing is allocated inside a playout.
 *
 * It agrees with `play.ts` exactly: the legal cards are the same, and a random choice `u` in
 * [0, 1) picks the same card — the ⌊u·n⌋-th of the n legal cards in the order of `legalPlays`
 * (spades first, high to low). `referencePlayout` is that same playout written over the public
 * API, the yardstick the benchmark and the tests hold the kernel to.
 *
 * Throws only on a broken invariant (a position whose hand in turn holds no card).
 */
import { rankIndex, rankOf, SUIT_INDEX, suitOf } from '../../core/card.js';
import { type CardSet, size } from '../../core/card-set.js';
import type { Deal } from '../../core/deal.js';
import type { Random } from '../../core/random.js';
import { expectOk, invariant } from '../../core/result.js';
import { SEAT_INDEX, SEATS, type Seat, SIDE_OF } from '../../core/seat.js';
import { drawNth, NTH_HIGHEST, POPCOUNT } from '../suit-masks.js';
import type { Contract } from './call.js';
import { isPlayComplete, legalPlays, type PlayState, playCard, startPlay } from './play.js';

/** No trump, as a suit number that no card has. */
export const NO_TRUMP = 4;

/** Scratch hands of `randomPlayout` (a playout never re-enters itself). */
const SCRATCH = new Uint16Array(16);

/** The mutable state of a hand being played, for stepping and for checks. */
export type PlayoutKernel = {
  /** Suit masks, index seat × 4 + suit. */
  readonly hands: Uint16Array;
  /** Trump suit 0..3, or `NO_TRUMP`. */
  trump: number;
  /** Declarer's seat index. */
  declarer: number;
  /** Seat index to play, or -1 when play is complete. */
  toPlay: number;
  /** Cards played to the trick in progress (0..3). */
  played: number;
  /** Suit led to the trick in progress (meaningless when `played` is 0). */
  led: number;
  /** The card winning the trick so far and its seat. */
  winSuit: number;
  winRank: number;
  winner: number;
  /** Tricks quitted, tricks to play in all, tricks won by declarer's side. */
  tricks: number;
  totalTricks: number;
  declarerTricks: number;
};

/** Loads a `PlayState` (at any point, even mid-trick) into a kernel. */
export function kernelOf(state: PlayState): PlayoutKernel {
  const hands = new Uint16Array(16);
  for (const seat of SEATS) {
    const h = state.hands[seat];
    const base = SEAT_INDEX[seat] * 4;
    hands[base] = h[0];
    hands[base + 1] = h[1];
    hands[base + 2] = h[2];
    hands[base + 3] = h[3];
  }
  const kernel: PlayoutKernel = {
    hands,
    trump: state.trump === null ? NO_TRUMP : SUIT_INDEX[state.trump],
    declarer: SEAT_INDEX[state.contract.declarer],
    toPlay: state.toPlay === null ? -1 : SEAT_INDEX[state.toPlay],
    played: 0,
    led: 0,
    winSuit: 0,
    winRank: 0,
    winner: 0,
    tricks: state.tricks.length,
    totalTricks: state.totalTricks,
    declarerTricks: state.won[SIDE_OF[state.contract.declarer]],
  };
  for (const { seat, card } of state.trick)
    noteCard(kernel, SEAT_INDEX[seat], SUIT_INDEX[suitOf(card)], rankIndex(rankOf(card)));
  return kernel;
}

/** Records a card already removed from its hand in the trick in progress. */
function noteCard(k: PlayoutKernel, seat: number, suit: number, rank: number): void {
  if (k.played === 0) {
    k.led = suit;
    k.winSuit = suit;
    k.winRank = rank;
    k.winner = seat;
  } else if (suit === k.winSuit ? rank > k.winRank : suit === k.trump) {
    k.winSuit = suit;
    k.winRank = rank;
    k.winner = seat;
  }
  k.played++;
}

/**
 * The legal cards of the hand in turn as four suit masks written into `out` (index = suit);
 * returns how many cards that is (0 when play is complete). Allocates nothing.
 */
export function legalMasks(k: PlayoutKernel, out: Uint16Array): number {
  const seat = k.toPlay;
  if (seat < 0) {
    out[0] = out[1] = out[2] = out[3] = 0;
    return 0;
  }
  const h = k.hands;
  const base = seat << 2;
  if (k.played > 0) {
    const follow = h[base + k.led] as number;
    if (follow !== 0) {
      out[0] = out[1] = out[2] = out[3] = 0;
      out[k.led] = follow;
      return POPCOUNT[follow] as number;
    }
  }
  const c = h[base] as number;
  const d = h[base + 1] as number;
  const hh = h[base + 2] as number;
  const s = h[base + 3] as number;
  out[0] = c;
  out[1] = d;
  out[2] = hh;
  out[3] = s;
  return (
    (POPCOUNT[c] as number) + (POPCOUNT[d] as number) + (POPCOUNT[hh] as number) + (POPCOUNT[s] as number)
  );
}

/**
 * The `n`-th card (0-based) of four suit masks in the order of `legalPlays` — spades first,
 * high to low — as a card index suit × 13 + rank; -1 when there are not that many cards.
 */
export function nthCard(masks: Uint16Array, n: number): number {
  for (let suit = 3; suit >= 0; suit--) {
    const m = masks[suit] as number;
    const count = POPCOUNT[m] as number;
    if (n < count) return suit * 13 + (NTH_HIGHEST[(m << 4) | n] as number);
    n -= count;
  }
  return -1;
}

/** Plays the card `suit`, `rank` for the hand in turn. Unchecked: the card must be legal. */
export function kernelPlay(k: PlayoutKernel, suit: number, rank: number): void {
  const seat = k.toPlay;
  invariant(seat >= 0, 'kernelPlay after the end of play');
  const slot = (seat << 2) + suit;
  k.hands[slot] = (k.hands[slot] as number) ^ (1 << rank);
  noteCard(k, seat, suit, rank);
  if (k.played < 4) {
    k.toPlay = (seat + 1) & 3;
    return;
  }
  k.played = 0;
  k.tricks++;
  if ((k.winner & 1) === (k.declarer & 1)) k.declarerTricks++;
  k.toPlay = k.tricks >= k.totalTricks ? -1 : k.winner;
}

/**
 * Plays a deal out from the opening lead with random legal cards: each card is the ⌊u·n⌋-th of
 * the n legal cards (order of `legalPlays`) for a fresh `u = random.next()`. Returns declarer's
 * tricks.
 */
export function randomPlayout(deal: Deal, contract: Contract, random: Random): { declarerTricks: number } {
  return { declarerTricks: randomPlayoutTricks(deal.hands, contract, random) };
}

/** `randomPlayout` without the result object: declarer's tricks as a number. */
export function randomPlayoutTricks(hands: Deal['hands'], contract: Contract, random: Random): number {
  const h = SCRATCH;
  loadHands(h, hands);
  const declarer = SEAT_INDEX[contract.declarer];
  const trump = contract.strain === 'NT' ? NO_TRUMP : SUIT_INDEX[contract.strain];
  const totalTricks = size(hands.N);
  const declaringSide = declarer & 1;
  let leader = (declarer + 1) & 3;
  let won = 0;
  for (let t = 0; t < totalTricks; t++) {
    // The lead: any card of the leader's hand.
    const lead = drawNth(h, leader << 2, random.next());
    const led = lead >> 4;
    let winRank = lead & 15;
    let winSuit = led;
    let winner = leader;
    const leadSlot = (leader << 2) + led;
    h[leadSlot] = (h[leadSlot] as number) ^ (1 << winRank);
    let seat = leader;
    for (let i = 1; i < 4; i++) {
      seat = (seat + 1) & 3;
      const slot = (seat << 2) + led;
      const follow = h[slot] as number;
      let suit: number;
      let rank: number;
      if (follow !== 0) {
        suit = led;
        rank = NTH_HIGHEST[(follow << 4) | ((random.next() * (POPCOUNT[follow] as number)) | 0)] as number;
        h[slot] = follow ^ (1 << rank);
      } else {
        const card = drawNth(h, seat << 2, random.next());
        suit = card >> 4;
        rank = card & 15;
        const from = (seat << 2) + suit;
        h[from] = (h[from] as number) ^ (1 << rank);
      }
      if (suit === winSuit ? rank > winRank : suit === trump) {
        winSuit = suit;
        winRank = rank;
        winner = seat;
      }
    }
    if ((winner & 1) === declaringSide) won++;
    leader = winner;
  }
  return won;
}

function loadHands(h: Uint16Array, hands: Deal['hands']): void {
  loadHand(h, 0, hands.N);
  loadHand(h, 4, hands.E);
  loadHand(h, 8, hands.S);
  loadHand(h, 12, hands.W);
}

function loadHand(h: Uint16Array, base: number, hand: CardSet): void {
  h[base] = hand[0];
  h[base + 1] = hand[1];
  h[base + 2] = hand[2];
  h[base + 3] = hand[3];
}

/**
 * The same random playout written plainly over the public API of `play.ts` (`legalPlays`,
 * `playCard`): the reference the kernel must agree with and is measured against.
 */
export function referencePlayout(deal: Deal, contract: Contract, random: Random): { declarerTricks: number } {
  let state = startPlay(deal, contract);
  while (!isPlayComplete(state)) {
    const cards = legalPlays(state);
    const card = cards[Math.floor(random.next() * cards.length)];
    const seat: Seat | null = state.toPlay;
    invariant(card !== undefined && seat !== null, 'a hand in turn with no legal card');
    state = expectOk(playCard(state, seat, card));
  }
  return { declarerTricks: state.won[SIDE_OF[contract.declarer]] };
}
