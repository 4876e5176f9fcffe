/**
 * The cut-offs of the double-dummy search: tricks a side surely takes whatever the play, counted
 * without searching. Quick tricks of the side on lead (each hand's winners and length tricks round
 * by round, trumps drawn first, partner's after an entry or an overtake, partner's ruff), also
 * after the lead for the holder of the top card of the suit led; later tricks (trump tricks that
 * cannot be drawn or finessed, a side needing every trick that tops too few suits); the other side
 * taking the current trick. Each rule sets `rel` to only the cards it rests on (see engine.ts).
 */
import { CARD_COUNT, NO_TRUMP as TRUMPLESS } from './constants.js';
import * as K from './kernel.js';

const {
  HAND,
  LEADER,
  NS_WON,
  PLAYED,
  PRESENT,
  QUICK_COUNT,
  REL,
  ST,
  TRICK_RANK,
  TRICK_SUIT,
  TRICKS_LEFT,
  TRUMP,
} = K;

// Written for V8's optimizing compiler, which these functions keep busy (measured with callgrind):
// the engine state is read from the kernel's views (kernel.ts), taken into module constants above
// (a constant off-heap typed array is read at a constant address); every function is a module
// constant, not a function declaration (a declared function may be reassigned, so optimized code
// checks its identity before each inlined call, while a constant is folded in), and so is
// `NO_TRUMP` (an imported binding is live: loaded and checked at every use). Indexes into
// `HAND` are `(seat << 2) | suit`: bit operations need no overflow check. A
// loop that stores into a typed array makes V8 check every array it reads again at each round:
// results found in a loop are kept in locals (packed in bits) and stored after it. A hand's counts
// per suit (see `cashPlan`) are one int, eight bits a suit: its count, and above it (times 16) the
// last round that compared ranks; `cashPlan` stores it in `QUICK_COUNT[0]`, which its callers
// take into a local at once (so saving and restoring counts is keeping a local).
const NO_TRUMP = TRUMPLESS;

/**
 * Cards in each mask of one suit (13 bits), looked up: a load from a constant table is a few
 * instructions, inlined or not, where counting bits is a dozen (or a call, once the optimizing
 * compiler's inlining budget of a function is spent).
 */
const CARDS = CARD_COUNT;

const popcount = (m: number): number => CARDS[m] as number;

const topBit = (m: number): number => 31 - Math.clz32(m);

/** The seat whose hand holds a card (a one-bit mask) of suit `s`, or -1. */
const holderOf = (s: number, card: number): number => {
  for (let seat = 0; seat < 4; seat++) if (((HAND[(seat << 2) | s] as number) & card) !== 0) return seat;
  return -1;
};

