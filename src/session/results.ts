/**
 * A session's results as the scoring sees them: per board, what happened at each table. A
 * result is a score obtained at the table (from the contract, declarer and tricks, or given as a
 * score), an assigned adjusted score of Law 12C1 (possibly weighted, Law 12C1(c) of 2007/2017,
 * and possibly split between the sides), or an artificial adjusted score of Law 12C2 (average
 * plus / average / average minus, or a percentage, for each side).
 *
 * Scores are always North–South's (signed: East–West's +100 is North–South's −100).
 */
import type { Vulnerability } from '../core/board.js';
import type { Seat, Side } from '../core/seat.js';

/** One possible result of an assigned adjusted score, with its weight (percent). */
export type Component = {
  readonly score: number;
  /** Percent; a plain score is one component of weight 100. */
  readonly weight: number;
  /** The contract as written (`4SX`), for the traveller; null for a score given as a number. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  readonly tricks: number | null;
};

/** Average plus, average, average minus — made numbers only by the scoring profile. */
export const AWARDS = ['A+', 'A', 'A-'] as const;
export type Award = (typeof AWARDS)[number];

/** An artificial adjusted score for one side: a named award, or a percentage the director gave. */
export type Artificial = { readonly award: Award } | { readonly percent: number };

export type Outcome =
  /**
   * Played (or given as a score): one component of weight 100. `cap`: WBF 1997 Law 25B2(b)(2) —
   * that side (the offending one) scores no more than average minus, the other keeps the points
   * of the table result (a split score).
   */
  | { readonly kind: 'played'; readonly component: Component; readonly cap?: Side }
  /** Law 12C1: an assigned adjusted score; `NS` and `EW` differ for a split score. */
  | {
      readonly kind: 'assigned';
      readonly NS: readonly Component[];
      readonly EW: readonly Component[];
    }
  /** Law 12C2: an artificial adjusted score for each side (a split one when they do not balance). */
  | { readonly kind: 'artificial'; readonly NS: Artificial; readonly EW: Artificial };

/** A ruling that changed a board's result, for the traveller and the results page. */
export type Ruling = { readonly law: string; readonly text: string };

export type TableResult = {
  readonly ns: string;
  readonly ew: string;
  readonly table: number | null;
  readonly round: number | null;
  /** The cards as dealt at this table (PBN deal text), when known: for Law 87. */
  readonly deal: string | null;
  readonly outcome: Outcome;
  readonly rulings: readonly Ruling[];
};

export type BoardResults = {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerable: Vulnerability;
  /** The hand record (PBN deal text), when known. */
  readonly deal: string | null;
  /** false: the director has found the board not fouled whatever the deals say (Law 87A). */
  readonly fouled: boolean | null;
  readonly results: readonly TableResult[];
};

/** Law 90: a procedural penalty against a pair on a board. */
export type Penalty = {
  readonly board: number;
  readonly pair: string;
  /** The pair's direction on that board, when pair numbers are shared (Mitchell 1–1); null: found from the board. */
  readonly direction: Side | null;
  /** Under matchpoints: the fraction of a top taken off. */
  readonly fraction: number | null;
  /** Under IMP scoring: IMPs taken off. */
  readonly imps: number | null;
  /** Under total points: points taken off. */
  readonly totalPoints: number | null;
  readonly law: string;
  readonly reason: string;
};

export const RULEBOOKS = ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const;
export type Rulebook = (typeof RULEBOOKS)[number];

export type Results = {
  readonly boards: readonly BoardResults[];
  readonly penalties: readonly Penalty[];
  /** How the field is ranked: a Mitchell ranks each direction; null: inferred from the pairs. */
  readonly movement: 'mitchell' | 'howell' | 'teams' | null;
  /** One ranking or one a direction, when the movement's plan says (a Mitchell with the arrow switch is one). */
  readonly field?: 'one' | 'two';
  readonly teams: { readonly A: readonly string[]; readonly B: readonly string[] } | null;
  readonly rulebook: Rulebook;
  readonly event: string | null;
};

export function sideOf(result: TableResult, pair: string): Side | null {
  return result.ns === pair ? 'NS' : result.ew === pair ? 'EW' : null;
}
