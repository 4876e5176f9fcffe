/**
 * Move ordering of the double-dummy search: weights for the moves `Engine.generate` wrote (higher
 * is tried first). Leads are weighed by each suit's situation, separately at no trump and in a suit
 * contract (the opponents' choices, who holds the next card, ruffs for either side), with a bonus
 * for the lead that last cut at the same depth; the second hand plays low unless it wins cheaply;
 * the third hand forces out the fourth hand's top card as cheaply as possible; discards keep
 * guards and favour length, one card of each suit first. Heuristics only: the order changes how
 * fast the search is, never its result.
 */
import { NO_TRUMP } from './constants.js';
import type { Engine } from './engine.js';

/** Cards in a suit mask (13 bits), by table: one load instead of a dozen operations. */
const BITS = new Uint8Array(1 << 13);
for (let m = 1; m < 1 << 13; m++) BITS[m] = (BITS[m >>> 1] as number) + (m & 1);

function popcount(m: number): number {
  return BITS[m] as number;
}

function topBit(m: number): number {
  return 31 - Math.clz32(m);
}

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
 * Ordering weights: higher is tried first. `owners` is the engine's owner sequence of each suit
 * (two bits a card, highest first); it is read only at a trick start, when every card in play is
 * in a hand.
 */
export function weigh(
  e: Engine,
  pos: number,
  seat: number,
  base: number,
  n: number,
  owners: Int32Array,
): void {
  if (pos === 0) {
    const killer = e.killer[e.depth] as number;
    if (e.trump === NO_TRUMP) weighLeadNoTrump(e, seat, base, n, killer, owners);
    else weighLeadTrump(e, seat, base, n, killer, owners);
  } else if (pos === 1) {
    weighSecond(e, seat, base, n);
  } else if ((e.hand[seat * 4 + (e.trickSuit[0] as number)] as number) !== 0) {
    weighFollowLate(e, pos, seat, base, n);
  } else {
    weighVoidLate(e, pos, seat, base, n);
  }
}

/**
 * Third and fourth hands following suit (every move is of the suit led): a card that wins the
 * trick for us (when the card winning so far is the opponents', or partner's card may still be
 * beaten) and that the fourth hand cannot beat first, the cheapest first; else the lowest cards.
 * The third hand forces out the fourth hand's top card as cheaply as possible.
 */
function weighFollowLate(e: Engine, pos: number, seat: number, base: number, n: number): void {
  const hand = e.hand;
  const trump = e.trump;
  const ranks = e.moveRank;
  const weights = e.moveWeight;
  const wp = e.winningPosition();
  const ws = e.trickSuit[wp] as number;
  const wr = e.trickRank[wp] as number;
  const led = e.trickSuit[0] as number;
  const ourWinning = (wp & 1) === (pos & 1);
  // A card of the suit led beats the winning card only when nobody has ruffed.
  const beatFrom = ws === led ? wr : 13;
  if (pos === 3) {
    for (let i = base; i < base + n; i++) {
      const r = ranks[i] as number;
      weights[i] = !ourWinning && r > beatFrom ? 60 - r : -r;
    }
    return;
  }
  // Third hand: can the fourth hand beat a card of the suit led of rank r (top4 > r), or ruff it?
  const h4 = hand[((seat + 1) & 3) * 4 + led] as number;
  const t4 = trump === NO_TRUMP ? 0 : (hand[((seat + 1) & 3) * 4 + trump] as number);
  const top4 = h4 !== 0 ? topBit(h4) : t4 !== 0 ? 13 : -1;
  if (ourWinning) {
    // Partner's card is safe unless the fourth hand can beat it (above it in the suit led, or
    // ruffing; over a ruff, only by a higher trump when void in the suit led).
    const safe = ws === led ? top4 <= wr : !(ws === trump && h4 === 0 && t4 !== 0 && topBit(t4) > wr);
    for (let i = base; i < base + n; i++) {
      const r = ranks[i] as number;
      weights[i] = !safe && r > beatFrom && top4 <= r ? 50 - r : -r;
    }
    return;
  }
  for (let i = base; i < base + n; i++) {
    const r = ranks[i] as number;
    weights[i] = r > beatFrom ? (top4 <= r ? 60 - r : 20 - r) : -r;
  }
  // When the fourth hand's top card beats all of ours, force it out as cheaply as possible:
  // our lowest card above its second card (and above the card winning so far).
  const mine = hand[seat * 4 + led] as number;
  if ((h4 & (h4 - 1)) !== 0 && topBit(h4) > topBit(mine)) {
    const floor = Math.max(topBit(h4 & ~(1 << topBit(h4))), beatFrom);
    // The moves run from the highest rank down: the last one above the floor is the cheapest.
    let force = -1;
    for (let i = base; i < base + n; i++) if ((ranks[i] as number) > floor) force = i;
    if (force >= 0) weights[force] = (weights[force] as number) + FORCE_BONUS;
  }
}

