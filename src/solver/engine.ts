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
 */
import { CARD_COUNT, NO_TRUMP } from './constants.js';
import {
  defendersTakeTrick,
  defendersTakeTricks,
  laterTricks,
  quickTricks,
  quickTricksAfterLead,
} from './cut-offs.js';
import * as K from './kernel.js';
import { weigh } from './ordering.js';

const {
  CLOSED,
  CLOSED_CARDS,
  DEPTH,
  HAND,
  KILLER,
  LEADER,
  MAX_MOVES,
  MOVE_RANK,
  MOVE_SEQ,
  MOVE_SUIT,
  MOVE_WEIGHT,
  NS_WON,
  OWNERS,
  OWNERS_CLOSED,
  PLAYED,
  PRESENT,
  QUICK_CMP,
  QUICK_COUNT,
  QUICK_SAVED,
  REL,
  ST,
  TRICK_RANK,
  TRICK_SUIT,
  TRICKS_LEFT,
  TRUMP,
} = K;

import { type TableSize, TranspositionTable } from './transposition.js';

/** Cards in each 13-bit mask (a suit's cards). */
const POP13 = CARD_COUNT;

// Module constants rather than function declarations or imported bindings: V8 folds them,
// where a declared function is re-checked at each call and an import at each use.
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

export class Engine {
  /** Cards held: `hand[seat * 4 + suit]`. */
  readonly hand = HAND;
  /** Cards of each suit still in play: in a hand or in the current trick. */
  readonly present = PRESENT;
  get trump(): number {
    return ST[TRUMP] as number;
  }
  set trump(v: number) {
    ST[TRUMP] = v;
  }
  /** The seat that led (or leads) the current trick. */
  get leader(): number {
    return ST[LEADER] as number;
  }
  set leader(v: number) {
    ST[LEADER] = v;
  }
  /** Cards played to the current trick so far, by position in the trick. */
  readonly trickSuit = TRICK_SUIT;
  readonly trickRank = TRICK_RANK;
  get played(): number {
    return ST[PLAYED] as number;
  }
  set played(v: number) {
    ST[PLAYED] = v;
  }
  /** Cards of the tricks closed since the root, to reopen them. */

  get closed(): number {
    return ST[CLOSED] as number;
  }
  set closed(v: number) {
    ST[CLOSED] = v;
  }
  /** Tricks North-South have won since the root position. */
  get nsWon(): number {
    return ST[NS_WON] as number;
  }
  set nsWon(v: number) {
    ST[NS_WON] = v;
  }
  /** Tricks not yet complete, counting the current one. */
  get tricksLeft(): number {
    return ST[TRICKS_LEFT] as number;
  }
  set tricksLeft(v: number) {
    ST[TRICKS_LEFT] = v;
  }
  /** Cards played since the root (indexes the per-depth buffers). */
  get depth(): number {
    return ST[DEPTH] as number;
  }
  set depth(v: number) {
    ST[DEPTH] = v;
  }

  /** Ranks, per suit, on which the last search result rests (see the module comment). */
  readonly rel = REL;

  readonly table: TranspositionTable;
  nodes = 0;
  /** Nodes at a trick start (the count DDS reports as its nodes). */
  trickNodes = 0;
  deadline = Number.POSITIVE_INFINITY;
  nodeLimit = Number.POSITIVE_INFINITY;
  stopped: StopReason | null = null;
  private nextClock = CLOCK_INTERVAL;

  /** Moves generated at each depth (read and weighed by `ordering.ts`). */
  readonly moveSuit = MOVE_SUIT;
  readonly moveRank = MOVE_RANK;
  readonly moveSeq = MOVE_SEQ;
  readonly moveWeight = MOVE_WEIGHT;
  readonly killer = KILLER;
  /**
   * Owners of each suit's cards in play, two bits a card, highest first (cards in the current
   * trick count for the seat that played them): set at `search` and kept up as tricks close and
   * reopen (the transposition-table key, with `lengthsLo`/`lengthsHi`).
   */

  /** `owners` before each closed trick, to reopen it. */

  /** Lengths of every hand in every suit, four bits each (hand index 0–7, then 8–15). */
  private lengthsLo = 0;
  private lengthsHi = 0;

  constructor(tableSize?: TableSize) {
    this.table = new TranspositionTable(tableSize);
    ST[TRUMP] = NO_TRUMP;
  }

