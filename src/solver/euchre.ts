/**
 * Euchre endings, solved exactly. A euchre hand has five tricks, so a full minimax search with
 * a memo of positions at trick starts is instant; the card order (bowers) is the game's own
 * `euchreOrder`. The question of law 49 — could the game have been saved or won? — is whether a
 * side could have taken a number of the remaining tricks against any play: `euchreCanReach`.
 *
 * A lone hand is played with the lone player's partner out (`out`): tricks then have three
 * cards. Returns `Result` for invalid endings; throws only on a broken invariant.
 */
import { type Card, cardIndex, type Suit } from '../core/card.js';
import { type CardSet, toCards } from '../core/card-set.js';
import { PACK_CARDS } from '../core/deck.js';
import { err, ok, type Result } from '../core/result.js';
import { type BySeat, bySeat, SEATS, type Seat, SIDE_OF, type Side, seatAfter } from '../core/seat.js';
import { euchreOrder } from '../games/euchre/pack-and-bowers.js';
import { beats, type TrickOrder, type TrickPlay } from '../games/trick.js';

export type EuchreEnding = {
  /** Cards still held; the seat that is out holds none. */
  readonly hands: BySeat<CardSet>;
  readonly trump: Suit;
  /** The seat that led (or leads) the current trick. */
  readonly leader: Seat;
  readonly trick?: readonly TrickPlay[];
  /** The partner of a lone player, who takes no part in the play. */
  readonly out?: Seat | null;
};

export type EuchreDefect =
  | { readonly kind: 'duplicate-card'; readonly card: Card; readonly seats: readonly Seat[] }
  | { readonly kind: 'card-not-in-pack'; readonly seat: Seat; readonly card: Card }
  | { readonly kind: 'unequal-hands'; readonly sizes: BySeat<number> }
  | { readonly kind: 'hand-too-long'; readonly seat: Seat; readonly size: number }
  | { readonly kind: 'out-seat-holds-cards'; readonly seat: Seat }
  | {
      readonly kind: 'trick-out-of-turn';
      readonly index: number;
      readonly seat: Seat;
      readonly expected: Seat;
    }
  | { readonly kind: 'seat-already-played'; readonly seat: Seat }
  | { readonly kind: 'no-cards' };

export type EuchreError = { readonly kind: 'ending-invalid'; readonly defects: readonly EuchreDefect[] };

export type EuchreSolution = {
  readonly toMove: Seat;
  readonly side: Side;
  /** Most tricks the side to move can take of those left (the current trick included). */
  readonly tricks: number;
  readonly tricksLeft: number;
  /** Every legal card with the tricks the side to move then takes, best first. */
  readonly cards: readonly { readonly card: Card; readonly tricks: number }[];
};

type State = {
  readonly hands: Card[][]; // by seat index N E S W
  readonly order: TrickOrder;
  readonly seats: readonly Seat[]; // active seats clockwise from N
  readonly memo: Map<string, number>;
};

/** Solves a euchre ending; see the module comment. */
export function solveEuchre(ending: EuchreEnding): Result<EuchreSolution, EuchreError> {
  const checked = checkEnding(ending);
  if (!checked.ok) return checked;
  const { state, trick, toMove, tricksLeft } = checked.value;
  const side = SIDE_OF[toMove];
  const cards = legal(state, toMove, trick)
    .map((card) => {
      const ns = afterPlay(state, trick, toMove, card);
      return { card, tricks: side === 'NS' ? ns : tricksLeft - ns };
    })
    .sort((a, b) => b.tricks - a.tricks);
  const tricks = cards[0]?.tricks ?? 0;
  return ok({ toMove, side, tricks, tricksLeft, cards });
}

/** Law 49's question: can `side` take at least `tricks` of the remaining tricks against any play? */
export function euchreCanReach(
  ending: EuchreEnding,
  side: Side,
  tricks: number,
): Result<boolean, EuchreError> {
  const solved = solveEuchre(ending);
  if (!solved.ok) return solved;
  const s = solved.value;
  const best = s.side === side ? s.tricks : s.tricksLeft - s.tricks;
  return ok(best >= tricks);
}

