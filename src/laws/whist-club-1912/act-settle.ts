/**
 * The whist-club-1912 judge, part: after every act, the decisions that fall due (a card liable to
 * be called, 67; a surplus card restored, 82); claims (Law 72); and the end of play — the revokes
 * established, the declarer's choice of penalty (84b), the score with the revoke penalties (84, 89).
 */
import type { Card } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import { OTHER_SIDE, type Seat, SIDE_OF, sameSide } from '../../core/seat.js';
import { isDefender, updateIrregularity, withHand } from '../../table/mechanics.js';
import { change, type Declared, type Refusal, refusal, type TableState } from '../../table/state.js';
import { callable, playClock } from './act-common.js';
import { establish } from './act-revoke.js';
import { auctionBridgeOf, withAuctionBridge } from './auction-bridge.js';
import { decision } from './decision.js';
import { dealScoreAtTable, penalisedRevokes, type RevokeChoice, resultOf } from './score.js';
import { restoreSurplus, surplusToImperfectTricks } from './tricks.js';

export function claim(
  state: TableState,
  seat: Seat,
  kind: 'claim' | 'concede',
  tricks: number,
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'play') return err(refusal('not-in-play', seq, 'claims are made during the play'));
  if (state.pending !== null || state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a decision or a claim is already pending'));
  const remaining = state.totalTricks - state.tricks.length;
  if (tricks > remaining)
    return err(
      refusal('too-many-tricks', seq, `only ${remaining} tricks remain; ${seat} cannot ${kind} ${tricks}`),
    );
  return ok(change(state, { claim: { seq, kind, seat, tricks } }));
}

/** The claim or concession agreed: the tricks are awarded and play ends (etiquette 10). */
export function agree(state: TableState): Result<TableState, Refusal> {
  const c = state.claim;
  // A claim is made only in the play, where there is a declarer.
  if (c === null || state.declarer === null) return ok(state);
  const remaining = state.totalTricks - state.tricks.length;
  const side = SIDE_OF[c.seat];
  const own = c.kind === 'claim' ? c.tricks : remaining - c.tricks;
  const claimed = { ...state.claimed, [side]: own, [OTHER_SIDE[side]]: remaining - own } as {
    NS: number;
    EW: number;
  };
  let hands = state.hands;
  for (const p of state.trick?.plays ?? []) hands = withHand(hands, p.seat, addCard(hands[p.seat], p.card));
  return ok(finish(change(state, { claim: null, claimed, hands, trick: null })));
}

function addCard(hand: TableState['hands']['N'], card: Card): TableState['hands']['N'] {
  const suit = 'CDHS'.indexOf(card[0] as string) as 0 | 1 | 2 | 3;
  const rank = '23456789TJQKA'.indexOf(card[1] as string);
  const out: [number, number, number, number] = [hand[0], hand[1], hand[2], hand[3]];
  out[suit] = out[suit] | (1 << rank);
  return out;
}

/**
 * Law 72: the declarer who says "I have the rest" "may be required to place his cards face upward
 * on the table. His adversaries are not liable to have any of their cards called should they
 * thereupon expose them." A disputed claim of the declarer's: his cards are faced and play goes
 * on; an adversary's disputed claim: play goes on.
 */
export function dispute(state: TableState, seq: number): Result<TableState, Refusal> {
  const c = state.claim;
  // Etiquette 10: "the concession should stand": an objection once it is agreed changes nothing.
  if (c === null && state.claimed.NS + state.claimed.EW > 0) return ok(state);
  if (c === null) return err(refusal('no-claim', seq, 'there is no claim to dispute'));
  const next = change(state, { claim: null });
  return ok(c.seat === state.declarer ? withAuctionBridge(next, { declarerFaced: true }) : next);
}

export function settle(state: TableState): TableState {
  if (state.phase === 'play' && state.declarer !== null && state.tricks.length >= state.totalTricks)
    return state.pending?.provision === '81' ? state : finish(state);
  // Law 82: a hand with no card left to play: the tricks are counted and its surplus card restored.
  const empty = state.turn;
  if (
    state.phase === 'play' &&
    empty !== null &&
    state.hands[empty].every((m) => m === 0) &&
    auctionBridgeOf(state).surplus.some((x) => x.seat === empty)
  )
    return settle(restoreSurplus(state, empty));
  if (state.pending !== null || state.phase !== 'play' || state.claim !== null || state.declarer === null)
    return state;
  if (state.obligations.some((o) => o.kind === 'correct-revoke')) return state;
  const seat = state.turn;
  if (seat === null || !isDefender(state, seat)) return state;
  const part = auctionBridgeOf(state);
  if (part.asked === playClock(state)) return state;
  if (state.obligations.some((o) => o.kind === 'play-card' && o.seat === seat)) return state;
  const cards = callable(state, seat);
  if (cards.length === 0) return state;
  const pending = decision(state, '67', { about: -1 }, [
    ...cards.map((card) => ({ id: 'call-card' as const, card })),
    'waive-penalty',
  ]);
  return change(state, { pending });
}

/** The end of play: revokes not yet established are so now; the declarer's 84(b) choice; the score. */
function finish(state: Declared): TableState {
  const declarer = state.declarer;
  let next = establish(surplusToImperfectTricks(state), () => true, 'Law 83');
  next = withAuctionBridge(next, { quitted: next.tricks.length });
  next = change(next, { phase: 'ended', turn: null, pending: null, obligations: [] });
  const revokes = penalisedRevokes(next);
  const declaring = SIDE_OF[declarer];
  const adversaries = OTHER_SIDE[declaring];
  if (revokes[adversaries] > 0 && revokes[declaring] === 0)
    return change(next, {
      pending: decision(next, '84', { about: -1 }),
    });
  return scoreBoard(next, null, declarer);
}

/** The result with the revoke penalties (Laws 84, 89) and the revokes' final status. */
export function scoreBoard(state: TableState, choice: RevokeChoice, declarer: Seat): TableState {
  const scored = dealScoreAtTable(state, choice);
  if (scored === null) return state;
  const revokes = penalisedRevokes(state);
  const both = revokes.NS > 0 && revokes.EW > 0;
  const seen = { NS: 0, EW: 0 };
  let next = state;
  for (const i of state.irregularities.ofKind('revoke')) {
    if (i.status !== 'established' || i.offender === state.dummy) continue;
    const side = SIDE_OF[i.offender];
    seen[side]++;
    const first = seen[side] === 1;
    const law = both
      ? first
        ? 'Law 89'
        : 'Law 84(c)'
      : !first
        ? 'Law 84(c)'
        : sameSide(i.offender, declarer)
          ? 'Law 84(a)'
          : 'Law 84(b)';
    next = updateIrregularity(
      next,
      i.seq,
      (r) => ({ ...r, status: both && first ? 'no-rectification' : 'rectified', laws: [...r.laws, law] }),
      'revoke',
    );
  }
  return change(next, { result: resultOf(scored.score, scored.transfers) });
}
