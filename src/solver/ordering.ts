/**
 * Move ordering of the double-dummy search: weights for the moves `Engine.generate` wrote (higher
 * is tried first). Leads are weighed by each suit's situation, separately at no trump and in a suit
 * contract (the opponents' choices, who holds the next card, ruffs for either side), with a bonus
 * for the lead that last cut at the same depth; the second hand plays low unless it wins cheaply;
 * the third hand forces out the fourth hand's top card as cheaply as possible; discards keep
 * guards and favour length, one card of each suit first. Heuristics only: the order changes how
 * fast the search is, never its result.
 */
import { CARD_COUNT, NO_TRUMP as NO_TRUMP_SUIT } from './constants.js';
import * as K from './kernel.js';

// The kernel's views and slots as module constants: V8 folds them (see kernel.ts).
const {
  HAND,
  PRESENT,
  OWNERS,
  KILLER,
  TRICK_SUIT,
  TRICK_RANK,
  MOVE_SUIT,
  MOVE_RANK,
  MOVE_SEQ,
  MOVE_WEIGHT,
  ST,
  TRUMP,
  DEPTH,
  TRICKS_LEFT,
} = K;

/** Cards in a suit mask (13 bits), by table: one load instead of a dozen operations. */
const BITS = CARD_COUNT;

// The helpers are `const`s: V8 then calls them (inlined) without checking at each call that the
// binding still holds the same function, as it must for a function declaration (measured).
/** The mask tells V8 the index is inside the table (no bounds check); a suit mask has 13 bits. */
const popcount = (m: number): number => BITS[m & 8191] as number;

/** The highest card of a suit mask, -1 for none. */
const topBit = (m: number): number => 31 - Math.clz32(m);

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

/**
 * Written for the speed of the search (these run at every node with more than one move). The
 * kernel's arrays are module constants (each read one instruction). The moves are walked suit by
 * suit (they come grouped by suit), so that a suit's figures are worked out once and stay in
 * registers for its moves. V8 is told the ranges of the values so that it checks neither bounds
 * nor overflows: a suit or a seat is masked with `& 3` and a rank with `& 15` where it is read
 * (suits are 0–3, seats 0–3, ranks 0–12), a hand index is `(seat << 2) + suit` (V8 bounds a sum,
 * not an `|`), partner is `(seat + 2) & 3` (not `^ 2`, which V8 does not bound), and a loop index
 * steps as `i = (i + 1) | 0` from `base | 0` to `(base + n) | 0`. A weight is negated as `0 - x`:
 * V8 takes `-x` for a double (it may be -0), and the weighing with it.
 */

/** No trump, as a const of this module: V8 checks an imported binding at each use. */
const NO_TRUMP = NO_TRUMP_SUIT;

/** A weight below every real one (the start of a search for the heaviest move of a suit). */
const NO_WEIGHT = -(1 << 30);

/**
 * Ordering weights of the `n` moves of `seat` at `base` (in `MOVE_SUIT`/`MOVE_RANK`/`MOVE_SEQ`),
 * written to `MOVE_WEIGHT`: higher is tried first. `pos` is the seat's position in the trick.
 */
export const weigh = (pos: number, seat: number, base: number, n: number): void => {
  if (pos === 0) {
    if ((ST[TRUMP] as number) === NO_TRUMP) weighLeadNoTrump(seat, base, n);
    else weighLeadTrump(seat, base, n);
  } else if (pos === 1) {
    weighSecond(seat, base, n);
  } else if ((HAND[((seat & 3) << 2) + ((TRICK_SUIT[0] as number) & 3)] as number) !== 0) {
    if (pos === 3) weighFourthFollow(base, n);
    else weighThirdFollow(seat, base, n);
  } else {
    weighVoidLate(pos, seat, base, n);
  }
};

/**
 * The card winning the trick so far of its first `played` cards (2 or 3), packed in one int32:
 * its position | its suit << 2 | its rank << 5. Written out for two or three cards, each card read
 * once.
 */