/** The `n`th highest card of a mask (n ≥ 1, at most its size), as a mask. */
const nthHighest = (m: number, n: number): number => {
  let x = m;
  for (let i = 1; i < n; i++) x ^= 1 << topBit(x);
  return 1 << topBit(x);
};

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
export const quickTricks = (h: number, need: number): number => {
  const hand = HAND;
  const partner = h ^ 2;
  const trump = ST[TRUMP] as number;
  // Partner's bound per suit, four bits a suit, for plans (c) and (d): from `quickBound`, which
  // therefore runs even when one trick is needed.
  const bound = quickBound(h);
  if ((bound & 255) < need && need > 1) return 0;
  const reach = bound >>> 8;
  const own = cashPlan(h, 0);
  // The leader's counts of plan (a), which plan (d) reads.
  const mine = QUICK_COUNT[0] as number;
  if (own >= need) {
    restOn(mine, need, -1, 0, h);
    return own;
  }
  if (need === 1 && trump !== NO_TRUMP && ruffLead(h)) return 1;
  let best = own;
  // (b) Trumps first: each opponent follows to every round, so after the leader's trump tricks
  // an opponent who held no more trumps than that can no longer ruff.
  if (trump !== NO_TRUMP) {
    const drawn = (mine >>> (trump << 3)) & 15;
    if (drawn > 0 && opponentsTrumps(h) > 0) {
      const total = cashPlan(h, drawn);
      if (total >= need) {
        restOn(QUICK_COUNT[0] as number, need, trump, drawn, h);
        return total;
      }
      if (total > best) best = total;
    }
  }
  // Plans (c) and (d) count partner's tricks; each suit gives him at most `reach` (partner's
  // length where he tops both opponents, else nothing: see `quickBound`), plus one for an
  // overtake in plan (d), which counts partner only in the suits the leader does not cash (and
  // runs only when the leader cashes something).
  // (The four nibbles of `reach` added two at a time; the suits left for plan (d) only when
  // plan (c) falls short.)
  const pairs = (reach & 0x0f0f) + ((reach >>> 4) & 0x0f0f);
  if ((pairs & 255) + (pairs >>> 8) < need) {
    if (own === 0) return best;
    let reachRest = 0;
    for (let s = 0; s < 4; s++) {
      if (((mine >>> (s << 3)) & 15) === 0) reachRest = (reachRest + ((reach >>> (s << 2)) & 15)) | 0;
    }
    if (own + 1 + reachRest < need) return best;
  }
  // Both plans need an entry: a suit the leader holds in which partner wins the first round
  // (that is, partner's count there is not zero; checked here as `cashRounds` checks the first
  // round, before counting every suit of partner's).
  if (!hasEntry(h)) return best;
  // (c) Partner's tricks, entered with a low card of a suit in which he wins the first round.
  // That first round is the same trick as partner's own first round of the suit (the leader
  // plays his lowest card to it, as `cashRounds` assumes), so partner's count includes it.
  const viaPartner = cashPlan(partner, 0);
  // Partner's counts of plan (c), which plan (d) reads.
  const his = QUICK_COUNT[0] as number;
  let entry = -1;
  let most = 0;
  for (let s = 0; s < 4; s++) {
    const p = (his >>> (s << 3)) & 15;
    if (p > most && (hand[(h << 2) | s] as number) !== 0) {
      entry = s;
      most = p;
    }
  }
  if (entry < 0) return best; // not reached: `hasEntry` found one
  if (viaPartner >= need) {
    restOn(his, need, entry, 1, partner);
    return viaPartner;
  }
  if (viaPartner > best) best = viaPartner;
  if (trump !== NO_TRUMP) {
    // Partner draws trumps after the entry trick; that trick was already sure before the draw.
    const drawn = (his >>> (trump << 3)) & 15;
    if (drawn > 0 && opponentsTrumps(partner) > 0) {
      const total = cashPlan(partner, drawn);
      if (total >= need) {
        const drawnCounts = QUICK_COUNT[0] as number;
        if (entry === trump) {
          restOn(drawnCounts, need, trump, drawn, partner);
        } else {
          // The entry's first round and every trump round are part of the plan.
          const rel = REL;
          const first = quickEntryRel(partner, entry);
          restOn(drawnCounts, need, trump, drawn, partner);
          rel[entry] = (rel[entry] as number) | first;
        }
        return total;
      }
      if (total > best) best = total;
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
      const len = popcount(hand[(partner << 2) | s] as number);
      const c = (mine >>> (s << 3)) & 15;
      if (c > 0) {
        if (len < c) throws += c - len;
        else spare += len - c;
      } else {
        const p = (his >>> (s << 3)) & 15;
        extra += p;
        spare += len - p;
        if (p > 0 && (hand[(h << 2) | s] as number) !== 0) cross = s;
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
      over = overtake(h, mine, own + 1 + extra >= need && throws <= spare - 1);
      if (over >= 0) total = own + 1 + extra;
    }
    if ((cross >= 0 || over >= 0) && total >= need) {
      const rel = REL;
      // Every round of the leader's suits (they make partner's throws), then partner's suits,
      // the entry first, only as many rounds as make `need` (partner's counts in `left4`, those
      // of a suit used set to 0).
      let left4 = his;
      for (let s = 0; s < 4; s++) {
        const c = (mine >>> (s << 3)) & 15;
        const j = (mine >>> ((s << 3) | 4)) & 15;
        rel[s] = c > 0 && j > 0 ? nthHighest(hand[(h << 2) | s] as number, j) : 0;
        if (c > 0) left4 &= ~(15 << (s << 3));
      }
      if (over >= 0) rel[over] = (rel[over] as number) | (1 << topBit(hand[(partner << 2) | over] as number));
      let left = need - own - (over >= 0 ? 1 : 0);
      let suit = over >= 0 ? -1 : cross;
      let min = over >= 0 ? 0 : 1;
      while (left > 0 || min > 0) {
        if (suit < 0) {
          suit = 0;
          for (let s = 1; s < 4; s++)
            if (((left4 >>> (s << 3)) & 15) > ((left4 >>> (suit << 3)) & 15)) suit = s;
        }
        const use = Math.max(min, Math.min(left, (left4 >>> (suit << 3)) & 15));
        const j = Math.min(use, (left4 >>> ((suit << 3) | 4)) & 15);
        if (j > 0) rel[suit] = (rel[suit] as number) | nthHighest(hand[(partner << 2) | suit] as number, j);
        left4 &= ~(15 << (suit << 3));
        left -= use;
        suit = -1;
        min = 0;
      }
      return total;
    }
  }
  return best;
};

/**
 * An upper bound on every plan of `quickTricks` but the ruff (cheap, to skip them): a round
 * counted in a suit needs a card of the side above every card an opponent holds in it (an
 * opponent holding the top card keeps it for the first round), and uses a card of the hand that
 * leads it, or of the leader when partner overtakes, so a suit whose top card the side holds
 * gives at most the longer of its two holdings, any other suit nothing. Moreover the opponent
 * holding the suit's highest card outside the side keeps it while he can follow: each round up
 * to his length is won only with one of the side's cards above it, a different card each round,
 * so when the side holds fewer such cards than his length, the suit gives at most that many.
 * Where only one hand of the side holds a card above the opponents', only its holding counts:
 * the other wins no round there (an overtake adds a round to a suit the leader cashes, within
 * his length: he keeps a card to lead to it). Returned plus, times 256, partner's share of this
 * per suit in four bits a suit (his length, capped as above; 0 where his highest card is below an
 * opponent's), a bound on his own count there.
 */
const quickBound = (h: number): number => {
  const hand = HAND;
  const me = h << 2;
  const p = (h ^ 2) << 2;
  const lho = ((h + 1) & 3) << 2;
  const rho = ((h + 3) & 3) << 2;
  let bound = 0;
  // Partner's reach, four bits a suit.
  let reach = 0;
  for (let s = 0; s < 4; s++) {
    const mine = hand[me | s] as number;
    const his = hand[p | s] as number;
    const a = hand[lho | s] as number;
    const b = hand[rho | s] as number;
    const theirs = a | b;
    // The masks are disjoint: the larger holds the higher top card.
    if (mine <= theirs && his <= theirs) continue;
    let lm = popcount(mine);
    let lh = popcount(his);
    if (theirs !== 0) {
      // The side's cards above every opponent's: ~((2 << top) - 1) is -(2 << top).
      const w = popcount((mine | his) & -(2 << topBit(theirs)));
      if (w < popcount(Math.max(a, b))) {
        if (lm > w) lm = w;
        if (lh > w) lh = w;
      }
    }
    if (his > theirs) {
      reach |= lh << (s << 2);
      bound += Math.max(lm, lh);
    } else {
      bound += lm;
    }
  }
  return bound | (reach << 8);
};

/**
 * Whether partner of `h` wins the first round of some suit `h` holds when `h` leads his lowest
 * card of it: the first round of `cashRounds` for partner (drawn 0) — partner's highest card
 * above each opponent's cards there and above that lowest card, and in a trump contract, for a
 * side suit, no opponent void in it holding a trump.
 */
const hasEntry = (h: number): boolean => {
  const hand = HAND;
  const trump = ST[TRUMP] as number;
  const me = h << 2;
  const p = (h ^ 2) << 2;
  const lho = ((h + 1) & 3) << 2;
  const rho = ((h + 3) & 3) << 2;
  const tA = trump !== NO_TRUMP && (hand[lho | trump] as number) !== 0;
  const tB = trump !== NO_TRUMP && (hand[rho | trump] as number) !== 0;
  for (let s = 0; s < 4; s++) {
    const mine = hand[me | s] as number;
    const his = hand[p | s] as number;
    const a = hand[lho | s] as number;
    const b = hand[rho | s] as number;
    // Partner's highest card above the leader's lowest and both opponents' cards (the masks
    // are disjoint, so comparing them compares their top cards; a void partner fails).
    if (mine === 0 || his < a || his < b || his < (mine & -mine)) continue;
    if (s !== trump && ((a === 0 && tA) || (b === 0 && tB))) continue;
    return true;
  }
  return false;
};

/**
 * A suit the leader cashes (his counts `mine`, see `cashPlan`) in which partner can overtake the
 * next round (see `quickTricks`, plan d), or -1; only looked for when `worth` it.
 */
const overtake = (h: number, mine0: number, worth: boolean): number => {
  if (!worth) return -1;
  const hand = HAND;
  const trump = ST[TRUMP] as number;
  const partner = h ^ 2;
  for (let s = 0; s < 4; s++) {
    const c = (mine0 >>> (s << 3)) & 15;
    if (c === 0) continue;
    const mine = hand[(h << 2) | s] as number;
    const his = hand[(partner << 2) | s] as number;
    if (popcount(mine) <= c || popcount(his) <= c) continue;
    const y = topBit(his);
    if ((mine & -mine) > 1 << y) continue;
    let ok = true;
    for (let k = 1; k < 4; k += 2) {
      const o = (h + k) & 3;
      const m = hand[(o << 2) | s] as number;
      if (popcount(m) > c) {
        if (topBit(m) > y) ok = false;
      } else if (trump !== NO_TRUMP && s !== trump && (hand[(o << 2) | trump] as number) !== 0) {
        ok = false;
      }
    }
    if (ok) return s;
  }
  return -1;
};

/**
 * In a trump contract, one trick for the side on lead: the leader leads a side suit partner
 * is void in and ruffs with his highest trump, and no opponent void in it holds a higher trump
 * (the others follow suit). Sets `rel` to partner's highest trump when an opponent could have
 * ruffed too (the comparison rests on it), else to nothing.
 */
const ruffLead = (h: number): boolean => {
  const hand = HAND;
  const t = ST[TRUMP] as number;
  const partnerTrumps = hand[((h ^ 2) << 2) | t] as number;
  if (partnerTrumps === 0) return false;
  const top = topBit(partnerTrumps);
  const lho = (h + 1) & 3;
  const rho = (h + 3) & 3;
  for (let s = 0; s < 4; s++) {
    if (s === t || (hand[(h << 2) | s] as number) === 0 || (hand[((h ^ 2) << 2) | s] as number) !== 0)
      continue;
    let compared = false;
    let ok = true;
    for (let k = 0; k < 2; k++) {
      const o = k === 0 ? lho : rho;
      const ot = hand[(o << 2) | t] as number;
      if ((hand[(o << 2) | s] as number) !== 0 || ot === 0) continue;
      if (topBit(ot) > top) ok = false;
      compared = true;
    }
    if (!ok) continue;
    const rel = REL;
    for (let x = 0; x < 4; x++) rel[x] = 0;
    if (compared) rel[t] = 1 << top;
    return true;
  }
  return false;
};

/** The card partner's first round of the entry suit rests on (a mask, or 0). */
const quickEntryRel = (seat: number, s: number): number => {
  return nthHighest(HAND[(seat << 2) | s] as number, 1);
};

/** Trumps the opponents of `seat` hold. */
const opponentsTrumps = (seat: number): number => {
  const t = ST[TRUMP] as number;
  return (
    popcount(HAND[(((seat + 1) & 3) << 2) | t] as number) +
    popcount(HAND[(((seat + 3) & 3) << 2) | t] as number)
  );
};

/**
 * The tricks `seat` cashes in each suit, after `drawn` rounds of trumps, into `QUICK_COUNT[0]`
 * (eight bits a suit: the count, and times 16 the last round that rested on ranks, as returned
 * by `cashRounds`); returns their sum. The
 * counts of different suits add up: cashing one suit never spoils another (the others follow
 * or throw, which only shortens them; a hand with trumps left follows every round counted).
 */
const cashPlan = (seat: number, drawn: number): number => {
  const hand = HAND;
  const trump = ST[TRUMP] as number;
  const me = seat << 2;
  const lho = ((seat + 1) & 3) << 2;
  const rho = ((seat + 3) & 3) << 2;
  const mate = me ^ 8;
  // Which other hands (bits: left, right, partner) would ruff a side suit of a trump contract.
  let ruff = 0;
  if (trump !== NO_TRUMP) {
    if (popcount(hand[lho | trump] as number) > drawn) ruff = 1;
    if (popcount(hand[rho | trump] as number) > drawn) ruff |= 2;
    if (popcount(hand[mate | trump] as number) > drawn) ruff |= 4;
  }
  // Each suit's answer of `cashRounds` (below 256) in eight bits, stored after the loop.
  let all = 0;
  for (let s = 0; s < 4; s++) {
    const mine = hand[me | s] as number;
    const a = hand[lho | s] as number;
    const b = hand[rho | s] as number;
    // The first round lost already (the common case), or nothing to lead: the masks are
    // disjoint, so the larger one holds the higher top card.
    if ((a | b) >= mine) continue;
    all |= cashRounds(mine, a, b, hand[mate | s] as number, s === trump ? 0 : ruff) << (s << 3);
  }
  // The total adds the four counts at once.
  QUICK_COUNT[0] = all;
  return Math.imul(all & 0x0f0f0f0f, 0x01010101) >>> 24;
};

/**
 * Rounds of a suit that a hand (cards `mine`, holding the top card) wins in a row on lead,
 * leading its highest card each round while its partner (`p`) plays his lowest; `a` and `b` are
 * the left and right opponents' cards, `ruff` which other hands — bits 1 left, 2 right, 4 partner
 * — hold trumps, in a side suit of a trump contract (else 0). Round i is won when: each opponent
 * who still may hold a card of the suit (length ≥ i) holds none above the card led (he may have
 * kept his highest), and partner is out of the suit or his i-th lowest card is below it; in a
 * trump contract a side suit's round also needs every hand out of the suit to hold no trump (an
 * opponent would ruff; partner might have to, taking the lead). Once the others are out of the
 * suit, every card left wins (length tricks). Returns the count plus, times 16, the last round
 * that compared ranks: the count rests on the owners of the cards down to the hand's card led in
 * that round (they decide each comparison; lengths are part of the table key).
 */
const cashRounds = (mine0: number, a0: number, b0: number, p0: number, ruff: number): number => {
  // Each round drops the lowest card of each other hand, so an opponent's mask is not empty
  // while his length reaches the round, and keeps his highest card, compared as a mask. Every
  // round won in the loop compared ranks.
  let mine = mine0;
  let a = a0;
  let b = b0;
  let p = p0;
  let count = 0;
  while (mine !== 0) {
    if ((a | b | p) === 0) {
      // The others out of the suit: every card left wins, unless a hand ruffs.
      return (ruff === 0 ? count + popcount(mine) : count) | (count << 4);
    }
    const led = 1 << (31 - Math.clz32(mine));
    if (a !== 0) {
      if (a > led) break;
      a &= a - 1;
    } else if ((ruff & 1) !== 0) break;
    if (b !== 0) {
      if (b > led) break;
      b &= b - 1;
    } else if ((ruff & 2) !== 0) break;
    if (p !== 0) {
      const low = p & -p;
      if (low > led) break;
      p ^= low;
    } else if ((ruff & 4) !== 0) break;
    mine ^= led;
    count = (count + 1) | 0;
  }
  return count | (count << 4);
};

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
export const quickTricksAfterLead = (target: number): number => {
  const hand = HAND;
  const leader = ST[LEADER] as number;
  const ls = TRICK_SUIT[0] as number;
  const played = ST[PLAYED] as number;
  // The holdings of the suit led of the hands after the leader, by position in the trick k
  // (1–3), at `hand[ik]`: the code is written out per position (cheaper than a loop).
  const i1 = (((leader + 1) & 3) << 2) | ls;
  const i2 = (((leader + 2) & 3) << 2) | ls;
  const i3 = (((leader + 3) & 3) << 2) | ls;
  const m1 = hand[i1] as number;
  const m2 = hand[i2] as number;
  const m3 = hand[i3] as number;
  // The position of the top card of the suit (0: the lead).
  let top = TRICK_RANK[0] as number;
  let at = 0;
  if (m1 !== 0 && topBit(m1) > top) {
    top = topBit(m1);
    at = 1;
  }
  if (m2 !== 0 && topBit(m2) > top) {
    top = topBit(m2);
    at = 2;
  }
  if (m3 !== 0 && topBit(m3) > top) {
    top = topBit(m3);
    at = 3;
  }
  const holder = (leader + at) & 3;
  const side = holder & 1;
  const won = ST[NS_WON] as number;
  const need = side === 0 ? target - won : won + (ST[TRICKS_LEFT] as number) - target + 1;
  if (need <= 1) return -1; // the one-trick case is sureWinnerAfterLead's
  const trump = ST[TRUMP] as number;
  // Nobody still to play may be void in a side suit led with trumps: an opponent would ruff,
  // and the holder's partner might ruff or throw a card that spoils a count. (A hand's trumps
  // are at its index of the suit led with the suit bits replaced.)
  if (
    trump !== NO_TRUMP &&
    ls !== trump &&
    ((played <= 1 && at !== 1 && m1 === 0 && (hand[(i1 & 12) | trump] as number) !== 0) ||
      (played <= 2 && at !== 2 && m2 === 0 && (hand[(i2 & 12) | trump] as number) !== 0) ||
      (at !== 3 && m3 === 0 && (hand[(i3 & 12) | trump] as number) !== 0))
  )
    return -1;
  // The hands as they will be after this trick, at worst (put back below).
  if (played <= 1 && m1 !== 0) hand[i1] = afterTrick(m1, 1, at, top);
  if (played <= 2 && m2 !== 0) hand[i2] = afterTrick(m2, 2, at, top);
  if (m3 !== 0) hand[i3] = afterTrick(m3, 3, at, top);
  const bit = 1 << top;
  let more: number;
  const mate = at ^ 2; // the holder's partner's position
  if (mate >= played && (mate === 1 ? m1 : mate === 2 ? m2 : m3) === 0) {
    // The holder's partner, still to play and out of the suit led, throws a card we cannot
    // foresee (his highest of some suit: harmless to the holder's own rounds, see above, but
    // not to his own): the holder's own tricks only.
    more = cashPlan(holder, 0);
    let drawn = 0;
    if (more + 1 < need && trump !== NO_TRUMP) {
      // Trumps first, as in `quickTricks`.
      drawn = ((QUICK_COUNT[0] as number) >>> (trump << 3)) & 15;
      if (drawn > 0 && opponentsTrumps(holder) > 0) more = cashPlan(holder, drawn);
    }
    if (more + 1 >= need) restOn(QUICK_COUNT[0] as number, need - 1, drawn > 0 ? trump : -1, drawn, holder);
  } else {
    // Every plan of `quickTricks`, with the holder on lead.
    more = quickTricks(holder, need - 1);
  }
  hand[i1] = m1;
  hand[i2] = m2;
  hand[i3] = m3;
  if (more + 1 < need) return -1;
  REL[ls] = (REL[ls] as number) | bit;
  return side;
};

/**
 * What is left after this trick of the cards `m` (not empty) of the suit led of the hand at
 * position `k` of the trick, still to play to it, at worst for the hand at position `at` that
 * wins it with its top card (`top`): that card gone from the winner, each opponent's lowest card
 * (he keeps his highest), the winner's partner's highest.
 */
const afterTrick = (m: number, k: number, at: number, top: number): number => {
  if (k === at) return m & ~(1 << top);
  if (k === (at ^ 2)) return m ^ (1 << topBit(m));
  return m & (m - 1);
};

/**
 * Sets `rel` for a plan of one hand (`seat`; its counts `counts`, see `cashPlan`) that makes
 * `need` tricks: the suit `first` (the entry or the trumps drawn, or -1; at least `firstUse`
 * rounds of it) and then the richest suits, only as many rounds of each as the plan needs.
 * A suit's rounds rest on the hand's card led in the last of them that compared ranks.
 */
const restOn = (counts: number, need: number, first: number, firstUse: number, seat: number): void => {
  const rel = REL;
  let left4 = counts;
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
        const c = (left4 >>> (s << 3)) & 15;
        if (c === 0) continue;
        const key = (c - ((left4 >>> ((s << 3) | 4)) & 15)) * 16 + c;
        if (key > bestKey) {
          bestKey = key;
          suit = s;
        }
      }
    }
    const use = Math.max(min, Math.min(left, (left4 >>> (suit << 3)) & 15));
    const j = Math.min(use, (left4 >>> ((suit << 3) | 4)) & 15);
    if (j > 0) rel[suit] = nthHighest(HAND[(seat << 2) | suit] as number, j);
    left4 &= ~(15 << (suit << 3));
    left -= use;
    suit = -1;
    min = 0;
  }
};

