/**
 * Contract bridge as the table sees it under a WBF code (ADR 0075): the auction's calls by the
 * game's rules (src/games/contract-bridge), whose turn it is, the cards a hand may legally play —
 * follow suit (Law 44C), then the duties the code imposes: a lead restriction (50D2, 59), a
 * 57A/57D duty, a penalty card to be played (50D1, 52) — and who answers a claim (68, 69; the
 * partner of a defender who concedes may object, 68B2, where the code has it).
 */
import { toCards } from '../../core/card-set.js';
import { err, ok } from '../../core/result.js';
import { callerAt, isAuctionEnded, legalCalls, startAuction } from '../../games/contract-bridge/auction.js';
import { makeCall } from '../../games/contract-bridge/call.js';
import {
  answersOf,
  callDue,
  cardDue,
  claimAnswerers,
  meetingDuties,
  type Next,
  NOTHING_OF_ITS_OWN,
  type TableGame,
} from '../../table/game.js';
import { ledSuit, withContract, wouldRevoke } from '../../table/mechanics.js';
import { change } from '../../table/state.js';
import type { WbfCode } from './code.js';
import { leadRestrictionBroken, penaltyCardDuty } from './law-49-52-penalty-cards.js';
import { playDutyBroken } from './law-57-premature-play.js';

export function contractBridgeGame(code: WbfCode): TableGame {
  return {
    id: 'contract-bridge',
    ...NOTHING_OF_ITS_OWN,
    judgesEveryDispute: true,
    // Law 39 after a passed-out auction (and 37A, 38D when the LHO's call condones).
    judgesCallsAfterPassOut: true,
    // 2017 Law 68C: the claimer faces his hand; 1997 and 2007 read the same way (docs/laws).
    claimFacesHand: true,
    start(record, base) {
      const contract = record.contract;
      if (contract?.strain === 'RS')
        return err({
          kind: 'contract-invalid',
          at: -1,
          message: 'royal spades (RS) are an Auction Bridge strain',
        });
      // A contract given: play begins at once, with no call made (no auction).
      if (contract !== undefined) return ok(withContract(base, { ...contract, strain: contract.strain }));
      return ok(change(base, { auction: startAuction(base.board.dealer) }));
    },
    turn(state) {
      const auction = state.auction;
      if (state.phase === 'auction' && auction !== null)
        return isAuctionEnded(auction)
          ? null
          : { seat: callerAt(auction, auction.calls.length), acts: ['call'] };
      if (state.phase === 'play' && state.turn !== null) return { seat: state.turn, acts: ['play'] };
      return null;
    },
    legalPlays(state, seat) {
      if (!cardDue(state, seat)) return [];
      const led = ledSuit(state);
      const hand = toCards(state.hands[seat]);
      const legal =
        led === null
          ? meetingDuties(hand, (card) => leadRestrictionBroken(state, seat, card))
          : hand.filter((card) => !wouldRevoke(state, seat, card, led));
      return meetingDuties(
        meetingDuties(legal, (card) => playDutyBroken(state, seat, card)),
        (card) => penaltyCardDuty(state, seat, card),
      );
    },
    legalCalls(state, seat) {
      const auction = state.auction;
      if (!callDue(state) || auction === null || isAuctionEnded(auction)) return [];
      if (callerAt(auction, auction.calls.length) !== seat) return [];
      // Laws 27B2, 30–32, 36B, 37B: a player bound to pass has one legal call.
      if (state.obligations.some((o) => o.kind === 'must-pass' && o.seat === seat)) return ['P'];
      const calls = legalCalls(auction).map(makeCall);
      // 1997/2007 30B2(b): the partner of a pass out of rotation may not double or redouble now.
      return state.obligations.some((o) => o.kind === 'forbid-double' && o.seat === seat)
        ? calls.filter((c) => c !== 'X' && c !== 'XX')
        : calls;
    },
    legalDiscards: () => [],
    claimAnswers(state, claim) {
      const answers: Next[] = answersOf(claimAnswerers(state, claim, () => true));
      // 68B2: the conceding defender's partner may object (not in 1997).
      const objector = code.concessionObjector(state, claim);
      if (objector !== null) answers.push({ seat: objector, acts: ['dispute'] });
      return answers;
    },
  };
}