/**
 * Third and fourth hands void in the suit led: ruff when it wins (and the fourth hand cannot
 * overruff), not over partner's sure trick; else discard (see `discardBase`), one card of each
 * suit first.
 */
function weighVoidLate(e: Engine, pos: number, seat: number, base: number, n: number): void {
  const hand = e.hand;
  const trump = e.trump;
  const suits = e.moveSuit;
  const ranks = e.moveRank;
  const weights = e.moveWeight;
  const wp = e.winningPosition();
  const ws = e.trickSuit[wp] as number;
  const wr = e.trickRank[wp] as number;
  const led = e.trickSuit[0] as number;
  const ourWinning = (wp & 1) === (pos & 1);
  // The fourth hand's top trump when it must ruff or overruff (void in the suit led), else -1:
  // the only way a later seat beats a trump played here.
  let over = -1;
  if (pos === 2 && trump !== NO_TRUMP) {
    const fourth = (seat + 1) & 3;
    const t4 = hand[fourth * 4 + trump] as number;
    if ((hand[fourth * 4 + led] as number) === 0 && t4 !== 0) over = topBit(t4);
  }
  // Partner's winning card is safe unless the fourth hand can beat it: a card of the suit led
  // is ruffed by a void fourth hand with trumps, a trump overruffed.
  const safe =
    pos === 3 || !(ourWinning && (ws === led ? over >= 0 || fourthBeatsLed(e, seat, led, wr) : over > wr));
  let suit = -1;
  let dBase = 0;
  for (let i = base; i < base + n; i++) {
    const s = suits[i] as number;
    const r = ranks[i] as number;
    if (s !== suit) {
      suit = s;
      dBase = discardBase(e, seat, s);
    }
    const beats = s === ws ? r > wr : s === trump;
    let w: number;
    if (ourWinning && safe) w = s === trump ? -20 - r : dBase - r;
    else if (beats && over <= r) w = ourWinning ? 50 - r : 60 - r;
    else if (beats && !ourWinning) w = 20 - r;
    else w = dBase - r;
    weights[i] = w;
  }
  suitFirstBonus(e, base, n);
}

/**
 * One card of each suit first, for a hand that cannot follow: adds `SUIT_FIRST_BONUS` to the
 * heaviest move of each suit (the first of equals). Moves come grouped by suit.
 */
function suitFirstBonus(e: Engine, base: number, n: number): void {
  const suits = e.moveSuit;
  const weights = e.moveWeight;
  let suit = -1;
  let bestI = -1;
  let bestW = 0;
  for (let i = base; i < base + n; i++) {
    const s = suits[i] as number;
    const w = weights[i] as number;
    if (s !== suit) {
      if (bestI >= 0) weights[bestI] = bestW + SUIT_FIRST_BONUS;
      suit = s;
      bestI = i;
      bestW = w;
    } else if (w > bestW) {
      bestI = i;
      bestW = w;
    }
  }
  if (bestI >= 0) weights[bestI] = bestW + SUIT_FIRST_BONUS;
}

