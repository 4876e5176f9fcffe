/**
 * What a viewer may see of a euchre table's own part (ADR 0089): the trump card turned and where
 * it lies (law 91: "The trump card must be left in view till played" — everyone saw it turned,
 * so it is shown to all even once the dealer has taken it up), the calls of the making in order,
 * the trump made, by whom and how, the lone player and the hand lying face down (law 101), and
 * the dealer's discard — face down, its dealer's alone (law 86): to anyone else only the fact
 * that he has discarded. Built from the state by `EUCHRE_GAME.view`, each card through the
 * view's own `hidden` rule (src/table/view.ts).
 *
 * Pure; throws nothing.
 */
import type { Card, Suit } from '../../core/card.js';
import type { Seat } from '../../core/seat.js';
import { makeEuchreCall } from '../../games/euchre/call.js';
import type { EuchrePhase, Making, UpcardPlace } from '../../games/euchre/hand.js';
import type { HiddenCard } from '../../table/game.js';
import type { TableState } from '../../table/state.js';

declare module '../../table/game.js' {
  interface GameViews {
    /** Euchre only: the trump card, the making, the lone hand, the discard (as the viewer may see it). */
    readonly euchre?: EuchreView;
  }
}

export type EuchreView = {
  /** The trump card turned (law 91: left in view till played). */
  readonly upcard: Card;
  readonly upcardPlace: UpcardPlace;
  /** `first-round`, `second-round` of the making; then `discard`, `play`, `passed`, `complete`. */
  readonly making: EuchrePhase;
  /** The calls of the making in order, as the record writes them. */
  readonly calls: readonly { readonly seat: Seat; readonly call: string }[];
  readonly trump: Suit | null;
  readonly maker: Seat | null;
  readonly how: Making | null;
  readonly lone: Seat | null;
  /** The lone player's partner, whose hand lies face down (law 101). */
  readonly sittingOut: Seat | null;
  readonly discardDue: boolean;
  /** The dealer has discarded (law 86): every seat knows that he has. */
  readonly discarded: boolean;
  /** The card discarded: its dealer's and the director's alone (null to everyone else). */
  readonly discard: Card | null;
};

/** Whether a card has been played to a trick (the trump card once played leaves the pack). */
function played(state: TableState, card: Card): boolean {
  const inTrick = (plays: readonly { readonly card: Card }[]) => plays.some((p) => p.card === card);
  return state.tricks.some((t) => inTrick(t.plays)) || (state.trick !== null && inTrick(state.trick.plays));
}

/** The euchre part of `viewer`'s view; empty for a state that is not a euchre one. */
export function euchreView(state: TableState, hidden: HiddenCard): { readonly euchre?: EuchreView } {
  const e = state.part.euchre;
  if (e === undefined) return {};
  const m = e.making;
  return {
    euchre: {
      upcard: e.upcard,
      upcardPlace: played(state, e.upcard) ? 'played' : m.upcardPlace,
      making: m.phase,
      calls: m.calls.map((c) => ({ seat: c.seat, call: makeEuchreCall(c.call) })),
      trump: m.trump,
      maker: m.maker,
      how: m.making,
      lone: e.lone,
      sittingOut: e.sittingOut,
      discardDue: e.discardDue,
      discarded: e.discard !== null,
      discard: e.discard === null || hidden(e.discard) ? null : e.discard,
    },
  };
}
