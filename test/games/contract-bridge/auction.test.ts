import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import { SEATS, type Seat, SIDE_OF } from '../../../src/core/seat.js';
import {
  type Auction,
  addCall,
  auctionOf,
  auctionOutcome,
  checkCall,
  contractOf,
  isAuctionEnded,
  isPassedOut,
  legalCalls,
  makeAuction,
  nextToCall,
  parseAuction,
  startAuction,
} from '../../../src/games/contract-bridge/auction.js';
import {
  bid,
  type Call,
  DOUBLE,
  dummyOf,
  makeCall,
  PASS,
  REDOUBLE,
} from '../../../src/games/contract-bridge/call.js';

/** An auction from text that the test knows to be legal. */
const auction = (dealer: Seat, text: string): Auction => expectOk(parseAuction(dealer, text));

describe('Law 18 — bids must supersede the last bid', () => {
  test('a lower or equal bid is insufficient, with its index', () => {
    expect(checkCall(auction('N', '1S'), bid(1, 'H'))).toEqual({
      ok: false,
      error: { kind: 'insufficient-bid', index: 1, call: bid(1, 'H'), last: bid(1, 'S') },
    });
    expect(checkCall(auction('N', '1S P'), bid(1, 'S')).ok).toBe(false);
    expect(checkCall(auction('N', '2C'), bid(1, 'NT')).ok).toBe(false);
  });

  test('a higher strain at the same level or any higher level is sufficient', () => {
    expect(checkCall(auction('N', '1S'), bid(1, 'NT'))).toEqual({ ok: true, value: undefined });
    expect(checkCall(auction('N', '1NT'), bid(2, 'C')).ok).toBe(true);
    expect(checkCall(startAuction('E'), bid(1, 'C')).ok).toBe(true);
  });

  test('a bid after passes and doubles is compared with the last bid', () => {
    expect(checkCall(auction('N', '3H X P'), bid(3, 'D')).ok).toBe(false);
    expect(checkCall(auction('N', '3H X P'), bid(3, 'S')).ok).toBe(true);
  });
});

describe('Law 19A — doubles', () => {
  test('no double before any bid', () => {
    expect(checkCall(auction('N', 'P'), DOUBLE)).toEqual({
      ok: false,
      error: { kind: 'double-not-allowed', index: 1, reason: 'no-bid' },
    });
  });

  test('a player may not double his own side’s bid', () => {
    // N 1S, E pass, S doubles partner's bid.
    expect(checkCall(auction('N', '1S P'), DOUBLE)).toEqual({
      ok: false,
      error: { kind: 'double-not-allowed', index: 2, reason: 'own-side' },
    });
  });

  test('a bid already doubled may not be doubled again', () => {
    expect(checkCall(auction('N', '1S X P'), DOUBLE)).toEqual({
      ok: false,
      error: { kind: 'double-not-allowed', index: 3, reason: 'already-doubled' },
    });
  });

  test('an opponent may double the last bid directly or after passes', () => {
    expect(checkCall(auction('N', '1S'), DOUBLE).ok).toBe(true);
    // N 1S, E 2H, S pass, W pass: North doubles East's 2H in the pass-out seat.
    expect(checkCall(auction('N', '1S 2H P P'), DOUBLE).ok).toBe(true);
  });
});

describe('Law 19B — redoubles', () => {
  test('no redouble of an undoubled bid', () => {
    expect(checkCall(auction('N', '1S P'), REDOUBLE)).toEqual({
      ok: false,
      error: { kind: 'redouble-not-allowed', index: 2, reason: 'not-doubled' },
    });
    expect(checkCall(startAuction('N'), REDOUBLE).ok).toBe(false);
  });

  test('the doubling side may not redouble its own double', () => {
    // N 1S, E doubles, S pass, W redoubles.
    expect(checkCall(auction('N', '1S X P'), REDOUBLE)).toEqual({
      ok: false,
      error: { kind: 'redouble-not-allowed', index: 3, reason: 'own-side' },
    });
  });

  test('no second redouble', () => {
    expect(checkCall(auction('N', '1S X XX'), REDOUBLE)).toEqual({
      ok: false,
      error: { kind: 'redouble-not-allowed', index: 3, reason: 'already-redoubled' },
    });
  });

  test('either player of the side whose bid was doubled may redouble', () => {
    expect(checkCall(auction('N', '1S X'), REDOUBLE).ok).toBe(true);
    expect(checkCall(auction('N', '1S X P P'), REDOUBLE).ok).toBe(true);
  });
});

