/**
 * The auction of contract bridge (Laws 17–22 of the WBF codes), as pure functions over an
 * `Auction`: the dealer and the calls made so far, in rotation from the dealer.
 *
 * Only the *legal* mechanics live here: which calls are sufficient and permitted, when the
 * auction ends, and which contract (and declarer) it produces. Irregular calls — insufficient
 * bids, inadmissible doubles, calls out of rotation — are refused here with a reason; the table
 * layer records them and the rulebook judges them.
 *
 * Nothing here throws on bad input: every refusal is a `Result` error with a `kind` and the index
 * of the call (0-based, in the auction) or the column (1-based, in parsed text).
 */
import { err, ok, type Result } from '../../core/result.js';
import { type Seat, sameSide } from '../../core/seat.js';
import {
  type AuctionRules,
  auctionWalk,
  type CallRotation,
  type CallTally,
  firstToName,
  parseAndAppend,
  readCalls,
  tallyCalls,
} from '../auction-core.js';
import {
  type Bid,
  bid,
  bidOutranks,
  type Call,
  type CallParseError,
  type Contract,
  DOUBLE,
  LEVELS,
  makeCall,
  PASS,
  parseCall,
  REDOUBLE,
  STRAINS,
} from './call.js';

export type Auction = CallRotation<Call>;

/** Why a call may not be made now. `index` is the place the call would take in the auction. */
export type AuctionError =
  | {
      /** Law 18B–C: a bid must supersede the last bid (more tricks, or as many in a higher strain). */
      readonly kind: 'insufficient-bid';
      readonly index: number;
      readonly call: Bid;
      readonly last: Bid;
    }
  | {
      /** Law 19A: a double only of the last bid, made by an opponent, not yet doubled. */
      readonly kind: 'double-not-allowed';
      readonly index: number;
      readonly reason: 'no-bid' | 'own-side' | 'already-doubled';
    }
  | {
      /** Law 19B: a redouble only of an opponent's double of the own side's last bid. */
      readonly kind: 'redouble-not-allowed';
      readonly index: number;
      readonly reason: 'not-doubled' | 'own-side' | 'already-redoubled';
    }
  | {
      /** Law 22A: no call after three passes in rotation following a bid (or four at the start). */
      readonly kind: 'auction-ended';
      readonly index: number;
    };

/** A call error located in text: a call that does not parse, or a call refused there. */
export type AuctionParseError = CallParseError | (AuctionError & { readonly column: number });

/**
 * What the calls so far amount to, computed in one pass over the calls: the last bid and who
 * made it (null before any bid), the risk since it and who doubled, the passes since the last
 * bid, double or redouble (or since the start), whether the auction has ended (Law 22A: three
 * passes after a call other than pass, or four at the start) and who calls next.
 */
export type AuctionSummary = CallTally<Bid>;

/** The outcome of an auction: still going, passed out, or a contract. */
export type AuctionOutcome =
  | { readonly kind: 'in-progress'; readonly nextToCall: Seat }
  | { readonly kind: 'passed-out' }
  | { readonly kind: 'contract'; readonly contract: Contract };

/** Reads the auction once: last bid, risk, trailing passes, whether it has ended. */
export function summarize(auction: Auction): AuctionSummary {
  return tallyCalls(auction, RULES);
}

/** Whether all four players passed at their first turn (Law 22A1: the board is passed out). */
export function isPassedOut(auction: Auction): boolean {
  const s = summarize(auction);
  return s.ended && s.lastBid === null;
}

