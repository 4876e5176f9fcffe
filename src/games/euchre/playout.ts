/**
 * Fast random euchre hands for simulations and the benchmark: a whole legal hand — the shuffle
 * and the deal 2-3, the making of the trump with random legal calls (a lone hand still open to
 * the maker's partner taken or not at random), the dealer's random discard, random legal play by
 * effective suit with the bowers, and the score of laws 2 and 3.
 *
 * The kernel is internal and mutable by design: the pack and the hands live in typed arrays
 * (hands as sixteen 13-bit masks, index seat × 4 + suit; seats N E S W = 0 1 2 3, suits C D H S
 * = 0 1 2 3), a card is suit × 16 + rank index, and nothing is allocated inside a hand.
 *
 * It agrees with the public API exactly. `referenceHand` plays the same hand plainly over it
 * (`randomEuchreDeal`, `callsDue`, `declare`, `loneOption`, `discards`, `discard`, `legalPlays`,
 * `playCard`, `scoreHand`) with the same stream of random numbers: each choice is the ⌊u·n⌋-th
 * of the n options in the order those functions list them. Tests hold the kernel to it.
 *
 * Throws only on a broken invariant.
 */
import { cardIndex, SUITS, type Suit } from '../../core/card.js';
import { toCards } from '../../core/card-set.js';
import type { Random } from '../../core/random.js';
import { expectOk, invariant } from '../../core/result.js';
import { type BySide, SEAT_INDEX, SEATS, type Seat } from '../../core/seat.js';
import { drawNth, POPCOUNT } from '../suit-masks.js';
import { alone } from './call.js';
import { randomEuchreDeal } from './deal.js';
import { startEuchreHand } from './hand.js';
import { callsDue, declare, loneOption } from './making.js';
import { CARDS_DEALT, type EuchrePack, packCards } from './pack-and-bowers.js';
import { discard, discards, legalPlays, playCard } from './play.js';
import { scoreHand } from './score.js';

/** The outcome of a random hand, as both the kernel and the reference report it. */
export type PlayoutResult = {
  /** True when all passed twice and the deal passed on (law 77). */
  readonly passed: boolean;
  readonly trump: Suit | null;
  readonly maker: Seat | null;
  readonly lone: Seat | null;
  readonly tricks: BySide<number>;
  readonly points: BySide<number>;
};

/** Rank index of the knave. */
const JACK = 9;
const JACK_BIT = 1 << JACK;
const RIGHT = 14;
const LEFT = 13;

/** A pack in the order `shuffleForDeal` starts from (that of `toCards`), as suit × 16 + rank. */
function basePack(pack: EuchrePack): Uint8Array {
  const cards = toCards(packCards(pack));
  const codes = new Uint8Array(cards.length);
  cards.forEach((c, i) => {
    const index = cardIndex(c);
    codes[i] = (((index / 13) | 0) << 4) | (index % 13);
  });
  return codes;
}

const BASE: { readonly [P in EuchrePack]: Uint8Array } = { '32': basePack('32'), '24': basePack('24') };
const PACK = new Uint8Array(32);
const H = new Uint16Array(16);
const LEGAL = new Uint16Array(4);

/**
 * The result slots of `kernelHand`: 0 passed (1) or played (0); 1 trump suit (-1 none); 2 maker
 * seat (-1); 3 lone seat (-1); 4, 5 tricks NS, EW; 6, 7 points NS, EW.
 */
export const KERNEL_RESULT = new Int32Array(8);

/**
 * Plays one random hand dealt by `dealer` (seat index 0..3) in the kernel; the outcome is left in
 * `KERNEL_RESULT` (overwritten by the next hand), and the makers' signed points returned (NS
 * points minus EW points). Allocates nothing.
 */
