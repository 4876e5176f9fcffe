/**
 * A session plan: the movement laid out round by round with the boards each table plays, and
 * the boards with their dealer and vulnerability by the standard rotation (src/core/board.ts).
 * From a hand record (the boards of a PBN file, numbered) or from the number of boards alone.
 * A hand record whose Dealer or Vulnerable differs from the rotation is noted: the board in play
 * follows the rotation, as its tray does.
 */
import { boardFor, type Vulnerability } from '../core/board.js';
import { err, ok, type Result } from '../core/result.js';
import type { Seat } from '../core/seat.js';
import { boardsOfSet, type Movement, sharing } from './movement.js';

export const PLAN_FORMAT = 'tablelaw-session-plan/1';

export type HandRecordBoard = {
  readonly number: number;
  readonly dealer: Seat | null;
  readonly vulnerable: Vulnerability | null;
  readonly hasDeal: boolean;
};

export type PlanError = { readonly kind: 'plan'; readonly message: string };

export type SessionPlan = {
  readonly format: typeof PLAN_FORMAT;
  readonly movement: Movement['kind'];
  readonly tables: number;
  readonly field: Movement['field'];
  readonly boardsPerRound: number;
  readonly boards: readonly {
    readonly board: number;
    readonly dealer: Seat;
    readonly vulnerable: Vulnerability;
    readonly handRecord: boolean;
  }[];
  readonly rounds: readonly {
    readonly round: number;
    readonly tables: readonly {
      readonly table: number;
      readonly ns: string;
      readonly ew: string;
      readonly boards: readonly number[];
      /** Tables playing the same boards this round (they pass them between them). */
      readonly sharesWith?: readonly number[];
    }[];
  }[];
  readonly notes: readonly string[];
};

/**
 * Lays out `movement` over the boards: `boardsPerRound` boards a round (by default as many as the
 * hand record allows: its boards divided by the movement's sets).
 */
export function sessionPlan(
  movement: Movement,
  handRecord: readonly HandRecordBoard[] | null,
  boardsPerRound: number | null,
): Result<SessionPlan, PlanError> {
  const available = handRecord === null ? null : handRecord.length;
  const perRound = boardsPerRound ?? (available === null ? 2 : Math.floor(available / movement.sets));
  if (!Number.isSafeInteger(perRound) || perRound < 1 || perRound > 8)
    return err({
      kind: 'plan',
      message:
        available !== null && boardsPerRound === null
          ? `the hand record has ${available} boards: too few for ${movement.sets} sets`
          : 'boards per round is 1 to 8',
    });
  const needed = perRound * movement.sets;
  const notes: string[] = [];
  if (handRecord !== null && handRecord.length < needed)
    return err({
      kind: 'plan',
      message: `the movement needs ${needed} boards; the hand record has ${handRecord.length}`,
    });
  const boards = [];
  for (let n = 1; n <= needed; n++) {
    const std = boardFor(n);
    if (!std.ok) return err({ kind: 'plan', message: `board ${n}` });
    const record = handRecord?.[n - 1];
    if (record !== undefined) {
      if (record.number !== n) notes.push(`hand record board ${record.number} is played as board ${n}`);
      if (record.dealer !== null && record.dealer !== std.value.dealer)
        notes.push(
          `board ${n}: the hand record says dealer ${record.dealer}; the rotation gives ${std.value.dealer}`,
        );
      if (record.vulnerable !== null && record.vulnerable !== std.value.vulnerable)
        notes.push(
          `board ${n}: the hand record says ${record.vulnerable} vulnerable; the rotation gives ${std.value.vulnerable}`,
        );
    }
    boards.push({
      board: n,
      dealer: std.value.dealer,
      vulnerable: std.value.vulnerable,
      handRecord: record?.hasDeal ?? false,
    });
  }
  if (handRecord !== null && handRecord.length > needed)
    notes.push(`${handRecord.length - needed} boards of the hand record are not played`);
  const shared = sharing(movement);
  const most = Math.max(0, ...shared.map((x) => x.tables.length));
  if (most > perRound)
    notes.push(
      `${most} tables share a set in a round: with ${perRound} boards a round some of them wait for boards`,
    );
  return ok({
    format: PLAN_FORMAT,
    movement: movement.kind,
    tables: movement.tables,
    field: movement.field,
    boardsPerRound: perRound,
    boards,
    rounds: movement.rounds.map((seats, r) => ({
      round: r + 1,
      tables: seats.map((s) => {
        const with_ = shared
          .find((x) => x.round === r + 1 && x.set === s.set)
          ?.tables.filter((t) => t !== s.table);
        return {
          table: s.table,
          ns: s.ns,
          ew: s.ew,
          boards: boardsOfSet(s.set, perRound),
          ...(with_ === undefined ? {} : { sharesWith: with_ }),
        };
      }),
    })),
    notes,
  });
}
