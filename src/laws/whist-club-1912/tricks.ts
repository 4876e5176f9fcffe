/**
 * Tricks with too few or too many cards under the Whist Club code of 1912 (public domain):
 *
 * - Law 81: "If any one, not being dummy, omit playing to a trick and such error is not corrected
 *   until he has played to the next, the adversaries or either of them may claim a new deal;
 *   should either decide that the deal is to stand, the surplus card at the end of the hand is
 *   considered to have been played to the imperfect trick, but does not constitute a revoke
 *   therein."
 * - Law 82: "When any one, except dummy, plays two or more cards to the same trick and the mistake
 *   is not corrected, he is answerable for any consequent revokes he may have made. When during
 *   the play the error is detected, the tricks may be counted face downward, to see if any contain
 *   more than four cards; should this be the case, the trick which contains a surplus card or cards
 *   may be examined and the card or cards restored to the original holder, who (not being dummy)
 *   shall be liable for any revoke he may meanwhile have made."
 *
 * The table turns and quits a trick of fewer than four cards when a `quit-trick` says so; a card
 * played to a trick by a hand that already played to it lies in the trick as a surplus card,
 * outside the four that decide it. Pure functions over the state.
 */
import type { Card } from '../../core/card.js';
import { add, remove, size, toCards } from '../../core/card-set.js';
import { SEATS, type Seat } from '../../core/seat.js';
import {
  addIrregularity,
  holds,
  orderOf,
  trickIndex,
  updateIrregularity,
  winnerOf,
  withHand,
} from '../../table/mechanics.js';
import { change, type TableState } from '../../table/state.js';
import { auctionBridgeOf, type SurplusCard, withAuctionBridge } from './auction-bridge.js';
import { decision } from './decision.js';

/** Turns and quits the trick in progress with fewer than four cards; its winner leads next. */
export function quitImperfectTrick(state: TableState): TableState {
  const trick = state.trick;
  if (trick === null || trick.plays.length === 0 || trick.plays.length >= 4) return state;
  const winner = winnerOf(trick.leader, trick.plays, orderOf(state));
  const tricks = [...state.tricks, { leader: trick.leader, plays: trick.plays, winner }];
  const missing = SEATS.filter((seat) => !trick.plays.some((p) => p.seat === seat));
  const part = auctionBridgeOf(state);
  return change(state, {
    trick: null,
    tricks,
    turn: tricks.length >= state.totalTricks ? null : winner,
    part: {
      auctionBridge: { ...part, imperfect: [...part.imperfect, { trick: state.tricks.length, missing }] },
    },
  });
}

/** Adds `seat`'s `card` to quitted trick `index`, which lacked his card; its winner is found again. */
function completeTrick(state: TableState, index: number, seat: Seat, card: Card): TableState {
  const old = state.tricks[index];
  if (old === undefined || !holds(state.hands[seat], card)) return state;
  const plays = [...old.plays, { seat, card }];
  const winner = winnerOf(old.leader, plays, orderOf(state));
  const tricks = state.tricks.map((t, i) => (i === index ? { leader: old.leader, plays, winner } : t));
  const part = auctionBridgeOf(state);
  const imperfect = part.imperfect
    .map((x) => (x.trick === index ? { ...x, missing: x.missing.filter((m) => m !== seat) } : x))
    .filter((x) => x.missing.length > 0);
  return change(state, {
    hands: withHand(state.hands, seat, remove(state.hands[seat], card)),
    tricks,
    part: { auctionBridge: { ...part, imperfect } },
  });
}

/** Whether `seat` omitted to play to quitted trick `index`, and has not yet been judged for it. */
export function omittedFrom(state: TableState, seat: Seat, index: number): boolean {
  const entry = auctionBridgeOf(state).imperfect.find((x) => x.trick === index);
  return entry?.missing.includes(seat) ?? false;
}

/** Law 81: the omission corrected "until he has played to the next": his card joins the trick. */
export function correctOmission(
  state: TableState,
  seat: Seat,
  card: Card,
  index: number,
  seq: number,
): TableState {
  const next = completeTrick(state, index, seat, card);
  return addIrregularity(next, {
    seq,
    kind: 'card-omitted',
    offender: seat,
    status: 'corrected',
    laws: ['Law 81'],
    trick: index,
  });
}

/**
 * Law 81: `seat` has played to a later trick without having played to an imperfect one. Against
 * any one but dummy, his adversaries may claim a new deal (the declarer, when an adversary
 * omitted; either adversary, when the declarer did).
 */