/** The `n`th highest card in play of a suit (n ≥ 1), as a mask. */
const nthTop = (suit: number, n: number): number => {
  let m = PRESENT[suit] as number;
  for (let i = 1; i < n; i++) m ^= 1 << topBit(m);
  return 1 << topBit(m);
};

/**
 * Whether the side not on lead surely wins the current trick: it holds the top card of every
 * suit the leader holds, and the leader's partner cannot ruff a side suit led. Sets `rel` to
 * those top cards.
 */
export const defendersTakeTrick = (): boolean => {
  const hand = HAND;
  const h = ST[LEADER] as number;
  const partner = h ^ 2;
  const trump = ST[TRUMP] as number;
  const rel = REL;
  for (let s = 0; s < 4; s++) {
    rel[s] = 0;
    if ((hand[(h << 2) | s] as number) === 0) continue;
    const top = 1 << topBit(PRESENT[s] as number);
    if (((hand[(h << 2) | s] as number) & top) !== 0 || ((hand[(partner << 2) | s] as number) & top) !== 0)
      return false;
    if (
      trump !== NO_TRUMP &&
      s !== trump &&
      (hand[(partner << 2) | s] as number) === 0 &&
      (hand[(partner << 2) | trump] as number) !== 0
    )
      return false;
    rel[s] = top;
  }
  return true;
};

