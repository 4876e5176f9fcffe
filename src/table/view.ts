/**
 * Per-seat views, computed by the host before anything is sent: a player sees his own hand,
 * dummy's hand once it is faced, the cards on the table (the trick, quitted tricks as played,
 * penalty cards), the decisions and obligations, and no latent irregularity. The director sees
 * everything.
 */
import type { Card } from '../core/card.js';
import { toCards } from '../core/card-set.js';
import { type BySeat, bySeat, type Seat } from '../core/seat.js';
import type { TableGame } from './game.js';
import type { JudgedObligation } from './judgement.js';
import { nextOf, obligationsOf } from './judgement.js';
import type {
  BoardResult,
  Irregularity,
  Pending,
  Phase,
  QuittedTrick,
  TableState,
  TrickInProgress,
} from './state.js';

export type Viewer = Seat | 'director';

export type TableView = {
  readonly viewer: Viewer;
  readonly phase: Phase;
  readonly declarer: Seat | null;
  readonly dummy: Seat | null;
  /** The cards of each hand this viewer may see; of a hidden hand, only its penalty cards. */
  readonly hands: BySeat<readonly Card[]>;
  readonly trick: TrickInProgress | null;
  readonly tricks: readonly QuittedTrick[];
  readonly irregularities: readonly Irregularity[];
  readonly pending: Pending | null;
  readonly obligations: readonly JudgedObligation[];
  readonly next: ReturnType<typeof nextOf>;
  readonly result: BoardResult | null;
};

/** The view of `viewer` at a table of `game` (whose own cards face up and duties it adds). */
export function viewFor(state: TableState, viewer: Viewer, game: TableGame): TableView {
  const sees = (seat: Seat): boolean =>
    viewer === 'director' ||
    viewer === seat ||
    (seat === state.dummy && state.dummyFaced) ||
    state.phase === 'ended';
  return {
    viewer,
    phase: state.phase,
    declarer: state.declarer,
    dummy: state.dummy,
    hands: bySeat((seat) =>
      sees(seat)
        ? toCards(state.hands[seat])
        : [
            ...state.penaltyCards.filter((p) => p.seat === seat).map((p) => p.card),
            ...game.faceUp(state, seat),
          ],
    ),
    trick: state.trick,
    tricks: state.tricks,
    irregularities:
      viewer === 'director'
        ? state.irregularities
        : state.irregularities.filter((i) => i.status !== 'latent'),
    pending: state.pending,
    obligations: obligationsOf(state, game),
    next: nextOf(state, game),
    result: state.result,
  };
}
