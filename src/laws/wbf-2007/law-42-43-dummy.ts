/**
 * WBF 2007, Laws 42–43: dummy's rights and limitations (our paraphrase).
 *
 * - 42B1: dummy may ask declarer, who failed to follow, whether he has a card of the suit led;
 *   42B2: he may try to prevent an irregularity by declarer (warn him against leading from the
 *   wrong hand). 43A1(b): he may not draw attention to an irregularity during the play.
 * - 43A2: dummy may not exchange hands with declarer, leave his seat to watch declarer's play, or
 *   look at a defender's cards. Whether he did is a fact the director finds (`dummy-violated`,
 *   default false): the engine asks it when dummy then warns, asks or draws attention.
 * - 43B2(a): after such a violation, dummy warns declarer against leading from the wrong hand:
 *   either defender chooses the hand declarer leads from. 43B2(b): dummy is the first to ask
 *   declarer whether his play is a revoke: declarer corrects it, and Law 64 applies as if it were
 *   established. 43B3: dummy is the first to draw attention to a defender's irregularity: no
 *   rectification, play goes on as if none had happened; at the end the director may adjust the
 *   score (12B1; 2017: only the defenders' score, the declaring side keeps its result).
 * - 61B2(b): dummy may not ask a defender about a revoke (Law 16B may apply): an illegal inquiry.
 */
