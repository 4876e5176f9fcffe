/**
 * Rulebook `somerset-1888`: the Laws of Euchre as adopted by the Somerset Club of Boston, March 1,
 * 1888 (Leeds & Dwight; public domain) — the irregularities of the making, the play and the lone
 * hand, the revoke, and the laws of the deal as far as a record can show them. Provisions in
 * provisions.ts; `act.ts` judges the acts; law-index.ts is the coverage index of laws 1–116.
 */
import { type Rulebook, textsOf } from '../provision.js';
import { act } from './act.js';
import { SOMERSET_1888_PROVISIONS } from './common.js';
import { EUCHRE_GAME } from './game.js';
import { SOMERSET_1888_INDEX } from './law-index.js';
import { SOMERSET_1888_IRREGULARITY_KINDS, SOMERSET_1888_OPTION_IDS } from './vocabulary.js';

const provisions = SOMERSET_1888_PROVISIONS;

export const SOMERSET_1888: Rulebook = {
  name: 'somerset-1888',
  base: null,
  games: ['euchre'],
  game: EUCHRE_GAME,
  provisions,
  irregularityKinds: SOMERSET_1888_IRREGULARITY_KINDS,
  optionIds: SOMERSET_1888_OPTION_IDS,
  act,
  ...textsOf(provisions),
  lawIndex: SOMERSET_1888_INDEX,
};
