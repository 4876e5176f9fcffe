/**
 * Rulebook `wbf-2007`: the WBF Laws of Duplicate Bridge 2007, play period.
 * Provisions by law in the files beside this one; `act.ts` judges the acts with the 2007 values
 * of code.ts and these provisions. `wbf-1997` and `wbf-2017` derive from this code (rulebook.ts
 * `deriveCode`: their own readings and provisions); `law-index.ts` is the coverage matrix's
 * index (src/laws/coverage.ts).
 */
import { provisionTable, type Rulebook } from '../provision.js';
import { AUCTION_RULES_2007 } from './auction-rules.js';
import { WBF_2007_READINGS, type WbfCode } from './code.js';
import { DIRECTOR } from './law-12-16-director.js';
import { INFORMATION } from './law-16-21-information.js';
import { EXPOSED_IN_AUCTION } from './law-24-exposed-in-auction.js';
import { AUCTION, AWARENESS_OF_DAMAGE } from './law-26-32-auction.js';
import { CARD_PLAYED } from './law-41-48-card-played.js';
import { DUMMY } from './law-42-43-dummy.js';
import { MISINFORMATION } from './law-47e-misinformation.js';
import { PENALTY_CARDS } from './law-49-52-penalty-cards.js';
import { LEAD_OUT_OF_TURN } from './law-53-56-lead-out-of-turn.js';
import { PREMATURE_PLAY } from './law-57-premature-play.js';
import { SIMULTANEOUS } from './law-58-60-simultaneous.js';
import { REVOKE } from './law-61-64-revoke.js';
import { TRICKS } from './law-65-67-tricks.js';
import { CLAIMS } from './law-68-71-claims.js';
import { WBF_2007_INDEX } from './law-index.js';
import { wbfRulebook } from './rulebook.js';

const provisions = provisionTable(
  DIRECTOR,
  INFORMATION,
  AUCTION,
  [AWARENESS_OF_DAMAGE],
  EXPOSED_IN_AUCTION,
  CARD_PLAYED,
  DUMMY,
  MISINFORMATION,
  PENALTY_CARDS,
  LEAD_OUT_OF_TURN,
  PREMATURE_PLAY,
  SIMULTANEOUS,
  REVOKE,
  TRICKS,
  CLAIMS,
);

/** The 2007 code as the judge uses it: its readings and its provisions. */
export const WBF_2007_CODE: WbfCode = {
  name: 'wbf-2007',
  ...WBF_2007_READINGS,
  auction: AUCTION_RULES_2007,
  renumber: {},
  provisions,
};

export const WBF_2007: Rulebook = wbfRulebook(WBF_2007_CODE, WBF_2007_INDEX);
