/**
 * The double-dummy search kernel. One mutable `Engine` holds a position in typed arrays and
 * answers one question at a time: "do North-South take at least `target` of the remaining
 * tricks?" (a null-window search). Drivers (`solve.ts`) narrow the bounds with repeated
 * questions.
 *
 * The cut-offs live in `cut-offs.ts`, the move ordering in `ordering.ts`, the transposition
 * table in `transposition.ts`.
 *
 * Techniques (after Haglund & Hein's published DDS algorithm notes, Ginsberg's partition search
 * and Chang's report; written afresh here):
 * - hands as 13-bit masks per suit (bit r = rank index r, the two = 0 … the ace = 12);
 * - only one card of a run of touching cards is tried (touching among the cards still in play);
 * - winning ranks: each search returns, per suit, the ranks that won a trick by rank; the
 *   result holds for every position that agrees on the owners of the cards from the top of each
 *   suit down to the lowest such rank, so one transposition-table entry answers many positions;
 * - where every move must be tried, a card below every rank that mattered after an earlier card
 *   of the same hand and suit is skipped: the positions after either agree on all that matters
 *   (the runs of touching cards skipped are added to the ranks that matter when the lowest rank
 *   reaches into them, which keeps the first rule sound);
 * - at each trick start, in this order: tricks already won or out of reach; later tricks; the
 *   transposition table (from three tricks left: a two-trick ending is searched faster than a
 *   probe that misses the caches); quick tricks; the other side's trick. The answer of a cut-off
 *   after the probe is stored like a searched one (the next probe of its class costs less than
 *   counting again). Quick tricks of the side on lead: each hand's winners and length tricks
 *   counted round by round; partner's after an entry or an overtake; trumps drawn first where
 *   that frees side suits; partner's ruff. Later tricks: in a suit contract, the trumps one hand
 *   holds above all the other side's trumps (none can be drawn: each wins the trick it is played
 *   to, whoever leads), the top two trumps split, a guarded second trump sitting over the top one
 *   or with the third (for the side not on lead); at no trump, a side on lead that needs every
 *   trick but tops too few suits. The other side's trick: it tops every suit the leader holds,
 *   and at no trump then cashes the top cards of the hand that won it. A cut-off rests only on
 *   the cards it needs (the first `need` winners, not every winner counted), which keeps the
 *   transposition-table entries above it general: resting on every winner cost more nodes than
 *   having no quick tricks at all;
 * - after the lead: when the trick is sure for one side (a card above everything still to be
 *   played to it, or a ruff nobody can beat) and that side needs only this trick, the search
 *   stops there; when the top card of the suit led wins it (nobody can ruff), the quick tricks of
 *   its holder, then on lead, are counted too;
 * - move ordering by card-play heuristics (leads weighed by each suit's situation, separately at
 *   no trump and in a suit contract; second hand low, third hand forcing, discards from length)
 *   plus a killer lead per depth; a single move gets no weight;
 * - the table key (suit lengths of every hand, owners of each suit's cards) is kept up as cards
 *   are played and tricks close, not recomputed at every trick start.
 *
 * Soundness of every rule is checked against a plain minimax on random endings (with tricks in
 * progress, all strains) and against DDS on 50 deals and 450 endings (test/solver).
 *
 * Seats are numbered N 0, E 1, S 2, W 3 (North-South even); suits C 0 … S 3; `NO_TRUMP` is 4.
 * Nothing here validates input: `position.ts` does, before a position reaches the engine.
 * Throws only on a broken invariant.
 *
 * The position and every scratch array live in the kernel (`kernel.ts`: views of one off-heap
 * buffer, module constants, which V8 reads at constant addresses); the search is module functions
 * over it. `Engine` is the public handle: it keeps its own copy of the kernel's persistent part and
 * swaps it in before any of its methods runs, so engines can be used in any order.
 */
import { CARD_COUNT, NO_TRUMP } from './constants.js';
import {
  defendersTakeTrick as defendersTakeTrick_,
  defendersTakeTricks as defendersTakeTricks_,
  laterTricks as laterTricks_,
  quickTricks as quickTricks_,
  quickTricksAfterLead as quickTricksAfterLead_,
} from './cut-offs.js';
import * as K from './kernel.js';
import { weigh as weigh_ } from './ordering.js';
import { type TableSize, TranspositionTable } from './transposition.js';

