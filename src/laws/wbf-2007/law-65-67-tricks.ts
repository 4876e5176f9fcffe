/**
 * WBF 2007, Laws 65–67: arrangement and inspection of tricks, the defective trick (our paraphrase).
 *
 * - 65: each player turns his card face down when the trick is complete and keeps his cards in
 *   order, pointed to the side that won the trick, so that the play can be reviewed. The table
 *   keeps every quitted trick in order with its winner; a `quit-trick` after four cards changes
 *   nothing (the table has quitted it). 65B (pointing) and 65D (disturbing the cards) need no act:
 *   the table derives who won each trick and keeps every card.
 * - 66: a player may see the last trick (his own last card, 66B) until his side has led or played
 *   to the next trick (1997: until a card is led to it); after that, quitted tricks are inspected
 *   only on the director's instruction (66C): an `ask` `about: "last-trick"` then is recorded.
 * - 67A: a trick with too few cards (a player failed to play: `quit-trick` after fewer than four)
 *   or too many (two cards played at once and play went on: 58B4) discovered before a player of
 *   each side has played to the next trick: the offender supplies a legal card (67A1; the trick is
 *   reopened) — an extra card is dealt with as 58B2 (a defender's becomes a penalty card).
 * - 67B: discovered later (or at the end of play, the director counting the cards): 1 the offender
 *   places a card among his played cards — one of the suit led if he has one — without changing
 *   who won the trick, and is deemed to have revoked: one trick transferred as 64A2 (1997 67B1(a):
 *   no rectification when he held the suit led); 2 an extra card goes back to his hand, deemed to
 *   have been there throughout: failing to play it to a later trick may be a revoke.
 */
import { type Card, rankIndex, rankOf, suitOf } from '../../core/card.js';
import { add, fromCards, hasSuit, minus, toCards } from '../../core/card-set.js';
import { OTHER_SIDE, rotation, type Seat, SIDE_OF, sameSide } from '../../core/seat.js';
import {
  addIrregularity,
  addPenaltyCard,
  holds,
  inRotation,
  isDefender,
  nextInTrick,
  orderOf,
  reopenLastTrick,
  takeBack,
  trickIndex,
  updateIrregularity,
  winnerOf,
  withHand,
} from '../../table/mechanics.js';
import {
  change,
  type Irregularity,
  type Pending,
  type QuittedTrick,
  type TableState,
} from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';

export const TRICKS: readonly Provision[] = [
  {
    ref: '65',
    title: { en: 'Arrangement of tricks', nb: 'Ordning av stikk', ru: 'Расположение взяток' },
    chooser: 'none',
    options: {},
  },
  {
    ref: '66',
    title: { en: 'Inspection of tricks', nb: 'Ettersyn av stikk', ru: 'Просмотр взяток' },
    chooser: 'none',
    options: {},
  },
  {
    ref: '67A',
    title: {
      en: 'Defective trick discovered in time, the next lead made: the offender supplies a card',
      nb: 'Defekt stikk oppdaget i tide, neste utspill gjort: den skyldige legger til et kort',
      ru: 'Неполная взятка обнаружена вовремя, ход в следующую сделан: нарушитель добавляет карту',
    },
    chooser: 'offender',
    options: {
      'designate-card': {
        laws: ['Law 67A1'],
        text: {
          en: 'Supply {card} to the defective trick (the lead to the next trick stands if its winner does not change)',
          nb: 'Legg {card} til det defekte stikket (utspillet til neste stikk står om vinneren ikke endres)',
          ru: 'Добавить {card} в неполную взятку (ход в следующую остаётся, если её победитель не меняется)',
        },
      },
    },
  },
  {
    ref: '67B',
    title: {
      en: 'Defective trick discovered late: the offender places a card among his played cards',
      nb: 'Defekt stikk oppdaget sent: den skyldige legger et kort blant sine spilte kort',
      ru: 'Неполная взятка обнаружена поздно: нарушитель кладёт карту к своим сыгранным',
    },
    chooser: 'offender',
    options: {
      'designate-card': {
        laws: ['Law 67B1'],
        text: {
          en: 'Place {card} in the defective trick (who won it does not change)',
          nb: 'Legg {card} i det defekte stikket (hvem som vant det, endres ikke)',
          ru: 'Положить {card} в неполную взятку (кто её выиграл, не меняется)',
        },
      },
    },
  },
];

/** Whether a player of each side has played to the trick in progress (the limit of 67A and 45D). */
export function bothSidesPlayed(state: TableState): boolean {
  const plays = state.trick?.plays ?? [];
  return plays.some((p) => SIDE_OF[p.seat] === 'NS') && plays.some((p) => SIDE_OF[p.seat] === 'EW');
}

