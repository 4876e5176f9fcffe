/**
 * Rulebook `somerset-1888`: the Laws of Euchre as adopted by the Somerset Club of Boston, March 1,
 * 1888 (Leeds & Dwight; public domain) — the irregularities of the making, the play and the lone
 * hand, the revoke, and the laws of the deal as far as a record can show them. Provisions in
 * provisions.ts; `act.ts` judges the acts; law-index.ts is the coverage index of laws 1–116.
 */
import type { Texts } from '../../table/rulebook.js';
import { lawTextIn } from '../law-text.js';
import { type Rulebook, textsOf } from '../provision.js';
import { act } from './act.js';
import { SOMERSET_1888_PROVISIONS } from './common.js';
import { EUCHRE_GAME } from './game.js';
import { SOMERSET_1888_INDEX } from './law-index.js';
import { SOMERSET_1888_TEXT } from './law-text.js';
import { SOMERSET_1888_IRREGULARITY_KINDS, SOMERSET_1888_OPTION_IDS } from './vocabulary.js';

const provisions = SOMERSET_1888_PROVISIONS;

/** Where the original text is printed (law-text.ts); the text itself is the code's, in English. */
const SOURCE: Texts = {
  en: 'Law {ref}, The Laws of Euchre, as adopted by the Somerset Club of Boston, March 1, 1888 (Leeds & Dwight): the original text',
  nb: 'Lov {ref} i euchre-lovene vedtatt av Somerset Club i Boston 1. mars 1888 (Leeds & Dwight): originalteksten, på engelsk',
  ru: 'Закон {ref} юкера, принятый Somerset Club (Бостон) 1 марта 1888 (Leeds & Dwight): подлинный текст, по-английски',
};

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
  lawText: lawTextIn(SOMERSET_1888_TEXT, 'original', (ref, lang) => SOURCE[lang].replace('{ref}', ref)),
};