// Module constants rather than function declarations or imported bindings: V8 folds them,
// where a declared function is re-checked at each call and an import at each use.
const {
  CLOSED,
  CLOSED_CARDS,
  CNT,
  DEADLINE,
  DEPTH,
  HAND,
  KILLER,
  LEADER,
  LENGTHS_HI,
  LENGTHS_LO,
  MAX_MOVES,
  MOVE_RANK,
  MOVE_SEQ,
  MOVE_SUIT,
  MOVE_WEIGHT,
  NEXT_CLOCK,
  NODE_LIMIT,
  NODES,
  NOT_STOPPED,
  NS_WON,
  OWNERS,
  OWNERS_CLOSED,
  PERSISTENT,
  PLAYED,
  PRESENT,
  REL,
  ST,
  STOPPED,
  STOPPED_NODES,
  STOPPED_TIME,
  TRICK_NODES,
  TRICK_RANK,
  TRICK_SUIT,
  TRICKS_LEFT,
  TRUMP,
} = K;
const defendersTakeTrick = defendersTakeTrick_;
const defendersTakeTricks = defendersTakeTricks_;
const laterTricks = laterTricks_;
const quickTricks = quickTricks_;
const quickTricksAfterLead = quickTricksAfterLead_;
const weigh = weigh_;

/** Cards in each 13-bit mask (a suit's cards). */
const POP13 = CARD_COUNT;
const topBit = (m: number): number => 31 - Math.clz32(m);
const NT = NO_TRUMP;

export { NO_TRUMP };

/**
 * The transposition table is used from this many tricks left: a two-trick ending is searched
 * faster than a probe that misses the caches (measured: 6 % less time, 2 % more nodes; from three
 * tricks, 16 % more nodes). With the table of one cache line per shape, from two tricks was
 * measured again: 2 % fewer nodes, the same time.
 */
const TABLE_FROM = 3;
/** How often (in nodes) the clock is read. */
const CLOCK_INTERVAL = 4096;
export type StopReason = 'time-limit' | 'node-limit';

/** The transposition table of the engine whose state is in the kernel. */
let table: TranspositionTable;

// ------------------------------------------------------------------ play

/** Plays a card of the seat to move; no checks. */
const playCard = (suit: number, rank: number): void => {
  const played = ST[PLAYED] as number;
  const i = ((((ST[LEADER] as number) + played) & 3) << 2) | suit;
  HAND[i] = (HAND[i] as number) & ~(1 << rank);
  if (i < 8) ST[LENGTHS_LO] = (ST[LENGTHS_LO] as number) - (1 << (i << 2));
  else ST[LENGTHS_HI] = (ST[LENGTHS_HI] as number) - (1 << ((i - 8) << 2));
  TRICK_SUIT[played] = suit;
  TRICK_RANK[played] = rank;
  ST[PLAYED] = played + 1;
  ST[DEPTH] = (ST[DEPTH] as number) + 1;
};

/** Takes back the last card played to the current trick. */
const unplayCard = (): void => {
  const played = (ST[PLAYED] as number) - 1;
  ST[PLAYED] = played;
  ST[DEPTH] = (ST[DEPTH] as number) - 1;
  const i = ((((ST[LEADER] as number) + played) & 3) << 2) | (TRICK_SUIT[played] as number);
  HAND[i] = (HAND[i] as number) | (1 << (TRICK_RANK[played] as number));
  if (i < 8) ST[LENGTHS_LO] = (ST[LENGTHS_LO] as number) + (1 << (i << 2));
  else ST[LENGTHS_HI] = (ST[LENGTHS_HI] as number) + (1 << ((i - 8) << 2));
};

/** Takes a card out of play: out of `PRESENT` and its two bits out of the owner sequence. */
const dropCard = (s: number, r: number): void => {
  const m = PRESENT[s] as number;
  const at = (POP13[m >>> (r + 1)] as number) << 1; // the cards above it, two bits each
  const seq = OWNERS[s] as number;
  OWNERS[s] = (seq & ((1 << at) - 1)) | ((seq >>> (at + 2)) << at);
  PRESENT[s] = m & ~(1 << r);
};

/**
 * Completes the current (full) trick: removes its cards from play, counts it and gives the lead
 * to its winner. Returns the state needed by `reopenTrick`: old leader | winner << 2 | (won by
 * rank ? 16 : 0).
 *
 * Written out card by card (no loops over the four cards): this runs once per card played fourth,
 * and the straight-line form lets the compiler keep the four cards in registers.
 */
