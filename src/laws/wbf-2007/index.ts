/**
 * Rulebook `wbf-2007`: the WBF Laws of Duplicate Bridge 2007 (seed 004's code), play period.
 * Provisions by law in the files beside this one; `act.ts` judges the acts with the 2007 values
 * of code.ts. `wbf-1997` and `wbf-2017` derive from this one (`deriveRulebook`, their own code
 * values and provisions); `law-index.ts` is the coverage matrix's index (src/laws/coverage.ts).
 */
import { provisionTable, type Rulebook, textsOf } from '../provision.js';
import { act } from './act.js';
import { WBF_2007_CODE } from './code.js';
import { contractBridgeGame } from './game.js';
import { DIRECTOR } from './law-12-16-director.js';
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
import { WBF_IRREGULARITY_KINDS, WBF_OPTION_IDS } from './vocabulary.js';

const provisions = provisionTable(
  DIRECTOR,
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

export const WBF_2007: Rulebook = {
  name: 'wbf-2007',
  base: null,
  games: ['contract-bridge'],
  game: contractBridgeGame(WBF_2007_CODE),
  provisions,
  irregularityKinds: WBF_IRREGULARITY_KINDS,
  optionIds: WBF_OPTION_IDS,
  act,
  ...textsOf(provisions),
  lawIndex: WBF_2007_INDEX,
};
