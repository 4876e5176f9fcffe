/**
 * The seam between the table and a game (ADR 0075): what a game — contract bridge, Auction
 * Bridge, Euchre — tells the table and its front ends about its own course, beside the rulebook
 * that judges acts. How a board starts (an auction, the making of a trump, play in a contract
 * given), whose act is due and what it is (a call, the dealer's discard, a card), the cards a
 * hand may legally play now, the calls a player may legally make now, the cards the dealer may
 * discard, who answers a claim, and the game's own duties and cards lying face up. Each game
 * implements it in the layer that owns its rules (src/laws, over src/games); the table knows
 * only this shape.
 *
 * "Legal" is the game's and its code's: follow suit by the game's own effective suits, and the
 * duties the laws impose (penalty cards, called cards and suits, lead restrictions). An act
 * outside these is still recorded and judged by the rulebook: nothing here refuses anything.
 */
import type { Card } from '../core/card.js';
import type { Result } from '../core/result.js';
import { LHO, RHO, type Seat, SIDE_OF } from '../core/seat.js';
import type { Actor, AnyRecord, GameId } from './event.js';
import type { JudgedObligation } from './judgement.js';
import type { Claim, Refusal, TableState } from './state.js';

/**
 * What a viewer may see of a game's own part of a table, by game (the trump card turned, the
 * making, an auction of the game's own declarations), declared by each game beside its part of
 * the state (augmenting this interface with an optional field) and built by its `TableGame.view`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: an interface, so that each game can augment it.
export interface GameViews {}

/** The view part of a game that has none of its own (contract bridge): one shared empty object. */
export const NO_VIEW_PART: GameViews = Object.freeze({});

/**
 * Whether a card is hidden from the viewer now (`hiddenFrom` of src/table/view.ts), given to a
 * game's `view` so that the game's part of a view is filtered by the same rule as the rest.
 */
export type HiddenCard = (card: Card) => boolean;

/** Who is expected to act, and the acts open to him (the judgement's `next`). */
export type Next = { readonly seat: Actor; readonly acts: readonly string[] };

export type TableGame = {
  readonly id: GameId;
  /**
   * Sets up a board from its record, given the table's common start (`base`: the deal checked
   * by the game's deal rules, nothing called or played, no trump): the auction to come, the
   * making of the trump, or play in the record's contract, and the game's own part of the state.
   * Refuses a record the game cannot be played from (a contract it has no strain for, a board
   * without what the game needs).
   */
  start(record: AnyRecord, base: TableState): Result<TableState, Refusal>;
  /**
   * The code judges every dispute itself, even with no claim in progress or from the claimer's
   * own side (WBF: a partner's objection to a defender's concession, 68B2; agreement withdrawn
   * after the board, 69B); otherwise the table refuses those as answering no claim.
   */
  readonly judgesEveryDispute?: boolean;
  /**
   * A call after an auction passed out (the board ended, no contract, no card played) is judged
   * by the code (WBF Law 39; 37A and 38D when the call condones the inadmissible call whose
   * substituted pass ended the auction); otherwise the table refuses it: the board has ended.
   */
  readonly judgesCallsAfterPassOut?: boolean;
  /**
   * A claim faces the claimer's hand: from the claim until it is resolved (agreed, ruled on,
   * withdrawn or voided) every seat sees the claimer's remaining cards (WBF 2017 Law 68C; our
   * reading of the 1997 and 2007 codes, docs/laws). A concession faces nothing. Absent: no hand
   * is faced by a claim (the Auction Bridge code faces the declarer's cards only when the
   * adversaries require it, Law 72, in its own part).
   */
  readonly claimFacesHand?: boolean;
  /**
   * The act the game's own course expects now — a call of the auction or the making, the
   * dealer's discard, a card — or null (the board has ended, or it waits on a decision).
   * Decisions, claims and corrections come before this (the judgement's `next`).
   */
  turn(state: TableState): Next | null;
  /** The cards `seat`'s hand may legally play now; empty when no card of that hand is due. */
  legalPlays(state: TableState, seat: Seat): readonly Card[];
  /** The calls `seat` may legally make now, as the record writes them; empty when none is due. */
  legalCalls(state: TableState, seat: Seat): readonly string[];
  /** The cards `seat` may discard now (Euchre: the dealer, law 86); empty when no discard is due. */
  legalDiscards(state: TableState, seat: Seat): readonly Card[];
  /**
   * Who answers the claim or concession in progress: first the seat expected to answer, then
   * anyone else the code in force lets answer (with the acts open to him).
   */
  claimAnswers(state: TableState, claim: Claim): readonly Next[];
  /**
   * The game's own duties, beside the table's penalty cards and obligations (Euchre's exposed
   * cards and duties, laws 46–59), as the judgement lists them.
   */
  obligations(state: TableState): readonly JudgedObligation[];
  /**
   * Cards of `seat`'s hand that lie face up before him besides penalty cards (Euchre's exposed
   * cards, laws 46, 105): every seat sees them.
   */
  faceUp(state: TableState, seat: Seat): readonly Card[];
  /** Whether `seat`'s whole hand lies face up on the table (Euchre laws 48, 105): all see it. */
  handFaceUp(state: TableState, seat: Seat): boolean;
  /**
   * Cards lying face down off the hands, each known to its owner alone (Euchre: the dealer's
   * discard, law 86).
   */
  faceDown(state: TableState): readonly { readonly seat: Seat; readonly card: Card }[];
  /**
   * What `viewer` (a seat, or the director) may see of the game's own part of the table: built
   * by the game, with every card passed through `hidden` (ADR 0073: the one view decides).
   */
  view(state: TableState, viewer: Seat | 'director', hidden: HiddenCard): GameViews;
};

