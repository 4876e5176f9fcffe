/**
 * WBF 2007, Laws 49–52: a defender's exposed cards become penalty cards (our paraphrase).
 *
 * - 49: a defender's card exposed so that partner could see its face, or named as held, is a
 *   penalty card. Declarer's and dummy's cards never are (48A).
 * - 50B: minor = a single card below honour rank exposed unintentionally; major = an honour, a
 *   card exposed through deliberate play, or any penalty card of a defender who has two or more.
 * - 50C: minor: the offender may not play any other card of that suit below honour rank before
 *   it (an honour he may).
 * - 50D1: major: played at the first legal opportunity (following suit and other duties come
 *   first); with two or more playable, declarer designates (51A).
 * - 50D2 / 51B: when the offender's partner is to lead, declarer requires or forbids the suit of a
 *   penalty card (forbidden while that partner keeps the lead) — the card(s) of that suit are
 *   then picked up — or leaves the penalty card(s) on the table.
 * - 50E: the obligation to play a penalty card is authorised information for everyone; any other
 *   information from it is unauthorised for the offender's partner (recorded on the irregularity as
 *   `unauthorised`, Law 50E2); when a non-offender says it damaged his side (`attention`
 *   `to: "unauthorised-information"`), the director decides on an adjusted score at the end (50E3).
 * - 52: a penalty card not played when it had to be: declarer accepts the card played (he must
 *   if he has since played from his hand or dummy) — the penalty card remains — or rejects it:
 *   the penalty card is played instead and the card played becomes a major penalty card.
 */