/** 2007 66B: a player may see his own last card until his side has led or played to the next trick. */
export function lastTrickMayBeSeen2007(state: TableState, seat: Seat): boolean {
  return !(state.trick?.plays.some((p) => sameSide(p.seat, seat)) ?? false);
}

/**
 * 66: an inspection of the last trick asked by `seat`. Within 66B it changes nothing; later it
 * needs the director's instruction (66C) and is recorded.
 */
export function inspection(
  state: TableState,
  seat: Seat,
  about: 'trick' | 'last-trick',
  seq: number,
  code: WbfCode,
): TableState {
  // 66A: the cards of the trick in progress are faced in the record: seeing them needs nothing.
  if (about === 'trick') return state;
  if (state.tricks.length > 0 && code.lastTrickMayBeSeen(state, seat)) return state;
  return addIrregularity(state, {
    seq,
    kind: 'trick-inspected',
    offender: seat,
    status: 'no-rectification',
    laws: ['Law 66C'],
    trick: trickIndex(state),
  });
}

/**
 * A trick turned and quitted with fewer than four cards: the table quits it as it is (its winner
 * among the cards played leads next); each hand that did not play to it is a latent defective
 * trick (67).
 */
export function defectiveQuit(state: TableState, seq: number): TableState {
  const trick = state.trick;
  if (trick === null || trick.plays.length === 0 || trick.plays.length >= 4) return state;
  const winner = winnerOf(trick.leader, trick.plays, orderOf(state));
  const index = trickIndex(state);
  const tricks = [...state.tricks, { leader: trick.leader, plays: trick.plays, winner }];
  let next = change(state, { trick: null, tricks, turn: tricks.length >= state.totalTricks ? null : winner });
  const played = new Set(trick.plays.map((p) => p.seat));
  for (const seat of rotation(trick.leader))
    if (!played.has(seat))
      next = addIrregularity(next, {
        seq,
        kind: 'defective-trick',
        offender: seat,
        status: 'latent',
        laws: ['Law 67'],
        trick: index,
      });
  return next;
}

/**
 * 58B4: cards played together went unnoticed and play went on: the highest card the player could
 * legally play is his card to the trick (67B2), the others are in the trick too — out of his hand,
 * each a latent defective trick (67) until the director restores it.
 */
export function cardsUnnoticed(
  state: TableState,
  seat: Seat,
  cards: readonly Card[],
  seq: number,
): { readonly state: TableState; readonly played: Card } {
  const led = state.trick === null || state.trick.plays.length === 0 ? null : suitOf(leadCard(state));
  const hand = state.hands[seat];
  const legal = cards.filter((c) => led === null || suitOf(c) === led || !hasSuit(hand, led));
  const pool = legal.length > 0 ? legal : cards;
  const played = pool.reduce((a, b) => (rankIndex(rankOf(b)) > rankIndex(rankOf(a)) ? b : a));
  const extra = cards.filter((c) => c !== played);
  let next = change(state, {
    hands: withHand(state.hands, seat, minus(hand, fromCards(extra))),
    penaltyCards: state.penaltyCards.filter((p) => !extra.includes(p.card)),
  });
  for (const card of extra)
    next = addIrregularity(next, {
      seq,
      kind: 'defective-trick',
      offender: seat,
      status: 'latent',
      laws: ['Law 58B4', 'Law 67'],
      trick: trickIndex(state),
      card,
    });
  return { state: next, played };
}

function leadCard(state: TableState): Card {
  const trick = state.trick as NonNullable<TableState['trick']>;
  return (inRotation(trick.leader, trick.plays)[0] as { card: Card }).card;
}

const isOpen = (i: Irregularity) => i.kind === 'defective-trick' && i.status === 'latent';

/** Whether a latent defective trick is still within 67A (the trick in progress or the one just quitted). */
function early(state: TableState, i: Irregularity): boolean {
  const index = trickIndex(state);
  return i.trick === index || (i.trick === index - 1 && !bothSidesPlayed(state));
}

/**
 * Attention drawn to a defective trick (or the director counting the cards at the end): 67A
 * within its limit, else 67B. Returns the state, with a decision for the offender when he must
 * choose the card he places (67B1).
 */