/** The duties and cards of a game that has nothing of its own there (contract bridge, Auction Bridge). */
export const NOTHING_OF_ITS_OWN: Pick<
  TableGame,
  'obligations' | 'faceUp' | 'handFaceUp' | 'faceDown' | 'view'
> = {
  obligations: () => [],
  faceUp: () => [],
  handFaceUp: () => false,
  faceDown: () => [],
  view: () => NO_VIEW_PART,
};

/**
 * The seats that answer a claim or concession by the seat rules of a partnership game with a
 * declarer: a claim of the declaring side (declarer's, or one faced from dummy) is answered by
 * the defenders — declarer's left-hand opponent first, then his partner — never by dummy; a
 * defender's by declarer (dummy, whose hand declarer plays, does not answer for him). With no
 * declarer (Euchre), the claimer's active adversaries, the next in rotation first.
 */
export function claimAnswerers(state: TableState, claim: Claim, active: (seat: Seat) => boolean): Seat[] {
  const declarer = state.declarer;
  if (declarer === null)
    return [LHO[claim.seat], RHO[claim.seat]].filter((s) => active(s) && SIDE_OF[s] !== SIDE_OF[claim.seat]);
  if (SIDE_OF[claim.seat] === SIDE_OF[declarer]) return [LHO[declarer], RHO[declarer]];
  return [declarer];
}

/** `claimAnswerers` as the judgement's `next`: each answers by agreeing or disputing. */
export function answersOf(seats: readonly Seat[]): Next[] {
  return seats.map((seat) => ({ seat, acts: ['agree', 'dispute'] }));
}

/**
 * Whether a card of `seat`'s hand is due now in the course of play: in play, no decision, claim
 * or revoke correction pending, and it is that hand's turn.
 */
export function cardDue(state: TableState, seat: Seat): boolean {
  return (
    state.phase === 'play' &&
    state.pending === null &&
    state.claim === null &&
    state.turn === seat &&
    !state.obligations.some((o) => o.kind === 'correct-revoke')
  );
}

/** Whether a call is due now (the auction or the making, no decision pending). */
export function callDue(state: TableState): boolean {
  return state.phase === 'auction' && state.pending === null && state.claim === null;
}

/**
 * The cards of `legal` that also meet the duties `broken` tests (null: none broken). A duty the
 * player cannot meet with a legal card binds no card (WBF Law 59, 1912 Law 74, 1888 law 55: he
 * plays any legal card), so when every legal card breaks one, all are legal.
 */
export function meetingDuties(legal: readonly Card[], broken: (card: Card) => unknown): readonly Card[] {
  const kept = legal.filter((card) => {
    const duty = broken(card);
    return duty === null || duty === undefined;
  });
  return kept.length > 0 ? kept : legal;
}
