import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import { PARTNER, SEATS, type Seat, SIDE_OF, sameSide } from '../../../src/core/seat.js';
import {
  type Auction,
  addCall,
  auctionOf,
  auctionOutcome,
  callerAt,
  checkCall,
  contractOf,
  isAuctionEnded,
  legalCalls,
  makeAuction,
  nextToCall,
  parseAuction,
  startAuction,
} from '../../../src/games/auction-bridge/auction.js';
import {
  type AuctionCall,
  type Declaration,
  DOUBLE,
  declaration,
  declarationValue,
  isHigherDeclaration,
  PASS,
  REDOUBLE,
} from '../../../src/games/auction-bridge/declaration.js';
import { openingLeader } from '../../../src/games/auction-bridge/play.js';

/** An auction from text the test knows to be legal. */
const auction = (dealer: Seat, text: string): Auction => expectOk(parseAuction(dealer, text));

describe('Law 42 — the dealer must declare to win at least one odd trick', () => {
  test('the dealer may not pass, double or redouble', () => {
    const start = startAuction('S');
    for (const call of [PASS, DOUBLE, REDOUBLE])
      expect(checkCall(start, call)).toEqual({
        ok: false,
        error: { kind: 'dealer-must-declare', index: 0, call },
      });
  });

  test('his legal calls are the 42 declarations, the lowest "One Spade"', () => {
    const calls = legalCalls(startAuction('N'));
    expect(calls).toHaveLength(42);
    expect(calls.every((c) => c.type === 'declaration')).toBe(true);
    expect(calls[0]).toEqual(declaration(1, 'S'));
  });

  test('so a deal is never passed out: the dealer’s one spade passed by three is final', () => {
    const a = auction('E', '1S P P P');
    expect(contractOf(a)).toEqual({ level: 1, strain: 'S', risk: '', declarer: 'E' });
  });

  test('a pass by the dealer in text is refused at its column', () => {
    expect(parseAuction('N', 'P')).toEqual({
      ok: false,
      error: { kind: 'dealer-must-declare', index: 0, call: PASS, column: 1 },
    });
  });
});

describe('Law 43 — each player in turn, from the dealer’s left, passes, declares higher, doubles or redoubles', () => {
  test('the turn goes to the left', () => {
    const a = auction('W', '1H');
    expect(nextToCall(a)).toBe('N');
    expect(callerAt(a, 0)).toBe('W');
    expect(callerAt(a, 5)).toBe('N');
  });

  test('after an adverse declaration: pass, double and every higher declaration', () => {
    const calls = legalCalls(auction('N', '1H'));
    expect(calls[0]).toEqual(PASS);
    expect(calls[1]).toEqual(DOUBLE);
    expect(calls).not.toContainEqual(REDOUBLE);
    const declarations = calls.filter((c): c is Declaration => c.type === 'declaration');
    expect(declarations.every((c) => isHigherDeclaration(c, declaration(1, 'H')))).toBe(true);
    expect(declarations).toContainEqual(declaration(4, 'S')); // 8 points, more tricks (Law 44)
    expect(declarations).not.toContainEqual(declaration(1, 'D'));
  });

  test('a double is of the last declaration made, even after passes', () => {
    expect(checkCall(auction('N', '1H P P'), DOUBLE).ok).toBe(true);
  });
});

describe('Law 44 — an insufficient declaration is refused', () => {
  test.each([
    ['1H', '1D'],
    ['3S', '1C'],
    ['5S', '1NT'],
    ['2RS', '2D'],
    ['1NT', '1NT'],
  ])('after %s, %s is insufficient (refused at its column)', (first, second) => {
    expect(parseAuction('N', `${first} ${second}`)).toMatchObject({
      ok: false,
      error: { kind: 'insufficient-declaration', index: 1, column: first.length + 2 },
    });
  });

  test('the error names the call and the last declaration', () => {
    expect(checkCall(auction('S', '2RS P'), declaration(3, 'S'))).toEqual({
      ok: false,
      error: {
        kind: 'insufficient-declaration',
        index: 2,
        call: declaration(3, 'S'),
        last: declaration(2, 'RS'),
      },
    });
  });

  test('"Three Spades" over "One Club" is sufficient', () => {
    expect(checkCall(auction('S', '1C'), declaration(3, 'S')).ok).toBe(true);
  });
});

