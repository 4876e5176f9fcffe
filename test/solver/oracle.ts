/**
 * A plain minimax over small positions, written for clarity rather than speed: the reference the
 * solver's fast search is checked against in property tests.
 */
import { type Card, SUITS, type Suit } from '../../src/core/card.js';
import { type CardSet, fromCards, toCards } from '../../src/core/card-set.js';
import { type BySeat, SEATS, type Seat, SIDE_OF, seatAfter } from '../../src/core/seat.js';
import type { Strain } from '../../src/games/contract-bridge/call.js';
import { legalCards, naturalOrder, type TrickPlay, trickWinner } from '../../src/games/trick.js';

/** Most tricks North-South take from the position (the current trick counted). */
export function oracleNs(
  hands: BySeat<CardSet>,
  strain: Strain,
  leader: Seat,
  trick: readonly TrickPlay[] = [],
): number {
  const order = naturalOrder(strain === 'NT' ? null : (strain as Suit));
  const held = new Map<Seat, Card[]>(SEATS.map((s) => [s, toCards(hands[s])]));
  const memo = new Map<string, number>();
  const go = (lead: Seat, plays: readonly TrickPlay[]): number => {
    if (plays.length === 4) {
      const winner = trickWinner(plays, order);
      return (SIDE_OF[winner] === 'NS' ? 1 : 0) + go(winner, []);
    }
    const seat = seatAfter(lead, plays.length);
    const hand = held.get(seat) ?? [];
    if (hand.length === 0) return 0;
    const key =
      plays.length === 0 ? `${lead}:${SEATS.map((s) => (held.get(s) ?? []).join('')).join('/')}` : '';
    if (key !== '') {
      const known = memo.get(key);
      if (known !== undefined) return known;
    }
    const first = plays[0];
    const led = first === undefined ? null : order.effectiveSuit(first.card);
    const maximise = SIDE_OF[seat] === 'NS';
    let best = maximise ? -1 : 99;
    for (const card of legalCards(fromCards(hand), led, order)) {
      held.set(
        seat,
        hand.filter((c) => c !== card),
      );
      const v = go(lead, [...plays, { seat, card }]);
      held.set(seat, hand);
      best = maximise ? Math.max(best, v) : Math.min(best, v);
    }
    if (key !== '') memo.set(key, best);
    return best;
  };
  return go(leader, trick);
}

export const ALL_SUITS: readonly Suit[] = SUITS;