/**
 * Later tricks at no trump: when the side not on lead tops every suit the leader holds, it wins
 * this trick with the top card of the suit led, and the hand that wins it then cashes its own
 * top cards (at no trump they win whatever the others hold). Whether that makes `need` tricks
 * for every suit the leader may lead; if so `rel` holds the top cards of those suits and, for
 * each winning hand, the lowest of the top cards it counts (as few as make `need`).
 */
export const defendersTakeTricks = (need: number): boolean => {
  const hand = HAND;
  const h = ST[LEADER] as number;
  const partner = h ^ 2;
  const rel = REL;
  const runs = QUICK_COUNT;
  for (let s = 0; s < 4; s++) rel[s] = 0;
  for (let s = 0; s < 4; s++) {
    if ((hand[(h << 2) | s] as number) === 0) continue;
    const top = 1 << topBit(PRESENT[s] as number);
    if (((hand[(h << 2) | s] as number) & top) !== 0 || ((hand[(partner << 2) | s] as number) & top) !== 0)
      return false;
    rel[s] = (rel[s] as number) | top;
    if (need <= 1) continue;
    const winner = ((hand[(((h + 1) & 3) << 2) | s] as number) & top) !== 0 ? (h + 1) & 3 : (h + 3) & 3;
    let total = 0;
    for (let x = 0; x < 4; x++) {
      const c = cashable(winner, x);
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
      rel[suit] = (rel[suit] as number) | nthTop(suit, use);
      runs[suit] = 0;
      left -= use;
      suit = -1;
    }
  }
  return true;
};

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
export const laterTricks = (nsNeed: number, ewNeed: number, left: number): number => {
  const t = ST[TRUMP] as number;
  if (t !== NO_TRUMP && (PRESENT[t] as number) !== 0) return trumpTricks(nsNeed, ewNeed);
  const leadSide = (ST[LEADER] as number) & 1;
  if ((leadSide === 0 ? ewNeed : nsNeed) > 1) return -1;
  return allTricks(leadSide, left);
};

