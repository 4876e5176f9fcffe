/**
 * Rulebook `wbf-2007`: the WBF Laws of Duplicate Bridge 2007 (seed 004's code), play period.
 * Provisions by law in the files beside this one; `act.ts` judges the acts. Other WBF codes
 * (1997, 2017) are to be derived from this one with `deriveRulebook` and overrides.
 */
import { provisionTable, type Rulebook, textsOf } from '../provision.js';
import { act } from './act.js';
import { PENALTY_CARDS } from './law-49-52-penalty-cards.js';
import { LEAD_OUT_OF_TURN } from './law-53-56-lead-out-of-turn.js';
import { PREMATURE_PLAY } from './law-57-premature-play.js';
import { REVOKE } from './law-61-64-revoke.js';

const provisions = provisionTable(PENALTY_CARDS, LEAD_OUT_OF_TURN, PREMATURE_PLAY, REVOKE);

export const WBF_2007: Rulebook = {
  name: 'wbf-2007',
  base: null,
  games: ['contract-bridge'],
  provisions,
  act,
  ...textsOf(provisions),
};
