/**
 * The judgement of a table state, in the shape of DESIGN §4 (`tablelaw judge --json`, the
 * server's answer, the library's value): phase, who acts next, every irregularity with its laws
 * and status, the pending decision with its options, the obligations, and the result.
 * This is the director's view: latent irregularities are shown.
 */
import type { Card, Suit } from '../core/card.js';
import { toCards } from '../core/card-set.js';
import { type BySeat, bySeat, type Side } from '../core/seat.js';
import type { Actor } from './event.js';
import type { Next, TableGame } from './game.js';
import { type Lang, offenderOf, type TableRulebook } from './rulebook.js';
import type {
  BoardResult,
  Claim,
  Finding,
  FindingAsk,
  Irregularity,
  Offer,
  Pending,
  Phase,
  Status,
  TableState,
} from './state.js';

export type JudgedIrregularity = {
  readonly seq: number;
  readonly kind: string;
  readonly offender: string;
  readonly status: Status;
  readonly laws: readonly string[];
  /** WBF: the director's finding the ruling turned on, or the default applied without one. */
  readonly finding?: Finding;
  /** WBF Law 16D: the side for which information from the withdrawn action is unauthorised. */
  readonly unauthorised?: { readonly side: Side; readonly laws: readonly string[] };
};

/** WBF Law 70: what the director sees of a disputed claim — the claim, the statement and the hands. */
export type JudgedClaim = Claim & {
  readonly hands: BySeat<readonly Card[]>;
  readonly trick: readonly { readonly seat: string; readonly card: Card }[];
  readonly trump: Suit | null;
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
  /** WBF `must-pass`: at the next turn or throughout the auction. */
  readonly scope?: 'next-turn' | 'throughout';
  readonly laws: readonly string[];
};

export type Judgement = {
  readonly ok: true;
  readonly phase: Phase;
  /**
   * Who is expected to act next, and how; `also`: others who may answer as well (the other
   * defender to declarer's claim; WBF 68B2, the partner of a defender who concedes).
   */
  readonly next: (Next & { readonly also?: readonly Next[] }) | null;
  readonly irregularities: readonly JudgedIrregularity[];
  readonly pending: {
    readonly chooser: readonly Actor[];
    readonly options: readonly JudgedOption[];
    readonly findings?: readonly FindingAsk[];
    readonly claim?: JudgedClaim;
  } | null;
  readonly obligations: readonly JudgedObligation[];
  readonly result: BoardResult | null;
};

export type JudgementError = {
  readonly ok: false;
  readonly error: { readonly kind: string; readonly at: number | null; readonly message: string };
};

/**
 * Who is expected to act next, and how: a decision's chooser, the answer to a claim (the game's
 * seat rules, `game.claimAnswers`), a revoke's correction, then the game's own course
 * (`game.turn`).
 */
export function nextOf(state: TableState, game: TableGame): Judgement['next'] {
  if (state.pending !== null)
    return {
      seat: state.pending.next,
      acts:
        state.pending.options.length === 0 && state.pending.findings !== undefined ? ['finding'] : ['elect'],
    };
  const claim = state.claim;
  if (claim !== null) {
    const [first, ...also] = game.claimAnswers(state, claim);
    if (first !== undefined) return also.length === 0 ? first : { ...first, also };
  }
  const duty = state.obligations.find((o) => o.kind === 'correct-revoke');
  if (duty !== undefined) return { seat: duty.seat, acts: ['withdraw'] };
  return game.turn(state);
}

/** The duties on future plays: penalty cards, the table's obligations, then the game's own. */
export function obligationsOf(state: TableState, game: TableGame): JudgedObligation[] {
  const out: JudgedObligation[] = state.penaltyCards.map((p) =>
    p.kind === 'exposed-card'
      ? { seat: p.seat, kind: p.kind, card: p.card, laws: p.laws }
      : {
          seat: p.seat,
          kind: 'penalty-card',
          card: p.card,
          major: p.major,
          laws: [p.major ? 'Law 50D' : 'Law 50C'],
        },
  );
  for (const o of state.obligations) {
    if (o.kind === 'play-card' || o.kind === 'correct-revoke' || o.kind === 'forbid-play-card')
      out.push({ seat: o.seat, kind: o.kind, card: o.card, laws: o.laws });
    else if (o.kind === 'must-pass') out.push({ seat: o.seat, kind: o.kind, scope: o.scope, laws: o.laws });
    else if (o.kind === 'forbid-double') out.push({ seat: o.seat, kind: o.kind, laws: o.laws });
    else out.push({ seat: o.seat, kind: o.kind, suit: o.suit, laws: o.laws });
  }
  const own = game.obligations(state);
  return own.length === 0 ? out : [...out, ...own];
}