/**
 * At no trump (or with no trump left), whether the side on lead (`leadSide`) that needs every
 * trick (`left`) tops too few suits for them: the other side then, or -1 (see `laterTricks`).
 * Apart from `laterTricks`, which the search inlines: its own optimized code inlines the helpers.
 */
const allTricks = (leadSide: number, left: number): number => {
  const hand = HAND;
  const rel = REL;
  const a = leadSide;
  const b = leadSide + 2;
  let sum = 0;
  for (let s = 0; s < 4; s++) {
    rel[s] = 0;
    const present = PRESENT[s] as number;
    if (present === 0) continue;
    const top = 1 << topBit(present);
    const ha = hand[(a << 2) | s] as number;
    const hb = hand[(b << 2) | s] as number;
    if (((ha | hb) & top) !== 0) {
      sum += Math.max(popcount(ha), popcount(hb));
    } else if (((ha | hb) & present) !== 0 || !aloneIn(s, top)) {
      rel[s] = top;
    }
  }
  if (sum < left) return leadSide ^ 1;
  return -1;
};

/** Whether the hand holding `top` of suit `s` holds every card of the suit still in play. */
const aloneIn = (s: number, top: number): boolean => {
  const hand = HAND;
  const present = PRESENT[s] as number;
  for (let seat = 0; seat < 4; seat++) {
    const h = hand[(seat << 2) | s] as number;
    if ((h & top) !== 0) return h === present;
  }
  return false;
};

