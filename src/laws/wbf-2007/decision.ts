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

/** One list per chooser, shared by every decision (a decision's choosers are readonly). */
const DIRECTOR: readonly Actor[] = ['director'];
const ONE_SEAT: { readonly [S in Seat]: readonly Actor[] } = { N: ['N'], E: ['E'], S: ['S'], W: ['W'] };
const DEFENDERS: { readonly [S in Seat]: readonly Actor[] } = {
  N: SEATS_OF[OTHER_SIDE[SIDE_OF.N]],
  E: SEATS_OF[OTHER_SIDE[SIDE_OF.E]],
  S: SEATS_OF[OTHER_SIDE[SIDE_OF.S]],
  W: SEATS_OF[OTHER_SIDE[SIDE_OF.W]],
};

/** The seats a WBF provision's chooser names at this table. */
function choosersOf(
  state: TableState,
  ref: string,
  chooser: string,
  offender: Seat | undefined,
): readonly Actor[] {
  const declarer = state.declarer;
  switch (chooser) {
    case 'director':
      return DIRECTOR;
    case 'declarer':
      if (declarer !== null) return ONE_SEAT[declarer];
      break;
    case 'defenders':
      if (declarer !== null) return DEFENDERS[declarer];
      break;
    case 'offender':
      if (offender !== undefined) return ONE_SEAT[controllerOf(state, offender)];
      break;
    case 'adversaries':
      if (offender !== undefined) return ONE_SEAT[LHO[offender]];
      break;
  }
  throw new Error(`provision ${ref}: chooser ${chooser} has no seat here`);
}

/**
 * The decision of the code's provision `ref`: its choosers, and the offers among `choices` it
 * has (all its options when omitted). `facts` go to the decision as they are: `pendingFrom`
 * takes the facts of a `Pending` from them, not the offender or the others who may answer.
 */
export function decision(
  state: TableState,
  code: WbfCode,
  ref: string,
  facts: DecisionFacts,
  choices?: readonly Choice[],
): Pending {
  const provision = provisionOf(code.provisions, ref);
  const seats = choosersOf(state, ref, provision.chooser, facts.offender);
  const chooser = facts.also === undefined ? seats : [...seats, ...facts.also];
  // Where the decision is about no recorded irregularity, the offender is kept for its texts
  // ("require North, the offender's partner, …"); otherwise the irregularity names him.
  // (Not by a rest-destructuring of the facts: that copy is V8's slow path, about a microsecond.)
  return pendingFrom(provision, chooser, facts, choices, facts.offender !== undefined && facts.about >= 0);
}