describe('Law 45 — overbidding; the bidding ends when a declaration has been passed by the three others', () => {
  test('a player may overbid his partner and an adverse declaration any number of times', () => {
    // North and South overbid each other; East overbids North-South twice.
    const a = auction('N', '1H 1RS 2H 2NT 3H P 4H P P');
    expect(isAuctionEnded(a)).toBe(false);
    expect(checkCall(a, declaration(5, 'H')).ok).toBe(true); // 40 points over 32
    expect(checkCall(a, declaration(4, 'D')).ok).toBe(false); // 28 points under 32
  });

  test('three passes after the last declaration end the bidding', () => {
    const a = auction('N', '1H 1RS 2H P P P');
    expect(isAuctionEnded(a)).toBe(true);
    expect(nextToCall(a)).toBeNull();
    expect(legalCalls(a)).toEqual([]);
    expect(checkCall(a, declaration(3, 'H'))).toEqual({
      ok: false,
      error: { kind: 'auction-ended', index: 6 },
    });
  });
});

describe('Law 46 — who plays the combined hands', () => {
  test('the player who makes the final declaration', () => {
    expect(contractOf(auction('N', '1H 1RS 1NT P P P'))?.declarer).toBe('S');
    expect(contractOf(auction('N', '1H 1RS 2H P P P'))?.declarer).toBe('N'); // North named hearts first
  });

  test('unless the winning suit was first bid by the partner, no matter what bids intervened', () => {
    // North first bid hearts; South made the final declaration.
    expect(contractOf(auction('N', '1H 1RS 1NT 2RS 3H P P P'))?.declarer).toBe('N');
    expect(contractOf(auction('N', '1H 1RS 1NT 2RS 3H P P P'))).toEqual({
      level: 3,
      strain: 'H',
      risk: '',
      declarer: 'N',
    });
  });

  test('no trumps first named by the partner', () => {
    expect(contractOf(auction('E', '1NT P 2NT P P P'))?.declarer).toBe('E');
  });

  test('an adversary’s earlier bid of the suit does not count', () => {
    // East bid hearts first; South made the final heart declaration for North-South.
    expect(contractOf(auction('E', '1H 2H P P P'))?.declarer).toBe('S');
  });

  test('royal spades are not spades: the first royal-spade bidder plays', () => {
    // North bid spades, South royal spades (our reading: a different declaration).
    expect(contractOf(auction('N', '1S P 1RS P P P'))?.declarer).toBe('S');
    expect(contractOf(auction('N', '1RS P 2RS P P P'))?.declarer).toBe('N');
  });
});

describe('Law 53 — doubling does not alter the value of a declaration', () => {
  test('"Three Clubs" is higher than "Two Royal Spades" even if doubled', () => {
    const a = auction('N', '2RS X');
    expect(checkCall(a, declaration(3, 'C')).ok).toBe(true);
    expect(checkCall(a, declaration(1, 'NT'))).toMatchObject({
      ok: false,
      error: { kind: 'insufficient-declaration' },
    });
  });
});

describe('Law 54 — doubled and redoubled once, never by partners against each other', () => {
  test('a player cannot double his partner’s declaration (nor his own)', () => {
    expect(checkCall(auction('N', '1H P'), DOUBLE)).toEqual({
      ok: false,
      error: { kind: 'double-not-allowed', index: 2, reason: 'partners-declaration' },
    });
  });

  test('a declaration cannot be doubled twice', () => {
    expect(checkCall(auction('N', '1H X P'), DOUBLE)).toEqual({
      ok: false,
      error: { kind: 'double-not-allowed', index: 3, reason: 'already-doubled' },
    });
  });

  test('a player cannot redouble his partner’s double', () => {
    expect(checkCall(auction('N', '1H X P'), REDOUBLE)).toEqual({
      ok: false,
      error: { kind: 'redouble-not-allowed', index: 3, reason: 'partners-double' },
    });
  });

  test('but he may redouble his partner’s declaration doubled by an adversary', () => {
    expect(checkCall(auction('N', '1H X'), REDOUBLE).ok).toBe(true);
    expect(checkCall(auction('N', '1H X P P'), REDOUBLE).ok).toBe(true); // the declarer himself
  });

  test('only a doubled declaration can be redoubled, and only once', () => {
    expect(checkCall(auction('N', '1H'), REDOUBLE)).toEqual({
      ok: false,
      error: { kind: 'redouble-not-allowed', index: 1, reason: 'not-doubled' },
    });
    expect(checkCall(auction('N', '1H X XX P'), REDOUBLE)).toEqual({
      ok: false,
      error: { kind: 'redouble-not-allowed', index: 4, reason: 'already-redoubled' },
    });
    expect(checkCall(auction('N', '1H X XX'), DOUBLE)).toMatchObject({
      ok: false,
      error: { kind: 'double-not-allowed', reason: 'already-doubled' },
    });
  });

  test('a new declaration may be doubled afresh', () => {
    expect(checkCall(auction('N', '1H X XX 2C'), DOUBLE).ok).toBe(true);
  });
});