/**
 * Trump tricks (see `laterTricks`): the side (0 North-South, 1 East-West) that surely takes the
 * tricks it needs with its trumps, whatever the play, North-South asked first; or -1. Sets `rel`
 * to what the answer rests on. The side holding the top trump may
 * count the trumps of one hand above all the other side's trumps: each wins the trick it is
 * played to (none can be drawn, and one hand's cards go to different tricks); when the other side
 * has no trump that is every trump of the longer hand, and it rests only on the lengths. The two
 * top trumps split between the hands take two tricks when either holder has another trump to play
 * under the other. The other side, when not on lead, may take one trick with the second trump
 * guarded (see `guardedSecond`).
 */
const trumpTricks = (nsNeed: number, ewNeed: number): number => {
  const t = ST[TRUMP] as number;
  const present = PRESENT[t] as number;
  const hand = HAND;
  const n = hand[t] as number;
  const east = hand[4 | t] as number;
  const s = hand[8 | t] as number;
  const w = hand[12 | t] as number;
  const first = 1 << topBit(present);
  const onLead = (ST[LEADER] as number) & 1;
  const ns = n | s;
  const ew = east | w;
  const nsTop = (ns & first) !== 0;
  // North-South first; one call of `topTrumps`, for the side with the top trump (V8 then
  // inlines it).
  if (!nsTop && nsNeed === 1 && onLead === 1 && guardedSecond(t, present, first, ns)) return 0;
  const topSide = nsTop ? 0 : 1;
  if (topTrumps(t, present, first, nsTop ? n : east, nsTop ? s : w, nsTop ? ew : ns, nsTop ? nsNeed : ewNeed))
    return topSide;
  if (nsTop && ewNeed === 1 && onLead === 0 && guardedSecond(t, present, first, ew)) return 1;
  return -1;
};

