/**
 * A WBF code of the play period as the judge uses it: its provisions — the only source of the
 * decisions it offers (decision.ts) — and the switches in which the codes of 1997, 2007 and 2017
 * differ, as plain data or, where a paragraph reads differently, as the code's own function (the
 * way a variant overrides a method). `wbf-2007` judges with `WBF_2007_CODE` (index.ts: these
 * switches and its provisions); `wbf-1997` and `wbf-2017` (src/laws/wbf-1997, src/laws/wbf-2017)
 * derive from it with their own values, functions and provisions, each difference a named
 * provision of theirs.
 *
 * `renumber` maps a 2007 law reference to the code's own numbering where a paragraph moved
 * (2017's 53B/53C and 16C; 1997's 16C). The engine keeps 2007 references in the table state and
 * the rulebook's `cite` renders them in the code's numbering.
 */

import type { Suit } from '../../core/card.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import type { TableState } from '../../table/state.js';
import type { ProvisionTable } from '../provision.js';
import { AUCTION_RULES_2007, type AuctionRules } from './auction-rules.js';
import { facedCard2007 } from './law-61-64-revoke.js';

export type WbfCode = WbfSwitches & {
  /** The code's provisions by reference: a decision is built from its provision (decision.ts). */
  readonly provisions: ProvisionTable;
};

export type WbfSwitches = {
  readonly name: string;
  /** 1997 64A2: a later trick won by the offender with a card he could have played to the revoke trick is transferred too. */
  readonly revokeSecondTrick: boolean;
  /** 2007 64B7: no transfer when both sides revoked (not in 1997). */
  readonly bothSidesRevokedException: boolean;
  /** 1997 61B: defenders may not ask one another about a revoke; doing so draws attention illegally (63B). */
  readonly defendersMayAskEachOther: boolean;
  /** 2007/2017 55A: if the defenders choose differently, the option of the one next in turn to the lead prevails (not in 1997). */
  readonly nextDefenderPrevails: boolean;
  /** 2017 47E1: "Law 63A1 does not apply" — a lead retracted after misinformation establishes no revoke. */
  readonly misinformedLeadEstablishes: boolean;
  /** 2017 53A: a lead out of turn at trick 13 cannot be accepted; it is retracted. */
  readonly noAcceptanceAtTrick13: boolean;
  /** 2017 57D: a defender's attempted play (not a lead) at his RHO's turn. */
  readonly attemptedPlayAtRhoTurn: boolean;
  /** 2017 51B2(c): with penalty cards in more than one suit, neither require nor forbid. */
  readonly neitherWithSeveralSuits: boolean;
  /** 2017 62C3: both sides revoke on one trick: both corrected; 64B8: no transfer for them. */
  readonly bothRevokesCorrected: boolean;
  /** 2017 63A4: agreement to an opponent's claim establishes the agreeing side's revoke (2007 63A3 "agrees"). */
  readonly agreementLaw: 'Law 63A3' | 'Law 63A4';
  /**
   * 64B3: whether the card `seat` should have played to a revoke in `suit` lay face up. 1997 and
   * 2007 (`facedCard2007`): any card faced on the table; 2017: a penalty card or dummy's.
   */
  readonly facedCard: (state: TableState, seat: Seat, suit: Suit) => boolean;
  /**
   * 45C4(b): whether `seat`'s designation, his card already in the trick with `after` played
   * since, may still be changed as inadvertent. 2007 (`designationMayChange2007`): any player,
   * until his partner has played; 1997 and 2017 replace it with their own reading.
   */
  readonly designationMayChange: (state: TableState, seat: Seat, after: readonly Seat[]) => boolean;
  /** 67B1(a): 1997 no rectification when the offender held the suit led (2007/2017: a deemed revoke). */
  readonly defectiveTrickPenalty: boolean;
  /** 68B2: a defender's concession his partner objects to at once is no concession (2007, 2017; not in 1997). */
  readonly concessionObjection: boolean;
  /** 66B: a player may see his own last card until 1997 a card is led, 2007/2017 his side plays, to the next trick. */
  readonly inspectionUntil: 'lead' | 'side-played';
  /**
   * The auction's rulings in which the codes differ (Laws 25–32): 2007's functions
   * (auction-rules.ts), which 1997 and 2017 replace by their own where their texts differ.
   */
  readonly auction: AuctionRules;
  readonly renumber: { readonly [law: string]: string };
};

/** 2007 45C4(b): a player may change an unintended designation until his partner has played. */
export function designationMayChange2007(_state: TableState, seat: Seat, after: readonly Seat[]): boolean {
  return !after.includes(PARTNER[seat]);
}

/** The 2007 values; `WBF_2007_CODE` (index.ts) adds the 2007 provisions. */
export const WBF_2007_SWITCHES: WbfSwitches = {
  name: 'wbf-2007',
  revokeSecondTrick: false,
  bothSidesRevokedException: true,
  defendersMayAskEachOther: true,
  nextDefenderPrevails: true,
  misinformedLeadEstablishes: true,
  noAcceptanceAtTrick13: false,
  attemptedPlayAtRhoTurn: false,
  neitherWithSeveralSuits: false,
  bothRevokesCorrected: false,
  agreementLaw: 'Law 63A3',
  facedCard: facedCard2007,
  designationMayChange: designationMayChange2007,
  defectiveTrickPenalty: true,
  concessionObjection: true,
  inspectionUntil: 'side-played',
  auction: AUCTION_RULES_2007,
  renumber: {},
};

/** A law reference in the code's numbering: `Law 53B` → `Law 53C` in 2017; `Law 16D` → `Law 16C`. */
export function citeIn(code: WbfSwitches, law: string): string {
  const direct = code.renumber[law];
  if (direct !== undefined) return direct;
  // A paragraph of a renumbered one: `Law 16D1` → `Law 16C1`.
  for (const [from, to] of Object.entries(code.renumber))
    if (law.startsWith(from) && /^[0-9(]/.test(law.slice(from.length))) return to + law.slice(from.length);
  return law;
}