export function attentionToDefectiveTrick(state: TableState, code: WbfCode, atEnd = false): TableState {
  let next = state;
  // Extra cards first: restored cards may be the ones a short hand places (67B2, then 67B1).
  for (const i of state.irregularities
    .ofKind('defective-trick')
    .filter((x) => isOpen(x) && x.card !== undefined))
    next = !atEnd && early(next, i) ? extraCardEarly(next, i) : extraCardLate(next, i);
  for (const i of next.irregularities
    .ofKind('defective-trick')
    .filter((x) => isOpen(x) && x.card === undefined)) {
    if (!atEnd && early(next, i) && i.trick === trickIndex(next) - 1 && (next.trick?.plays.length ?? 0) > 0) {
      // 67A1 with 47F: the lead to the next trick is a played card; it stands unless the card
      // supplied changes who won the defective trick. The offender chooses a legal card.
      const pending = decision(
        next,
        code,
        '67A',
        { about: i.seq, offender: i.offender },
        placeable(next, i).map((card) => ({ id: 'designate-card' as const, card })),
      );
      return change(next, { pending });
    }
    if (!atEnd && early(next, i) && i.trick >= trickIndex(next) - 1) {
      // 67A1: the trick is reopened; the offender supplies a card.
      // A second hand short in the same trick finds it reopened already.
      const reopened = i.trick === trickIndex(next) - 1 ? reopenLastTrick(next) : next;
      const plays = reopened.trick?.plays ?? [];
      next = updateShortHand(
        change(reopened, { turn: nextInTrick(reopened.trick?.leader ?? i.offender, plays) }),
        i,
        (r) => ({ ...r, status: 'rectified', laws: ['Law 67A1'] }),
      );
      continue;
    }
    const candidates = placeable(next, i);
    if (candidates.length === 0) continue;
    if (candidates.length === 1 || atEnd) {
      next = placeCard67B(next, i, candidates[0] as Card, code);
      continue;
    }
    const pending = decision(
      next,
      code,
      '67B',
      { about: i.seq, offender: i.offender },
      candidates.map((card) => ({ id: 'designate-card' as const, card })),
    );
    return change(next, { pending });
  }
  return next;
}

/** Updates one short hand's defective trick (one act may leave two hands short: the same `seq`). */
function updateShortHand(
  state: TableState,
  i: Irregularity,
  update: (r: Irregularity) => Irregularity,
): TableState {
  return change(state, {
    irregularities: state.irregularities.updated(
      (r) => r.seq === i.seq && r.offender === i.offender && r.card === undefined,
      update,
      ['defective-trick'],
    ),
  });
}

/**
 * The cards the offender may place in the defective trick (67B1), or can legally play to it (67A1):
 * of the suit led if he has one.
 */
function placeable(state: TableState, i: Irregularity): Card[] {
  const trick = state.tricks[i.trick];
  if (trick === undefined) return [];
  const led = suitOf((inRotation(trick.leader, trick.plays)[0] as { card: Card }).card);
  const hand = state.hands[i.offender];
  const ofSuit = toCards(hand).filter((c) => suitOf(c) === led);
  // Lowest first: at the end of play the engine places the first (its default); mid-play the offender chooses.
  return (ofSuit.length > 0 ? ofSuit : toCards(hand)).sort(
    (a, b) => rankIndex(rankOf(a)) - rankIndex(rankOf(b)) || a.localeCompare(b),
  );
}

/** 2007 67B1: the card supplied is a deemed revoke, whether or not the offender held the suit led. */
export function deemedRevoke2007(_heldSuit: boolean): boolean {
  return true;
}

/** 67B1: the card is placed in the defective trick, its winner unchanged; a deemed revoke (2007, 2017). */
export function placeCard67B(state: TableState, i: Irregularity, card: Card, code: WbfCode): TableState {
  const trick = state.tricks[i.trick] as QuittedTrick;
  const led = suitOf((inRotation(trick.leader, trick.plays)[0] as { card: Card }).card);
  const heldSuit = hasSuit(state.hands[i.offender], led);
  const tricks = state.tricks.map((t, k) =>
    k === i.trick ? { ...t, plays: [...t.plays, { seat: i.offender, card }] } : t,
  );
  const hand = minus(state.hands[i.offender], fromCards([card]));
  // A penalty card may be the card placed: it is then played.
  const penaltyCards = state.penaltyCards.some((p) => p.card === card)
    ? state.penaltyCards.filter((p) => p.card !== card)
    : state.penaltyCards;
  let next = change(state, {
    tricks,
    hands: withHand(state.hands, i.offender, hand),
    penaltyCards,
    pending: null,
  });
  // Short because an extra card went to another trick (67B2): the restored card is simply played here.
  const restored = state.irregularities
    .ofKind('defective-trick')
    .some((x) => x.offender === i.offender && x.card !== undefined);
  const penalty = !restored && code.deemedRevoke(heldSuit);
  const law = restored ? 'Law 67B2' : heldSuit ? 'Law 67B1(a)' : 'Law 67B1(b)';
  next = updateShortHand(next, i, (r) => ({
    ...r,
    status: penalty ? 'rectified' : 'no-rectification',
    laws: [law],
    card,
  }));
  if (!penalty) return next;
  return addIrregularity(next, {
    seq: i.seq,
    kind: 'revoke',
    offender: i.offender,
    status: 'established',
    laws: [law, 'Law 64A2'],
    trick: i.trick,
    card,
    suit: led,
    faced: false,
  });
}

