/**
 * The double-dummy search kernel. One mutable `Engine` holds a position in typed arrays and
 * answers one question at a time: "do North-South take at least `target` of the remaining
 * tricks?" (a null-window search). Drivers (`solve.ts`) narrow the bounds with repeated
 * questions.
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
 * - cut-offs at each trick start: tricks already won or out of reach; quick tricks of the side
 *   on lead (each hand's winners and length tricks counted round by round; partner's after an
 *   entry or an overtake; trumps drawn first where that frees side suits; partner's ruff);
 *   later tricks: in a suit contract, the trumps one hand holds above all the other side's trumps
 *   (none can be drawn: each wins the trick it is played to, whoever leads), the top two trumps
 *   split, a guarded second trump sitting over the top one or with the third (for the side not
 *   on lead); at no trump, a side on lead that needs every trick but tops too few suits; the
 *   other side
 *   winning the current trick when it tops every suit the leader holds, and at no trump then
 *   cashing the top cards of the hand that won it. A cut-off rests only on
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
import { type TableSize, TranspositionTable } from './transposition.js';

export const NO_TRUMP = 4;

const MAX_MOVES = 14;
const MAX_DEPTH = 53;
/** How often (in nodes) the clock is read. */
const CLOCK_INTERVAL = 4096;
/**
 * Ordering bonus of the lead that last cut at the same depth (it keeps a plan going), when the
 * lead wins the trick, and (suit contracts) when it does not. Measured: the same bonus for cards
 * played to a trick costs nodes, so they get none.
 */
const KILLER_BONUS_LEAD = 60;
const KILLER_BONUS_LEAD_LOSING = 20;

/** Ordering bonus of the cheapest card that forces out the fourth hand's top card (third hand). */
const FORCE_BONUS = 20;
/** Ordering bonus of the first card of each suit for a hand that cannot follow. */
const SUIT_FIRST_BONUS = 40;

export type StopReason = 'time-limit' | 'node-limit';

