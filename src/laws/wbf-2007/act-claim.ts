import { add } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import { OTHER_SIDE, type Seat, SIDE_OF } from '../../core/seat.js';
import { withHand } from '../../table/mechanics.js';
import { type Claim, change, type Offer, type Refusal, refusal, type TableState } from '../../table/state.js';
import { awaiting } from './act-play.js';
import { finish, settle } from './act-settle.js';
import type { WbfCode } from './code.js';
import { establishByClaim } from './law-61-64-revoke.js';
import {
  agreementWithdrawn,
  cancelledConcession,
  claimersTricks,
  disputedClaim,
  objectedConcession,
  remainingTricks,
} from './law-68-71-claims.js';

/**
 * A `dispute`: an opponent doubts a claim (68D, 70); the conceder's partner objects (68B2); after
 * the board, a player withdraws his agreement (69B).
 */
export function dispute(
  state: TableState,
  seat: Seat,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const noClaim = (message: string) => err(refusal('no-claim', seq, message));
  if (state.phase === 'ended') {
    const withdrawn = agreementWithdrawn(state, seat, seq, code);
    return withdrawn === null ? noClaim('there is no claim or concession to answer') : ok(withdrawn);
  }
  const c = state.claim;
  if (c === null) return noClaim('there is no claim or concession to answer');
  if (SIDE_OF[seat] === SIDE_OF[c.seat]) {
    // 68B2: the objection of the one the code lets object (2007, 2017: a conceding defender's partner).
    const objected = code.concessionObjector(state, c) === seat ? objectedConcession(state, seat, seq) : null;
    return objected === null
      ? noClaim(`${seat} cannot answer his own side's claim or concession`)
      : ok(settle(objected, code));
  }
  if (state.pending !== null) return awaiting(state, seq);
  return ok(disputedClaim(state, c, code));
}

export function claim(
  state: TableState,
  seat: Seat,
  kind: 'claim' | 'concede',
  tricks: number,
  statement: string | undefined,
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'play') return err(refusal('not-in-play', seq, 'claims are made during the play'));
  if (state.pending !== null || state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a decision or a claim is already pending'));
  const remaining = remainingTricks(state);
  if (tricks > remaining)
    return err(
      refusal('too-many-tricks', seq, `only ${remaining} tricks remain; ${seat} cannot ${kind} ${tricks}`),
    );
  const established = establishByClaim(state, SIDE_OF[seat]);
  const c: Claim =
    statement === undefined ? { seq, kind, seat, tricks } : { seq, kind, seat, tricks, statement };
  return ok({ ...established, claim: c });
}

/** The claim settled with `own` of the remaining tricks to the claimer's side: play ceases (68D). */
function settleClaim(state: TableState, c: Claim, own: number, code: WbfCode, agreed: boolean): TableState {
  const remaining = remainingTricks(state);
  const side = SIDE_OF[c.seat];
  const claimed = {
    ...state.claimed,
    [side]: state.claimed[side] + own,
    [OTHER_SIDE[side]]: state.claimed[OTHER_SIDE[side]] + remaining - own,
  } as {
    NS: number;
    EW: number;
  };
  // The trick in progress is part of the claim: its cards go back to the hands.
  let hands = state.hands;
  for (const p of state.trick?.plays ?? []) hands = withHand(hands, p.seat, add(hands[p.seat], p.card));
  const back = change(state, { hands, trick: null });
  const cancelled = agreed ? cancelledConcession(back, c, own) : null;
  const base = agreed ? code.establishByAgreement(back, OTHER_SIDE[side]) : back;
  return finish(change(base, { claim: null, claimed }), code, cancelled === null ? [] : [cancelled]);
}

export function agree(state: TableState, code: WbfCode): Result<TableState, Refusal> {
  const c = state.claim;
  if (c === null) return ok(state);
  return ok(settleClaim(state, c, claimersTricks(state, c), code, true));
}

/** 70: the director upholds the claim or awards the claimer's side a number of the remaining tricks. */
export function electOnClaim(
  state: TableState,
  option: Offer['id'],
  tricks: number | undefined,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const c = state.pending?.claim ?? state.claim;
  if (c === null || c === undefined) return ok(change(state, { pending: null }));
  const remaining = remainingTricks(state);
  if (option === 'award-tricks' && (tricks === undefined || tricks > remaining))
    return err(
      refusal(
        'option-parameter',
        seq,
        `"award-tricks" needs "tricks": how many of the ${remaining} remaining tricks the claimer's side takes`,
      ),
    );
  const own = option === 'award-tricks' && tricks !== undefined ? tricks : claimersTricks(state, c);
  return ok(settleClaim(change(state, { pending: null }), c, own, code, false));
}