/**
 * Whether the side holding the top trump `first` (trumps `mine0` and `mine1` of its two hands)
 * takes `need` tricks with its trumps above the other side's (`other`), or with the top two
 * split (see `trumpTricks`); if so sets `rel`.
 */
const topTrumps = (
  t: number,
  present: number,
  first: number,
  mine0: number,
  mine1: number,
  other: number,
  need: number,
): boolean => {
  if (need <= 0) return false;
  const rel = REL;
  if (other === 0) {
    if (Math.max(popcount(mine0), popcount(mine1)) < need) return false;
    rel[0] = 0;
    rel[1] = 0;
    rel[2] = 0;
    rel[3] = 0;
    return true;
  }
  // Per hand, the `need`th of its trumps above the other side's; the higher of the two.
  const above = present & -(2 << topBit(other));
  const high0 = mine0 & above;
  const high1 = mine1 & above;
  let best = popcount(high0) >= need ? nthHighest(high0, need) : 0;
  if (popcount(high1) >= need) {
    const card = nthHighest(high1, need);
    if (card > best) best = card;
  }
  if (best === 0 && need === 2) {
    const rest = present ^ first;
    const second = rest === 0 ? 0 : 1 << topBit(rest);
    if (((mine0 | mine1) & second) !== 0) {
      const split = (mine0 & first) !== 0 ? (mine1 & second) !== 0 : (mine0 & second) !== 0;
      if (split && (popcount(mine0) > 1 || popcount(mine1) > 1)) best = second;
    }
  }
  if (best === 0) return false;
  rel[0] = 0;
  rel[1] = 0;
  rel[2] = 0;
  rel[3] = 0;
  rel[t] = best;
  return true;
};

