/**
 * The whist-club-1912 judge, part: the revoke (Laws 73, 83, 85). A revoke, or a call disobeyed, is
 * recorded latent; it is established when its trick is turned and quitted by the rightful winners
 * or a card is led to the next (83), and may be corrected before (85, 86): attention drawn to it
 * reopens the trick just completed for the offender to take his card back.
 */
import type { Card, Suit } from '../../core/card.js';
import { type Seat, sameSide } from '../../core/seat.js';
import {
  addIrregularity,
  isDefender,
  reopenLastTrick,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import { change, type Irregularity, type TableState } from '../../table/state.js';
import { auctionBridgeOf, withAuctionBridge } from './auction-bridge.js';

/** A revoke (Law 83) or a call disobeyed (Law 73): recorded, latent. */
export function revoke(
  state: TableState,
  seat: Seat,
  card: Card,
  suit: Suit,
  laws: readonly string[],
  seq: number,
): TableState {
  return addIrregularity(state, {
    seq,
    kind: 'revoke',
    offender: seat,
    status: 'latent',
    laws: seat === state.dummy ? ['Law 63'] : laws,
    trick: trickIndex(state),
    card,
    suit,
  });
}

/** Marks tricks before `trick` turned and quitted; their latent revokes are established. */
export function quitThrough(state: TableState, trick: number): TableState {
  const part = auctionBridgeOf(state);
  if (part.quitted >= trick) return state;
  const next = withAuctionBridge(state, { quitted: trick });
  return establish(next, (i) => i.trick < trick, 'Law 83');
}

/** Establishes the open revokes `which` selects (a dummy's revoke stands without penalty, 63). */
export function establish(state: TableState, which: (i: Irregularity) => boolean, law: string): TableState {
  let next = state;
  for (const i of state.irregularities.ofKind('revoke')) {
    if (i.status !== 'latent' || !which(i)) continue;
    const dummy = i.offender === state.dummy;
    next = updateIrregularity(
      next,
      i.seq,
      (r) => ({
        ...r,
        status: dummy ? 'no-rectification' : 'established',
        laws: r.laws.includes(dummy ? 'Law 63' : law) ? r.laws : [...r.laws, dummy ? 'Law 63' : law],
      }),
      'revoke',
    );
  }
  return next;
}

/** A `quit-trick`: the last trick turned and quitted; by its rightful winners it establishes (83). */
export function quitTrickBy(state: TableState, seat: Seat): TableState {
  const last = state.tricks[state.tricks.length - 1];
  const part = auctionBridgeOf(state);
  if (last === undefined || part.quitted >= state.tricks.length || state.trick !== null) return state;
  const index = state.tricks.length - 1;
  // Law 63: dummy's revoke stands once its trick is turned and quitted, "whether by the rightful winners or not".
  let next = establish(state, (i) => i.trick === index && i.offender === state.dummy, 'Law 63');
  if (!sameSide(seat, last.winner)) return next;
  next = withAuctionBridge(next, { quitted: state.tricks.length });
  return establish(next, (i) => i.trick === index, 'Law 83');
}

/**
 * Attention drawn to a revoke (a claim of it, or a question, Laws 60a, 85). One not yet
 * established must be corrected: the offender takes the card back (Law 86). Drawn by dummy to an
 * adversary's revoke, the declarer may exact no penalty (Law 61; Card Committee, case 11).
 */
export function attentionToRevoke(
  state: TableState,
  offender: Seat | undefined,
  byDummy: boolean,
): TableState {
  let next = state;
  const concerned = (i: Irregularity) =>
    i.kind === 'revoke' && (offender === undefined || i.offender === offender) && i.offender !== state.dummy;
  const precluded = (i: Irregularity) => byDummy && isDefender(state, i.offender);
  for (const i of state.irregularities.ofKind('revoke'))
    if (concerned(i) && i.status === 'established' && precluded(i))
      next = updateIrregularity(
        next,
        i.seq,
        (r) => ({ ...r, status: 'no-rectification', laws: [...r.laws, 'Law 61'] }),
        'revoke',
      );
  const open = next.irregularities.ofKind('revoke').find((i) => concerned(i) && i.status === 'latent');
  if (open === undefined || open.card === undefined) return next;
  if (open.trick < trickIndex(next)) {
    // Only the trick just completed can be reopened, and not while a decision on the trick in
    // progress is open (it is made first).
    if (open.trick < trickIndex(next) - 1 || next.pending !== null) return next;
    next = reopenLastTrick(next);
  }
  next = updateIrregularity(
    next,
    open.seq,
    (r) => ({
      ...r,
      status: 'pending',
      noticed: true,
      laws: precluded(open) ? [...r.laws, 'Law 61'] : r.laws,
    }),
    'revoke',
  );
  return change(next, {
    obligations: [
      ...next.obligations,
      { kind: 'correct-revoke', seat: open.offender, card: open.card, revoke: open.seq, laws: ['Law 86'] },
    ],
  });
}
