/**
 * Rulebook `whist-club-1912`: the Laws of Auction (Bridge) of the Whist Club of New York,
 * November 1912, as printed in M. C. Work, "Auction of To-day" (1913) — public domain. The game
 * (declarations, play, score) is src/games/auction-bridge; this rulebook judges the acts at the
 * table (`act.ts`) and scores the board with the revoke penalties (`score.ts`). Its law index for
 * the coverage matrix is `law-index.ts`.
 */
import type { Texts } from '../../table/rulebook.js';
import { lawTextIn } from '../law-text.js';
import { type Rulebook, textsOf } from '../provision.js';
import { act } from './act.js';
import { WHIST_CLUB_1912_PROVISIONS } from './decision.js';
import { AUCTION_BRIDGE_GAME } from './game.js';
import { WHIST_CLUB_1912_INDEX } from './law-index.js';
import { WHIST_CLUB_1912_TEXT } from './law-text.js';
import { WHIST_CLUB_1912_IRREGULARITY_KINDS, WHIST_CLUB_1912_OPTION_IDS } from './vocabulary.js';

const provisions = WHIST_CLUB_1912_PROVISIONS;

/** Where the original text is printed (law-text.ts); the text itself is the code's, in English. */
const SOURCE: Texts = {
  en: 'Law {ref}, Laws of Auction Bridge, Whist Club of New York, November 1912, as printed in M. C. Work, "Auction of To-day" (1913): the original text',
  nb: 'Lov {ref} i lovene for auksjonsbridge til Whist Club of New York, november 1912, trykt i M. C. Work, «Auction of To-day» (1913): originalteksten, på engelsk',
  ru: 'Закон {ref} аукционного бриджа Whist Club of New York, ноябрь 1912, в издании M. C. Work, «Auction of To-day» (1913): подлинный текст, по-английски',
};

export const WHIST_CLUB_1912: Rulebook = {
  name: 'whist-club-1912',
  base: null,
  games: ['auction-bridge'],
  game: AUCTION_BRIDGE_GAME,
  provisions,
  irregularityKinds: WHIST_CLUB_1912_IRREGULARITY_KINDS,
  optionIds: WHIST_CLUB_1912_OPTION_IDS,
  act,
  // Law 68 4th: "Any card mentioned by either adversary as being held by him or his partner."
  namesAnotherHand: ['named'],
  ...textsOf(provisions),
  lawIndex: WHIST_CLUB_1912_INDEX,
  lawText: lawTextIn(WHIST_CLUB_1912_TEXT, 'original', (ref, lang) => SOURCE[lang].replace('{ref}', ref)),
};
