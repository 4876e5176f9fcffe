/**
 * Auction Bridge as the table sees it under the Whist Club code of 1912 (ADR 0075): the
 * declarations by value, royal spades included, and the doubling limits, by the game's rules
 * (src/games/auction-bridge); a player debarred from declaring or doubling (Laws 50, 65) has only
 * the calls left to him. The cards a hand may legally play: follow suit (Law 83), then obey a call
 * he can obey (Laws 73–80; 74: never at the cost of a revoke), and from dummy the adversaries'
 * call on a card (62). A claim is answered by the seat rules of `table/game.ts`.
 */
import { toCards } from '../../core/card-set.js';
import { ok } from '../../core/result.js';
import { isAuctionEnded, legalCalls } from '../../games/auction-bridge/auction.js';
import { makeCall } from '../../games/auction-bridge/declaration.js';
import {
  answersOf,
  callDue,
  cardDue,
  claimAnswerers,
  meetingDuties,
  NOTHING_OF_ITS_OWN,
  type TableGame,
} from '../../table/game.js';
import { legalNow } from './act-common.js';
import { againstDummyCall, callBroken } from './act-play.js';
import { nextToDeclare, startAuctionBridge } from './auction-bridge.js';
import { debarredFrom } from './declarations.js';
import { auctionBridgeView } from './view.js';

export const AUCTION_BRIDGE_GAME: TableGame = {
  id: 'auction-bridge',
  ...NOTHING_OF_ITS_OWN,
  start: (record, base) => ok(startAuctionBridge(base, record.contract)),
  turn(state) {
    if (state.phase === 'play') return state.turn === null ? null : { seat: state.turn, acts: ['play'] };
    const seat = nextToDeclare(state);
    return seat === null ? null : { seat, acts: ['call'] };
  },
  legalPlays(state, seat) {
    if (!cardDue(state, seat)) return [];
    const legal = toCards(state.hands[seat]).filter((card) => legalNow(state, seat, card));
    return meetingDuties(
      meetingDuties(legal, (card) => callBroken(state, seat, card)),
      (card) => againstDummyCall(state, seat, card),
    );
  },
  legalCalls(state, seat) {
    const part = state.part.auctionBridge;
    if (!callDue(state) || part === undefined || part.held !== null) return [];
    if (isAuctionEnded(part.auction) || nextToDeclare(state) !== seat) return [];
    return legalCalls(part.auction)
      .filter((call) => debarredFrom(state, seat, call) === undefined)
      .map(makeCall);
  },
  legalDiscards: () => [],
  claimAnswers: (state, claim) => answersOf(claimAnswerers(state, claim, () => true)),
  view: (state) => auctionBridgeView(state),
};