/**
 * Whether the side without the top trump (its trumps `mine`), not on lead and needing one trick,
 * takes it with the second trump guarded (its holder has another trump) when the top trump sits
 * before it (the holder's right-hand opponent, who plays before it to every trick the holder does
 * not lead), or with the second and third trumps and the second guarded (the top trump takes one
 * of them). Not on lead: it comes on lead only by winning a trick, which is all it needs; on
 * lead, the holder of the second trump could be made to lead it into the top one. Sets `rel`.
 */
const guardedSecond = (t: number, present: number, first: number, mine: number): boolean => {
  const rest = present ^ first;
  if (rest === 0) return false;
  const second = 1 << topBit(rest);
  if ((mine & second) === 0) return false;
  const hand = HAND;
  const hh = holderOf(t, second);
  if (popcount(hand[(hh << 2) | t] as number) < 2) return false;
  let restsOn = 0;
  if (holderOf(t, first) === ((hh + 3) & 3)) {
    restsOn = second;
  } else {
    const below = rest ^ second;
    const third = below === 0 ? 0 : 1 << topBit(below);
    if (third !== 0 && (mine & third) !== 0) restsOn = third;
  }
  if (restsOn === 0) return false;
  const rel = REL;
  rel[0] = 0;
  rel[1] = 0;
  rel[2] = 0;
  rel[3] = 0;
  rel[t] = restsOn;
  return true;
};

/**
 * Tricks `seat` takes on lead by cashing the top cards in play of suit `s` it holds (in a
 * trump contract a side suit only as many rounds as every other hand holding trumps can follow).
 */
const cashable = (seat: number, s: number): number => {
  const hand = HAND;
  const trump = ST[TRUMP] as number;
  const mine = hand[(seat << 2) | s] as number;
  if (mine === 0) return 0;
  let m = PRESENT[s] as number;
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
      if ((hand[(other << 2) | trump] as number) !== 0) {
        const len = popcount(hand[(other << 2) | s] as number);
        if (len < count) count = len;
      }
    }
  }
  return count;
};

// ------------------------------------------------------------------ move generation
