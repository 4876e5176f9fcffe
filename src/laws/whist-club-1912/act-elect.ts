/**
 * The whist-club-1912 judge, part: the elections. The option chosen among those offered goes to
 * the law that offered it — a call of an exposed card or suit (67, 75, 76, 92), a new deal or the
 * declaration standing (49, 50, 57), a lead out of turn (76, 77), a revoke's penalty (84b, 86)…
 */
import { type Card, type Suit, suitOf } from '../../core/card.js';
import { err, invariant, ok, type Result } from '../../core/result.js';
import { LHO, PARTNER } from '../../core/seat.js';
import { ledSuit, updateIrregularity } from '../../table/mechanics.js';
import {
  change,
  type Irregularity,
  type Obligation,
  type Offer,
  type Refusal,
  refusal,
  type TableState,
} from '../../table/state.js';
import { adversariesOf, exposeAs, firstOf, playClock, takeBackTrick } from './act-common.js';
import { playInTurn } from './act-play.js';
import { scoreBoard, settle } from './act-settle.js';
import { auctionBridgeOf, withAuctionBridge } from './auction-bridge.js';
import { electOnCall, newDeal } from './declarations.js';

export function elect(
  state: TableState,
  option: Offer['id'],
  suit: Suit | undefined,
  card: Card | undefined,
  seq: number,
): Result<TableState, Refusal> {
  const pending = state.pending;
  if (pending === null) return err(refusal('not-offered', seq, `nobody offered "${option}"`));
  const chosen = pending.options.find(
    (o) =>
      o.id === option &&
      (o.suit === undefined || o.suit === suit) &&
      (o.card === undefined || o.card === card),
  );
  if (chosen === undefined) return err(refusal('not-offered', seq, `"${option}" is not offered`));
  if (option === 'call-suit' && suit === undefined)
    return err(refusal('option-parameter', seq, '"call-suit" needs "suit": the suit called'));
  // Laws 49, 50, 57: elections on a call, in the bidding; every other is made in the play.
  if (pending.provision === '49' || pending.provision === '50' || pending.provision === '57')
    return ok(settle(electOnCall(state, pending, option)));
  if (state.declarer === null)
    return err(refusal('not-offered', seq, `no election is known for provision ${pending.provision} now`));
  const cleared = change(state, { pending: null });
  const settled = (s: TableState, status: Irregularity['status'] = 'rectified') =>
    updateIrregularity(s, pending.about, (i) => ({
      ...i,
      status: option === 'waive-penalty' ? 'no-rectification' : status,
      laws: [...i.laws, ...chosen.laws.filter((l) => !i.laws.includes(l))],
    }));
  const declarer = state.declarer;
  switch (pending.provision) {
    case '67': {
      const marked = withAuctionBridge(cleared, { asked: playClock(state) });
      if (option !== 'call-card' || card === undefined) return ok(settle(marked));
      const owner = state.penaltyCards.find((p) => p.card === card)?.seat;
      invariant(owner !== undefined, 'Law 67: the card called is an exposed card');
      return ok(
        settle(
          change(marked, {
            obligations: [
              ...marked.obligations,
              { kind: 'play-card', seat: owner, card, laws: ['Law 67', 'Law 75'] },
            ],
          }),
        ),
      );
    }
    case '66': {
      if (option === 'waive-penalty' || suit === undefined) return ok(settle(settled(cleared, 'rectified')));
      const leader = state.turn;
      invariant(leader !== null, 'Law 66: a lead is due');
      const obligation: Obligation = { kind: 'forbid-lead-suit', seat: leader, suit, laws: ['Law 66'] };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '70': {
      if (card === undefined) return ok(state);
      const irregularity = state.irregularities.ofSeq(pending.about)[0];
      const seat = irregularity?.offender;
      invariant(seat !== undefined, 'Law 70: the decision is about an irregularity');
      const freed = change(cleared, { penaltyCards: cleared.penaltyCards.filter((p) => p.card !== card) });
      return ok(settle(playInTurn(settled(freed), seat, card, pending.about)));
    }
    case '65': {
      if (option === 'waive-penalty' || suit === undefined) return ok(settle(settled(cleared)));
      const leader = LHO[declarer];
      const obligation: Obligation = { kind: 'forbid-lead-suit', seat: leader, suit, laws: ['Law 65'] };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '62': {
      if (option === 'waive-penalty' || card === undefined) return ok(settle(settled(cleared)));
      const dummy = state.dummy;
      const obligation: Obligation =
        option === 'call-card'
          ? { kind: 'play-card', seat: dummy, card, laws: ['Law 62'] }
          : { kind: 'forbid-play-card', seat: dummy, card, laws: ['Law 62'] };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '81':
      return ok(option === 'new-deal' ? newDeal(settled(cleared)) : settle(settled(cleared)));
    case '71': {
      // Law 71: "the declarer may demand that the partner of the player in fault win, if he can, the
      // first or any other of these tricks": the trick in progress, or the one a card is led to.
      const offender = state.irregularities.ofSeq(pending.about)[0]?.offender;
      invariant(offender !== undefined, 'Law 71: the decision is about an irregularity');
      const partner = PARTNER[offender];
      let next = cleared;
      for (const i of state.irregularities.ofKind('played-without-waiting'))
        if (i.status === 'pending')
          next = updateIrregularity(
            next,
            i.seq,
            (r) => ({ ...r, status: option === 'waive-penalty' ? 'no-rectification' : 'rectified' }),
            'played-without-waiting',
          );
      const led = ledSuit(state);
      if (option === 'waive-penalty' || card === undefined || led === null) return ok(settle(next));
      if (firstOf(state.trick?.plays ?? [], offender) === card) {
        const obligation: Obligation = { kind: 'win-trick', seat: partner, suit: led, laws: ['Law 71'] };
        return ok(settle(change(next, { obligations: [...next.obligations, obligation] })));
      }
      const part = auctionBridgeOf(next);
      return ok(
        settle(withAuctionBridge(next, { winWhenLed: [...part.winWhenLed, { card, seat: partner }] })),
      );
    }
    case '80':
    case '92': {
      const irregularity = state.irregularities.ofSeq(pending.about)[0];
      invariant(irregularity !== undefined, 'Laws 80, 92: the decision is about an irregularity');
      const partner = PARTNER[irregularity.offender];
      const led =
        ledSuit(state) ?? (irregularity?.card === undefined ? undefined : suitOf(irregularity.card));
      if (option === 'waive-penalty' || led === undefined) return ok(settle(settled(cleared)));
      const kind = option as 'play-highest' | 'play-lowest' | 'win-trick' | 'lose-trick';
      const obligation: Obligation = { kind, seat: partner, suit: led, laws: chosen.laws };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '76': {
      const irregularity = state.irregularities.ofSeq(pending.about)[0];
      if (irregularity?.card === undefined) return ok(settle(cleared));
      // Law 78: the cards played to the false lead are taken back without penalty.
      let next = takeBackTrick(cleared, pending.proper);
      if (option === 'call-card') next = exposeAs(next, irregularity.offender, irregularity.card, ['Law 76']);
      else if (suit !== undefined)
        next = change(next, {
          obligations: [
            ...next.obligations,
            ...adversariesOf(state).map(
              (seat): Obligation => ({ kind: 'lead-suit', seat, suit, laws: ['Law 76'] }),
            ),
          ],
        });
      return ok(settle(settled(next)));
    }
    case '51':
    case '93': {
      if (option === 'waive-penalty' || suit === undefined) return ok(settle(settled(cleared)));
      const law = `Law ${pending.provision}`;
      const obligations = adversariesOf(state).map(
        (seat): Obligation => ({ kind: 'lead-suit', seat, suit, laws: [law] }),
      );
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, ...obligations] }))));
    }
    case '86': {
      const revokeAct = state.irregularities.ofSeq(pending.about)[0];
      const offender = revokeAct?.offender;
      invariant(offender !== undefined, 'Law 86: the decision is about a revoke');
      const led = ledSuit(state);
      if (option === 'call-card' && card !== undefined)
        return ok(settle(exposeAs(cleared, offender, card, ['Law 86'])));
      if (led === undefined || led === null) return ok(settle(cleared));
      const kind = option as 'play-highest' | 'play-lowest';
      return ok(
        settle(
          change(cleared, {
            obligations: [...cleared.obligations, { kind, seat: offender, suit: led, laws: ['Law 86'] }],
          }),
        ),
      );
    }
    case '84':
      return ok(scoreBoard(cleared, option === 'take-tricks' ? 'take-tricks' : 'take-points', declarer));
    default:
      return err(refusal('not-offered', seq, `no election is known for provision ${pending.provision}`));
  }
}
