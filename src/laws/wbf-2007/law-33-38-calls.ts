/**
 * WBF 2007, Laws 33–38 (our paraphrase; 1997's numbering in its override, 2017 the same as 2007):
 *
 * - 33: a call made at the same time as the call of the player whose turn it was is deemed made
 *   after it. The record says so with `simultaneous: true` on the second call recorded.
 * - 34 (2007 17E2, 2017 17D3): three passes that follow a call do not end the auction when one of
 *   them was out of rotation and took a player's turn: the auction reverts to him and the passes
 *   after his lost turn are cancelled.
 * - 36A, 37A, 38D (1997 35A–C): the offender's LHO calls after an inadmissible call before its
 *   rectification is assessed. The record shows the assessment by any act after the inadmissible
 *   call (the offender's own call again, an `attention`, a finding…); the LHO's call as the very
 *   next act is made before it. 36A: the double or redouble and the LHO's call are cancelled and
 *   the auction goes on as if nothing had happened; 37A: the call and the later calls stand, the
 *   offender still barred if he was barred throughout; 38D: the bid stays cancelled, but Law 26
 *   no longer applies.
 * - 38: a bid of more than seven is cancelled; a pass is substituted; each member of the
 *   offending side passes throughout; Law 26 may apply.
 */
import { SIDE_OF } from '../../core/seat.js';
import { auctionOutcome, callerAt } from '../../games/contract-bridge/auction.js';
import { type Call, PASS } from '../../games/contract-bridge/call.js';
import { updateIrregularity } from '../../table/mechanics.js';
import { amended, change, type Irregularity, type TableState } from '../../table/state.js';
import { type Facts, settled } from './auction-steps.js';
import type { WbfCode } from './code.js';
import { callOf } from './law-26-32-auction.js';

/** A bid of more than seven odd tricks, as a player may say it (`8C` … `13NT`). */
const ABOVE_SEVEN = /^(8|9|1[0-3])(C|D|H|S|NT|N)$/i;

export function isBidAboveSeven(text: string): boolean {
  return ABOVE_SEVEN.test(text.trim());
}

/** The inadmissible call (36B, 37B, 38) whose rectification is not assessed yet, if any: the latest. */
export function inadmissibleAwaiting(state: TableState): Irregularity | undefined {
  const last = state.irregularities.at(state.irregularities.length - 1);
  return last?.kind === 'inadmissible-call' && last.auction?.stage === 'decision' ? last : undefined;
}

/** An act other than the LHO's call: the rectification of the inadmissible call is assessed. */
export function assessed<S extends TableState>(state: S): S {
  const waiting = inadmissibleAwaiting(state);
  if (waiting === undefined) return state;
  return updateIrregularity(state, waiting.seq, (r) => {
    const auction = r.auction as Facts;
    // Without a closed auction held, the facts as they are but the stage: spreads that only replace
    // keys the objects have (cheaper than `amended`; one that added a key would be V8's slow path).
    if (auction.closedOver === undefined) return { ...r, auction: { ...auction, stage: 'done' } };
    // Assessed: the auction closed by its substituted pass stays closed (37A no longer applies).
    const { closedOver: _spent, ...facts } = auction;
    return amended(r, { auction: { ...facts, stage: 'done' } });
  });
}

/**
 * 36A, 37A, 38D: the offender's LHO called before the rectification was assessed. Returns the
 * state his call is judged in, or `cancelled` (36A: his call is cancelled with the double).
 */
export function condoned(
  state: TableState,
  i: Irregularity,
  code: WbfCode,
): { readonly state: TableState; readonly cancelled: boolean } {
  const names = code.auction.condoned;
  const { lead: _lifted, ...facts } = i.auction as Facts;
  // Ruled without rectification: the obligations it imposed are lifted, Law 26 with them.
  const rule = (s: TableState, laws: readonly string[]) =>
    change(
      updateIrregularity(s, i.seq, (r) => ({
        ...r,
        status: 'no-rectification',
        laws,
        auction: { ...facts, stage: 'done' },
      })),
      { obligations: s.obligations.filter((o) => !('about' in o) || o.about !== i.seq) },
    );
  if (i.laws.includes('Law 36B'))
    return { state: rule(state, [...i.laws.filter((l) => l !== 'Law 36B'), names.double]), cancelled: true };
  if (i.laws.includes('Law 37B')) {
    const auction = state.auction;
    const last = auction === null ? -1 : auction.calls.length - 1;
    if (
      auction === null ||
      last < 0 ||
      callerAt(auction, last) !== i.offender ||
      auction.calls[last]?.type !== 'pass'
    )
      return { state: assessed(state), cancelled: false };
    // The call stands in place of the pass substituted for it (its lawfulness aside, as 27A1's).
    const calls: Call[] = [...auction.calls.slice(0, -1), callOf(i)];
    const stood = change(state, { auction: { dealer: auction.dealer, calls } });
    return { state: rule(stood, [names.barred]), cancelled: false };
  }
  // 38D: the bid stays cancelled and the side barred; only Law 26 no longer applies.
  const kept = updateIrregularity(state, i.seq, (r) => ({
    ...r,
    laws: [...r.laws, names.overSeven],
    auction: { ...facts, stage: 'done' },
  }));
  return { state: kept, cancelled: false };
}

/**
 * Law 34 (2007 17E2, 2017 17D3): the accepted pass out of rotation, with the turns it took held
 * as passes, would end the auction. It does not: the auction reverts to the first player whose
 * turn was lost, the passes after it cancelled (the offender's pass is unauthorised information
 * to his side, 16D). Null when the auction would not end so.
 */
export function turnRetained(state: TableState, i: Irregularity, code: WbfCode): TableState | null {
  const auction = state.auction;
  if (auction === null || callOf(i).type !== 'pass') return null;
  const calls = [...auction.calls];
  while (callerAt({ dealer: auction.dealer, calls }, calls.length) !== i.offender) calls.push(PASS);
  if (calls.length === auction.calls.length) return null;
  calls.push(PASS);
  if (auctionOutcome({ dealer: auction.dealer, calls }).kind === 'in-progress') return null;
  const ruled = settled(state, i, 'rectified', [code.auction.retention, 'Law 29A']);
  return change(
    updateIrregularity(ruled, i.seq, (r) => amended(r, { unauthorisedFor: SIDE_OF[r.offender] })),
    { pending: null },
  );
}