/**
 * An irregularity as the judgement states it. Its optional parts are set one by one (a spread of
 * `{}` or of an object adding a key costs a microsecond on Node 20; judging a record ends here).
 */
function judgedIrregularity(
  i: Irregularity,
  laws: (l: readonly string[]) => readonly string[],
): JudgedIrregularity {
  const out: { -readonly [K in keyof JudgedIrregularity]: JudgedIrregularity[K] } = {
    seq: i.seq,
    kind: i.kind,
    offender: i.offender,
    status: i.status,
    laws: laws(i.laws),
  };
  if (i.finding !== undefined) out.finding = { ...i.finding, laws: laws(i.finding.laws) };
  if (i.unauthorisedFor !== undefined)
    out.unauthorised = { side: i.unauthorisedFor, laws: laws(i.unauthorisedLaws ?? ['Law 16D']) };
  return out;
}

/** An option of the pending decision as the judgement states it (its suit or card set only when it has one). */
function judgedOption(
  o: Offer,
  laws: (l: readonly string[]) => readonly string[],
  rulebook: TableRulebook,
  pending: Pending,
  state: TableState,
  lang: Lang,
): JudgedOption {
  const text = rulebook.optionText(pending, o, lang, offenderOf(state, pending));
  if (o.suit !== undefined && o.card !== undefined)
    return { id: o.id, laws: laws(o.laws), text, suit: o.suit, card: o.card };
  if (o.suit !== undefined) return { id: o.id, laws: laws(o.laws), text, suit: o.suit };
  if (o.card !== undefined) return { id: o.id, laws: laws(o.laws), text, card: o.card };
  return { id: o.id, laws: laws(o.laws), text };
}

/** The pending decision as the judgement states it: its optional parts set one by one (no spreads). */
function judgedPending(
  pending: Pending,
  state: TableState,
  rulebook: TableRulebook,
  laws: (l: readonly string[]) => readonly string[],
  lang: Lang,
): NonNullable<Judgement['pending']> {
  const out: {
    -readonly [K in keyof NonNullable<Judgement['pending']>]: NonNullable<Judgement['pending']>[K];
  } = {
    chooser: pending.chooser,
    options: pending.options.map((o) => judgedOption(o, laws, rulebook, pending, state, lang)),
  };
  if (pending.findings !== undefined)
    out.findings = pending.findings.map((f) => ({ ...f, laws: laws(f.laws) }));
  if (pending.claim !== undefined)
    out.claim = {
      ...pending.claim,
      hands: bySeat((seat) => toCards(state.hands[seat])),
      trick: state.trick?.plays ?? [],
      trump: state.trump,
    };
  return out;
}

export function judgementOf(state: TableState, rulebook: TableRulebook, lang: Lang = 'en'): Judgement {
  const pending = state.pending;
  const cite = rulebook.cite;
  const laws = cite === undefined ? (l: readonly string[]) => l : (l: readonly string[]) => l.map(cite);
  const result = state.result;
  return {
    ok: true,
    phase: state.phase,
    next: nextOf(state, rulebook.game),
    irregularities: state.irregularities.map((i) => judgedIrregularity(i, laws)),
    pending: pending === null ? null : judgedPending(pending, state, rulebook, laws, lang),
    obligations:
      cite === undefined
        ? obligationsOf(state, rulebook.game)
        : obligationsOf(state, rulebook.game).map((o) => ({ ...o, laws: laws(o.laws) })),
    result:
      cite === undefined || result === null
        ? result
        : { ...result, transfers: result.transfers.map((t) => ({ ...t, laws: laws(t.laws) })) },
  };
}
