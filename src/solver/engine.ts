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
 *   on lead (the leader's top cards, or partner's after a low card to his top card); later
 *   tricks: in a suit contract, the trumps one hand holds above all the other side's trumps
 *   (none can be drawn: each wins the trick it is played to, whoever leads); the other side
 *   winning the current trick when it tops every suit the leader holds, and at no trump then
 *   cashing the top cards of the hand that won it. A cut-off rests only on
 *   the cards it needs (the first `need` winners, not every winner counted), which keeps the
 *   transposition-table entries above it general: resting on every winner cost more nodes than
 *   having no quick tricks at all;
 * - after the lead: when the trick is sure for one side (a card above everything still to be
 *   played to it, or a ruff nobody can beat) and that side needs only this trick, the search
 *   stops there;
 * - move ordering by simple card-play heuristics plus a killer lead per depth;
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
    const quick = this.quickTricks((leader & 1) === 0 ? target - won : won + left - target + 1);
    if ((leader & 1) === 0) {
      if (won + quick >= target) return true; // rel set by quickTricks
    } else if (won + left - quick < target) {
      return false;
    }
    // In a suit contract the top trumps held in one hand each win a trick, whoever leads.
    if (this.trump !== NO_TRUMP) {
      const side = this.topTrumpSide();
      if (side >= 0) {
        const need = side === 0 ? target - won : won + left - target + 1;
        const lowest = this.sureTrumps(side, need);
        if (lowest !== 0) {
          rel[0] = 0;
          rel[1] = 0;
          rel[2] = 0;
          rel[3] = 0;
          rel[this.trump] = lowest;
          return side === 0;
        }
      }
    }
    // The other side takes this trick when it tops every suit the leader can lead.
    if (this.trump === NO_TRUMP) {
      // At no trump they then cash the top cards of the hand that won it.
      if (this.defendersTakeTricks((leader & 1) === 0 ? won + left - target + 1 : target - won))
        return (leader & 1) !== 0;
    } else if ((leader & 1) === 0 ? won + left - 1 < target : won + 1 >= target) {
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
      let best = i;
      let bestWeight = this.moveWeight[base + i] as number;
      for (let j = i + 1; j < count; j++) {
        const w = this.moveWeight[base + j] as number;
        if (w > bestWeight) {
          best = j;
          bestWeight = w;
        }
      }
      if (best !== i) this.swapMoves(base + i, base + best);
      const suit = this.moveSuit[base + i] as number;
      const rank = this.moveRank[base + i] as number;
      // A card below every rank that mattered after an equal card of the suit was tried gives
      // the same result (the positions after either agree on every relevant card).
      const limit = suit === 0 ? l0 : suit === 1 ? l1 : suit === 2 ? l2 : l3;
      if (rank < limit) {
        this.moveSeq[base + i] = 0;
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
      const seq = this.moveSeq[base + i] as number;
      if ((seq & (seq - 1)) === 0) continue; // a single card, or a move skipped
      const suit = this.moveSuit[base + i] as number;
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

  private swapMoves(i: number, j: number): void {
    const s = this.moveSuit[i] as number;
    const r = this.moveRank[i] as number;
    const q = this.moveSeq[i] as number;
    const w = this.moveWeight[i] as number;
    this.moveSuit[i] = this.moveSuit[j] as number;
    this.moveRank[i] = this.moveRank[j] as number;
    this.moveSeq[i] = this.moveSeq[j] as number;
    this.moveWeight[i] = this.moveWeight[j] as number;
    this.moveSuit[j] = s;
    this.moveRank[j] = r;
    this.moveSeq[j] = q;
    this.moveWeight[j] = w;
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
   * Sure tricks for the side on lead, without giving up the lead: (a) the leader cashing the top
   * cards he holds in each suit, or (b) the leader crossing to partner with a low card in a suit
   * partner tops, partner then cashing the top cards he holds, or (c) at no trump, both in turn
   * when partner can spare the cards. In a trump contract a side suit counts only as many rounds
   * as each opponent holding trumps can follow. A plan that reaches `need` tricks is returned
   * with `rel` set to the lowest card of each suit it needs (only as many cards as make `need`,
   * which keeps the transposition-table entries above general); otherwise the result is below
   * `need` and `rel` is not meaningful.
   */
  private quickTricks(need: number): number {
    const hand = this.hand;
    const h = this.leader;
    const partner = h ^ 2;
    const rel = this.rel;
    const q = this.quick;
    const counts = this.quickCount;
    let own = 0;
    let viaPartner = 0;
    let entry = -1;
    for (let s = 0; s < 4; s++) {
      const c = this.cashable(h, s);
      counts[s] = c;
      own += c;
      q[s] = this.cashLowest;
      const p = this.cashable(partner, s);
      counts[4 + s] = p;
      viaPartner += p;
      q[4 + s] = this.cashLowest;
      if (p > 0 && (hand[h * 4 + s] as number) !== 0 && (entry < 0 || p > (counts[4 + entry] as number)))
        entry = s;
    }
    if (own >= need) {
      this.restOn(0, need, -1);
      return own;
    }
    if (entry < 0) return own;
    if (viaPartner >= need) {
      this.restOn(4, need, entry);
      return viaPartner;
    }
    if (this.trump === NO_TRUMP && own > 0 && own + viaPartner >= need) {
      // At no trump the leader may cash his own top cards first, then cross: partner follows or
      // throws cards he does not need, if he has enough of them.
      let spare = 0;
      let throws = 0;
      for (let s = 0; s < 4; s++) {
        const len = popcount(hand[partner * 4 + s] as number);
        const c = counts[s] as number;
        if (c > 0) {
          if (len < c) throws += c - len;
          else spare += len - c;
        } else {
          spare += len - (counts[4 + s] as number);
        }
      }
      if (throws <= spare) {
        for (let s = 0; s < 4; s++) rel[s] = (q[s] as number) | (q[4 + s] as number);
        return own + viaPartner;
      }
    }
    return Math.max(own, viaPartner);
  }

  /**
   * Sets `rel` for a plan of one hand (counts at `offset` of `quickCount`) that makes `need`
   * tricks: the suit `first` (the entry, or -1) and then the richest suits, only as many top
   * cards of each as the plan needs.
   */
  private restOn(offset: number, need: number, first: number): void {
    const counts = this.quickCount;
    const rel = this.rel;
    for (let s = 0; s < 4; s++) rel[s] = 0;
    let left = need;
    let suit = first;
    while (left > 0) {
      if (suit < 0) {
        suit = 0;
        for (let s = 1; s < 4; s++)
          if ((counts[offset + s] as number) > (counts[offset + suit] as number)) suit = s;
      }
      const use = Math.min(left, counts[offset + suit] as number);
      rel[suit] = this.nthTop(suit, use);
      counts[offset + suit] = 0;
      left -= use;
      suit = -1;
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

  /** The side (0 North-South, 1 East-West) holding the top trump in play, or -1. */
  private topTrumpSide(): number {
    const t = this.trump;
    const m = this.present[t] as number;
    if (m === 0) return -1;
    const top = 1 << topBit(m);
    return ((this.hand[4 + t] as number) & top) !== 0 || ((this.hand[12 + t] as number) & top) !== 0 ? 1 : 0;
  }

  /**
   * Later tricks of the trump suit: every trump of `side` above the other side's top trump wins
   * the trick it is played to, and the cards of one hand go to different tricks, so the side takes
   * at least as many tricks as either of its hands holds such trumps (none can be drawn). When one
   * hand holds `need` of them, returns that hand's `need`th highest (a mask; the cut-off rests on
   * the owners of the trumps down to it), else 0.
   */
  private sureTrumps(side: number, need: number): number {
    const t = this.trump;
    const hand = this.hand;
    const other = (hand[(side + 1) * 4 + t] as number) | (hand[((side + 3) & 3) * 4 + t] as number);
    const above = (this.present[t] as number) & ~(other === 0 ? 0 : (2 << topBit(other)) - 1);
    let best = 0;
    for (let seat = side; seat < 4; seat += 2) {
      let mine = (hand[seat * 4 + t] as number) & above;
      if (popcount(mine) < need) continue;
      for (let i = 1; i < need; i++) mine ^= 1 << topBit(mine);
      const card = 1 << topBit(mine);
      if (card > best) best = card;
    }
    return best;
  }

  /** Scratch: the cards the quick-trick plans rest on (own plan 0–3, partner's plan 4–7). */
  private readonly quick = new Int32Array(8);
  /** The lowest card used by the last `cashable` (a mask), or 0. */
  private cashLowest = 0;

  /** Tricks `seat` takes on lead by cashing its top cards of suit `s` (see `quickTricks`). */
  private cashable(seat: number, s: number): number {
    const hand = this.hand;
    const trump = this.trump;
    this.cashLowest = 0;
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
      if (count === 0) return 0;
    }
    let mm = this.present[s] as number;
    let lowest = 0;
    for (let i = 0; i < count; i++) {
      lowest = 1 << topBit(mm);
      mm ^= lowest;
    }
    this.cashLowest = lowest;
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
    this.weigh(pos, seat, base, n);
    return n;
  }

  /** Adds one move per run of touching cards of `mine` (touching among cards in play). */
  private runs(suit: number, mine: number, base: number, n: number): number {
    let m = this.present[suit] as number;
    let seq = 0;
    let top = -1;
    while (m !== 0) {
      const b = topBit(m);
      const bit = 1 << b;
      m ^= bit;
      if ((mine & bit) !== 0) {
        if (top < 0) top = b;
        seq |= bit;
      } else if (top >= 0) {
        this.moveSuit[base + n] = suit;
        this.moveRank[base + n] = top;
        this.moveSeq[base + n] = seq;
        n++;
        top = -1;
        seq = 0;
      }
    }
    if (top >= 0) {
      this.moveSuit[base + n] = suit;
      this.moveRank[base + n] = top;
      this.moveSeq[base + n] = seq;
      n++;
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

  /** The seat holding a card of suit `s` (a mask) at a trick start, or -1. */
  private holder(s: number, bit: number): number {
    const hand = this.hand;
    for (let seat = 0; seat < 4; seat++) if (((hand[seat * 4 + s] as number) & bit) !== 0) return seat;
    return -1;
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
