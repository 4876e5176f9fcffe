/**
 * Rulebook `wbf-1997`: the WBF Laws of Duplicate Contract Bridge 1997, play period — derived
 * from `wbf-2007` by explicit overrides (ADR 0020, 0081). Each difference is a named provision
 * here and, where a paragraph reads differently, 1997's own function (readings.ts) replacing
 * 2007's in `WBF_1997_CODE`, with its own test under test/laws/wbf-1997/:
 *
 * - 61B: defenders may ask declarer about a revoke, but not one another (unless the zonal
 *   organisation allows it — the engine takes the code's default).
 * - 63B: when attention is drawn so (illegally), the revoker substitutes a legal card and Law 64
 *   applies as if the revoke were established.
 * - 64A2: besides the one trick, a later trick the offending player won with a card he could
 *   legally have played to the revoke trick is transferred too.
 * - 64B: six exceptions (no "both sides revoked", 2007's 64B7).
 * - 55A: either defender may accept declarer's lead out of turn or require its retraction; the
 *   code has no rule for defenders who choose differently (2007's "the player next in turn
 *   prevails"): the first election binds.
 * - 45C4(b): an inadvertent designation may be changed without pause for thought, with no limit
 *   at partner's play.
 * - 66B: a player may see his own last card only until a card is led to the next trick.
 * - 67B1(a): a card omitted from a trick, the offender holding the suit led, is supplied without
 *   rectification (2007: a deemed revoke).
 * - 68B: no 68B2 — the partner of a defender who concedes cannot cancel it by objecting.
 * - Numbering: the information from withdrawn actions is Law 16C (2007: 16D), the information
 *   from partner Law 16A (2007: 16B); declarer's
 *   premature play, which 2007 names 57C2, is in 1997 a played card that may not be withdrawn (47F).
 */
import type { Provision, Rulebook } from '../provision.js';
import type { WbfCode } from '../wbf-2007/code.js';
import { WBF_2007_CODE } from '../wbf-2007/index.js';
import { FORBID_SUIT } from '../wbf-2007/law-26-32-auction.js';
import { type CodeOverrides, deriveCode, wbfRulebook } from '../wbf-2007/rulebook.js';
import { AUCTION_RULES_1997 } from './auction-rules.js';
import { WBF_1997_INDEX } from './law-index.js';
import { WBF_1997_READINGS } from './readings.js';

const OWN: CodeOverrides = {
  name: 'wbf-1997',
  ...WBF_1997_READINGS,
  auction: AUCTION_RULES_1997,
  renumber: { 'Law 16D': 'Law 16C', 'Law 16B': 'Law 16A', 'Law 57C2': 'Law 47F' },
};

