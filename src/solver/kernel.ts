/**
 * The search kernel's memory: the position being searched and every scratch array of the search,
 * as views of one buffer off the JavaScript heap, each a module constant, plus the scalar state
 * (`ST`, int32 slots) and the counters (`CNT`, doubles) in the same buffer.
 *
 * Why: V8 compiles a read of a constant typed array whose memory is off the heap with its address
 * and length as constants (one instruction and a compare against a constant), where an array held
 * in an object's field is loaded, with its base and length, at each use, and a number field is
 * untagged and tagged again at each update. The search reads these arrays a few hundred times a
 * node (ADR 0062).
 *
 * A module that reads the kernel takes the views into module constants of its own
 * (`const { HAND, ST } = K;` after `import * as K`): V8 re-checks an imported binding at each use,
 * and folds a module constant.
 *
 * There is one kernel per thread (per module instance). `Engine` (engine.ts) is a handle on it:
 * each engine keeps its own copy of the persistent part, and the kernel is swapped to an engine
 * before any of its methods runs (`activate`), so engines can be used in any order.
 */

/** Moves of one hand at one depth: at most thirteen cards, one per run. */
export const MAX_MOVES = 14;
/** Cards played from the root: 52, plus one for the position after the last. */
export const MAX_DEPTH = 53;

// ---------------------------------------------------------------- scalar slots of `ST`

/** The trump suit (0 clubs … 3 spades), `NO_TRUMP` (4) at no trump. */
export const TRUMP = 0;
/** The seat that led (or leads) the current trick (N 0, E 1, S 2, W 3). */
export const LEADER = 1;
/** Cards played to the current trick so far. */
export const PLAYED = 2;
/** Tricks closed since the root (indexes `CLOSED_CARDS` and `OWNERS_CLOSED`). */
export const CLOSED = 3;
/** Tricks North-South have won since the root. */
export const NS_WON = 4;
/** Tricks not yet complete, counting the current one. */
export const TRICKS_LEFT = 5;
/** Cards played since the root (indexes the per-depth arrays). */
export const DEPTH = 6;
/** Lengths of hands 0–7 (`seat * 4 + suit`), four bits each: the table key, kept up in play. */
export const LENGTHS_LO = 7;
/** Lengths of hands 8–15, four bits each. */
export const LENGTHS_HI = 8;
/** Why the last search stopped early: `NOT_STOPPED`, `STOPPED_TIME` or `STOPPED_NODES`. */
export const STOPPED = 9;
export const NOT_STOPPED = 0;
export const STOPPED_TIME = 1;
export const STOPPED_NODES = 2;
const SCALARS = 16;

// ---------------------------------------------------------------- slots of `CNT` (doubles)

/** Nodes searched by this engine. */
export const NODES = 0;
/** Nodes at a trick start (the count DDS reports). */
export const TRICK_NODES = 1;
/** The node count at which the clock is read next. */
export const NEXT_CLOCK = 2;
/** The node count at which the search stops. */
export const NODE_LIMIT = 3;
/** The `Date.now()` at which the search stops. */
export const DEADLINE = 4;
const COUNTERS = 8;

// ---------------------------------------------------------------- layout

/** Int32 views, in order; the persistent part (kept per engine) comes first. */
const PERSISTENT_LAYOUT = [
  ['ST', SCALARS],
  ['HAND', 16],
  ['PRESENT', 4],
  ['TRICK_SUIT', 4],
  ['TRICK_RANK', 4],
  ['REL', 4],
  ['OWNERS', 4],
  ['KILLER', MAX_DEPTH],
  ['CLOSED_CARDS', 4 * 14],
  ['OWNERS_CLOSED', 4 * 14],
] as const;
const SCRATCH_LAYOUT = [
  ['QUICK_COUNT', 8],
  ['MOVE_SUIT', MAX_DEPTH * MAX_MOVES],
  ['MOVE_RANK', MAX_DEPTH * MAX_MOVES],
  ['MOVE_SEQ', MAX_DEPTH * MAX_MOVES],
  ['MOVE_WEIGHT', MAX_DEPTH * MAX_MOVES],
] as const;

type Name = (typeof PERSISTENT_LAYOUT)[number][0] | (typeof SCRATCH_LAYOUT)[number][0];

/** Each view starts on a 64-byte line (16 int32s). */
const padded = (n: number): number => Math.ceil(n / 16) * 16;
const persistentInts = PERSISTENT_LAYOUT.reduce((sum, [, n]) => sum + padded(n), 0);
const scratchInts = SCRATCH_LAYOUT.reduce((sum, [, n]) => sum + padded(n), 0);
const buffer = new ArrayBuffer((persistentInts + COUNTERS * 2 + scratchInts) * 4);

const views = new Map<Name, Int32Array>();
let at = 0;
for (const [name, n] of PERSISTENT_LAYOUT) {
  views.set(name, new Int32Array(buffer, at * 4, n));
  at += padded(n);
}
const countersAt = at;
at += COUNTERS * 2;
for (const [name, n] of SCRATCH_LAYOUT) {
  views.set(name, new Int32Array(buffer, at * 4, n));
  at += padded(n);
}
const view = (name: Name): Int32Array => {
  const v = views.get(name);
  if (v === undefined) throw new Error(`kernel: no view ${name}`);
  return v;
};

/** Scalar state, by the slot constants above. */
export const ST = view('ST');
/** Counters, by the slot constants above. */
export const CNT = new Float64Array(buffer, countersAt * 4, COUNTERS);
/** Cards held: `HAND[seat * 4 + suit]`, a 13-bit mask (bit r = rank r, the two = 0). */
export const HAND = view('HAND');
/** Cards of each suit still in play: in a hand or in the current trick. */
export const PRESENT = view('PRESENT');
/** Cards played to the current trick, by position in the trick. */
export const TRICK_SUIT = view('TRICK_SUIT');
export const TRICK_RANK = view('TRICK_RANK');
/** Ranks, per suit, on which the last search result rests. */
export const REL = view('REL');
/** Owners of each suit's cards in play, two bits a card, highest first (the table key). */
export const OWNERS = view('OWNERS');
/** The lead that last cut at each depth (`suit << 4 | rank`), -1 for none. */
export const KILLER = view('KILLER');
/** Cards (`suit << 4 | rank`) of the tricks closed since the root, four a trick. */
export const CLOSED_CARDS = view('CLOSED_CARDS');
/** `OWNERS` before each closed trick. */
export const OWNERS_CLOSED = view('OWNERS_CLOSED');
/** Scratch of the cut-offs (cut-offs.ts): packed quick-trick counts. */
export const QUICK_COUNT = view('QUICK_COUNT');
/** Moves generated at each depth, `MAX_MOVES` a depth, with their ordering weights. */
export const MOVE_SUIT = view('MOVE_SUIT');
export const MOVE_RANK = view('MOVE_RANK');
export const MOVE_SEQ = view('MOVE_SEQ');
export const MOVE_WEIGHT = view('MOVE_WEIGHT');

/** The part of the kernel an engine keeps between calls (ints, then the counters). */
export const PERSISTENT = new Int32Array(buffer, 0, persistentInts);

KILLER.fill(-1);
