/**
 * Law 87, fouled boards found rather than guessed: a table whose cards as dealt differ from the
 * board's hand record played another board. Law 87A: the board is fouled when contestants who
 * should have compared scores did not play it in the same form; Law 87B: the director divides
 * the scores into groups, one per form of the board, and each group is scored on its own.
 *
 * A result whose table's deal is unknown is taken to have played the hand record.
 */
import type { Card } from '../core/card.js';
import { toCards } from '../core/card-set.js';
import { type Deal, dealFromPbn } from '../core/deal.js';
import { SEATS, type Seat } from '../core/seat.js';
import type { BoardResults } from './results.js';

/** A card in another hand than the hand record's. */
export type MovedCard = { readonly card: Card; readonly from: Seat; readonly to: Seat };

export type FouledGroup = {
  /** 0: the board as in the hand record; 1, 2, …: each other form, in order of first appearance. */
  readonly group: number;
  /** How this form differs from the hand record (empty for group 0). */
  readonly moved: readonly MovedCard[];
  /** Indices into the board's results. */
  readonly results: readonly number[];
};

/**
 * The groups of a board's results by the form of the board played, or null when every table
 * played one form (or the director has found it not fouled, or the hand record is unknown).
 */
export function fouledGroups(board: BoardResults): FouledGroup[] | null {
  if (board.fouled === false || board.deal === null) return null;
  const record = dealFromPbn(board.deal);
  if (!record.ok) return null;
  const groups: { key: string; moved: MovedCard[]; results: number[] }[] = [
    { key: keyOf(record.value), moved: [], results: [] },
  ];
  board.results.forEach((r, i) => {
    const dealt = r.deal === null ? record : dealFromPbn(r.deal);
    const deal = dealt.ok ? dealt.value : record.value;
    const key = keyOf(deal);
    const found = groups.find((g) => g.key === key);
    if (found) found.results.push(i);
    else groups.push({ key, moved: movedCards(record.value, deal), results: [i] });
  });
  if (groups.length === 1) return null;
  return groups
    .filter((g, i) => i === 0 || g.results.length > 0)
    .map((g, i) => ({ group: i, moved: g.moved, results: g.results }));
}

function keyOf(deal: Deal): string {
  return SEATS.map((s) => toCards(deal.hands[s]).join(',')).join('|');
}

/** The cards whose hand differs between the hand record and the deal played. */
export function movedCards(record: Deal, played: Deal): MovedCard[] {
  const holder = new Map<Card, Seat>();
  for (const s of SEATS) for (const c of toCards(record.hands[s])) holder.set(c, s);
  const out: MovedCard[] = [];
  for (const to of SEATS)
    for (const card of toCards(played.hands[to])) {
      const from = holder.get(card);
      if (from !== undefined && from !== to) out.push({ card, from, to });
    }
  return out;
}