const closeTrick = (): number => {
  const s0 = TRICK_SUIT[0] as number;
  const s1 = TRICK_SUIT[1] as number;
  const s2 = TRICK_SUIT[2] as number;
  const s3 = TRICK_SUIT[3] as number;
  const r0 = TRICK_RANK[0] as number;
  const r1 = TRICK_RANK[1] as number;
  const r2 = TRICK_RANK[2] as number;
  const r3 = TRICK_RANK[3] as number;
  const trump = ST[TRUMP] as number;
  // The winning card: the highest of the suit led, or the highest trump (`same`: the cards of
  // its suit in the trick; the first trump played starts the count afresh).
  let wp = 0;
  let ws = s0;
  let wr = r0;
  let same = 1;
  if (s1 === ws) {
    same++;
    if (r1 > wr) {
      wp = 1;
      wr = r1;
    }
  } else if (s1 === trump) {
    wp = 1;
    ws = s1;
    wr = r1;
    same = 1;
  }
  if (s2 === ws) {
    same++;
    if (r2 > wr) {
      wp = 2;
      wr = r2;
    }
  } else if (s2 === trump) {
    wp = 2;
    ws = s2;
    wr = r2;
    same = 1;
  }
  if (s3 === ws) {
    same++;
    if (r3 > wr) wp = 3;
  } else if (s3 === trump) {
    wp = 3;
    same = 1;
  }
  const closed = ST[CLOSED] as number;
  const c = closed << 2;
  OWNERS_CLOSED[c] = OWNERS[0] as number;
  OWNERS_CLOSED[c | 1] = OWNERS[1] as number;
  OWNERS_CLOSED[c | 2] = OWNERS[2] as number;
  OWNERS_CLOSED[c | 3] = OWNERS[3] as number;
  CLOSED_CARDS[c] = (s0 << 4) | r0;
  CLOSED_CARDS[c | 1] = (s1 << 4) | r1;
  CLOSED_CARDS[c | 2] = (s2 << 4) | r2;
  CLOSED_CARDS[c | 3] = (s3 << 4) | r3;
  dropCard(s0, r0);
  dropCard(s1, r1);
  dropCard(s2, r2);
  dropCard(s3, r3);
  ST[CLOSED] = closed + 1;
  const leader = ST[LEADER] as number;
  const winner = (leader + wp) & 3;
  if ((winner & 1) === 0) ST[NS_WON] = (ST[NS_WON] as number) + 1;
  ST[LEADER] = winner;
  ST[TRICKS_LEFT] = (ST[TRICKS_LEFT] as number) - 1;
  ST[PLAYED] = 0;
  return leader | (wp << 2) | (same > 1 ? 16 : 0);
};

/** Puts back the trick `closeTrick` completed (`undo`: what it returned). */
const reopenTrick = (undo: number): void => {
  if (((ST[LEADER] as number) & 1) === 0) ST[NS_WON] = (ST[NS_WON] as number) - 1;
  ST[LEADER] = undo & 3;
  ST[TRICKS_LEFT] = (ST[TRICKS_LEFT] as number) + 1;
  ST[PLAYED] = 4;
  const closed = (ST[CLOSED] as number) - 1;
  ST[CLOSED] = closed;
  const c = closed << 2;
  OWNERS[0] = OWNERS_CLOSED[c] as number;
  OWNERS[1] = OWNERS_CLOSED[c | 1] as number;
  OWNERS[2] = OWNERS_CLOSED[c | 2] as number;
  OWNERS[3] = OWNERS_CLOSED[c | 3] as number;
  const c0 = CLOSED_CARDS[c] as number;
  const c1 = CLOSED_CARDS[c | 1] as number;
  const c2 = CLOSED_CARDS[c | 2] as number;
  const c3 = CLOSED_CARDS[c | 3] as number;
  TRICK_SUIT[0] = c0 >>> 4;
  TRICK_SUIT[1] = c1 >>> 4;
  TRICK_SUIT[2] = c2 >>> 4;
  TRICK_SUIT[3] = c3 >>> 4;
  TRICK_RANK[0] = c0 & 15;
  TRICK_RANK[1] = c1 & 15;
  TRICK_RANK[2] = c2 & 15;
  TRICK_RANK[3] = c3 & 15;
  PRESENT[c0 >>> 4] = (PRESENT[c0 >>> 4] as number) | (1 << (c0 & 15));
  PRESENT[c1 >>> 4] = (PRESENT[c1 >>> 4] as number) | (1 << (c1 & 15));
  PRESENT[c2 >>> 4] = (PRESENT[c2 >>> 4] as number) | (1 << (c2 & 15));
  PRESENT[c3 >>> 4] = (PRESENT[c3 >>> 4] as number) | (1 << (c3 & 15));
};

// ------------------------------------------------------------------ budget

/** Reads the clock (every `CLOCK_INTERVAL` nodes); true when the search must stop. */
const checkBudget = (): boolean => {
  const nodes = CNT[NODES] as number;
  CNT[NEXT_CLOCK] = nodes + CLOCK_INTERVAL;
  if (nodes >= (CNT[NODE_LIMIT] as number)) ST[STOPPED] = STOPPED_NODES;
  else if (Date.now() >= (CNT[DEADLINE] as number)) ST[STOPPED] = STOPPED_TIME;
  return ST[STOPPED] !== NOT_STOPPED;
};

