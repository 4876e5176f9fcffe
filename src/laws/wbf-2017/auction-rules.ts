/**
 * The auction rulings 2017 replaces (ADR 0083), each tested under test/laws/wbf-2017:
 *
 * - 30A: a pass out of rotation at RHO's turn bars the offender once, at any stage; 30B1: at
 *   partner's or LHO's turn the partner calls freely and the offender's next call is ruled by
 *   comparability; 30B2: a later pass at LHO's turn is a change of call (Law 25).
 * - 31A2, 31B, 32A2, 32B: the offender's replacement after RHO acts, or at his own turn: a
 *   comparable call (Law 23A, the director's finding) — nothing; otherwise the partner passes
 *   once (never throughout); 31C, 32C: a bid, double or redouble at LHO's turn after the
 *   offender has called is a change of call. 32A/32B swap 2007's letters.
 * - 27B1(b): a comparable call (Law 23A) replaces the insufficient bid without rectification.
 * - 25B2: the changed call not accepted is cancelled, the first stands, and Law 26 may apply.
 * - 17D3: 2007's 17E2 (Law 34 points to it).
 * - 26: a comparable replacement lifts it; otherwise declarer may only forbid one suit the
 *   offender did not specify in the legal auction (26B; no `require-suit`).
 */
import { SUITS } from '../../core/card.js';
import type { Call } from '../../games/contract-bridge/call.js';
import type { Irregularity, TableState } from '../../table/state.js';
import { AUCTION_RULES_2007, type AuctionRules, forbidAnyOf } from '../wbf-2007/auction-rules.js';
import {
  callText,
  doubleCancelled,
  isDoubling,
  type Mark,
  settled,
  stage,
  withDefault,
} from '../wbf-2007/auction-steps.js';
import type { WbfCode } from '../wbf-2007/code.js';
import { decision } from '../wbf-2007/decision.js';
import { callOf, hasCalled, mustPass, relationOf, replacementLaws } from '../wbf-2007/law-26-32-auction.js';

/** 2017 Laws 30–32: a call out of rotation not accepted. */
function cancelled2017(state: TableState, cleared: TableState, i: Irregularity): TableState {
  const relation = relationOf(i.offender, i.auction?.turnOf ?? i.offender);
  const call = callOf(i);
  const called = hasCalled(state, i.offender);
  if (call.type === 'pass') {
    if (relation === 'lho' && called) return settled(cleared, i, 'rectified', ['Law 30B2', 'Law 25']);
    if (relation === 'rho')
      return mustPass(
        settled(cleared, i, 'rectified', ['Law 30A']),
        i.offender,
        'next-turn',
        ['Law 30A'],
        i.seq,
      );
    return stage(cleared, i, 'replacement', ['Law 30B1']);
  }
  const bid = call.type === 'bid';
  if (relation === 'rho') return stage(cleared, i, 'rho', [bid ? 'Law 31A' : 'Law 32A']);
  if (relation === 'lho' && called) return settled(cleared, i, 'rectified', [bid ? 'Law 31C' : 'Law 32C']);
  return stage(cleared, i, 'replacement', [bid ? 'Law 31B' : 'Law 32B']);
}

/** 2017 30B1(b), 31A2, 31B2, 32A2, 32B2: comparable — nothing; otherwise the partner passes once. */
function outOfRotationReplaced2017(
  state: TableState,
  i: Irregularity,
  _call: unknown,
  mark: Mark,
): TableState {
  const laws = replacementLaws(i);
  return withDefault(state, i, mark, 'next-turn', laws, ['Law 23A', ...laws.comparable]);
}

/** 2017 27B1(b): a comparable call (Law 23A), else 27B2: partner passes throughout. */
function insufficientReplaced2017(state: TableState, i: Irregularity, call: Call, mark: Mark): TableState {
  const laws = replacementLaws(i);
  // 27B3: a double or redouble is cancelled unless it is a comparable call (27B1(b)).
  if (isDoubling(call)) return doubleCancelled(state, i, callText(call), ['Law 23A', ...laws.comparable]);
  return withDefault(state, i, mark, 'throughout', laws, ['Law 23A', ...laws.comparable]);
}

/** 2017 26B: forbid one suit the offender did not specify in the legal auction, or nothing. */
function leadRestriction2017(
  state: TableState,
  due: Irregularity,
  specified: ReadonlySet<string>,
  code: WbfCode,
) {
  return decision(state, code, '26', { about: due.seq }, forbidAnyOf(SUITS.filter((s) => !specified.has(s))));
}

export const AUCTION_RULES_2017: AuctionRules = {
  ...AUCTION_RULES_2007,
  cancelled: cancelled2017,
  // 31A2, 32A2: after RHO's call the offender's own next call is ruled by comparability.
  rhoActed: (state, i) => stage(state, i, 'replacement', []),
  repeated: (i) => (callOf(i).type === 'bid' ? 'Law 31A1' : 'Law 32A1'),
  outOfRotationReplaced: outOfRotationReplaced2017,
  insufficientReplaced: insufficientReplaced2017,
  replacementLaws,
  comparableAsked: (laws) => ['Law 23A', ...laws.comparable],
  // 25B2: cancelled, the first call stands; Law 26 may apply.
  changeNotAccepted: (state, i) => settled(state, i, 'rectified', ['Law 25B2'], 'due'),
  leadRestriction: leadRestriction2017,
  // 17D3 (2007 17E2): three passes with a turn lost do not end the auction.
  retention: 'Law 17D3',
};
