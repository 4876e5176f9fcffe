/**
 * Each game at its own table (ADR 0089): the parts of the console that differ by game — the box
 * of calls and what was called, what lies beside a hand (euchre's pack with the trump card
 * and the discard), a seat's role, how a hand is sorted (euchre's bowers among the trumps), the
 * score as the game keeps it, what a click on a card does in the play mode (the euchre dealer's
 * discard), and the demo's hint. The console (app.ts) asks `boxFor(view.game)` and draws the
 * rest the same for every game.
 *
 * A box draws from the view the server sent (what the viewer may see, src/table/view.ts) and
 * decides nothing: its buttons let any call of its game be made, the legal ones marked
 * (`view.calls`), and the server judges. Pure functions of the view; no page.
 */
import type { TableView } from '../../../server/engine.js';
import type { Lang } from '../i18n.js';

export type Seat = 'N' | 'E' | 'S' | 'W';
export const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];

export type BoxContext = {
  readonly lang: Lang;
  /** The live table, not a step of the replay: only then are there buttons. */
  readonly live: boolean;
  /** The demo table this link was opened as (`auction`, `euchre` …), or null. */
  readonly demo: string | null;
  /**
   * The director's screen: his box calls for the seat he picks (`caller`, its select `#caller`),
   * or — none picked — for the seat due to call.
   */
  readonly director: boolean;
  readonly caller: string;
  /**
   * The calls made aloud at the table that await the director's ruling on an auction
   * irregularity (the open decision's call and those made after it), in the order made; none
   * when no decision is open. From the seat's own log: calls are public.
   */
  readonly awaiting?: readonly { readonly seat: string; readonly call: string }[];
};

export type Box = {
  /** The calls made so far and the box of every call of the game (empty when none can be made). */
  readonly calls: (view: TableView, ctx: BoxContext) => string;
  /** What lies on the table beside a seat's hand (euchre: the pack with the trump card, by the dealer). */
  readonly beside: (view: TableView, seat: Seat, ctx: BoxContext) => string;
  /** A seat's role at this table ("declarer", "dealer · alone"), or empty. */
  readonly role: (view: TableView, seat: Seat, ctx: BoxContext) => string;
  /** A hand's cards in rows, sorted as a player of the game sorts them. */
  readonly rows: (view: TableView, cards: readonly string[]) => string[][];
  /** The score as the game keeps it, once there is one (inside the result's box). */
  readonly score: (view: TableView, ctx: BoxContext) => string;
  /** The act a click on `hand`'s card makes in the play mode: a play, or euchre's discard. */
  readonly cardAct: (view: TableView, hand: Seat) => 'play' | 'discard';
  /** What to try at this game's demo table, when it is at its start. */
  readonly hint: (view: TableView, ctx: BoxContext) => string | null;
};

const RANK_ORDER = 'AKQJT98765432';
const SUIT_ORDER = ['S', 'H', 'D', 'C'] as const;

/** A bridge player's hand: a row a suit (♠ ♥ ♦ ♣), each from the ace down. */
export function bridgeRows(cards: readonly string[]): string[][] {
  return SUIT_ORDER.map((suit) =>
    cards
      .filter((c) => c[0] === suit)
      .sort((a, b) => RANK_ORDER.indexOf(a[1] ?? '') - RANK_ORDER.indexOf(b[1] ?? '')),
  ).filter((row) => row.length > 0);
}