export function omissionFound(state: TableState, seat: Seat, seq: number): TableState {
  const part = auctionBridgeOf(state);
  const current = trickIndex(state);
  const known = new Set(
    state.irregularities
      .ofKind('card-omitted')
      .filter((i) => i.offender === seat)
      .map((i) => i.trick),
  );
  let next = state;
  for (const entry of part.imperfect) {
    if (!entry.missing.includes(seat) || entry.trick >= current || known.has(entry.trick)) continue;
    if (
      state.trick !== null &&
      !state.trick.plays.some((p) => p.seat === seat) &&
      entry.trick === current - 1
    )
      continue;
    const dummy = seat === state.dummy;
    next = addIrregularity(next, {
      seq,
      kind: 'card-omitted',
      offender: seat,
      status: dummy || next.pending !== null ? 'no-rectification' : 'pending',
      laws: ['Law 81'],
      trick: entry.trick,
    });
    if (dummy || next.pending !== null) continue;
    // 81: the adversaries of the side that omitted the card choose (decision.ts).
    next = change(next, { pending: decision(next, '81', { about: seq, offender: seat }) });
  }
  return next;
}

/**
 * Law 81 at the end of the hand, the deal standing: "the surplus card … is considered to have been
 * played to the imperfect trick, but does not constitute a revoke therein" (its winner found again).
 */
export function surplusToImperfectTricks(state: TableState): TableState {
  if (state.tricks.length < state.totalTricks) return state;
  let next = state;
  for (const entry of auctionBridgeOf(state).imperfect)
    for (const seat of entry.missing) {
      const hand = next.hands[seat];
      if (size(hand) === 0) continue;
      const card = toCards(hand)[0];
      if (card !== undefined) next = completeTrick(next, entry.trick, seat, card);
    }
  return next;
}

/** Law 82: a second card played by the same hand to the trick in progress lies in it as a surplus card. */
export function playSurplus(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const part = auctionBridgeOf(state);
  const surplus: SurplusCard = { seq, seat, card, trick: trickIndex(state) };
  const next = withAuctionBridge(
    change(state, { hands: withHand(state.hands, seat, remove(state.hands[seat], card)) }),
    { surplus: [...part.surplus, surplus] },
  );
  return addIrregularity(next, {
    seq,
    kind: 'surplus-card',
    offender: seat,
    status: 'latent',
    laws: ['Law 82'],
    trick: surplus.trick,
    card,
  });
}

/**
 * Law 82: the error detected, the surplus cards are restored to their holders. Corrected before
 * its trick is quitted, there is no more to it; later, the holder (not being dummy) "shall be liable
 * for any revoke he may meanwhile have made": every trick since whose suit led was the surplus
 * card's and to which he played another suit is a revoke (established if he played on after it).
 */
export function restoreSurplus(state: TableState, only?: Seat): TableState {
  const part = auctionBridgeOf(state);
  let next = withAuctionBridge(state, {
    surplus: part.surplus.filter((x) => only !== undefined && x.seat !== only),
  });
  const current = trickIndex(state);
  for (const x of part.surplus) {
    if (only !== undefined && x.seat !== only) continue;
    const hands = withHand(next.hands, x.seat, add(next.hands[x.seat], x.card));
    const corrected = x.trick === current && state.trick !== null;
    next = updateIrregularity(
      change(next, { hands }),
      x.seq,
      (i) => ({ ...i, status: corrected ? 'corrected' : 'rectified' }),
      'surplus-card',
    );
    if (corrected || x.seat === state.dummy) continue;
    const order = orderOf(state);
    const tricks = [
      ...state.tricks.map((t) => ({ ...t, done: true })),
      ...(state.trick === null ? [] : [{ ...state.trick, done: false }]),
    ];
    tricks.forEach((t, index) => {
      if (index <= x.trick) return;
      const lead = t.plays.find((p) => p.seat === t.leader);
      const own = t.plays.find((p) => p.seat === x.seat);
      if (lead === undefined || own === undefined || own === lead) return;
      const led = order.effectiveSuit(lead.card);
      if (order.effectiveSuit(x.card) !== led || order.effectiveSuit(own.card) === led) return;
      next = addIrregularity(next, {
        seq: x.seq,
        kind: 'revoke',
        offender: x.seat,
        status: t.done ? 'established' : 'latent',
        laws: ['Law 82', 'Law 83'],
        trick: index,
        card: own.card,
        suit: led,
      });
    });
  }
  return next;
}
