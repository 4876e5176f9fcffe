/**
 * Random euchre hands: the kernel (`playout.ts`: typed arrays, no allocation) against the same
 * hands played through the plain public API (`referenceHand`: `declare`, `discard`, `playCard`,
 * `scoreHand` over readonly states), both measured in this run. A hand is whole: the shuffle and
 * deal, the making of the trump with random legal calls (lone hands included), the dealer's
 * discard, the play and the score. The dealer rotates hand by hand.
 */
import { seededRandom } from '../src/core/random.js';
import { SEATS, type Seat } from '../src/core/seat.js';
import { kernelHand, referenceHand } from '../src/games/euchre/playout.js';
import type { BenchResult } from './result.js';

const SEED = 18880301;
const WARM_UP_MS = 300;
const KERNEL_MS = 2000;
const REFERENCE_MS = 1000;

type Rate = { readonly perSecond: number; readonly hands: number; readonly points: number };

/** Runs `hand` for about `ms` milliseconds; counts and times the hands. */
function measure(ms: number, hand: (index: number) => number): Rate {
  const budget = BigInt(ms) * 1_000_000n;
  const start = process.hrtime.bigint();
  let hands = 0;
  let points = 0;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 1024; i++) points += hand(hands++);
    elapsed = process.hrtime.bigint() - start;
  }
  return { perSecond: (hands * 1e9) / Number(elapsed), hands, points };
}

/** Measures both; async so that a runner may await every benchmark alike. */
export async function benchEuchre(): Promise<BenchResult> {
  const kernelRandom = seededRandom(SEED);
  const referenceRandom = seededRandom(SEED);
  const kernel = (i: number) => kernelHand(kernelRandom, i & 3);
  const reference = (i: number) => {
    const p = referenceHand(referenceRandom, SEATS[i & 3] as Seat).points;
    return p.NS - p.EW;
  };
  measure(WARM_UP_MS, kernel);
  measure(WARM_UP_MS, reference);
  const ref = measure(REFERENCE_MS, reference);
  const fast = measure(KERNEL_MS, kernel);
  return {
    name: 'euchre random full hands (deal, making, discard, play, score; 32 cards)',
    unit: 'hands/s',
    value: Math.round(fast.perSecond),
    reference: {
      name: 'the same hands over the public API (referenceHand)',
      value: Math.round(ref.perSecond),
    },
    ratio: fast.perSecond / ref.perSecond,
    notes: [
      `seed ${SEED} for both; kernel and reference play identical hands for the same random numbers (tested)`,
      `kernel: ${fast.hands} hands in ~${KERNEL_MS} ms, mean NS−EW points ${(fast.points / fast.hands).toFixed(4)}`,
      `reference: ${ref.hands} hands in ~${REFERENCE_MS} ms, mean NS−EW points ${(ref.points / ref.hands).toFixed(4)}`,
      'single thread, after warm-up; the shuffle and deal are inside the timed hand',
      'for context (measured on this machine, not in this run): OpenSpiel C++ euchre ≈165,000 full random hands/s; target: beat it',
    ],
  };
}
