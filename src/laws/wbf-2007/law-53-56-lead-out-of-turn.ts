/**
 * WBF 2007, Laws 53–56: leads out of turn (our paraphrase; the WBF text is copyrighted).
 *
 * - 53A: a lead faced out of turn may be accepted, by a statement or by the next hand in rotation
 *   playing to it; 53C: the proper leader, an opponent of the offender, may lead anyway — his lead
 *   stands and the card led in error goes back without rectification.
 * - 54: a faced opening lead out of turn by a defender: declarer may spread his hand and become
 *   dummy (54A), accept it and play second from his hand or from dummy (54B), or require it to be
 *   withdrawn (54D), the card then being a major penalty card (56, 50D). An opening lead attempted
 *   by declarer or dummy (54E) goes back to the hand (Law 24 belongs to the auction; declarer's
 *   cards never become penalty cards, 48A).
 * - 55: declarer's lead out of turn from either hand: either defender accepts (55A) or requires
 *   it withdrawn — back to the hand without rectification (55B1), or, from the wrong one of
 *   declarer's hands, he must lead from the right one (55B2).
 * - 55C: when declarer's lead out of turn was taken back (55B), the director may adjust the score if
 *   declarer's line of play could have been based on the information from it: a decision at the end
 *   of the board (2017: Law 16 applies — the same decision).
 * - 56: a defender's lead out of turn refused: the card is a major penalty card (50D applies).
 */

