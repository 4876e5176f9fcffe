/**
 * Per-seat views: the one place that decides what each viewer may see of a table (ADR 0073).
 * Everything a front end sends a player is built from `viewFor` (the state) and `eventFor` (the
 * log); the server only serialises what these return.
 *
 * A player sees his own hand; dummy's hand once it is faced; a hand laid face up on the table;
 * the cards on the table (the trick, quitted tricks as played, penalty and exposed cards); the
 * decisions and obligations, except the cards of a hand he may not see; no latent irregularity;
 * the claimer's hand from a claim until it is resolved, where the code faces it (Law 68C).
 * A card lying face down off the hands (the Euchre dealer's discard) is its owner's alone. Once
 * the board has ended every card is shown. The director sees everything.
 */
import type { Card } from '../core/card.js';
import { type CardSet, has, toCards } from '../core/card-set.js';
import { type BySeat, bySeat, SEATS, type Seat } from '../core/seat.js';
import type { RecordEvent } from './event.js';
import type { GameViews, TableGame } from './game.js';
import type { JudgedObligation } from './judgement.js';
import { nextOf, obligationsOf } from './judgement.js';
import type {
  BoardResult,
  Irregularity,
  Offer,
  Pending,
  Phase,
  QuittedTrick,
  TableState,
  TrickInProgress,
} from './state.js';

export type Viewer = Seat | 'director';

/**
 * An option as a viewer is sent it. `hidden`: this entry stands for every option of its id whose
 * card the viewer may not see (the card, and how many there are, would tell him a hidden hand).
 */
export type ViewOffer = Offer & { readonly hidden?: true };

export type ViewPendingDecision = Omit<Pending, 'options' | 'required' | 'claim'> & {
  readonly options: readonly ViewOffer[];
};

export type TableView = {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** The cards of each hand this viewer may see; of a hidden hand, only its face-up cards. */
  readonly hands: BySeat<readonly Card[]>;
  /** Which hands the viewer sees whole. */
  readonly seen: BySeat<boolean>;
  /** The four hands as dealt: the director's always, a player's once the board has ended. */
  readonly dealt: BySeat<readonly Card[]> | null;
  readonly trick: TrickInProgress | null;
  readonly tricks: readonly QuittedTrick[];
  readonly irregularities: readonly Irregularity[];
  readonly pending: ViewPendingDecision | null;
  readonly obligations: readonly JudgedObligation[];
  readonly next: ReturnType<typeof nextOf>;
  readonly result: BoardResult | null;
  /**
   * The calls the viewer's seat may legally make now (the director: the seat expected to call),
   * as the record writes them (the game's `legalCalls`): a screen marks them in its box of calls,
   * which still lets any call be made.
   */
  readonly calls: readonly string[];
  /** What the viewer may see of the game's own part of the table (the game's `view`). */
  readonly part: GameViews;
};

/**
 * An event as a viewer is sent it: the same event, each card the viewer may not see replaced by
 * `null` (`card: null`; in `cards`, that entry `null`). Documented in docs/record-format.md.
 */
export type ViewEvent = Hidden<RecordEvent>;

type Hidden<E> = E extends { readonly cards: readonly Card[] }
  ? Omit<E, 'cards'> & { readonly cards: readonly (Card | null)[] }
  : E extends { readonly card: Card }
    ? Omit<E, 'card'> & { readonly card: Card | null }
    : E extends { readonly card?: Card }
      ? Omit<E, 'card'> & { readonly card?: Card | null }
      : E;

/** Whether `viewer` sees the whole of `seat`'s hand at a table of `game`. */
export function seesHand(state: TableState, viewer: Viewer, seat: Seat, game: TableGame): boolean {
  return (
    viewer === 'director' ||
    viewer === seat ||
    state.phase === 'ended' ||
    (seat === state.dummy && state.dummyFaced) ||
    // Hands laid face up on the table (the game's: Euchre laws 48, 105).
    game.handFaceUp(state, seat) ||
    facedByClaim(state, seat, game)
  );
}

/**
 * Whether `seat`'s hand lies faced because he claimed (WBF 2017 Law 68C, `TableGame.claimFacesHand`):
 * from the claim until it is resolved — while it awaits its answer, and while the director
 * decides a disputed one (Law 70: the claim stays in the state until ruled on).
 */
export function facedByClaim(state: TableState, seat: Seat, game: TableGame): boolean {
  const claim = state.claim;
  return game.claimFacesHand === true && claim !== null && claim.kind === 'claim' && claim.seat === seat;
}

/** The cards of a hand that lie face up before their owner: penalty cards, exposed cards. */
function faceUpCards(state: TableState, seat: Seat, game: TableGame): Card[] {
  return [
    ...state.penaltyCards.filter((p) => p.seat === seat).map((p) => p.card),
    ...game.faceUp(state, seat),
  ];
}

/**
 * Whether `card` is hidden from `viewer` now: it is in a hand he does not see and does not lie
 * face up on the table (a penalty or exposed card), or it lies face down off the hands, known
 * to its owner alone (the game's `faceDown`: the Euchre discard, its dealer's). A card in no
 * hand (on the table, or never dealt) is no hand's secret.
 */
