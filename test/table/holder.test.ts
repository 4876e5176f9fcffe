/**
 * The invariant behind `expose` with `holder`: a seat exposes only its own cards, unless its
 * code lets an act name a card of another hand (Auction Bridge, Law 68 4th: a card named as held
 * by partner). Anything else is physically impossible and refused before any hand is looked at —
 * with the same refusal whether or not the hand named holds the card (the refusal tells nothing
 * of a hidden hand).
 */
import { describe, expect, test } from 'vitest';
import type { Card } from '../../src/core/card.js';
import type { Seat } from '../../src/core/seat.js';
import type { Exposure } from '../../src/table/event.js';
import { Board } from '../laws/given.js';
import { Hand } from '../laws/somerset-1888/given.js';
import { AuctionBoard } from '../laws/whist-club-1912/given.js';

/** The refusal with the card's name taken out: what it says of the hand named. */
const shape = (r: { kind: string; message: string }, card: Card) => ({
  kind: r.kind,
  message: r.message.replaceAll(card, '<card>'),
});

const expose = (seat: Seat, card: Card, how: Exposure, holder: Seat) =>
  ({ type: 'expose', seat, card, how, holder }) as const;

describe('Law 49 — only a card of his own hand becomes a player’s penalty card (WBF: a card of another hand is not exposed by this act)', () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const) {
    test(`${code}: North "exposes" South's card: refused, the same whether South holds it or not`, () => {
      // South holds ST; East holds SA.
      const held = new Board()
        .under(code)
        .plays('S:C4')
        .add(expose('N', 'ST', 'seen-by-partner', 'S'));
      const notHeld = new Board()
        .under(code)
        .plays('S:C4')
        .add(expose('N', 'SA', 'seen-by-partner', 'S'));
      expect(held.refusal().kind).toBe('not-own-card');
      expect(shape(held.refusal(), 'ST')).toEqual(shape(notHeld.refusal(), 'SA'));
      expect(held.refusal().at).toBe(1);
    });
    test(`${code}: every exposure and every other hand is refused alike`, () => {
      const how: readonly Exposure[] = ['dropped', 'seen-by-partner', 'named', 'held-as-played'];
      for (const h of how)
        for (const holder of ['E', 'S', 'W'] as const) {
          const r = new Board()
            .under(code)
            .plays('S:C4')
            .add(expose('N', 'SA', h, holder))
            .refusal();
          expect(r.kind).toBe('not-own-card');
        }
    });
    test(`${code}: West drops East's card (the variant that made a later act throw): refused`, () => {
      // Before: the card was recorded as West's penalty card; a later act then threw.
      const b = new Board()
        .under(code)
        .plays('S:C4')
        .add(expose('W', 'SA', 'dropped', 'E'));
      expect(b.refusal().kind).toBe('not-own-card');
    });
    test(`${code}: holder the seat itself is the seat's own card`, () => {
      const j = new Board()
        .under(code)
        .plays('S:C4')
        .add(expose('N', 'HA', 'dropped', 'N'))
        .judge();
      expect(j.irregularities[0]).toMatchObject({ kind: 'exposed-card', offender: 'N' });
    });
  }
});

describe('Law 68 4th — whist-club-1912: only a card named may be of another hand', () => {
  test("a card of South's dropped by North: refused alike whether South holds it or not", () => {
    const held = new AuctionBoard().plays('S:C4 W:C6').add(expose('N', 'SK', 'dropped', 'S'));
    const notHeld = new AuctionBoard().plays('S:C4 W:C6').add(expose('N', 'SA', 'dropped', 'S'));
    expect(held.refusal().kind).toBe('not-own-card');
    expect(shape(held.refusal(), 'SK')).toEqual(shape(notHeld.refusal(), 'SA'));
  });
  test("North names South's SK: the exposed card is South's (the holder's)", () => {
    const s = new AuctionBoard().plays('S:C4 W:C6').add(expose('N', 'SK', 'named', 'S')).state;
    expect(s.penaltyCards.map((p) => [p.seat, p.card])).toEqual([['S', 'SK']]);
  });
});

describe('Law 46 — somerset-1888: a card exposed is the exposer’s own', () => {
  test("East shows West's card: refused alike whether West holds it or not", () => {
    const held = new Hand().add(expose('E', 'DJ', 'dropped', 'W'));
    const notHeld = new Hand().add(expose('E', 'SA', 'dropped', 'W'));
    expect(held.refusal().kind).toBe('not-own-card');
    expect(shape(held.refusal(), 'DJ')).toEqual(shape(notHeld.refusal(), 'SA'));
    expect(new Hand().add(expose('E', 'SA', 'named', 'W')).refusal().kind).toBe('not-own-card');
  });
});
