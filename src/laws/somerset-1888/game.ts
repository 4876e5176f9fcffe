/**
 * Euchre as the table sees it under the Somerset Club laws of 1888 (ADR 0075): the making of the
 * trump in order — order up, assist, pass, take up, turn down, make a suit, alone (laws 74–82,
 * 93–98) — by the game's rules (src/games/euchre/making.ts), with the table's bars: a player who
 * "must pass" (79, 80, 82) has only the pass, one who exposed a card may not play alone (95). The
 * dealer's discard (86; never the trump card, 88). The cards a hand may legally play: follow the
 * suit led by euchre's effective suits — the left bower is a trump, not its printed suit (law 5) —
 * then a card called (46, 56) and the duties of a call he can obey (54, 59, 83, 89); the lone
 * player's partner plays no card (101); no card is led before the dealer's discard (86, 87), and
 * the dealer discards before he plays to the first trick (90).
 */
import { toCards } from '../../core/card-set.js';
import { makeEuchreCall, PASS } from '../../games/euchre/call.js';
import { callsDue, loneOption } from '../../games/euchre/making.js';
import {
  answersOf,
  callDue,
  cardDue,
  claimAnswerers,
  meetingDuties,
  type TableGame,
} from '../../table/game.js';
import { trickIndex } from '../../table/mechanics.js';
import type { TableState } from '../../table/state.js';
import { legalNow } from './common.js';
import { euchreNext, euchreObligations, isActive } from './euchre.js';
import { startEuchreTable } from './euchre-start.js';
import { dutyBroken } from './play.js';
import { euchreView } from './view.js';

export const EUCHRE_GAME: TableGame = {
  id: 'euchre',
  start: startEuchreTable,
  turn(state) {
    const making = euchreNext(state);
    if (making !== null) return making;
    const e = state.part.euchre;
    if (
      e?.discardDue === true &&
      state.phase === 'play' &&
      state.pending === null &&
      state.turn === state.board.dealer
    )
      return { seat: state.board.dealer, acts: ['discard'] };
    return state.phase === 'play' && state.turn !== null ? { seat: state.turn, acts: ['play'] } : null;
  },
  legalPlays(state, seat) {
    const e = state.part.euchre;
    if (e === undefined || !isActive(state, seat) || !cardDue(state, seat)) return [];
    if (e.discardDue && (seat === state.board.dealer || noCardLed(state))) return [];
    const legal = legalNow(state, seat);
    const trick = trickIndex(state);
    const called = e.duties.find((d) => d.seat === seat && d.kind === 'play-card' && d.trick === trick);
    if (called?.card !== undefined && legal.includes(called.card)) return [called.card];
    return meetingDuties(legal, (card) => dutyBroken(state, seat, card, trick));
  },
  legalCalls(state, seat) {
    const e = state.part.euchre;
    if (e === undefined || state.pending !== null || state.claim !== null) return [];
    const making = e.making;
    if (callDue(state)) {
      if (making.toCall !== seat) return [];
      const barred = e.barred.includes(seat);
      const noLone = e.noLone.includes(seat);
      // The dealer's "pass" in the first round is his turning down (the game takes either word).
      const due = callsDue(making).flatMap((c) => (c.kind === 'turn-down' ? [c, PASS] : [c]));
      return due
        .filter((c) =>
          barred ? c.kind === 'pass' || c.kind === 'turn-down' : !(noLone && c.kind === 'alone'),
        )
        .map(makeEuchreCall);
    }
    // 93, 94, 96, 99: a lone hand still open once the trump is made, until the first lead.
    const lone = state.phase === 'play' && noCardLed(state) ? loneOption(making) : null;
    return lone === null || lone.seat !== seat || e.noLone.includes(seat) ? [] : [`alone ${lone.suit}`];
  },
  legalDiscards(state, seat) {
    const e = state.part.euchre;
    if (e === undefined || state.phase !== 'play' || !e.discardDue || seat !== state.board.dealer) return [];
    if (state.pending !== null || state.claim !== null) return [];
    return toCards(state.hands[seat]).filter((card) => card !== e.upcard);
  },
  claimAnswers: (state, claim) => answersOf(claimAnswerers(state, claim, (s) => isActive(state, s))),
  obligations: euchreObligations,
  // Exposed cards lie face up before their owner (laws 46, 105).
  faceUp: (state, seat) => state.part.euchre?.exposed.filter((x) => x.seat === seat).map((x) => x.card) ?? [],
  // Hands laid face up on the table (laws 48, 105).
  handFaceUp: (state, seat) => state.part.euchre?.faceUp.includes(seat) ?? false,
  // The dealer's discard lies face down, his alone (law 86).
  faceDown: (state) => {
    const discard = state.part.euchre?.discard ?? null;
    return discard === null ? [] : [{ seat: state.board.dealer, card: discard }];
  },
  view: (state, _viewer, hidden) => euchreView(state, hidden),
};

/** Whether no card has been led yet in the play. */
function noCardLed(state: TableState): boolean {
  return state.tricks.length === 0 && (state.trick === null || state.trick.plays.length === 0);
}