  /** Sets the clock and node budgets for the next searches. */
  setBudget(deadline: number, nodeLimit: number): void {
    this.deadline = deadline;
    this.nodeLimit = nodeLimit;
    this.stopped = null;
    this.nextClock = this.nodes + CLOCK_INTERVAL;
  }

  /**
   * Whether North-South take at least `target` tricks counted from the root (their tricks won
   * so far included). When `stopped` is set afterwards the answer is meaningless.
   */
  search(target: number): boolean {
    this.stopped = null;
    this.nextClock = Math.min(this.nextClock, this.nodes + CLOCK_INTERVAL);
    this.ownerSequences();
    if (this.played === 0) return this.searchTrick(target);
    if (this.played < 4) return this.searchPlay(this.played, target);
    const undo = this.closeTrick();
    const reached = this.searchTrick(target);
    this.reopenTrick(undo);
    return reached;
  }

  private checkBudget(): boolean {
    this.nextClock = this.nodes + CLOCK_INTERVAL;
    if (this.nodes >= this.nodeLimit) this.stopped = 'node-limit';
    else if (Date.now() >= this.deadline) this.stopped = 'time-limit';
    return this.stopped !== null;
  }

  /** Plays a card of the seat to move; no checks. */
  playCard(suit: number, rank: number): void {
    const seat = (this.leader + this.played) & 3;
    const i = seat * 4 + suit;
    HAND[i] = (HAND[i] as number) & ~(1 << rank);
    if (i < 8) this.lengthsLo -= 1 << (i * 4);
    else this.lengthsHi -= 1 << ((i - 8) * 4);
    TRICK_SUIT[this.played] = suit;
    TRICK_RANK[this.played] = rank;
    this.played++;
    this.depth++;
  }

  /** Takes back the last card played to the current trick. */
  unplayCard(): void {
    this.played--;
    this.depth--;
    const seat = (this.leader + this.played) & 3;
    const i = seat * 4 + (TRICK_SUIT[this.played] as number);
    HAND[i] = (HAND[i] as number) | (1 << (TRICK_RANK[this.played] as number));
    if (i < 8) this.lengthsLo += 1 << (i * 4);
    else this.lengthsHi += 1 << ((i - 8) * 4);
  }

  /**
   * Completes the current (full) trick: removes its cards from play, counts it and gives the
   * lead to its winner. Returns the state needed by `reopenTrick`: old leader | winner << 2 |
   * (won by rank ? 16 : 0).
   *
   * Written out card by card (no loops over the four cards): this runs once per card played
   * fourth, and the straight-line form lets the compiler keep the four cards in registers.
   */
  closeTrick(): number {
    const suits = TRICK_SUIT;
    const ranks = TRICK_RANK;
    const s0 = suits[0] as number;
    const s1 = suits[1] as number;
    const s2 = suits[2] as number;
    const s3 = suits[3] as number;
    const r0 = ranks[0] as number;
    const r1 = ranks[1] as number;
    const r2 = ranks[2] as number;
    const r3 = ranks[3] as number;
    const trump = this.trump;
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
    const c = this.closed << 2;
    const owners = OWNERS;
    const saved = OWNERS_CLOSED;
    saved[c] = owners[0] as number;
    saved[c + 1] = owners[1] as number;
    saved[c + 2] = owners[2] as number;
    saved[c + 3] = owners[3] as number;
    const closedCards = CLOSED_CARDS;
    closedCards[c] = (s0 << 4) | r0;
    closedCards[c + 1] = (s1 << 4) | r1;
    closedCards[c + 2] = (s2 << 4) | r2;
    closedCards[c + 3] = (s3 << 4) | r3;
    this.dropCard(s0, r0);
    this.dropCard(s1, r1);
    this.dropCard(s2, r2);
    this.dropCard(s3, r3);
    this.closed++;
    const winner = (this.leader + wp) & 3;
    const undo = this.leader | (wp << 2) | (same > 1 ? 16 : 0);
    if ((winner & 1) === 0) this.nsWon++;
    this.leader = winner;
    this.tricksLeft--;
    this.played = 0;
    return undo;
  }