const trickWinner = (played: number): number => {
  const trump = ST[TRUMP] as number;
  let wp = 0;
  let ws = TRICK_SUIT[0] as number;
  let wr = TRICK_RANK[0] as number;
  const s1 = TRICK_SUIT[1] as number;
  const r1 = TRICK_RANK[1] as number;
  if (s1 === ws ? r1 > wr : s1 === trump) {
    wp = 1;
    ws = s1;
    wr = r1;
  }
  if (played === 3) {
    const s2 = TRICK_SUIT[2] as number;
    const r2 = TRICK_RANK[2] as number;
    if (s2 === ws ? r2 > wr : s2 === trump) {
      wp = 2;
      ws = s2;
      wr = r2;
    }
  }
  return wp | (ws << 2) | (wr << 5);
};

/**
 * Fourth hand following suit (every move is of the suit led): the cheapest card that wins the
 * trick from the opponents first, else the lowest cards. Small, so that V8 inlines it into the
 * move generation (the commonest weighing).
 */
const weighFourthFollow = (base: number, n: number): void => {
  const end = (base + n) | 0;
  const win = trickWinner(3);
  if ((win & 1) !== 0) {
    // Partner's card wins (position 1): the lowest first.
    for (let i = base | 0; i < end; i = (i + 1) | 0) MOVE_WEIGHT[i] = 0 - ((MOVE_RANK[i] as number) & 15);
    return;
  }
  // A card of the suit led beats the winning card only when nobody has ruffed.
  const beatFrom = ((win >>> 2) & 7) === (TRICK_SUIT[0] as number) ? win >>> 5 : 13;
  for (let i = base | 0; i < end; i = (i + 1) | 0) {
    const r = (MOVE_RANK[i] as number) & 15;
    MOVE_WEIGHT[i] = r > beatFrom ? 60 - r : 0 - r;
  }
};

/**
 * Third hand following suit (every move is of the suit led): a card that wins the trick for us
 * (when the card winning so far is the opponents', or partner's card may still be beaten) and that
 * the fourth hand cannot beat first, the cheapest first; else the lowest cards. Forces out the
 * fourth hand's top card as cheaply as possible.
 */
const weighThirdFollow = (seat: number, base: number, n: number): void => {
  const end = (base + n) | 0;
  const win = trickWinner(2);
  const ws = (win >>> 2) & 7;
  const wr = win >>> 5;
  const led = (TRICK_SUIT[0] as number) & 3;
  // Ours when partner's lead wins (position 0).
  const ourWinning = (win & 1) === 0;
  // A card of the suit led beats the winning card only when nobody has ruffed.
  const beatFrom = ws === led ? wr : 13;
  // Can the fourth hand beat a card of the suit led of rank r (top4 > r), or ruff it?
  const trump = ST[TRUMP] as number;
  const fourth = ((seat + 1) & 3) << 2;
  const h4 = HAND[fourth + led] as number;
  const t4 = trump === NO_TRUMP ? 0 : (HAND[fourth + (trump & 3)] as number);
  const top4 = h4 !== 0 ? topBit(h4) : t4 !== 0 ? 13 : -1;
  if (ourWinning) {
    // Partner led (the third hand's side wins only by the lead), so partner's card is safe unless
    // the fourth hand holds a higher card of the suit led or ruffs.
    if (top4 <= wr) {
      for (let i = base | 0; i < end; i = (i + 1) | 0) MOVE_WEIGHT[i] = 0 - ((MOVE_RANK[i] as number) & 15);
      return;
    }
    for (let i = base | 0; i < end; i = (i + 1) | 0) {
      const r = (MOVE_RANK[i] as number) & 15;
      MOVE_WEIGHT[i] = r > beatFrom && top4 <= r ? 50 - r : 0 - r;
    }
    return;
  }
  for (let i = base | 0; i < end; i = (i + 1) | 0) {
    const r = (MOVE_RANK[i] as number) & 15;
    MOVE_WEIGHT[i] = r > beatFrom ? (top4 <= r ? 60 - r : 20 - r) : 0 - r;
  }
  // When the fourth hand's top card beats all of ours (its mask is the higher, the two disjoint),
  // force it out as cheaply as possible: our lowest card above its second card (and above the
  // card winning so far).
  if ((h4 & (h4 - 1)) !== 0 && h4 > (HAND[((seat & 3) << 2) + led] as number)) {
    const floor = Math.max(topBit(h4 & ~(1 << topBit(h4))), beatFrom);
    // The moves run from the highest rank down: the last one above the floor is the cheapest.
    let force = -1;
    for (let i = base | 0; i < end; i = (i + 1) | 0) if (((MOVE_RANK[i] as number) & 15) > floor) force = i;
    if (force >= 0) MOVE_WEIGHT[force] = ((MOVE_WEIGHT[force] as number) + FORCE_BONUS) | 0;
  }
};

