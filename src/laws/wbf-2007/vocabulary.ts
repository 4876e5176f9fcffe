/**
 * The vocabulary of the WBF codes (wbf-2007; wbf-1997 and wbf-2017 derive from it and share it): the kinds of irregularity it recognises and the ids of the options
 * its provisions offer. The table layer knows neither (src/table/state.ts `IrregularityKinds`,
 * src/table/event.ts `OptionIds`): this module adds them, so the table needs no edit when a code
 * is added. test/laws/vocabulary.test.ts checks that every option of the code's provisions is
 * listed here and that the code records only the kinds listed here.
 */

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
  'require-other-suit',
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
  'play-on',
] as const;

type Each<T extends readonly string[]> = { readonly [K in T[number]]: true };

declare module '../../table/state.js' {
  interface IrregularityKinds extends Each<typeof WBF_IRREGULARITY_KINDS> {}
}

declare module '../../table/event.js' {
  interface OptionIds extends Each<typeof WBF_OPTION_IDS> {}
}
