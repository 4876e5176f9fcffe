/**
 * WBF 2007, Laws 61–64: the revoke (our paraphrase).
 *
 * - 61A: failing to follow suit when able, or to lead or play a card or suit required by law or
 *   by an opponent's rectification, is a revoke. The engine knows at once; the laws act only when
 *   attention is drawn, when it is established, or at the end of play: until then it is latent.
 * - 61B: declarer may ask a defender who failed to follow, and so on; an answer that reveals the
 *   revoke draws attention to it.
 * - 62A–B: a revoke the offender becomes aware of before it is established must be corrected
 *   (2017: once attention is drawn — the offender may draw it himself): his own `withdraw` of
 *   the card is the correction as much as one after `attention` or `ask`. The card is replaced
 *   by a legal one; from a defender's unfaced hand it becomes a major penalty card (62B1),
 *   otherwise it goes back without rectification (62B2). 62C: the non-offenders may take back
 *   cards played after it and before the correction — also after seeing the corrected card, until
 *   a card is led to the next trick; then the next hand of the offending side may, a defender's
 *   card becoming a major penalty card.
 * - 62D: a revoke on the twelfth trick is corrected even when established (62D1); when a
 *   defender revoked before his partner played to it and the partner held cards of two suits, the
 *   director judges whether the revoke card suggested the partner's play (62D2; 2017: Law 16C).
 *   If it did, the partner's other card is deemed played to trick twelve.
 * - 63A: established when the offender or his partner plays to a later trick (1), designates a
 *   card for it (2) or makes or agrees to a claim or concession (3); 63B: then it stands.
 * - 64A: after play, the offending player won the revoke trick: it and one later trick of his
 *   side are transferred (64A1); he did not: one trick if his side won that or any later trick
 *   (64A2). A trick won in dummy is not won by declarer. 64B: no transfer when the side won no
 *   trick from the revoke on (1), for a second revoke in the same suit by the same player (2), a
 *   failure to play a faced card (3), when attention was first drawn after the next deal's call
 *   or the end of the round (4, 5: a single board's record ends before either), a revoke on
 *   trick twelve (6), or when both sides revoked (7). 64C: the director may still judge the
 *   non-offenders insufficiently compensated and adjust the result.
 */

import type { Card, Suit } from '../../core/card.js';
import { fromCards, isEmpty, minus, ofSuit } from '../../core/card-set.js';
import { OTHER_SIDE, PARTNER, type Seat, SIDE_OF, type Side, sameSide } from '../../core/seat.js';
import { trickWinner } from '../../games/trick.js';
import {
  addIrregularity,
  addPenaltyCard,
  holds,
  inRotation,
  isDefender,
  orderOf,
  penaltyCardsOf,
  quitTrick,
  reopenLastTrick,
  takeBack,
  trickIndex,
  tricksFrom,
  updateIrregularity,
} from '../../table/mechanics.js';
import type { Irregularity, QuittedTrick, TableState, Transfer } from '../../table/state.js';
import { amended, change } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { ARTIFICIAL } from './law-12-16-director.js';

