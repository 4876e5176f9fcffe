/**
 * The physical mechanics of the table, shared by every rulebook: setting up a board from a
 * record, placing a card in the trick, taking one back, quitting a complete trick, whose turn
 * it is. No judgement here: the rulebook decides *whether* an act is regular and calls these.
 *
 * Throws only on a broken invariant (a card placed that is not in the hand, a trick of five).
 */

import { isVulnerability } from '../core/board.js';
import { type Card, type Suit, suitOf } from '../core/card.js';
import { add, type CardSet, hasSuit, size } from '../core/card-set.js';
import { err, InvariantError, invariant, type Result } from '../core/result.js';
import {
  type BySeat,
  LHO,
  PARTNER,
  rotation,
  SEAT_INDEX,
  SEATS,
  type Seat,
  SIDE_OF,
  type Side,
} from '../core/seat.js';
import type { Contract } from '../games/contract-bridge/call.js';
import { bridgeOrder, trumpOf } from '../games/contract-bridge/play.js';
import { beats, failsToFollow, type TrickOrder, type TrickPlay, trickWinner } from '../games/trick.js';
import { type AnyRecord, dealOf, type TablelawRecord } from './event.js';
import type { TableGame } from './game.js';
import { Irregularities } from './irregularities.js';
import type { Irregularity, Obligation, PenaltyCard, QuittedTrick, Refusal, TableState } from './state.js';
import { change, changeForPlay, changeIrregularities, NO_PART } from './state.js';

/**
 * Sets up the table for a record: the deal checked by the game's deal rules, then what the game
 * sets up itself (`game.start`: the auction or the making to come, or play in a contract given).
 */
export function startTable(record: AnyRecord, game: TableGame): Result<TableState, Refusal> {
  const deal = cachedDeal(record.board.deal, record.game);
  if (!deal.ok) return err({ kind: 'deal-invalid', at: -1, message: deal.error });
  const vulnerable = record.board.vulnerable ?? 'None';
  if (!isVulnerability(vulnerable))
    return err({ kind: 'board-invalid', at: -1, message: 'unknown vulnerability' });
  const hands = deal.value.hands;
  const base: TableState = {
    game: record.game,
    rulebook: record.rulebook,
    board: { number: record.board.number, dealer: record.board.dealer, vulnerable },
    phase: 'auction',
    auction: null,
    contract: null,
    declarer: null,
    dummy: null,
    trump: null,
    order: NO_TRUMP,
    dealt: hands,
    hands,
    totalTricks: size(hands.N),
    trick: null,
    tricks: [],
    turn: null,
    dummyFaced: false,
    penaltyCards: [],
    obligations: [],
    pending: null,
    irregularities: Irregularities.none,
    claim: null,
    claimed: { NS: 0, EW: 0 },
    leadDecision: -1,
    correction: null,
    result: null,
    part: NO_PART,
  };
  return game.start(record, base);
}

/** The order of tricks before a trump is fixed: by suit and rank, no trump. */
const NO_TRUMP = bridgeOrder(null);

const DEALS = new Map<
  string,
  { readonly game: TablelawRecord['game']; readonly deal: ReturnType<typeof dealOf> }
>();

/** Parsed deals are values: the last few are kept, so that replaying a board again is cheap. */
function cachedDeal(text: string, game: TablelawRecord['game']): ReturnType<typeof dealOf> {
  const known = DEALS.get(text);
  if (known !== undefined && known.game === game) return known.deal;
  const deal = dealOf(text, game);
  if (DEALS.size >= 64) DEALS.clear();
  DEALS.set(text, { game, deal });
  return deal;
}

/**
 * Play begins: declarer, dummy, trumps, and the opening lead due from declarer's LHO (Law 41A).
 * `obligations`: those that outlive the auction, when the judge lifts some as it ends (in the
 * same change of the state).
 */
