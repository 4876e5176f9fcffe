/**
 * The whist-club-1912 judge, part: exposed cards (Laws 65–75). A card of the declarer's
 * adversaries dropped, named or shown is exposed and liable to be called; the declarer's are not
 * (68, 72). A card named as held by another hand is judged by Law 68; a hand thrown face up, 72.
 */
import { type Card, suitOf } from '../../core/card.js';
import { toCards } from '../../core/card-set.js';
import { err, invariant, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import type { Exposure } from '../../table/event.js';
import { addIrregularity, isDefender, leadDue, trickIndex } from '../../table/mechanics.js';
import { change, type Refusal, refusal, type TableState } from '../../table/state.js';
import { exposeAs } from './act-common.js';
import { settle } from './act-settle.js';
import { auctionBridgeOf } from './auction-bridge.js';
import { decision } from './decision.js';
import { exposeInBidding } from './declarations.js';

/**
 * Law 68: "The following are exposed cards:-- 1st. Two or more cards played at once. 2d. Any card
 * dropped with its face upward on the table … 3d. Any card so held by a player that his partner
 * sees any portion of its face. 4th. Any card mentioned by either adversary as being held by him
 * or his partner." Law 69: "A card dropped on the floor or elsewhere below the table or so held
 * that an adversary but not the partner sees it, is not an exposed card." Law 72: "Cards exposed
 * by the declarer are not liable to be called." Law 66: before the opening lead, a card exposed
 * by the leader's partner also lets the declarer prohibit the lead of its suit. Law 65: before the
 * final declaration, see declarations.ts. `holder`: the card named is his partner's (68 4th).
 */
export function expose(
  state: TableState,
  seat: Seat,
  card: Card,
  how: Exposure,
  holder: Seat | undefined,
  seq: number,
): Result<TableState, Refusal> {
  if (how === 'lifted') return err(refusal('not-in-this-game', seq, '"lifted" is a euchre exposure'));
  // Another hand's card comes here only named (the table refuses the rest: `namesAnotherHand`).
  const owner = holder ?? seat;
  if (state.penaltyCards.some((p) => p.card === card))
    return err(refusal('already-exposed', seq, `${card} is already an exposed card`));
  const trick = trickIndex(state);
  const base = { seq, kind: 'exposed-card' as const, offender: seat, trick, card };
  // Law 68 4th: "held by him or his partner"; a card of an adversary's so named exposes nothing.
  if (owner !== seat && owner !== PARTNER[seat])
    return ok(addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 68'] }));
  if (state.phase === 'auction') return ok(settle(exposeInBidding(state, seat, owner, card, how, seq)));
  if (state.phase !== 'play' || state.declarer === null)
    return err(refusal('board-ended', seq, 'the board has ended'));
  const part = auctionBridgeOf(state);
  if (!isDefender(state, seat) || how === 'below-table' || how === 'detached' || part.declarerFaced) {
    const law = !isDefender(state, seat)
      ? 'Law 72'
      : how === 'below-table'
        ? 'Law 69'
        : part.declarerFaced
          ? 'Law 72'
          : 'Law 68';
    return ok(addIrregularity(state, { ...base, status: 'no-rectification', laws: [law] }));
  }
  const beforeLead = state.tricks.length === 0 && leadDue(state);
  const laws = beforeLead ? ['Law 66'] : ['Law 67', 'Law 68'];
  const exposed = exposeAs(state, owner, card, laws);
  const leader = state.turn;
  invariant(leader !== null, 'a card is exposed while the play goes on: someone is to play');
  if (beforeLead && owner === PARTNER[leader]) {
    const pending = decision(state, '66', { about: seq }, [
      { id: 'forbid-suit', suit: suitOf(card) },
      'waive-penalty',
    ]);
    return ok(addIrregularity(change(exposed, { pending }), { ...base, status: 'pending', laws }));
  }
  return ok(settle(addIrregularity(exposed, { ...base, status: 'rectified', laws })));
}

/**
 * Law 72: "If either or both of the declarer's adversaries throw his or their cards on the table
 * face upward, such cards are exposed and are liable to be called"; the declarer's are not.
 */
export function faceHand(state: TableState, seat: Seat, seq: number): Result<TableState, Refusal> {
  if (state.phase === 'auction') {
    // Law 65: every card of a hand faced during the bidding is exposed.
    let next = state;
    for (const card of toCards(state.hands[seat]))
      if (!next.penaltyCards.some((p) => p.card === card))
        next = exposeInBidding(next, seat, seat, card, 'dropped', seq);
    const others = next.irregularities.without((i) => i.seq === seq, ['exposed-card']);
    return ok(
      addIrregularity(change(next, { irregularities: others }), {
        seq,
        kind: 'hand-faced',
        offender: seat,
        status: 'rectified',
        laws: ['Law 65'],
        trick: 0,
      }),
    );
  }
  if (state.phase !== 'play' || state.declarer === null)
    return err(refusal('board-ended', seq, 'the board has ended'));
  const part = auctionBridgeOf(state);
  const base = { seq, kind: 'hand-faced' as const, offender: seat, trick: trickIndex(state) };
  if (!isDefender(state, seat) || part.declarerFaced)
    return ok(addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 72'] }));
  let next = state;
  for (const card of toCards(state.hands[seat])) next = exposeAs(next, seat, card, ['Law 72']);
  return ok(settle(addIrregularity(next, { ...base, status: 'rectified', laws: ['Law 72'] })));
}