// ------------------------------------------------------------------ search at a trick start

const searchTrick = (target: number): boolean => {
  const nodes = (CNT[NODES] as number) + 1;
  CNT[NODES] = nodes;
  CNT[TRICK_NODES] = (CNT[TRICK_NODES] as number) + 1;
  REL[0] = 0;
  REL[1] = 0;
  REL[2] = 0;
  REL[3] = 0;
  const won = ST[NS_WON] as number;
  const left = ST[TRICKS_LEFT] as number;
  if (won >= target) return true;
  if (won + left < target) return false;
  if (left === 1) return lastTrick(target);
  if (nodes >= (CNT[NEXT_CLOCK] as number) && checkBudget()) return false;

  const leader = ST[LEADER] as number;
  // Later tricks: tricks one side surely takes whatever the play (see `laterTricks`).
  const nsNeed = target - won;
  const ewNeed = won + left - target + 1;
  const later = laterTricks(nsNeed, ewNeed, left);
  if (later >= 0) return later === 0;
  const lo = ST[LENGTHS_LO] as number;
  const hi = ST[LENGTHS_HI] as number;
  const o0 = OWNERS[0] as number;
  const o1 = OWNERS[1] as number;
  const o2 = OWNERS[2] as number;
  const o3 = OWNERS[3] as number;
  const future = target - won;
  const tt = table;
  const hit = left < TABLE_FROM ? -1 : tt.probe(lo, hi, leader, o0, o1, o2, o3, future);
  if (hit >= 0) {
    REL[0] = topCards(0, tt.hitK0);
    REL[1] = topCards(1, tt.hitK1);
    REL[2] = topCards(2, tt.hitK2);
    REL[3] = topCards(3, tt.hitK3);
    return hit === 1;
  }

  // Quick tricks for the side on lead; the other side taking this trick when it tops every
  // suit the leader can lead (at no trump, then cashing the top cards of the hand that won it).
  // A cut-off's answer is stored like a searched one: the next probe of its class is cheaper
  // than counting again.
  let result: boolean;
  const nsLead = (leader & 1) === 0;
  const quick = quickTricks(leader, nsLead ? nsNeed : ewNeed);
  if (nsLead && won + quick >= target) {
    result = true; // REL set by quickTricks
  } else if (!nsLead && won + left - quick < target) {
    result = false;
  } else if (
    ST[TRUMP] === NT
      ? defendersTakeTricks(nsLead ? ewNeed : nsNeed)
      : (nsLead ? ewNeed <= 1 : nsNeed <= 1) && defendersTakeTrick()
  ) {
    result = !nsLead;
  } else {
    REL[0] = 0;
    REL[1] = 0;
    REL[2] = 0;
    REL[3] = 0;
    result = tryMoves(0, target);
    if (ST[STOPPED] !== NOT_STOPPED) return false;
  }
  if (left < TABLE_FROM) return result;
  const k0 = countFrom(0, REL[0] as number);
  const k1 = countFrom(1, REL[1] as number);
  const k2 = countFrom(2, REL[2] as number);
  const k3 = countFrom(3, REL[3] as number);
  if (result) tt.store(lo, hi, leader, k0, k1, k2, k3, o0, o1, o2, o3, future, left);
  else tt.store(lo, hi, leader, k0, k1, k2, k3, o0, o1, o2, o3, 0, future - 1);
  return result;
};

/** Within a trick: the seat at position `pos` (1–3) to play. */
const searchPlay = (pos: number, target: number): boolean => {
  CNT[NODES] = (CNT[NODES] as number) + 1;
  if (pos === 1) {
    // The trick may be sure for one side after the lead: enough when that side needs one trick.
    const won = ST[NS_WON] as number;
    const left = ST[TRICKS_LEFT] as number;
    if (won + 1 >= target || won + left - 1 < target) {
      const side = sureWinnerAfterLead();
      if (side === 0 ? won + 1 >= target : side === 1 && won + left - 1 < target) return side === 0;
    }
    // The side with the top card of the suit led wins the trick when nobody can ruff it, and
    // the hand holding it then cashes its tricks.
    const side = quickTricksAfterLead(target);
    if (side >= 0) return side === 0;
  }
  return tryMoves(pos, target);
};

/**
 * After the lead: the side (0 North-South, 1 East-West) sure to win the trick whatever is played
 * to it, or -1. Sets `REL` to the card the answer rests on (none when a ruff decides).
 */
