/**
 * Rulebook `wbf-2017`: the WBF Laws of Duplicate Bridge 2017 (the code directors use today),
 * play period — derived from `wbf-2007` by explicit overrides (ADR 0020, 0077, 0081). Each
 * difference is a named provision here — a replaced one where it changes what is offered — or
 * 2017's own function (readings.ts) replacing 2007's in `WBF_2017_CODE`, with its own test under
 * test/laws/wbf-2017/:
 *
 * - 47E1: a lead retracted because an opponent said it was the player's turn does not establish
 *   a revoke ("Law 63A1 does not apply"): the partner's revoke must still be corrected (62A).
 * - 53A: a lead out of turn to trick thirteen cannot be accepted: it is retracted (footnote).
 * - 53B/53C reordered: 53B is the proper lead after an irregular one, 53C the wrong defender
 *   playing to declarer's lead out of turn (2007's 53C and 53B).
 * - 57A4: declarer may also require a card of another suit he names; 57D: a defender's attempted
 *   play at his RHO's turn — a legal card is played at his proper turn, an illegal one becomes a
 *   major penalty card; declarer's premature play is 57C3 (2007 57C2).
 * - 51B2(c): with penalty cards in more than one suit, declarer may neither require nor forbid.
 * - 62C3: both sides revoke on one trick and only one side has played to the next: both are
 *   corrected; 64B8: no transfer for a revoke so corrected.
 * - 63A4: agreement to an opponent's claim establishes the agreeing side's revoke (2007 63A3).
 * - 64B3: only a penalty card or dummy's card counts as a faced card (2007: any card faced on
 *   the table, such as a card declarer exposed).
 * - 45C4(b): only declarer may change an unintended designation of dummy's card, until he next
 *   plays from either hand.
 * - 72C: 2007's Law 23 (the offender could have known his irregularity could damage the other
 *   side) moved there; 2017's Law 23 is the comparable call (23A–C).
 * - Numbering: information from withdrawn actions is Law 16C (2007: 16D).
 */
import type { Provision, Rulebook } from '../provision.js';
import type { WbfCode } from '../wbf-2007/code.js';
import { WBF_2007_CODE } from '../wbf-2007/index.js';
import { ARTIFICIAL, ASSIGN, KEEP } from '../wbf-2007/law-12-16-director.js';
import {
  AWARENESS_OF_DAMAGE,
  COMPARABLE_CALL_2017,
  FORBID_SUIT,
  NO_LEAD_RESTRICTION,
} from '../wbf-2007/law-26-32-auction.js';
import { PREMATURE_PLAY } from '../wbf-2007/law-57-premature-play.js';
import { CLAIMS } from '../wbf-2007/law-68-71-claims.js';
import { type CodeOverrides, deriveCode, wbfRulebook } from '../wbf-2007/rulebook.js';
import { AUCTION_RULES_2017 } from './auction-rules.js';
import { WBF_2017_INDEX } from './law-index.js';
import { WBF_2017_READINGS } from './readings.js';
import { WBF_2017_OPTION_IDS } from './vocabulary.js';

const OWN: CodeOverrides = {
  name: 'wbf-2017',
  ...WBF_2017_READINGS,
  auction: AUCTION_RULES_2017,
  renumber: { 'Law 53B': 'Law 53C', 'Law 53C': 'Law 53B', 'Law 16D': 'Law 16C', 'Law 57C2': 'Law 57C3' },
};

const text = (en: string, nb: string, ru: string) => ({ en, nb, ru });

const PREMATURE_PLAY_2007 = PREMATURE_PLAY.find((p) => p.ref === '57') as Provision;
const CONTESTED_CLAIM_2007 = CLAIMS.find((p) => p.ref === '70') as Provision;