  /** Takes a card out of play: out of `present` and its two bits out of the owner sequence. */
  private dropCard(s: number, r: number): void {
    const present = PRESENT;
    const owners = OWNERS;
    const m = present[s] as number;
    const at = (POP13[m >>> (r + 1)] as number) << 1; // the cards above it, two bits each
    const seq = owners[s] as number;
    owners[s] = (seq & ((1 << at) - 1)) | ((seq >>> (at + 2)) << at);
    present[s] = m & ~(1 << r);
  }

  reopenTrick(undo: number): void {
    if ((this.leader & 1) === 0) this.nsWon--;
    this.leader = undo & 3;
    this.tricksLeft++;
    this.played = 4;
    const c = --this.closed << 2;
    const owners = OWNERS;
    const saved = OWNERS_CLOSED;
    owners[0] = saved[c] as number;
    owners[1] = saved[c + 1] as number;
    owners[2] = saved[c + 2] as number;
    owners[3] = saved[c + 3] as number;
    const closedCards = CLOSED_CARDS;
    const c0 = closedCards[c] as number;
    const c1 = closedCards[c + 1] as number;
    const c2 = closedCards[c + 2] as number;
    const c3 = closedCards[c + 3] as number;
    const suits = TRICK_SUIT;
    const ranks = TRICK_RANK;
    suits[0] = c0 >>> 4;
    suits[1] = c1 >>> 4;
    suits[2] = c2 >>> 4;
    suits[3] = c3 >>> 4;
    ranks[0] = c0 & 15;
    ranks[1] = c1 & 15;
    ranks[2] = c2 & 15;
    ranks[3] = c3 & 15;
    const present = PRESENT;
    present[c0 >>> 4] = (present[c0 >>> 4] as number) | (1 << (c0 & 15));
    present[c1 >>> 4] = (present[c1 >>> 4] as number) | (1 << (c1 & 15));
    present[c2 >>> 4] = (present[c2 >>> 4] as number) | (1 << (c2 & 15));
    present[c3 >>> 4] = (present[c3 >>> 4] as number) | (1 << (c3 & 15));
  }

  // ------------------------------------------------------------------ search at a trick start

  private searchTrick(target: number): boolean {
    this.nodes++;
    this.trickNodes++;
    const rel = REL;
    rel[0] = 0;
    rel[1] = 0;
    rel[2] = 0;
    rel[3] = 0;
    const won = this.nsWon;
    const left = this.tricksLeft;
    if (won >= target) return true;
    if (won + left < target) return false;
    if (left === 1) return this.lastTrick(target);
    if (this.nodes >= this.nextClock && this.checkBudget()) return false;

    const leader = this.leader;
    // Later tricks: tricks one side surely takes whatever the play (see `laterTricks`).
    const nsNeed = target - won;
    const ewNeed = won + left - target + 1;
    const later = laterTricks(this, nsNeed, ewNeed, left);
    if (later >= 0) return later === 0;
    const lo = this.lengthsLo;
    const hi = this.lengthsHi;
    const o = OWNERS;
    const o0 = o[0] as number;
    const o1 = o[1] as number;
    const o2 = o[2] as number;
    const o3 = o[3] as number;
    const future = target - won;
    const table = this.table;
    const hit = left < TABLE_FROM ? -1 : table.probe(lo, hi, leader, o0, o1, o2, o3, future);
    if (hit >= 0) {
      rel[0] = this.topCards(0, table.hitK0);
      rel[1] = this.topCards(1, table.hitK1);
      rel[2] = this.topCards(2, table.hitK2);
      rel[3] = this.topCards(3, table.hitK3);
      return hit === 1;
    }

    // Quick tricks for the side on lead; the other side taking this trick when it tops every
    // suit the leader can lead (at no trump, then cashing the top cards of the hand that won it).
    // A cut-off's answer is stored like a searched one: the next probe of its class is cheaper
    // than counting again.
    let result: boolean;
    const quick = quickTricks(this, leader, (leader & 1) === 0 ? nsNeed : ewNeed);
    if ((leader & 1) === 0 && won + quick >= target) {
      result = true; // rel set by quickTricks
    } else if ((leader & 1) !== 0 && won + left - quick < target) {
      result = false;
    } else if (
      this.trump === NT
        ? defendersTakeTricks(this, (leader & 1) === 0 ? ewNeed : nsNeed)
        : ((leader & 1) === 0 ? ewNeed <= 1 : nsNeed <= 1) && defendersTakeTrick(this)
    ) {
      result = (leader & 1) !== 0;
    } else {
      rel[0] = 0;
      rel[1] = 0;
      rel[2] = 0;
      rel[3] = 0;
      result = this.tryMoves(0, target);
      if (this.stopped !== null) return false;
    }
    if (left < TABLE_FROM) return result;
    const k0 = this.countFrom(0, rel[0] as number);
    const k1 = this.countFrom(1, rel[1] as number);
    const k2 = this.countFrom(2, rel[2] as number);
    const k3 = this.countFrom(3, rel[3] as number);
    if (result) table.store(lo, hi, leader, k0, k1, k2, k3, o0, o1, o2, o3, future, left);
    else table.store(lo, hi, leader, k0, k1, k2, k3, o0, o1, o2, o3, 0, future - 1);
    return result;
  }