const sureWinnerAfterLead = (): number => {
  const trump = ST[TRUMP] as number;
  const leader = ST[LEADER] as number;
  const second = (leader + 1) & 3;
  const third = (leader + 2) & 3;
  const fourth = (leader + 3) & 3;
  const ls = TRICK_SUIT[0] as number;
  const lr = TRICK_RANK[0] as number;
  const h2 = HAND[(second << 2) | ls] as number;
  const h3 = HAND[(third << 2) | ls] as number;
  const h4 = HAND[(fourth << 2) | ls] as number;
  REL[0] = 0;
  REL[1] = 0;
  REL[2] = 0;
  REL[3] = 0;
  // Can a seat void in the led suit ruff it?
  const canRuff = trump !== NT && ls !== trump;
  const r2 = canRuff && h2 === 0 && (HAND[(second << 2) | trump] as number) !== 0;
  const r3 = canRuff && h3 === 0 && (HAND[(third << 2) | trump] as number) !== 0;
  const r4 = canRuff && h4 === 0 && (HAND[(fourth << 2) | trump] as number) !== 0;
  const t2 = h2 === 0 ? -1 : topBit(h2);
  const t3 = h3 === 0 ? -1 : topBit(h3);
  const t4 = h4 === 0 ? -1 : topBit(h4);
  // The second hand's side: a card above the lead and the third hand's cards, or a ruff.
  if (!r3) {
    const top = Math.max(t2, t4);
    if (top > lr && top > t3) {
      REL[ls] = 1 << top;
      return second & 1;
    }
    if (r2 || r4) return second & 1;
  }
  // The leader's side: the lead or the third hand's card above the opponents', or a ruff.
  if (!r2 && !r4) {
    const top = Math.max(lr, t3);
    if (top > t2 && top > t4) {
      REL[ls] = 1 << top;
      return leader & 1;
    }
    if (r3) return leader & 1;
  }
  return -1;
};

/**
 * Moves the heaviest of the moves at `at` … `end - 1` to `at` (a selection sort step). A function of
 * its own, inlined: V8 then reads the move arrays at constant addresses, where in the loop of
 * `tryMoves` it checked and loaded each array at every use (measured).
 */
const pickBest = (at: number, end: number): void => {
  let best = at;
  let bestWeight = MOVE_WEIGHT[at] as number;
  for (let j = at + 1; j < end; j++) {
    const w = MOVE_WEIGHT[j] as number;
    if (w > bestWeight) {
      best = j;
      bestWeight = w;
    }
  }
  if (best !== at) {
    MOVE_WEIGHT[best] = MOVE_WEIGHT[at] as number;
    MOVE_WEIGHT[at] = bestWeight;
    const bs = MOVE_SUIT[best] as number;
    MOVE_SUIT[best] = MOVE_SUIT[at] as number;
    MOVE_SUIT[at] = bs;
    const br = MOVE_RANK[best] as number;
    MOVE_RANK[best] = MOVE_RANK[at] as number;
    MOVE_RANK[at] = br;
    const bq = MOVE_SEQ[best] as number;
    MOVE_SEQ[best] = MOVE_SEQ[at] as number;
    MOVE_SEQ[at] = bq;
  }
};

/**
 * Generates, orders and tries the moves of the seat at position `pos` of the current trick.
 * Leaves in `REL` the ranks the result rests on.
 */