export function withContract(
  state: TableState,
  contract: Contract,
  obligations: TableState['obligations'] = state.obligations,
): TableState {
  const trump = trumpOf(contract.strain);
  // Nine of the state's fields: built whole (the fields in `change`'s order), not assigned over a copy.
  const started: TableState = {
    game: state.game,
    rulebook: state.rulebook,
    board: state.board,
    phase: 'play',
    auction: state.auction !== null && state.auction.calls.length > 0 ? state.auction : null,
    contract,
    declarer: contract.declarer,
    dummy: PARTNER[contract.declarer],
    trump,
    order: bridgeOrder(trump),
    dealt: state.dealt,
    hands: state.hands,
    totalTricks: state.totalTricks,
    trick: state.trick,
    tricks: state.tricks,
    turn: LHO[contract.declarer],
    dummyFaced: state.dummyFaced,
    penaltyCards: state.penaltyCards,
    obligations,
    pending: state.pending,
    irregularities: state.irregularities,
    claim: state.claim,
    claimed: state.claimed,
    leadDecision: state.leadDecision,
    correction: state.correction,
    result: state.result,
    part: state.part,
  };
  return started;
}

/** How the table's tricks are won (the game sets it when play begins). */
export function orderOf(state: TableState): TrickOrder {
  return state.order;
}

/** The suit led to the trick in progress, or null when a lead is due. */
export function ledSuit(state: TableState): Suit | null {
  const trick = state.trick;
  if (trick === null) return null;
  // A plain loop: this is asked several times for every card played.
  const plays = trick.plays;
  for (let k = 0; k < plays.length; k++) {
    const p = plays[k] as TrickPlay;
    if (p.seat === trick.leader) return state.order.effectiveSuit(p.card);
  }
  return null;
}

/** The plays of a trick in rotation from its leader (the order the laws count them in). */
export function inRotation(leader: Seat, plays: readonly TrickPlay[]): TrickPlay[] {
  const out: TrickPlay[] = [];
  for (const seat of rotation(leader)) {
    const p = plays.find((x) => x.seat === seat);
    if (p !== undefined) out.push(p);
  }
  return out;
}

/**
 * The winner of a trick whose plays may be listed out of rotation: the leader's card sets the
 * suit led; among the others the order does not matter (no two cards tie).
 */
export function winnerOf(leader: Seat, plays: readonly TrickPlay[], order: TrickOrder): Seat {
  let best: TrickPlay | undefined;
  for (const p of plays) if (p.seat === leader) best = p;
  if (best === undefined) return trickWinner(plays, order);
  if (order.effectiveSuit === suitOf) {
    // A natural order (bridge): suits and ranks compared by character code, nothing called.
    const trump = order.trump === null ? -1 : order.trump.charCodeAt(0);
    let suit = best.card.charCodeAt(0);
    let rank = RANK_CODE[best.card.charCodeAt(1)] as number;
    for (const p of plays) {
      if (p === best) continue;
      const s = p.card.charCodeAt(0);
      const r = RANK_CODE[p.card.charCodeAt(1)] as number;
      if (s === suit ? r > rank : s === trump) {
        best = p;
        suit = s;
        rank = r;
      }
    }
    return best.seat;
  }
  for (const p of plays) if (p !== best && beats(p.card, best.card, order)) best = p;
  return best.seat;
}

/** The first seat in rotation from the leader that has not played to the trick. */
export function nextInTrick(leader: Seat, plays: readonly TrickPlay[]): Seat | null {
  let played = 0;
  for (let k = 0; k < plays.length; k++) played |= 1 << SEAT_INDEX[(plays[k] as TrickPlay).seat];
  const first = SEAT_INDEX[leader];
  for (let k = 0; k < 4; k++) {
    const i = (first + k) & 3;
    if ((played & (1 << i)) === 0) return SEATS[i] as Seat;
  }
  return null;
}

/** Whether a lead is due (no card in the trick in progress). */
export function leadDue(state: TableState): boolean {
  return state.trick === null || state.trick.plays.length === 0;
}

/** The 0-based index of the trick in progress (or of the next trick to be led). */
export function trickIndex(state: TableState): number {
  return state.tricks.length;
}

export function isDefender(state: TableState, seat: Seat): boolean {
  return state.declarer !== null && SIDE_OF[seat] !== SIDE_OF[state.declarer];
}

/** Who physically acts for a hand: declarer for dummy's, each other player for his own. */
export function controllerOf(state: TableState, seat: Seat): Seat {
  return seat === state.dummy ? (state.declarer ?? seat) : seat;
}

