/**
 * The double-dummy table of a deal: the tricks each seat takes as declarer in each strain (the
 * opening lead is made by declarer's left-hand opponent), 20 results.
 *
 * One engine serves the whole table: its transposition table is emptied for each strain and kept
 * across the four declarers of the strain, and each declarer's search starts from the result of
 * the one before (a close guess). Returns `Result` for an invalid deal; throws only on a broken
 * invariant.
 */
import type { CardSet } from '../core/card-set.js';
import { err, ok, type Result } from '../core/result.js';
import { type BySeat, bySeat, LHO, SEATS, type Seat, SIDE_OF } from '../core/seat.js';
import type { ByStrain, Strain } from '../games/contract-bridge/call.js';
import { type Engine, type StopReason, withEngine } from './engine.js';
import { loadPosition, type PositionError, validatePosition } from './position.js';
import { type Budget, guessNs, narrowNs } from './solve.js';
import type { TableSize } from './transposition.js';

export type DdTable = {
  /** Tricks each seat takes as declarer in each strain. */
  readonly tricks: BySeat<ByStrain<number>>;
  /** Whether every entry is proven (false when the budget ran out; entries are then lower bounds). */
  readonly exact: boolean;
  readonly stopped: StopReason | null;
  readonly nodes: number;
};

export type TableOptions = Budget & {
  readonly tableSize?: TableSize;
  readonly engine?: Engine;
};

/** Strains in the order they are solved. */
const ORDER: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** The 20-result table of a deal (`hands`: thirteen cards each, or any equal-sized ending). */
export function ddTable(hands: BySeat<CardSet>, options: TableOptions = {}): Result<DdTable, PositionError> {
  return withEngine(options.engine, options.tableSize, (engine) => tableWith(engine, hands, options));
}

function tableWith(
  engine: Engine,
  hands: BySeat<CardSet>,
  options: TableOptions,
): Result<DdTable, PositionError> {
  const deadline =
    options.timeLimitMs === undefined ? Number.POSITIVE_INFINITY : Date.now() + options.timeLimitMs;
  const startNodes = engine.nodes;
  const nodeLimit =
    options.nodeLimit === undefined ? Number.POSITIVE_INFINITY : startNodes + options.nodeLimit;
  const found: Record<Seat, Partial<Record<Strain, number>>> = { N: {}, E: {}, S: {}, W: {} };
  let stopped: StopReason | null = null;
  for (const strain of ORDER) {
    // The transposition table is emptied when the strain changes (`loadPosition`), once.
    let hint = -1;
    for (const declarer of SEATS) {
      const checked = validatePosition({ hands, strain, leader: LHO[declarer] });
      if (!checked.ok) return err(checked.error);
      const position = checked.value;
      loadPosition(engine, position);
      engine.setBudget(deadline, nodeLimit);
      const left = position.tricksLeft;
      const ns = narrowNs(engine, 0, left, hint < 0 ? guessNs(engine) : hint);
      if (engine.stopped !== null) stopped = engine.stopped;
      hint = ns.lower;
      found[declarer][strain] = SIDE_OF[declarer] === 'NS' ? ns.lower : left - ns.upper;
    }
  }
  const tricks = bySeat((seat) => {
    const row = found[seat];
    return { C: row.C ?? 0, D: row.D ?? 0, H: row.H ?? 0, S: row.S ?? 0, NT: row.NT ?? 0 };
  });
  return ok({ tricks, exact: stopped === null, stopped, nodes: engine.nodes - startNodes });
}
