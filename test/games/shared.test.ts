/**
 * The modules the games share (`src/games/*.ts`): the suit-mask tables and draw of the playout
 * kernels, the call notation, the auction bookkeeping and the refusals of a card to a trick.
 * Each game's own tests hold them to its laws; these check the shared pieces directly.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, cardIndex } from '../../src/core/card.js';
import { fromCards, popcount, toCards } from '../../src/core/card-set.js';
import { type Seat, seatAfter } from '../../src/core/seat.js';
import { type CallRotation, permittedCalls, tallyCalls } from '../../src/games/auction-core.js';
import { callNotation, readCall, readContract, writeCall } from '../../src/games/call-notation.js';
import { drawNth, NTH_HIGHEST, POPCOUNT } from '../../src/games/suit-masks.js';
import { naturalOrder, quitTrick, refuseCard } from '../../src/games/trick.js';

describe('suit masks', () => {
  test('POPCOUNT and NTH_HIGHEST agree with the card-set functions for every mask', () => {
    const wrong: number[] = [];
    for (let mask = 0; mask < 1 << 13; mask++) {
      const ranks = [...Array(13).keys()].filter((r) => mask & (1 << r)).reverse();
      const nth = ranks.map((_, k) => NTH_HIGHEST[(mask << 4) | k]);
      if (POPCOUNT[mask] !== popcount(mask) || nth.some((r, k) => r !== ranks[k])) wrong.push(mask);
    }
    expect(wrong).toEqual([]);
  });
  test('drawNth picks the ⌊u·n⌋-th card in the order of toCards', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...ALL_CARDS), { minLength: 1, maxLength: 13 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (cards, u) => {
          const set = fromCards(cards);
          const h = new Uint16Array([0, 0, ...set]);
          const drawn = drawNth(h, 2, u);
          const expected = toCards(set)[Math.floor(u * cards.length)];
          expect(expected).toBeDefined();
          const index = cardIndex(expected ?? 'SA');
          expect(drawn).toBe((((index / 13) | 0) << 4) | (index % 13));
        },
      ),
    );
  });
  test('a draw from an empty hand is a broken invariant', () => {
    expect(() => drawNth(new Uint16Array(4), 0, 0.5)).toThrow();
  });
});

type Call = { readonly type: 'pass' | 'double' | 'redouble' } | Bid;
type Bid = { readonly type: 'bid'; readonly level: 1 | 2; readonly strain: 'S' | 'NT' };
const PASS: Call = { type: 'pass' };
const DOUBLE: Call = { type: 'double' };
const REDOUBLE: Call = { type: 'redouble' };
const BIDS: readonly Bid[] = [
  { type: 'bid', level: 1, strain: 'S' },
  { type: 'bid', level: 1, strain: 'NT' },
  { type: 'bid', level: 2, strain: 'S' },
];
const rank = (b: Bid) => BIDS.findIndex((x) => x.level === b.level && x.strain === b.strain);
const rules = (passOut: boolean) => ({
  isBid: (c: Call): c is Bid => c.type === 'bid',
  passOut,
  problem: () => null,
  others: [PASS, DOUBLE, REDOUBLE],
  bids: BIDS,
  outranks: (a: Bid, b: Bid) => rank(a) > rank(b),
});

describe('auction bookkeeping', () => {
  const passes: CallRotation<Call> = { dealer: 'N', calls: [PASS, PASS, PASS, PASS] };
  test('four passes at the start end the auction only where it may be passed out', () => {
    expect(tallyCalls(passes, rules(true)).ended).toBe(true);
    expect(tallyCalls(passes, rules(false))).toMatchObject({ ended: false, nextToCall: 'N' });
  });
  test('a double stands until the next bid; three passes after it end the auction', () => {
    const one = BIDS[0] as Bid;
    const t = tallyCalls({ dealer: 'E', calls: [one, DOUBLE, PASS, PASS, PASS] }, rules(true));
    expect(t).toEqual({
      lastBid: one,
      lastBidder: 'E',
      risk: 'X',
      lastDoubler: 'S',
      trailingPasses: 3,
      ended: true,
      nextToCall: null,
    });
  });
  test('the tally read from the last call back is the reading of every call from the first', () => {
    // The definitions read forward: a bid sets the last bid and clears the risk and the passes; a
    // double or redouble sets the risk and clears the passes; a pass counts. Any sequence, legal
    // or not (the tally reads what stands, whatever the laws made of it).
    const forward = (auction: CallRotation<Call>, passOut: boolean) => {
      let lastBid: Bid | null = null;
      let lastBidder: Seat | null = null;
      let lastDoubler: Seat | null = null;
      let risk = '';
      let trailingPasses = 0;
      auction.calls.forEach((call, i) => {
        const seat = seatAfter(auction.dealer, i);
        if (call.type === 'bid')
          [lastBid, lastBidder, lastDoubler, risk, trailingPasses] = [call, seat, null, '', 0];
        else if (call.type === 'pass') trailingPasses++;
        else [risk, lastDoubler, trailingPasses] = [call.type === 'double' ? 'X' : 'XX', seat, 0];
      });
      const ended = lastBid === null ? passOut && trailingPasses >= 4 : trailingPasses >= 3;
      const nextToCall = ended ? null : seatAfter(auction.dealer, auction.calls.length);
      return { lastBid, lastBidder, risk, lastDoubler, trailingPasses, ended, nextToCall };
    };
    fc.assert(
      fc.property(
        fc.constantFrom<Seat>('N', 'E', 'S', 'W'),
        fc.array(fc.constantFrom<Call>(PASS, PASS, PASS, DOUBLE, REDOUBLE, ...BIDS), { maxLength: 24 }),
        fc.boolean(),
        (dealer, calls, passOut) => {
          const auction = { dealer, calls };
          expect(tallyCalls(auction, rules(passOut))).toEqual(forward(auction, passOut));
        },
      ),
    );
  });
  test('the calls permitted: the others the rule allows, then the sufficient bids', () => {
    const auction: CallRotation<Call> = { dealer: 'N', calls: [BIDS[1] as Bid] };
    expect(permittedCalls(auction, rules(true))).toEqual([PASS, DOUBLE, REDOUBLE, BIDS[2]]);
  });
});

describe('call notation', () => {
  const notation = callNotation<Call | { type: 'x'; level: number; strain: string }>({
    pass: PASS,
    double: DOUBLE,
    redouble: REDOUBLE,
    strains: 'RS|NT|N|S',
    bid: (level, strain) => ({ type: 'x', level, strain }),
  });
  test('pass, double, redouble and bids; N is read as NT', () => {
    expect(readCall(notation, 'pass', 1)).toEqual({ ok: true, value: PASS });
    expect(readCall(notation, 'rdbl', 1)).toEqual({ ok: true, value: REDOUBLE });
    expect(readCall(notation, '3n', 1)).toEqual({ ok: true, value: { type: 'x', level: 3, strain: 'NT' } });
    expect(readCall(notation, '2RS', 1)).toEqual({ ok: true, value: { type: 'x', level: 2, strain: 'RS' } });
    expect(readCall(notation, '8S', 4)).toEqual({
      ok: false,
      error: { kind: 'call-syntax', text: '8S', column: 4 },
    });
  });
  test('contracts with their risk', () => {
    expect(readContract(notation, '4NX')).toEqual({ ok: true, value: { level: 4, strain: 'NT', risk: 'X' } });
    expect(readContract(notation, '4H')).toEqual({
      ok: false,
      error: { kind: 'contract-syntax', text: '4H' },
    });
  });
  test('writeCall writes what readCall reads', () => {
    expect([PASS, DOUBLE, REDOUBLE, { type: 'bid', level: 2, strain: 'RS' } as const].map(writeCall)).toEqual(
      ['P', 'X', 'XX', '2RS'],
    );
  });
});

describe('a card to a trick', () => {
  const order = naturalOrder('H');
  const hand = fromCards(['SA', 'S2', 'HK']);
  test('refused in order: not the turn, not in the hand, fails to follow', () => {
    expect(refuseCard('N', 'SA', 'E', hand, null, order, 1)).toEqual({
      kind: 'not-your-turn',
      seat: 'N',
      toPlay: 'E',
      trick: 1,
    });
    expect(refuseCard('N', 'DA', 'N', hand, 'S', order, 2)).toMatchObject({ kind: 'card-not-in-hand' });
    expect(refuseCard('N', 'HK', 'N', hand, 'S', order, 3)).toEqual({
      kind: 'must-follow-suit',
      seat: 'N',
      card: 'HK',
      led: 'S',
      trick: 3,
    });
    expect(refuseCard('N', 'S2', 'N', hand, 'S', order, 3)).toBeNull();
  });
  test('quitting a trick: the winner under the order, and his side counts it', () => {
    const plays = [
      { seat: 'N', card: 'SA' },
      { seat: 'E', card: 'H2' },
      { seat: 'S', card: 'S3' },
      { seat: 'W', card: 'S4' },
    ] as const;
    expect(quitTrick(plays, order, { NS: 2, EW: 1 })).toEqual({
      completed: { leader: 'N', plays, winner: 'E' },
      won: { NS: 2, EW: 2 },
    });
  });
});