/**
 * Third and fourth hands void in the suit led: ruff when it wins (and the fourth hand cannot
 * overruff), not over partner's sure trick; else discard (see `discardBase`), one card of each
 * suit first (`SUIT_FIRST_BONUS` to the heaviest move of each suit, the first of equals).
 */
const weighVoidLate = (pos: number, seat: number, base: number, n: number): void => {
  const trump = ST[TRUMP] as number;
  const end = (base + n) | 0;
  const win = trickWinner(pos);
  const ws = (win >>> 2) & 7;
  const wr = win >>> 5;
  const led = (TRICK_SUIT[0] as number) & 3;
  const ourWinning = ((win ^ pos) & 1) === 0;
  // The fourth hand's top trump when it must ruff or overruff (void in the suit led), else -1:
  // the only way a later seat beats a trump played here.
  let over = -1;
  let h4 = 0;
  if (pos === 2) {
    const fourth = ((seat + 1) & 3) << 2;
    h4 = HAND[fourth + led] as number;
    if (trump !== NO_TRUMP) {
      const t4 = HAND[fourth + (trump & 3)] as number;
      if (h4 === 0 && t4 !== 0) over = topBit(t4);
    }
  }
  // Partner's winning card is sure unless the fourth hand can beat it. At the third hand our
  // side wins only by partner's lead, of the suit led: the fourth hand beats it by a higher card
  // of the suit (its mask shifted past the rank is then not 0 or 1) or by ruffing.
  const sure = ourWinning && (pos === 3 || (over < 0 && h4 >>> wr <= 1));
  const mySuits = (seat & 3) << 2;
  let i = base | 0;
  while (i < end) {
    const s = (MOVE_SUIT[i] as number) & 3;
    const dBase = discardBase(HAND[mySuits + s] as number, PRESENT[s] as number, s === trump);
    let bestI = i;
    let bestW = NO_WEIGHT;
    do {
      const r = (MOVE_RANK[i] as number) & 15;
      const beats = s === ws ? r > wr : s === trump;
      let w: number;
      if (sure) w = s === trump ? -20 - r : dBase - r;
      else if (beats && over <= r) w = ourWinning ? 50 - r : 60 - r;
      else if (beats && !ourWinning) w = 20 - r;
      else w = dBase - r;
      MOVE_WEIGHT[i] = w;
      if (w > bestW) {
        bestI = i;
        bestW = w;
      }
      i = (i + 1) | 0;
    } while (i < end && (MOVE_SUIT[i] as number) === s);
    MOVE_WEIGHT[bestI] = (bestW + SUIT_FIRST_BONUS) | 0;
  }
};

/**
 * Lead weights at no trump. A suit costs by the cards the opponents may choose from (a void
 * opponent discards: any card); a lead that wins the trick (the top card, or towards partner's
 * card above the opponents') is preferred, more so when the next card is ours too; otherwise
 * leads through the top cards (not into them) and towards our second and third cards.
 */
