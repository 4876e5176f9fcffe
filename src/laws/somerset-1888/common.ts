/**
 * Small pieces the provisions of `somerset-1888` share: who "the adversaries" are (the active
 * ones: the lone player's partner, his hand face down, chooses nothing), recording an
 * irregularity, opening a decision, and the legal cards of a hand by euchre's effective suits.
 */
import type { Card, Suit } from '../../core/card.js';
import { err, type Result } from '../../core/result.js';
import { OTHER_SIDE, SEATS_OF, type Seat, SIDE_OF, type Side } from '../../core/seat.js';
import { legalCards } from '../../games/trick.js';
import type { Actor } from '../../table/event.js';
import { addIrregularity, ledSuit, orderOf, trickIndex } from '../../table/mechanics.js';
import {
  change,
  type Irregularity,
  type Refusal,
  refusal,
  type Status,
  type TableState,
} from '../../table/state.js';
import {
  type Choice,
  type Provision,
  type ProvisionTable,
  pendingFrom,
  provisionOf,
  provisionTable,
} from '../provision.js';
import { euchreOf, isActive } from './euchre.js';
import { PROVISIONS, TITLES } from './provisions.js';

/** The adversaries of a seat who take part in the play (both, or the lone player alone). */
export function adversaries(state: TableState, seat: Seat): Seat[] {
  return SEATS_OF[OTHER_SIDE[SIDE_OF[seat]]].filter((s) => isActive(state, s));
}

/** The active seats of a side. */
export function activeOf(state: TableState, side: Side): Seat[] {
  return SEATS_OF[side].filter((s) => isActive(state, s));
}

/** Records an irregularity committed by event `seq`. */
export function irregular(
  state: TableState,
  seq: number,
  kind: Irregularity['kind'],
  offender: Seat,
  status: Status,
  laws: readonly string[],
  extra: { readonly card?: Card; readonly suit?: Suit } = {},
): TableState {
  return addIrregularity(state, { seq, kind, offender, status, laws, trick: trickIndex(state), ...extra });
}

/** Sets the status (and laws) of the irregularity committed by event `seq`. */
export function settleIrregularity(
  state: TableState,
  seq: number,
  status: Status,
  laws?: readonly string[],
): TableState {
  return change(state, {
    irregularities: state.irregularities.updatedAt(seq, (i) => ({
      ...i,
      status,
      ...(laws === undefined ? {} : { laws }),
    })),
  });
}

/** The code's provisions by reference: every decision is built from one (ADR 0077). */
export const SOMERSET_1888_PROVISIONS: ProvisionTable = provisionTable(PROVISIONS, TITLES);

/**
 * Opens the decision of provision `ref`, offering the `choices` its provision has (all its options
 * when none are named), each with the provision's laws (or a paragraph of them). Who chooses is
 * the provision's: `adversaries` — the active adversaries of `offender`; `lone-player` — the lone
 * player. Law 35 names the player itself (the dealer, or the adversaries): `offender` is then
 * the list of choosers. Nobody to choose (no active adversary): no decision.
 */
export function decide(
  state: TableState,
  ref: string,
  offender: Seat | readonly Actor[],
  about: number,
  choices: readonly Choice[] | undefined,
  proper?: Seat,
): TableState {
  const provision = provisionOf(SOMERSET_1888_PROVISIONS, ref);
  const chooser = typeof offender === 'string' ? choosersOf(state, provision, offender) : offender;
  if (chooser[0] === undefined) return state;
  return change(state, {
    pending: pendingFrom(provision, chooser, { about, ...(proper === undefined ? {} : { proper }) }, choices),
  });
}

/** The seats a provision's chooser names, for an irregularity of `offender`. */
function choosersOf(state: TableState, provision: Provision, offender: Seat): readonly Actor[] {
  if (provision.chooser === 'adversaries') return adversaries(state, offender);
  const lone = euchreOf(state).lone;
  if (provision.chooser === 'lone-player' && lone !== null) return [lone];
  throw new Error(`provision ${provision.ref}: chooser ${provision.chooser} has no seat here`);
}

/** The cards `seat` may legally play to the trick in progress (any card to a lead). */
export function legalNow(state: TableState, seat: Seat): Card[] {
  return legalCards(state.hands[seat], ledSuit(state), orderOf(state));
}

/** Whether a lead is due (no card in the trick in progress). */
export function leading(state: TableState): boolean {
  return state.trick === null || state.trick.plays.length === 0;
}

/** The exposed cards of a seat. */
export function exposedOf(state: TableState, seat: Seat): Card[] {
  return euchreOf(state)
    .exposed.filter((x) => x.seat === seat)
    .map((x) => x.card);
}

export const refuse = (kind: string, at: number, message: string): Result<TableState, Refusal> =>
  err(refusal(kind, at, message));

/** The side that made the trump, or null before it is made. */
export function makersOf(state: TableState): Side | null {
  const maker = euchreOf(state).making.maker;
  return maker === null ? null : SIDE_OF[maker];
}