/** Whether the fourth hand (after `seat`) holds a card of the suit led above rank `r`. */
function fourthBeatsLed(e: Engine, seat: number, led: number, r: number): boolean {
  const h4 = e.hand[((seat + 1) & 3) * 4 + led] as number;
  return h4 !== 0 && topBit(h4) > r;
}

/**
 * Lead weights at no trump. A suit costs by the cards the opponents may choose from (a void
 * opponent discards: any card); a lead that wins the trick (the top card, or towards partner's
 * card above the opponents') is preferred, more so when the next card is ours too; otherwise
 * leads through the top cards (not into them) and towards our second and third cards.
 */
function weighLeadNoTrump(
  e: Engine,
  seat: number,
  base: number,
  n: number,
  killer: number,
  owners: Int32Array,
): void {
  const hand = e.hand;
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
    const s = e.moveSuit[base + i] as number;
    const r = e.moveRank[base + i] as number;
    if (s !== suit) {
      suit = s;
      present = e.present[s] as number;
      const lhoM = hand[lho * 4 + s] as number;
      const rhoM = hand[rho * 4 + s] as number;
      const pard = hand[partner * 4 + s] as number;
      lhoLen = popcount(lhoM);
      rhoLen = popcount(rhoM);
      const alt = (lhoLen === 0 ? e.tricksLeft + 1 : lhoLen) + (rhoLen === 0 ? e.tricksLeft + 1 : rhoLen);
      cost = -((alt * 48) >> 3);
      if (pard === 0) cost -= 10;
      // Holders of the top cards from the owner sequence (highest first, two bits a card).
      const own = owners[s] as number;
      top = topBit(present);
      topSeat = own & 3;
      const rest = present & ~(1 << top);
      second = rest === 0 ? -1 : topBit(rest);
      secondSeat = second < 0 ? -1 : (own >>> 2) & 3;
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
      const thirdSeat = rest2 === 0 ? -1 : (own >>> 4) & 3;
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
      const seq = e.moveSeq[base + i] as number;
      if ((seq & (seq - 1)) === 0) w = loseAdd + 10 + below;
      else if (r === second) w = loseAdd + 50;
      else w = loseAdd + 15 - below;
    }
    if (((s << 4) | r) === killer) w += KILLER_BONUS_LEAD;
    e.moveWeight[base + i] = w;
  }
}

/**
 * Lead weights in a suit contract: as at no trump, plus the ruffs (an opponent's discouraged,
 * partner's encouraged, a singleton led for partner to return the suit for a ruff).
 */
function weighLeadTrump(
  e: Engine,
  seat: number,
  base: number,
  n: number,
  killer: number,
  owners: Int32Array,
): void {
  const hand = e.hand;
  const trump = e.trump;
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
    const s = e.moveSuit[base + i] as number;
    const r = e.moveRank[base + i] as number;
    if (s !== suit) {
      suit = s;
      present = e.present[s] as number;
      const mine = hand[seat * 4 + s] as number;
      const lhoM = hand[lho * 4 + s] as number;
      const rhoM = hand[rho * 4 + s] as number;
      const pard = hand[partner * 4 + s] as number;
      const lhoLen = popcount(lhoM);
      const rhoLen = popcount(rhoM);
      const pardLen = popcount(pard);
      const alt = (lhoLen === 0 ? e.tricksLeft + 1 : lhoLen) + (rhoLen === 0 ? e.tricksLeft + 1 : rhoLen);
      let cost = -((alt * 80) >> 3);
      const side = s !== trump;
      const lhoRuffs = side && lhoLen === 0 && lhoTrumps !== 0;
      const rhoRuffs = side && rhoLen === 0 && rhoTrumps !== 0;
      const pardRuffs = side && pard === 0 && pardTrumps !== 0;
      if (lhoRuffs || rhoRuffs) cost -= 25;
      if (pardRuffs && rhoLen !== 0) cost += 20;
      // Holders of the top cards from the owner sequence (highest first, two bits a card).
      const own = owners[s] as number;
      top = topBit(present);
      topSeat = own & 3;
      const rest = present & ~(1 << top);
      second = rest === 0 ? -1 : topBit(rest);
      secondSeat = second < 0 ? -1 : (own >>> 2) & 3;
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
          (!lhoRuffs || pardTopTrump > topBit(lhoTrumps)) && (!rhoRuffs || pardTopTrump > topBit(rhoTrumps));
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
        const thirdSeat = rest2 === 0 ? -1 : (own >>> 4) & 3;
        if (secondSeat === partner && thirdSeat === partner) add += 20;
        else if (
          pardLen > 1 &&
          ((secondSeat === seat && thirdSeat === partner) || (secondSeat === partner && thirdSeat === seat))
        )
          add += 10;
      }
    }
    const below = popcount(present & ((1 << r) - 1));
    const seq = e.moveSeq[base + i] as number;
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
    e.moveWeight[base + i] = w;
  }
}

