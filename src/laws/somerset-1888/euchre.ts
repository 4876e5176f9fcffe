/**
 * The physical mechanics of a euchre table, beside the shared ones of mechanics.ts: play begins
 * once the trump is made (the dealer holding the trump card he took up, the lone player's partner
 * laying his hand face down, law 101), a card is placed in a trick of four — or of three when a
 * lone hand is played — and the turn passes over the hand that sits out. Also who is expected to
 * act next, and the duties the judgement lists. No judgement here: src/laws/somerset-1888 decides
 * whether an act is regular and calls these.
 *
 * Pure; throws only on a broken invariant.
 */
import type { Card } from '../../core/card.js';
import { add, remove } from '../../core/card-set.js';
import { InvariantError } from '../../core/result.js';
import { PARTNER, rotation, type Seat } from '../../core/seat.js';
import { eldestHand } from '../../games/euchre/deal.js';
import type { EuchreHandState } from '../../games/euchre/hand.js';
import { euchreOrder } from '../../games/euchre/pack-and-bowers.js';
import type { TrickPlay } from '../../games/trick.js';
import type { Actor } from '../../table/event.js';
import type { JudgedObligation } from '../../table/judgement.js';
import { holds, winnerOf, withHand } from '../../table/mechanics.js';
import { change, type TableState } from '../../table/state.js';
import type { EuchreTable } from './euchre-start.js';

/** The euchre part of a state; a euchre table always has one. */
export function euchreOf(state: TableState): EuchreTable {
  const e = state.part.euchre;
  if (e === undefined) throw new InvariantError('not a euchre table');
  return e;
}

/** A state with some fields of its euchre part changed. */
export function withEuchre(
  state: TableState,
  c: Partial<EuchreTable>,
  s: Partial<TableState> = {},
): TableState {
  return change(state, { ...s, part: { euchre: { ...euchreOf(state), ...c } } });
}

/** Whether a seat takes part in the play (all but the lone player's partner, law 101). */
export function isActive(state: TableState, seat: Seat): boolean {
  return state.part.euchre?.sittingOut !== seat;
}

/** Cards to a trick: four, three when a lone hand is played. */
export function trickSize(state: TableState): number {
  return state.part.euchre?.sittingOut == null ? 4 : 3;
}

/** The first active seat in rotation from the leader that has not played to the trick. */
export function nextActive(state: TableState, leader: Seat, plays: readonly TrickPlay[]): Seat | null {
  for (const seat of rotation(leader))
    if (isActive(state, seat) && !plays.some((p) => p.seat === seat)) return seat;
  return null;
}

/** The first leader: the eldest hand, or the next player when the eldest sits out (law 89). */
export function firstLeader(state: TableState): Seat {
  const eldest = eldestHand(state.board.dealer);
  return rotation(eldest).find((seat) => isActive(state, seat)) ?? eldest;
}

/**
 * The trump is made: play begins. The lone player's partner sits out; the dealer, if the turned
 * card was made trumps and he plays, counts it among his cards and owes a discard (law 86).
 */
export function beginPlay(state: TableState, making: EuchreHandState, lone: Seat | null): TableState {
  const e = euchreOf(state);
  const sittingOut = lone === null ? null : PARTNER[lone];
  const dealer = state.board.dealer;
  const takesUp = making.upcardPlace === 'taken-up' && sittingOut !== dealer;
  const hands =
    takesUp && !holds(state.hands[dealer], e.upcard)
      ? withHand(state.hands, dealer, add(state.hands[dealer], e.upcard))
      : state.hands;
  const next = withEuchre(
    state,
    { making, lone, sittingOut, discardDue: takesUp && e.discard === null },
    {
      phase: 'play',
      trump: making.trump,
      order: making.trump === null ? state.order : euchreOrder(making.trump),
      hands,
    },
  );
  return change(next, { turn: firstLeader(next) });
}

/** Places `seat`'s card in the trick; a complete trick (four, or three in a lone hand) is won and quitted. */
export function placeEuchreCard(state: TableState, seat: Seat, card: Card): TableState {
  if (!holds(state.hands[seat], card)) throw new InvariantError(`${card} is not in ${seat}'s hand`);
  const e = euchreOf(state);
  const hands = withHand(state.hands, seat, remove(state.hands[seat], card));
  const trick =
    state.trick === null || state.trick.plays.length === 0 ? { leader: seat, plays: [] } : state.trick;
  if (trick.plays.some((p) => p.seat === seat))
    throw new InvariantError(`${seat} has already played to this trick`);
  const plays = [...trick.plays, { seat, card }];
  const exposed = e.exposed.some((x) => x.card === card)
    ? e.exposed.filter((x) => x.card !== card)
    : e.exposed;
  const part = exposed === e.exposed ? state.part : { euchre: { ...e, exposed } };
  if (plays.filter((p) => isActive(state, p.seat)).length < trickSize(state))
    return change(state, {
      hands,
      part,
      trick: { leader: trick.leader, plays },
      turn: nextActive(state, trick.leader, plays),
    });
  const winner = winnerOf(trick.leader, plays, state.order);
  const tricks = [...state.tricks, { leader: trick.leader, plays, winner }];
  return change(state, {
    hands,
    part,
    trick: null,
    tricks,
    turn: tricks.length >= state.totalTricks ? null : winner,
  });
}

/** Takes `seat`'s card back from the trick in progress into his hand. */
export function takeBackCard(state: TableState, seat: Seat, card: Card): TableState {
  const trick = state.trick;
  if (trick === null || !trick.plays.some((p) => p.seat === seat && p.card === card))
    throw new InvariantError(`${card} is not in the trick`);
  const plays = trick.plays.filter((p) => !(p.seat === seat && p.card === card));
  const hands = withHand(state.hands, seat, add(state.hands[seat], card));
  if (plays.length === 0) return change(state, { hands, trick: null, turn: trick.leader });
  return change(state, { hands, trick: { leader: trick.leader, plays } });
}

/** Who is expected to act next at a euchre table (the judgement's `next`), or null to fall back. */
export function euchreNext(
  state: TableState,
): { readonly seat: Actor; readonly acts: readonly string[] } | null {
  const e = state.part.euchre;
  if (e === undefined || state.phase === 'ended') return null;
  if (state.phase === 'auction') {
    const seat = e.making.toCall;
    return seat === null ? null : { seat, acts: ['call'] };
  }
  if (e.discardDue && state.tricks.length === 0 && (state.trick === null || state.trick.plays.length === 0))
    return { seat: state.board.dealer, acts: ['discard'] };
  return null;
}

/** The exposed cards and duties of a euchre table, as the judgement lists obligations. */
export function euchreObligations(state: TableState): JudgedObligation[] {
  const e = state.part.euchre;
  if (e === undefined) return [];
  const out: JudgedObligation[] = e.exposed.map((x) => ({
    seat: x.seat,
    kind: 'exposed-card',
    card: x.card,
    laws: x.laws,
  }));
  for (const d of e.duties)
    out.push({
      seat: d.seat,
      kind: d.kind,
      ...(d.card === undefined ? {} : { card: d.card }),
      ...(d.suit === undefined ? {} : { suit: d.suit }),
      laws: d.laws,
    });
  for (const c of e.suitCalls) out.push({ seat: c.side, kind: 'suit-liable-to-be-called', laws: c.laws });
  return out;
}
