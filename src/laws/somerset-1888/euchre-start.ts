/**
 * The euchre part of a table (DESIGN §4, `game: "euchre"`): what the table must know of a euchre
 * hand besides the cards — the making of the trump (the game's own state, src/games/euchre), the
 * trump card turned, who plays alone and whose hand lies face down, the dealer's discard, cards
 * exposed and liable to be called, duties on future plays, and the penalties the hand has earned
 * so far. The rulebook (src/laws/somerset-1888) judges; this file only holds and sets up.
 *
 * The trump card once made trumps is the dealer's: the table counts it in his hand (he plays it
 * "from the pack", law 91) until he discards; a hand lying face down (law 101) stays in `hands`
 * but takes no part in the play.
 *
 * Pure; throws nothing.
 */
import type { Card, Suit } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import type { BySide, Seat, Side } from '../../core/seat.js';
import type { EuchreCall } from '../../games/euchre/call.js';
import { validateEuchreDeal } from '../../games/euchre/deal.js';
import { type EuchreHandState, startEuchreHand } from '../../games/euchre/hand.js';
import type { AnyRecord } from '../../table/event.js';
import type { Refusal, TableState } from '../../table/state.js';

declare module '../../table/state.js' {
  interface GameParts {
    /** Euchre only: the making of the trump, lone hand, discard, exposed cards, duties. */
    readonly euchre?: EuchreTable;
  }
}

/** A card exposed and "liable to be called" (laws 46, 56): it lies face up before its owner. */
export type ExposedCard = { readonly seat: Seat; readonly card: Card; readonly laws: readonly string[] };

/**
 * A duty on a future play: a card called (46, 56), a suit called to be led (51, 52), the highest
 * or lowest of the suit led, or to win or lose the trick (47, 59, 83, 89). `trick` is the 0-based
 * trick it binds (null: the player's next lead, whenever it comes).
 */
export type EuchreDuty = {
  readonly seat: Seat;
  readonly kind: 'play-card' | 'lead-suit' | 'play-highest' | 'play-lowest' | 'win-trick' | 'lose-trick';
  readonly card?: Card;
  readonly suit?: Suit;
  readonly trick: number | null;
  readonly laws: readonly string[];
};

/** Points earned by a penalty, in the order they arose (law 4: a revoke's come first). */
export type EuchrePenalty = {
  readonly side: Side;
  readonly points: number;
  readonly laws: readonly string[];
};

export type EuchreTable = {
  /** The game's state of the making (calls, passes, maker, how made, the trump). */
  readonly making: EuchreHandState;
  /** The trump card turned (board.upcard). */
  readonly upcard: Card;
  /** Who plays alone now (the making's lone hand, unless a law took it from him). */
  readonly lone: Seat | null;
  /** The lone player's partner, whose hand lies face down (law 101). */
  readonly sittingOut: Seat | null;
  /** The dealer has yet to discard (law 86). */
  readonly discardDue: boolean;
  readonly discard: Card | null;
  readonly exposed: readonly ExposedCard[];
  /** Hands laid face up on the table (laws 48, 105). */
  readonly faceUp: readonly Seat[];
  readonly duties: readonly EuchreDuty[];
  /** Players who "must pass" (laws 79, 80, 82). */
  readonly barred: readonly Seat[];
  /** Players who exposed a card before declaring and so cannot play alone (law 95). */
  readonly noLone: readonly Seat[];
  /** A side from which a suit may be called at its next lead (laws 51, 52). */
  readonly suitCalls: readonly { readonly side: Side; readonly laws: readonly string[] }[];
  /** Law 102: the lone player's partner exposed a card. */
  readonly partnerExposed: boolean;
  /** Law 99: the lone hand was lost after a lead; the hand scores as with a partner. */
  readonly loneLost: boolean;
  /** Law 50: an adversary abandoned his hand against a lone hand. */
  readonly abandoned: Seat | null;
  /** Law 49: all four hands thrown face up. */
  readonly handsAbandoned: boolean;
  /** Penalties other than revokes (law 90), in order. */
  readonly penalties: readonly EuchrePenalty[];
  /** Sides not entitled to score their points of the hand (law 90). */
  readonly noScore: readonly Side[];
  /** Number of completed tricks turned and quitted (law 64). */
  readonly quitted: number;
  /** The game score before this hand (`board.score`), when the record gives it. */
  readonly before: BySide<number> | null;
  /** The last turn (`trick:seat:cards`) at which calling an exposed card was offered (asked once a turn). */
  readonly callAsked: string | null;
  /** Law 80: a call made after passing, awaiting the adversaries' election. */
  readonly offeredCall: { readonly seat: Seat; readonly call: EuchreCall } | null;
};

/** Sets up a euchre table: the deal checked with its trump card, the making about to begin. */
export function startEuchreTable(record: AnyRecord, base: TableState): Result<TableState, Refusal> {
  const upcard = record.board.upcard;
  if (upcard === undefined)
    return err({ kind: 'board-invalid', at: -1, message: 'a euchre board needs its upcard' });
  const checked = validateEuchreDeal({ dealer: record.board.dealer, deal: { hands: base.dealt }, upcard });
  if (!checked.ok)
    return err({
      kind: 'deal-invalid',
      at: -1,
      message: checked.error.defects.map((d) => JSON.stringify(d)).join('; '),
    });
  if (record.contract !== undefined)
    return err({
      kind: 'contract-invalid',
      at: -1,
      message: 'a euchre record has no contract: the trump is made',
    });
  const score = record.board.score;
  const euchre: EuchreTable = {
    making: startEuchreHand(checked.value),
    upcard,
    lone: null,
    sittingOut: null,
    discardDue: false,
    discard: null,
    exposed: [],
    faceUp: [],
    duties: [],
    barred: [],
    noLone: [],
    suitCalls: [],
    partnerExposed: false,
    loneLost: false,
    abandoned: null,
    handsAbandoned: false,
    penalties: [],
    noScore: [],
    quitted: 0,
    before: score === undefined ? null : { NS: score.NS, EW: score.EW },
    callAsked: null,
    offeredCall: null,
  };
  return ok({ ...base, auction: null, totalTricks: 5, part: { euchre } });
}