const PROVISIONS: readonly Provision[] = [
  COMPARABLE_CALL_2017,
  {
    // 72C: 2007's Law 23 (awareness of potential damage) moved; 2017's Law 23 is the comparable call.
    ...AWARENESS_OF_DAMAGE,
    title: text(
      "The offender's partner was barred from the auction: could the offender have known it could damage the other side? Adjusted score? (2017 72C)",
      'Den skyldiges makker ble utelukket fra meldingene: kunne den skyldige ha visst at det kunne skade motparten? Justert score? (2017 § 72C)',
      'Партнёр нарушителя был лишён права заявок: мог ли нарушитель знать, что это может повредить противникам? Компенсирующий результат? (2017, Правило 72C)',
    ),
    options: {
      'keep-result': { laws: ['Law 72C'], text: KEEP },
      'adjust-tricks': { laws: ['Law 72C', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 72C', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
  {
    ref: '26',
    title: text(
      "Call withdrawn, not replaced by a comparable call: declarer may forbid one suit at the partner's first lead (2017 26B)",
      'Tilbaketrukket melding, ikke erstattet med en sammenlignbar melding: spilleføreren kan forby én farge i makkers første utspill (2017 26B)',
      'Отменённая заявка заменена несопоставимой: разыгрывающий может запретить одну масть при первом ходе партнёра (2017 26B)',
    ),
    chooser: 'declarer',
    options: {
      'forbid-suit': {
        laws: ['Law 26B'],
        text: FORBID_SUIT,
      },
      'waive-penalty': {
        laws: ['Law 26'],
        text: NO_LEAD_RESTRICTION,
      },
    },
  },
  {
    // 68D2(b): after a doubted claim the non-claiming side may ask that play continue.
    ...CONTESTED_CLAIM_2007,
    options: {
      ...CONTESTED_CLAIM_2007.options,
      'play-on': {
        laws: ['Law 68D2(b)'],
        text: text(
          'All four players agree to play on: the claim is void and play continues (2017; the non-claiming side asks)',
          'Alle fire spillerne er enige om å spille videre: kravet bortfaller og spillet fortsetter (2017)',
          'Все четверо согласны продолжить игру: претензия аннулируется, розыгрыш продолжается (2017)',
        ),
      },
    },
  },
  {
    // 57A4: besides 57A1–A3, declarer may require a card of another suit he names.
    ...PREMATURE_PLAY_2007,
    options: {
      ...PREMATURE_PLAY_2007.options,
      'require-other-suit': {
        laws: ['Law 57A4'],
        text: text(
          "Require offender's partner to play {suit} (2017)",
          'Krev at makkeren til den skyldige spiller {suit} (2017)',
          'Потребовать от партнёра нарушителя сыграть картой масти {suit} (2017)',
        ),
      },
    },
  },
  {
    ref: '53A',
    title: text(
      'Lead out of turn accepted — not at trick thirteen, where it is retracted (2017)',
      'Utspill fra feil hånd godtatt — ikke i trettende stikk, der det trekkes tilbake (2017)',
      'Ход вне очереди принят — кроме тринадцатой взятки, где он возвращается (2017)',
    ),
    chooser: 'none',
    options: {},
  },
  {
    ref: '57D',
    title: text(
      "A defender's attempted play at his right-hand opponent's turn (2017)",
      'Motspillers forsøk på å spille når det er HMs tur (2017)',
      'Попытка вистующего сыграть в очередь правого противника (2017)',
    ),
    chooser: 'none',
    options: {},
  },
  {
    ref: '62C3',
    title: text(
      'Both sides revoke on the same trick: both corrected (2017)',
      'Begge sider renonserer i samme stikk: begge korrigeres (2017)',
      'Обе стороны допустили фальшренонс в одной взятке: оба исправляются (2017)',
    ),
    chooser: 'none',
    options: {},
  },
  {
    ref: '63A4',
    title: text(
      "Revoke established by agreement to an opponent's claim (2017)",
      'Renons etablert ved enighet om motstanderens krav (2017)',
      'Фальшренонс установлен согласием с претензией противника (2017)',
    ),
    chooser: 'none',
    options: {},
  },
  {
    ref: '64B8',
    title: text(
      'No automatic adjustment for a revoke corrected under 62C3 (2017)',
      'Ingen automatisk justering for renons korrigert etter § 62C3 (2017)',
      'Нет автоматической корректировки за фальшренонс, исправленный по Правилу 62C3 (2017)',
    ),
    chooser: 'none',
    options: {},
  },
];

export const WBF_2017_CODE: WbfCode = deriveCode(WBF_2007_CODE, OWN, PROVISIONS);

export const WBF_2017: Rulebook = wbfRulebook(WBF_2017_CODE, WBF_2017_INDEX, 'wbf-2007', WBF_2017_OPTION_IDS);
