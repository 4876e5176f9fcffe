import { describe, expect, test } from 'vitest';
import { makeAuction } from '../../../src/games/contract-bridge/auction.js';
import { type AuctionBoard, auction } from '../auction-given.js';

// The deal, North deals. W is barred throughout (27B2) when he bids 2♥ at a turn where
// the pass substituted for it (37B) ends the auction: 1♦ P P P.
const calls = (b: AuctionBoard) => makeAuction(b.state.auction ?? { dealer: 'N', calls: [] });
const barredCallEnds = () => auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P S:P W:2H');

describe('Law 37B — the pass substituted for a barred call ends the auction', () => {
  test('W, barred, bids 2♥ after two passes: the pass substituted ends it; 1♦ by N, Law 26 at E’s lead', () => {
    const b = barredCallEnds();
    const j = b.judge();
    expect(j.irregularities[1]).toMatchObject({
      kind: 'inadmissible-call',
      offender: 'W',
      laws: ['Law 37B'],
    });
    expect(j.phase).toBe('play');
    expect(calls(b)).toBe('1D P P P');
    expect(b.state.pending?.provision).toBe('26');
    expect(j.next).toEqual({ seat: 'N', acts: ['elect'] });
  });
});

describe("Law 37A — the offender's LHO calls before the rectification, the substituted pass having ended the auction", () => {
  test("N calls 2♠ over W's 2♥: the auction is reopened, 2♥ and 2♠ stand, E to call", () => {
    const b = barredCallEnds().calls('N:2S');
    const j = b.judge();
    expect(j.phase).toBe('auction');
    expect(calls(b)).toBe('1D P P 2H 2S');
    expect(j.irregularities[1]).toMatchObject({ status: 'no-rectification', laws: ['Law 37A'] });
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
  test('barred throughout, W stays barred (27B2) after his call was condoned', () => {
    const j = barredCallEnds().calls('N:2S E:P').judge();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
  });
  test("the auction goes on from there and ends with the condoned call's side able to play it", () => {
    const b = barredCallEnds().calls('N:2S E:P S:4S W:P N:P E:P');
    expect(b.judge().phase).toBe('play');
    expect(b.state.contract).toMatchObject({ level: 4, strain: 'S', declarer: 'N' });
  });
  test('assessed first (declarer’s Law 26 election): the auction stays closed and a later call is one after the final pass', () => {
    const b = barredCallEnds().elect('N', 'waive-penalty').calls('N:2S');
    const j = b.judge();
    expect(j.irregularities[1]?.laws).toEqual(['Law 37B', 'Law 26']);
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'call-after-close', offender: 'N' });
    expect(calls(b)).toBe('1D P P P');
  });
  test("another player's call first assesses it: S's call is a call after the final pass", () => {
    const b = barredCallEnds().calls('S:2S N:3S');
    const j = b.judge();
    expect(j.phase).toBe('play');
    expect(j.irregularities[1]?.laws).toEqual(['Law 37B']);
    expect(j.irregularities.slice(2).map((i) => [i.kind, i.offender])).toEqual([
      ['call-after-close', 'S'],
      ['call-after-close', 'N'],
    ]);
  });
});

describe('Law 38D — a bid of more than seven whose substituted pass ended the auction, the LHO calling next', () => {
  test('W bids 8♠ after 1♦ P P: cancelled, the pass ends the auction; N then calls: 38D, no Law 26', () => {
    const b = auction().calls('N:1D E:P S:P W:8S N:2C');
    const j = b.judge();
    expect(calls(b)).toBe('1D P P P');
    expect(j.irregularities[0]).toMatchObject({
      kind: 'inadmissible-call',
      laws: ['Law 38B', 'Law 38C', 'Law 38D'],
    });
    expect(j.irregularities[1]).toMatchObject({
      kind: 'call-after-close',
      offender: 'N',
      laws: ['Law 39A', 'Law 39B'],
    });
    expect(j.phase).toBe('play');
  });
  test('without the LHO call, Law 26 is due when E (the offender’s partner) leads', () => {
    expect(auction().calls('N:1D E:P S:P W:8S').state.pending?.provision).toBe('26');
  });
  test('with it, the Law 26 decision already open lapses', () => {
    const j = auction().calls('N:1D E:P S:P W:8S N:2C').judge();
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
});

describe("Law 39B — the offender's LHO calls over a defender's bid after the final pass", () => {
  const closed = () => auction().calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P');
  test('E (a defender) bids 5♣, S (his LHO) calls before the ruling: no further rectification, Law 26 lapses', () => {
    const j = closed().calls('E:5C S:P').judge();
    expect(j.irregularities.map((i) => [i.offender, i.status, i.laws])).toEqual([
      ['E', 'no-rectification', ['Law 39A', 'Law 39B']],
      ['S', 'no-rectification', ['Law 39A', 'Law 39B']],
    ]);
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('another act first (here W’s call): 39C stands and Law 26 is declarer’s decision', () => {
    const b = closed().calls('E:5C W:P');
    expect(b.judge().irregularities[0]?.laws).toEqual(['Law 39A', 'Law 39C']);
    expect(b.state.pending?.provision).toBe('26');
  });
  test("the LHO's call after a defender's pass changes nothing (39B already)", () => {
    const j = closed().calls('E:P S:P').judge();
    expect(j.irregularities.map((i) => i.laws)).toEqual([
      ['Law 39A', 'Law 39B'],
      ['Law 39A', 'Law 39B'],
    ]);
  });
});

describe('Law 39A — a call after an auction passed out', () => {
  test('all pass; N then bids 1♠: recorded and cancelled, no rectification; the board stays passed out', () => {
    const b = auction().calls('N:P E:P S:P W:P N:1S');
    const j = b.judge();
    expect(j.phase).toBe('ended');
    expect(j.irregularities).toEqual([
      {
        seq: 4,
        kind: 'call-after-close',
        offender: 'N',
        status: 'no-rectification',
        laws: ['Law 39A', 'Law 39B'],
        unauthorised: expect.anything(),
      },
    ]);
    expect(b.state.result?.score).toEqual({ NS: 0, EW: 0 });
  });
});

describe('Law 37A — the substituted pass passed the auction out; the LHO calls at once', () => {
  // W passes out of rotation before any bid (30A: he passes at his next turn), then bids at it.
  const passedOut = () => auction().calls('W:P').elect('N', 'reject-call').calls('N:P E:P S:P W:1S');
  test('37B: W’s 1♠ is replaced by a pass: four passes, the board is over', () => {
    const j = passedOut().judge();
    expect(j.phase).toBe('ended');
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'inadmissible-call', laws: ['Law 37B'] });
  });
  test('N calls 2♠ at once: 1♠ stands, the auction is reopened, E to call', () => {
    const b = passedOut().calls('N:2S');
    const j = b.judge();
    expect(j.phase).toBe('auction');
    expect(calls(b)).toBe('P P P 1S 2S');
    expect(j.irregularities.at(-1)).toMatchObject({ status: 'no-rectification', laws: ['Law 37A'] });
    expect(b.state.result).toBeNull();
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
});