const tryMoves = (pos: number, target: number): boolean => {
  const seat = ((ST[LEADER] as number) + pos) & 3;
  const maximizing = (seat & 1) === 0;
  const base = (ST[DEPTH] as number) * MAX_MOVES;
  const count = generate(pos, seat, base);
  const end = base + count;
  let a0 = 0;
  let a1 = 0;
  let a2 = 0;
  let a3 = 0;
  let l0 = -1;
  let l1 = -1;
  let l2 = -1;
  let l3 = -1;
  for (let at = base; at < end; at++) {
    pickBest(at, end);
    const suit = MOVE_SUIT[at] as number;
    const rank = MOVE_RANK[at] as number;
    // A card below every rank that mattered after an equal card of the suit was tried gives
    // the same result (the positions after either agree on every relevant card).
    const limit = suit === 0 ? l0 : suit === 1 ? l1 : suit === 2 ? l2 : l3;
    if (rank < limit) {
      MOVE_SEQ[at] = 0;
      continue;
    }
    playCard(suit, rank);
    let r: boolean;
    if (pos === 0) {
      r = searchPlay(1, target);
    } else if (pos < 3) {
      // Third and fourth hands: nothing to check before their moves (searchPlay, written out).
      CNT[NODES] = (CNT[NODES] as number) + 1;
      r = tryMoves(pos + 1, target);
    } else {
      const undo = closeTrick();
      r = searchTrick(target);
      reopenTrick(undo);
      if ((undo & 16) !== 0) {
        const wp = (undo >>> 2) & 3;
        const ws = TRICK_SUIT[wp] as number;
        REL[ws] = (REL[ws] as number) | (1 << (TRICK_RANK[wp] as number));
      }
    }
    unplayCard();
    if (ST[STOPPED] !== NOT_STOPPED) return false;
    if (r === maximizing) {
      // A cut: this move suffices; its ranks are in REL already.
      if (pos === 0) KILLER[ST[DEPTH] as number] = (suit << 4) | rank;
      return r;
    }
    const mattered = REL[suit] as number;
    const cut = mattered === 0 ? 13 : 31 - Math.clz32(mattered & -mattered);
    if (rank < cut) {
      if (suit === 0) l0 = Math.max(l0, cut);
      else if (suit === 1) l1 = Math.max(l1, cut);
      else if (suit === 2) l2 = Math.max(l2, cut);
      else l3 = Math.max(l3, cut);
    }
    a0 |= REL[0] as number;
    a1 |= REL[1] as number;
    a2 |= REL[2] as number;
    a3 |= REL[3] as number;
  }
  // Every move tried: the result rests on the ranks of all of them, and on the runs of
  // touching cards being runs (where the lowest relevant rank reaches into a run).
  for (let at = base; at < end; at++) {
    const seq = MOVE_SEQ[at] as number;
    if ((seq & (seq - 1)) === 0) continue; // a single card, or a move skipped
    const suit = MOVE_SUIT[at] as number;
    const below = (2 << topBit(seq)) - 1;
    const a = suit === 0 ? a0 : suit === 1 ? a1 : suit === 2 ? a2 : a3;
    if ((a & below) !== 0) {
      const low = seq & -seq;
      if (suit === 0) a0 |= low;
      else if (suit === 1) a1 |= low;
      else if (suit === 2) a2 |= low;
      else a3 |= low;
    }
  }
  REL[0] = a0;
  REL[1] = a1;
  REL[2] = a2;
  REL[3] = a3;
  return !maximizing;
};

/** The last trick: every hand holds one card. */
const lastTrick = (target: number): boolean => {
  const leader = ST[LEADER] as number;
  const trump = ST[TRUMP] as number;
  let ls = 0;
  while ((HAND[(leader << 2) | ls] as number) === 0) ls++;
  let ws = ls;
  let wr = topBit(HAND[(leader << 2) | ls] as number);
  let winner = leader;
  for (let k = 1; k < 4; k++) {
    const seat = (leader + k) & 3;
    let s = 0;
    while ((HAND[(seat << 2) | s] as number) === 0) s++;
    const r = topBit(HAND[(seat << 2) | s] as number);
    if (s === ws) {
      if (r > wr) {
        wr = r;
        winner = seat;
      }
    } else if (s === trump) {
      ws = s;
      wr = r;
      winner = seat;
    }
  }
  // The result rests on the winning card's rank when another card of its suit is in the trick.
  let same = 0;
  for (let seat = 0; seat < 4; seat++) if ((HAND[(seat << 2) | ws] as number) !== 0) same++;
  if (same > 1) REL[ws] = 1 << wr;
  return (ST[NS_WON] as number) + ((winner & 1) === 0 ? 1 : 0) >= target;
};

// ------------------------------------------------------------------ helpers

/** Sets `OWNERS`, `LENGTHS_LO` and `LENGTHS_HI` afresh from the hands and the current trick. */
const ownerSequences = (): void => {
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < 8; i++) lo |= (POP13[HAND[i] as number] as number) << (i * 4);
  for (let i = 0; i < 8; i++) hi |= (POP13[HAND[8 + i] as number] as number) << (i * 4);
  ST[LENGTHS_LO] = lo;
  ST[LENGTHS_HI] = hi;
  const leader = ST[LEADER] as number;
  const played = ST[PLAYED] as number;
  for (let s = 0; s < 4; s++) {
    let e = HAND[4 + s] as number;
    let so = HAND[8 + s] as number;
    let w = HAND[12 + s] as number;
    for (let p = 0; p < played; p++) {
      if ((TRICK_SUIT[p] as number) !== s) continue;
      const bit = 1 << (TRICK_RANK[p] as number);
      const seat = (leader + p) & 3;
      if (seat === 1) e |= bit;
      else if (seat === 2) so |= bit;
      else if (seat === 3) w |= bit;
    }
    let m = PRESENT[s] as number;
    let seq = 0;
    let shift = 0;
    while (m !== 0) {
      const b = 31 - Math.clz32(m);
      const owner = ((e >>> b) & 1) | (((so >>> b) & 1) << 1) | (((w >>> b) & 1) * 3);
      seq |= owner << shift;
      shift += 2;
      m ^= 1 << b;
    }
    OWNERS[s] = seq;
  }
};

