/**
 * The WBF judge's decisions, built from the provision in force (`code.provisions`): the
 * provision says who chooses and what may be chosen; the judge says only which of its options
 * the situation allows (a suit, a card, a paragraph of the option's laws). A code with a
 * replaced provision (1997, 2017, or a toy code in a test) so offers what its provision offers,
 * with its texts and laws, without an edit here.
 *
 * Choosers: `declarer`; `defenders` (both; the first answers unless `next` says otherwise);
 * `director`; `offender` — the hand that offended, or declarer for dummy's hand (Law 42, 45);
 * `adversaries` — in the auction, the offender's left-hand opponent, who may accept the
 * irregular call (Laws 25B, 27A, 29A).
 */
import { LHO, OTHER_SIDE, SEATS_OF, type Seat, SIDE_OF } from '../../core/seat.js';
import type { Actor } from '../../table/event.js';
import { controllerOf } from '../../table/mechanics.js';
import type { Pending, TableState } from '../../table/state.js';
import { type Choice, type PendingFacts, pendingFrom, provisionOf } from '../provision.js';
import type { WbfCode } from './code.js';

export type DecisionFacts = PendingFacts & {
  /** The hand that offended: for an `offender` chooser. */
  readonly offender?: Seat;
  /** Others who may also answer (2017 68D2(b): the non-claiming side may ask that play continue). */
  readonly also?: readonly Actor[];
};

/** The seats a WBF provision's chooser names at this table. */
function choosersOf(state: TableState, ref: string, chooser: string, offender: Seat | undefined): Actor[] {
  const declarer = state.declarer;
  switch (chooser) {
    case 'director':
      return ['director'];
    case 'declarer':
      if (declarer !== null) return [declarer];
      break;
    case 'defenders':
      if (declarer !== null) return [...SEATS_OF[OTHER_SIDE[SIDE_OF[declarer]]]];
      break;
    case 'offender':
      if (offender !== undefined) return [controllerOf(state, offender)];
      break;
    case 'adversaries':
      if (offender !== undefined) return [LHO[offender]];
      break;
  }
  throw new Error(`provision ${ref}: chooser ${chooser} has no seat here`);
}

/**
 * The decision of the code's provision `ref`: its choosers, and the offers among `choices` it
 * has (all its options when omitted).
 */
export function decision(
  state: TableState,
  code: WbfCode,
  ref: string,
  facts: DecisionFacts,
  choices?: readonly Choice[],
): Pending {
  const provision = provisionOf(code.provisions, ref);
  const { offender, also, ...rest } = facts;
  const chooser = [...choosersOf(state, ref, provision.chooser, offender), ...(also ?? [])];
  // Where the decision is about no recorded irregularity, the offender is kept for its texts.
  return pendingFrom(
    provision,
    chooser,
    offender === undefined || rest.about >= 0 ? rest : { ...rest, offender },
    choices,
  );
}
