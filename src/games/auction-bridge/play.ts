/**
 * The play of an Auction Bridge hand. It is the same trick-taking as contract bridge — Law 58:
 * "When the final declaration has been made the play shall begin, and the player on the left of
 * the declarer shall lead"; Law 59: dummy's cards are played by the declarer; following suit
 * and the winning of tricks as in every bridge game — so this module reuses
 * `contract-bridge/play.ts` (and through it `games/trick.ts`) rather than copying it.
 *
 * The one thing to translate is the declaration: royal spades (`RS`) play with spades as trumps
 * (Law 4 values them apart, but the trump suit is the same). `trickTakingContract` gives the
 * contract-bridge contract the play runs on; the `PlayState` it returns therefore shows `S` for a
 * royal-spade declaration — the score is taken from the `AuctionContract`, never from the play.
 *
 * Refusals are the `PlayError`s of contract-bridge/play.ts; nothing here throws for bad input.
 */
import type { Deal } from '../../core/deal.js';
import { LHO, type Seat } from '../../core/seat.js';
import type { Contract } from '../contract-bridge/call.js';
import { type PlayState, startPlay as startTrickTaking } from '../contract-bridge/play.js';
import { type AuctionContract, dummyOf } from './declaration.js';

export {
  type CompletedTrick,
  checkPlay,
  declarerTricks,
  defenderTricks,
  isPlayComplete,
  ledSuit,
  legalPlays,
  type PlayError,
  type PlayState,
  playCard,
  playCards,
  trickNumber,
} from '../contract-bridge/play.js';

/** The contract-bridge contract with the same trump suit and declarer (royal spades → spades). */
export function trickTakingContract(contract: AuctionContract): Contract {
  return {
    level: contract.level,
    strain: contract.strain === 'RS' ? 'S' : contract.strain,
    risk: contract.risk,
    declarer: contract.declarer,
  };
}

/** The state before the opening lead (Law 58). */
export function startPlay(deal: Deal, contract: AuctionContract): PlayState {
  return startTrickTaking(deal, trickTakingContract(contract));
}

/** Law 58: the player on the left of the declarer leads to the first trick. */
export function openingLeader(contract: AuctionContract): Seat {
  return LHO[contract.declarer];
}

/** Law 59: the declarer plays dummy's cards as well as his own; each adversary his own. */
export function controllerOf(seat: Seat, contract: AuctionContract): Seat {
  return seat === dummyOf(contract) ? contract.declarer : seat;
}
