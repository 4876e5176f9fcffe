/**
 * `evolve` and `replay`: the table state derived from the log of physical acts.
 *
 * `evolve(state, event, seq, rulebook)` first refuses what is physically impossible — an unknown
 * seat, a card not in that hand, an act on a finished board, an election nobody offered — then
 * lets the rulebook judge the act. A refusal is a `Result` error naming the event index; the
 * state is unchanged. An irregular but possible act (a lead out of turn, a revoke, an exposed
 * card) is not refused: the rulebook records and judges it.
 *
 * `replay(record, rulebook)` folds the events in order and stops at the first refusal; a Law 82C
 * correction judges the board again from the ruling it corrects (correction.ts). An `undo`
 * (undo.ts) needs the act before it: `evolve` is given it as `last` (the event and the state
 * before it), which every fold over a log passes along.
 * Pure; throws only on a broken invariant.
 */
import type { Card } from '../core/card.js';
import { err, type Result } from '../core/result.js';
import { isSeat, SIDE_OF } from '../core/seat.js';
import { type Course, fold, type Observed } from './correction.js';
import type { AnyRecord, Exposure, RecordEvent } from './event.js';
import { holds, startTable } from './mechanics.js';
import { isJudgeable, type JudgedEvent, type TableRulebook } from './rulebook.js';
import { type Refusal, refusal, type TableState } from './state.js';
import { type LastAct, undo } from './undo.js';

export type { LastAct } from './undo.js';

/**
 * The table after `event`, the act at index `seq` of the log. `last`: the act before it and the
 * table before that act, which only an `undo` reads (without it, an undo has nothing to undo).
 */
export function evolve(
  state: TableState,
  event: RecordEvent,
  seq: number,
  rulebook: TableRulebook,
  last: LastAct | null = null,
): Result<TableState, Refusal> {
  if (event.type === 'undo') return undo(state, event, seq, last);
  // The common act, a seat's card from its hand in the play period, is possible: judged at once.
  // Anything else (and a card not held, for the refusal's words) is checked below.
  if (isCardPlayed(event) && state.phase === 'play' && holds(state.hands[event.seat], event.card))
    return rulebook.act(state, event, seq);
  const checked = physicallyPossible(
    state,
    event,
    seq,
    rulebook.namesAnotherHand,
    rulebook.game.judgesEveryDispute === true,
    rulebook.game.judgesCallsAfterPassOut === true,
  );
  if (checked !== null) return err(checked);
  // Judgeable once possible (the check above refuses the director's other acts): this narrows it.
  return isJudgeable(event)
    ? rulebook.act(state, event, seq)
    : err(refusal('not-for-director', seq, `the director does not ${event.type}`));
}

const NO_EXPOSURES: readonly Exposure[] = [];

type CardPlayed = Extract<JudgedEvent, { readonly type: 'play'; readonly card: Card }>;

/** A single card played by a seat (not the director, not several cards together). */
function isCardPlayed(event: RecordEvent): event is CardPlayed {
  return event.type === 'play' && event.seat !== 'director' && isSeat(event.seat) && !('cards' in event);
}

/**
 * Why an act cannot happen at all, or null if it can. `namesAnotherHand`: the rulebook's ways an
 * act may expose a card of another hand (`TableRulebook.namesAnotherHand`; none if absent).
 * `everyDispute`: the code judges a dispute with no claim in progress, or from the claimer's
 * side, itself (`TableGame.judgesEveryDispute`). `callsAfterPassOut`: the code judges a call
 * after an auction passed out (`TableGame.judgesCallsAfterPassOut`).
 */