function checkAgainst(summary: AuctionSummary, index: number, caller: Seat, call: Call): AuctionError | null {
  if (summary.ended) return { kind: 'auction-ended', index };
  switch (call.type) {
    case 'pass':
      return null;
    case 'bid':
      if (summary.lastBid !== null && !bidOutranks(call, summary.lastBid))
        return { kind: 'insufficient-bid', index, call, last: summary.lastBid };
      return null;
    case 'double':
      if (summary.lastBid === null || summary.lastBidder === null)
        return { kind: 'double-not-allowed', index, reason: 'no-bid' };
      if (summary.risk !== '') return { kind: 'double-not-allowed', index, reason: 'already-doubled' };
      if (sameSide(summary.lastBidder, caller))
        return { kind: 'double-not-allowed', index, reason: 'own-side' };
      return null;
    case 'redouble':
      if (summary.risk === '' || summary.lastBidder === null)
        return { kind: 'redouble-not-allowed', index, reason: 'not-doubled' };
      if (summary.risk === 'XX') return { kind: 'redouble-not-allowed', index, reason: 'already-redoubled' };
      if (!sameSide(summary.lastBidder, caller))
        return { kind: 'redouble-not-allowed', index, reason: 'own-side' };
      return null;
  }
}

/** The laws of the auction (Laws 18–22) for the shared bookkeeping of `auction-core.ts`. */
const RULES: AuctionRules<Call, Bid, AuctionError> = {
  isBid: (call): call is Bid => call.type === 'bid',
  passOut: true,
  problem: checkAgainst,
  others: [PASS, DOUBLE, REDOUBLE],
  bids: LEVELS.flatMap((level) => STRAINS.map((strain) => bid(level, strain))),
  outranks: bidOutranks,
};

/**
 * The walk of the auction under Laws 18–22 (src/games/auction-core.ts): a new auction, the seat of
 * a call, whether the auction has ended (Law 22A) and who calls next, whether a call may be made
 * now, every call permitted (pass, double or redouble, then the sufficient bids), a call added,
 * an auction built from calls refusing the first illegal one.
 */
const WALK = auctionWalk(RULES);
export const { startAuction, callerAt, isAuctionEnded, nextToCall } = WALK;
export const { checkCall, legalCalls, addCall, auctionOf } = WALK;

/**
 * What the auction produced: the contract is the last bid, doubled or redoubled if so; the
 * declarer (as the laws' definitions have it) is the player of the side that made the final bid
 * who first named its strain.
 */
export function auctionOutcome(auction: Auction): AuctionOutcome {
  const summary = summarize(auction);
  if (!summary.ended) return { kind: 'in-progress', nextToCall: summary.nextToCall ?? auction.dealer };
  const last = summary.lastBid;
  const bidder = summary.lastBidder;
  if (last === null || bidder === null) return { kind: 'passed-out' };
  const declarer = firstToName(auction, RULES, bidder, last);
  return {
    kind: 'contract',
    contract: { level: last.level, strain: last.strain, risk: summary.risk, declarer },
  };
}

/** The contract, or null when the auction was passed out or has not ended. */
export function contractOf(auction: Auction): Contract | null {
  const outcome = auctionOutcome(auction);
  return outcome.kind === 'contract' ? outcome.contract : null;
}

/**
 * Parses a space-separated list of calls made in rotation from `dealer` (`1S P 2H X XX P P P`).
 * `AP` (all pass) as the last call passes until the auction ends. Each call is checked as it
 * is added; an error carries the 1-based column of the offending call.
 */
export function parseAuction(dealer: Seat, text: string): Result<Auction, AuctionParseError> {
  return readCalls(dealer, text, (auction: Auction, token, column): Result<Auction, AuctionParseError> => {
    if (token.toUpperCase() !== 'AP') return parseAndAppend(auction, RULES, parseCall, token, column);
    const summary = summarize(auction);
    if (summary.ended) return err({ kind: 'auction-ended', index: auction.calls.length, column });
    const passes = (summary.lastBid === null ? 4 : 3) - summary.trailingPasses;
    return ok({ dealer, calls: [...auction.calls, ...Array.from({ length: passes }, () => PASS)] });
  });
}

/** Writes the calls space-separated, as `parseAuction` reads them. */
export function makeAuction(auction: Auction): string {
  return auction.calls.map(makeCall).join(' ');
}