const PROVISIONS: readonly Provision[] = [
  {
    ref: '25B2',
    title: {
      en: 'Change of call not condoned: the first call stands, or any other legal call capped at average minus (1997)',
      nb: 'Endret melding ikke godtatt: den første står, eller en annen lovlig melding med høyst gjennomsnitt minus (1997)',
      ru: 'Изменение заявки не принято: первая заявка остаётся, или любая другая законная заявка с результатом не выше среднего минус (1997)',
    },
    chooser: 'offender',
    options: {
      'accept-call': {
        laws: ['Law 25B2(b)(1)', 'Law 25B2(c)'],
        text: {
          en: 'Let the first call stand: partner must pass at his next turn',
          nb: 'La den første meldingen stå: makker må passe i neste melding',
          ru: 'Оставить первую заявку: партнёр обязан пасовать в следующей заявке',
        },
      },
      'reject-call': {
        laws: ['Law 25B2(b)(2)', 'Law 25B2(c)'],
        text: {
          en: 'Make any other legal call: the auction goes on, but your side may score no more than average minus',
          nb: 'Avgi en annen lovlig melding: meldingene fortsetter, men deres side kan få høyst gjennomsnitt minus',
          ru: 'Сделать любую другую законную заявку: торговля продолжается, но ваша сторона получит не более среднего минус',
        },
      },
    },
  },
  {
    ref: '25B2(b)(2)',
    title: {
      en: 'A change of call under 25B2(b)(2): is the offending side’s result better than average minus? (1997)',
      nb: 'Endret melding etter § 25B2(b)(2): er de skyldiges resultat bedre enn gjennomsnitt minus? (1997)',
      ru: 'Изменение заявки по Правилу 25B2(b)(2): лучше ли результат нарушителей, чем среднее минус? (1997)',
    },
    chooser: 'director',
    options: {
      'keep-result': {
        laws: ['Law 25B2(b)(2)'],
        text: {
          en: 'The offending side’s result is no better than average minus: it stands',
          nb: 'De skyldiges resultat er ikke bedre enn gjennomsnitt minus: det står',
          ru: 'Результат нарушителей не лучше среднего минус: он остаётся',
        },
      },
      'artificial-score': {
        laws: ['Law 25B2(b)(2)', 'Law 12C1'],
        text: {
          en: 'The offending side scores average minus; the non-offending side keeps its result',
          nb: 'De skyldige får gjennomsnitt minus; den ikke-skyldige siden beholder sitt resultat',
          ru: 'Нарушители получают среднее минус; ненарушившая сторона сохраняет свой результат',
        },
      },
    },
  },
  {
    ref: '26',
    title: {
      en: "Call withdrawn: lead penalties at the offender's partner's first lead (1997)",
      nb: 'Tilbaketrukket melding: utspillsstraff ved makkers første utspill (1997)',
      ru: 'Отменённая заявка: штрафы на первый ход партнёра нарушителя (1997)',
    },
    chooser: 'declarer',
    options: {
      'require-suit': {
        laws: ['Law 26A2'],
        text: {
          en: 'Require {partner} to lead {suit}',
          nb: 'Krev utspill i {suit} av {partner}',
          ru: 'Потребовать от {partner.gen} хода в {suit}',
        },
      },
      'forbid-suit': {
        laws: ['Law 26A2', 'Law 26B'],
        text: FORBID_SUIT,
      },
      'waive-penalty': {
        laws: ['Law 26'],
        text: { en: 'Exact no lead penalty', nb: 'Ingen utspillsstraff', ru: 'Не налагать штраф на ход' },
      },
    },
  },
  {
    ref: '61B',
    title: {
      en: 'Inquiry about a revoke: defenders may not ask one another (1997)',
      nb: 'Spørsmål om renons: motspillerne kan ikke spørre hverandre (1997)',
      ru: 'Выяснение фальшренонса: вистующие не могут спрашивать друг друга (1997)',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '63B',
    title: {
      en: 'Attention illegally drawn: corrected, and Law 64 applies as if established (1997)',
      nb: 'Oppmerksomhet henledet ulovlig: korrigeres, og § 64 gjelder som om renonsen var etablert (1997)',
      ru: 'Внимание привлечено незаконно: исправление, и применяется Правило 64, как если бы фальшренонс был установлен (1997)',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '64A2',
    title: {
      en: 'Offender did not win the revoke trick: one trick, and a later trick won with a card of the suit (1997)',
      nb: 'Den skyldige vant ikke renonsstikket: ett stikk, og et senere stikk vunnet med et kort i fargen (1997)',
      ru: 'Нарушитель не выиграл взятку с фальшренонсом: одна взятка, и ещё взятка, выигранная картой этой масти (1997)',
    },
    chooser: 'none',
    options: {},
  },
];

// No 27C in 1997: an insufficient bid replaced early is ruled by decision 27 (auction-rules.ts).
export const WBF_1997_CODE: WbfCode = deriveCode(WBF_2007_CODE, OWN, PROVISIONS, ['27C']);

export const WBF_1997: Rulebook = wbfRulebook(WBF_1997_CODE, WBF_1997_INDEX, 'wbf-2007');