export const REVOKE: readonly Provision[] = [
  {
    ref: '61',
    title: { en: 'Revoke', nb: 'Renons', ru: 'Фальшренонс' },
    chooser: 'none',
    options: {},
  },
  {
    ref: '62',
    title: {
      en: 'Correction of a revoke',
      nb: 'Korrigering av renons',
      ru: 'Исправление фальшренонса',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '63',
    title: { en: 'Establishment of a revoke', nb: 'Etablert renons', ru: 'Установление фальшренонса' },
    chooser: 'none',
    options: {},
  },
  {
    ref: '62D2',
    title: {
      en: "Revoke on trick twelve before the offender's partner played: did the revoke card suggest his play?",
      nb: 'Renons i tolvte stikk før makker spilte: antydet renonskortet hans spill?',
      ru: 'Фальшренонс в двенадцатой взятке до хода партнёра: подсказала ли карта фальшренонса его игру?',
    },
    chooser: 'director',
    options: {
      'keep-result': {
        laws: ['Law 62D2'],
        text: {
          en: "The partner's play was not suggested by the revoke card: it stands",
          nb: 'Makkerens spill var ikke antydet av renonskortet: det står',
          ru: 'Игра партнёра не подсказана картой фальшренонса: она остаётся',
        },
      },
      'designate-card': {
        laws: ['Law 62D2'],
        text: {
          en: 'The play was suggested: {card}, his other card, is deemed played to trick twelve',
          nb: 'Spillet var antydet: {card}, hans andre kort, anses spilt til tolvte stikk',
          ru: 'Игра подсказана: {card}, другая его карта, считается сыгранной в двенадцатую взятку',
        },
      },
    },
  },
  {
    ref: '64C',
    title: {
      en: 'Director responsible for equity after a revoke',
      nb: 'Turneringslederen sikrer rettferdighet etter renons',
      ru: 'Судья отвечает за справедливость после фальшренонса',
    },
    chooser: 'director',
    options: {
      'keep-result': {
        laws: ['Law 64C'],
        text: {
          en: 'The non-offending side is sufficiently compensated: the result stands',
          nb: 'Den ikke-skyldige siden er tilstrekkelig kompensert: resultatet står',
          ru: 'Ненарушившая сторона достаточно компенсирована: результат остаётся',
        },
      },
      'adjust-tricks': {
        laws: ['Law 64C', 'Law 12C1'],
        text: {
          en: 'Adjust: transfer more tricks to the non-offending side',
          nb: 'Juster: overfør flere stikk til den ikke-skyldige siden',
          ru: 'Скорректировать: передать ненарушившей стороне ещё взятки',
        },
      },
      'artificial-score': { laws: ['Law 64C', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
];

/** Corrections after which Law 64 applies as if the revoke were established (1997 63B, 43B2(b)). */
const AS_IF_ESTABLISHED: readonly string[] = ['Law 63B', 'Law 43B2(b)'];

/** A play that fails to follow suit (61A): recorded, latent. `faced`: Law 64B3. */
export function revoke(
  state: TableState,
  seat: Seat,
  card: Card,
  suit: Suit,
  seq: number,
  laws: readonly string[] = ['Law 61A'],
  code: WbfCode,
): TableState {
  const faced = code.facedCard(state, seat, suit);
  return addIrregularity(state, {
    seq,
    kind: 'revoke',
    offender: seat,
    status: 'latent',
    laws,
    trick: trickIndex(state),
    card,
    suit,
    faced,
  });
}

/**
 * 64B3 (1997, 2007): the card that should have been played to the revoke trick lay face up — any
 * card faced on the table: dummy's, a defender's penalty card, or a card declarer exposed (48A).
 */
export function facedCard2007(state: TableState, seat: Seat, suit: Suit): boolean {
  return (
    penaltyOrDummyCard(state, seat, suit) ||
    (seat === state.declarer && declarerFacedCardOf(state, seat, suit))
  );
}

/** 64B3: a penalty card or dummy's card (all that 2017 counts as faced). */
export function penaltyOrDummyCard(state: TableState, seat: Seat, suit: Suit): boolean {
  return seat === state.dummy || (isDefender(state, seat) && ownsOnlyPenaltyCardsOf(state, seat, suit));
}

function declarerFacedCardOf(state: TableState, seat: Seat, suit: Suit): boolean {
  return state.irregularities
    .ofKind('exposed-card')
    .some(
      (i) =>
        i.offender === seat &&
        i.laws.includes('Law 48A') &&
        i.card !== undefined &&
        i.card[0] === suit &&
        holds(state.hands[seat], i.card),
    );
}

function ownsOnlyPenaltyCardsOf(state: TableState, seat: Seat, suit: Suit): boolean {
  const held = ofSuit(state.hands[seat], suit);
  const faced = fromCards(penaltyCardsOf(state, seat).map((p) => p.card));
  return !isEmpty(held) && isEmpty(minus(held, faced));
}

const isOpen = (i: Irregularity) => i.kind === 'revoke' && (i.status === 'latent' || i.status === 'pending');

/** 63A1: a play by the offending side to a later trick establishes its revokes (63A2: a designation). */
export function establishByPlay(state: TableState, seat: Seat, trick: number, law = 'Law 63A1'): TableState {
  let next = state;
  // Asked on every card played: the cheapest test first, nothing built when no revoke is open.
  for (const i of state.irregularities.ofKind('revoke')) {
    if (trick > i.trick && isOpen(i) && sameSide(i.offender, seat))
      next = updateIrregularity(
        next,
        i.seq,
        (r) => amended(r, { status: 'established', laws: [...r.laws, law] }),
        'revoke',
      );
  }
  return next;
}

/** 63A3: a claim or concession made or agreed by a side establishes its revokes. */
export function establishByClaim(state: TableState, side: Side, law = 'Law 63A3'): TableState {
  let next = state;
  for (const i of state.irregularities.ofKind('revoke'))
    if (isOpen(i) && SIDE_OF[i.offender] === side)
      next = updateIrregularity(
        next,
        i.seq,
        (r) => amended(r, { status: 'established', laws: [...r.laws, law] }),
        'revoke',
      );
  return next;
}

/** 2007 63A3: agreement to an opponent's claim or concession establishes the agreeing side's revokes. */
export function establishByAgreement2007(state: TableState, side: Side): TableState {
  return establishByClaim(state, side, 'Law 63A3');
}

/** 2007 61B: defenders may ask one another about a revoke: the question changes nothing. */
export function defenderAsksPartner2007(
  state: TableState,
  _seat: Seat,
  _revoke: Irregularity | undefined,
  _seq: number,
): TableState {
  return state;
}

/**
 * Attention is drawn to a revoke (by an `attention` or by an answer to a 61B inquiry). An
 * unestablished one must now be corrected (62A): its trick is reopened if it was quitted, and
 * the offender must withdraw the card. An established one is noted for the end of play.
 */
export function attentionToRevoke(state: TableState, offender: Seat | undefined, code: WbfCode): TableState {
  let next = state;
  for (const i of state.irregularities.ofKind('revoke')) {
    if (offender !== undefined && i.offender !== offender) continue;
    if (i.status === 'established')
      next = updateIrregularity(next, i.seq, (r) => amended(r, { noticed: true }), 'revoke');
  }
  // Only the trick in progress or the one just quitted can be reopened; a revoke on an earlier
  // trick (its side left short in a defective trick since, Law 67) is noted for the end of play.
  const open = next.irregularities
    .ofKind('revoke')
    .find(
      (i) =>
        i.status === 'latent' &&
        i.trick >= trickIndex(next) - 1 &&
        (offender === undefined || i.offender === offender),
    );
  if (open === undefined || open.card === undefined) return next;
  // 62C3 (2017): the other side's revoke on a reopened trick is corrected too.
  if (open.trick < trickIndex(next)) next = code.revokeTrickReopened(reopenForCorrection(next), open);
  next = updateIrregularity(
    next,
    open.seq,
    (r) => amended(r, { status: 'pending', noticed: true, laws: [...r.laws, 'Law 62A'] }),
    'revoke',
  );
  return change(next, {
    obligations: [
      ...next.obligations,
      {
        kind: 'correct-revoke',
        seat: open.offender,
        card: open.card,
        revoke: open.seq,
        laws: ['Law 62A', 'Law 62B'],
      },
    ],
  });
}

/**
 * 62A, 62C: the revoke trick, already quitted, is reopened for the correction; the cards played
 * since to the next trick go back to their hands. A revoke committed with one of those cards is
 * undone with it: the card is no longer played, so it is corrected (62C) and owes no correction
 * of its own; a correction in progress on that trick ends.
 */
function reopenForCorrection(state: TableState): TableState {
  const returned = trickIndex(state);
  const reopened = reopenLastTrick(state);
  const undone = (i: Irregularity) => isOpen(i) && i.trick === returned;
  const revokes = reopened.irregularities.ofKind('revoke');
  if (!revokes.some(undone)) return change(reopened, { correction: null });
  const seqs = new Set(revokes.filter(undone).map((i) => i.seq));
  return change(reopened, {
    correction: null,
    irregularities: reopened.irregularities.updated(
      undone,
      (i) => ({ ...i, status: 'corrected', laws: [...i.laws, 'Law 62C'] }),
      ['revoke'],
    ),
    obligations: reopened.obligations.filter((o) => o.kind !== 'correct-revoke' || !seqs.has(o.revoke)),
  });
}

/** The revoke with an answer pending from the player asked (61B), if he has revoked. */
export function revokeOf(state: TableState, seat: Seat): Irregularity | undefined {
  return state.irregularities.ofKind('revoke').find((i) => i.offender === seat && i.status === 'latent');
}

/**
 * A `withdraw` while a revoke is being corrected: the offender's revoke card (62B), a
 * non-offender's later card (62C1), then the offending side's next card (62C2). Null when the
 * withdrawal is not one the laws allow.
 */
export function withdrawInCorrection(state: TableState, seat: Seat, card: Card): TableState | null {
  const duty = state.obligations.find(
    (o) => o.kind === 'correct-revoke' && o.seat === seat && o.card === card,
  );
  if (duty !== undefined && duty.kind === 'correct-revoke') {
    if (!(state.trick?.plays.some((p) => p.seat === seat && p.card === card) ?? false)) return null;
    const back = takeBack(state, seat, card);
    const obligations = back.obligations.filter((o) => o !== duty);
    // 1997 63B, 43B2(b): the revoker substitutes a legal card and Law 64 applies as if the revoke
    // were established: no penalty card besides.
    const revokeLaws = state.irregularities.ofSeq(duty.revoke, 'revoke')[0]?.laws;
    const asIfEstablished = revokeLaws?.find((l) => AS_IF_ESTABLISHED.includes(l));
    const defenderCard =
      asIfEstablished === undefined &&
      isDefender(state, seat) &&
      !state.penaltyCards.some((p) => p.card === card);
    const law = asIfEstablished ?? (defenderCard ? 'Law 62B1' : 'Law 62B2');
    const penalised = defenderCard
      ? addPenaltyCard(back, { seat, card, major: true, laws: ['Law 62B1', 'Law 50D'] })
      : back;
    // 62C1: the cards played after the revoke and before attention was drawn (this correction).
    const trick = state.trick;
    const order = trick === null ? [] : inRotation(trick.leader, trick.plays);
    const at = order.findIndex((p) => p.seat === seat);
    const later = order.slice(at + 1).map((p) => p.card);
    return updateIrregularity(
      change(penalised, {
        obligations,
        correction: { revoke: duty.revoke, nonOffenderWithdrew: false, later },
      }),
      duty.revoke,
      (r) => amended(r, { status: 'corrected', laws: r.laws.includes(law) ? r.laws : [...r.laws, law] }),
      'revoke',
    );
  }
  const correction = state.correction;
  if (correction === null) return null;
  const revokeAct = state.irregularities.ofSeq(correction.revoke)[0];
  if (revokeAct === undefined) return null;
  // 62C1 sets no deadline short of the next trick: a non-offender may withdraw his card after
  // seeing the corrected one, though it completed the trick (reopened for it).
  // A decision about the next lead (50D2, 51B, 51A: a penalty card) is asked again when due.
  const leadDecision = ['50D2', '51B', '51A'].includes(state.pending?.provision ?? '');
  const reopen = state.trick === null && state.tricks.length - 1 === revokeAct.trick;
  if (reopen && state.pending !== null && !leadDecision) return null;
  const reopened = reopen ? change(reopenLastTrick(state), { pending: null }) : state;
  const trick = reopened.trick;
  if (trick === null || trick.plays.length === 0 || trickIndex(reopened) !== revokeAct.trick) return null;
  // Only a card played after the revoke but before attention was drawn to it (62C1, 62C2).
  if (!(correction.later ?? []).includes(card)) return null;
  if (!trick.plays.some((p) => p.seat === seat && p.card === card)) return null;
  if (!sameSide(seat, revokeAct.offender)) {
    return {
      ...takeBack(reopened, seat, card),
      correction: { ...correction, nonOffenderWithdrew: true },
    };
  }
  if (!correction.nonOffenderWithdrew) return null;
  const back = takeBack(reopened, seat, card);
  return isDefender(state, seat)
    ? addPenaltyCard(back, { seat, card, major: true, laws: ['Law 62C2', 'Law 50D'] })
    : back;
}

/**
 * The right of 62C to withdraw a card of the revoke trick ends once a card is played to the
 * next trick.
 */
export function correctionEnded(state: TableState): TableState {
  const correction = state.correction;
  if (correction === null || state.trick === null || state.trick.plays.length === 0) return state;
  const revokeAct = state.irregularities.ofSeq(correction.revoke)[0];
  return revokeAct !== undefined && trickIndex(state) > revokeAct.trick
    ? change(state, { correction: null })
    : state;
}

/**
 * 62D1: at the end of play a revoke on the twelfth trick is corrected: the revoker's card of
 * the suit led (the one he played to trick thirteen) takes its place; both tricks are re-judged.
 */
export function correctTwelfthTrickRevokes(state: TableState): TableState {
  const twelfth = state.totalTricks - 2;
  let next = state;
  for (const i of state.irregularities.ofKind('revoke')) {
    if (i.trick !== twelfth || i.card === undefined || next.tricks.length !== state.totalTricks) continue;
    if (i.status === 'corrected' || i.status === 'rectified' || i.status === 'no-rectification') continue;
    // A revoke deemed by Law 67B was never a card played to the trick: nothing to correct.
    if (i.laws.some((l) => l.startsWith('Law 67'))) continue;
    const t12 = next.tricks[twelfth] as QuittedTrick;
    const t13 = next.tricks[twelfth + 1] as QuittedTrick;
    const last = t13.plays.find((p) => p.seat === i.offender);
    if (last === undefined) continue;
    const led = orderOf(next).effectiveSuit((inRotation(t12.leader, t12.plays)[0] as { card: Card }).card);
    if (orderOf(next).effectiveSuit(last.card) !== led) continue;
    const plays12 = t12.plays.map((p) => (p.seat === i.offender ? { seat: p.seat, card: last.card } : p));
    const winner12 = trickWinner(inRotation(t12.leader, plays12), orderOf(next));
    const plays13 = t13.plays.map((p) =>
      p.seat === i.offender ? { seat: p.seat, card: i.card as Card } : p,
    );
    const winner13 = trickWinner(inRotation(winner12, plays13), orderOf(next));
    const tricks = [
      ...next.tricks.slice(0, twelfth),
      { leader: t12.leader, plays: plays12, winner: winner12 },
      { leader: winner12, plays: plays13, winner: winner13 },
    ];
    next = updateIrregularity(
      change(next, { tricks }),
      i.seq,
      (r) => amended(r, { status: 'corrected', laws: [...r.laws, 'Law 62D1', 'Law 64B6'] }),
      'revoke',
    );
  }
  return next;
}

/**
 * Law 64 at the end of play: the transfer for each established revoke, or the exception of 64B
 * that removes it. Revokes still latent when play ends count as established (they can no
 * longer be corrected). Returns the state with statuses updated and the transfers.
 */
export function revokeTransfers(
  state: TableState,
  code: WbfCode,
): { state: TableState; transfers: Transfer[] } {
  let next = state;
  for (const i of next.irregularities.ofKind('revoke'))
    if (isOpen(i))
      next = updateIrregularity(
        next,
        i.seq,
        (r) => amended(r, { status: 'established', laws: [...r.laws, 'Law 63'] }),
        'revoke',
      );
  // 1997 63B, 43B2(b): a revoke so corrected is judged as established.
  for (const i of next.irregularities.ofKind('revoke'))
    if (i.status === 'corrected' && i.laws.some((l) => AS_IF_ESTABLISHED.includes(l)))
      next = updateIrregularity(next, i.seq, (r) => amended(r, { status: 'established' }), 'revoke');
  const established = next.irregularities.ofKind('revoke').filter((i) => i.status === 'established');
  const bothSides = new Set(established.map((i) => SIDE_OF[i.offender])).size === 2;
  const transfers: Transfer[] = [];
  const given: { [S in Side]: number } = { NS: 0, EW: 0 };
  const seen: Irregularity[] = [];
  for (const i of established) {
    const side = SIDE_OF[i.offender];
    const exception = code.revokeException(next, i, seen, bothSides);
    seen.push(i);
    if (exception !== null) {
      next = updateIrregularity(
        next,
        i.seq,
        (r) => amended(r, { status: 'no-rectification', laws: [...r.laws, exception] }),
        'revoke',
      );
      continue;
    }
    const revokeTrick = next.tricks[i.trick];
    const wonByOffender = revokeTrick !== undefined && revokeTrick.winner === i.offender;
    const later = tricksFrom(next, side, i.trick + 1);
    const available = tricksFrom(next, side, i.trick) - given[side];
    const wanted = wonByOffender ? 1 + (later > 0 ? 1 : 0) : code.revokeTricksNotWon(next, i);
    const count = Math.max(0, Math.min(wanted, available));
    const law = wonByOffender ? 'Law 64A1' : 'Law 64A2';
    if (count === 0) {
      next = updateIrregularity(
        next,
        i.seq,
        (r) => amended(r, { status: 'no-rectification', laws: [...r.laws, 'Law 64B1'] }),
        'revoke',
      );
      continue;
    }
    given[side] += count;
    transfers.push({ to: OTHER_SIDE[side], tricks: count, laws: [law] });
    // A revoke deemed by 67B1 cites 64A2 already: a citation is listed once.
    next = updateIrregularity(
      next,
      i.seq,
      (r) => amended(r, { status: 'rectified', laws: r.laws.includes(law) ? r.laws : [...r.laws, law] }),
      'revoke',
    );
  }
  return { state: next, transfers };
}

/** 2007 62C: the revoke trick reopened, only the revoke attention is drawn to is corrected. */
export function revokeTrickReopened2007(state: TableState, _open: Irregularity): TableState {
  return state;
}

/** 2007 64A2: one trick when the offending player did not win the revoke trick. */
export function revokeTricksNotWon2007(_state: TableState, _revoke: Irregularity): 1 | 2 {
  return 1;
}

/** 2007 64B: the exceptions 64B1–64B6, then 64B7 (both sides revoked). */
export function revokeException2007(
  state: TableState,
  i: Irregularity,
  earlier: readonly Irregularity[],
  bothSides: boolean,
): string | null {
  return revokeException64B1to6(state, i, earlier) ?? (bothSides ? 'Law 64B7' : null);
}

/** 64B1–64B6, the exceptions every code has (64B4 and 64B5 concern the next deal and round). */
export function revokeException64B1to6(
  state: TableState,
  i: Irregularity,
  earlier: readonly Irregularity[],
): string | null {
  const side = SIDE_OF[i.offender];
  if (tricksFrom(state, side, i.trick) === 0) return 'Law 64B1';
  if (earlier.some((e) => e.offender === i.offender && e.suit === i.suit)) return 'Law 64B2';
  if (i.faced === true) return 'Law 64B3';
  if (i.trick === state.totalTricks - 2) return 'Law 64B6';
  return null;
}

/** Whether any revoke was established (so Law 64C's decision is offered to the director). */
export function anyEstablishedRevoke(state: TableState): boolean {
  return state.irregularities.ofKind('revoke').some((i) => i.laws.some((l) => l.startsWith('Law 63')));
}

/** The side that suffered the (first) established revoke. */
export function nonOffendingSide(state: TableState): Side | null {
  const first = state.irregularities.ofKind('revoke').find((i) => i.laws.some((l) => l.startsWith('Law 63')));
  return first === undefined ? null : OTHER_SIDE[SIDE_OF[first.offender]];
}

/**
 * 62D2: a defender revoked on the twelfth trick before his partner played to it, and the partner
 * held cards of two suits: the director judges whether the partner chose the play the revoke
 * card suggested. The partner's cards to tricks twelve and thirteen, or null.
 */
export function twelfthTrickChoice(
  state: TableState,
): { readonly seq: number; readonly partner: Seat; readonly played: Card; readonly other: Card } | null {
  const twelfth = state.totalTricks - 2;
  const t12 = state.tricks[twelfth];
  const t13 = state.tricks[twelfth + 1];
  if (t12 === undefined || t13 === undefined) return null;
  for (const i of state.irregularities.ofKind('revoke')) {
    if (i.trick !== twelfth || !i.laws.includes('Law 62D1')) continue;
    if (!isDefender(state, i.offender)) continue;
    const partner = PARTNER[i.offender];
    const order = inRotation(t12.leader, t12.plays).map((p) => p.seat);
    if (order.indexOf(partner) < order.indexOf(i.offender)) continue;
    const played = t12.plays.find((p) => p.seat === partner)?.card;
    const other = t13.plays.find((p) => p.seat === partner)?.card;
    if (played === undefined || other === undefined || played[0] === other[0]) continue;
    return { seq: i.seq, partner, played, other };
  }
  return null;
}

/** 62D2: the director finds the partner's play suggested: his other card is deemed played to trick twelve. */
export function exchangeTwelfthTrickCards(state: TableState, partner: Seat): TableState {
  const twelfth = state.totalTricks - 2;
  const t12 = state.tricks[twelfth] as QuittedTrick;
  const t13 = state.tricks[twelfth + 1] as QuittedTrick;
  const c12 = t12.plays.find((p) => p.seat === partner)?.card as Card;
  const c13 = t13.plays.find((p) => p.seat === partner)?.card as Card;
  const plays12 = t12.plays.map((p) => (p.seat === partner ? { seat: partner, card: c13 } : p));
  const winner12 = trickWinner(inRotation(t12.leader, plays12), orderOf(state));
  const plays13 = t13.plays.map((p) => (p.seat === partner ? { seat: partner, card: c12 } : p));
  const winner13 = trickWinner(inRotation(winner12, plays13), orderOf(state));
  return change(state, {
    tricks: [
      ...state.tricks.slice(0, twelfth),
      { leader: t12.leader, plays: plays12, winner: winner12 },
      { leader: winner12, plays: plays13, winner: winner13 },
    ],
  });
}

export { quitTrick };
