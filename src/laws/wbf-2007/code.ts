/**
 * A WBF code of the play period as the judge uses it: its provisions — the only source of the
 * decisions it offers (decision.ts) — and its readings: the paragraphs in which the codes of
 * 1997, 2007 and 2017 differ, each the code's own function, the way a variant overrides a
 * method. The judge calls `code.revokeTricksNotWon(…)`, never asks which year it is in; 2007's
 * functions are written beside the law they read (its law-*.ts), 1997's and 2017's in their own
 * folders (src/laws/wbf-1997/readings.ts, src/laws/wbf-2017/readings.ts). A difference in what is
 * offered is a replaced provision instead (ADR 0077); one in numbering is `renumber`.
 *
 * `renumber` maps a 2007 law reference to the code's own numbering where a paragraph moved
 * (2017's 53B/53C and 16C; 1997's 16C). The engine keeps 2007 references in the table state and
 * the rulebook's `cite` renders them in the code's numbering.
 */

import type { Card, Suit } from '../../core/card.js';
import type { Seat, Side } from '../../core/seat.js';
import type { Actor } from '../../table/event.js';
import type { Claim, Irregularity, Offer, Pending, TableState } from '../../table/state.js';
import type { Choice, ProvisionTable } from '../provision.js';
import type { AuctionRules } from './auction-rules.js';
import { designationMayChange2007 } from './law-41-48-card-played.js';
import { misinformedLeadRevokes2007 } from './law-47e-misinformation.js';
import { leavePenaltyCards2007 } from './law-49-52-penalty-cards.js';
import { defenderElectsFirst2007, leadOutOfTurnRetracted2007 } from './law-53-56-lead-out-of-turn.js';
import { attemptedPlayAtRhoTurn2007 } from './law-57-premature-play.js';
import {
  defenderAsksPartner2007,
  establishByAgreement2007,
  facedCard2007,
  revokeException2007,
  revokeTrickReopened2007,
  revokeTricksNotWon2007,
} from './law-61-64-revoke.js';
import { deemedRevoke2007, lastTrickMayBeSeen2007 } from './law-65-67-tricks.js';
import { concessionObjector2007 } from './law-68-71-claims.js';

export type WbfCode = WbfReadings & {
  readonly name: string;
  /** The code's provisions by reference: a decision is built from its provision (decision.ts). */
  readonly provisions: ProvisionTable;
  /**
   * The auction's rulings in which the codes differ (Laws 17E2, 25–38): 2007's functions
   * (auction-rules.ts), which 1997 and 2017 replace by their own where their texts differ.
   */
  readonly auction: AuctionRules;
  readonly renumber: { readonly [law: string]: string };
};

/**
 * The paragraphs the three WBF codes read differently, one function each, named for what the
 * paragraph decides. Each is given the facts it needs and returns the code's answer; 2007's
 * reading is the one beside its law, `…2007`.
 */
