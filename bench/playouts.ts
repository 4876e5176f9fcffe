/**
 * Random playouts of contract bridge: the kernel (`playout.ts`: suit masks in a typed array,
 * no allocation) against the plain playout over the public play API (`legalPlays`, `playCard`),
 * both measured in this run on the same seeded deals. The contract is 3NT by South, West leads.
 */
import { randomDeal, seededRandom } from '../src/core/random.js';
import type { Contract } from '../src/games/contract-bridge/call.js';
import { randomPlayout, referencePlayout } from '../src/games/contract-bridge/playout.js';
import type { BenchResult } from './result.js';

const SEED = 20240601;
const DEALS = 1024;
const WARM_UP_MS = 300;
const KERNEL_MS = 2000;
const REFERENCE_MS = 1000;
const CONTRACT: Contract = { level: 3, strain: 'NT', risk: '', declarer: 'S' };

type Rate = { readonly perSecond: number; readonly playouts: number; readonly tricks: number };

/** Runs `playout` over the deals in turn for about `ms` milliseconds; counts and times them. */
function measure(ms: number, playout: (index: number) => number): Rate {
  const budget = BigInt(ms) * 1_000_000n;
  const start = process.hrtime.bigint();
  let playouts = 0;
  let tricks = 0;
  let elapsed = 0n;
  while (elapsed < budget) {
    for (let i = 0; i < 256; i++) tricks += playout(playouts++);
    elapsed = process.hrtime.bigint() - start;
  }
  return { perSecond: (playouts * 1e9) / Number(elapsed), playouts, tricks };
}

/** Measures both playouts; async so that a runner may await every benchmark alike. */
export async function benchPlayouts(): Promise<BenchResult> {
  const dealRandom = seededRandom(SEED);
  const deals = Array.from({ length: DEALS }, () => randomDeal(dealRandom));
  const kernelRandom = seededRandom(SEED + 1);
  const referenceRandom = seededRandom(SEED + 1);
  const kernel = (i: number) => {
    const deal = deals[i % DEALS];
    return deal === undefined ? 0 : randomPlayout(deal, CONTRACT, kernelRandom).declarerTricks;
  };
  const reference = (i: number) => {
    const deal = deals[i % DEALS];
    return deal === undefined ? 0 : referencePlayout(deal, CONTRACT, referenceRandom).declarerTricks;
  };
  measure(WARM_UP_MS, kernel);
  measure(WARM_UP_MS, reference);
  const ref = measure(REFERENCE_MS, reference);
  const fast = measure(KERNEL_MS, kernel);
  const round = (n: number) => Math.round(n);
  return {
    name: 'contract-bridge random playouts (3NT by S, W leads)',
    unit: 'playouts/s',
    value: round(fast.perSecond),
    reference: { name: 'playout over play.ts (legalPlays + playCard)', value: round(ref.perSecond) },
    ratio: fast.perSecond / ref.perSecond,
    notes: [
      `seed ${SEED}: ${DEALS} random deals cycled; the random choices use seed ${SEED + 1}`,
      `kernel: ${fast.playouts} playouts in ~${KERNEL_MS} ms, mean declarer tricks ${(fast.tricks / fast.playouts).toFixed(3)}`,
      `reference: ${ref.playouts} playouts in ~${REFERENCE_MS} ms, mean declarer tricks ${(ref.tricks / ref.playouts).toFixed(3)}`,
      'single thread, after warm-up; the deal generation is not timed',
      'for context (figures of the issue, other machines): OpenSpiel C++ ≈130,000/s; a tight C++ bitboard loop ≈1,380,000/s; target ≥400,000/s',
    ],
  };
}