  /** Within a trick: the seat at position `pos` (1–3) to play. */
  private searchPlay(pos: number, target: number): boolean {
    this.nodes++;
    if (pos === 1) {
      // The trick may be sure for one side after the lead: enough when that side needs one trick.
      const won = this.nsWon;
      if (won + 1 >= target || won + this.tricksLeft - 1 < target) {
        const side = this.sureWinnerAfterLead();
        if (side === 0 ? won + 1 >= target : side === 1 && won + this.tricksLeft - 1 < target)
          return side === 0;
      }
      // The side with the top card of the suit led wins the trick when nobody can ruff it, and
      // the hand holding it then cashes its tricks.
      const side = quickTricksAfterLead(this, target);
      if (side >= 0) return side === 0;
    }
    return this.tryMoves(pos, target);
  }

  /**
   * After the lead: the side (0 North-South, 1 East-West) sure to win the trick whatever is played
   * to it, or -1. Sets `rel` to the card the answer rests on (none when a ruff decides).
   */
  private sureWinnerAfterLead(): number {
    const hand = HAND;
    const trump = this.trump;
    const rel = REL;
    const leader = this.leader;
    const second = (leader + 1) & 3;
    const third = (leader + 2) & 3;
    const fourth = (leader + 3) & 3;
    const ls = TRICK_SUIT[0] as number;
    const lr = TRICK_RANK[0] as number;
    const h2 = hand[second * 4 + ls] as number;
    const h3 = hand[third * 4 + ls] as number;
    const h4 = hand[fourth * 4 + ls] as number;
    rel[0] = 0;
    rel[1] = 0;
    rel[2] = 0;
    rel[3] = 0;
    const side = (seat: number) => seat & 1;
    // Can a seat void in the led suit ruff it?
    const ruffs = (seat: number, follows: number) =>
      trump !== NT && ls !== trump && follows === 0 && (hand[seat * 4 + trump] as number) !== 0;
    const t2 = h2 === 0 ? -1 : topBit(h2);
    const t3 = h3 === 0 ? -1 : topBit(h3);
    const t4 = h4 === 0 ? -1 : topBit(h4);
    const r2 = ruffs(second, h2);
    const r3 = ruffs(third, h3);
    const r4 = ruffs(fourth, h4);
    // The second hand's side: a card above the lead and the third hand's cards, or a ruff.
    if (!r3) {
      const top = Math.max(t2, t4);
      if (top > lr && top > t3) {
        rel[ls] = 1 << top;
        return side(second);
      }
      if (r2 || r4) return side(second);
    }
    // The leader's side: the lead or the third hand's card above the opponents', or a ruff.
    if (!r2 && !r4) {
      const top = Math.max(lr, t3);
      if (top > t2 && top > t4) {
        rel[ls] = 1 << top;
        return side(leader);
      }
      if (r3) return side(leader);
    }
    return -1;
  }