/** The `k` highest cards in play of a suit, as a mask. */
const topCards = (suit: number, k: number): number => {
  let m = PRESENT[suit] as number;
  let out = 0;
  for (let i = 0; i < k && m !== 0; i++) {
    const b = 1 << topBit(m);
    out |= b;
    m ^= b;
  }
  return out;
};

/** How many cards in play of a suit rank at or above the lowest rank in `mask`. */
const countFrom = (suit: number, mask: number): number => {
  if (mask === 0) return 0;
  const low = mask & -mask;
  return POP13[(PRESENT[suit] as number) & ~(low - 1)] as number;
};

/**
 * Adds one move per run of touching cards of `mine` (touching among cards in play): from the
 * highest card of `mine` down to the highest card in play of another hand below it, a run at a
 * time.
 */
const runs = (suit: number, mine: number, base: number, n: number): number => {
  const others = (PRESENT[suit] as number) & ~mine;
  let m = mine;
  let at = base + n;
  while (m !== 0) {
    const top = 31 - Math.clz32(m);
    const below = others & ((1 << top) - 1);
    const seq = below === 0 ? m : m & ~((2 << (31 - Math.clz32(below))) - 1);
    MOVE_SUIT[at] = suit;
    MOVE_RANK[at] = top;
    MOVE_SEQ[at] = seq;
    at++;
    m ^= seq;
  }
  return at - base;
};

/**
 * Writes the moves of `seat` (one card per run of touching cards) at `base` with their ordering
 * weights; returns how many.
 */
const generate = (pos: number, seat: number, base: number): number => {
  const h = seat << 2;
  let n = 0;
  const follow = pos > 0 ? (HAND[h | (TRICK_SUIT[0] as number)] as number) : 0;
  if (follow !== 0) {
    n = runs(TRICK_SUIT[0] as number, follow, base, 0);
  } else {
    const m0 = HAND[h] as number;
    const m1 = HAND[h | 1] as number;
    const m2 = HAND[h | 2] as number;
    const m3 = HAND[h | 3] as number;
    if (m0 !== 0) n = runs(0, m0, base, n);
    if (m1 !== 0) n = runs(1, m1, base, n);
    if (m2 !== 0) n = runs(2, m2, base, n);
    if (m3 !== 0) n = runs(3, m3, base, n);
  }
  if (n > 1) weigh(pos, seat, base, n); // a single move needs no weight
  return n;
};

// ------------------------------------------------------------------ the public handle

/**
 * Runs `use` on the engine given, or on an engine of its own (of `tableSize`) that is released
 * afterwards (its table entries are not kept, so the next engine used copies nothing out).
 */
export function withEngine<T>(
  given: Engine | undefined,
  tableSize: TableSize | undefined,
  use: (engine: Engine) => T,
): T {
  if (given !== undefined) return use(given);
  const engine = new Engine(tableSize);
  try {
    return use(engine);
  } finally {
    engine.release();
  }
}

/** The engine whose state is in the kernel. */
let active: Engine | null = null;
const KILLER_AT = KILLER.byteOffset >> 2;

export class Engine {
  readonly table: TranspositionTable;
  /** This engine's copy of the kernel's persistent part, while another engine is active. */
  private readonly savedInts = new Int32Array(PERSISTENT.length);
  private readonly savedCounters = new Float64Array(CNT.length);

  constructor(tableSize?: TableSize) {
    this.table = new TranspositionTable(tableSize);
    this.savedInts[TRUMP] = NO_TRUMP;
    this.savedInts.fill(-1, KILLER_AT, KILLER_AT + KILLER.length);
    this.savedCounters[NEXT_CLOCK] = CLOCK_INTERVAL;
    this.savedCounters[NODE_LIMIT] = Number.POSITIVE_INFINITY;
    this.savedCounters[DEADLINE] = Number.POSITIVE_INFINITY;
  }

  /** Puts this engine's state into the kernel (saving the active engine's first). */
  private activate(): void {
    if (active === this) return;
    if (active !== null) {
      active.savedInts.set(PERSISTENT);
      active.savedCounters.set(CNT);
    }
    PERSISTENT.set(this.savedInts);
    CNT.set(this.savedCounters);
    active = this;
    table = this.table;
  }

  /**
   * Gives up this engine's table entries (see `TranspositionTable.release`) and its place in the
   * kernel: for an engine made for one search, so that the next engine used copies nothing out.
   * The engine stays usable, with an empty table.
   */
  release(): void {
    this.table.release();
    if (active === this) {
      this.savedInts.set(PERSISTENT);
      this.savedCounters.set(CNT);
      active = null;
    }
  }