describe('Law 22A — end of the auction', () => {
  test('three passes after a bid end it; no call is then allowed', () => {
    const a = auction('N', '1S P P P');
    expect(isAuctionEnded(a)).toBe(true);
    expect(nextToCall(a)).toBeNull();
    expect(checkCall(a, PASS)).toEqual({ ok: false, error: { kind: 'auction-ended', index: 4 } });
    expect(addCall(a, bid(7, 'NT')).ok).toBe(false);
    expect(legalCalls(a)).toEqual([]);
  });

  test('three passes after a double or redouble end it too', () => {
    expect(isAuctionEnded(auction('N', '1S X P P P'))).toBe(true);
    expect(isAuctionEnded(auction('N', '1S X XX P P P'))).toBe(true);
    expect(isAuctionEnded(auction('N', '1S X P P'))).toBe(false);
  });

  test('three passes at the start do not end it; the fourth player may open', () => {
    const a = auction('E', 'P P P');
    expect(isAuctionEnded(a)).toBe(false);
    expect(nextToCall(a)).toBe('N');
    expect(checkCall(a, bid(1, 'C')).ok).toBe(true);
  });

  test('four passes: the board is passed out and there is no contract', () => {
    const a = auction('S', 'P P P P');
    expect(isPassedOut(a)).toBe(true);
    expect(contractOf(a)).toBeNull();
    expect(auctionOutcome(a)).toEqual({ kind: 'passed-out' });
    expect(checkCall(a, bid(1, 'C'))).toEqual({ ok: false, error: { kind: 'auction-ended', index: 4 } });
  });

  test('an auction still going has no contract and names the next caller', () => {
    const a = auction('W', '1D P');
    expect(contractOf(a)).toBeNull();
    expect(isPassedOut(a)).toBe(false);
    expect(auctionOutcome(a)).toEqual({ kind: 'in-progress', nextToCall: 'E' });
  });
});

describe('the contract and the declarer', () => {
  test('declarer is the first of the declaring side to name the strain (N 1H … S 4H → N)', () => {
    // N 1H, E P, S 1S, W P, N 2C, E P, S 4H, all pass.
    const contract = contractOf(auction('N', '1H P 1S P 2C P 4H P P P'));
    expect(contract).toEqual({ level: 4, strain: 'H', risk: '', declarer: 'N' });
    expect(contract && dummyOf(contract)).toBe('S');
  });

  test('the opponents naming the strain first does not make them declarer', () => {
    // E 1H, S X, W P, N 2H (a cue bid), E P, S 4H, all pass: North named hearts first for N-S.
    expect(contractOf(auction('E', '1H X P 2H P 4H P P P'))).toEqual({
      level: 4,
      strain: 'H',
      risk: '',
      declarer: 'N',
    });
  });

  test('the risk is the double or redouble after the last bid', () => {
    // N 1S, E P, S 2H, W X, N XX, all pass.
    expect(contractOf(auction('N', '1S P 2H X XX P P P'))).toEqual({
      level: 2,
      strain: 'H',
      risk: 'XX',
      declarer: 'S',
    });
    expect(contractOf(auction('N', '1S X 2S P P P'))).toEqual({
      level: 2,
      strain: 'S',
      risk: '',
      declarer: 'N',
    });
    expect(contractOf(auction('W', '3NT X P P P'))).toEqual({
      level: 3,
      strain: 'NT',
      risk: 'X',
      declarer: 'W',
    });
  });
});