  /**
   * Generates, orders and tries the moves of the seat at position `pos` of the current trick.
   * Leaves in `rel` the ranks the result rests on.
   */
  private tryMoves(pos: number, target: number): boolean {
    const seat = (this.leader + pos) & 3;
    const maximizing = (seat & 1) === 0;
    const base = this.depth * MAX_MOVES;
    const count = this.generate(pos, seat, base);
    const rel = REL;
    const weights = MOVE_WEIGHT;
    const suits = MOVE_SUIT;
    const ranks = MOVE_RANK;
    const seqs = MOVE_SEQ;
    let a0 = 0;
    let a1 = 0;
    let a2 = 0;
    let a3 = 0;
    let l0 = -1;
    let l1 = -1;
    let l2 = -1;
    let l3 = -1;
    for (let i = 0; i < count; i++) {
      // Pick the best remaining move (selection sort step).
      const at = base + i;
      let best = at;
      let bestWeight = weights[at] as number;
      for (let j = at + 1; j < base + count; j++) {
        const w = weights[j] as number;
        if (w > bestWeight) {
          best = j;
          bestWeight = w;
        }
      }
      if (best !== at) {
        weights[best] = weights[at] as number;
        weights[at] = bestWeight;
        const bs = suits[best] as number;
        suits[best] = suits[at] as number;
        suits[at] = bs;
        const br = ranks[best] as number;
        ranks[best] = ranks[at] as number;
        ranks[at] = br;
        const bq = seqs[best] as number;
        seqs[best] = seqs[at] as number;
        seqs[at] = bq;
      }
      const suit = suits[at] as number;
      const rank = ranks[at] as number;
      // A card below every rank that mattered after an equal card of the suit was tried gives
      // the same result (the positions after either agree on every relevant card).
      const limit = suit === 0 ? l0 : suit === 1 ? l1 : suit === 2 ? l2 : l3;
      if (rank < limit) {
        seqs[at] = 0;
        continue;
      }
      this.playCard(suit, rank);
      let r: boolean;
      if (pos < 3) {
        r = this.searchPlay(pos + 1, target);
      } else {
        const undo = this.closeTrick();
        r = this.searchTrick(target);
        this.reopenTrick(undo);
        if ((undo & 16) !== 0) {
          const wp = (undo >>> 2) & 3;
          const ws = TRICK_SUIT[wp] as number;
          rel[ws] = (rel[ws] as number) | (1 << (TRICK_RANK[wp] as number));
        }
      }
      this.unplayCard();
      if (this.stopped !== null) return false;
      if (r === maximizing) {
        // A cut: this move suffices; its ranks are in rel already.
        if (pos === 0) KILLER[this.depth] = (suit << 4) | rank;
        return r;
      }
      const mattered = rel[suit] as number;
      const cut = mattered === 0 ? 13 : 31 - Math.clz32(mattered & -mattered);
      if (rank < cut) {
        if (suit === 0) l0 = Math.max(l0, cut);
        else if (suit === 1) l1 = Math.max(l1, cut);
        else if (suit === 2) l2 = Math.max(l2, cut);
        else l3 = Math.max(l3, cut);
      }
      a0 |= rel[0] as number;
      a1 |= rel[1] as number;
      a2 |= rel[2] as number;
      a3 |= rel[3] as number;
    }
    // Every move tried: the result rests on the ranks of all of them, and on the runs of
    // touching cards being runs (where the lowest relevant rank reaches into a run).
    for (let i = 0; i < count; i++) {
      const seq = seqs[base + i] as number;
      if ((seq & (seq - 1)) === 0) continue; // a single card, or a move skipped
      const suit = suits[base + i] as number;
      const top = topBit(seq);
      const below = (2 << top) - 1;
      const a = suit === 0 ? a0 : suit === 1 ? a1 : suit === 2 ? a2 : a3;
      if ((a & below) !== 0) {
        const low = seq & -seq;
        if (suit === 0) a0 |= low;
        else if (suit === 1) a1 |= low;
        else if (suit === 2) a2 |= low;
        else a3 |= low;
      }
    }
    rel[0] = a0;
    rel[1] = a1;
    rel[2] = a2;
    rel[3] = a3;
    return !maximizing;
  }

  /** The last trick: every hand holds one card. */
  private lastTrick(target: number): boolean {
    const hand = HAND;
    const leader = this.leader;
    let ls = 0;
    while ((hand[leader * 4 + ls] as number) === 0) ls++;
    let ws = ls;
    let wr = topBit(hand[leader * 4 + ls] as number);
    let winner = leader;
    let same = 1;
    for (let k = 1; k < 4; k++) {
      const seat = (leader + k) & 3;
      let s = 0;
      while ((hand[seat * 4 + s] as number) === 0) s++;
      const r = topBit(hand[seat * 4 + s] as number);
      if (s === ws) {
        same++;
        if (r > wr) {
          wr = r;
          winner = seat;
        }
      } else if (s === this.trump) {
        ws = s;
        wr = r;
        winner = seat;
        same = 1;
      }
    }
    // `same` counts cards of the winning suit only from the point it became the winning suit;
    // count again to be exact.
    same = 0;
    for (let seat = 0; seat < 4; seat++) if (((hand[seat * 4 + ws] as number) & 0x1fff) !== 0) same++;
    if (same > 1) REL[ws] = 1 << wr;
    return this.nsWon + ((winner & 1) === 0 ? 1 : 0) >= target;
  }

