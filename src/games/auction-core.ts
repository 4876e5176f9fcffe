/**
 * The bookkeeping that every auction of the bridge family shares, whatever its bids are and
 * however one bid outranks another: the calls are made in rotation to the left from the dealer;
 * a pass, a double or a redouble is a call of its own, anything else is a bid; a double or
 * redouble stands until the next bid; three passes after the last bid, double or redouble end
 * the auction. Contract bridge (`contract-bridge/auction.ts`) and Auction Bridge
 * (`auction-bridge/auction.ts`) each give their own laws as `AuctionRules`: which calls are
 * sufficient and permitted, and whether an auction may be passed out.
 *
 * Pure functions over readonly data; nothing here throws. A refusal is the game's own error,
 * returned as a `Result`.
 */
import { appended } from '../core/list.js';
import { err, ok, type Result } from '../core/result.js';
import { type Seat, sameSide, seatAfter } from '../core/seat.js';
import type { Risk } from './contract-bridge/call.js';

/** An auction: the dealer and the calls made so far, in rotation from the dealer. */
export type CallRotation<C> = { readonly dealer: Seat; readonly calls: readonly C[] };

/** The seat that made the call at `index` (0 = the dealer; the rotation is to the left). */
export function seatOfCall(dealer: Seat, index: number): Seat {
  return seatAfter(dealer, index);
}

/** What the calls so far amount to, read in one pass. */
export type CallTally<B> = {
  /** The last bid and who made it, or null before any bid. */
  readonly lastBid: B | null;
  readonly lastBidder: Seat | null;
  /** Doubled or redoubled since the last bid. */
  readonly risk: Risk;
  /** Who doubled (or redoubled) the last bid, when it is. */
  readonly lastDoubler: Seat | null;
  /** Passes since the last bid, double or redouble (or since the start). */
  readonly trailingPasses: number;
  /** Three passes after a bid, double or redouble; or four at the start where `passOut` allows. */
  readonly ended: boolean;
  /** The seat to call next, or null when the auction has ended. */
  readonly nextToCall: Seat | null;
};

/**
 * A game's laws of the auction, over its calls `C`, its bids `B` and its refusals `E`.
 */
export type AuctionRules<C extends { readonly type: string }, B extends C, E> = {
  /** Tells a bid from a pass, double or redouble. */
  readonly isBid: (call: C) => call is B;
  /** Whether four passes at the start end the auction (a passed-out deal). */
  readonly passOut: boolean;
  /**
   * Null when the player in turn (`caller`, at place `index`) may make `call` after the calls
   * `tally` sums up, else why not.
   */
  readonly problem: (tally: CallTally<B>, index: number, caller: Seat, call: C) => E | null;
  /** The pass, double and redouble, in the order `legalCalls` lists them. */
  readonly others: readonly C[];
  /** Every bid, lowest first. */
  readonly bids: readonly B[];
  /** Whether bid `a` is sufficient over bid `b`. */
  readonly outranks: (a: B, b: B) => boolean;
};

/**
 * Reads the calls of `auction` under `rules`, from the last back: the passes since the last bid,
 * double or redouble, then the double or redouble standing (the latest since the last bid), then
 * that bid. Only the calls after the last bid and the bid itself are read, however long the
 * auction (a call neither a bid, a pass, a double nor a redouble counts for nothing).
 */
export function tallyCalls<C extends { readonly type: string }, B extends C, E>(
  auction: CallRotation<C>,
  rules: AuctionRules<C, B, E>,
): CallTally<B> {
  let lastBid: B | null = null;
  let lastBidder: Seat | null = null;
  let lastDoubler: Seat | null = null;
  let risk: Risk = '';
  let trailingPasses = 0;
  let passing = true;
  const calls = auction.calls;
  for (let i = calls.length - 1; i >= 0; i--) {
    const call = calls[i] as C;
    if (rules.isBid(call)) {
      lastBid = call;
      lastBidder = seatOfCall(auction.dealer, i);
      break;
    }
    if (call.type === 'pass') {
      if (passing) trailingPasses++;
    } else if (call.type === 'double' || call.type === 'redouble') {
      passing = false;
      if (lastDoubler === null) {
        risk = call.type === 'double' ? 'X' : 'XX';
        lastDoubler = seatOfCall(auction.dealer, i);
      }
    }
  }
  const ended = lastBid === null ? rules.passOut && trailingPasses >= 4 : trailingPasses >= 3;
  return {
    lastBid,
    lastBidder,
    risk,
    lastDoubler,
    trailingPasses,
    ended,
    nextToCall: ended ? null : seatOfCall(auction.dealer, calls.length),
  };
}

/** Whether `call` may be made now by the player in turn under `rules`, and why not. */
export function checkNextCall<C extends { readonly type: string }, B extends C, E>(
  auction: CallRotation<C>,
  rules: AuctionRules<C, B, E>,
  call: C,
): Result<void, E> {
  const index = auction.calls.length;
  const problem = rules.problem(tallyCalls(auction, rules), index, seatOfCall(auction.dealer, index), call);
  return problem === null ? ok(undefined) : err(problem);
}

/**
 * Every call the player in turn may make under `rules`: the pass, double and redouble it
 * permits, in that order, then each bid (lowest first) sufficient over the last. None once the
 * auction has ended.
 */
export function permittedCalls<C extends { readonly type: string }, B extends C, E>(
  auction: CallRotation<C>,
  rules: AuctionRules<C, B, E>,
): C[] {
  const tally = tallyCalls(auction, rules);
  if (tally.ended) return [];
  const index = auction.calls.length;
  const caller = seatOfCall(auction.dealer, index);
  const calls = rules.others.filter((c) => rules.problem(tally, index, caller, c) === null);
  const last = tally.lastBid;
  for (const b of rules.bids) if (last === null || rules.outranks(b, last)) calls.push(b);
  return calls;
}