const weighLeadNoTrump = (seat: number, base: number, n: number): void => {
  const killer = KILLER[ST[DEPTH] as number] as number;
  const end = (base + n) | 0;
  const voidAlt = ((ST[TRICKS_LEFT] as number) & 15) + 1;
  const me = seat & 3;
  const partner = (me + 2) & 3;
  const lho = (me + 1) & 3;
  const rho = (me + 3) & 3;
  let i = base | 0;
  while (i < end) {
    const s = (MOVE_SUIT[i] as number) & 3;
    const present = PRESENT[s] as number;
    const lhoM = HAND[(lho << 2) + s] as number;
    const rhoM = HAND[(rho << 2) + s] as number;
    const pard = HAND[(partner << 2) + s] as number;
    const lhoLen = popcount(lhoM);
    const rhoLen = popcount(rhoM);
    const pardLen = popcount(pard);
    // The opponents' choices, six a card ((alt * 48) >> 3).
    let cost = 0 - 6 * ((lhoLen === 0 ? voidAlt : lhoLen) + (rhoLen === 0 ? voidAlt : rhoLen));
    if (pard === 0) cost -= 10;
    // Holders of the top cards from the owner sequence (highest first, two bits a card); a
    // missing card is rank -1 (topBit(0)). The owners are read only at a trick start, when every
    // card in play is in a hand.
    const own = OWNERS[s] as number;
    const top = topBit(present);
    const topSeat = own & 3;
    const rest = present ^ (1 << top);
    const second = topBit(rest);
    const secondSeat = second < 0 ? -1 : (own >>> 2) & 3;
    const thirdSeat = (rest & (rest - 1)) === 0 ? -1 : (own >>> 4) & 3;
    // Every card wins when partner's top card is above the opponents' (disjoint masks: the
    // higher mask holds the higher card), else only the top card.
    const winRank = pard > (lhoM | rhoM) ? -1 : top;
    // Winning leads.
    let winAdd = cost;
    if (secondSeat === lho) winAdd += lhoLen !== 1 ? 10 : 15;
    winAdd += (secondSeat !== lho || lhoLen === 1) && (secondSeat !== rho || rhoLen === 1) ? 70 : 20;
    // Other leads.
    let loseAdd = cost;
    if ((topSeat === rho || secondSeat === rho) && rhoLen !== 1) loseAdd -= 10;
    else if (topSeat === lho && secondSeat === partner && pardLen !== 1) loseAdd += 30;
    if (secondSeat === partner && thirdSeat === partner) loseAdd += 30;
    else if (
      pardLen > 1 &&
      ((secondSeat === me && thirdSeat === partner) || (secondSeat === partner && thirdSeat === me))
    )
      loseAdd += 25;
    // An opponent's singleton top card falls under the lead.
    const topFalls = (lhoLen === 1 && topSeat === lho) || (rhoLen === 1 && topSeat === rho);
    const killerRank = killer >> 4 === s ? killer & 15 : -1;
    // `last - below`: the cards in play above a card. The lowest card first when every card
    // wins, when an opponent's singleton top card falls, and for a single card below the top
    // cards of other hands (measured: the highest first spent most of the nodes wasted on leads
    // tried before the one that cut).
    const last = popcount(present) - 1;
    do {
      const r = (MOVE_RANK[i] as number) & 15;
      const below = popcount(present & ((1 << r) - 1));
      let w: number;
      if (winRank < 0) {
        w = winAdd + last - below;
      } else if (r === winRank) {
        w = winAdd + below;
      } else if (topFalls) {
        w = loseAdd + 30 + last - below;
      } else if (topSeat === me) {
        w = loseAdd - 35 + below;
      } else {
        const seq = MOVE_SEQ[i] as number;
        if ((seq & (seq - 1)) === 0) w = loseAdd + 10 + last - below;
        else if (r === second) w = loseAdd + 50;
        else w = loseAdd + 15 - below;
      }
      if (r === killerRank) w += KILLER_BONUS_LEAD;
      MOVE_WEIGHT[i] = w;
      i = (i + 1) | 0;
    } while (i < end && (MOVE_SUIT[i] as number) === s);
  }
};