describe('Law 55 — doubling or redoubling reopens the bidding', () => {
  test('after a double, three more passes are needed', () => {
    const a = auction('N', '1H P P X');
    expect(isAuctionEnded(a)).toBe(false);
    expect(nextToCall(a)).toBe('N');
  });

  test('the declarer or his partner may then declare higher', () => {
    const a = auction('N', '1H P P X 2H');
    expect(contractOf(expectOk(parseAuction('N', `${makeAuction(a)} P P P`)))).toEqual({
      level: 2,
      strain: 'H',
      risk: '',
      declarer: 'N',
    });
  });

  test('the final declaration carries its double or redouble', () => {
    expect(contractOf(auction('W', '1NT X XX P P P'))).toEqual({
      level: 1,
      strain: 'NT',
      risk: 'XX',
      declarer: 'W',
    });
    expect(contractOf(auction('W', '1NT X P P P'))?.risk).toBe('X');
  });
});

describe('Law 58 — the player on the left of the declarer leads', () => {
  test('opening leader', () => {
    const c = contractOf(auction('N', '1H 1RS 1NT P P P'));
    expect(c === null ? null : openingLeader(c)).toBe('W');
  });
});

describe('auction outcome and text', () => {
  test('in progress until it ends', () => {
    expect(auctionOutcome(auction('N', '1H P'))).toEqual({ kind: 'in-progress', nextToCall: 'S' });
    expect(contractOf(auction('N', '1H P'))).toBeNull();
  });

  test('a call that does not parse is located', () => {
    expect(parseAuction('N', '1H  8RS')).toEqual({
      ok: false,
      error: { kind: 'call-syntax', text: '8RS', column: 5 },
    });
  });

  test('makeAuction writes what parseAuction reads', () => {
    const a = auction('S', '1S 1RS X XX 2NT P P 3H P P P');
    expect(makeAuction(a)).toBe('1S 1RS X XX 2NT P P 3H P P P');
    expect(auctionOf('S', a.calls)).toEqual({ ok: true, value: a });
  });
});

/** A random legal auction: each call drawn from `legalCalls`, passes favoured so that it ends. */
function randomAuction(dealer: Seat, choices: readonly number[]): Auction {
  let a = startAuction(dealer);
  for (const u of choices) {
    const calls = legalCalls(a);
    if (calls.length === 0) break;
    const first = calls[0] as AuctionCall;
    const call = first.type === 'pass' && u < 0.6 ? first : (calls[Math.floor(u * calls.length)] ?? first);
    a = expectOk(addCall(a, call));
  }
  // The dealer cannot pass (Law 42): if nothing was drawn he declares one spade, the lowest.
  while (!isAuctionEnded(a)) a = expectOk(addCall(a, a.calls.length === 0 ? declaration(1, 'S') : PASS));
  return a;
}

describe('property — random legal auctions', () => {
  const arb = fc.record({
    dealer: fc.constantFrom(...SEATS),
    choices: fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { maxLength: 40 }),
  });

  test('the final declaration is the highest in value; its declarer is on the side that made it', () => {
    fc.assert(
      fc.property(arb, ({ dealer, choices }) => {
        const a = randomAuction(dealer, choices);
        const contract = contractOf(a);
        expect(contract).not.toBeNull();
        if (contract === null) return;
        const made = a.calls
          .map((call, i) => ({ call, seat: callerAt(a, i) }))
          .filter((x): x is { call: Declaration; seat: Seat } => x.call.type === 'declaration');
        const final = made.at(-1);
        expect(final).toBeDefined();
        if (final === undefined) return;
        expect({ level: contract.level, strain: contract.strain }).toEqual({
          level: final.call.level,
          strain: final.call.strain,
        });
        for (const other of made.slice(0, -1)) {
          expect(isHigherDeclaration(final.call, other.call)).toBe(true);
          expect(declarationValue(final.call)).toBeGreaterThanOrEqual(declarationValue(other.call));
        }
        expect(sameSide(contract.declarer, final.seat)).toBe(true);
        // Law 46: the declarer is the first of his side to name the strain.
        const firstOfSide = made.find(
          (x) => x.call.strain === contract.strain && SIDE_OF[x.seat] === SIDE_OF[contract.declarer],
        );
        expect(firstOfSide?.seat).toBe(contract.declarer);
        expect([final.seat, PARTNER[final.seat]]).toContain(contract.declarer);
        // Every call was legal when made, and the text round-trips.
        expect(auctionOf(dealer, a.calls)).toEqual({ ok: true, value: a });
        expect(parseAuction(dealer, makeAuction(a))).toEqual({ ok: true, value: a });
      }),
      { numRuns: 150 },
    );
  });
});
