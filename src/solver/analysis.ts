/**
 * The director's double-dummy analysis of a judged board (ADR 0061): what the solver can tell the
 * director beside the judgement, never instead of it.
 *
 * - Claims (Laws 68–71): when a disputed claim or concession awaits the director (decision `70`),
 *   does it hold whatever the other side does, if the side it credits plays as well as possible?
 *   If not, a line of play by the other side that beats it, card by card, with the tricks the
 *   credited side can still take after each. A concession of `n` tricks is checked as the
 *   opponents' claim of those `n` (it fails when the conceding side could have taken more).
 * - Equity (Laws 64C, 12C): for each irregularity the director may have to weigh at the end of the
 *   board (an established revoke, or the cause of an end-of-board decision), the double-dummy
 *   result from the position just before it — the record replayed up to the event before its
 *   `seq` — set beside the actual result after rectification, so the director can see whether
 *   the non-offending side was damaged.
 *
 * Double dummy is a bound, not a ruling: Law 70 allows the claimer no line that is irrational,
 * but does allow a careless one against him; Law 12C1 looks at likely results, not perfect play.
 *
 * Every search is bounded (a time limit per search, and optionally a node limit); a search that
 * stops early says so and decides nothing. Pure over its input (the clock aside); throws only on
 * a broken invariant.
 */
import { OTHER_SIDE, type Seat, SIDE_OF, type Side } from '../core/seat.js';
import type { Strain } from '../games/contract-bridge/call.js';
import { judgeRecord } from '../laws/judge.js';
import type { AnyRecord } from '../table/event.js';
import { replay } from '../table/evolve.js';
import type { JudgementError } from '../table/judgement.js';
import type { TableRulebook } from '../table/rulebook.js';
import type { Irregularity, TableState } from '../table/state.js';
import { checkClaim, type DefencePlay } from './claim.js';
import type { StopReason } from './engine.js';
import type { Position, PositionDefect } from './position.js';
import { tricksForSide } from './solve.js';

/** The time each search may take when the caller gives none. */
export const DEFAULT_ANALYSIS_TIME_MS = 5000;

export type AnalysisOptions = {
  /** Stop each search after this many milliseconds (default `DEFAULT_ANALYSIS_TIME_MS`). */
  readonly timeLimitMs?: number;
  /** Stop each search after this many search nodes (no limit by default). */
  readonly nodeLimit?: number;
};

/** Why a claim or an irregularity could not be analysed. */
export type AnalysisError =
  | { readonly kind: 'position-invalid'; readonly defects: readonly PositionDefect[] }
  | { readonly kind: 'not-in-play'; readonly message: string }
  | { readonly kind: 'claim-tricks'; readonly tricks: number; readonly tricksLeft: number }
  | { readonly kind: 'replay-refused'; readonly message: string };

export type ClaimAnalysis = {
  /** The `claim` (or `concede`) event. */
  readonly seq: number;
  readonly kind: 'claim' | 'concede';
  /** The claimer (or conceder). */
  readonly seat: Seat;
  /** The side the claim or concession credits with `tricks`: the claimer's, or the conceder's opponents. */
  readonly side: Side;
  /** Tricks it credits to `side`, of the `tricksLeft` (the trick in progress included). */
  readonly tricks: number;
  readonly tricksLeft: number;
} & (
  | {
      readonly status: 'holds';
      /** Most tricks `side` can take double dummy (at least `tricks`). */
      readonly best: number;
    }
  | {
      readonly status: 'fails';
      /** Most tricks `side` can take against the best play of the other side. */
      readonly best: number;
      /**
       * A line of play to the end that beats it: the other side keeps `side` to `best`, `side`
       * plays its best. `canTake`: the most tricks `side` can still take (of `tricksLeft`) after
       * the card.
       */
      readonly defence: readonly {
        readonly seat: Seat;
        readonly card: DefencePlay['card'];
        readonly canTake: number;
      }[];
    }
  | { readonly status: 'stopped'; readonly stopped: StopReason }
  | { readonly status: 'invalid'; readonly error: AnalysisError }
);