/**
 * Lead weights in a suit contract: as at no trump, plus the ruffs (an opponent's discouraged,
 * partner's encouraged, a singleton led for partner to return the suit for a ruff, trumps not
 * led while partner can ruff a suit we hold).
 */
const weighLeadTrump = (seat: number, base: number, n: number): void => {
  const killer = KILLER[ST[DEPTH] as number] as number;
  const end = (base + n) | 0;
  const voidAlt = ((ST[TRICKS_LEFT] as number) & 15) + 1;
  // A suit here (0–3), not no trump.
  const trump = (ST[TRUMP] as number) & 3;
  const me = seat & 3;
  const partner = (me + 2) & 3;
  const lho = (me + 1) & 3;
  const rho = (me + 3) & 3;
  const lhoTrumps = HAND[(lho << 2) + trump] as number;
  const rhoTrumps = HAND[(rho << 2) + trump] as number;
  const pardTrumps = HAND[(partner << 2) + trump] as number;
  const myTrumps = HAND[(me << 2) + trump] as number;
  // Partner can ruff a side suit we hold (void in it, trumps left): a trump lead draws them
  // (measured: 15 less for it cuts 0.3 % of the nodes; 30 costs nodes). Worked out here, once,
  // not in the trump suit's turn below (measured: 15 M more instructions on deal 5 there).
  let pardRuffsLater = false;
  if (pardTrumps !== 0) {
    for (let t = 0; t < 4; t = (t + 1) | 0) {
      if (t !== trump && (HAND[(partner << 2) + t] as number) === 0 && (HAND[(me << 2) + t] as number) !== 0)
        pardRuffsLater = true;
    }
  }
  let i = base | 0;
  while (i < end) {
    const s = (MOVE_SUIT[i] as number) & 3;
    const present = PRESENT[s] as number;
    const lhoM = HAND[(lho << 2) + s] as number;
    const rhoM = HAND[(rho << 2) + s] as number;
    const pard = HAND[(partner << 2) + s] as number;
    const lhoLen = popcount(lhoM);
    const rhoLen = popcount(rhoM);
    const pardLen = popcount(pard);
    // The opponents' choices, ten a card ((alt * 80) >> 3).
    let cost = 0 - 10 * ((lhoLen === 0 ? voidAlt : lhoLen) + (rhoLen === 0 ? voidAlt : rhoLen));
    const side = s !== trump;
    const lhoRuffs = side && lhoLen === 0 && lhoTrumps !== 0;
    const rhoRuffs = side && rhoLen === 0 && rhoTrumps !== 0;
    const pardRuffs = side && pard === 0 && pardTrumps !== 0;
    if (lhoRuffs || rhoRuffs) cost -= 25;
    if (pardRuffs && rhoLen !== 0) cost += 20;
    if (!side && pardRuffsLater) cost -= 15;
    // Holders of the top cards from the owner sequence (highest first, two bits a card); a
    // missing card is rank -1 (topBit(0)). The owners are read only at a trick start, when every
    // card in play is in a hand.
    const own = OWNERS[s] as number;
    const top = topBit(present);
    const topSeat = own & 3;
    const rest = present ^ (1 << top);
    const second = topBit(rest);
    const secondSeat = second < 0 ? -1 : (own >>> 2) & 3;
    if ((topSeat === rho || secondSeat === rho) && rhoLen !== 1) cost -= 10;
    else if (topSeat === lho && secondSeat === partner && pardLen !== 1) cost += 25;
    if (
      side &&
      topSeat === partner &&
      pardLen > 1 &&
      myTrumps !== 0 &&
      popcount(HAND[(me << 2) + s] as number) === 1
    )
      cost += 20;
    // Does the side on lead win the trick (by rank, or by partner's ruff)? The top card wins
    // unless an opponent ruffs; a lower card when partner tops the opponents' cards or ruffs
    // above them (disjoint masks: the higher mask holds the higher card).
    const topWins = !lhoRuffs && !rhoRuffs;
    let lowWins = false;
    if (pard > (lhoM | rhoM)) lowWins = topWins;
    else if (pardRuffs)
      lowWins = (!lhoRuffs || pardTrumps > lhoTrumps) && (!rhoRuffs || pardTrumps > rhoTrumps);
    // Who holds the top card: 0 an opponent (singleton), 1 the leader (partner the next),
    // 2 the leader, 3 partner, 4 otherwise.
    let kind: number;
    if ((lhoLen === 1 && topSeat === lho) || (rhoLen === 1 && topSeat === rho)) kind = 0;
    else if (topSeat === me) kind = secondSeat === partner ? 1 : 2;
    else if (topSeat === partner) kind = 3;
    else kind = 4;
    let add = cost;
    if (!lowWins) {
      const thirdSeat = (rest & (rest - 1)) === 0 ? -1 : (own >>> 4) & 3;
      if (secondSeat === partner && thirdSeat === partner) add += 20;
      else if (
        pardLen > 1 &&
        ((secondSeat === me && thirdSeat === partner) || (secondSeat === partner && thirdSeat === me))
      )
        add += 10;
    }
    const killerRank = killer >> 4 === s ? killer & 15 : -1;
    // `last - below`: the cards in play above a card. The lowest card first when every card
    // wins and partner holds the top card or the second under ours, and for a lead that loses
    // the trick when the top card is an opponent's singleton or ours with partner's second.
    const last = popcount(present) - 1;
    do {
      const r = (MOVE_RANK[i] as number) & 15;
      const below = popcount(present & ((1 << r) - 1));
      let w = add;
      if (lowWins || (r === top && topWins)) {
        if (kind === 0) w += 35 + below;
        else if (kind === 1) w += 50 + (lowWins ? last - below : below);
        else if (kind === 2) w += r === top ? 30 : below;
        else if (kind === 3) w += (secondSeat === me ? 40 : 30) + (lowWins ? last - below : below);
        else {
          const seq = MOVE_SEQ[i] as number;
          const multi = (seq & (seq - 1)) !== 0;
          if (multi && r === second) w += 40;
          else w += (multi ? 20 : 10) + below;
        }
        if (r === killerRank) w += KILLER_BONUS_LEAD;
      } else {
        if (kind === 0) w += last - below;
        else if (kind === 1) w += 30 + last - below;
        else if (kind === 2) w += r === top ? 35 : below - 15;
        else if (kind === 3) w += 30 + below;
        else {
          const seq = MOVE_SEQ[i] as number;
          if ((seq & (seq - 1)) !== 0 && r === second) w += 35;
          else w += 15 - r;
        }
        if (r === killerRank) w += KILLER_BONUS_LEAD_LOSING;
      }
      MOVE_WEIGHT[i] = w;
      i = (i + 1) | 0;
    } while (i < end && (MOVE_SUIT[i] as number) === s);
  }
};

