/**
 * WBF 2007, Laws 58–60 (our paraphrase).
 *
 * - 58A: a card played at the same moment as another player's legal card is deemed played after
 *   it: the record lists acts in order, and the order it gives is the one 58A deems.
 * - 58B: a player plays two or more cards at once (a `play` with `cards`, every card visible):
 *   he designates the one he plays (58B2); a defender's other cards become penalty cards, the
 *   declarer's go back to his hand. 58B1 (only one visible) is recorded as a plain `play`.
 * - 59: a player unable to comply with a rectification plays any legal card (implemented where
 *   each duty is checked: 50D1(b), 57A, 50D2, 51B).
 * - 60A: a non-offender who plays after an opponent's premature play, before the rectification is
 *   assessed, forfeits it: the card stands as if played in turn; obligations already incurred stay.
 *   60B: a defender who plays after declarer was required to retract a lead from the wrong hand
 *   (55B2), before declarer leads correctly: his card becomes a major penalty card.
 *   60C: a play by the offending side before the rectification is assessed leaves the opponents'
 *   rights as they were and is itself rectified (a defender's card a major penalty card).
 */
import type { Card } from '../../core/card.js';
import { type Seat, SIDE_OF } from '../../core/seat.js';
import {
  addIrregularity,
  addPenaltyCard,
  isDefender,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import { change, type Pending, type TableState } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';

export const SIMULTANEOUS: readonly Provision[] = [
  {
    ref: '58B',
    title: {
      en: 'Two or more cards played at once: the player designates the one he plays',
      nb: 'To eller flere kort spilt samtidig: spilleren angir hvilket han spiller',
      ru: 'Сыграны сразу две карты или более: игрок указывает, какой он играет',
    },
    chooser: 'offender',
    options: {
      'designate-card': {
        laws: ['Law 58B2'],
        text: {
          en: "Play {card}; the other cards go back (a defender's become penalty cards)",
          nb: 'Spill {card}; de andre kortene tas tilbake (en motspillers blir straffekort)',
          ru: 'Сыграть {card}; остальные карты возвращаются (у вистующего становятся штрафными)',
        },
      },
    },
  },
  {
    ref: '59',
    title: {
      en: 'Inability to lead or play as required',
      nb: 'Kan ikke spille ut eller spille som påkrevd',
      ru: 'Невозможность пойти или сыграть, как требуется',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '60',
    title: {
      en: 'Play after an illegal play',
      nb: 'Spill etter et ulovlig spill',
      ru: 'Игра после незаконной игры',
    },
    chooser: 'none',
    options: {},
  },
];

/** 58B2: several cards faced at once by `seat`: he designates one (a pending decision of his). */
export function cardsTogether(
  state: TableState,
  seat: Seat,
  cards: readonly Card[],
  seq: number,
  code: WbfCode,
): TableState {
  const pending = decision(
    state,
    code,
    '58B',
    { about: seq, offender: seat },
    cards.map((card) => ({ id: 'designate-card' as const, card })),
  );
  return addIrregularity(change(state, { pending }), {
    seq,
    kind: 'cards-played-together',
    offender: seat,
    status: 'pending',
    laws: ['Law 58B'],
    trick: trickIndex(state),
  });
}

/**
 * 58B2: the card designated has been played (by the caller); here the others: a defender's become
 * penalty cards (50B: an honour or a second card makes them major), declarer's go back.
 */
export function otherCardsOf58B(state: TableState, pending: Pending, chosen: Card): TableState {
  const irregularity = state.irregularities.ofSeq(pending.about)[0];
  if (irregularity === undefined) return state;
  const seat = irregularity.offender;
  let next = state;
  const others = pending.options.map((o) => o.card).filter((c): c is Card => c !== undefined && c !== chosen);
  if (isDefender(state, seat))
    for (const card of others)
      next = addPenaltyCard(next, {
        seat,
        card,
        major: /^[SHDC][AKQJT]$/.test(card),
        laws: ['Law 58B2', 'Law 50'],
      });
  return updateIrregularity(next, pending.about, (i) => ({
    ...i,
    status: 'rectified',
    card: chosen,
    laws: isDefender(state, seat) ? ['Law 58B2', 'Law 50'] : ['Law 58B2'],
  }));
}

/** 60A1: the non-offending side played on: the right to rectify a premature play is forfeited. */
export function forfeited(state: TableState, pending: Pending): TableState {
  // By kind: the premature card may be one of cards played together (58B4), the same act.
  return updateIrregularity(
    change(state, { pending: null }),
    pending.about,
    (i) => ({ ...i, status: 'no-rectification', laws: [...i.laws, 'Law 60A1'] }),
    'play-out-of-turn',
  );
}

/**
 * 60B: whether a lead by `seat` now comes after declarer was required to retract a lead from the
 * wrong hand (55B2) and before he led from the right one.
 */
export function afterRetractedLead(state: TableState, seat: Seat): boolean {
  if (!isDefender(state, seat) || state.trick !== null) return false;
  const current = trickIndex(state);
  const last = state.irregularities.at(-1);
  return (
    last !== undefined &&
    last.kind === 'lead-out-of-turn' &&
    last.trick === current &&
    last.laws.includes('Law 55B2') &&
    last.status === 'rectified' &&
    state.turn !== seat
  );
}

/** 60B: the defender's card becomes a major penalty card. */
export function playAfterRetractedLead(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const penalised = addPenaltyCard(state, { seat, card, major: true, laws: ['Law 60B', 'Law 50D'] });
  return addIrregularity(penalised, {
    seq,
    kind: 'play-out-of-turn',
    offender: seat,
    status: 'rectified',
    laws: ['Law 60B'],
    trick: trickIndex(state),
    card,
  });
}

/** Decisions on an irregularity of one side before which that side may still play (60C). */
const ASSESSED_LATER = new Set(['52', '53', '54', '54C', '55', '57', '50D2', '51A', '51B']);

/** The side whose irregularity a pending decision is about, or null. */
function offendingSideOf(state: TableState, pending: Pending): 'NS' | 'EW' | null {
  if (!ASSESSED_LATER.has(pending.provision)) return null;
  if (pending.about >= 0) {
    const i = state.irregularities.ofSeq(pending.about)[0];
    return i === undefined ? null : SIDE_OF[i.offender];
  }
  // 50D2, 51A, 51B: about the defenders' penalty cards.
  const holder = state.penaltyCards[0]?.seat;
  return holder === undefined ? null : SIDE_OF[holder];
}

/**
 * 60C: a member of the offending side plays before the rectification is assessed: the opponents'
 * rights stand (the decision stays open) and the card is itself rectified — a defender's becomes a
 * major penalty card (50D; before a 50D2 decision, 49), declarer's goes back to his hand (48A).
 * Null when the play is not by the offending side.
 */
export function playBeforeAssessment(
  state: TableState,
  pending: Pending,
  seat: Seat,
  card: Card,
  seq: number,
): TableState | null {
  const side = offendingSideOf(state, pending);
  if (side === null || SIDE_OF[seat] !== side) return null;
  const base = { seq, kind: 'play-out-of-turn' as const, offender: seat, trick: trickIndex(state), card };
  if (!isDefender(state, seat))
    return addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 60C', 'Law 48A'] });
  const penalised = addPenaltyCard(state, { seat, card, major: true, laws: ['Law 60C', 'Law 50D'] });
  return addIrregularity(penalised, { ...base, status: 'rectified', laws: ['Law 60C'] });
}
