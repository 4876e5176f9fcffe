/**
 * The decisions of the Whist Club code, built from its provisions (provisions.ts): the judge
 * names the provision and which of its options the situation allows, with the card or suit the
 * law names; who answers, the laws each option cites and its texts are the provision's (ADR 0077).
 *
 * Choosers: `declarer`; `adversaries` — the adversaries of the side that offended: in the bidding
 * the offender's two opponents; in the play the declarer's adversaries when the declarer or dummy
 * offended, else the declarer (who chooses for dummy too).
 */
import { LHO, RHO, type Seat, sameSide } from '../../core/seat.js';
import type { Actor } from '../../table/event.js';
import type { Pending, TableState } from '../../table/state.js';
import {
  type Choice,
  type PendingFacts,
  type ProvisionTable,
  pendingFrom,
  provisionOf,
  provisionTable,
} from '../provision.js';
import { PROVISIONS } from './provisions.js';

export const WHIST_CLUB_1912_PROVISIONS: ProvisionTable = provisionTable(PROVISIONS);

/** The seats a 1912 provision's chooser names at this table. */
function choosersOf(state: TableState, ref: string, chooser: string, offender: Seat | undefined): Actor[] {
  const declarer = state.declarer;
  if (chooser === 'declarer' && declarer !== null) return [declarer];
  if (chooser === 'adversaries' && offender !== undefined) {
    if (declarer === null) return [LHO[offender], RHO[offender]];
    return sameSide(offender, declarer) ? [LHO[declarer], RHO[declarer]] : [declarer];
  }
  throw new Error(`provision ${ref}: chooser ${chooser} has no seat here`);
}

/**
 * The decision of provision `ref`, for the seats its chooser names (`offender`: the hand that
 * offended, for an `adversaries` chooser), offering `choices` (all its options when omitted).
 */
export function decision(
  state: TableState,
  ref: string,
  facts: PendingFacts & { readonly offender?: Seat },
  choices?: readonly Choice[],
): Pending {
  const provision = provisionOf(WHIST_CLUB_1912_PROVISIONS, ref);
  const { offender, ...rest } = facts;
  return pendingFrom(provision, choosersOf(state, ref, provision.chooser, offender), rest, choices);
}
