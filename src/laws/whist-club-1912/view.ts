/**
 * What a viewer may see of an Auction Bridge table's own part (ADR 0089): the declarations of the
 * auction (Laws 42–45, royal spades among them) — the table's own auction is contract bridge's
 * and stays empty —, the final declaration as made (`2RS`, doubled or not, and its declarer), a
 * call made out of turn or insufficient while the adversaries decide on it (Laws 49, 50, 57), and
 * the players debarred from declaring or doubling (Laws 50, 65). Everything here was spoken
 * aloud at the table: nothing in it is any hand's secret.
 *
 * Pure; throws nothing.
 */
import { type Seat, seatAfter } from '../../core/seat.js';
import { makeCall, makeContract } from '../../games/auction-bridge/declaration.js';
import type { TableState } from '../../table/state.js';
import type { HeldCall } from './auction-bridge.js';

declare module '../../table/game.js' {
  interface GameViews {
    /** Auction Bridge only: its declarations, the final declaration, a call held, the debarred. */
    readonly auctionBridge?: AuctionBridgeView;
  }
}

export type AuctionBridgeView = {
  /** The declarations, passes and doubles so far, each by its seat, as the record writes them. */
  readonly calls: readonly { readonly seat: Seat; readonly call: string }[];
  /** The final declaration as the record writes it (`2RS`, `1NTX`), once made; and its declarer. */
  readonly contract: string | null;
  readonly declarer: Seat | null;
  /** A call not yet in the auction while the adversaries decide on it (out of turn, insufficient). */
  readonly held: { readonly seat: Seat; readonly call: string } | null;
  /** Players debarred from declaring (Law 50) or from bidding and doubling (Law 65). */
  readonly debarred: readonly {
    readonly seat: Seat;
    readonly doubles: boolean;
    readonly laws: readonly string[];
  }[];
};

/** A held call as the record writes it (an impossible level, above seven, is written as spoken). */
function heldText(call: HeldCall['call']): string {
  if (call.type === 'declaration') return `${call.level}${call.strain}`;
  return call.type === 'pass' ? 'P' : call.type === 'double' ? 'X' : 'XX';
}

/** The Auction Bridge part of a view; empty for a state that is not an Auction Bridge one. */
export function auctionBridgeView(state: TableState): { readonly auctionBridge?: AuctionBridgeView } {
  const part = state.part.auctionBridge;
  if (part === undefined) return {};
  const { dealer, calls } = part.auction;
  return {
    auctionBridge: {
      calls: calls.map((call, i) => ({ seat: seatAfter(dealer, i), call: makeCall(call) })),
      contract: part.contract === null ? null : makeContract(part.contract),
      declarer: part.contract?.declarer ?? null,
      held: part.held === null ? null : { seat: part.held.seat, call: heldText(part.held.call) },
      debarred: part.debarred.map((d) => ({ seat: d.seat, doubles: d.doubles, laws: d.laws })),
    },
  };
}
