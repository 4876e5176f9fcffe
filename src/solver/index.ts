/**
 * `tablelaw/solver`: double-dummy analysis. Browser-safe: the worker-thread batch runner is in
 * `workers.ts`, imported separately (Node only).
 */
export {
  type Analysis,
  type AnalysisError,
  type AnalysisInput,
  type AnalysisOptions,
  analyse,
  analyseRecord,
  type ClaimAnalysis,
  DEFAULT_ANALYSIS_TIME_MS,
  type EquityAnalysis,
  equityCauses,
  hasAnalysis,
} from './analysis.js';
export {
  type ClaimCheck,
  type ClaimError,
  type ClaimOptions,
  checkClaim,
  type DefencePlay,
} from './claim.js';
export type { StopReason } from './engine.js';
export {
  type EuchreDefect,
  type EuchreEnding,
  type EuchreError,
  type EuchreSolution,
  euchreCanReach,
  solveEuchre,
} from './euchre.js';
export { contractScore, type Par, type ParContract, par } from './par.js';
export {
  type CheckedPosition,
  type Position,
  type PositionDefect,
  type PositionError,
  validatePosition,
} from './position.js';
export {
  type Budget,
  type CardValue,
  type Solution,
  type SolveOptions,
  solve,
  tricksForSide,
} from './solve.js';
export { type DdTable, ddTable, type TableOptions } from './table.js';
export { DEFAULT_TABLE_SIZE, type TableSize, tableBytes } from './transposition.js';
