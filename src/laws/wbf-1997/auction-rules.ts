/**
 * The auction rulings 1997 replaces (ADR 0083), each tested under test/laws/wbf-1997:
 *
 * - 27B: only the lowest sufficient bid in the same denomination frees the offender; any other
 *   replacement bars his partner throughout (27B2), with no same-meaning test (2007 27B1(b)).
 * - 25B2(b): an intended change not condoned — the first call stands and the partner passes once
 *   (25B2(b)(1)), with the lead penalties of 25B2(c).
 * - 26A: a withdrawn suit bid: declarer may require or forbid that suit (1997's lead penalties).
 */
import { PARTNER } from '../../core/seat.js';
import type { Irregularity, TableState } from '../../table/state.js';
import { AUCTION_RULES_2007, type AuctionRules, leadRestrictionBySuit } from '../wbf-2007/auction-rules.js';
import { barred, type Mark, settled } from '../wbf-2007/auction-steps.js';
import { mustPass } from '../wbf-2007/law-26-32-auction.js';

/** 1997 27B2: any replacement but the lowest sufficient bid bars the partner throughout; Law 26. */
function insufficientReplaced1997(
  state: TableState,
  i: Irregularity,
  _call: unknown,
  mark: Mark,
): TableState {
  return barred(state, i, mark, 'throughout', ['Law 27B2'], 'due');
}

/** 1997 25B2(b)(1): the first call stands, the partner passes once; 25B2(c): lead penalties. */
function changeNotAccepted1997(state: TableState, i: Irregularity): TableState {
  return mustPass(
    settled(state, i, 'rectified', ['Law 25B2(b)(1)', 'Law 25B2(c)'], 'due'),
    PARTNER[i.offender],
    'next-turn',
    ['Law 25B2(b)(1)'],
    i.seq,
  );
}

export const AUCTION_RULES_1997: AuctionRules = {
  ...AUCTION_RULES_2007,
  insufficientReplaced: insufficientReplaced1997,
  changeNotAccepted: changeNotAccepted1997,
  leadRestriction: leadRestrictionBySuit({ specifiedLaw: 'Law 26A', require: 'Law 26A', forbid: 'Law 26A' }),
};
