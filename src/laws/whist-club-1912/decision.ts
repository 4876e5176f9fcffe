/**
 * The decisions of the Whist Club code, built from its provisions (provisions.ts): the judge
 * names the provision, who answers (the declarer, or his adversaries), and which of its options
 * the situation allows, with the card or suit the law names; the laws each option cites and its
 * texts are the provision's (ADR 0077).
 */
import type { Actor } from '../../table/event.js';
import type { Pending } from '../../table/state.js';
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

/** The decision of provision `ref` for `chooser`, offering `choices` (all its options when omitted). */
export function decision(
  ref: string,
  chooser: readonly Actor[],
  facts: PendingFacts,
  choices?: readonly Choice[],
): Pending {
  return pendingFrom(provisionOf(WHIST_CLUB_1912_PROVISIONS, ref), chooser, facts, choices);
}
