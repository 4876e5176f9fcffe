import { OTHER_SIDE, SIDE_OF, type Side } from '../../core/seat.js';
import { scoreForSide } from '../../games/contract-bridge/score-duplicate.js';
import { leadDue, tricksWon } from '../../table/mechanics.js';
import { change, changePending, type TableState, type Transfer } from '../../table/state.js';
import type { WbfCode } from './code.js';
import { endDecision } from './end-of-board.js';
import { leadRestrictionDecision } from './law-26-32-auction.js';
import { penaltyCardDecision } from './law-49-52-penalty-cards.js';
import { correctTwelfthTrickRevokes, revokeTransfers } from './law-61-64-revoke.js';
import { anyDefectiveTrick, attentionToDefectiveTrick } from './law-65-67-tricks.js';

/** Opens the decisions that fall due and judges the end of play. */
export function settle(state: TableState, code: WbfCode): TableState {
  if (state.phase === 'play' && state.tricks.length >= state.totalTricks) return finish(state, code, []);
  if (state.pending !== null || state.phase !== 'play') return state;
  let next = state;
  // A suit forbidden (50D2) only while the offender's partner keeps the lead.
  if (leadDue(next) && next.obligations.some((o) => o.kind === 'forbid-lead-suit' && o.seat !== next.turn))
    next = change(next, {
      obligations: next.obligations.filter((o) => o.kind !== 'forbid-lead-suit' || o.seat === next.turn),
    });
  // Law 26: a call withdrawn restricts the offender's partner's first lead.
  const restriction = leadRestrictionDecision(next, code);
  if (restriction !== null) {
    if ('provision' in restriction) return changePending(next, restriction);
    next = restriction;
  }
  const decision = penaltyCardDecision(next, code);
  return decision === null ? next : changePending(next, decision);
}

/** The end of play: 62D, Law 64's transfers, other transfers (69B, 71), the score, and Law 12's decision. */
export function finish(state: TableState, code: WbfCode, extra: readonly Transfer[]): TableState {
  // 67B: the director counts the cards: a defective trick still open is rectified now.
  const counted = anyDefectiveTrick(state) ? attentionToDefectiveTrick(state, code, true) : state;
  const corrected = correctTwelfthTrickRevokes(counted);
  const judged = revokeTransfers(corrected, code);
  const ended: TableState = change(judged.state, {
    phase: 'ended',
    turn: null,
    pending: null,
    obligations: [],
    claim: null,
  });
  const scored = withScore(ended, [...judged.transfers, ...extra]);
  const decision = endDecision(scored, null, code);
  return decision === null ? scored : change(scored, { pending: decision });
}

export function withScore(state: TableState, transfers: readonly Transfer[]): TableState {
  const won = tricksWon(state);
  const tricks = { NS: won.NS + state.claimed.NS, EW: won.EW + state.claimed.EW };
  for (const t of transfers) {
    const from: Side = OTHER_SIDE[t.to];
    const n = Math.min(t.tricks, tricks[from]);
    tricks[from] -= n;
    tricks[t.to] += n;
  }
  const contract = state.contract;
  const declarerTricks = contract === null ? 0 : tricks[SIDE_OF[contract.declarer]];
  const score = scoreForSide(contract, Math.max(0, Math.min(13, declarerTricks)), state.board.vulnerable);
  return change(state, { result: { tricks, transfers, score } });
}