export function physicallyPossible(
  state: TableState,
  event: RecordEvent,
  at: number,
  namesAnotherHand: readonly Exposure[] = NO_EXPOSURES,
  everyDispute = false,
  callsAfterPassOut = false,
): Refusal | null {
  const actor = event.seat;
  if (event.type === 'correct')
    return refusal(
      'needs-the-record',
      at,
      'a correction judges the board again from the ruling it corrects: it is applied to the record (replay), not to a state',
    );
  if (actor !== 'director' && !isSeat(actor))
    return refusal('unknown-seat', at, `there is no seat "${String(actor)}"`);
  if (!isJudgeable(event)) return refusal('not-for-director', at, `the director does not ${event.type}`);
  const ended = state.phase === 'ended';
  switch (event.type) {
    case 'elect': {
      const pending = state.pending;
      if (pending === null)
        return refusal('not-offered', at, `no decision is pending: nobody offered "${event.option}"`);
      if (!pending.chooser.includes(actor))
        return refusal(
          'not-offered',
          at,
          `${actor} is not the one to choose (${pending.chooser.join(' or ')})`,
        );
      const offered = pending.options.some(
        (o) =>
          o.id === event.option &&
          (o.suit === undefined || o.suit === event.suit) &&
          (o.card === undefined || o.card === event.card),
      );
      if (!offered)
        return refusal(
          'not-offered',
          at,
          `"${event.option}"${event.suit ? ` ${event.suit}` : ''}${event.card ? ` ${event.card}` : ''} is not among the options offered (${pending.options.map((o) => o.id + (o.suit ? ` ${o.suit}` : '') + (o.card ? ` ${o.card}` : '')).join(', ')})`,
        );
      return null;
    }
    case 'play': {
      if (ended) return refusal('board-ended', at, 'the board has ended: no more cards are played');
      if (state.phase === 'auction') return refusal('auction-not-ended', at, 'the auction has not ended');
      const seat = actor as Exclude<typeof actor, 'director'>;
      // One card (the hot path of replay: no array built), or several played together.
      if (!('cards' in event))
        return holds(state.hands[seat], event.card)
          ? null
          : refusal('card-not-in-hand', at, `${event.card} is not in ${seat}'s hand`);
      for (const card of event.cards)
        if (!holds(state.hands[seat], card))
          return refusal('card-not-in-hand', at, `${card} is not in ${seat}'s hand`);
      return null;
    }
    case 'expose': {
      if (ended) return refusal('board-ended', at, 'the board has ended');
      const own = actor as Exclude<typeof actor, 'director'>;
      // `holder`: a card named as held by another hand (Auction Bridge, Law 68 4th) is in that hand.
      // Any other act on another hand's card is impossible, whatever that hand holds: refused
      // before the hand is looked at, so that the refusal tells nothing of it (ADR 0072).
      if (event.holder !== undefined && event.holder !== own && !namesAnotherHand.includes(event.how))
        return refusal(
          'not-own-card',
          at,
          `${own} cannot expose a card of ${event.holder}'s hand ${event.how === 'named' ? 'by naming it' : `(${event.how})`}: ${
            namesAnotherHand.length === 0
              ? 'a player exposes only his own cards'
              : `a card of another hand is exposed only by being ${namesAnotherHand.join(' or ')}`
          }`,
        );
      const seat = event.holder ?? own;
      if (!holds(state.hands[seat], event.card))
        return refusal('card-not-in-hand', at, `${event.card} is not in ${seat}'s hand`);
      return null;
    }
    case 'withdraw': {
      if (ended) return refusal('board-ended', at, 'the board has ended');
      const inTrick = state.trick?.plays.some((p) => p.seat === actor && p.card === event.card) ?? false;
      const last = state.tricks[state.tricks.length - 1];
      const inLast = last?.plays.some((p) => p.seat === actor && p.card === event.card) ?? false;
      if (!inTrick && !inLast)
        return refusal('card-not-played', at, `${actor} has not played ${event.card} to this trick`);
      return null;
    }
    case 'agree':
    case 'dispute': {
      // A code may judge every dispute itself (WBF: a partner's objection to a defender's
      // concession, 68B2, and agreement withdrawn after the board, 69B), refusing the others.
      if (event.type === 'dispute' && actor !== 'director' && everyDispute) return null;
      // An answer to a claim already settled (a defender's after his partner's agreement) is a
      // possible act, void by law: the rulebook records it without effect.
      if (state.claim === null && actor !== 'director' && claimSettled(state)) return null;
      if (state.claim === null) return refusal('no-claim', at, 'there is no claim or concession to answer');
      if (actor === 'director' || SIDE_OF[actor] === SIDE_OF[state.claim.seat])
        return refusal('no-claim', at, `${actor} cannot answer his own side's claim or concession`);
      return null;
    }
    case 'finding':
      return null;
    default:
      if (ended && !(callsAfterPassOut && event.type === 'call' && passedOut(state)))
        return refusal('board-ended', at, `the board has ended: no ${event.type} now`);
      return null;
  }
}

/** The board ended in the auction, passed out: no contract, no card played. */
function passedOut(state: TableState): boolean {
  return state.contract === null && state.tricks.length === 0 && state.trick === null;
}

/** Whether a claim or concession has been settled on this board (tricks were awarded by it). */
function claimSettled(state: TableState): boolean {
  return state.claimed.NS + state.claimed.EW > 0;
}

export type Replay = {
  readonly state: TableState;
  readonly error?: Refusal;
  /** What Law 82C corrections made of the record: the acts made void, the rulings replaced. */
  readonly course: Course;
};

/**
 * Replays a record's events; stops at the first that cannot be applied. A correction (Law 82C)
 * judges the board again from the ruling it corrects (correction.ts); `observe` is told of each
 * act in the order recorded, with the states as they were then.
 */
export function replay(
  record: AnyRecord,
  rulebook: TableRulebook,
  observe?: (o: Observed) => void,
): Replay | { readonly state: null; readonly error: Refusal } {
  const start = startTable(record, rulebook.game);
  if (!start.ok) return { state: null, error: start.error };
  const folded = fold(
    start.value,
    record.events,
    (s, e, i, last) => evolve(s, e, i, rulebook, last),
    observe,
  );
  const { course } = folded;
  return folded.error === undefined
    ? { state: course.state, course }
    : { state: course.state, error: folded.error, course };
}