/** Whether playing `card` from `seat`'s hand now fails to follow suit (Law 44C, 61A); `led`: the suit led. */
export function wouldRevoke(
  state: TableState,
  seat: Seat,
  card: Card,
  led: Suit | null = ledSuit(state),
): boolean {
  if (led === null) return false;
  const order = orderOf(state);
  // Natural orders (bridge): a suit mask answers at once; other orders ask the trick module.
  if (order.effectiveSuit === suitOf) return suitOf(card) !== led && hasSuit(state.hands[seat], led);
  return failsToFollow(state.hands[seat], card, led, order);
}

/**
 * Places `card` from `seat`'s hand in the trick. If the trick is complete it is quitted: its
 * winner leads next. Otherwise the turn passes to the next seat in rotation that has not played.
 */
export function placeCard<S extends TableState>(state: S, seat: Seat, card: Card): S {
  // Messages are built only when an invariant breaks: this is the hottest path of replay, so
  // nothing is built here but the new hands, the plays and the state.
  const hand = state.hands[seat];
  if (!holds(hand, card)) throw new InvariantError(`${card} is not in ${seat}'s hand`);
  const hands = withHand(state.hands, seat, toggled(hand, card, false));
  const current = state.trick;
  const before = current === null ? NO_PLAYS : current.plays;
  const leader = before.length === 0 ? seat : (current as NonNullable<typeof current>).leader;
  const n = before.length;
  const plays: TrickPlay[] = new Array(n + 1);
  for (let k = 0; k < n; k++) {
    const p = before[k] as TrickPlay;
    if (p.seat === seat) throw new InvariantError(`${seat} has already played to this trick`);
    plays[k] = p;
  }
  plays[n] = { seat, card };
  const penaltyCards = withoutPenaltyCard(state.penaltyCards, card);
  if (n + 1 < 4)
    return changeForPlay(
      state,
      hands,
      penaltyCards,
      { leader, plays },
      state.tricks,
      nextInTrick(leader, plays),
    );
  const winner = winnerOf(leader, plays, orderOf(state));
  const tricks = [...state.tricks, { leader, plays, winner }];
  return changeForPlay(
    state,
    hands,
    penaltyCards,
    null,
    tricks,
    tricks.length >= state.totalTricks ? null : winner,
  );
}

const NO_PLAYS: readonly TrickPlay[] = [];

/** The penalty cards without `card` (the same list when it is not one: the usual case). */
function withoutPenaltyCard(list: TableState['penaltyCards'], card: Card): TableState['penaltyCards'] {
  for (let k = 0; k < list.length; k++)
    if ((list[k] as PenaltyCard).card === card) return list.filter((p) => p.card !== card);
  return list;
}

const SUIT_CODE = new Int8Array(128).fill(-1);
const RANK_CODE = new Int8Array(128).fill(-1);
'CDHS'.split('').forEach((c, i) => {
  SUIT_CODE[c.charCodeAt(0)] = i;
});
'23456789TJQKA'.split('').forEach((c, i) => {
  RANK_CODE[c.charCodeAt(0)] = i;
});

/** Whether a hand holds a card (hot path of replay: two table look-ups, no parsing). */
export function holds(hand: CardSet, card: Card): boolean {
  return (
    ((hand[SUIT_CODE[card.charCodeAt(0)] as 0 | 1 | 2 | 3] ?? 0) &
      (1 << (RANK_CODE[card.charCodeAt(1)] ?? 31))) !==
    0
  );
}

/** A hand without (`present` false) or with one card. */
function toggled(hand: CardSet, card: Card, present: boolean): CardSet {
  const s = SUIT_CODE[card.charCodeAt(0)] as number;
  const bit = 1 << (RANK_CODE[card.charCodeAt(1)] as number);
  const out: [number, number, number, number] = [hand[0], hand[1], hand[2], hand[3]];
  out[s as 0] = present ? hand[s as 0] | bit : hand[s as 0] & ~bit;
  return out;
}

/** The hands with one seat's hand replaced (one fixed shape: cheaper than a computed-key spread). */
export function withHand(hands: BySeat<CardSet>, seat: Seat, hand: CardSet): BySeat<CardSet> {
  return {
    N: seat === 'N' ? hand : hands.N,
    E: seat === 'E' ? hand : hands.E,
    S: seat === 'S' ? hand : hands.S,
    W: seat === 'W' ? hand : hands.W,
  };
}