import { type Card, isHonour, type Suit, suitOf } from '../../core/card.js';
import { hasSuit } from '../../core/card-set.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import type { Exposure } from '../../table/event.js';
import {
  addIrregularity,
  addPenaltyCard,
  isDefender,
  leadDue,
  ledSuit,
  penaltyCardsOf,
  placeCard,
  reopenLastTrick,
  takeBack,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import type {
  Declared,
  Irregularity,
  Offer,
  PenaltyCard,
  Pending,
  Status,
  TableState,
} from '../../table/state.js';
import { change } from '../../table/state.js';
import type { Choice, Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { ARTIFICIAL, ASSIGN, KEEP } from './law-12-16-director.js';

const REQUIRE = {
  en: 'Require {partner} to lead {suit}; the penalty card(s) of that suit are picked up',
  nb: 'Krev utspill i {suit} av {partner}; straffekortene i fargen tas opp på hånden',
  ru: 'Потребовать от {partner.gen} хода в {suit}; штрафные карты этой масти забираются в руку',
};
const FORBID = {
  en: 'Forbid {partner} to lead {suit} while he keeps the lead; the penalty card(s) of that suit are picked up',
  nb: 'Forby {partner} å spille ut {suit} så lenge han har utspillet; straffekortene i fargen tas opp',
  ru: 'Запретить {partner.dat} ходить в {suit}, пока ход у него; штрафные карты этой масти забираются',
};
const LEAVE = {
  en: 'Leave the penalty card(s) on the table: {partner} may lead anything',
  nb: 'La straffekortene ligge: {partner} kan spille ut hva han vil',
  ru: 'Оставить штрафные карты на столе: {partner} ходит чем угодно',
};

export const PENALTY_CARDS: readonly Provision[] = [
  {
    ref: '50E3',
    title: {
      en: 'Information from a penalty card damaged the non-offending side: adjusted score?',
      nb: 'Informasjon fra et straffekort skadet den ikke-skyldige siden: justert score?',
      ru: 'Информация от штрафной карты нанесла ущерб ненарушившей стороне: компенсирующий результат?',
    },
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 50E3'], text: KEEP },
      'adjust-tricks': { laws: ['Law 50E3', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 50E3', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
  {
    ref: '49',
    title: {
      en: "Exposure of a defender's card: penalty card",
      nb: 'Motspillers kort vist: straffekort',
      ru: 'Открытие карты вистующего: штрафная карта',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '50D2',
    title: {
      en: "Major penalty card: offender's partner to lead",
      nb: 'Stort straffekort: makkeren til den skyldige skal spille ut',
      ru: 'Старшая штрафная карта: ход у партнёра нарушителя',
    },
    chooser: 'declarer',
    options: {
      'require-suit': { laws: ['Law 50D2(a)'], text: REQUIRE },
      'forbid-suit': { laws: ['Law 50D2(a)'], text: FORBID },
      'leave-penalty-card': { laws: ['Law 50D2(b)'], text: LEAVE },
    },
  },
  {
    ref: '51B',
    title: {
      en: "Two or more penalty cards: offender's partner to lead",
      nb: 'To eller flere straffekort: makkeren til den skyldige skal spille ut',
      ru: 'Две или более штрафных карты: ход у партнёра нарушителя',
    },
    chooser: 'declarer',
    options: {
      'require-suit': { laws: ['Law 51B'], text: REQUIRE },
      'forbid-suit': { laws: ['Law 51B'], text: FORBID },
      'leave-penalty-card': { laws: ['Law 51B', 'Law 50D2(b)'], text: LEAVE },
    },
  },
  {
    ref: '51A',
    title: {
      en: 'Two or more penalty cards playable: declarer designates',
      nb: 'To eller flere straffekort kan spilles: spilleføreren bestemmer',
      ru: 'Можно сыграть несколько штрафных карт: разыгрывающий указывает',
    },
    chooser: 'declarer',
    options: {
      'designate-card': {
        laws: ['Law 51A'],
        text: {
          en: 'Designate {card} to be played',
          nb: 'Bestem at {card} skal spilles',
          ru: 'Указать карту {card}',
        },
      },
    },
  },
  {
    ref: '52',
    title: {
      en: 'Failure to lead or play a penalty card',
      nb: 'Straffekort ikke spilt',
      ru: 'Штрафная карта не сыграна',
    },
    chooser: 'declarer',
    options: {
      'accept-card': {
        laws: ['Law 52B1'],
        text: {
          en: 'Accept the card played; the penalty card stays a penalty card',
          nb: 'Godta kortet som ble spilt; straffekortet forblir straffekort',
          ru: 'Принять сыгранную карту; штрафная карта остаётся штрафной',
        },
      },
      'reject-card': {
        laws: ['Law 52B2'],
        text: {
          en: 'Reject it: {card} is played instead, and the card played becomes a major penalty card',
          nb: 'Avvis det: {card} spilles i stedet, og kortet som ble spilt blir stort straffekort',
          ru: 'Отклонить: вместо неё играется {card}, сыгранная карта становится старшей штрафной',
        },
      },
    },
  },
];

/** A card exposed by `seat` (Law 49; declarer's side: 48A). */
export function exposeCard(
  state: TableState,
  seat: Seat,
  card: Card,
  how: Exposure,
  seq: number,
): TableState {
  // One literal per outcome (not a spread of a common part: a spread costs microseconds here).
  const trick = trickIndex(state);
  const exposed = (status: Status, laws: readonly string[]): Irregularity => ({
    seq,
    kind: 'exposed-card',
    offender: seat,
    trick,
    card,
    status,
    laws,
  });
  if (!isDefender(state, seat)) return addIrregularity(state, exposed('no-rectification', ['Law 48A']));
  if (how === 'below-table') return addIrregularity(state, exposed('no-rectification', ['Law 49']));
  const major = isHonour(card);
  const withCard = addPenaltyCard(state, {
    seat,
    card,
    major,
    laws: major ? ['Law 49', 'Law 50B'] : ['Law 49', 'Law 50B', 'Law 50C'],
  });
  return addIrregularity(withCard, exposed('rectified', ['Law 49', 'Law 50']));
}

/**
 * The penalty cards `seat` must play now, if any (Law 50D1): his major penalty cards that are
 * legal here (following suit comes first, 50D1(b)). A card designated by declarer is the only one.
 */
export function playablePenaltyCards(state: TableState, seat: Seat): PenaltyCard[] {
  const led = ledSuit(state);
  const hand = state.hands[seat];
  const designated = state.obligations.find((o) => o.kind === 'play-card' && o.seat === seat);
  const majors = penaltyCardsOf(state, seat).filter((p) => p.major);
  const legal = majors.filter((p) => led === null || suitOf(p.card) === led || !hasSuit(hand, led));
  if (designated !== undefined && designated.kind === 'play-card')
    return legal.filter((p) => p.card === designated.card);
  if (led === null) {
    const required = state.obligations.find((o) => o.kind === 'lead-suit' && o.seat === seat);
    if (required !== undefined && required.kind === 'lead-suit' && hasSuit(hand, required.suit))
      return legal.filter((p) => suitOf(p.card) === required.suit);
  }
  return legal;
}

/**
 * Whether playing `card` fails a penalty-card duty: a major penalty card was due (50D1), or a
 * minor one forbids any other card below honour rank of its suit while it can be played (50C). Returns the
 * penalty cards that should have been played, or null.
 */
export function penaltyCardDuty(state: TableState, seat: Seat, card: Card): readonly Card[] | null {
  // Called on every play: nothing is built unless the player has penalty cards (a major one for 50D1).
  let own = false;
  let major = false;
  for (const p of state.penaltyCards)
    if (p.seat === seat) {
      own = true;
      if (p.major) major = true;
    }
  if (!own) return null;
  const due = major ? playablePenaltyCards(state, seat) : [];
  if (due.length > 0) return due.some((p) => p.card === card) ? null : due.map((p) => p.card);
  const led = ledSuit(state);
  const hand = state.hands[seat];
  for (const p of penaltyCardsOf(state, seat)) {
    if (p.major || p.card === card) continue;
    const legal = led === null || suitOf(p.card) === led || !hasSuit(hand, led);
    // 50C: "any other card of the same suit below the rank of an honour" — higher or lower.
    if (legal && suitOf(card) === suitOf(p.card) && !isHonour(card)) return [p.card];
  }
  return null;
}

/** A defender played `card` instead of a penalty card: the card stands until declarer decides (52). */
export function penaltyCardNotPlayed(
  state: Declared,
  seat: Seat,
  card: Card,
  required: readonly Card[],
  seq: number,
  code: WbfCode,
): TableState {
  const trick = trickIndex(state);
  const placed = placeCard(state, seat, card);
  const pending = decision(state, code, '52', { about: seq, required }, [
    'accept-card',
    ...required.map((c) => ({ id: 'reject-card' as const, card: c })),
  ]);
  const obligations = state.obligations.filter((o) => !(o.kind === 'play-card' && o.seat === seat));
  return addIrregularity(change(placed, { obligations, pending }), {
    seq,
    kind: 'penalty-card-not-played',
    offender: seat,
    trick,
    card,
    status: 'pending',
    laws: ['Law 52'],
  });
}

/** Applies declarer's election under Law 52. */
export function electOnPenaltyCard(state: TableState, pending: Pending, chosen: Offer): TableState {
  const irregularity = state.irregularities.ofSeq(pending.about)[0];
  if (irregularity === undefined || irregularity.card === undefined) return change(state, { pending: null });
  const done = (s: TableState, laws: readonly string[]) =>
    updateIrregularity(change(s, { pending: null }), pending.about, (i) => ({
      ...i,
      status: 'rectified',
      laws,
    }));
  if (chosen.id === 'accept-card' || chosen.card === undefined) return done(state, chosen.laws);
  const seat = irregularity.offender;
  const inTrick = state.trick?.plays.some((p) => p.seat === seat && p.card === irregularity.card) ?? false;
  const open = inTrick ? state : reopenLastTrick(state);
  const back = takeBack(open, seat, irregularity.card as Card);
  const penalised = addPenaltyCard(back, {
    seat,
    card: irregularity.card as Card,
    major: true,
    laws: ['Law 52B2', 'Law 50D'],
  });
  return done(placeCard(change(penalised, { pending: null }), seat, chosen.card), chosen.laws);
}

/** 1997 and 2007 51B2: leaving the penalty cards is the provision's option as it stands. */
export function leavePenaltyCards2007(_suits: readonly Suit[]): Choice {
  return 'leave-penalty-card';
}

/**
 * The decision due before a play, if any: when the offender's partner is to lead (50D2, 51B),
 * or when the offender has two or more penalty cards he could play (51A).
 */
export function penaltyCardDecision(state: TableState, code: WbfCode): Pending | null {
  const turn = state.turn;
  const declarer = state.declarer;
  if (state.penaltyCards.length === 0 || turn === null || declarer === null || !isDefender(state, turn))
    return null;
  if (leadDue(state) && state.leadDecision !== trickIndex(state)) {
    const partner = PARTNER[turn];
    const majors = penaltyCardsOf(state, partner).filter((p) => p.major);
    if (majors.length > 0) {
      const all = penaltyCardsOf(state, partner);
      const ref = all.length >= 2 ? '51B' : '50D2';
      const suits = [...new Set(majors.map((p) => suitOf(p.card)))] as Suit[];
      return decision(state, code, ref, { about: -1, offender: partner }, [
        ...suits.map((suit) => ({ id: 'require-suit' as const, suit })),
        ...suits.map((suit) => ({ id: 'forbid-suit' as const, suit })),
        ref === '51B' ? code.leavePenaltyCards(suits) : 'leave-penalty-card',
      ]);
    }
  }
  // 51A needs two major penalty cards of the player in turn (most plays have none: nothing is built).
  let majors = 0;
  for (const p of state.penaltyCards) if (p.seat === turn && p.major) majors++;
  if (majors < 2) return null;
  const designated = state.obligations.some((o) => o.kind === 'play-card' && o.seat === turn);
  const due = playablePenaltyCards(state, turn);
  if (!designated && due.length >= 2)
    return decision(
      state,
      code,
      '51A',
      { about: -1 },
      due.map((p) => ({ id: 'designate-card' as const, card: p.card })),
    );
  return null;
}

/** The hand a penalty-card decision is about, from the decision itself. */
function deciding(state: TableState, chosen: Offer): Seat | null {
  if (chosen.card !== undefined) return state.penaltyCards.find((p) => p.card === chosen.card)?.seat ?? null;
  const offender = state.pending?.offender;
  return offender === undefined ? null : PARTNER[offender];
}

/** Applies declarer's election on the partner's lead (50D2, 51B) or a designation (51A). */
export function electOnPenaltyCardLead(state: TableState, chosen: Offer): TableState {
  // The decision is opened with a hand to lead or play (`penaltyCardDecision`); when the turn has
  // since been taken away (a claim standing, a trick being put right), the hand is the one the
  // decision is about: the holder of the card designated (51A), or the offender's partner.
  const leader = state.turn ?? deciding(state, chosen);
  if (leader === null) return change(state, { pending: null });
  if (chosen.id === 'designate-card' && chosen.card !== undefined)
    return change(state, {
      pending: null,
      obligations: [
        ...state.obligations,
        { kind: 'play-card', seat: leader, card: chosen.card, laws: chosen.laws },
      ],
    });
  const marked = change(state, { pending: null, leadDecision: trickIndex(state) });
  if (chosen.id === 'leave-penalty-card' || chosen.suit === undefined) return marked;
  const suit = chosen.suit;
  const offender = PARTNER[leader];
  const penaltyCards = state.penaltyCards.filter((p) => !(p.seat === offender && suitOf(p.card) === suit));
  const obligation =
    chosen.id === 'require-suit'
      ? { kind: 'lead-suit' as const, seat: leader, suit, laws: chosen.laws }
      : { kind: 'forbid-lead-suit' as const, seat: leader, suit, laws: chosen.laws };
  return change(marked, { penaltyCards, obligations: [...state.obligations, obligation] });
}

/**
 * Whether a lead by `seat` breaks a lead restriction (61A: a revoke when able to comply, 59).
 * Returns the suit that was required or forbidden, or null.
 */
export function leadRestrictionBroken(state: TableState, seat: Seat, card: Card): Suit | null {
  if (state.obligations.length === 0) return null;
  const hand = state.hands[seat];
  for (const o of state.obligations) {
    if (o.seat !== seat) continue;
    if (o.kind === 'lead-suit' && suitOf(card) !== o.suit && hasSuit(hand, o.suit)) return o.suit;
    if (o.kind === 'forbid-lead-suit' && suitOf(card) === o.suit) {
      const other = (['C', 'D', 'H', 'S'] as const).some((s) => s !== o.suit && hasSuit(hand, s));
      if (other) return o.suit;
    }
  }
  return null;
}
