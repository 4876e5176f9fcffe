/**
 * The bidding of Auction Bridge under the Whist Club of New York code of 1912 ("Declaring
 * Trumps", Laws 42–46 and 52; "Doubling and Redoubling", Laws 53–55), as pure functions over an
 * `Auction`: the dealer and the calls made so far, in rotation from the dealer.
 *
 * - Law 42: "The dealer, having examined his hand, must declare to win at least one odd trick,
 *   either with a declared suit, or at 'no trumps.'" The dealer may not pass, so a deal is never
 *   passed out; the first call is a declaration.
 * - Law 43: then "each player in turn … has the right to pass, to make a higher declaration, to
 *   double the last declaration made, or to redouble a declaration which has been doubled,
 *   subject to the provisions of Law 54."
 * - Law 44 (and 53): "higher" is by value in points; see `isHigherDeclaration`.
 * - Law 45: a player may overbid an adversary or his partner, "but he cannot overbid his own
 *   declaration which has been passed by the three others": three passes after the last
 *   declaration, double or redouble end the bidding (Law 55: "The act of doubling, or
 *   redoubling, reopens the bidding").
 * - Law 54: "Any declaration can be doubled and redoubled once, but not more; a player cannot
 *   double his partner's declaration, nor redouble his partner's double, but he may redouble a
 *   declaration of his partner which has been doubled by an adversary."
 * - Law 46: the declarer — see `auctionOutcome`.
 *
 * Irregular calls (insufficient declarations, declarations or doubles out of turn, a redouble
 * of partner's double) are refused here with a reason: the table layer records them and the
 * rulebook judges them (Laws 49, 50, 57; Card Committee case 6).
 *
 * Nothing here throws on bad input: a refusal carries its `kind` and the 0-based `index` the
 * call would take (parsed text adds the 1-based `column`).
 */
import type { Result } from '../../core/result.js';
import { type Seat, SIDE_OF, type Side, sameSide } from '../../core/seat.js';
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
  ALL_DECLARATIONS,
  type AuctionCall,
  type AuctionContract,
  type CallParseError,
  type Declaration,
  DOUBLE,
  isHigherDeclaration,
  makeCall,
  PASS,
  parseCall,
  REDOUBLE,
  type Risk,
} from './declaration.js';

export type Auction = CallRotation<AuctionCall>;

/** Why a call may not be made now. `index` is the place the call would take in the auction. */
export type AuctionError =
  | {
      /** Law 42: the dealer must declare; he may neither pass nor double. */
      readonly kind: 'dealer-must-declare';
      readonly index: number;
      readonly call: AuctionCall;
    }
  | {
      /** Law 44: a declaration must be higher in value than the last one (Law 53: doubles aside). */
      readonly kind: 'insufficient-declaration';
      readonly index: number;
      readonly call: Declaration;
      readonly last: Declaration;
    }
  | {
      /** Law 43, 54: a double only of the last declaration, by an adversary, not yet doubled. */
      readonly kind: 'double-not-allowed';
      readonly index: number;
      readonly reason: 'partners-declaration' | 'already-doubled';
    }
  | {
      /** Law 54: a redouble only by the side whose declaration an adversary doubled; once. */
      readonly kind: 'redouble-not-allowed';
      readonly index: number;
      readonly reason: 'not-doubled' | 'partners-double' | 'already-redoubled';
    }
  | {
      /** Law 45: no call after the last declaration, double or redouble has been passed by three. */
      readonly kind: 'auction-ended';
      readonly index: number;
    };

/** A call error located in text: a call that does not parse, or a call refused there. */
export type AuctionParseError = CallParseError | (AuctionError & { readonly column: number });

/** What the calls so far amount to; computed in one pass. */
export type AuctionSummary = {
  /** The last declaration and who made it, or null before the dealer has declared. */
  readonly last: Declaration | null;
  readonly lastDeclarer: Seat | null;
  /** Doubled or redoubled since the last declaration. */
  readonly risk: Risk;
  /** Passes since the last declaration, double or redouble. */
  readonly trailingPasses: number;
  readonly ended: boolean;
  /** The seat to call next, or null when the bidding has ended. */
  readonly nextToCall: Seat | null;
};

/** The outcome of the bidding: still going, or a final declaration. Law 42: never passed out. */
export type AuctionOutcome =
  | { readonly kind: 'in-progress'; readonly nextToCall: Seat }
  | { readonly kind: 'contract'; readonly contract: AuctionContract };

export function summarize(auction: Auction): AuctionSummary {
  const t = tallyCalls(auction, RULES);
  return {
    last: t.lastBid,
    lastDeclarer: t.lastBidder,
    risk: t.risk,
    trailingPasses: t.trailingPasses,
    ended: t.ended,
    nextToCall: t.nextToCall,
  };
}

