/**
 * The option ids of wbf-2017: the WBF codes' (src/laws/wbf-2007/vocabulary.ts) and those of the
 * provisions 2017 replaces — 57A4 `require-other-suit` (a card of a suit declarer names) and
 * 68D2(b) `play-on` (the non-claiming side asks that play continue). It recognises the WBF kinds.
 */

import type { Each } from '../vocabulary.js';
import { WBF_OPTION_IDS } from '../wbf-2007/vocabulary.js';

export const WBF_2017_OPTION_IDS = [...WBF_OPTION_IDS, 'require-other-suit', 'play-on'] as const;

declare module '../../table/event.js' {
  interface OptionIds extends Each<typeof WBF_2017_OPTION_IDS> {}
}