function popcount(m: number): number {
  let x = m - ((m >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function topBit(m: number): number {
  return 31 - Math.clz32(m);
}

/** The `n`th highest card of a mask (n ≥ 1, at most its size), as a mask. */
function nthHighest(m: number, n: number): number {
  let x = m;
  for (let i = 1; i < n; i++) x ^= 1 << topBit(x);
  return 1 << topBit(x);
}

export class Engine {
  /** Cards held: `hand[seat * 4 + suit]`. */
  readonly hand = new Int32Array(16);
  /** Cards of each suit still in play: in a hand or in the current trick. */
  readonly present = new Int32Array(4);
  trump = NO_TRUMP;
  /** The seat that led (or leads) the current trick. */
  leader = 0;
  /** Cards played to the current trick so far, by position in the trick. */
  readonly trickSuit = new Int32Array(4);
  readonly trickRank = new Int32Array(4);
  played = 0;
  /** Cards of the tricks closed since the root, to reopen them. */
  private readonly closedCards = new Int32Array(4 * 14);
  closed = 0;
  /** Tricks North-South have won since the root position. */
  nsWon = 0;
  /** Tricks not yet complete, counting the current one. */
  tricksLeft = 0;
  /** Cards played since the root (indexes the per-depth buffers). */
  depth = 0;

  /** Ranks, per suit, on which the last search result rests (see the module comment). */
  readonly rel = new Int32Array(4);

  readonly table: TranspositionTable;
  nodes = 0;
  /** Nodes at a trick start (the count DDS reports as its nodes). */
  trickNodes = 0;
  deadline = Number.POSITIVE_INFINITY;
  nodeLimit = Number.POSITIVE_INFINITY;
  stopped: StopReason | null = null;
  private nextClock = CLOCK_INTERVAL;

  private readonly moveSuit = new Int32Array(MAX_DEPTH * MAX_MOVES);
  private readonly moveRank = new Int32Array(MAX_DEPTH * MAX_MOVES);
  private readonly moveSeq = new Int32Array(MAX_DEPTH * MAX_MOVES);
  private readonly moveWeight = new Int32Array(MAX_DEPTH * MAX_MOVES);
  private readonly killer = new Int32Array(MAX_DEPTH).fill(-1);
  /**
   * Owners of each suit's cards in play, two bits a card, highest first (cards in the current
   * trick count for the seat that played them): set at `search` and kept up as tricks close and
   * reopen (the transposition-table key, with `lengthsLo`/`lengthsHi`).
   */
  private readonly owners = new Int32Array(4);
  /** `owners` before each closed trick, to reopen it. */
  private readonly ownersClosed = new Int32Array(4 * 14);
  /** Lengths of every hand in every suit, four bits each (hand index 0–7, then 8–15). */
  private lengthsLo = 0;
  private lengthsHi = 0;

  constructor(tableSize?: TableSize) {
    this.table = new TranspositionTable(tableSize);
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
    this.hand[i] = (this.hand[i] as number) & ~(1 << rank);
    if (i < 8) this.lengthsLo -= 1 << (i * 4);
    else this.lengthsHi -= 1 << ((i - 8) * 4);
    this.trickSuit[this.played] = suit;
    this.trickRank[this.played] = rank;
    this.played++;
    this.depth++;
  }

  /** Takes back the last card played to the current trick. */
  unplayCard(): void {
    this.played--;
    this.depth--;
    const seat = (this.leader + this.played) & 3;
    const i = seat * 4 + (this.trickSuit[this.played] as number);
    this.hand[i] = (this.hand[i] as number) | (1 << (this.trickRank[this.played] as number));
    if (i < 8) this.lengthsLo += 1 << (i * 4);
    else this.lengthsHi += 1 << ((i - 8) * 4);
  }

  /** Position in the trick of the card winning it so far (of the `played` cards). */
  winningPosition(): number {
    let wp = 0;
    let ws = this.trickSuit[0] as number;
    let wr = this.trickRank[0] as number;
    for (let p = 1; p < this.played; p++) {
      const s = this.trickSuit[p] as number;
      const r = this.trickRank[p] as number;
      if (s === ws) {
        if (r > wr) {
          wp = p;
          wr = r;
        }
      } else if (s === this.trump) {
        wp = p;
        ws = s;
        wr = r;
      }
    }
    return wp;
  }

  /**
   * Completes the current (full) trick: removes its cards from play, counts it and gives the
   * lead to its winner. Returns the state needed by `reopenTrick`: old leader | winner << 2 |
   * (won by rank ? 16 : 0).
   */
  closeTrick(): number {
    const wp = this.winningPosition();
    const ws = this.trickSuit[wp] as number;
    let same = 0;
    const c = this.closed * 4;
    const owners = this.owners;
    for (let s = 0; s < 4; s++) this.ownersClosed[c + s] = owners[s] as number;
    for (let p = 0; p < 4; p++) {
      const s = this.trickSuit[p] as number;
      const r = this.trickRank[p] as number;
      if (s === ws) same++;
      const present = this.present[s] as number;
      // Drop the card's two bits from the suit's owner sequence.
      const at = popcount(present >>> (r + 1)) * 2;
      const seq = owners[s] as number;
      owners[s] = (seq & ((1 << at) - 1)) | ((seq >>> (at + 2)) << at);
      this.present[s] = present & ~(1 << r);
      this.closedCards[c + p] = (s << 4) | r;
    }
    this.closed++;
    const winner = (this.leader + wp) & 3;
    const undo = this.leader | (wp << 2) | (same > 1 ? 16 : 0);
    if ((winner & 1) === 0) this.nsWon++;
    this.leader = winner;
    this.tricksLeft--;
    this.played = 0;
    return undo;
  }

  reopenTrick(undo: number): void {
    if ((this.leader & 1) === 0) this.nsWon--;
    this.leader = undo & 3;
    this.tricksLeft++;
    this.played = 4;
    this.closed--;
    const c = this.closed * 4;
    for (let s = 0; s < 4; s++) this.owners[s] = this.ownersClosed[c + s] as number;
    for (let p = 0; p < 4; p++) {
      const card = this.closedCards[c + p] as number;
      const s = card >>> 4;
      const r = card & 15;
      this.trickSuit[p] = s;
      this.trickRank[p] = r;
      this.present[s] = (this.present[s] as number) | (1 << r);
    }
  }

  // ------------------------------------------------------------------ search at a trick start

  private searchTrick(target: number): boolean {
    this.nodes++;
    this.trickNodes++;
    const rel = this.rel;
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
    // Quick tricks for the side on lead.
    const quick = this.quickTricks(leader, (leader & 1) === 0 ? target - won : won + left - target + 1);
    if ((leader & 1) === 0) {
      if (won + quick >= target) return true; // rel set by quickTricks
    } else if (won + left - quick < target) {
      return false;
    }
    // Later tricks: tricks one side surely takes whatever the play (see `laterTricks`).
    const nsNeed = target - won;
    const ewNeed = won + left - target + 1;
    const later = this.laterTricks(nsNeed, ewNeed, left);
    if (later >= 0) return later === 0;
    // The other side takes this trick when it tops every suit the leader can lead.
    if (this.trump === NO_TRUMP) {
      // At no trump they then cash the top cards of the hand that won it.
      if (this.defendersTakeTricks((leader & 1) === 0 ? ewNeed : nsNeed)) return (leader & 1) !== 0;
    } else if ((leader & 1) === 0 ? ewNeed <= 1 : nsNeed <= 1) {
      if (this.defendersTakeTrick()) return (leader & 1) !== 0;
    }
    rel[0] = 0;
    rel[1] = 0;
    rel[2] = 0;
    rel[3] = 0;

    const lo = this.lengthsLo;
    const hi = this.lengthsHi;
    const o = this.owners;
    const o0 = o[0] as number;
    const o1 = o[1] as number;
    const o2 = o[2] as number;
    const o3 = o[3] as number;
    const future = target - won;
    const table = this.table;
    const hit = table.probe(lo, hi, leader, o0, o1, o2, o3, future);
    if (hit >= 0) {
      rel[0] = this.topCards(0, table.hitK0);
      rel[1] = this.topCards(1, table.hitK1);
      rel[2] = this.topCards(2, table.hitK2);
      rel[3] = this.topCards(3, table.hitK3);
      return hit === 1;
    }

    const result = this.tryMoves(0, target);
    if (this.stopped !== null) return false;
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
      const side = this.quickTricksAfterLead(target);
      if (side >= 0) return side === 0;
    }
    return this.tryMoves(pos, target);
  }

  /**
   * After the lead: the side (0 North-South, 1 East-West) sure to win the trick whatever is played
   * to it, or -1. Sets `rel` to the card the answer rests on (none when a ruff decides).
   */
  private sureWinnerAfterLead(): number {
    const hand = this.hand;
    const trump = this.trump;
    const rel = this.rel;
    const leader = this.leader;
    const second = (leader + 1) & 3;
    const third = (leader + 2) & 3;
    const fourth = (leader + 3) & 3;
    const ls = this.trickSuit[0] as number;
    const lr = this.trickRank[0] as number;
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
      trump !== NO_TRUMP && ls !== trump && follows === 0 && (hand[seat * 4 + trump] as number) !== 0;
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
    const rel = this.rel;
    const weights = this.moveWeight;
    const suits = this.moveSuit;
    const ranks = this.moveRank;
    const seqs = this.moveSeq;
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
          const ws = this.trickSuit[wp] as number;
          rel[ws] = (rel[ws] as number) | (1 << (this.trickRank[wp] as number));
        }
      }
      this.unplayCard();
      if (this.stopped !== null) return false;
      if (r === maximizing) {
        // A cut: this move suffices; its ranks are in rel already.
        if (pos === 0) this.killer[this.depth] = (suit << 4) | rank;
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
    const hand = this.hand;
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
    if (same > 1) this.rel[ws] = 1 << wr;
    return this.nsWon + ((winner & 1) === 0 ? 1 : 0) >= target;
  }

  // ------------------------------------------------------------------ helpers

  /** Sets `owners`, `lengthsLo` and `lengthsHi` afresh from the hands and the current trick. */
  private ownerSequences(): void {
    const hand = this.hand;
    let lo = 0;
    let hi = 0;
    for (let i = 0; i < 8; i++) lo |= popcount(hand[i] as number) << (i * 4);
    for (let i = 0; i < 8; i++) hi |= popcount(hand[8 + i] as number) << (i * 4);
    this.lengthsLo = lo;
    this.lengthsHi = hi;
    for (let s = 0; s < 4; s++) {
      let e = hand[4 + s] as number;
      let so = hand[8 + s] as number;
      let w = hand[12 + s] as number;
      for (let p = 0; p < this.played; p++) {
        if ((this.trickSuit[p] as number) !== s) continue;
        const bit = 1 << (this.trickRank[p] as number);
        const seat = (this.leader + p) & 3;
        if (seat === 1) e |= bit;
        else if (seat === 2) so |= bit;
        else if (seat === 3) w |= bit;
      }
      let m = this.present[s] as number;
      let seq = 0;
      let shift = 0;
      while (m !== 0) {
        const b = 31 - Math.clz32(m);
        const owner = ((e >>> b) & 1) | (((so >>> b) & 1) << 1) | (((w >>> b) & 1) * 3);
        seq |= owner << shift;
        shift += 2;
        m ^= 1 << b;
      }
      this.owners[s] = seq;
    }
  }

  /** The `k` highest cards in play of a suit, as a mask. */
  private topCards(suit: number, k: number): number {
    let m = this.present[suit] as number;
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
    return popcount((this.present[suit] as number) & ~(low - 1));
  }

  /**
   * Sure tricks for the side on lead, without giving up the lead to the other side. Each hand's
   * tricks are counted suit by suit by `cashRounds` (its winners, with the length tricks that
   * follow once the others are out of the suit). Plans: (a) the leader cashes his own tricks;
   * (b) in a trump contract, the leader first cashes his trump tricks, which leaves each other
   * hand that many trumps fewer (all must follow), and then his side suits with the ruff limits
   * of what is left; (c) the leader crosses to partner with his lowest card of a suit in which
   * partner wins the first round, and partner cashes his tricks (drawing trumps first, as in b,
   * when that makes more); (d) at no trump, the leader cashes his own tricks, then crosses, when
   * partner can spare the cards he throws meanwhile. A plan that reaches `need` tricks is returned
   * with `rel` set to the cards it rests on (only as many tricks as make `need`, which keeps the
   * transposition-table entries above general); otherwise the result is below `need` and `rel` is
   * not meaningful.
   */
  private quickTricks(h: number, need: number): number {
    const hand = this.hand;
    const partner = h ^ 2;
    const trump = this.trump;
    const counts = this.quickCount;
    if (need > 1 && this.quickBound(h) < need) return 0;
    const own = this.cashPlan(h, 0, 0);
    if (own >= need) {
      this.restOn(0, need, -1, 0, h);
      return own;
    }
    if (need === 1 && trump !== NO_TRUMP && this.ruffLead(h)) return 1;
    let best = own;
    // (b) Trumps first: each opponent follows to every round, so after the leader's trump tricks
    // an opponent who held no more trumps than that can no longer ruff.
    if (trump !== NO_TRUMP) {
      const drawn = counts[trump] as number;
      if (drawn > 0 && this.opponentsTrumps(h) > 0) {
        const total = this.cashPlan(h, 0, drawn);
        if (total >= need) {
          this.restOn(0, need, trump, drawn, h);
          return total;
        }
        if (total > best) best = total;
        this.cashPlan(h, 0, 0);
      }
    }
    // (c) Partner's tricks, entered with a low card of a suit in which he wins the first round.
    // That first round is the same trick as partner's own first round of the suit (the leader
    // plays his lowest card to it, as `cashRounds` assumes), so partner's count includes it.
    const viaPartner = this.cashPlan(partner, 4, 0);
    let entry = -1;
    for (let s = 0; s < 4; s++) {
      const p = counts[4 + s] as number;
      if (p > 0 && (hand[h * 4 + s] as number) !== 0 && (entry < 0 || p > (counts[4 + entry] as number)))
        entry = s;
    }
    if (entry < 0) return best;
    if (viaPartner >= need) {
      this.restOn(4, need, entry, 1, partner);
      return viaPartner;
    }
    if (viaPartner > best) best = viaPartner;
    if (trump !== NO_TRUMP) {
      // Partner draws trumps after the entry trick; that trick was already sure before the draw.
      const drawn = counts[4 + trump] as number;
      if (drawn > 0 && this.opponentsTrumps(partner) > 0) {
        const total = this.cashPlan(partner, 4, drawn);
        if (total >= need) {
          if (entry === trump) {
            this.restOn(4, need, trump, drawn, partner);
          } else {
            // The entry's first round and every trump round are part of the plan.
            const rel = this.rel;
            const e = this.quickEntryRel(partner, entry);
            this.restOn(4, need, trump, drawn, partner);
            rel[entry] = (rel[entry] as number) | e;
          }
          return total;
        }
        if (total > best) best = total;
        this.cashPlan(partner, 4, 0);
      }
    }
    // (d) The leader's tricks, then partner's in the suits the leader does not cash. While the
    // leader cashes, partner follows with his lowest cards (as `cashRounds` assumes) or, void,
    // throws a card he does not need: one of the suit the leader cashes that he has left over
    // (his highest first, which changes no round: his lower cards still go under), or one below
    // the winners he cashes later. The entry must be a suit the leader keeps. In a trump contract
    // partner throws only when he holds no trump (a round where he could ruff is not counted), so
    // a void of his spoils nothing; the others only lose cards and trumps meanwhile, and the
    // leader's suits left for partner are untouched (he only led).
    if (own > 0) {
      let extra = 0;
      let spare = 0;
      let throws = 0;
      let cross = -1;
      for (let s = 0; s < 4; s++) {
        const len = popcount(hand[partner * 4 + s] as number);
        const c = counts[s] as number;
        if (c > 0) {
          if (len < c) throws += c - len;
          else spare += len - c;
        } else {
          const p = counts[4 + s] as number;
          extra += p;
          spare += len - p;
          if (p > 0 && (hand[h * 4 + s] as number) !== 0) cross = s;
        }
      }
      let total = cross >= 0 ? own + extra : own;
      let over = -1;
      if (total < need || throws > spare) {
        // Or partner overtakes: after the leader's last round of a suit he cashes, the leader
        // leads his lowest card of it and partner wins that round with his highest card (above
        // it and above every card an opponent may still hold; in a trump contract no opponent
        // out of the suit holds a trump). Partner keeps that card, one fewer to spare; he is then
        // on lead for his own suits.
        over = this.overtake(h, own + 1 + extra >= need && throws <= spare - 1);
        if (over >= 0) total = own + 1 + extra;
      }
      if ((cross >= 0 || over >= 0) && total >= need) {
        const rel = this.rel;
        const cmp = this.quickCmp;
        // Every round of the leader's suits (they make partner's throws), then partner's suits,
        // the entry first, only as many rounds as make `need`.
        for (let s = 0; s < 4; s++) {
          const c = counts[s] as number;
          const j = cmp[s] as number;
          rel[s] = c > 0 && j > 0 ? nthHighest(hand[h * 4 + s] as number, j) : 0;
          if (c > 0) counts[4 + s] = 0;
        }
        if (over >= 0) rel[over] = (rel[over] as number) | (1 << topBit(hand[partner * 4 + over] as number));
        let left = need - own - (over >= 0 ? 1 : 0);
        let suit = over >= 0 ? -1 : cross;
        let min = over >= 0 ? 0 : 1;
        while (left > 0 || min > 0) {
          if (suit < 0) {
            suit = 0;
            for (let s = 1; s < 4; s++)
              if ((counts[4 + s] as number) > (counts[4 + suit] as number)) suit = s;
          }
          const use = Math.max(min, Math.min(left, counts[4 + suit] as number));
          const j = Math.min(use, cmp[4 + suit] as number);
          if (j > 0) rel[suit] = (rel[suit] as number) | nthHighest(hand[partner * 4 + suit] as number, j);
          counts[4 + suit] = 0;
          left -= use;
          suit = -1;
          min = 0;
        }
        return total;
      }
    }
    return best;
  }

  /**
   * An upper bound on every plan of `quickTricks` but the ruff (cheap, to skip them): a round
   * counted in a suit needs a card of the side above every card an opponent holds in it (an
   * opponent holding the top card keeps it for the first round), and uses a card of the hand that
   * leads it, or of the leader when partner overtakes, so a suit whose top card the side holds
   * gives at most the longer of its two holdings, any other suit nothing.
   */
  private quickBound(h: number): number {
    const hand = this.hand;
    const p = h ^ 2;
    let bound = 0;
    for (let s = 0; s < 4; s++) {
      const mine = hand[h * 4 + s] as number;
      const his = hand[p * 4 + s] as number;
      const ours = mine | his;
      if (ours === 0) continue;
      const theirs = (hand[((h + 1) & 3) * 4 + s] as number) | (hand[((h + 3) & 3) * 4 + s] as number);
      if (theirs > ours) continue;
      bound += Math.max(popcount(mine), popcount(his));
    }
    return bound;
  }

  /**
   * A suit the leader cashes (rounds in `quickCount`) in which partner can overtake the next
   * round (see `quickTricks`, plan d), or -1; only looked for when `worth` it.
   */
  private overtake(h: number, worth: boolean): number {
    if (!worth) return -1;
    const hand = this.hand;
    const trump = this.trump;
    const partner = h ^ 2;
    for (let s = 0; s < 4; s++) {
      const c = this.quickCount[s] as number;
      if (c === 0) continue;
      const mine = hand[h * 4 + s] as number;
      const his = hand[partner * 4 + s] as number;
      if (popcount(mine) <= c || popcount(his) <= c) continue;
      const y = topBit(his);
      if ((mine & -mine) > 1 << y) continue;
      let ok = true;
      for (let k = 1; k < 4; k += 2) {
        const o = (h + k) & 3;
        const m = hand[o * 4 + s] as number;
        if (popcount(m) > c) {
          if (topBit(m) > y) ok = false;
        } else if (trump !== NO_TRUMP && s !== trump && (hand[o * 4 + trump] as number) !== 0) {
          ok = false;
        }
      }
      if (ok) return s;
    }
    return -1;
  }

  /**
   * In a trump contract, one trick for the side on lead: the leader leads a side suit partner
   * is void in and ruffs with his highest trump, and no opponent void in it holds a higher trump
   * (the others follow suit). Sets `rel` to partner's highest trump when an opponent could have
   * ruffed too (the comparison rests on it), else to nothing.
   */
  private ruffLead(h: number): boolean {
    const hand = this.hand;
    const t = this.trump;
    const partnerTrumps = hand[(h ^ 2) * 4 + t] as number;
    if (partnerTrumps === 0) return false;
    const top = topBit(partnerTrumps);
    const lho = (h + 1) & 3;
    const rho = (h + 3) & 3;
    for (let s = 0; s < 4; s++) {
      if (s === t || (hand[h * 4 + s] as number) === 0 || (hand[(h ^ 2) * 4 + s] as number) !== 0) continue;
      let compared = false;
      let ok = true;
      for (let k = 0; k < 2; k++) {
        const o = k === 0 ? lho : rho;
        const ot = hand[o * 4 + t] as number;
        if ((hand[o * 4 + s] as number) !== 0 || ot === 0) continue;
        if (topBit(ot) > top) ok = false;
        compared = true;
      }
      if (!ok) continue;
      const rel = this.rel;
      for (let x = 0; x < 4; x++) rel[x] = 0;
      if (compared) rel[t] = 1 << top;
      return true;
    }
    return false;
  }

  /** The card partner's first round of the entry suit rests on (a mask, or 0). */
  private quickEntryRel(seat: number, s: number): number {
    return nthHighest(this.hand[seat * 4 + s] as number, 1);
  }

  /** Trumps the opponents of `seat` hold. */
  private opponentsTrumps(seat: number): number {
    const t = this.trump;
    return (
      popcount(this.hand[((seat + 1) & 3) * 4 + t] as number) +
      popcount(this.hand[((seat + 3) & 3) * 4 + t] as number)
    );
  }

  /**
   * The tricks `seat` cashes in each suit (into `quickCount` at `offset`, with the rounds that
   * rest on ranks into `quickCmp`), after `drawn` rounds of trumps; returns their sum. The
   * counts of different suits add up: cashing one suit never spoils another (the others follow
   * or throw, which only shortens them; a hand with trumps left follows every round counted).
   */
  private cashPlan(seat: number, offset: number, drawn: number): number {
    const hand = this.hand;
    const trump = this.trump;
    let trA = 0;
    let trB = 0;
    let trP = 0;
    if (trump !== NO_TRUMP) {
      trA = popcount(hand[((seat + 1) & 3) * 4 + trump] as number) - drawn;
      trB = popcount(hand[((seat + 3) & 3) * 4 + trump] as number) - drawn;
      trP = popcount(hand[(seat ^ 2) * 4 + trump] as number) - drawn;
    }
    let total = 0;
    for (let s = 0; s < 4; s++) {
      const c = this.cashRounds(seat, s, trA > 0, trB > 0, trP > 0);
      this.quickCount[offset + s] = c;
      this.quickCmp[offset + s] = this.roundsCmp;
      total += c;
    }
    return total;
  }

  /**
   * Rounds of suit `s` that `seat` wins in a row on lead, leading its highest card each round
   * while its partner plays his lowest (the flags: whether each other hand — left, right,
   * partner — holds trumps). Round i is won when: each opponent who still may hold a card of the
   * suit (length ≥ i) holds none above the card led (he may have kept his highest), and partner
   * is out of the suit or his i-th lowest card is below it; in a trump contract a side suit's
   * round also needs every hand out of the suit to hold no trump (an opponent would ruff; partner
   * might have to, taking the lead). Once the others are out of the suit, every card left wins
   * (length tricks). Sets `roundsCmp` to the last round that compared ranks: the count rests on
   * the owners of the cards down to the hand's card led in that round (they decide each
   * comparison; lengths are part of the table key).
   */
  private cashRounds(seat: number, s: number, trA: boolean, trB: boolean, trP: boolean): number {
    const hand = this.hand;
    this.roundsCmp = 0;
    let mine = hand[seat * 4 + s] as number;
    if (mine === 0) return 0;
    const a = hand[((seat + 1) & 3) * 4 + s] as number;
    const b = hand[((seat + 3) & 3) * 4 + s] as number;
    let p = hand[(seat ^ 2) * 4 + s] as number;
    const side = this.trump !== NO_TRUMP && s !== this.trump;
    const topA = a === 0 ? -1 : topBit(a);
    const topB = b === 0 ? -1 : topBit(b);
    // The first round lost already (the common case): no lengths needed.
    const first = topBit(mine);
    if (topA > first || topB > first) return 0;
    if (side && ((a === 0 && trA) || (b === 0 && trB))) return 0;
    const lenA = popcount(a);
    const lenB = popcount(b);
    let count = 0;
    let cmp = 0;
    while (mine !== 0) {
      const round = count + 1;
      const x = topBit(mine);
      let compared = false;
      if (lenA >= round) {
        if (topA > x) break;
        compared = true;
      } else if (side && trA) break;
      if (lenB >= round) {
        if (topB > x) break;
        compared = true;
      } else if (side && trB) break;
      if (p !== 0) {
        const low = p & -p;
        if (low > 1 << x) break;
        p ^= low;
        compared = true;
      } else if (side && trP) break;
      mine ^= 1 << x;
      count++;
      if (compared) cmp = count;
    }
    this.roundsCmp = cmp;
    return count;
  }

  /** Rounds of the last `cashRounds` that compared ranks. */
  private roundsCmp = 0;
  private readonly quickCmp = new Int32Array(8);

  /**
   * At no trump after the lead: the hand holding the highest card of the suit led (the lead
   * itself, or the highest card of a hand still to play) wins the trick with it, whatever the
   * others play, and is then on lead. Its tricks after this one are counted by `cashPlan` on the
   * hands as they are now, less that card: the other hands still have to play one card each to
   * this trick, which only shortens them — the opponents end with fewer cards, none higher, and
   * its partner can play his highest card of the suit led (or, void, throw his highest card of
   * any suit), after which each of his lowest cards is as low as before and a void only helps.
   * Returns the side (0 North-South, 1 East-West) when this makes the tricks it needs, with `rel`
   * set to that card and the cards the tricks after rest on; else -1 (`rel` not meaningful).
   */
  private quickTricksAfterLead(target: number): number {
    const hand = this.hand;
    const leader = this.leader;
    const ls = this.trickSuit[0] as number;
    let top = this.trickRank[0] as number;
    let holder = leader;
    for (let k = 1; k < 4; k++) {
      const seat = (leader + k) & 3;
      const m = hand[seat * 4 + ls] as number;
      if (m !== 0 && topBit(m) > top) {
        top = topBit(m);
        holder = seat;
      }
    }
    const side = holder & 1;
    const won = this.nsWon;
    const need = side === 0 ? target - won : won + this.tricksLeft - target + 1;
    if (need <= 1) return -1; // the one-trick case is sureWinnerAfterLead's
    const trump = this.trump;
    if (trump !== NO_TRUMP) {
      // Nobody still to play may be void in a side suit led with trumps: an opponent would ruff,
      // and the holder's partner might ruff or throw a card that spoils a count.
      if (ls !== trump)
        for (let k = this.played; k < 4; k++) {
          const seat = (leader + k) & 3;
          if (
            seat !== holder &&
            (hand[seat * 4 + ls] as number) === 0 &&
            (hand[seat * 4 + trump] as number) !== 0
          )
            return -1;
        }
    }
    // The hands as they will be after this trick, at worst: the holder less its top card, each
    // opponent still to play less his lowest card of the suit led (he keeps his highest), the
    // holder's partner, if still to play, less his highest.
    const saved = this.afterSaved;
    for (let k = 0; k < 4; k++) saved[k] = hand[k * 4 + ls] as number;
    for (let k = this.played; k < 4; k++) {
      const seat = (leader + k) & 3;
      const m = hand[seat * 4 + ls] as number;
      if (m === 0) continue;
      if (seat === holder) hand[seat * 4 + ls] = m & ~(1 << top);
      else if (seat === (holder ^ 2)) hand[seat * 4 + ls] = m & ~(1 << topBit(m));
      else hand[seat * 4 + ls] = m & (m - 1);
    }
    const bit = 1 << top;
    let more: number;
    const mate = holder ^ 2;
    if (((mate - leader) & 3) >= this.played && (saved[mate] as number) === 0) {
      // The holder's partner, still to play and out of the suit led, throws a card we cannot
      // foresee (his highest of some suit: harmless to the holder's own rounds, see above, but
      // not to his own): the holder's own tricks only.
      more = this.cashPlan(holder, 0, 0);
      let drawn = 0;
      if (more + 1 < need && trump !== NO_TRUMP) {
        // Trumps first, as in `quickTricks`.
        drawn = this.quickCount[trump] as number;
        if (drawn > 0 && this.opponentsTrumps(holder) > 0) more = this.cashPlan(holder, 0, drawn);
      }
      if (more + 1 >= need) this.restOn(0, need - 1, drawn > 0 ? trump : -1, drawn, holder);
    } else {
      // Every plan of `quickTricks`, with the holder on lead.
      more = this.quickTricks(holder, need - 1);
    }
    for (let k = 0; k < 4; k++) hand[k * 4 + ls] = saved[k] as number;
    if (more + 1 < need) return -1;
    this.rel[ls] = (this.rel[ls] as number) | bit;
    return side;
  }

  private readonly afterSaved = new Int32Array(4);

  /**
   * Sets `rel` for a plan of one hand (`seat`; counts at `offset` of `quickCount`) that makes
   * `need` tricks: the suit `first` (the entry or the trumps drawn, or -1; at least `firstUse`
   * rounds of it) and then the richest suits, only as many rounds of each as the plan needs.
   * A suit's rounds rest on the hand's card led in the last of them that compared ranks.
   */
  private restOn(offset: number, need: number, first: number, firstUse: number, seat: number): void {
    const counts = this.quickCount;
    const rel = this.rel;
    for (let s = 0; s < 4; s++) rel[s] = 0;
    let left = need;
    let suit = first;
    let min = firstUse;
    while (left > 0) {
      if (suit < 0) {
        // The suit with the most tricks that rest on no rank, then the most tricks.
        suit = 0;
        let bestKey = -1;
        for (let s = 0; s < 4; s++) {
          const c = counts[offset + s] as number;
          if (c === 0) continue;
          const key = (c - (this.quickCmp[offset + s] as number)) * 16 + c;
          if (key > bestKey) {
            bestKey = key;
            suit = s;
          }
        }
      }
      const use = Math.max(min, Math.min(left, counts[offset + suit] as number));
      const j = Math.min(use, this.quickCmp[offset + suit] as number);
      if (j > 0) rel[suit] = nthHighest(this.hand[seat * 4 + suit] as number, j);
      counts[offset + suit] = 0;
      left -= use;
      suit = -1;
      min = 0;
    }
  }

  /** The `n`th highest card in play of a suit (n ≥ 1), as a mask. */
  private nthTop(suit: number, n: number): number {
    let m = this.present[suit] as number;
    for (let i = 1; i < n; i++) m ^= 1 << topBit(m);
    return 1 << topBit(m);
  }

  private readonly quickCount = new Int32Array(8);

  /**
   * Whether the side not on lead surely wins the current trick: it holds the top card of every
   * suit the leader holds, and the leader's partner cannot ruff a side suit led. Sets `rel` to
   * those top cards.
   */
  private defendersTakeTrick(): boolean {
    const hand = this.hand;
    const h = this.leader;
    const partner = h ^ 2;
    const trump = this.trump;
    const rel = this.rel;
    for (let s = 0; s < 4; s++) {
      rel[s] = 0;
      if ((hand[h * 4 + s] as number) === 0) continue;
      const top = 1 << topBit(this.present[s] as number);
      if (((hand[h * 4 + s] as number) & top) !== 0 || ((hand[partner * 4 + s] as number) & top) !== 0)
        return false;
      if (
        trump !== NO_TRUMP &&
        s !== trump &&
        (hand[partner * 4 + s] as number) === 0 &&
        (hand[partner * 4 + trump] as number) !== 0
      )
        return false;
      rel[s] = top;
    }
    return true;
  }

  /**
   * Later tricks at no trump: when the side not on lead tops every suit the leader holds, it wins
   * this trick with the top card of the suit led, and the hand that wins it then cashes its own
   * top cards (at no trump they win whatever the others hold). Whether that makes `need` tricks
   * for every suit the leader may lead; if so `rel` holds the top cards of those suits and, for
   * each winning hand, the lowest of the top cards it counts (as few as make `need`).
   */
  private defendersTakeTricks(need: number): boolean {
    const hand = this.hand;
    const h = this.leader;
    const partner = h ^ 2;
    const rel = this.rel;
    const runs = this.quickCount;
    for (let s = 0; s < 4; s++) rel[s] = 0;
    for (let s = 0; s < 4; s++) {
      if ((hand[h * 4 + s] as number) === 0) continue;
      const top = 1 << topBit(this.present[s] as number);
      if (((hand[h * 4 + s] as number) & top) !== 0 || ((hand[partner * 4 + s] as number) & top) !== 0)
        return false;
      rel[s] = (rel[s] as number) | top;
      if (need <= 1) continue;
      const winner = ((hand[((h + 1) & 3) * 4 + s] as number) & top) !== 0 ? (h + 1) & 3 : (h + 3) & 3;
      let total = 0;
      for (let x = 0; x < 4; x++) {
        const c = this.cashable(winner, x);
        runs[x] = c;
        total += c;
      }
      if (total < need) return false;
      // The suit led first (its top card won the trick), then the richest suits.
      let left = need;
      let suit = s;
      while (left > 0) {
        if (suit < 0) {
          suit = 0;
          for (let x = 1; x < 4; x++) if ((runs[x] as number) > (runs[suit] as number)) suit = x;
        }
        const use = Math.min(left, runs[suit] as number);
        rel[suit] = (rel[suit] as number) | this.nthTop(suit, use);
        runs[suit] = 0;
        left -= use;
        suit = -1;
      }
    }
    return true;
  }

  /**
   * Later tricks at a trick start: the side (0 North-South, 1 East-West) that surely takes as many
   * tricks as it needs (`nsNeed`, `ewNeed`), whatever the play, or -1. Sets `rel` to the cards the
   * answer rests on. The rules (after the later-tricks bounds of the DDS notes, argued afresh):
   * - trumps: see `trumpTricks`;
   * - at no trump (or with no trump left): a side on lead that needs every remaining trick must
   *   win them all keeping the lead, so each is led in a suit it tops; a suit can be led by it no
   *   more often than its longer hand there holds cards, and a suit the other side tops stays
   *   topped by them (they never have to throw a top card while they hold another card), so the
   *   leading side wins at most the sum, over the suits it tops, of its longer holding there.
   *   Fewer than the tricks left: the other side takes one. Rests on the owners of the top cards
   *   of the suits the other side tops; a suit the leading side tops needs nothing (were its top
   *   card the other side's, the sum would only be smaller), and neither does a suit one hand
   *   holds alone (the lengths show it).
   */
  private laterTricks(nsNeed: number, ewNeed: number, left: number): number {
    const t = this.trump;
    if (t !== NO_TRUMP && (this.present[t] as number) !== 0) {
      if (this.trumpTricks(0, nsNeed)) return 0;
      if (this.trumpTricks(1, ewNeed)) return 1;
      return -1;
    }
    const leadSide = this.leader & 1;
    if ((leadSide === 0 ? ewNeed : nsNeed) > 1) return -1;
    const hand = this.hand;
    const rel = this.rel;
    const a = leadSide;
    const b = leadSide + 2;
    let sum = 0;
    for (let s = 0; s < 4; s++) {
      rel[s] = 0;
      const present = this.present[s] as number;
      if (present === 0) continue;
      const top = 1 << topBit(present);
      const ha = hand[a * 4 + s] as number;
      const hb = hand[b * 4 + s] as number;
      if (((ha | hb) & top) !== 0) {
        sum += Math.max(popcount(ha), popcount(hb));
      } else if (((ha | hb) & present) !== 0 || !this.aloneIn(s, top)) {
        rel[s] = top;
      }
    }
    if (sum < left) return leadSide ^ 1;
    return -1;
  }

  /** Whether the hand holding `top` of suit `s` holds every card of the suit still in play. */
  private aloneIn(s: number, top: number): boolean {
    const hand = this.hand;
    const present = this.present[s] as number;
    for (let seat = 0; seat < 4; seat++) {
      const h = hand[seat * 4 + s] as number;
      if ((h & top) !== 0) return h === present;
    }
    return false;
  }

  /** The seat holding a card (a one-bit mask) of suit `s`, or -1. */
  private holder(s: number, card: number): number {
    const hand = this.hand;
    for (let seat = 0; seat < 4; seat++) if (((hand[seat * 4 + s] as number) & card) !== 0) return seat;
    return -1;
  }

  /**
   * Whether `side` surely takes `need` tricks with its trumps, whatever the play; if so `rel` is
   * set to what that rests on. The trumps of one hand above all the other side's trumps each win
   * the trick they are played to (none can be drawn, and one hand's cards go to different tricks);
   * when the other side has no trump that is every trump of the longer hand, and it rests only on
   * the lengths. The two top trumps split between the hands take two tricks when either holder has
   * another trump to play under the other. A side without the top trump takes one trick with the
   * second trump guarded (a hand holding another trump) when the top trump sits before it (the
   * holder's right-hand opponent, who plays before it to every trick the holder does not lead), or
   * with the second and third trumps and the second guarded (the top trump takes one of them);
   * these two only for the side not on lead.
   */
  private trumpTricks(side: number, need: number): boolean {
    if (need <= 0) return false;
    const t = this.trump;
    const hand = this.hand;
    const rel = this.rel;
    const present = this.present[t] as number;
    const mine0 = hand[side * 4 + t] as number;
    const mine1 = hand[(side + 2) * 4 + t] as number;
    const other = (hand[(side + 1) * 4 + t] as number) | (hand[((side + 3) & 3) * 4 + t] as number);
    const mine = mine0 | mine1;
    if (mine === 0) return false;
    const first = 1 << topBit(present);
    if (other === 0) {
      if (Math.max(popcount(mine0), popcount(mine1)) < need) return false;
      rel[0] = 0;
      rel[1] = 0;
      rel[2] = 0;
      rel[3] = 0;
      return true;
    }
    const rest = present ^ first;
    const second = rest === 0 ? 0 : 1 << topBit(rest);
    if ((mine & first) !== 0) {
      // Trumps above the other side's: per hand, and the split top two.
      const above = present & ~((2 << topBit(other)) - 1);
      let best = 0;
      for (let k = 0; k < 2; k++) {
        let m = (k === 0 ? mine0 : mine1) & above;
        if (popcount(m) < need) continue;
        for (let i = 1; i < need; i++) m ^= 1 << topBit(m);
        const card = 1 << topBit(m);
        if (card > best) best = card;
      }
      if (best === 0 && need === 2 && (mine & second) !== 0) {
        const split = (mine0 & first) !== 0 ? (mine1 & second) !== 0 : (mine0 & second) !== 0;
        if (split && (popcount(mine0) > 1 || popcount(mine1) > 1)) best = second;
      }
      if (best === 0) return false;
      rel[0] = 0;
      rel[1] = 0;
      rel[2] = 0;
      rel[3] = 0;
      rel[t] = best;
      return true;
    }
    // Only for the side not on lead: it comes on lead only by winning a trick, which is all it
    // needs; on lead, the holder of the second trump could be made to lead it into the top one.
    if (need > 1 || side === (this.leader & 1) || second === 0 || (mine & second) === 0) return false;
    const hh = this.holder(t, second);
    if (popcount(hand[hh * 4 + t] as number) < 2) return false;
    let restsOn = 0;
    if (this.holder(t, first) === ((hh + 3) & 3)) {
      restsOn = second;
    } else {
      const below = rest ^ second;
      const third = below === 0 ? 0 : 1 << topBit(below);
      if (third !== 0 && (mine & third) !== 0) restsOn = third;
    }
    if (restsOn === 0) return false;
    rel[0] = 0;
    rel[1] = 0;
    rel[2] = 0;
    rel[3] = 0;
    rel[t] = restsOn;
    return true;
  }

  /**
   * Tricks `seat` takes on lead by cashing the top cards in play of suit `s` it holds (in a
   * trump contract a side suit only as many rounds as every other hand holding trumps can follow).
   */
  private cashable(seat: number, s: number): number {
    const hand = this.hand;
    const trump = this.trump;
    const mine = hand[seat * 4 + s] as number;
    if (mine === 0) return 0;
    let m = this.present[s] as number;
    let count = 0;
    while (m !== 0) {
      const b = 1 << topBit(m);
      if ((mine & b) === 0) break;
      count++;
      m ^= b;
    }
    if (count === 0) return 0;
    if (trump !== NO_TRUMP && s !== trump) {
      for (let k = 1; k < 4; k++) {
        const other = (seat + k) & 3;
        if ((hand[other * 4 + trump] as number) !== 0) {
          const len = popcount(hand[other * 4 + s] as number);
          if (len < count) count = len;
        }
      }
    }
    return count;
  }

  // ------------------------------------------------------------------ move generation

  /**
   * Writes the moves of `seat` (one card per run of touching cards) at `base` with their
   * ordering weights; returns how many.
   */
  private generate(pos: number, seat: number, base: number): number {
    const hand = this.hand;
    let n = 0;
    if (pos > 0) {
      const led = this.trickSuit[0] as number;
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
    if (n > 1) this.weigh(pos, seat, base, n); // a single move needs no weight
    return n;
  }

  /**
   * Adds one move per run of touching cards of `mine` (touching among cards in play): from the
   * highest card of `mine` down to the highest card in play of another hand below it, a run at a
   * time.
   */
  private runs(suit: number, mine: number, base: number, n: number): number {
    const others = (this.present[suit] as number) & ~mine;
    const suits = this.moveSuit;
    const ranks = this.moveRank;
    const seqs = this.moveSeq;
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

  /** Ordering weights: higher is tried first. */
  private weigh(pos: number, seat: number, base: number, n: number): void {
    const trump = this.trump;
    if (pos === 0) {
      const killer = this.killer[this.depth] as number;
      if (trump === NO_TRUMP) this.weighLeadNoTrump(seat, base, n, killer);
      else this.weighLeadTrump(seat, base, n, killer);
      return;
    }
    if (pos === 1) {
      this.weighSecond(seat, base, n);
      if ((this.hand[seat * 4 + (this.trickSuit[0] as number)] as number) === 0) this.suitFirsts(base, n);
      return;
    }
    const wp = this.winningPosition();
    const ws = this.trickSuit[wp] as number;
    const wr = this.trickRank[wp] as number;
    const ourWinning = (wp & 1) === (pos & 1);
    const led = this.trickSuit[0] as number;
    // Can the seats still to play beat the winning card (or a card of ours that wins)?
    const last = pos === 3;
    for (let i = 0; i < n; i++) {
      const s = this.moveSuit[base + i] as number;
      const r = this.moveRank[base + i] as number;
      const beats = s === ws ? r > wr : s === trump;
      let w: number;
      if (ourWinning) {
        const safe = last || !this.laterCanBeat(pos, ws, wr);
        if (safe) {
          w = s === led || s !== trump ? -r : -20 - r;
          if (s !== led && s !== trump) w = this.discardWeight(seat, s, r);
        } else if (beats && (last || !this.laterCanBeat(pos, s, r))) {
          w = 50 - r;
        } else {
          w = s === led ? -r : this.discardWeight(seat, s, r);
        }
      } else if (beats) {
        w = last || !this.laterCanBeat(pos, s, r) ? 60 - r : 20 - r;
      } else {
        w = s === led ? -r : this.discardWeight(seat, s, r);
      }
      this.moveWeight[base + i] = w;
    }
    if ((this.hand[seat * 4 + led] as number) === 0) {
      this.suitFirsts(base, n);
    } else if (pos === 2 && !ourWinning) {
      // When the fourth hand's top card beats all of ours, force it out as cheaply as possible:
      // our lowest card above its second card (and above the card winning so far).
      const h4 = this.hand[((seat + 1) & 3) * 4 + led] as number;
      const mine = this.hand[seat * 4 + led] as number;
      if ((h4 & (h4 - 1)) !== 0 && topBit(h4) > topBit(mine)) {
        const floor = Math.max(topBit(h4 & ~(1 << topBit(h4))), ws === led ? wr : 13);
        let force = -1;
        for (let i = 0; i < n; i++) {
          const r = this.moveRank[base + i] as number;
          if (r > floor && (force < 0 || r < (this.moveRank[base + force] as number))) force = i;
        }
        if (force >= 0)
          this.moveWeight[base + force] = (this.moveWeight[base + force] as number) + FORCE_BONUS;
      }
    }
  }

  /**
   * Discards: adds a bonus to the heaviest card of each suit, so that one card of every suit tends
   * to be tried before a second card of any.
   */
  private suitFirsts(base: number, n: number): void {
    let i = 0;
    while (i < n) {
      const s = this.moveSuit[base + i] as number;
      let best = i;
      let j = i + 1;
      while (j < n && (this.moveSuit[base + j] as number) === s) {
        if ((this.moveWeight[base + j] as number) > (this.moveWeight[base + best] as number)) best = j;
        j++;
      }
      this.moveWeight[base + best] = (this.moveWeight[base + best] as number) + SUIT_FIRST_BONUS;
      i = j;
    }
  }

  /**
   * Lead weights at no trump. A suit costs by the cards the opponents may choose from (a void
   * opponent discards: any card); a lead that wins the trick (the top card, or towards partner's
   * card above the opponents') is preferred, more so when the next card is ours too; otherwise
   * leads through the top cards (not into them) and towards our second and third cards.
   */
  private weighLeadNoTrump(seat: number, base: number, n: number, killer: number): void {
    const hand = this.hand;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    let suit = -1;
    let cost = 0;
    let winRank = 0;
    let winAdd = 0;
    let loseAdd = 0;
    let top = 0;
    let second = -1;
    let topSeat = 0;
    let secondSeat = -1;
    let present = 0;
    let lhoLen = 0;
    let rhoLen = 0;
    for (let i = 0; i < n; i++) {
      const s = this.moveSuit[base + i] as number;
      const r = this.moveRank[base + i] as number;
      if (s !== suit) {
        suit = s;
        present = this.present[s] as number;
        const lhoM = hand[lho * 4 + s] as number;
        const rhoM = hand[rho * 4 + s] as number;
        const pard = hand[partner * 4 + s] as number;
        lhoLen = popcount(lhoM);
        rhoLen = popcount(rhoM);
        const alt =
          (lhoLen === 0 ? this.tricksLeft + 1 : lhoLen) + (rhoLen === 0 ? this.tricksLeft + 1 : rhoLen);
        cost = -((alt * 48) >> 3);
        if (pard === 0) cost -= 10;
        top = topBit(present);
        topSeat = this.holder(s, 1 << top);
        const rest = present & ~(1 << top);
        second = rest === 0 ? -1 : topBit(rest);
        secondSeat = second < 0 ? -1 : this.holder(s, 1 << second);
        const opp = lhoM | rhoM;
        winRank = pard !== 0 && topBit(pard) > (opp === 0 ? -1 : topBit(opp)) ? -1 : top;
        // Winning leads.
        winAdd = cost;
        if (secondSeat === lho) winAdd += lhoLen !== 1 ? 10 : 15;
        winAdd += (secondSeat !== lho || lhoLen === 1) && (secondSeat !== rho || rhoLen === 1) ? 70 : 20;
        // Other leads.
        loseAdd = cost;
        if ((topSeat === rho || secondSeat === rho) && rhoLen !== 1) loseAdd -= 10;
        else if (topSeat === lho && secondSeat === partner && popcount(pard) !== 1) loseAdd += 30;
        const rest2 = rest & ~(second < 0 ? 0 : 1 << second);
        const thirdSeat = rest2 === 0 ? -1 : this.holder(s, 1 << topBit(rest2));
        if (secondSeat === partner && thirdSeat === partner) loseAdd += 30;
        else if (
          popcount(pard) > 1 &&
          ((secondSeat === seat && thirdSeat === partner) || (secondSeat === partner && thirdSeat === seat))
        )
          loseAdd += 25;
      }
      const below = popcount(present & ((1 << r) - 1));
      let w: number;
      if (winRank < 0 || r === winRank) {
        w = winAdd + below;
      } else if ((lhoLen === 1 && topSeat === lho) || (rhoLen === 1 && topSeat === rho)) {
        w = loseAdd + 30 + below;
      } else if (topSeat === seat) {
        w = loseAdd - 35 + below;
      } else {
        const seq = this.moveSeq[base + i] as number;
        if ((seq & (seq - 1)) === 0) w = loseAdd + 10 + below;
        else if (r === second) w = loseAdd + 50;
        else w = loseAdd + 15 - below;
      }
      if (((s << 4) | r) === killer) w += KILLER_BONUS_LEAD;
      this.moveWeight[base + i] = w;
    }
  }

  /**
   * Lead weights in a suit contract: as at no trump, plus the ruffs (an opponent's discouraged,
   * partner's encouraged, a singleton led for partner to return the suit for a ruff).
   */
  private weighLeadTrump(seat: number, base: number, n: number, killer: number): void {
    const hand = this.hand;
    const trump = this.trump;
    const partner = seat ^ 2;
    const lho = (seat + 1) & 3;
    const rho = (seat + 3) & 3;
    const lhoTrumps = hand[lho * 4 + trump] as number;
    const rhoTrumps = hand[rho * 4 + trump] as number;
    const pardTrumps = hand[partner * 4 + trump] as number;
    let suit = -1;
    let topWins = false;
    let lowWins = false;
    let kind = 0;
    let add = 0;
    let top = 0;
    let second = -1;
    let topSeat = 0;
    let secondSeat = -1;
    let present = 0;
    for (let i = 0; i < n; i++) {
      const s = this.moveSuit[base + i] as number;
      const r = this.moveRank[base + i] as number;
      if (s !== suit) {
        suit = s;
        present = this.present[s] as number;
        const mine = hand[seat * 4 + s] as number;
        const lhoM = hand[lho * 4 + s] as number;
        const rhoM = hand[rho * 4 + s] as number;
        const pard = hand[partner * 4 + s] as number;
        const lhoLen = popcount(lhoM);
        const rhoLen = popcount(rhoM);
        const pardLen = popcount(pard);
        const alt =
          (lhoLen === 0 ? this.tricksLeft + 1 : lhoLen) + (rhoLen === 0 ? this.tricksLeft + 1 : rhoLen);
        let cost = -((alt * 80) >> 3);
        const side = s !== trump;
        const lhoRuffs = side && lhoLen === 0 && lhoTrumps !== 0;
        const rhoRuffs = side && rhoLen === 0 && rhoTrumps !== 0;
        const pardRuffs = side && pard === 0 && pardTrumps !== 0;
        if (lhoRuffs || rhoRuffs) cost -= 25;
        if (pardRuffs && rhoLen !== 0) cost += 20;
        top = topBit(present);
        topSeat = this.holder(s, 1 << top);
        const rest = present & ~(1 << top);
        second = rest === 0 ? -1 : topBit(rest);
        secondSeat = second < 0 ? -1 : this.holder(s, 1 << second);
        if ((topSeat === rho || secondSeat === rho) && rhoLen !== 1) cost -= 10;
        else if (topSeat === lho && secondSeat === partner && pardLen !== 1) cost += 25;
        if (
          side &&
          popcount(mine) === 1 &&
          (hand[seat * 4 + trump] as number) !== 0 &&
          pardLen > 1 &&
          topSeat === partner
        )
          cost += 20;
        // Does the side on lead win the trick (by rank, or by partner's ruff)?
        const opp = lhoM | rhoM;
        const pardTops = pard !== 0 && topBit(pard) > (opp === 0 ? -1 : topBit(opp));
        const pardTopTrump = pardTrumps === 0 ? -1 : topBit(pardTrumps);
        // The top card wins unless an opponent ruffs; a lower card when partner tops the
        // opponents' cards or ruffs above them.
        topWins = !lhoRuffs && !rhoRuffs;
        if (pardTops) lowWins = topWins;
        else if (pardRuffs)
          lowWins =
            (!lhoRuffs || pardTopTrump > topBit(lhoTrumps)) &&
            (!rhoRuffs || pardTopTrump > topBit(rhoTrumps));
        else lowWins = false;
        // Who holds the top card: 0 an opponent (singleton), 1 the leader (partner the next),
        // 2 the leader, 3 partner, 4 otherwise.
        if ((lhoLen === 1 && topSeat === lho) || (rhoLen === 1 && topSeat === rho)) kind = 0;
        else if (topSeat === seat) kind = secondSeat === partner ? 1 : 2;
        else if (topSeat === partner) kind = 3;
        else kind = 4;
        add = cost;
        if (!lowWins) {
          const rest2 = rest & ~(second < 0 ? 0 : 1 << second);
          const thirdSeat = rest2 === 0 ? -1 : this.holder(s, 1 << topBit(rest2));
          if (secondSeat === partner && thirdSeat === partner) add += 20;
          else if (
            pardLen > 1 &&
            ((secondSeat === seat && thirdSeat === partner) || (secondSeat === partner && thirdSeat === seat))
          )
            add += 10;
        }
      }
      const below = popcount(present & ((1 << r) - 1));
      const seq = this.moveSeq[base + i] as number;
      const multi = (seq & (seq - 1)) !== 0;
      let w = add;
      if (lowWins || (r === top && topWins)) {
        if (kind === 0) w += 35 + below;
        else if (kind === 1) w += 50 + below;
        else if (kind === 2) w += r === top ? 30 : below;
        else if (kind === 3) w += (secondSeat === seat ? 40 : 30) + below;
        else if (multi && r === second) w += 40;
        else w += (multi ? 20 : 10) + below;
        if (((s << 4) | r) === killer) w += KILLER_BONUS_LEAD;
      } else {
        if (kind === 0) w += 0 + below;
        else if (kind === 1) w += 30 + below;
        else if (kind === 2) w += r === top ? 35 : below - 15;
        else if (kind === 3) w += 30 + below;
        else if (multi && r === second) w += 35;
        else w += 15 - r;
        if (((s << 4) | r) === killer) w += KILLER_BONUS_LEAD_LOSING;
      }
      this.moveWeight[base + i] = w;
    }
  }

  /**
   * Second hand: win the trick cheaply when the third hand cannot beat the card; else the lowest
   * cards first, those below all the third hand's cards (they cannot matter) before the others,
   * a card below the lead last (measured: playing low when partner wins anyway costs nodes).
   * Void: ruff when it wins (not over partner's sure trick), else discard.
   */
  private weighSecond(seat: number, base: number, n: number): void {
    const hand = this.hand;
    const trump = this.trump;
    const ls = this.trickSuit[0] as number;
    const lr = this.trickRank[0] as number;
    const third = (seat + 1) & 3;
    const fourth = seat ^ 2;
    const h3 = hand[third * 4 + ls] as number;
    const h4 = hand[fourth * 4 + ls] as number;
    const side = trump !== NO_TRUMP && ls !== trump;
    const t3 = hand[third * 4 + trump] as number;
    const t4 = hand[fourth * 4 + trump] as number;
    const ruff3 = side && h3 === 0 && t3 !== 0;
    const ruff4 = side && h4 === 0 && t4 !== 0;
    const top3 = h3 === 0 ? -1 : topBit(h3);
    const top4 = h4 === 0 ? -1 : topBit(h4);
    // Partner wins the trick whatever we play: above the lead and the third hand, or ruffing.
    const partnerWins = ruff3 ? ruff4 && topBit(t4) > topBit(t3) : (top4 > lr && top4 > top3) || ruff4;
    const follows = (hand[seat * 4 + ls] as number) !== 0;
    const low3 = h3 & -h3;
    for (let i = 0; i < n; i++) {
      const s = this.moveSuit[base + i] as number;
      const r = this.moveRank[base + i] as number;
      let w: number;
      if (follows) {
        const seq = this.moveSeq[base + i] as number;
        if (r > lr && r > top3 && !ruff3) w = 80 - r;
        else if (1 << r < low3) w = 20 - r;
        else if (r < lr) w = -11 - r;
        else if ((seq & (seq - 1)) !== 0) w = 10 - r;
        else w = -r;
      } else if (s === trump) {
        if (partnerWins) w = -10 - r;
        else if (!ruff3 || r > topBit(t3)) w = 45 - r;
        else w = 20 - r;
      } else {
        w = this.discardWeight(seat, s, r);
      }
      this.moveWeight[base + i] = w;
    }
  }

  /** Weight of discarding the card (lower for cards worth keeping). */
  private discardWeight(seat: number, s: number, r: number): number {
    const mine = this.hand[seat * 4 + s] as number;
    const present = this.present[s] as number;
    let w = -r;
    if (topBit(present) === topBit(mine)) w -= 15; // keep a winner
    if (s === this.trump) w -= 25;
    const len = popcount(mine);
    w += (len - 4) * 2;
    // Keep a guard: the second card of the suit held twice.
    if (len === 2 && (mine & (1 << topBit(present & ~(1 << topBit(present))))) !== 0) w -= 10;
    return w;
  }

  /** Whether a seat playing after position `pos` may beat a card of suit `s`, rank `r`. */
  private laterCanBeat(pos: number, s: number, r: number): boolean {
    const hand = this.hand;
    const led = this.trickSuit[0] as number;
    const trump = this.trump;
    for (let p = pos + 1; p < 4; p++) {
      const seat = (this.leader + p) & 3;
      const follow = hand[seat * 4 + led] as number;
      if (s === led) {
        if (follow !== 0) {
          if (topBit(follow) > r) return true;
        } else if (trump !== NO_TRUMP && (hand[seat * 4 + trump] as number) !== 0) {
          return true;
        }
      } else if (s === trump && follow === 0) {
        const t = hand[seat * 4 + trump] as number;
        if (t !== 0 && topBit(t) > r) return true;
      }
    }
    return false;
  }
}
