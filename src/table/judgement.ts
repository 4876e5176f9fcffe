/**
 * The judgement of a table state, in the shape of DESIGN §4 (`tablelaw judge --json`, the
 * server's answer, the library's value): phase, who acts next, every irregularity with its laws
 * and status, the pending decision with its options, the obligations, and the result.
 * This is the director's view: latent irregularities are shown.
 */
import type { Card, Suit } from '../core/card.js';
import type { Actor } from './event.js';
import type { Lang, TableRulebook } from './rulebook.js';
import type { BoardResult, Phase, Status, TableState } from './state.js';

export type JudgedIrregularity = {
  readonly seq: number;
  readonly kind: string;
  readonly offender: string;
  readonly status: Status;
  readonly laws: readonly string[];
};

export type JudgedOption = {
  readonly id: string;
  readonly laws: readonly string[];
  readonly text: string;
  readonly suit?: Suit;
  readonly card?: Card;
};

export type JudgedObligation = {
  readonly seat: string;
  readonly kind: string;
  readonly card?: Card;
  readonly suit?: Suit;
  readonly major?: boolean;
  readonly laws: readonly string[];
};

export type Judgement = {
  readonly ok: true;
  readonly phase: Phase;
  readonly next: { readonly seat: Actor; readonly acts: readonly string[] } | null;
  readonly irregularities: readonly JudgedIrregularity[];
  readonly pending: { readonly chooser: readonly Actor[]; readonly options: readonly JudgedOption[] } | null;
  readonly obligations: readonly JudgedObligation[];
  readonly result: BoardResult | null;
};

export type JudgementError = {
  readonly ok: false;
  readonly error: { readonly kind: string; readonly at: number | null; readonly message: string };
};

/** Who is expected to act next, and how. */
export function nextOf(state: TableState): Judgement['next'] {
  if (state.pending !== null) return { seat: state.pending.next, acts: ['elect'] };
  if (state.claim !== null) {
    const answering = state.claim.seat === 'N' || state.claim.seat === 'S' ? 'E' : 'N';
    return { seat: answering, acts: ['agree', 'dispute'] };
  }
  const duty = state.obligations.find((o) => o.kind === 'correct-revoke');
  if (duty !== undefined) return { seat: duty.seat, acts: ['withdraw'] };
  if (state.phase === 'auction' && state.auction !== null) {
    const order = ['N', 'E', 'S', 'W'] as const;
    const seat = order[(order.indexOf(state.auction.dealer) + state.auction.calls.length) % 4] as Actor;
    return { seat, acts: ['call'] };
  }
  if (state.phase === 'play' && state.turn !== null) return { seat: state.turn, acts: ['play'] };
  return null;
}

export function obligationsOf(state: TableState): JudgedObligation[] {
  const out: JudgedObligation[] = state.penaltyCards.map((p) => ({
    seat: p.seat,
    kind: 'penalty-card',
    card: p.card,
    major: p.major,
    laws: [p.major ? 'Law 50D' : 'Law 50C'],
  }));
  for (const o of state.obligations) {
    if (o.kind === 'play-card' || o.kind === 'correct-revoke')
      out.push({ seat: o.seat, kind: o.kind, card: o.card, laws: o.laws });
    else out.push({ seat: o.seat, kind: o.kind, suit: o.suit, laws: o.laws });
  }
  return out;
}

export function judgementOf(state: TableState, rulebook: TableRulebook, lang: Lang = 'en'): Judgement {
  const pending = state.pending;
  return {
    ok: true,
    phase: state.phase,
    next: nextOf(state),
    irregularities: state.irregularities.map((i) => ({
      seq: i.seq,
      kind: i.kind,
      offender: i.offender,
      status: i.status,
      laws: i.laws,
    })),
    pending:
      pending === null
        ? null
        : {
            chooser: pending.chooser,
            options: pending.options.map((o) => ({
              id: o.id,
              laws: o.laws,
              text: rulebook.optionText(pending, o, lang),
              ...(o.suit === undefined ? {} : { suit: o.suit }),
              ...(o.card === undefined ? {} : { card: o.card }),
            })),
          },
    obligations: obligationsOf(state),
    result: state.result,
  };
}