import { type Seat, SIDE_OF } from '../../core/seat.js';
import {
  addIrregularity,
  isDefender,
  leadDue,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import { change, type Offer, type Pending, type TableState } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { ARTIFICIAL, ASSIGN, KEEP } from './law-12-16-director.js';

export const DUMMY: readonly Provision[] = [
  {
    ref: '43',
    title: {
      en: "Dummy's limitations: did dummy exchange hands, leave his seat to watch declarer, or look at a defender's cards?",
      nb: 'Blindemanns begrensninger: byttet blindemann hånd, forlot han plassen for å se spilleføreren, eller så han på en motspillers kort?',
      ru: 'Ограничения болвана: менялся ли болван руками, покидал ли место, чтобы смотреть за разыгрывающим, смотрел ли в карты вистующего?',
    },
    chooser: 'director',
    options: {},
  },
  {
    ref: '43B2',
    title: {
      en: 'Dummy, after violating Law 43A2, warned declarer against leading from the wrong hand',
      nb: 'Blindemann, etter brudd på § 43A2, advarte spilleføreren mot å spille ut fra feil hånd',
      ru: 'Болван, нарушив Правило 43A2, предупредил разыгрывающего о ходе не с той руки',
    },
    chooser: 'defenders',
    options: {
      'lead-from-declarer': {
        laws: ['Law 43B2(a)'],
        text: {
          en: 'Declarer leads from his own hand',
          nb: 'Spilleføreren spiller ut fra egen hånd',
          ru: 'Разыгрывающий ходит со своей руки',
        },
      },
      'lead-from-dummy': {
        laws: ['Law 43B2(a)'],
        text: {
          en: "Declarer leads from dummy's hand",
          nb: 'Spilleføreren spiller ut fra blindemanns hånd',
          ru: 'Разыгрывающий ходит с руки болвана',
        },
      },
    },
  },
  {
    ref: '43B3',
    title: {
      en: "Dummy, after violating Law 43A2, first drew attention to a defender's irregularity: adjusted score?",
      nb: 'Blindemann, etter brudd på § 43A2, gjorde først oppmerksom på en motspillers uregelmessighet: justert score?',
      ru: 'Болван, нарушив Правило 43A2, первым указал на нарушение вистующего: компенсирующий результат?',
    },
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 43B3', 'Law 12B1'], text: KEEP },
      'adjust-tricks': { laws: ['Law 43B3', 'Law 12B1', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 43B3', 'Law 12B1', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
];

/** The finding asked when dummy warns, asks or draws attention: had he violated 43A2? */
const VIOLATED = { fact: 'dummy-violated', default: false, laws: ['Law 43A2'] } as const;

/** What dummy did that the director's finding turns on. */
export type DummyAct = 'warning' | 'ask-declarer' | 'attention';

function askDirector(state: TableState, seq: number, code: WbfCode): TableState {
  return change(state, { pending: decision(state, code, '43', { about: seq, findings: [VIOLATED] }) });
}

/**
 * Dummy's act during the play: a warning against a lead from the wrong hand (42B2), a question
 * to declarer about a revoke (42B1), or attention drawn (43A1(b)). Recorded; the director is
 * asked whether dummy had violated 43A2. Null when the act concerns nothing (no revoke to ask
 * about, a warning when declarer is not on lead).
 */
export function dummyActs(state: TableState, act: DummyAct, seq: number, code: WbfCode): TableState | null {
  const dummy = state.dummy;
  const declarer = state.declarer;
  if (dummy === null || declarer === null) return null;
  const base = { seq, offender: dummy, trick: trickIndex(state), status: 'pending' as const };
  if (act === 'warning') {
    if (!leadDue(state) || (state.turn !== declarer && state.turn !== dummy)) return null;
    return askDirector(
      addIrregularity(state, { ...base, kind: 'dummy-warning', laws: ['Law 42B2'] }),
      seq,
      code,
    );
  }
  if (act === 'ask-declarer') {
    if (!latentRevokeOf(state, (s) => s === declarer)) return null;
    return askDirector(
      addIrregularity(state, { ...base, kind: 'dummy-attention', laws: ['Law 42B1'] }),
      seq,
      code,
    );
  }
  const recorded = addIrregularity(state, { ...base, kind: 'dummy-attention', laws: ['Law 43A1(b)'] });
  return latentRevokeOf(state, (s) => isDefender(state, s))
    ? askDirector(recorded, seq, code)
    : settle(recorded, seq);
}

function latentRevokeOf(state: TableState, who: (seat: Seat) => boolean): boolean {
  return state.irregularities.ofKind('revoke').some((i) => i.status === 'latent' && who(i.offender));
}

const settle = (state: TableState, seq: number) =>
  updateIrregularity(state, seq, (i) => ({ ...i, status: 'no-rectification' }));

/** How the judge draws attention to a revoke (act.ts), passed in to keep this file below it. */
export type AttentionToRevoke = (state: TableState, offender: Seat | undefined) => TableState;

/**
 * The director's finding on dummy's act. Not violated: dummy's right (42B) or an attention that
 * takes effect anyway (43A1(b)). Violated: 43B2(a) the defenders choose the hand, 43B2(b) the
 * revoke is corrected and judged as established, 43B3 no rectification of the defenders' revokes.
 */
export function onDummyFinding(
  state: TableState,
  violated: boolean,
  by: 'director' | 'default',
  attention: AttentionToRevoke,
  code: WbfCode,
): TableState {
  const pending = state.pending;
  const act = pending === null ? undefined : state.irregularities.ofSeq(pending.about)[0];
  // Dummy's acts are judged in the play, where there is a declarer.
  if (pending === null || act === undefined || state.declarer === null)
    return change(state, { pending: null });
  const finding = { fact: VIOLATED.fact, value: violated, by, laws: VIOLATED.laws };
  const cleared = change(state, { pending: null });
  const mark = (
    s: TableState,
    status: 'no-rectification' | 'pending' | 'rectified',
    laws: readonly string[],
  ) => updateIrregularity(s, act.seq, (i) => ({ ...i, status, laws, finding }), act.kind);
  const declarer = state.declarer;
  if (act.kind === 'dummy-warning') {
    if (!violated) return mark(cleared, 'no-rectification', ['Law 42B2']);
    const marked = mark(cleared, 'pending', ['Law 43A2', 'Law 43B2(a)']);
    return change(marked, { pending: decision(marked, code, '43B2', { about: act.seq }) });
  }
  if (act.laws.includes('Law 42B1')) {
    const asked = attention(
      mark(cleared, 'no-rectification', violated ? ['Law 43A2', 'Law 43B2(b)'] : ['Law 42B1']),
      declarer,
    );
    if (!violated) return asked;
    // 43B2(b): corrected, and Law 64 applies as if the revoke were established (see withdrawInCorrection).
    return change(asked, {
      irregularities: asked.irregularities.updated(
        (i) => i.offender === declarer && i.status === 'pending' && !i.laws.includes('Law 43B2(b)'),
        (i) => ({ ...i, laws: [...i.laws, 'Law 43B2(b)'] }),
        ['revoke'],
      ),
    });
  }
  if (!violated) {
    const marked = mark(cleared, 'no-rectification', ['Law 43A1(b)']);
    const offender = marked.irregularities
      .ofKind('revoke')
      .find((i) => i.status === 'latent' && isDefender(marked, i.offender))?.offender;
    return offender === undefined ? marked : attention(marked, offender);
  }
  // 43B3: no rectification; play continues as though no irregularity had occurred.
  const marked = mark(cleared, 'no-rectification', ['Law 43A1(b)', 'Law 43A2', 'Law 43B3']);
  return change(marked, {
    irregularities: marked.irregularities.updated(
      (i) => i.status === 'latent' && isDefender(marked, i.offender),
      (i) => ({ ...i, status: 'no-rectification', laws: [...i.laws, 'Law 43B3'] }),
      ['revoke'],
    ),
  });
}

/** 43B2(a): the defenders' choice of the hand declarer leads from. */
export function electLeadingHand(state: TableState, pending: Pending, chosen: Offer): TableState {
  const hand = chosen.id === 'lead-from-dummy' ? state.dummy : state.declarer;
  const settled = updateIrregularity(change(state, { pending: null, turn: hand }), pending.about, (i) => ({
    ...i,
    status: 'rectified',
    laws: [...i.laws.filter((l) => l !== 'Law 43B2(a)'), ...chosen.laws],
  }));
  return settled;
}

/** 61B2(b): dummy asks a defender about a revoke: an illegal inquiry (16B may apply). */
export function dummyAsksDefender(state: TableState, dummy: Seat, seq: number): TableState {
  return addIrregularity(state, {
    seq,
    kind: 'illegal-inquiry',
    offender: dummy,
    status: 'no-rectification',
    laws: ['Law 61B', 'Law 16B'],
    trick: trickIndex(state),
  });
}

/** The side that suffers a 43B3 irregularity left unrectified: the declaring side. */
export function declaringSide(state: TableState): 'NS' | 'EW' | null {
  return state.declarer === null ? null : SIDE_OF[state.declarer];
}