export function kernelHand(random: Random, dealer: number, pack: EuchrePack = '32'): number {
  const out = KERNEL_RESULT;
  // The shuffle: the first twenty-one places, as shuffleForDeal.
  const base = BASE[pack];
  const n = base.length;
  PACK.set(base);
  for (let i = 0; i < CARDS_DEALT; i++) {
    const j = i + ((random.next() * (n - i)) | 0);
    const t = PACK[i] as number;
    PACK[i] = PACK[j] as number;
    PACK[j] = t;
  }
  // The deal, two then three to each player from the dealer's left; the 21st card turned.
  H.fill(0);
  let next = 0;
  for (let round = 0; round < 2; round++) {
    const count = round === 0 ? 2 : 3;
    for (let k = 1; k <= 4; k++) {
      const seat = (dealer + k) & 3;
      for (let c = 0; c < count; c++) {
        const card = PACK[next++] as number;
        const slot = (seat << 2) + (card >> 4);
        H[slot] = (H[slot] as number) | (1 << (card & 15));
      }
    }
  }
  const up = PACK[next] as number;
  const upSuit = up >> 4;
  // Making the trump: first round [pass|turn-down, order-up|assist|take-up, alone U].
  let trump = -1;
  let maker = -1;
  let lone = -1;
  let takenUp = false;
  for (let k = 1; k <= 4 && trump < 0; k++) {
    const seat = (dealer + k) & 3;
    const choice = (random.next() * 3) | 0;
    if (choice > 0) {
      trump = upSuit;
      maker = seat;
      takenUp = true;
      if (choice === 2) lone = seat;
    }
  }
  // Second round: [pass, make X…, alone X…] for the three suits not turned down, C D H S.
  for (let k = 1; k <= 4 && trump < 0; k++) {
    const seat = (dealer + k) & 3;
    const choice = (random.next() * 7) | 0;
    if (choice > 0) {
      const i = (choice - 1) % 3;
      trump = i < upSuit ? i : i + 1;
      maker = seat;
      if (choice > 3) lone = seat;
    }
  }
  if (trump < 0) {
    out[0] = 1;
    out[1] = out[2] = out[3] = -1;
    out[4] = out[5] = out[6] = out[7] = 0;
    return 0;
  }
  // A lone hand still open to the maker's partner (eldest's or the second hand's partner).
  if (takenUp && (maker === ((dealer + 1) & 3) || maker === ((dealer + 2) & 3))) {
    if (((random.next() * 2) | 0) === 1) lone = (maker + 2) & 3;
  }
  const idle = lone < 0 ? -1 : (lone + 2) & 3;
  // The discard, when the trump card was taken up and the dealer plays; then the card is his.
  if (takenUp && idle !== dealer) {
    const card = drawNth(H, dealer << 2, random.next());
    const slot = (dealer << 2) + (card >> 4);
    H[slot] = (H[slot] as number) ^ (1 << (card & 15));
    const upSlot = (dealer << 2) + upSuit;
    H[upSlot] = (H[upSlot] as number) | (1 << (up & 15));
  }
  // The play.
  const leftSuit = 3 - trump;
  const eldest = (dealer + 1) & 3;
  let leader = eldest === idle ? (eldest + 1) & 3 : eldest;
  const perTrick = lone < 0 ? 4 : 3;
  let makersTricks = 0;
  const makers = maker & 1;
  for (let t = 0; t < 5; t++) {
    let seat = leader;
    let led = 0;
    let winStrength = 0;
    let winSuit = 0;
    let winner = leader;
    for (let p = 0; p < perTrick; p++) {
      const hb = seat << 2;
      let card: number;
      if (p === 0) card = drawNth(H, hb, random.next());
      else {
        LEGAL[0] = LEGAL[1] = LEGAL[2] = LEGAL[3] = 0;
        if (led === trump) {
          LEGAL[trump] = H[hb + trump] as number;
          LEGAL[leftSuit] = (H[hb + leftSuit] as number) & JACK_BIT;
        } else if (led === leftSuit) LEGAL[led] = (H[hb + led] as number) & ~JACK_BIT;
        else LEGAL[led] = H[hb + led] as number;
        const count =
          (POPCOUNT[LEGAL[0] as number] as number) +
          (POPCOUNT[LEGAL[1] as number] as number) +
          (POPCOUNT[LEGAL[2] as number] as number) +
          (POPCOUNT[LEGAL[3] as number] as number);
        card = count > 0 ? drawNth(LEGAL, 0, random.next()) : drawNth(H, hb, random.next());
      }
      const suit = card >> 4;
      const rank = card & 15;
      H[hb + suit] = (H[hb + suit] as number) ^ (1 << rank);
      let eff = suit;
      let strength = rank;
      if (rank === JACK) {
        if (suit === trump) strength = RIGHT;
        else if (suit === leftSuit) {
          eff = trump;
          strength = LEFT;
        }
      }
      if (p === 0) {
        led = eff;
        winSuit = eff;
        winStrength = strength;
      } else if (eff === winSuit ? strength > winStrength : eff === trump) {
        winSuit = eff;
        winStrength = strength;
        winner = seat;
      }
      seat = (seat + 1) & 3;
      if (seat === idle) seat = (seat + 1) & 3;
    }
    if ((winner & 1) === makers) makersTricks++;
    leader = winner;
  }
  // Laws 2 and 3.
  let points: number;
  let toMakers: boolean;
  if (makersTricks === 5) {
    points = lone < 0 ? 2 : 4;
    toMakers = true;
  } else if (makersTricks >= 3) {
    points = 1;
    toMakers = true;
  } else {
    points = lone < 0 ? 2 : 4;
    toMakers = false;
  }
  const nsScores = toMakers === (makers === 0);
  out[0] = 0;
  out[1] = trump;
  out[2] = maker;
  out[3] = lone;
  out[4] = makers === 0 ? makersTricks : 5 - makersTricks;
  out[5] = 5 - (out[4] as number);
  out[6] = nsScores ? points : 0;
  out[7] = nsScores ? 0 : points;
  return nsScores ? points : -points;
}

