/**
 * The vocabulary of the WBF codes (wbf-2007, and wbf-1997 and wbf-2017 derived from it; 2017
 * adds the ids of the provisions it replaces, src/laws/wbf-2017/vocabulary.ts): the kinds of
 * irregularity they recognise and the ids of the options their provisions offer. The table layer
 * knows neither (src/table/state.ts `IrregularityKinds`, src/table/event.ts `OptionIds`): this
 * module adds them, so the table needs no edit when a code is added. test/laws/provisions.test.ts
 * checks that these ids are exactly the options of the code's provisions and that the code
 * records only these kinds.
 */

import type { Each } from '../vocabulary.js';

export const WBF_IRREGULARITY_KINDS = [
  'lead-out-of-turn',
  'revoke',
  'exposed-card',
  'penalty-card-not-played',
  'play-out-of-turn',
  'dummy-attention',
  'fifth-card',
  'designation-changed',
  'incomplete-designation',
  'dummy-misplayed-card',
  'dummy-indicated-card',
  'cards-played-together',
  'illegal-inquiry',
  'dummy-warning',
  'misinformation',
  'trick-inspected',
  'defective-trick',
  'concession-objected',
  'agreement-withdrawn',
  // The auction, Laws 24–39: a call out of rotation, an insufficient bid, a change of call, an
  // inadmissible call, a call after the auction closed.
  'call-out-of-turn',
  'insufficient-bid',
  'change-of-call',
  'inadmissible-call',
  'call-after-close',
  // Law 33: a call made at the same time as another (the reading recorded beside its judgement).
  'simultaneous-call',
  // Laws 16B, 20, 21, 40: information the director may find was used or given wrongly.
  'unauthorised-information',
] as const;

export const WBF_OPTION_IDS = [
  'accept-lead',
  'reject-lead',
  'spread-hand',
  'require-suit',
  'forbid-suit',
  'leave-penalty-card',
  'play-highest',
  'play-lowest',
  'forbid-other-suit',
  'accept-card',
  'reject-card',
  'designate-card',
  'keep-result',
  'adjust-tricks',
  'artificial-score',
  'uphold-claim',
  'award-tricks',
  'lead-from-declarer',
  'lead-from-dummy',
  // The auction, Laws 25–29: the offender's LHO accepts the irregular call or not; Law 26: declarer
  // imposes no lead restriction.
  'accept-call',
  'reject-call',
  'waive-penalty',
] as const;

declare module '../../table/state.js' {
  interface IrregularityKinds extends Each<typeof WBF_IRREGULARITY_KINDS> {}
}

declare module '../../table/event.js' {
  interface OptionIds extends Each<typeof WBF_OPTION_IDS> {}
}