import type { Card } from '../../core/card.js';
import { LHO, PARTNER, type Seat, sameSide } from '../../core/seat.js';
import type { Actor } from '../../table/event.js';
import {
  addIrregularity,
  addPenaltyCard,
  isDefender,
  nextInTrick,
  placeCard,
  takeBack,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import type { Declared, Irregularity, Offer, Pending, TableState } from '../../table/state.js';
import { change } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { ARTIFICIAL, ASSIGN, KEEP } from './law-12-16-director.js';

export const LEAD_OUT_OF_TURN: readonly Provision[] = [
  {
    ref: '53',
    title: {
      en: 'Lead out of turn accepted or refused',
      nb: 'Utspill fra feil hånd godtatt eller avvist',
      ru: 'Ход вне очереди принят или отклонён',
    },
    chooser: 'declarer',
    options: {
      'accept-lead': {
        laws: ['Law 53A'],
        text: {
          en: 'Accept the lead: it stands as a correct lead',
          nb: 'Godta utspillet: det står som riktig utspill',
          ru: 'Принять ход: он считается правильным',
        },
      },
      'reject-lead': {
        laws: ['Law 56', 'Law 50D'],
        text: {
          en: 'Refuse the lead: the card becomes a major penalty card and the correct hand leads',
          nb: 'Avvis utspillet: kortet blir stort straffekort, og riktig hånd spiller ut',
          ru: 'Отклонить ход: карта становится старшей штрафной картой, ходит правильная рука',
        },
      },
    },
  },
  {
    ref: '54',
    title: {
      en: 'Faced opening lead out of turn',
      nb: 'Åpningsutspill fra feil hånd med fremsiden opp',
      ru: 'Открытый первый ход вне очереди',
    },
    chooser: 'declarer',
    options: {
      'spread-hand': {
        laws: ['Law 54A'],
        text: {
          en: 'Spread your hand: you become dummy and your partner declarer',
          nb: 'Legg ned hånden: spilleføreren blir blindemann, og blindemann blir spillefører',
          ru: 'Выложить руку: разыгрывающий становится болваном, болван — разыгрывающим',
        },
      },
      'accept-lead': {
        laws: ['Law 54B'],
        text: {
          en: 'Accept the lead: dummy is spread and the second card comes from your hand',
          nb: 'Godta utspillet: blindemann legges ned, og spilleføreren spiller annet kort fra egen hånd',
          ru: 'Принять ход: болван выкладывается, вторая карта — с руки разыгрывающего',
        },
      },
      'reject-lead': {
        laws: ['Law 54D', 'Law 56'],
        text: {
          en: 'Refuse the lead: the card becomes a major penalty card and the correct defender leads',
          nb: 'Avvis utspillet: kortet blir stort straffekort, og riktig motspiller spiller ut',
          ru: 'Отклонить ход: карта становится старшей штрафной картой, ходит правильный вистующий',
        },
      },
    },
  },
  {
    ref: '55',
    title: {
      en: "Declarer's lead out of turn",
      nb: 'Spilleførerens utspill fra feil hånd',
      ru: 'Ход разыгрывающего вне очереди',
    },
    chooser: 'defenders',
    options: {
      'accept-lead': {
        laws: ['Law 55A'],
        text: {
          en: 'Accept the lead (either defender may)',
          nb: 'Godta utspillet (hver av motspillerne kan)',
          ru: 'Принять ход (может любой из вистующих)',
        },
      },
      'reject-lead': {
        laws: ['Law 55B'],
        text: {
          en: 'Require declarer to take the card back and lead from the correct hand',
          nb: 'Krev at spilleføreren tar kortet tilbake og spiller ut fra riktig hånd',
          ru: 'Потребовать, чтобы разыгрывающий взял карту назад и пошёл с правильной руки',
        },
      },
    },
  },
  {
    ref: '55C',
    title: {
      en: "Declarer's line of play could have been based on information from his lead out of turn: adjusted score?",
      nb: 'Spilleførerens spilleplan kan bygge på informasjon fra hans utspill fra feil hånd: justert score?',
      ru: 'Линия розыгрыша могла основываться на информации от хода вне очереди: компенсирующий результат?',
    },
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 55C'], text: KEEP },
      'adjust-tricks': { laws: ['Law 55C', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 55C', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
  {
    ref: '56',
    title: {
      en: "Defender's lead out of turn refused: major penalty card",
      nb: 'Motspillers utspill fra feil hånd avvist: stort straffekort',
      ru: 'Ход вистующего вне очереди отклонён: старшая штрафная карта',
    },
    chooser: 'none',
    options: {},
  },
];

/**
 * `seat` leads `card` when `state.turn` was to lead. The card is faced and the decision the
 * laws offer is pending; an opening lead attempted by the declaring side goes back (54E).
 */
export function leadOutOfTurn(
  state: Declared,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): TableState {
  const proper = state.turn as Seat;
  const trick = trickIndex(state);
  const opening = trick === 0 && !state.dummyFaced;
  const base = { seq, kind: 'lead-out-of-turn' as const, offender: seat, trick, card };
  // 53A: a lead the code does not let be accepted (2017: at trick thirteen) is retracted.
  if (!opening && code.leadOutOfTurnRetracted(state, trick))
    return addIrregularity(state, { ...base, status: 'rectified', laws: ['Law 53A'] });
  if (!isDefender(state, seat)) {
    if (opening)
      return addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 54E', 'Law 48A'] });
    const placed = placeCard(state, seat, card);
    const pending = decision(state, code, '55', { next: LHO[seat], about: seq, proper }, [
      'accept-lead',
      { id: 'reject-lead', laws: [isDefender(state, proper) ? 'Law 55B1' : 'Law 55B2'] },
    ]);
    return addIrregularity(change(placed, { pending }), { ...base, status: 'pending', laws: ['Law 55'] });
  }
  const placed = placeCard(state, seat, card);
  // 54C: the director may give the finding `could-see-dummy` while 54 is pending (ADR 0022).
  const pending = decision(state, code, opening ? '54' : '53', { about: seq, proper });
  return addIrregularity(change(placed, { pending }), {
    ...base,
    status: 'pending',
    laws: [opening ? 'Law 54' : 'Law 53'],
  });
}

/** 1997 and 2007 53A: a lead out of turn after the opening lead may always be accepted. */
export function leadOutOfTurnRetracted2007(_state: TableState, _trick: number): boolean {
  return false;
}

/** Applies the election on a lead out of turn. */
export function electOnLead(state: TableState, pending: Pending, chosen: Offer): TableState {
  const irregularity = leadOutOfTurnOf(state, pending);
  if (irregularity === undefined || irregularity.card === undefined) return change(state, { pending: null });
  const offender = irregularity.offender;
  const settled = (s: TableState, laws: readonly string[]) =>
    updateIrregularity(
      change(s, { pending: null }),
      pending.about,
      (i) => ({ ...i, status: 'rectified', laws }),
      'lead-out-of-turn',
    );
  switch (chosen.id) {
    case 'accept-lead':
      return settled(
        isOpeningLeadDecision(pending.provision) ? change(state, { dummyFaced: true }) : state,
        chosen.laws,
      );
    case 'spread-hand': {
      // 54A: declarer spreads his hand and becomes dummy (offered only in the play: there is one).
      if (state.declarer === null) return settled(state, chosen.laws);
      const declarer = state.dummy;
      const dummy = state.declarer;
      const contract = state.contract === null ? null : { ...state.contract, declarer };
      return settled(change(state, { declarer, dummy, contract, dummyFaced: true }), chosen.laws);
    }
    case 'reject-lead': {
      const back = takeBack(state, offender, irregularity.card);
      const turned = change(back, { trick: null, turn: pending.proper ?? back.turn });
      if (pending.provision === '55') return settled(turned, chosen.laws);
      const penalised = addPenaltyCard(turned, {
        seat: offender,
        card: irregularity.card,
        major: true,
        laws: pending.provision === '54' ? ['Law 54D', 'Law 50D'] : ['Law 56', 'Law 50D'],
      });
      return settled(penalised, chosen.laws);
    }
    default:
      return state;
  }
}

/**
 * 55A (2007, 2017): "if the defenders choose differently, the option expressed by the player
 * next in turn to the irregular lead prevails". The other defender's election is recorded as
 * expressed and the decision stays with the defender next in turn: his election (the same or
 * another) or his card played to the lead (53A) decides; any other act applies the expressed
 * option first (`applyExpressed`). Null when the election is the next defender's own. (1997 has
 * no such rule: src/laws/wbf-1997/readings.ts.)
 */
export function defenderElectsFirst2007(
  state: TableState,
  pending: Pending,
  chosen: Offer,
  by: Actor,
): TableState | null {
  if (by === 'director' || by === pending.next || !isDefender(state, by) || pending.expressed !== undefined)
    return null;
  return change(state, {
    pending: { ...pending, chooser: [pending.next], expressed: { option: chosen, by } },
  });
}

/** The election one defender expressed (55A), applied when his partner does not answer it. */
export function applyExpressed(state: TableState): TableState | null {
  const pending = state.pending;
  if (pending?.provision !== '55' || pending.expressed === undefined) return null;
  return electOnLead(state, pending, pending.expressed.option);
}

/**
 * How a play answers a pending lead out of turn: `'accepts'` (53A — the next hand in rotation
 * plays to it; 54B — declarer plays second from either hand), `'proper-lead'` (53C — the proper
 * leader, an opponent of the offender, leads), `'wrong-defender'` (53B — the defender at the
 * right of the hand that led plays to declarer's lead: it stands, Law 57 applies to him), or null
 * (not an answer: the director waits).
 */
export function playOnLead(
  state: TableState,
  pending: Pending,
  seat: Seat,
): 'accepts' | 'proper-lead' | 'wrong-defender' | null {
  const trick = state.trick;
  const irregularity = leadOutOfTurnOf(state, pending);
  if (trick === null || irregularity === undefined) return null;
  if (isOpeningLeadDecision(pending.provision))
    return seat === state.declarer || seat === state.dummy ? 'accepts' : null;
  if (seat === nextInTrick(trick.leader, trick.plays)) return 'accepts';
  if (seat === pending.proper && !sameSide(seat, irregularity.offender)) return 'proper-lead';
  if (pending.provision === '55' && isDefender(state, seat)) return 'wrong-defender';
  return null;
}

/** 53C: the proper lead stands; the card led in error goes back without rectification. */
export function properLeadAfterLeadOutOfTurn(state: TableState, pending: Pending): TableState {
  const irregularity = leadOutOfTurnOf(state, pending);
  if (irregularity === undefined || irregularity.card === undefined) return state;
  const back = takeBack(state, irregularity.offender, irregularity.card);
  return updateIrregularity(
    change(back, { trick: null, pending: null, turn: pending.proper ?? back.turn }),
    pending.about,
    (i) => ({
      ...i,
      status: 'no-rectification',
      laws: ['Law 53C'],
    }),
    'lead-out-of-turn',
  );
}

/**
 * The lead out of turn a decision is about. By kind as well as `seq`: one act may commit two
 * irregularities (cards played together whose unnoticed card was a lead out of turn, 58B4).
 */
function leadOutOfTurnOf(state: TableState, pending: Pending): Irregularity | undefined {
  return state.irregularities.ofSeq(pending.about, 'lead-out-of-turn')[0];
}

/** Law 54's decision on a faced opening lead out of turn, or 54C's when declarer must accept it. */
export const isOpeningLeadDecision = (provision: string | undefined): boolean =>
  provision === '54' || provision === '54C';

/** A decision on a lead out of turn (53, 54 or 54C, 55). */
export const isLeadDecision = (provision: string | undefined): boolean =>
  provision === '53' || provision === '55' || isOpeningLeadDecision(provision);

/** The partner of a seat (exported for the dispatcher's readability). */
export const partnerOf = (seat: Seat): Seat => PARTNER[seat];