describe('legal calls', () => {
  test('at the start: pass and the 35 bids', () => {
    const calls = legalCalls(startAuction('N'));
    expect(calls).toHaveLength(36);
    expect(calls[0]).toEqual(PASS);
    expect(calls).not.toContainEqual(DOUBLE);
  });

  test('after 7NT: pass or double for an opponent, pass or redouble after the double', () => {
    expect(legalCalls(auction('N', '7NT'))).toEqual([PASS, DOUBLE]);
    expect(legalCalls(auction('N', '7NT P'))).toEqual([PASS]);
    expect(legalCalls(auction('N', '7NT X'))).toEqual([PASS, REDOUBLE]);
  });

  test('every listed call is accepted and every other call refused', () => {
    const a = auction('N', '1H X');
    const listed = new Set(legalCalls(a).map(makeCall));
    const all: Call[] = [PASS, DOUBLE, REDOUBLE, ...legalCalls(startAuction('N')).slice(1)];
    for (const call of all) expect(checkCall(a, call).ok).toBe(listed.has(makeCall(call)));
  });
});

describe('parseAuction / makeAuction', () => {
  test('an illegal call is refused with its column', () => {
    expect(parseAuction('N', '1S P 1H')).toEqual({
      ok: false,
      error: { kind: 'insufficient-bid', index: 2, call: bid(1, 'H'), last: bid(1, 'S'), column: 6 },
    });
    expect(parseAuction('N', '1S  P  P  P  P')).toEqual({
      ok: false,
      error: { kind: 'auction-ended', index: 4, column: 14 },
    });
  });

  test('a call that does not parse is refused with its column', () => {
    expect(parseAuction('N', '1S Q')).toEqual({
      ok: false,
      error: { kind: 'call-syntax', text: 'Q', column: 4 },
    });
    expect(parseAuction('N', '8C').ok).toBe(false);
  });

  test('AP passes until the auction ends', () => {
    expect(auction('N', '1S AP').calls).toHaveLength(4);
    expect(auction('N', 'AP').calls).toHaveLength(4);
    expect(isPassedOut(auction('N', 'AP'))).toBe(true);
    expect(auction('N', '1S P P AP').calls).toHaveLength(4);
    expect(parseAuction('N', '1S AP 2S').ok).toBe(false);
  });

  test('makeAuction writes what parseAuction reads; the empty text is the empty auction', () => {
    expect(makeAuction(auction('N', '1s p 2h x xx pass p p'))).toBe('1S P 2H X XX P P P');
    expect(auction('E', '  ')).toEqual(startAuction('E'));
  });

  test('random legal auctions: round trip, and a contract by the side that bid it', () => {
    const arbitrary = fc.record({
      dealer: fc.constantFrom(...SEATS),
      choices: fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), {
        minLength: 0,
        maxLength: 60,
      }),
    });
    fc.assert(
      fc.property(arbitrary, ({ dealer, choices }) => {
        let a = startAuction(dealer);
        for (const u of choices) {
          const calls = legalCalls(a);
          // Passes are likelier, as at the table, so that auctions end.
          const call = u < 0.6 ? calls[0] : calls[Math.floor(((u - 0.6) / 0.4) * calls.length)];
          if (call === undefined) break;
          a = expectOk(addCall(a, call));
        }
        expect(expectOk(parseAuction(dealer, makeAuction(a)))).toEqual(a);
        expect(expectOk(auctionOf(dealer, a.calls))).toEqual(a);
        const outcome = auctionOutcome(a);
        if (outcome.kind === 'contract') {
          const lastBidIndex = a.calls.map((c) => c.type).lastIndexOf('bid');
          const lastBidder = SEATS[(SEATS.indexOf(dealer) + lastBidIndex) % 4] as Seat;
          expect(SIDE_OF[outcome.contract.declarer]).toBe(SIDE_OF[lastBidder]);
        } else {
          expect(contractOf(a)).toBeNull();
        }
      }),
      { seed: 1729, numRuns: 200 },
    );
  });
});