/** The auction with `call` added when `rules` permit it; else the refusal. */
export function appendCall<C extends { readonly type: string }, B extends C, E>(
  auction: CallRotation<C>,
  rules: AuctionRules<C, B, E>,
  call: C,
): Result<CallRotation<C>, E> {
  const before = auction.calls;
  const index = before.length;
  const problem = rules.problem(tallyCalls(auction, rules), index, seatOfCall(auction.dealer, index), call);
  if (problem !== null) return err(problem);
  // The calls copied into an array of their new length, the new one last (a spread, or a copy
  // then a push, grows the array once more: about twice the time for an auction's dozen calls).
  return ok({ dealer: auction.dealer, calls: appended(before, call) });
}

/** Makes `calls` one by one from the dealer's first, refusing the first that `rules` refuse. */
export function appendCalls<C extends { readonly type: string }, B extends C, E>(
  dealer: Seat,
  rules: AuctionRules<C, B, E>,
  calls: readonly C[],
): Result<CallRotation<C>, E> {
  let auction: CallRotation<C> = { dealer, calls: [] };
  for (const call of calls) {
    const next = appendCall(auction, rules, call);
    if (!next.ok) return next;
    auction = next.value;
  }
  return ok(auction);
}

/**
 * The player who first named the final strain for the side that made the final bid: the
 * declarer under every code of the family. `finalBidder` made `final`; the search runs from the
 * dealer's first call.
 */
export function firstToName<
  C extends { readonly type: string },
  B extends C & { readonly strain: string },
  E,
>(auction: CallRotation<C>, rules: AuctionRules<C, B, E>, finalBidder: Seat, final: B): Seat {
  // The side's calls only: every other call, from its first (the calls are made in rotation).
  const calls = auction.calls;
  const first = sameSide(auction.dealer, finalBidder) ? 0 : 1;
  for (let i = first; i < calls.length; i += 2) {
    const call = calls[i] as C;
    if (rules.isBid(call) && call.strain === final.strain) return seatOfCall(auction.dealer, i);
  }
  return finalBidder;
}

const TOKEN = /\S+/g;

/**
 * Reads space-separated calls made in rotation from `dealer`. Each token is read by `step`
 * from the auction so far and its 1-based column; a refusal of `step` is returned as it is.
 */
export function readCalls<C, E>(
  dealer: Seat,
  text: string,
  step: (auction: CallRotation<C>, token: string, column: number) => Result<CallRotation<C>, E>,
): Result<CallRotation<C>, E> {
  let auction: CallRotation<C> = { dealer, calls: [] };
  for (const match of text.matchAll(TOKEN)) {
    const next = step(auction, match[0], (match.index ?? 0) + 1);
    if (!next.ok) return next;
    auction = next.value;
  }
  return ok(auction);
}

/**
 * One token of `readCalls` as the games read a call: parsed by `parse` (whose error is returned
 * as it is), then made under `rules`, a refusal located at `column`.
 */
export function parseAndAppend<C extends { readonly type: string }, B extends C, E, P>(
  auction: CallRotation<C>,
  rules: AuctionRules<C, B, E>,
  parse: (text: string, column: number) => Result<C, P>,
  token: string,
  column: number,
): Result<CallRotation<C>, P | (E & { readonly column: number })> {
  const call = parse(token, column);
  if (!call.ok) return call;
  const next = appendCall(auction, rules, call.value);
  return next.ok ? next : err({ ...next.error, column });
}

/** The functions a game's auction offers over its calls `C` and refusals `E`, bound to its rules. */
export type AuctionWalk<C, E> = {
  /** A new auction with no calls. */
  readonly startAuction: (dealer: Seat) => CallRotation<C>;
  /** The seat that made the call at `index` (0 = the dealer; the rotation is to the left). */
  readonly callerAt: (auction: CallRotation<C>, index: number) => Seat;
  /** Whether the auction is over: three passes after a bid, double or redouble (or four at the start). */
  readonly isAuctionEnded: (auction: CallRotation<C>) => boolean;
  /** Whose turn it is to call, or null once the auction has ended. */
  readonly nextToCall: (auction: CallRotation<C>) => Seat | null;
  /** Whether `call` may be made now by the player whose turn it is, and why not. */
  readonly checkCall: (auction: CallRotation<C>, call: C) => Result<void, E>;
  /** Every call the player in turn may make: pass, double or redouble, then the sufficient bids. */
  readonly legalCalls: (auction: CallRotation<C>) => C[];
  /** The auction with `call` added, or why it may not be. */
  readonly addCall: (auction: CallRotation<C>, call: C) => Result<CallRotation<C>, E>;
  /** Builds an auction from calls, refusing the first that may not be made. */
  readonly auctionOf: (dealer: Seat, calls: readonly C[]) => Result<CallRotation<C>, E>;
};

/** A game's auction walk: each function of `AuctionWalk` under `rules`. */
export function auctionWalk<C extends { readonly type: string }, B extends C, E>(
  rules: AuctionRules<C, B, E>,
): AuctionWalk<C, E> {
  return {
    startAuction: (dealer) => ({ dealer, calls: [] }),
    callerAt: (auction, index) => seatOfCall(auction.dealer, index),
    isAuctionEnded: (auction) => tallyCalls(auction, rules).ended,
    nextToCall: (auction) => tallyCalls(auction, rules).nextToCall,
    checkCall: (auction, call) => checkNextCall(auction, rules, call),
    legalCalls: (auction) => permittedCalls(auction, rules),
    addCall: (auction, call) => appendCall(auction, rules, call),
    auctionOf: (dealer, calls) => appendCalls(dealer, rules, calls),
  };
}