export function hiddenFrom(state: TableState, viewer: Viewer, game: TableGame): (card: Card) => boolean {
  if (viewer === 'director' || state.phase === 'ended') return () => false;
  const hidden: CardSet[] = SEATS.filter((seat) => !seesHand(state, viewer, seat, game)).map(
    (s) => state.hands[s],
  );
  const up = new Set(SEATS.flatMap((seat) => faceUpCards(state, seat, game)));
  const down = game.faceDown(state).filter((x) => x.seat !== viewer);
  return (card) =>
    down.some((x) => x.card === card) || (!up.has(card) && hidden.some((hand) => has(hand, card)));
}

/** What `viewer` may see of a table of `game` (whose own cards face up or down and duties it adds). */
export function viewFor(state: TableState, viewer: Viewer, game: TableGame): TableView {
  const hidden = hiddenFrom(state, viewer, game);
  const seen = bySeat((seat) => seesHand(state, viewer, seat, game));
  const next = nextOf(state, game);
  return {
    viewer,
    phase: state.phase,
    declarer: state.declarer,
    dummy: state.dummy,
    hands: bySeat((seat) => (seen[seat] ? toCards(state.hands[seat]) : faceUpCards(state, seat, game))),
    seen,
    dealt: viewer === 'director' || state.phase === 'ended' ? bySeat((s) => toCards(state.dealt[s])) : null,
    trick: state.trick,
    tricks: state.tricks,
    irregularities: state.irregularities
      .filter((i) => viewer === 'director' || knownToPlayers(state, i))
      .map((i) => (i.card !== undefined && hidden(i.card) ? withoutCard(i) : i)),
    pending: state.pending === null ? null : pendingFor(state.pending, hidden),
    obligations: obligationsOf(state, game).filter((o) => o.card === undefined || !hidden(o.card)),
    next,
    result: state.result,
    calls: callsFor(state, viewer, next, game),
    part: game.view(state, viewer, hidden),
  };
}

/** The calls the viewer may legally make now: his seat's, or — the director — the next caller's. */
function callsFor(
  state: TableState,
  viewer: Viewer,
  next: ReturnType<typeof nextOf>,
  game: TableGame,
): readonly string[] {
  const seat = viewer !== 'director' ? viewer : next !== null && next.seat !== 'director' ? next.seat : null;
  return seat === null ? [] : game.legalCalls(state, seat);
}

/**
 * Whether the players know of an irregularity: not while it is latent, nor — a revoke — while it
 * is established but nobody has drawn attention to it and play goes on (the laws give the players
 * no such information, WBF Law 16; only the director's view shows it). Once play has ended every
 * card is shown, and the revoke with them.
 */
function knownToPlayers(state: TableState, i: Irregularity): boolean {
  if (i.status === 'latent') return false;
  return !(i.kind === 'revoke' && i.noticed !== true && state.phase !== 'ended');
}

function withoutCard<T extends { readonly card?: Card }>(x: T): T {
  const { card: _, ...rest } = x;
  return rest as T;
}

/**
 * The decision as a viewer may see it: options naming a card he may not see (Law 67B offers the
 * cards of the offender's hand) are folded into one option of that id without its card.
 */
function pendingFor(pending: Pending, hidden: (card: Card) => boolean): ViewPendingDecision {
  const { options, required: _r, claim: _c, ...rest } = pending;
  const shown: ViewOffer[] = [];
  for (const o of options) {
    if (o.card === undefined || !hidden(o.card)) shown.push(o);
    else if (!shown.some((x) => x.hidden === true && x.id === o.id))
      shown.push({ ...withoutCard(o), hidden: true });
  }
  return { ...rest, options: shown };
}

/**
 * The hands as dealt that `viewer` may be given (a download of the board): all of them to the
 * director and once the board has ended; before then a player's own and dummy's once faced (its
 * cards have all been face up since), the others `null`. A Euchre hand laid face up is not given
 * as dealt: the dealer's may have held the discard.
 */
export function dealtFor(state: TableState, viewer: Viewer): BySeat<readonly Card[] | null> {
  const whole = viewer === 'director' || state.phase === 'ended';
  return bySeat((seat) =>
    whole || seat === viewer || (seat === state.dummy && state.dummyFaced)
      ? toCards(state.dealt[seat])
      : null,
  );
}

/**
 * An event of the log as `viewer` may be sent it: `before` and `after` are the table just before
 * and just after it. A card the viewer could see at neither moment is replaced by `null`: a card
 * played was hidden before and is on the table after; the Euchre discard, or a card touched in a
 * hidden hand, is hidden at both.
 */
export function eventFor(
  event: RecordEvent,
  before: TableState,
  after: TableState,
  viewer: Viewer,
  game: TableGame,
): ViewEvent {
  if (viewer === 'director') return event;
  const card = 'card' in event ? event.card : undefined;
  const cards = 'cards' in event ? event.cards : undefined;
  if (card === undefined && cards === undefined) return event;
  const was = hiddenFrom(before, viewer, game);
  const is = hiddenFrom(after, viewer, game);
  const secret = (c: Card): boolean => was(c) && is(c);
  if (card !== undefined) return secret(card) ? ({ ...event, card: null } as ViewEvent) : event;
  if (cards?.some(secret)) return { ...event, cards: cards.map((c) => (secret(c) ? null : c)) } as ViewEvent;
  return event;
}