/**
 * Second hand: win the trick cheaply when the third hand cannot beat the card; else the lowest
 * cards first, those below all the third hand's cards (they cannot matter) before the others,
 * a card below the lead last (measured: playing low when partner wins anyway costs nodes).
 * Void: ruff when it wins (not over partner's sure trick), else discard.
 */
function weighSecond(e: Engine, seat: number, base: number, n: number): void {
  const hand = e.hand;
  const trump = e.trump;
  const ls = e.trickSuit[0] as number;
  const lr = e.trickRank[0] as number;
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
  const suits = e.moveSuit;
  const ranks = e.moveRank;
  const weights = e.moveWeight;
  if ((hand[seat * 4 + ls] as number) !== 0) {
    const seqs = e.moveSeq;
    const low3 = h3 & -h3;
    for (let i = base; i < base + n; i++) {
      const r = ranks[i] as number;
      const seq = seqs[i] as number;
      let w: number;
      if (r > lr && r > top3 && !ruff3) w = 80 - r;
      else if (1 << r < low3) w = 20 - r;
      else if (r < lr) w = -11 - r;
      else if ((seq & (seq - 1)) !== 0) w = 10 - r;
      else w = -r;
      weights[i] = w;
    }
    return;
  }
  // Void: one card of each suit first (a bonus to the heaviest card of each suit).
  const ruffTop = ruff3 ? topBit(t3) : -1;
  let suit = -1;
  let dBase = 0;
  for (let i = base; i < base + n; i++) {
    const s = suits[i] as number;
    const r = ranks[i] as number;
    if (s !== suit) {
      suit = s;
      dBase = s === trump ? 0 : discardBase(e, seat, s);
    }
    let w: number;
    if (s === trump) {
      if (partnerWins) w = -10 - r;
      else if (r > ruffTop) w = 45 - r;
      else w = 20 - r;
    } else {
      w = dBase - r;
    }
    weights[i] = w;
  }
  suitFirstBonus(e, base, n);
}

/**
 * Weight of discarding a card of suit `s`, less its rank (lower for cards worth keeping: a winner,
 * a trump, a guard; higher from length).
 */
function discardBase(e: Engine, seat: number, s: number): number {
  const mine = e.hand[seat * 4 + s] as number;
  const present = e.present[s] as number;
  const top = topBit(present);
  let w = 0;
  if (top === topBit(mine)) w -= 15; // keep a winner
  if (s === e.trump) w -= 25;
  const len = popcount(mine);
  w += (len - 4) * 2;
  // Keep a guard: the second card of the suit held twice.
  if (len === 2 && (mine & (1 << topBit(present & ~(1 << top)))) !== 0) w -= 10;
  return w;
}
