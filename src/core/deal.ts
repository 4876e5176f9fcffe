/**
 * Deals: four hands. Parsing (PBN deal syntax, `N:AKQ.JT9.876.5432 …`) gives a `DealSetup`
 * that may be wrong; `validateDeal` turns it into a `Deal` or lists every defect.
 */
import { type Card, RANKS, type Rank, SUITS_DESCENDING, type Suit } from './card.js';
import {
  add,
  type CardSet,
  EMPTY,
  has,
  intersect,
  isSubset,
  minus,
  ranksIn,
  size,
  toCards,
  union,
} from './card-set.js';
import { PACK_CARDS, type PackName } from './deck.js';
import { err, ok, type Result } from './result.js';
import { type BySeat, bySeat, isSeat, rotation, SEATS, type Seat } from './seat.js';

/** Hands as parsed: a hand may be unknown (`-` in PBN). Unchecked. */
export type DealSetup = {
  readonly first: Seat;
  readonly hands: BySeat<readonly Card[] | null>;
};

/** A validated deal: every hand known, no card twice, every hand of the expected size. */
export type Deal = { readonly hands: BySeat<CardSet> };

export type DealParseError = {
  readonly kind: 'deal-syntax';
  readonly message: string;
  /** 1-based column in the deal text. */
  readonly column: number;
};

export type DealDefect =
  | { readonly kind: 'duplicate-card'; readonly card: Card; readonly seats: readonly Seat[] }
  | { readonly kind: 'hand-size'; readonly seat: Seat; readonly size: number; readonly expected: number }
  | { readonly kind: 'unequal-hands'; readonly sizes: BySeat<number> }
  | { readonly kind: 'missing-cards'; readonly cards: readonly Card[] }
  | { readonly kind: 'card-not-in-pack'; readonly seat: Seat; readonly card: Card }
  | { readonly kind: 'unknown-hand'; readonly seat: Seat };

export type DealError = { readonly kind: 'deal-invalid'; readonly defects: readonly DealDefect[] };

export type DealRules = {
  readonly pack: PackName;
  /**
   * Cards a hand must hold: a number, or `'equal'` for an ending (any size, all the same), or
   * `'any'`.
   */
  readonly handSize: number | 'equal' | 'any';
  /** Whether the four hands must hold the whole pack (a full bridge deal). */
  readonly complete: boolean;
};

export const BRIDGE_DEAL: DealRules = { pack: '52', handSize: 13, complete: true };
export const BRIDGE_ENDING: DealRules = { pack: '52', handSize: 'equal', complete: false };

const HAND_SEPARATOR = /\s+/;

/** Parses PBN deal syntax: `N:` then four hands clockwise, each `S.H.D.C` or `-`. */
export function parseDeal(text: string): Result<DealSetup, DealParseError> {
  const fail = (message: string, column: number) =>
    err<DealParseError>({ kind: 'deal-syntax', message, column });
  const lead = text.length - text.trimStart().length;
  const body = text.trim();
  const first = body[0]?.toUpperCase() ?? '';
  if (!isSeat(first) || body[1] !== ':')
    return fail('a deal starts with a seat and a colon, as "N:"', lead + 1);
  const seats = rotation(first);
  const hands: Partial<Record<Seat, readonly Card[] | null>> = {};
  let pos = 2;
  const parts = body.slice(2).split(HAND_SEPARATOR);
  if (parts.length !== 4)
    return fail(`a deal has four hands separated by spaces; found ${parts.length}`, lead + 3);
  for (let h = 0; h < 4; h++) {
    while (body[pos] === ' ' || body[pos] === '\t') pos++;
    const hand = parts[h] as string;
    const seat = seats[h] as Seat;
    if (hand === '-') {
      hands[seat] = null;
    } else {
      const suits = hand.split('.');
      if (suits.length !== 4)
        return fail(
          `hand ${h + 1} needs four suits separated by dots (S.H.D.C); found ${suits.length}`,
          lead + pos + 1,
        );
      const cards: Card[] = [];
      let col = pos;
      for (let s = 0; s < 4; s++) {
        const suit = SUITS_DESCENDING[s] as Suit;
        for (const ch of suits[s] as string) {
          const rank = ch.toUpperCase();
          if (!(RANKS as readonly string[]).includes(rank))
            return fail(`"${ch}" is not a rank (use AKQJT98765432)`, lead + col + 1);
          cards.push(`${suit}${rank as Rank}`);
          col++;
        }
        col++;
      }
      hands[seat] = cards;
    }
    pos += hand.length;
  }
  return ok({ first, hands: bySeat((s) => hands[s] ?? null) });
}

