/**
 * The paragraphs of the play that the WBF Laws of 1997 read differently from 2007, each 1997's
 * own function replacing 2007's in `WBF_1997_CODE` (index.ts) — the judge calls the code's
 * function and never asks which code it is (src/laws/wbf-2007/code.ts, `WbfReadings`). Each is
 * tested under its law against the same record in 1997, 2007 and 2017
 * (test/laws/wbf-readings.test.ts) and in test/laws/wbf-1997/.
 */
import type { Seat } from '../../core/seat.js';
import { addIrregularity, trickIndex, updateIrregularity } from '../../table/mechanics.js';
import type { Irregularity, QuittedTrick, TableState } from '../../table/state.js';
import type { WbfReadings } from '../wbf-2007/code.js';
import { revokeException64B1to6 } from '../wbf-2007/law-61-64-revoke.js';

/**
 * 45C4(b): "a player may, without penalty, change an inadvertent designation if he does so
 * without pause for thought" — no limit at his partner's play, so the director is always asked.
 */
function designationMayChange1997(_state: TableState, _seat: Seat, _after: readonly Seat[]): boolean {
  return true;
}

/**
 * 55A: either defender may accept declarer's lead out of turn or require its retraction; 1997
 * has no rule for defenders who choose differently, so the first election binds.
 */
function defenderElectsFirst1997(): TableState | null {
  return null;
}

/**
 * 61B: defenders may ask declarer about a revoke, not one another: `seat`'s question to his
 * partner is an illegal inquiry. 63B: attention so drawn, the revoker substitutes a legal card
 * and Law 64 applies as if the revoke were established (the revoke cites 63B; Law 64 reads it).
 */
function defenderAsksPartner1997(
  state: TableState,
  seat: Seat,
  revoke: Irregularity | undefined,
  seq: number,
): TableState {
  const asked = addIrregularity(state, {
    seq,
    kind: 'illegal-inquiry',
    offender: seat,
    status: 'no-rectification',
    laws: ['Law 61B'],
    trick: trickIndex(state),
  });
  if (revoke === undefined) return asked;
  return updateIrregularity(asked, revoke.seq, (r) => ({ ...r, laws: [...r.laws, 'Law 63B'] }), 'revoke');
}

/**
 * 64A2: the offending player did not win the revoke trick: one trick, and a second when he won a
 * later trick with a card of the suit he failed to follow (a card he could legally have played
 * to the revoke trick).
 */
function revokeTricksNotWon1997(state: TableState, revoke: Irregularity): 1 | 2 {
  for (let t = revoke.trick + 1; t < state.tricks.length; t++) {
    const trick = state.tricks[t] as QuittedTrick;
    if (trick.winner !== revoke.offender) continue;
    const card = trick.plays.find((p) => p.seat === revoke.offender)?.card;
    if (card !== undefined && card[0] === revoke.suit) return 2;
  }
  return 1;
}

/** 64B: six exceptions; a revoke by each side is transferred for each (no 2007 64B7). */
function revokeException1997(
  state: TableState,
  revoke: Irregularity,
  earlier: readonly Irregularity[],
): string | null {
  return revokeException64B1to6(state, revoke, earlier);
}

/** 66B: a player may see his own last card until a card is led to the next trick. */
function lastTrickMayBeSeen1997(state: TableState): boolean {
  return (state.trick?.plays.length ?? 0) === 0;
}

/**
 * 67B1: (a) the offender held a card of the suit led: he supplies one and there is no
 * rectification; (b) he held none: he supplies any card and is deemed to have revoked.
 */
function deemedRevoke1997(heldSuit: boolean): boolean {
  return !heldSuit;
}

/** 68B: no 68B2 in 1997 — nobody may cancel a defender's concession by objecting to it. */
function concessionObjector1997(): Seat | null {
  return null;
}

/** 1997's readings: each replaces 2007's function of the same name. */
export const WBF_1997_READINGS: Partial<WbfReadings> = {
  designationMayChange: designationMayChange1997,
  defenderElectsFirst: defenderElectsFirst1997,
  defenderAsksPartner: defenderAsksPartner1997,
  revokeTricksNotWon: revokeTricksNotWon1997,
  revokeException: revokeException1997,
  lastTrickMayBeSeen: lastTrickMayBeSeen1997,
  deemedRevoke: deemedRevoke1997,
  concessionObjector: concessionObjector1997,
};