  // ------------------------------------------------------------------ helpers

  /** Sets `owners`, `lengthsLo` and `lengthsHi` afresh from the hands and the current trick. */
  private ownerSequences(): void {
    const hand = HAND;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < 8; i++) lo |= (POP13[hand[i] as number] as number) << (i * 4);
    for (let i = 0; i < 8; i++) hi |= (POP13[hand[8 + i] as number] as number) << (i * 4);
    this.lengthsLo = lo;
    this.lengthsHi = hi;
    for (let s = 0; s < 4; s++) {
      let e = hand[4 + s] as number;
      let so = hand[8 + s] as number;
      let w = hand[12 + s] as number;
      for (let p = 0; p < this.played; p++) {
        if ((TRICK_SUIT[p] as number) !== s) continue;
        const bit = 1 << (TRICK_RANK[p] as number);
        const seat = (this.leader + p) & 3;
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
  }

  /** The `k` highest cards in play of a suit, as a mask. */
  private topCards(suit: number, k: number): number {
    let m = PRESENT[suit] as number;
    let out = 0;
    for (let i = 0; i < k && m !== 0; i++) {
      const b = 1 << topBit(m);
      out |= b;
      m ^= b;
    }
    return out;
  }

  /** How many cards in play of a suit rank at or above the lowest rank in `mask`. */
  private countFrom(suit: number, mask: number): number {
    if (mask === 0) return 0;
    const low = mask & -mask;
    return POP13[(PRESENT[suit] as number) & ~(low - 1)] as number;
  }

  // Scratch of the cut-offs (cut-offs.ts).
  readonly quickCmp = QUICK_CMP;
  readonly quickCount = QUICK_COUNT;
  /** Counts and rounds compared of one hand, kept over a trumps-first attempt. */
  readonly quickSaved = QUICK_SAVED;

  /** The seat holding a card (a one-bit mask) of suit `s`, or -1. */
  holder(s: number, card: number): number {
    const hand = HAND;
    for (let seat = 0; seat < 4; seat++) if (((hand[seat * 4 + s] as number) & card) !== 0) return seat;
    return -1;
  }

  /**
   * Writes the moves of `seat` (one card per run of touching cards) at `base` with their
   * ordering weights; returns how many.
   */
  private generate(pos: number, seat: number, base: number): number {
    const hand = HAND;
    let n = 0;
    if (pos > 0) {
      const led = TRICK_SUIT[0] as number;
      const follow = hand[seat * 4 + led] as number;
      if (follow !== 0) {
        n = this.runs(led, follow, base, n);
      } else {
        for (let s = 0; s < 4; s++) {
          const m = hand[seat * 4 + s] as number;
          if (m !== 0) n = this.runs(s, m, base, n);
        }
      }
    } else {
      for (let s = 0; s < 4; s++) {
        const m = hand[seat * 4 + s] as number;
        if (m !== 0) n = this.runs(s, m, base, n);
      }
    }
    if (n > 1) weigh(this, pos, seat, base, n, OWNERS); // a single move needs no weight
    return n;
  }

  /**
   * Adds one move per run of touching cards of `mine` (touching among cards in play): from the
   * highest card of `mine` down to the highest card in play of another hand below it, a run at a
   * time.
   */
  private runs(suit: number, mine: number, base: number, n: number): number {
    const others = (PRESENT[suit] as number) & ~mine;
    const suits = MOVE_SUIT;
    const ranks = MOVE_RANK;
    const seqs = MOVE_SEQ;
    let m = mine;
    while (m !== 0) {
      const top = 31 - Math.clz32(m);
      const below = others & ((1 << top) - 1);
      const seq = below === 0 ? m : m & ~((2 << (31 - Math.clz32(below))) - 1);
      suits[base + n] = suit;
      ranks[base + n] = top;
      seqs[base + n] = seq;
      n++;
      m ^= seq;
    }
    return n;
  }
}