  // The position, read and set by `position.ts` and the drivers. The arrays are the kernel's:
  // valid until another engine's method runs.
  /** Cards held: `hand[seat * 4 + suit]`. */
  get hand(): Int32Array {
    this.activate();
    return HAND;
  }
  /** Cards of each suit still in play: in a hand or in the current trick. */
  get present(): Int32Array {
    this.activate();
    return PRESENT;
  }
  /** Cards played to the current trick so far, by position in the trick. */
  get trickSuit(): Int32Array {
    this.activate();
    return TRICK_SUIT;
  }
  get trickRank(): Int32Array {
    this.activate();
    return TRICK_RANK;
  }
  /** Ranks, per suit, on which the last search result rests. */
  get rel(): Int32Array {
    this.activate();
    return REL;
  }
  get trump(): number {
    this.activate();
    return ST[TRUMP] as number;
  }
  set trump(v: number) {
    this.activate();
    ST[TRUMP] = v;
  }
  /** The seat that led (or leads) the current trick. */
  get leader(): number {
    this.activate();
    return ST[LEADER] as number;
  }
  set leader(v: number) {
    this.activate();
    ST[LEADER] = v;
  }
  /** Cards played to the current trick so far. */
  get played(): number {
    this.activate();
    return ST[PLAYED] as number;
  }
  set played(v: number) {
    this.activate();
    ST[PLAYED] = v;
  }
  /** Tricks closed since the root position. */
  get closed(): number {
    this.activate();
    return ST[CLOSED] as number;
  }
  set closed(v: number) {
    this.activate();
    ST[CLOSED] = v;
  }
  /** Tricks North-South have won since the root position. */
  get nsWon(): number {
    this.activate();
    return ST[NS_WON] as number;
  }
  set nsWon(v: number) {
    this.activate();
    ST[NS_WON] = v;
  }
  /** Tricks not yet complete, counting the current one. */
  get tricksLeft(): number {
    this.activate();
    return ST[TRICKS_LEFT] as number;
  }
  set tricksLeft(v: number) {
    this.activate();
    ST[TRICKS_LEFT] = v;
  }
  /** Cards played since the root (indexes the per-depth buffers). */
  get depth(): number {
    this.activate();
    return ST[DEPTH] as number;
  }
  set depth(v: number) {
    this.activate();
    ST[DEPTH] = v;
  }
  /** Nodes searched by this engine. */
  get nodes(): number {
    return active === this ? (CNT[NODES] as number) : (this.savedCounters[NODES] as number);
  }
  /** Nodes at a trick start (the count DDS reports as its nodes). */
  get trickNodes(): number {
    return active === this ? (CNT[TRICK_NODES] as number) : (this.savedCounters[TRICK_NODES] as number);
  }
  /** Why the last search stopped early, or null. */
  get stopped(): StopReason | null {
    const code = active === this ? ST[STOPPED] : this.savedInts[STOPPED];
    return code === STOPPED_TIME ? 'time-limit' : code === STOPPED_NODES ? 'node-limit' : null;
  }

  /** Sets the clock and node budgets for the next searches. */
  setBudget(deadline: number, nodeLimit: number): void {
    this.activate();
    CNT[DEADLINE] = deadline;
    CNT[NODE_LIMIT] = nodeLimit;
    ST[STOPPED] = NOT_STOPPED;
    CNT[NEXT_CLOCK] = (CNT[NODES] as number) + CLOCK_INTERVAL;
  }

  /**
   * Whether North-South take at least `target` tricks counted from the root (their tricks won
   * so far included). When `stopped` is set afterwards the answer is meaningless.
   */
  search(target: number): boolean {
    this.activate();
    ST[STOPPED] = NOT_STOPPED;
    const nodes = CNT[NODES] as number;
    if ((CNT[NEXT_CLOCK] as number) > nodes + CLOCK_INTERVAL) CNT[NEXT_CLOCK] = nodes + CLOCK_INTERVAL;
    ownerSequences();
    const played = ST[PLAYED] as number;
    if (played === 0) return searchTrick(target);
    if (played < 4) return searchPlay(played, target);
    const undo = closeTrick();
    const reached = searchTrick(target);
    reopenTrick(undo);
    return reached;
  }

  /** Plays a card of the seat to move; no checks. */
  playCard(suit: number, rank: number): void {
    this.activate();
    playCard(suit, rank);
  }

  /** Takes back the last card played to the current trick. */
  unplayCard(): void {
    this.activate();
    unplayCard();
  }

  /** Completes the current (full) trick; returns what `reopenTrick` needs. */
  closeTrick(): number {
    this.activate();
    return closeTrick();
  }

  /** Puts back the trick `closeTrick` completed. */
  reopenTrick(undo: number): void {
    this.activate();
    reopenTrick(undo);
  }
}