/**
 * Second hand: win the trick cheaply when the third hand cannot beat the card; else the lowest
 * cards first, those below all the third hand's cards (they cannot matter) before the others,
 * a card below the lead last (measured: playing low when partner wins anyway costs nodes).
 * Void: ruff (not over partner's sure trick), the ruffs that win first, else discard.
 */
const weighSecond = (seat: number, base: number, n: number): void => {
  const trump = ST[TRUMP] as number;
  const end = (base + n) | 0;
  const ls = (TRICK_SUIT[0] as number) & 3;
  const lr = TRICK_RANK[0] as number;
  const mySuits = (seat & 3) << 2;
  const third = ((seat + 1) & 3) << 2;
  const h3 = HAND[third + ls] as number;
  const side = trump !== NO_TRUMP && ls !== trump;
  const t3 = side ? (HAND[third + (trump & 3)] as number) : 0;
  const ruff3 = h3 === 0 && t3 !== 0;
  if ((HAND[mySuits + ls] as number) !== 0) {
    // A card wins cheaply above the lead and the third hand's top card, unless it ruffs.
    const beat = ruff3 ? 13 : Math.max(lr, topBit(h3));
    const low3 = h3 & (0 - h3);
    for (let i = base | 0; i < end; i = (i + 1) | 0) {
      const r = (MOVE_RANK[i] as number) & 15;
      const seq = MOVE_SEQ[i] as number;
      let w: number;
      if (r > beat) w = 80 - r;
      else if (1 << r < low3) w = 20 - r;
      else if (r < lr) w = -11 - r;
      else if ((seq & (seq - 1)) !== 0) w = 10 - r;
      else w = 0 - r;
      MOVE_WEIGHT[i] = w;
    }
    return;
  }
  // Void. Partner wins the trick whatever we play: above the lead and the third hand, or ruffing
  // (over a ruff by the third hand, with the higher trump: disjoint masks, the higher mask).
  const fourth = ((seat + 2) & 3) << 2;
  const h4 = HAND[fourth + ls] as number;
  const t4 = side ? (HAND[fourth + (trump & 3)] as number) : 0;
  const ruff4 = h4 === 0 && t4 !== 0;
  const top4 = topBit(h4);
  const partnerWins = ruff3 ? ruff4 && t4 > t3 : (top4 > lr && top4 > topBit(h3)) || ruff4;
  const ruffTop = ruff3 ? topBit(t3) : -1;
  // One card of each suit first (a bonus to the heaviest card of each suit, the first of equals).
  let i = base | 0;
  while (i < end) {
    const s = (MOVE_SUIT[i] as number) & 3;
    const dBase = s === trump ? 0 : discardBase(HAND[mySuits + s] as number, PRESENT[s] as number, false);
    let bestI = i;
    let bestW = NO_WEIGHT;
    do {
      const r = (MOVE_RANK[i] as number) & 15;
      let w: number;
      if (s === trump) {
        if (partnerWins) w = -10 - r;
        else if (r > ruffTop) w = 45 - r;
        // A ruff the third hand overruffs still goes before the discards: it forces out a trump
        // (measured: 20 here, below the discards, cost 0.7 % more nodes).
        else w = 40 - r;
      } else {
        w = dBase - r;
      }
      MOVE_WEIGHT[i] = w;
      if (w > bestW) {
        bestI = i;
        bestW = w;
      }
      i = (i + 1) | 0;
    } while (i < end && (MOVE_SUIT[i] as number) === s);
    MOVE_WEIGHT[bestI] = (bestW + SUIT_FIRST_BONUS) | 0;
  }
};

/**
 * Weight of discarding a card of a suit (`mine` our cards of it, not empty; `present` its cards
 * in play), less its rank: lower for cards worth keeping (a bare winner, a trump, a guard),
 * higher from length.
 */
const discardBase = (mine: number, present: number, isTrump: boolean): number => {
  const top = topBit(present);
  const len = popcount(mine);
  let w = 0;
  // Keep a bare winner (measured: keeping every suit that holds a winner, its small cards too,
  // cost 5 % more nodes on the 50 deals).
  if (len === 1 && ((mine >>> top) & 1) !== 0) w -= 15;
  if (isTrump) w -= 25;
  w += (len - 4) * 2;
  // Keep a guard: the second card of the suit held twice.
  if (len === 2 && ((mine >>> topBit(present ^ (1 << top))) & 1) !== 0) w -= 10;
  return w;
};
