/**
 * Checking a record sent from outside (what `POST /api/tables` does with `record`): validate its
 * shape, then replay and judge every event (src/server/engine.ts `checkRecord`). The record is
 * the costly kind an attacker would send: the demo board in play with dummy drawing attention
 * again and again — every event an irregularity the laws record (Law 43A1(b)), so the table's
 * list of irregularities grows with the log.
 *
 * Figure: milliseconds (CPU time of this process) to check 10,000 such events. Reference (same run): ten times the time of
 * 1,000 of them — what the 10,000 would take if checking were linear; the ratio is how far from
 * linear it is (1.00× is linear). Notes: JSON.parse of the same text, a record of 10,000 acts
 * that record nothing (linear by construction), the same ratio for the other codes (dummy's
 * attention in wbf-1997, wbf-2017 and whist-club-1912; attention to the trick and its election
 * in somerset-1888), and what the server does with such a record (refused before judging: a
 * table holds at most `eventsPerTable` events, ADR 0074).
 */

import { DEMO_RECORD } from '../src/server/demo.js';
import { checkRecord } from '../src/server/engine.js';
import { DEFAULT_LIMITS } from '../src/server/limits.js';
import type { BenchResult } from './result.js';

const EVENTS = 10_000;
const SMALL = 1_000;
const ROUNDS = 20;

type Make = (n: number) => unknown;

const record: (seat: 'N' | 'director') => Make = (seat) => (n) => ({
  ...DEMO_RECORD,
  events: Array.from({ length: n }, () => ({ type: 'attention', seat })),
});

/** The same, by dummy, for the other codes: every act an irregularity the code records. */
const OTHER_CODES: readonly (readonly [string, Make])[] = [
  ['wbf-1997', (n) => ({ ...(record('N')(n) as object), rulebook: 'wbf-1997' })],
  ['wbf-2017', (n) => ({ ...(record('N')(n) as object), rulebook: 'wbf-2017' })],
  [
    // Dummy (West) calls attention to the trick: Laws 60 and 61.
    'whist-club-1912',
    (n) => ({
      format: 'tablelaw/1',
      game: 'auction-bridge',
      rulebook: 'whist-club-1912',
      board: {
        number: 1,
        dealer: 'N',
        vulnerable: 'None',
        deal: 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6',
      },
      contract: { level: 4, strain: 'H', risk: '', declarer: 'E' },
      events: Array.from({ length: n }, () => ({ type: 'attention', seat: 'W', to: 'trick' })),
    }),
  ],
  [
    // East calls attention to the trick before his partner plays (law 83); South elects; again.
    'somerset-1888',
    (n) => ({
      format: 'tablelaw/1',
      game: 'euchre',
      rulebook: 'somerset-1888',
      board: { number: 1, dealer: 'N', deal: 'N:AK.T.7.7 .JAK.A.A QJ9.Q8.. T.7.QJ.K', upcard: 'H9' },
      events: [
        { type: 'call', seat: 'E', call: 'order-up' },
        { type: 'discard', seat: 'N', card: 'C7' },
        { type: 'play', seat: 'E', card: 'DA' },
        { type: 'play', seat: 'S', card: 'S9' },
        ...Array.from({ length: n / 2 }, () => [
          { type: 'attention', seat: 'E', to: 'trick' },
          { type: 'elect', seat: 'S', option: 'play-lowest' },
        ]).flat(),
      ],
    }),
  ],
];

/**
 * Milliseconds of this process's CPU time (user and system) `f` takes once: the time the machine
 * gives to other work while `f` waits does not count — on a loaded machine a short run fits
 * between two interruptions far more often than a long one, and wall time would bias the ratio.
 */
function time(f: () => void): number {
  const before = process.cpuUsage();
  f();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
}

function check(value: unknown): void {
  const checked = checkRecord(value);
  if (!checked.ok) throw new Error(`the bench record does not replay: ${checked.error.message}`);
}

/**
 * The best of `rounds` checks of `n` and of `SMALL` events, the two taken in turn after one
 * unmeasured check of each (so that neither is measured colder than the other): the least
 * disturbed by the rest of the machine.
 */
function compare(make: Make, n: number, rounds: number): { big: number; small: number } {
  const big = make(n);
  const small = make(SMALL);
  check(big);
  check(small);
  let bigMs = Number.POSITIVE_INFINITY;
  let smallMs = Number.POSITIVE_INFINITY;
  for (let r = 0; r < rounds; r++) {
    smallMs = Math.min(
      smallMs,
      time(() => check(small)),
    );
    bigMs = Math.min(
      bigMs,
      time(() => check(big)),
    );
  }
  return { big: bigMs, small: smallMs };
}

export async function benchRecordCheck(): Promise<BenchResult> {
  const text = JSON.stringify(record('N')(EVENTS));
  const { big: bigMs, small: smallMs } = compare(record('N'), EVENTS, ROUNDS);
  let parseMs = Number.POSITIVE_INFINITY;
  for (let r = 0; r < ROUNDS; r++)
    parseMs = Math.min(
      parseMs,
      time(() => JSON.parse(text)),
    );
  const quiet = record('director')(EVENTS);
  check(quiet);
  let quietMs = Number.POSITIVE_INFINITY;
  for (let r = 0; r < 3; r++)
    quietMs = Math.min(
      quietMs,
      time(() => check(quiet)),
    );
  const others = OTHER_CODES.map(([code, make]) => {
    const { big, small } = compare(make, EVENTS, ROUNDS);
    return `${code} ${big.toFixed(1)} ms against 10 × ${small.toFixed(1)} ms (${(big / (small * 10)).toFixed(2)}×)`;
  });
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
      `the other codes, ${EVENTS.toLocaleString('en')} events of the same kind: ${others.join('; ')}`,
      `the server refuses such a record before judging it: a table holds at most ${DEFAULT_LIMITS.eventsPerTable} events, ${DEFAULT_LIMITS.noCardActsPerTable} of them acts that move no card`,
      `best of ${ROUNDS} rounds, each checking ${SMALL.toLocaleString('en')} then ${EVENTS.toLocaleString('en')}, after one unmeasured check of each; CPU time of this process (user and system), single thread`,
    ],
  };
}