export type WbfReadings = {
  /**
   * 45C4(b): whether `seat`'s designation, his card already in the trick with `after` played
   * since, may still be changed as inadvertent. 2007: any player, until his partner has played;
   * 1997: any player, with no such limit; 2017: only declarer, of dummy's card, until he next
   * plays from either hand.
   */
  readonly designationMayChange: (state: TableState, seat: Seat, after: readonly Seat[]) => boolean;
  /**
   * 47E1: the director finds that `lead` was made because an opponent said it was the player's
   * turn. 2017 ("Law 63A1 does not apply"): the revokes of his side it established are latent
   * again; 1997 and 2007: the state unchanged.
   */
  readonly misinformedLeadRevokes: (state: TableState, lead: Irregularity) => TableState;
  /**
   * 51B2: the choice to leave the penalty cards when the offender's partner is to lead and the
   * offender's major penalty cards are of `suits` (one or more). 2017 51B2(c): with more than
   * one suit, declarer may neither require nor forbid (cited); 1997 and 2007: the option as the
   * provision states it.
   */
  readonly leavePenaltyCards: (suits: readonly Suit[]) => Choice;
  /**
   * 53A: whether a lead out of turn to trick `trick` (not the opening lead) is retracted, not
   * offered for acceptance. 2017 (footnote): at trick thirteen; 1997 and 2007: never.
   */
  readonly leadOutOfTurnRetracted: (state: TableState, trick: number) => boolean;
  /**
   * 55A: a defender's election on declarer's lead out of turn, made by `by`. 2007 and 2017: if
   * he is not the one next in turn, it waits for his partner's (the state with it expressed);
   * 1997 (no such rule): null, the election binds.
   */
  readonly defenderElectsFirst: (
    state: TableState,
    pending: Pending,
    chosen: Offer,
    by: Actor,
  ) => TableState | null;
  /**
   * 57D: a defender plays (not leads) at his right-hand opponent's turn, after his partner. 2017:
   * a legal card must be played at his proper turn, an illegal one is a major penalty card (the
   * state so judged); 1997 and 2007: null, it is a play out of turn under Law 57.
   */
  readonly attemptedPlayAtRhoTurn: (
    state: TableState,
    seat: Seat,
    card: Card,
    seq: number,
  ) => TableState | null;
  /**
   * 61B: defender `seat` asks his partner whether he has revoked; `revoke`, the partner's revoke
   * the answer draws attention to (undefined if none may now be corrected). 2007 and 2017: a
   * lawful question, the state unchanged; 1997: an illegal inquiry, and the revoke, corrected,
   * is judged as established (63B).
   */
  readonly defenderAsksPartner: (
    state: TableState,
    seat: Seat,
    revoke: Irregularity | undefined,
    seq: number,
  ) => TableState;
  /**
   * 62C3: the trick of `open`, a revoke attention is drawn to, has been reopened for its
   * correction (only the offending side had played to the next trick). 2017: the other side's
   * revoke on that trick, established by its play to the next, is corrected too (64B8: no
   * transfer for it); 1997 and 2007: the state unchanged.
   */
  readonly revokeTrickReopened: (state: TableState, open: Irregularity) => TableState;
  /**
   * 63A3/63A4: a member of `side` agrees to an opponent's claim or concession: his side's
   * revokes are established. 2007: 63A3 ("makes or agrees to"); 2017: 63A4. (1997 as 2007.)
   */
  readonly establishByAgreement: (state: TableState, side: Side) => TableState;
  /**
   * 64A2: the tricks transferred for `revoke` when the offending player did not win the revoke
   * trick (his side won it or a later one). 2007 and 2017: one; 1997: two when he won a later
   * trick with a card he could have played to the revoke trick.
   */
  readonly revokeTricksNotWon: (state: TableState, revoke: Irregularity) => 1 | 2;
  /**
   * 64B: the exception that removes the transfer for `revoke` (its law), or null. `earlier`: the
   * established revokes judged before it; `bothSides`: both sides have an established revoke.
   * 2007: 64B1–64B7; 2017: the same (64B8's revokes are corrected, never established); 1997: six
   * exceptions, no "both sides revoked".
   */
  readonly revokeException: (
    state: TableState,
    revoke: Irregularity,
    earlier: readonly Irregularity[],
    bothSides: boolean,
  ) => string | null;
  /**
   * 64B3: whether the card `seat` should have played to a revoke in `suit` lay face up. 1997 and
   * 2007: any card faced on the table; 2017: a penalty card or dummy's.
   */
  readonly facedCard: (state: TableState, seat: Seat, suit: Suit) => boolean;
  /**
   * 66B: whether `seat` may still see his own card of the last trick. 2007 and 2017: until his
   * side has led or played to the next trick; 1997: until a card is led to it.
   */
  readonly lastTrickMayBeSeen: (state: TableState, seat: Seat) => boolean;
  /**
   * 67B1: whether the card supplied to a defective trick makes a deemed revoke (a trick
   * transferred under 64A2). `heldSuit`: the offender held the suit led. 2007 and 2017: always;
   * 1997 67B1(a): not when he held the suit led.
   */
  readonly deemedRevoke: (heldSuit: boolean) => boolean;
  /**
   * 68B2: the player whose immediate objection cancels `claim`, or null. 2007 and 2017: the
   * partner of a defender who concedes; 1997 (no 68B2): nobody.
   */
  readonly concessionObjector: (state: TableState, claim: Claim) => Seat | null;
};

/** 2007's readings: the function beside each law. */
export const WBF_2007_READINGS: WbfReadings = {
  designationMayChange: designationMayChange2007,
  misinformedLeadRevokes: misinformedLeadRevokes2007,
  leavePenaltyCards: leavePenaltyCards2007,
  leadOutOfTurnRetracted: leadOutOfTurnRetracted2007,
  defenderElectsFirst: defenderElectsFirst2007,
  attemptedPlayAtRhoTurn: attemptedPlayAtRhoTurn2007,
  defenderAsksPartner: defenderAsksPartner2007,
  revokeTrickReopened: revokeTrickReopened2007,
  establishByAgreement: establishByAgreement2007,
  revokeTricksNotWon: revokeTricksNotWon2007,
  revokeException: revokeException2007,
  facedCard: facedCard2007,
  lastTrickMayBeSeen: lastTrickMayBeSeen2007,
  deemedRevoke: deemedRevoke2007,
  concessionObjector: concessionObjector2007,
};

/** A law reference in the code's numbering: `Law 53B` → `Law 53C` in 2017; `Law 16D` → `Law 16C`. */
export function citeIn(code: Pick<WbfCode, 'renumber'>, law: string): string {
  const direct = code.renumber[law];
  if (direct !== undefined) return direct;
  // A paragraph of a renumbered one: `Law 16D1` → `Law 16C1`.
  for (const [from, to] of Object.entries(code.renumber))
    if (law.startsWith(from) && /^[0-9(]/.test(law.slice(from.length))) return to + law.slice(from.length);
  return law;
}