/** Writes PBN deal syntax, starting with `first` (default North). */
export function makeDeal(deal: Deal, first: Seat = 'N'): string {
  return `${first}:${rotation(first)
    .map((seat) => handText(deal.hands[seat]))
    .join(' ')}`;
}

/** Writes a parsed (possibly incomplete) deal back in PBN deal syntax; unknown hands as `-`. */
export function makeDealSetup(setup: DealSetup, first: Seat = setup.first): string {
  return `${first}:${rotation(first)
    .map((seat) => {
      const hand = setup.hands[seat];
      return hand === null ? '-' : handText(hand.reduce(add, EMPTY));
    })
    .join(' ')}`;
}

/** A hand as `S.H.D.C` ranks, high to low. */
export function handText(hand: CardSet): string {
  return SUITS_DESCENDING.map((s) => ranksIn(hand, s).join('')).join('.');
}

/** Checks a parsed deal against the rules of a game; lists every defect found. */
export function validateDeal(setup: DealSetup, rules: DealRules = BRIDGE_DEAL): Result<Deal, DealError> {
  const defects: DealDefect[] = [];
  const pack = PACK_CARDS[rules.pack];
  const holders = new Map<Card, Seat[]>();
  const sets: Partial<Record<Seat, CardSet>> = {};
  for (const seat of SEATS) {
    const hand = setup.hands[seat];
    if (hand === null) {
      defects.push({ kind: 'unknown-hand', seat });
      sets[seat] = EMPTY;
      continue;
    }
    let set = EMPTY;
    for (const card of hand) {
      const seen = holders.get(card) ?? [];
      seen.push(seat);
      holders.set(card, seen);
      if (!has(pack, card)) defects.push({ kind: 'card-not-in-pack', seat, card });
      set = add(set, card);
    }
    sets[seat] = set;
  }
  for (const [card, seats] of holders)
    if (seats.length > 1) defects.push({ kind: 'duplicate-card', card, seats });
  const sizes = bySeat((s) => setup.hands[s]?.length ?? 0);
  if (typeof rules.handSize === 'number') {
    for (const seat of SEATS)
      if (setup.hands[seat] !== null && sizes[seat] !== rules.handSize)
        defects.push({ kind: 'hand-size', seat, size: sizes[seat], expected: rules.handSize });
  } else if (rules.handSize === 'equal') {
    const known = SEATS.filter((s) => setup.hands[s] !== null).map((s) => sizes[s]);
    if (new Set(known).size > 1) defects.push({ kind: 'unequal-hands', sizes });
  }
  const all = SEATS.reduce((acc, s) => union(acc, sets[s] as CardSet), EMPTY);
  if (rules.complete && !defects.some((d) => d.kind === 'unknown-hand')) {
    const missing = minus(pack, all);
    if (size(missing) > 0) defects.push({ kind: 'missing-cards', cards: toCards(missing) });
  }
  if (defects.length > 0) return err({ kind: 'deal-invalid', defects });
  return ok({ hands: bySeat((s) => sets[s] as CardSet) });
}

/** Parses and validates in one step. */
export function dealFromPbn(
  text: string,
  rules: DealRules = BRIDGE_DEAL,
): Result<Deal, DealParseError | DealError> {
  const parsed = parseDeal(text);
  return parsed.ok ? validateDeal(parsed.value, rules) : parsed;
}

/** The cards held by no hand of a (possibly partial) deal, within a pack. */
export function unheld(deal: Deal, pack: PackName = '52'): CardSet {
  return SEATS.reduce((acc, s) => minus(acc, deal.hands[s]), PACK_CARDS[pack]);
}

/** Whether two hands of a deal overlap (never true of a validated deal). */
export function overlaps(a: CardSet, b: CardSet): boolean {
  return size(intersect(a, b)) > 0;
}

export function dealEquals(a: Deal, b: Deal): boolean {
  return SEATS.every((s) => isSubset(a.hands[s], b.hands[s]) && isSubset(b.hands[s], a.hands[s]));
}
