/**
 * The vocabulary of Euchre under the Somerset Club laws of 1888: the kinds of irregularity it recognises and the ids of the options
 * its provisions offer. The table layer knows neither (src/table/state.ts `IrregularityKinds`,
 * src/table/event.ts `OptionIds`): this module adds them, so the table needs no edit when a code
 * is added. test/laws/provisions.test.ts checks that these ids are exactly the options of the
 * code's provisions and that the code records only these kinds.
 */

import type { Each } from '../vocabulary.js';

export const SOMERSET_1888_IRREGULARITY_KINDS = [
  'lead-out-of-turn',
  'revoke',
  'exposed-card',
  'play-out-of-turn',
  'two-cards-played',
  'played-without-waiting',
  'hand-faced',
  'call-not-obeyed',
  'fourth-hand-before-second',
  'attention-to-trick',
  'call-out-of-turn',
  'improper-lone-declaration',
  'lone-not-allowed',
  'partner-played-to-lone-lead',
  'partner-exposed-card',
  'lone-hand-abandoned',
  'hands-abandoned',
  'lead-before-discard',
  'discard-neglected',
  'wrong-number-of-cards',
  'detached-card',
  'card-misnamed',
  'deal-irregular',
  'call-when-barred',
  'call-not-allowed',
] as const;

export const SOMERSET_1888_OPTION_IDS = [
  'play-highest',
  'play-lowest',
  'call-card',
  'call-suit',
  'win-trick',
  'lose-trick',
  'take-points',
  'play-alone',
  'play-with-partner',
  'new-deal',
  'keep-result',
  'accept-call',
  'reject-call',
  'waive-penalty',
] as const;

declare module '../../table/state.js' {
  interface IrregularityKinds extends Each<typeof SOMERSET_1888_IRREGULARITY_KINDS> {}
}

declare module '../../table/event.js' {
  interface OptionIds extends Each<typeof SOMERSET_1888_OPTION_IDS> {}
}