/** `kernelHand` with its outcome as a `PlayoutResult`. */
export function randomHand(random: Random, dealer: Seat, pack: EuchrePack = '32'): PlayoutResult {
  kernelHand(random, SEAT_INDEX[dealer], pack);
  const o = KERNEL_RESULT;
  const seat = (i: number): Seat | null => (i < 0 ? null : (SEATS[i] as Seat));
  const trump = o[1] as number;
  return {
    passed: o[0] === 1,
    trump: trump < 0 ? null : (SUITS[trump] as Suit),
    maker: seat(o[2] as number),
    lone: seat(o[3] as number),
    tricks: { NS: o[4] as number, EW: o[5] as number },
    points: { NS: o[6] as number, EW: o[7] as number },
  };
}

/** Picks the ⌊u·n⌋-th of `options` for a fresh `u`. */
function pick<T>(random: Random, options: readonly T[]): T {
  const choice = options[Math.floor(random.next() * options.length)];
  invariant(choice !== undefined, 'a choice among no options');
  return choice;
}

/** The same random hand played plainly over the public API: the kernel's yardstick. */
export function referenceHand(random: Random, dealer: Seat, pack: EuchrePack = '32'): PlayoutResult {
  let state = startEuchreHand(randomEuchreDeal(random, dealer, pack));
  while (state.toCall !== null) state = expectOk(declare(state, state.toCall, pick(random, callsDue(state))));
  if (state.phase === 'passed')
    return {
      passed: true,
      trump: null,
      maker: null,
      lone: null,
      tricks: { NS: 0, EW: 0 },
      points: { NS: 0, EW: 0 },
    };
  const option = loneOption(state);
  if (option !== null && pick(random, [false, true]))
    state = expectOk(declare(state, option.seat, alone(option.suit)));
  if (state.phase === 'discard')
    state = expectOk(discard(state, state.dealer, pick(random, discards(state))));
  while (state.phase === 'play') {
    const seat = state.toPlay;
    invariant(seat !== null, 'play with no player in turn');
    state = expectOk(playCard(state, seat, pick(random, legalPlays(state))));
  }
  const score = scoreHand(state);
  invariant(score !== null, 'a played hand without a score');
  return {
    passed: false,
    trump: state.trump,
    maker: state.maker,
    lone: state.lone,
    tricks: state.won,
    points: score.score,
  };
}
