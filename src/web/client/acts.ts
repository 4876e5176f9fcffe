/**
 * The acts the console's controls send, built from what was clicked and what the screen holds:
 * a card clicked in a mode (play, expose with a manner, the euchre dealer's discard), a card
 * taken back from the trick, a call of the box, an option of the decision panel, the director's
 * finding, and the buttons of the action panel (claim, concede, the question about a revoke,
 * undo, the call for the director, agree, dispute, face the hand). app.ts calls these with the
 * page's state; tests call the same functions to show what the controls can make. Pure.
 */
import type { TableView, ViewOption } from '../../server/engine.js';

/** An act as sent to the server (a tablelaw record event). */
export type Act = { readonly [key: string]: unknown };

/** A click on `hand`'s card: expose it (`how`), the euchre dealer's discard, or play it. */
export function cardAct(
  mode: 'play' | 'expose',
  hand: string,
  card: string,
  how: string,
  discard: boolean,
): Act {
  if (mode === 'expose') return { type: 'expose', seat: hand, card, how };
  // The euchre dealer's card while his discard is due is his discard (law 86).
  if (discard) return { type: 'discard', seat: hand, card };
  return { type: 'play', seat: hand, card };
}

/** Two cards of `hand` played at once (euchre 46 I; 1912 Law 68 2nd): the first is played, the other exposed. */
export function twoCardsAct(hand: string, first: string, second: string): Act {
  return { type: 'play', seat: hand, cards: [first, second] };
}

/** Dummy touches a card of his own hand: a suggestion (1912 Law 62). */
export function suggestAct(hand: string, card: string): Act {
  return { type: 'touch', seat: hand, card, by: 'dummy' };
}

/** A card of the trick clicked in the take-back mode: it goes back to `seat`'s hand. */
export function withdrawAct(seat: string, card: string): Act {
  return { type: 'withdraw', seat, card };
}

/**
 * A call of the box. A player calls for his own seat; the director for the seat he picked
 * (`caller`), else the seat due to call, else the seat he acts as.
 */
export function callAct(
  view: TableView,
  viewer: string | null,
  caller: string,
  actor: string,
  call: string,
): Act {
  const due = view.next?.acts.includes('call') ? view.next.seat : null;
  const seat = viewer === 'director' ? caller || (due ?? actor) : viewer;
  return { type: 'call', seat, call };
}

/**
 * An option of the decision panel, chosen by the viewer (the director for the seat due to choose,
 * or as director when the law names him), with the option's suit, card, and tricks given.
 */
export function electAct(
  view: TableView,
  viewer: string | null,
  option: ViewOption,
  given: { readonly tricks?: number; readonly card?: string } = {},
): Act | null {
  const p = view.pending;
  if (p === null) return null;
  const seat = viewer === 'director' ? (p.chooser.includes('director') ? 'director' : p.next) : viewer;
  return {
    type: 'elect',
    seat,
    option: option.id,
    ...(option.suit === undefined ? {} : { suit: option.suit }),
    ...(option.card !== undefined
      ? { card: option.card }
      : given.card !== undefined && namesCard(view, option)
        ? { card: given.card }
        : {}),
    ...(option.tricks === undefined || given.tricks === undefined ? {} : { tricks: given.tricks }),
  };
}

/** The euchre pack of thirty-two cards, a suit at a time (law 5). */
export const EUCHRE_PACK: readonly string[] = ['S', 'H', 'D', 'C'].flatMap((s) =>
  ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'].map((r) => `${s}${r}`),
);

/**
 * Whether the option asks the chooser to name a card: euchre's detached card (law 51), named by
 * the adversaries without seeing it — rightly named it is exposed, wrongly a suit may be called.
 */
export function namesCard(view: TableView, option: ViewOption): boolean {
  return (
    view.game === 'euchre' &&
    view.pending?.provision === '51' &&
    option.id === 'call-card' &&
    option.card === undefined &&
    option.hidden !== true
  );
}

/** The director's answer to a question of fact. */
export function findingAct(fact: string, value: string | number | boolean): Act {
  return { type: 'finding', seat: 'director', fact, value };
}

/** What the action panel's form holds when one of its buttons is pressed. */
export type PanelForm = {
  readonly tricks: number;
  readonly statement: string;
  /** The seat the question about a revoke asks. */
  readonly askOf: string;
  /** The seat whose last act "undo" takes back. */
  readonly undoSeat?: string;
  /** What a call for the director draws attention to ('' : nothing named, or a revoke). */
  readonly attentionTo?: string;
};

/** A button of the action panel (`data-act`) pressed for `seat`. */
export function panelAct(act: string, seat: string, form: PanelForm): Act {
  switch (act) {
    case 'claim':
      return {
        type: 'claim',
        seat,
        tricks: form.tricks,
        ...(form.statement === '' ? {} : { statement: form.statement }),
      };
    case 'concede':
      return { type: 'concede', seat, tricks: form.tricks };
    case 'ask':
      return { type: 'ask', seat, of: form.askOf, about: 'revoke' };
    case 'undo':
      return { type: 'undo', seat: form.undoSeat ?? seat };
    case 'attention':
      return { type: 'attention', seat, ...(form.attentionTo ? { to: form.attentionTo } : {}) };
    default:
      return { type: act, seat };
  }
}
