/**
 * Movements as data: who sits where, which board set each table plays, round by round.
 *
 * - Mitchell: North–South pairs 1..T stay at their tables; East–West pairs T+1..2T start at
 *   tables 1..T and move up one table a round; the board sets move down one. With an even number
 *   of tables the East–West pairs skip a table after T/2 rounds (else they would meet the sets
 *   they have played), and the movement has at most T − 1 rounds (a T-th round would bring each
 *   East–West pair back to its first opponents). With the arrow switch the pairs of the last
 *   round play the other direction's cards, so that the whole field is one ranking.
 * - Howell (2 to 8 tables): the standard cyclic movements of `howell-tables.ts`; one field.
 * - Team match: two tables, team A North–South at table 1 and East–West at table 2; the boards
 *   played at one table are then played at the other (the two halves swapped).
 *
 * Every function here is pure and throws nothing for its documented input; bad input is a
 * `Result` error.
 */
import { err, ok, type Result } from '../core/result.js';
import { HOWELL_TABLES } from './howell-tables.js';

export const MOVEMENT_KINDS = ['mitchell', 'howell', 'teams'] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

/** One table in one round: the pair holding the North–South cards, the East–West pair, the set. */
export type Seating = {
  readonly table: number;
  readonly ns: string;
  readonly ew: string;
  /** The board set (1-based) played at this table in this round. */
  readonly set: number;
};

export type Movement = {
  readonly kind: MovementKind;
  readonly tables: number;
  /** Number of board sets in play over the movement. */
  readonly sets: number;
  /** Round by round (index 0 is round 1), the tables in order. */
  readonly rounds: readonly (readonly Seating[])[];
  /** `one`: a single ranking; `two`: North–South and East–West ranked separately (Mitchell). */
  readonly field: 'one' | 'two';
  /** Every pair of the movement, in number order. */
  readonly pairs: readonly string[];
  /** Team match: the two teams' pairs. */
  readonly teams?: { readonly A: readonly string[]; readonly B: readonly string[] };
};

export type MovementError =
  | {
      readonly kind: 'tables';
      readonly movement: MovementKind;
      readonly tables: number;
      readonly message: string;
    }
  | {
      readonly kind: 'rounds';
      readonly movement: MovementKind;
      readonly rounds: number;
      readonly message: string;
    };

/** The rounds asked for of `movement` at `tables` tables (all `most` when none are asked), or why not. */
function roundsOf(
  movement: MovementKind,
  named: string,
  tables: number,
  asked: number | undefined,
  most: number,
): Result<number, MovementError> {
  const rounds = asked ?? most;
  if (Number.isSafeInteger(rounds) && rounds >= 1 && rounds <= most) return ok(rounds);
  return err({
    kind: 'rounds',
    movement,
    rounds,
    message: `${named} of ${tables} tables has 1 to ${most} rounds`,
  });
}

export type MitchellOptions = { readonly arrowSwitch?: boolean; readonly rounds?: number };

/** A Mitchell for `tables` tables (3 or more). */
export function mitchell(tables: number, options: MitchellOptions = {}): Result<Movement, MovementError> {
  if (!Number.isSafeInteger(tables) || tables < 3 || tables > 99)
    return err({ kind: 'tables', movement: 'mitchell', tables, message: 'a Mitchell needs 3 to 99 tables' });
  const skip = tables % 2 === 0;
  const most = skip ? tables - 1 : tables;
  const asked = roundsOf('mitchell', 'a Mitchell', tables, options.rounds, most);
  if (!asked.ok) return asked;
  const rounds = asked.value;
  const half = tables / 2;
  const out: Seating[][] = [];
  for (let r = 0; r < rounds; r++) {
    const seats: Seating[] = [];
    for (let t = 1; t <= tables; t++) {
      // The East–West pair at table t came from table t − r (t − r − 1 after the skip).
      const moved = r + (skip && r >= half ? 1 : 0);
      const ewStart = mod(t - 1 - moved, tables) + 1;
      const set = mod(t - 1 + r, tables) + 1;
      const ns = String(t);
      const ew = String(tables + ewStart);
      const switched = options.arrowSwitch === true && r === rounds - 1;
      seats.push(switched ? { table: t, ns: ew, ew: ns, set } : { table: t, ns, ew, set });
    }
    out.push(seats);
  }
  return ok({
    kind: 'mitchell',
    tables,
    sets: tables,
    rounds: out,
    field: options.arrowSwitch === true ? 'one' : 'two',
    pairs: Array.from({ length: 2 * tables }, (_, i) => String(i + 1)),
  });
}