/** Turns and quits a complete trick; its winner leads to the next. */
export function quitTrick<S extends TableState>(state: S): S {
  const trick = state.trick;
  invariant(trick !== null && trick.plays.length === 4, 'only a complete trick is quitted');
  const winner = winnerOf(trick.leader, trick.plays, orderOf(state));
  const quitted: QuittedTrick = { leader: trick.leader, plays: trick.plays, winner };
  const tricks = [...state.tricks, quitted];
  return change(state, { trick: null, tricks, turn: tricks.length >= state.totalTricks ? null : winner });
}

/** Takes `seat`'s card back from the trick in progress into his hand. */
export function takeBack<S extends TableState>(state: S, seat: Seat, card: Card): S {
  const trick = state.trick;
  invariant(
    trick?.plays.some((p) => p.seat === seat && p.card === card),
    `${card} is not in the trick`,
  );
  if (trick === null) return state;
  const plays = trick.plays.filter((p) => p.seat !== seat);
  const hands = withHand(state.hands, seat, toggled(state.hands[seat], card, true));
  if (plays.length === 0) return change(state, { hands, trick: null, turn: trick.leader });
  return change(state, {
    hands,
    trick: { leader: trick.leader, plays },
    turn: nextInTrick(trick.leader, plays),
  });
}

/**
 * Turns the last quitted trick back into the trick in progress (to correct a revoke on it,
 * Law 62); cards already played to the next trick go back to their hands.
 */
export function reopenLastTrick<S extends TableState>(state: S): S {
  const last = state.tricks[state.tricks.length - 1];
  invariant(last !== undefined, 'no trick to reopen');
  let hands = state.hands;
  for (const p of state.trick?.plays ?? []) hands = withHand(hands, p.seat, add(hands[p.seat], p.card));
  return change(state, {
    hands,
    tricks: state.tricks.slice(0, -1),
    trick: { leader: last.leader, plays: last.plays },
    turn: null,
  });
}

/** Tricks won in play by each side. */
export function tricksWon(state: TableState): { NS: number; EW: number } {
  let ns = 0;
  for (const t of state.tricks) if (SIDE_OF[t.winner] === 'NS') ns++;
  return { NS: ns, EW: state.tricks.length - ns };
}

/** Tricks a side won in play from trick `from` (0-based) on, plus those awarded by a claim. */
export function tricksFrom(state: TableState, side: Side, from: number): number {
  let n = state.claimed[side];
  for (let i = from; i < state.tricks.length; i++)
    if (SIDE_OF[(state.tricks[i] as QuittedTrick).winner] === side) n++;
  return n;
}

export function addIrregularity<S extends TableState>(state: S, irregularity: Irregularity): S {
  return changeIrregularities(state, state.irregularities.append(irregularity));
}

/** Replaces the irregularity committed by event `seq` (of that kind, when one act committed two). */
export function updateIrregularity<S extends TableState>(
  state: S,
  seq: number,
  update: (i: Irregularity) => Irregularity,
  kind?: Irregularity['kind'],
): S {
  const irregularities = state.irregularities.updatedAt(seq, update, kind);
  return irregularities === state.irregularities ? state : changeIrregularities(state, irregularities);
}

export function findIrregularity(state: TableState, seq: number): Irregularity | undefined {
  return state.irregularities.ofSeq(seq)[0];
}

/** Adds a penalty card; when a defender has two or more, all are major (Law 50B). */
export function addPenaltyCard<S extends TableState>(state: S, card: PenaltyCard): S {
  const list = [...state.penaltyCards.filter((p) => p.card !== card.card), card];
  const mine = list.filter((p) => p.seat === card.seat);
  const penaltyCards =
    mine.length >= 2 ? list.map((p) => (p.seat === card.seat && !p.major ? { ...p, major: true } : p)) : list;
  return change(state, { penaltyCards });
}

export function penaltyCardsOf(state: TableState, seat: Seat): PenaltyCard[] {
  return state.penaltyCards.filter((p) => p.seat === seat);
}

export function withObligations<S extends TableState>(state: S, obligations: readonly Obligation[]): S {
  return change(state, { obligations });
}

/** The suit of a card, for readability where laws speak of "the suit of the penalty card". */
export const suitOfCard = suitOf;

export const ALL_SEATS = SEATS;
