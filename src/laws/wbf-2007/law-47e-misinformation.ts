/**
 * WBF 2007, Law 47E: retraction of a card after misinformation (our paraphrase).
 *
 * - 47E1: a lead (or play) out of turn made because an opponent wrongly told the player it was his
 *   turn is retracted without rectification; it may not be accepted. The director finds
 *   `misinformed` (default false) while the decision on the lead out of turn is open.
 * - 47E2(a): a card played because of an opponent's mistaken explanation may be taken back, before
 *   a corrected explanation, only while no card has since been played to the trick (the fourth
 *   card of a trick just completed too, while nothing is led to the next); the player
 *   draws attention (`attention` `to: "misinformation"`, `offender`: the opponent) and the director
 *   finds `misinformed` (default false: the card stands, 47F). 47E2(b): too late to retract, the
 *   director may adjust the score at the end of the board.
 * The information from the card taken back is unauthorised for the side that misinformed (16D).
 */
import { LHO, OTHER_SIDE, type Seat, SIDE_OF } from '../../core/seat.js';
import {
  addIrregularity,
  inRotation,
  reopenLastTrick,
  takeBack,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import { change, type Irregularity, type TableState } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { ARTIFICIAL, ASSIGN, KEEP } from './law-12-16-director.js';

export const MISINFORMATION: readonly Provision[] = [
  {
    ref: '47E',
    title: {
      en: "Was the card played because of an opponent's mistaken information?",
      nb: 'Ble kortet spilt på grunn av feil informasjon fra en motspiller?',
      ru: 'Была ли карта сыграна из-за ошибочной информации противника?',
    },
    chooser: 'director',
    options: {},
  },
  {
    ref: '47E2',
    title: {
      en: 'A card played after misinformation could no longer be retracted: adjusted score?',
      nb: 'Et kort spilt etter feilinformasjon kunne ikke lenger trekkes tilbake: justert score?',
      ru: 'Карту, сыгранную после ошибочной информации, уже нельзя было вернуть: компенсирующий результат?',
    },
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 47E2(b)'], text: KEEP },
      'adjust-tricks': { laws: ['Law 47E2(b)', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 47E2(b)', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
];

const MISINFORMED = { fact: 'misinformed', default: false, laws: ['Law 47E2(a)'] } as const;

/**
 * 47E2: `seat` says he played his card to the trick in progress (or the last one) because of an
 * opponent's mistaken explanation: recorded, and the director is asked. Null when he has no card
 * there to take back.
 */
export function misinformationClaimed(
  state: TableState,
  seat: Seat,
  offender: Seat | undefined,
  seq: number,
  code: WbfCode,
): TableState | null {
  const inTrick = state.trick?.plays.find((p) => p.seat === seat);
  const last = state.tricks[state.tricks.length - 1];
  const card = inTrick?.card ?? last?.plays.find((p) => p.seat === seat)?.card;
  if (card === undefined) return null;
  const recorded = addIrregularity(state, {
    seq,
    kind: 'misinformation',
    offender: offender ?? LHO[seat],
    status: 'pending',
    laws: ['Law 47E2'],
    trick: inTrick === undefined ? trickIndex(state) - 1 : trickIndex(state),
    card,
  });
  const pending = decision(state, code, '47E', { about: seq, findings: [MISINFORMED] });
  return change(recorded, { pending });
}

/** The director's finding on a claim of misinformation (47E2). */
export function onMisinformationFinding(
  state: TableState,
  value: boolean,
  by: 'director' | 'default',
): TableState {
  const pending = state.pending;
  const i = pending === null ? undefined : state.irregularities.ofSeq(pending.about, 'misinformation')[0];
  if (pending === null || i === undefined || i.card === undefined) return change(state, { pending: null });
  const finding = { fact: MISINFORMED.fact, value, by, laws: MISINFORMED.laws };
  const cleared = change(state, { pending: null });
  const mark = (s: TableState, status: 'rectified' | 'no-rectification', laws: readonly string[]) =>
    updateIrregularity(s, i.seq, (r) => ({ ...r, status, laws, finding }), 'misinformation');
  if (!value) return mark(cleared, 'no-rectification', ['Law 47F']);
  // "Only if no card was subsequently played to that trick": his card is the last of the trick
  // in progress, or the fourth of the trick just completed when nothing has been led to the next
  // (that trick is reopened for him).
  const last = state.tricks[state.tricks.length - 1];
  const completedWith =
    (state.trick === null || state.trick.plays.length === 0) &&
    i.trick === state.tricks.length - 1 &&
    last !== undefined &&
    inRotation(last.leader, last.plays)[3]?.card === i.card;
  const open = completedWith ? reopenLastTrick(cleared) : cleared;
  const plays = open.trick?.plays ?? [];
  const victim = plays.find((p) => p.card === i.card)?.seat;
  if (victim !== undefined && (completedWith || plays[plays.length - 1]?.card === i.card))
    return mark(takeBack(open, victim, i.card), 'rectified', ['Law 47E2(a)']);
  return mark(cleared, 'no-rectification', ['Law 47E2(b)']);
}

/** 1997 and 2007 47E1: the retracted lead leaves the revokes it established as they are. */
export function misinformedLeadRevokes2007(state: TableState, _lead: Irregularity): TableState {
  return state;
}

/**
 * 47E1: the director finds the lead out of turn was made because an opponent said it was the
 * player's turn: retracted without rectification, and it cannot be accepted.
 */
export function misinformedLead(state: TableState, by: 'director' | 'default', code: WbfCode): TableState {
  const pending = state.pending;
  const i = pending === null ? undefined : state.irregularities.ofSeq(pending.about, 'lead-out-of-turn')[0];
  if (pending === null || i === undefined || i.card === undefined) return state;
  const unestablished = code.misinformedLeadRevokes(state, i);
  const back = takeBack(unestablished, i.offender, i.card);
  const turned = change(back, { trick: null, pending: null, turn: pending.proper ?? back.turn });
  return updateIrregularity(turned, i.seq, (r) => ({
    ...r,
    status: 'no-rectification',
    laws: ['Law 47E1'],
    finding: { fact: MISINFORMED.fact, value: true, by, laws: ['Law 47E1'] },
    unauthorisedFor: OTHER_SIDE[SIDE_OF[i.offender]],
  }));
}
