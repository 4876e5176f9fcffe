/**
 * The auction rulings 1997 replaces (ADR 0083), each tested under test/laws/wbf-1997:
 *
 * - 27B: only the lowest sufficient bid in the same denomination frees the offender; any other
 *   replacement bars his partner throughout (27B2), with no same-meaning test (2007 27B1(b)).
 * - 25B2(b): an intended change not condoned — the offender chooses: the first call stands and
 *   the partner passes once (25B2(b)(1)), or any other legal call with his side's score capped at
 *   average minus (25B2(b)(2)); the lead penalties of 25B2(c) either way.
 * - 34: three passes with a turn lost do not end the auction (2007 moved the rule to 17E2).
 * - 35A–C: the LHO calls over an inadmissible call before the penalty is assessed (2007 36A, 37A,
 *   38D).
 * - 26A2: a withdrawn suit bid not specified in the legal auction: declarer may require or forbid
 *   that suit (1997's lead penalties); 26A1: specified, no penalty.
 * - 27B, not 27C: an insufficient bid replaced before the director ruled. 1997 has no paragraph
 *   for it; its 27B has an insufficient bid that is not accepted corrected by a call substituted for
 *   it, and the offender's early call is that substitution: it stands unless the LHO
 *   accepts the insufficient bid (27A), and 27B rules it — the same course as 2007/2017 27C,
 *   cited by 1997's own paragraph (docs/laws/ambiguities-wbf.md).
 */
import { PARTNER } from '../../core/seat.js';
import type { Call } from '../../games/contract-bridge/call.js';
import { change, type Irregularity, type TableState } from '../../table/state.js';
import { AUCTION_RULES_2007, type AuctionRules, leadRestrictionBySuit } from '../wbf-2007/auction-rules.js';
import {
  barred,
  callText,
  doubleCancelled,
  isDoubling,
  type Mark,
  settled,
} from '../wbf-2007/auction-steps.js';
import type { WbfCode } from '../wbf-2007/code.js';
import { decision } from '../wbf-2007/decision.js';
import { mustPass } from '../wbf-2007/law-26-32-auction.js';

/** 1997 27B2: any replacement but the lowest sufficient bid bars the partner throughout; Law 26. */
function insufficientReplaced1997(state: TableState, i: Irregularity, call: Call, mark: Mark): TableState {
  // An attempted double or redouble is cancelled, with no same-meaning test (27B3).
  if (isDoubling(call)) return doubleCancelled(state, i, callText(call), null);
  return barred(state, i, mark, 'throughout', ['Law 27B2'], 'due');
}

/**
 * 1997 25B2(b): an intended change not condoned, the first call being legal: the offender
 * chooses (decision `25B2`) — (1) the first call stands and his partner passes once, or (2) any
 * other legal call, his side scoring no more than average minus; in either case 25B2(c)'s lead
 * penalties if his partner defends.
 */
function changeNotAccepted1997(state: TableState, i: Irregularity, code: WbfCode): TableState {
  return change(state, { pending: decision(state, code, '25B2', { offender: i.offender, about: i.seq }) });
}

/** 25B2(b)(1): the first call stands; the partner passes at his next turn. */
function firstCallStands(state: TableState, i: Irregularity): TableState {
  return mustPass(
    settled(change(state, { pending: null }), i, 'rectified', ['Law 25B2(b)(1)', 'Law 25B2(c)'], 'due'),
    PARTNER[i.offender],
    'next-turn',
    ['Law 25B2(b)(1)'],
    i.seq,
  );
}

/**
 * 25B2(b)(2): the first call is withdrawn too; the offender makes any legal call, the auction
 * proceeds, and at the end the director holds his side to average minus at most (end-of-board
 * decision `25B2(b)(2)`).
 */
function anyOtherCall(state: TableState, i: Irregularity): TableState {
  const auction = state.auction;
  if (auction === null) return change(state, { pending: null });
  return change(
    settled(change(state, { pending: null }), i, 'rectified', ['Law 25B2(b)(2)', 'Law 25B2(c)'], 'due'),
    { auction: { dealer: auction.dealer, calls: auction.calls.slice(0, -1) } },
  );
}

export const AUCTION_RULES_1997: AuctionRules = {
  ...AUCTION_RULES_2007,
  insufficientReplaced: insufficientReplaced1997,
  changeNotAccepted: changeNotAccepted1997,
  changeChosen: (state, i, firstStands) => (firstStands ? firstCallStands(state, i) : anyOtherCall(state, i)),
  // 26A1: the suit specified by the offender in the legal auction, no penalty; 26A2: declarer
  // requires or forbids it (the 1997 text numbers them as 2007 does).
  leadRestriction: leadRestrictionBySuit({
    specifiedLaw: 'Law 26A1',
    require: 'Law 26A2',
    forbid: 'Law 26A2',
  }),
  // Law 34 states the rule itself (2007 moved it to 17E2).
  retention: 'Law 34',
  // No 27C in 1997: a replacement made before the director ruled is the correction 27B asks for.
  premature: { law: 'Law 27B', decision: '27' },
  // Law 35 "inadmissible call condoned": the LHO called before the penalty was assessed.
  condoned: { double: 'Law 35A', barred: 'Law 35B', overSeven: 'Law 35C', afterClose: 'Law 35D' },
};