export type EquityAnalysis = {
  /** The irregularity's event. */
  readonly seq: number;
  readonly kind: string;
  readonly offender: Seat;
  readonly nonOffending: Side;
  /** Tricks by side as the board stands: the result after rectification (transfers, adjustments). */
  readonly actual: { readonly NS: number; readonly EW: number };
} & (
  | {
      readonly status: 'solved';
      /** The position searched: 0-based trick index and the seat to play. */
      readonly at: { readonly trick: number; readonly toMove: Seat };
      /** Tricks by side double dummy from just before the irregularity (tricks already won included). */
      readonly doubleDummy: { readonly NS: number; readonly EW: number };
    }
  | {
      readonly status: 'stopped';
      readonly at: { readonly trick: number; readonly toMove: Seat };
      readonly stopped: StopReason;
      /** The bounds proven when the search stopped, tricks already won included. */
      readonly bounds: {
        readonly NS: { readonly lower: number; readonly upper: number };
        readonly EW: { readonly lower: number; readonly upper: number };
      };
    }
  | { readonly status: 'invalid'; readonly error: AnalysisError }
);

export type Analysis = {
  /** The time limit each search had, in milliseconds. */
  readonly timeLimitMs: number;
  readonly claim?: ClaimAnalysis;
  readonly equity?: readonly EquityAnalysis[];
};

/** What the analysis needs: the record (to replay up to an irregularity), the state it gave, its rulebook. */
export type AnalysisInput = {
  readonly record: AnyRecord;
  readonly state: TableState;
  readonly rulebook: TableRulebook;
};

/** Whether `analyse` has anything to search in this state (cheap: no replay, no search). */
export function hasAnalysis(state: TableState): boolean {
  if (!solvable(state)) return false;
  return state.pending?.claim !== undefined || equityCauses(state).length > 0;
}

/** The director's analysis of a judged board; see the module comment. */
export function analyse(input: AnalysisInput, options: AnalysisOptions = {}): Analysis {
  const timeLimitMs = options.timeLimitMs ?? DEFAULT_ANALYSIS_TIME_MS;
  const budget = {
    timeLimitMs,
    ...(options.nodeLimit === undefined ? {} : { nodeLimit: options.nodeLimit }),
  };
  const { state } = input;
  if (!solvable(state)) return { timeLimitMs };
  const claim = state.pending?.claim === undefined ? undefined : claimAnalysis(state, budget);
  const causes = equityCauses(state);
  const equity = causes.length === 0 ? undefined : causes.map((i) => equityAnalysis(input, i, budget));
  return {
    timeLimitMs,
    ...(claim === undefined ? {} : { claim }),
    ...(equity === undefined ? {} : { equity }),
  };
}

/** Judges a record and analyses it: `analyse` for a record alone. */
export function analyseRecord(
  record: AnyRecord,
  options: AnalysisOptions = {},
): { readonly ok: true; readonly analysis: Analysis } | JudgementError {
  const judged = judgeRecord(record);
  if (!judged.ok) return judged;
  return { ok: true, analysis: analyse({ record, state: judged.state, rulebook: judged.rulebook }, options) };
}

type SearchBudget = { readonly timeLimitMs: number; readonly nodeLimit?: number };

/** The solver plays thirteen-trick games with one strain: the bridge games, once there is a contract. */
function solvable(state: TableState): boolean {
  return state.game !== 'euchre' && state.contract !== null && state.totalTricks === 13;
}

function strainOf(state: TableState): Strain {
  return state.trump ?? 'NT';
}

/** The position of the cards as they lie: hands, the trick in progress and who led it. */
function positionOf(state: TableState): Position | AnalysisError {
  if (state.phase !== 'play')
    return { kind: 'not-in-play', message: `the table is in its ${state.phase} phase, not in play` };
  const trick = state.trick;
  const leader = trick !== null ? trick.leader : state.turn;
  if (leader === null) return { kind: 'not-in-play', message: 'no hand is to play' };
  return {
    hands: state.hands,
    strain: strainOf(state),
    leader,
    ...(trick === null || trick.plays.length === 0 ? {} : { trick: trick.plays }),
  };
}

function isPosition(p: Position | AnalysisError): p is Position {
  return 'hands' in p;
}

// ---------------------------------------------------------------------------------------------
// Claims (Laws 68–71).

function claimAnalysis(state: TableState, budget: SearchBudget): ClaimAnalysis | undefined {
  const claim = state.pending?.claim;
  if (claim === undefined) return undefined;
  const tricksLeft = state.totalTricks - state.tricks.length;
  // A concession of n tricks credits the opponents with n: checked as their claim.
  const side = claim.kind === 'claim' ? SIDE_OF[claim.seat] : OTHER_SIDE[SIDE_OF[claim.seat]];
  const base = { seq: claim.seq, kind: claim.kind, seat: claim.seat, side, tricks: claim.tricks, tricksLeft };
  const position = positionOf(state);
  if (!isPosition(position)) return { ...base, status: 'invalid', error: position };
  const claimer = claim.kind === 'claim' ? claim.seat : seatOf(side);
  const checked = checkClaim(position, claimer, claim.tricks, budget);
  if (!checked.ok) {
    const e = checked.error;
    return {
      ...base,
      status: 'invalid',
      error:
        e.kind === 'claim-tricks'
          ? { kind: 'claim-tricks', tricks: e.tricks, tricksLeft: e.tricksLeft }
          : { kind: 'position-invalid', defects: e.defects },
    };
  }
  const c = checked.value;
  switch (c.status) {
    case 'holds':
      return { ...base, status: 'holds', best: c.best };
    case 'fails':
      return {
        ...base,
        status: 'fails',
        best: c.best,
        defence: c.defence.map((p) => ({ seat: p.seat, card: p.card, canTake: p.claimerCanTake })),
      };
    case 'undecided':
      return { ...base, status: 'stopped', stopped: c.stopped };
  }
}