function problemWith(
  t: CallTally<Declaration>,
  index: number,
  caller: Seat,
  call: AuctionCall,
): AuctionError | null {
  if (t.ended) return { kind: 'auction-ended', index };
  if (t.lastBid === null || t.lastBidder === null)
    return call.type === 'declaration' ? null : { kind: 'dealer-must-declare', index, call };
  switch (call.type) {
    case 'pass':
      return null;
    case 'declaration':
      return isHigherDeclaration(call, t.lastBid)
        ? null
        : { kind: 'insufficient-declaration', index, call, last: t.lastBid };
    case 'double':
      if (sameSide(t.lastBidder, caller))
        return { kind: 'double-not-allowed', index, reason: 'partners-declaration' };
      if (t.risk !== '') return { kind: 'double-not-allowed', index, reason: 'already-doubled' };
      return null;
    case 'redouble':
      if (t.risk === '') return { kind: 'redouble-not-allowed', index, reason: 'not-doubled' };
      if (!sameSide(t.lastBidder, caller))
        return { kind: 'redouble-not-allowed', index, reason: 'partners-double' };
      if (t.risk === 'XX') return { kind: 'redouble-not-allowed', index, reason: 'already-redoubled' };
      return null;
  }
}

/**
 * The laws of the bidding (Laws 42–45, 53–55) for the shared bookkeeping of `auction-core.ts`.
 * Law 42: the dealer must declare, so the bidding is never passed out.
 */
const RULES: AuctionRules<AuctionCall, Declaration, AuctionError> = {
  isBid: (call): call is Declaration => call.type === 'declaration',
  passOut: false,
  problem: problemWith,
  others: [PASS, DOUBLE, REDOUBLE],
  bids: ALL_DECLARATIONS,
  outranks: isHigherDeclaration,
};

/**
 * The walk of the bidding under Laws 42–45 and 53–55 (src/games/auction-core.ts): a new auction,
 * the seat of a call (Law 43: the order is to the left), whether the bidding has ended (Law 45)
 * and who calls next, whether a call may be made now, every call permitted (pass, double,
 * redouble, then the higher declarations), a call added, an auction built from calls refusing
 * the first that may not be made.
 */
const WALK = auctionWalk(RULES);
export const { startAuction, callerAt, isAuctionEnded, nextToCall } = WALK;
export const { checkCall, legalCalls, addCall, auctionOf } = WALK;

/**
 * The declarer of the final declaration, Law 46: "The player who makes the final declaration
 * shall play the combined hands of himself and his partner (the latter becoming dummy), unless
 * the winning suit was first bid by the partner, in which case he, no matter what bids have
 * intervened shall play the hand." "Suit" here is the declaration's strain: no trumps counts,
 * and royal spades are not spades (docs/laws/whist-club-1912-game.md).
 */
export function declarerOf(auction: Auction, finalDeclarer: Seat, final: Declaration): Seat {
  return firstToName(auction, RULES, finalDeclarer, final);
}

/** The final declaration and its declarer once the bidding has ended. */
export function auctionOutcome(auction: Auction): AuctionOutcome {
  const s = summarize(auction);
  if (!s.ended || s.last === null || s.lastDeclarer === null)
    return { kind: 'in-progress', nextToCall: s.nextToCall ?? auction.dealer };
  const final: Declaration = s.last;
  return {
    kind: 'contract',
    contract: {
      level: final.level,
      strain: final.strain,
      risk: s.risk,
      declarer: declarerOf(auction, s.lastDeclarer, final),
    },
  };
}

/** The final declaration, or null while the bidding goes on. */
export function contractOf(auction: Auction): AuctionContract | null {
  const outcome = auctionOutcome(auction);
  return outcome.kind === 'contract' ? outcome.contract : null;
}

/** The side that made the final declaration (its declarer's side), or null while bidding. */
export function declaringSideOf(auction: Auction): Side | null {
  const contract = contractOf(auction);
  return contract === null ? null : SIDE_OF[contract.declarer];
}

/**
 * Parses space-separated calls made in rotation from `dealer` (`1S P 2RS X XX P P P`). Each
 * call is checked as it is added; an error carries the 1-based column of the offending call.
 */
export function parseAuction(dealer: Seat, text: string): Result<Auction, AuctionParseError> {
  return readCalls(dealer, text, (auction: Auction, token, column) =>
    parseAndAppend(auction, RULES, parseCall, token, column),
  );
}

export function makeAuction(auction: Auction): string {
  return auction.calls.map(makeCall).join(' ');
}