/** A complete Howell for 2 to 8 tables (2T − 1 rounds), or its first `rounds` rounds. */
export function howell(
  tables: number,
  options: { readonly rounds?: number } = {},
): Result<Movement, MovementError> {
  const data = HOWELL_TABLES.find((h) => h.tables === tables);
  if (data === undefined)
    return err({
      kind: 'tables',
      movement: 'howell',
      tables,
      message: 'a Howell is given for 2 to 8 tables',
    });
  const m = 2 * tables - 1;
  const asked = roundsOf('howell', 'a Howell', tables, options.rounds, m);
  if (!asked.ok) return asked;
  const rounds = asked.value;
  const top = 2 * tables;
  const step = (pair: number, r: number) => (pair === top ? top : mod(pair - 1 + r, m) + 1);
  const out: Seating[][] = [];
  for (let r = 0; r < rounds; r++)
    out.push(
      data.firstRound.map(([table, ns, ew, set]) => ({
        table,
        ns: String(step(ns, r)),
        ew: String(step(ew, r)),
        set: mod(set - 1 + r, m) + 1,
      })),
    );
  return ok({
    kind: 'howell',
    tables,
    sets: m,
    rounds: out,
    field: 'one',
    pairs: Array.from({ length: top }, (_, i) => String(i + 1)),
  });
}

/** A team match: two tables, two rounds (the halves of the boards swapped between the tables). */
export function teamMatch(): Movement {
  return {
    kind: 'teams',
    tables: 2,
    sets: 2,
    rounds: [
      [
        { table: 1, ns: 'A1', ew: 'B1', set: 1 },
        { table: 2, ns: 'B2', ew: 'A2', set: 2 },
      ],
      [
        { table: 1, ns: 'A1', ew: 'B1', set: 2 },
        { table: 2, ns: 'B2', ew: 'A2', set: 1 },
      ],
    ],
    field: 'one',
    pairs: ['A1', 'A2', 'B1', 'B2'],
    teams: { A: ['A1', 'A2'], B: ['B1', 'B2'] },
  };
}

/** Sets played at more than one table in the same round: those tables share the boards. */
export type Sharing = { readonly round: number; readonly set: number; readonly tables: readonly number[] };

export function sharing(movement: Movement): Sharing[] {
  const out: Sharing[] = [];
  movement.rounds.forEach((seats, r) => {
    const bySet = new Map<number, number[]>();
    for (const s of seats) bySet.set(s.set, [...(bySet.get(s.set) ?? []), s.table]);
    for (const [set, tables] of bySet) if (tables.length > 1) out.push({ round: r + 1, set, tables });
  });
  return out;
}

/** What a movement must never do; an empty list for a sound movement. */
export type MovementDefect =
  | { readonly kind: 'pair-twice-in-round'; readonly round: number; readonly pair: string }
  | { readonly kind: 'set-played-twice'; readonly pair: string; readonly set: number }
  | { readonly kind: 'pairs-meet-twice'; readonly pairs: readonly [string, string] }
  | { readonly kind: 'pair-against-itself'; readonly round: number; readonly pair: string };

export function movementDefects(movement: Movement): MovementDefect[] {
  const defects: MovementDefect[] = [];
  const played = new Set<string>();
  const met = new Set<string>();
  movement.rounds.forEach((seats, r) => {
    const here = new Set<string>();
    for (const s of seats) {
      if (s.ns === s.ew) defects.push({ kind: 'pair-against-itself', round: r + 1, pair: s.ns });
      for (const pair of [s.ns, s.ew]) {
        if (here.has(pair)) defects.push({ kind: 'pair-twice-in-round', round: r + 1, pair });
        here.add(pair);
        const key = `${pair}|${s.set}`;
        if (played.has(key)) defects.push({ kind: 'set-played-twice', pair, set: s.set });
        played.add(key);
      }
      const [a, b] = [s.ns, s.ew].sort() as [string, string];
      const meet = `${a}|${b}`;
      if (met.has(meet) && movement.kind !== 'teams')
        defects.push({ kind: 'pairs-meet-twice', pairs: [a, b] });
      met.add(meet);
    }
  });
  return defects;
}

/** The boards of a set when each round plays `perRound` boards: set s holds boards (s−1)·k+1 … s·k. */
export function boardsOfSet(set: number, perRound: number): number[] {
  return Array.from({ length: perRound }, (_, i) => (set - 1) * perRound + i + 1);
}

export function buildMovement(
  kind: MovementKind,
  tables: number,
  options: MitchellOptions = {},
): Result<Movement, MovementError> {
  if (kind === 'mitchell') return mitchell(tables, options);
  if (kind === 'howell')
    return howell(tables, options.rounds === undefined ? {} : { rounds: options.rounds });
  if (tables !== 2)
    return err({ kind: 'tables', movement: 'teams', tables, message: 'a team match is played at 2 tables' });
  return ok(teamMatch());
}

function mod(a: number, n: number): number {
  return ((a % n) + n) % n;
}