function checkEnding(
  ending: EuchreEnding,
): Result<{ state: State; trick: TrickPlay[]; toMove: Seat; tricksLeft: number }, EuchreError> {
  const defects: EuchreDefect[] = [];
  const out = ending.out ?? null;
  const seats = SEATS.filter((s) => s !== out);
  const trick = [...(ending.trick ?? [])];
  const holders = new Map<Card, Seat[]>();
  const pack = PACK_CARDS['32'];
  for (const seat of SEATS) {
    for (const card of toCards(ending.hands[seat])) {
      holders.set(card, [...(holders.get(card) ?? []), seat]);
      const i = cardIndex(card);
      if (((pack[(i / 13) | 0] as number) & (1 << (i % 13))) === 0)
        defects.push({ kind: 'card-not-in-pack', seat, card });
    }
  }
  for (const play of trick) holders.set(play.card, [...(holders.get(play.card) ?? []), play.seat]);
  for (const [card, where] of holders)
    if (where.length > 1) defects.push({ kind: 'duplicate-card', card, seats: where });
  if (out !== null && toCards(ending.hands[out]).length > 0)
    defects.push({ kind: 'out-seat-holds-cards', seat: out });
  let expected = ending.leader;
  trick.forEach((play, index) => {
    if (play.seat !== expected) {
      const again = trick.slice(0, index).some((p) => p.seat === play.seat);
      defects.push(
        again
          ? { kind: 'seat-already-played', seat: play.seat }
          : { kind: 'trick-out-of-turn', index, seat: play.seat, expected },
      );
    }
    expected = nextActive(expected, out);
  });
  const sizes = bySeat((s) => toCards(ending.hands[s]).length);
  for (const seat of SEATS)
    if (sizes[seat] > 5) defects.push({ kind: 'hand-too-long', seat, size: sizes[seat] });
  const played = new Set(trick.map((p) => p.seat));
  const waiting = seats.filter((s) => !played.has(s));
  const n = waiting.length > 0 ? sizes[waiting[0] as Seat] : 0;
  if (!seats.every((s) => sizes[s] === (played.has(s) ? n - 1 : n)))
    defects.push({ kind: 'unequal-hands', sizes });
  else if (n === 0) defects.push({ kind: 'no-cards' });
  if (trick.length >= seats.length && defects.length === 0)
    defects.push({ kind: 'seat-already-played', seat: expected });
  if (defects.length > 0) return err({ kind: 'ending-invalid', defects });
  const state: State = {
    hands: SEATS.map((s) => toCards(ending.hands[s])),
    order: euchreOrder(ending.trump),
    seats,
    memo: new Map(),
  };
  return ok({ state, trick, toMove: expected, tricksLeft: n });
}

function nextActive(seat: Seat, out: Seat | null): Seat {
  const next = seatAfter(seat, 1);
  return next === out ? seatAfter(next, 1) : next;
}

function handOf(state: State, seat: Seat): Card[] {
  return state.hands[SEATS.indexOf(seat)] as Card[];
}

function legal(state: State, seat: Seat, trick: readonly TrickPlay[]): Card[] {
  const hand = handOf(state, seat);
  const lead = trick[0];
  if (lead === undefined) return [...hand];
  const led = state.order.effectiveSuit(lead.card);
  const follow = hand.filter((c) => state.order.effectiveSuit(c) === led);
  return follow.length > 0 ? follow : [...hand];
}

/** North-South's tricks from the position after `seat` plays `card` (the current trick counted). */
function afterPlay(state: State, trick: readonly TrickPlay[], seat: Seat, card: Card): number {
  const hand = handOf(state, seat);
  const at = hand.indexOf(card);
  hand.splice(at, 1);
  const plays = [...trick, { seat, card }];
  let ns: number;
  if (plays.length === state.seats.length) {
    let best = plays[0] as TrickPlay;
    for (const p of plays.slice(1)) if (beats(p.card, best.card, state.order)) best = p;
    ns = (SIDE_OF[best.seat] === 'NS' ? 1 : 0) + trickStart(state, best.seat);
  } else {
    ns = midTrick(state, plays, nextActive(seat, SEATS.find((s) => !state.seats.includes(s)) ?? null));
  }
  hand.splice(at, 0, card);
  return ns;
}

function midTrick(state: State, trick: readonly TrickPlay[], seat: Seat): number {
  const maximise = SIDE_OF[seat] === 'NS';
  let best = maximise ? -1 : Number.POSITIVE_INFINITY;
  for (const card of legal(state, seat, trick)) {
    const v = afterPlay(state, trick, seat, card);
    if (maximise ? v > best : v < best) best = v;
  }
  return best;
}

function trickStart(state: State, leader: Seat): number {
  if (handOf(state, leader).length === 0) return 0;
  const key = `${leader}|${state.hands.map((h) => [...h].sort().join('')).join('/')}`;
  const known = state.memo.get(key);
  if (known !== undefined) return known;
  const v = midTrick(state, [], leader);
  state.memo.set(key, v);
  return v;
}
