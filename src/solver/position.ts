/**
 * Positions the double-dummy solver accepts: the cards still held by each hand, the strain, the
 * seat that led the current trick and the cards already played to it (a full deal before the
 * opening lead is the position with an empty trick and thirteen cards a hand).
 *
 * `validatePosition` lists every defect of a position as data; nothing here throws on input.
 */
import { type Card, cardIndex, SUITS, type Suit } from '../core/card.js';
import { type CardSet, size } from '../core/card-set.js';
import { err, ok, type Result } from '../core/result.js';
import { type BySeat, bySeat, SEAT_INDEX, SEATS, type Seat, seatAfter } from '../core/seat.js';
import type { Strain } from '../games/contract-bridge/call.js';
import type { TrickPlay } from '../games/trick.js';
import { type Engine, NO_TRUMP } from './engine.js';

export type Position = {
  /** Cards still held (not counting the cards already played to the current trick). */
  readonly hands: BySeat<CardSet>;
  readonly strain: Strain;
  /** The seat that led the current trick, or is to lead when no card of it has been played. */
  readonly leader: Seat;
  /** Cards played to the current trick so far, in order, the leader's first (at most three). */
  readonly trick?: readonly TrickPlay[];
};

export type PositionDefect =
  | { readonly kind: 'duplicate-card'; readonly card: Card; readonly seats: readonly Seat[] }
  | { readonly kind: 'unequal-hands'; readonly sizes: BySeat<number>; readonly played: readonly Seat[] }
  | { readonly kind: 'hand-too-long'; readonly seat: Seat; readonly size: number }
  | { readonly kind: 'no-cards' }
  | { readonly kind: 'trick-too-long'; readonly plays: number }
  | {
      readonly kind: 'trick-out-of-turn';
      readonly index: number;
      readonly seat: Seat;
      readonly expected: Seat;
    }
  | { readonly kind: 'seat-already-played'; readonly seat: Seat };

export type PositionError = {
  readonly kind: 'position-invalid';
  readonly defects: readonly PositionDefect[];
};

/** A checked position, with what the solver needs to know about it. */
export type CheckedPosition = Position & {
  readonly trick: readonly TrickPlay[];
  /** The seat to play next. */
  readonly toMove: Seat;
  /** Tricks still to be completed, the current one included. */
  readonly tricksLeft: number;
};

/** Checks a position: no card twice, equal hands (one fewer for seats that have played). */
export function validatePosition(position: Position): Result<CheckedPosition, PositionError> {
  const defects: PositionDefect[] = [];
  const trick = position.trick ?? [];
  if (trick.length > 3) defects.push({ kind: 'trick-too-long', plays: trick.length });
  trick.forEach((play, index) => {
    const expected = seatAfter(position.leader, index);
    if (play.seat !== expected) {
      const earlier = trick.slice(0, index).some((p) => p.seat === play.seat);
      defects.push(
        earlier
          ? { kind: 'seat-already-played', seat: play.seat }
          : { kind: 'trick-out-of-turn', index, seat: play.seat, expected },
      );
    }
  });
  const holders = new Map<Card, Seat[]>();
  const note = (card: Card, seat: Seat) => {
    const seats = holders.get(card) ?? [];
    seats.push(seat);
    holders.set(card, seats);
  };
  for (const seat of SEATS) {
    const hand = position.hands[seat];
    for (let s = 0; s < 4; s++) {
      const mask = hand[s] as number;
      for (let r = 0; r < 13; r++)
        if (mask & (1 << r)) note(`${SUITS[s] as Suit}${rankChar(r)}` as Card, seat);
    }
  }
  for (const play of trick) note(play.card, play.seat);
  for (const [card, seats] of holders)
    if (seats.length > 1) defects.push({ kind: 'duplicate-card', card, seats });
  const sizes = bySeat((s) => size(position.hands[s]));
  const played = trick.slice(0, 3).map((p) => p.seat);
  for (const seat of SEATS)
    if (sizes[seat] > 13) defects.push({ kind: 'hand-too-long', seat, size: sizes[seat] });
  const waiting = SEATS.filter((s) => !played.includes(s));
  const n = waiting.length > 0 ? sizes[waiting[0] as Seat] : 0;
  const equal = SEATS.every((s) => sizes[s] === (played.includes(s) ? n - 1 : n));
  if (!equal) {
    // A leader (with nothing yet played) whose hand is one card short has already played.
    const short = SEATS.filter((s) => sizes[s] === n - 1 && !played.includes(s));
    if (trick.length === 0 && short.length === 1 && short[0] === position.leader)
      defects.push({ kind: 'seat-already-played', seat: position.leader });
    else defects.push({ kind: 'unequal-hands', sizes, played });
  } else if (n === 0) {
    defects.push({ kind: 'no-cards' });
  }
  if (defects.length > 0) return err({ kind: 'position-invalid', defects });
  return ok({
    ...position,
    trick,
    toMove: seatAfter(position.leader, trick.length),
    tricksLeft: n,
  });
}

const RANK_CHARS = '23456789TJQKA';
function rankChar(r: number): string {
  return RANK_CHARS[r] as string;
}

export function strainToTrump(strain: Strain): number {
  return strain === 'NT' ? NO_TRUMP : SUITS.indexOf(strain);
}

/** Puts a checked position into an engine (keeping its transposition table). */
export function loadPosition(engine: Engine, position: CheckedPosition): void {
  const trump = strainToTrump(position.strain);
  if (engine.trump !== trump) engine.table.clear();
  engine.trump = trump;
  for (const seat of SEATS) {
    const hand = position.hands[seat];
    const i = SEAT_INDEX[seat] * 4;
    for (let s = 0; s < 4; s++) engine.hand[i + s] = hand[s] as number;
  }
  for (let s = 0; s < 4; s++) {
    let m = 0;
    for (let i = 0; i < 4; i++) m |= engine.hand[i * 4 + s] as number;
    engine.present[s] = m;
  }
  engine.leader = SEAT_INDEX[position.leader];
  engine.played = 0;
  engine.closed = 0;
  engine.depth = 0;
  engine.nsWon = 0;
  engine.tricksLeft = position.tricksLeft;
  for (const play of position.trick) {
    const index = cardIndex(play.card);
    const s = (index / 13) | 0;
    const r = index % 13;
    engine.present[s] = (engine.present[s] as number) | (1 << r);
    engine.trickSuit[engine.played] = s;
    engine.trickRank[engine.played] = r;
    engine.played++;
  }
}