function seatOf(side: Side): Seat {
  return side === 'NS' ? 'N' : 'E';
}

// ---------------------------------------------------------------------------------------------
// Equity (Laws 64C, 12C).

/**
 * The irregularities whose effect the director may weigh at the end of the board, in record
 * order: established revokes (64C) and the causes of the other end-of-board decisions (62D2, 45F,
 * 43B3, 50E3, 55C, 47E2), plus whatever the pending end-of-board decision is about. Only once
 * play has ended and there is a result to set beside the double-dummy one.
 */
export function equityCauses(state: TableState): readonly Irregularity[] {
  if (state.phase !== 'ended' || state.result === null) return [];
  const about = state.pending !== null && state.pending.claim === undefined ? state.pending.about : -1;
  // 69B's agreement withdrawn is about a claim, not a play: the position before it is the end.
  return state.irregularities.filter(
    (i) => (i.seq === about && i.kind !== 'agreement-withdrawn') || weighedAtEnd(i),
  );
}

function weighedAtEnd(i: Irregularity): boolean {
  const cites = (law: string) => i.laws.includes(law);
  switch (i.kind) {
    case 'revoke':
      return (
        i.status === 'established' ||
        i.status === 'rectified' ||
        i.laws.some((l) => l.startsWith('Law 63')) ||
        cites('Law 62D1')
      );
    case 'dummy-indicated-card':
      return true;
    case 'dummy-attention':
      return cites('Law 43B3');
    case 'lead-out-of-turn':
      return cites('Law 55B1') || cites('Law 55B2');
    case 'misinformation':
      return cites('Law 47E2(b)');
    default:
      return cites('Law 50E3');
  }
}

function equityAnalysis(input: AnalysisInput, i: Irregularity, budget: SearchBudget): EquityAnalysis {
  const { state } = input;
  const result = state.result;
  if (result === null) throw new Error('equity analysis needs a result');
  const base = {
    seq: i.seq,
    kind: i.kind,
    offender: i.offender,
    nonOffending: OTHER_SIDE[SIDE_OF[i.offender]],
    actual: { NS: result.tricks.NS, EW: result.tricks.EW },
  };
  const before = replay({ ...input.record, events: input.record.events.slice(0, i.seq) }, input.rulebook);
  if (before.state === null || before.error !== undefined)
    return {
      ...base,
      status: 'invalid',
      error: { kind: 'replay-refused', message: before.error?.message ?? 'the record does not replay' },
    };
  const s = before.state;
  const position = positionOf(s);
  if (!isPosition(position)) return { ...base, status: 'invalid', error: position };
  const solved = tricksForSide(position, 'NS', budget);
  if (!solved.ok) return { ...base, status: 'invalid', error: solved.error };
  const v = solved.value;
  const won = { NS: s.claimed.NS, EW: s.claimed.EW };
  for (const t of s.tricks) won[SIDE_OF[t.winner]] += 1;
  const at = { trick: s.tricks.length, toMove: v.toMove };
  // The solver's bounds are for the side to move; North-South's follow.
  const ns =
    v.side === 'NS'
      ? { lower: v.lower, upper: v.upper }
      : { lower: v.tricksLeft - v.upper, upper: v.tricksLeft - v.lower };
  if (v.stopped !== null || ns.lower !== ns.upper)
    return {
      ...base,
      status: 'stopped',
      at,
      stopped: v.stopped ?? 'time-limit',
      bounds: {
        NS: { lower: won.NS + ns.lower, upper: won.NS + ns.upper },
        EW: { lower: won.EW + v.tricksLeft - ns.upper, upper: won.EW + v.tricksLeft - ns.lower },
      },
    };
  return {
    ...base,
    status: 'solved',
    at,
    doubleDummy: { NS: won.NS + ns.lower, EW: won.EW + v.tricksLeft - ns.lower },
  };
}
