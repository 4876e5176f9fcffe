/**
 * Checking a record sent from outside (what `POST /api/tables` does with `record`): validate its
 * shape, then replay and judge every event (src/server/engine.ts `checkRecord`). The record is
 * the costly kind an attacker would send: the demo board in play with dummy drawing attention
 * again and again — every event an irregularity the laws record (Law 43A1(b)), so the table's
 * list of irregularities grows with the log.
 *
 * Figure: milliseconds to check 10,000 such events. Reference (same run): ten times the time of
 * 1,000 of them — what the 10,000 would take if checking were linear; the ratio is how far from
 * linear it is (1.00× is linear). Notes: JSON.parse of the same text, a record of 10,000 acts
 * that record nothing (linear by construction), and what the server does with such a record
 * (refused before judging: a table holds at most `eventsPerTable` events, ADR 0074).
 */

import { DEMO_RECORD } from '../src/server/demo.js';
import { checkRecord } from '../src/server/engine.js';
import { DEFAULT_LIMITS } from '../src/server/limits.js';
import type { BenchResult } from './result.js';

const EVENTS = 10_000;
const SMALL = 1_000;

const record = (n: number, seat: 'N' | 'director') => ({
  ...DEMO_RECORD,
  events: Array.from({ length: n }, () => ({ type: 'attention', seat })),
});

/** The best of `runs` timings of `f` (ms): the least disturbed by the rest of the machine. */
function best(runs: number, f: () => void): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    f();
    min = Math.min(min, performance.now() - t);
  }
  return min;
}

function check(value: unknown): void {
  const checked = checkRecord(value);
  if (!checked.ok) throw new Error(`the bench record does not replay: ${checked.error.message}`);
}

export async function benchRecordCheck(): Promise<BenchResult> {
  const big = record(EVENTS, 'N');
  const small = record(SMALL, 'N');
  const text = JSON.stringify(big);
  check(small);
  const smallMs = best(5, () => check(small));
  const bigMs = best(3, () => check(big));
  const parseMs = best(5, () => JSON.parse(text));
  const quiet = record(EVENTS, 'director');
  check(quiet);
  const quietMs = best(3, () => check(quiet));
  return {
    name: `record check of ${EVENTS.toLocaleString('en')} events (dummy's attention, each an irregularity)`,
    unit: 'ms',
    value: bigMs,
    reference: {
      name: `10 × the check of ${SMALL.toLocaleString('en')} of them (linear)`,
      value: smallMs * 10,
    },
    ratio: bigMs / (smallMs * 10),
    notes: [
      `${SMALL.toLocaleString('en')} events: ${smallMs.toFixed(1)} ms; JSON.parse of the ${Math.round(text.length / 1024)} KiB text: ${parseMs.toFixed(2)} ms`,
      `${EVENTS.toLocaleString('en')} attentions that record nothing (the director's): ${quietMs.toFixed(1)} ms`,
      `the server refuses such a record before judging it: a table holds at most ${DEFAULT_LIMITS.eventsPerTable} events, ${DEFAULT_LIMITS.noCardActsPerTable} of them acts that move no card`,
      'best of 3 (10,000) and 5 (1,000) runs, single thread, in this process',
    ],
  };
}
