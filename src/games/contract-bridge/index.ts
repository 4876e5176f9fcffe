/**
 * `tablelaw/contract-bridge`: the legal mechanics of contract bridge — calls and the auction,
 * the play, duplicate scoring (Law 77) and rubber scoring — as pure functions over readonly
 * data. Irregularities are judged elsewhere (`table`, `laws`).
 */
export * from './auction.js';
export * from './call.js';
export * from './play.js';
export {
  kernelOf,
  legalMasks,
  NO_TRUMP,
  nthCard,
  type PlayoutKernel,
  randomPlayout,
  randomPlayoutTricks,
} from './playout.js';
export * from './score-duplicate.js';
export * from './score-rubber.js';
