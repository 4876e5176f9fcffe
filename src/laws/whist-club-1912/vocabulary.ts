/**
 * The vocabulary of Auction Bridge under the Whist Club code of 1912: the kinds of irregularity it recognises and the ids of the options
 * its provisions offer. The table layer knows neither (src/table/state.ts `IrregularityKinds`,
 * src/table/event.ts `OptionIds`): this module adds them, so the table needs no edit when a code
 * is added. test/laws/provisions.test.ts checks that these ids are exactly the options of the
 * code's provisions and that the code records only these kinds.
 */

import type { Each } from '../vocabulary.js';

export const WHIST_CLUB_1912_IRREGULARITY_KINDS = [
  'lead-out-of-turn',
  'revoke',
  'exposed-card',
  'play-out-of-turn',
  'two-cards-played',
  'played-without-waiting',
  'hand-faced',
  'fourth-hand-before-second',
  'attention-to-trick',
  'unauthorised-reference',
  'dummy-attention',
  'dummy-suggestion',
  'call-out-of-turn',
  'call-when-barred',
  'insufficient-declaration',
  'impossible-declaration',
  'call-not-allowed',
  'card-omitted',
  'surplus-card',
] as const;

export const WHIST_CLUB_1912_OPTION_IDS = [
  'forbid-suit',
  'play-highest',
  'play-lowest',
  'designate-card',
  'call-card',
  'call-suit',
  'win-trick',
  'lose-trick',
  'take-tricks',
  'take-points',
  'new-deal',
  'keep-result',
  'waive-penalty',
  'forbid-card',
  'accept-call',
  'make-sufficient',
  'all-the-tricks',
  'previous-final',
] as const;

declare module '../../table/state.js' {
  interface IrregularityKinds extends Each<typeof WHIST_CLUB_1912_IRREGULARITY_KINDS> {}
}

declare module '../../table/event.js' {
  interface OptionIds extends Each<typeof WHIST_CLUB_1912_OPTION_IDS> {}
}