/** 67A2 → 58B2: an extra card discovered in time: a defender's becomes a penalty card, declarer's goes back. */
function extraCardEarly(state: TableState, i: Irregularity): TableState {
  const card = i.card as Card;
  const back = change(state, {
    hands: withHand(state.hands, i.offender, add(state.hands[i.offender], card)),
  });
  const next = isDefender(state, i.offender)
    ? addPenaltyCard(back, {
        seat: i.offender,
        card,
        major: /^[SHDC][AKQJT]$/.test(card),
        laws: ['Law 58B2', 'Law 50'],
      })
    : back;
  return updateIrregularity(
    next,
    i.seq,
    (r) => (r.card === card ? { ...r, status: 'rectified', laws: ['Law 67A2', 'Law 58B2'] } : r),
    'defective-trick',
  );
}

/**
 * 67B2: the extra card goes back to the hand, deemed held throughout: each later trick in which
 * the offender did not follow the suit led while it was of that suit is a revoke.
 */
function extraCardLate(state: TableState, i: Irregularity): TableState {
  const card = i.card as Card;
  let next = change(state, { hands: withHand(state.hands, i.offender, add(state.hands[i.offender], card)) });
  next = updateIrregularity(
    next,
    i.seq,
    (r) => (r.card === card ? { ...r, status: 'rectified', laws: ['Law 67B2'] } : r),
    'defective-trick',
  );
  for (let t = i.trick + 1; t < next.tricks.length; t++) {
    const trick = next.tricks[t] as QuittedTrick;
    const lead = inRotation(trick.leader, trick.plays)[0];
    const own = trick.plays.find((p) => p.seat === i.offender);
    if (lead === undefined || own === undefined) continue;
    const led = suitOf(lead.card);
    if (suitOf(card) !== led || suitOf(own.card) === led) continue;
    next = addIrregularity(next, {
      seq: i.seq,
      kind: 'revoke',
      offender: i.offender,
      status: 'established',
      laws: ['Law 67B2', 'Law 61A', 'Law 63A1'],
      trick: t,
      card: own.card,
      suit: led,
      faced: false,
    });
    break;
  }
  return next;
}

/**
 * The defective trick the decision is about whose short hand holds `card`, not yet supplied
 * (one act may leave two hands short: the same `seq`).
 */
function shortHandOf(state: TableState, pending: Pending, card: Card): Irregularity | undefined {
  return state.irregularities
    .ofSeq(pending.about)
    .find((x) => isOpen(x) && x.card === undefined && holds(state.hands[x.offender], card));
}

/** The offender's choice under 67B1 (decision `67B`). */
export function electOnDefectiveTrick(
  state: TableState,
  pending: Pending,
  card: Card,
  code: WbfCode,
): TableState {
  const i = shortHandOf(state, pending, card);
  if (i === undefined) return change(state, { pending: null });
  return attentionToDefectiveTrick(placeCard67B(change(state, { pending: null }), i, card, code), code);
}

/**
 * 67A1 with 47F: the card supplied goes to the defective trick, quitted already. Its winner
 * unchanged, the lead made to the next trick was a proper lead and stands (47F: no other
 * withdrawal); changed, that lead was made by a hand not entitled to it: it goes back, and the
 * new winner leads.
 */
export function electOnSuppliedCard(
  state: TableState,
  pending: Pending,
  card: Card,
  code: WbfCode,
): TableState {
  const i = shortHandOf(state, pending, card);
  const trick = i === undefined ? undefined : state.tricks[i.trick];
  if (i === undefined || trick === undefined) return change(state, { pending: null });
  const plays = [...trick.plays, { seat: i.offender, card }];
  const winner = winnerOf(trick.leader, plays, orderOf(state));
  let next = change(state, {
    pending: null,
    penaltyCards: state.penaltyCards.filter((p) => p.card !== card),
    hands: withHand(state.hands, i.offender, minus(state.hands[i.offender], fromCards([card]))),
    tricks: state.tricks.map((t, k) => (k === i.trick ? { leader: t.leader, plays, winner } : t)),
  });
  if (winner !== trick.winner) {
    for (const p of state.trick?.plays ?? []) next = takeBack(next, p.seat, p.card);
    next = change(next, { trick: null, turn: winner });
  }
  next = updateShortHand(next, i, (r) => ({ ...r, status: 'rectified', laws: ['Law 67A1'], card }));
  return attentionToDefectiveTrick(next, code);
}

/** Whether any defective trick is still to be rectified (the director counts the cards at the end). */
export function anyDefectiveTrick(state: TableState): boolean {
  return state.irregularities.ofKind('defective-trick').some(isOpen);
}

export const otherSide = (seat: Seat) => OTHER_SIDE[SIDE_OF[seat]];
