import { describe, expect, test } from 'vitest';
import { auction } from '../auction-given.js';

// The "Must show" deal, North deals: N 1♦, S 1♠ out of rotation at E's turn.
const outOfRotation = () => auction('wbf-2017').calls('N:1D S:1S');

describe("Law 29A — the call out of rotation: W, the offender's LHO, chooses (2017)", () => {
  test("the pending choice is W's, with the laws", () => {
    const j = outOfRotation().judge();
    expect(j.irregularities).toEqual([
      { seq: 1, kind: 'call-out-of-turn', offender: 'S', status: 'pending', laws: ['Law 29'] },
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['elect'] });
    expect(j.pending?.chooser).toEqual(['W']);
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-call', ['Law 29A']],
      ['reject-call', ['Law 29B']],
    ]);
  });
  test("W accepts by calling: E's turn is forfeited, N calls next", () => {
    const j = outOfRotation().calls('W:P').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 29A'] });
    expect(j.next).toEqual({ seat: 'N', acts: ['call'] });
  });
});

describe('Law 29B — not accepted: the 1♠ is cancelled, the auction reverts to E (2017)', () => {
  test('E to call; the information of 1♠ is unauthorised to N–S (Law 16C)', () => {
    const j = outOfRotation().elect('W', 'reject-call').judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
    expect(j.irregularities[0]).toMatchObject({ unauthorised: { side: 'NS', laws: ['Law 16C'] } });
  });
});

describe('Law 31A1 — E passes: S repeats 1♠, no rectification (2017)', () => {
  test('no obligation on N', () => {
    const j = outOfRotation().elect('W', 'reject-call').calls('E:P S:1S').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 31A1'] });
    expect(j.obligations).toEqual([]);
  });
});

describe('Law 31A2 — E bids: S calls freely; a comparable call lifts the rectification (2017, Law 23A)', () => {
  const afterE = () => outOfRotation().elect('W', 'reject-call').calls('E:2C S:2S');
  test('31A2(b) by default (not comparable): N must pass at his next turn only', () => {
    const j = afterE().judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 31A2(b)'] },
    ]);
    expect(j.irregularities[0]).toMatchObject({
      laws: ['Law 31A2(b)'],
      finding: { fact: 'comparable-call', value: false, by: 'default', laws: ['Law 23A', 'Law 31A2(a)'] },
    });
  });
  test('31A2(a): the director finds 2♠ comparable: no rectification, no obligation', () => {
    const j = afterE().finding('comparable-call', true).judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]).toMatchObject({
      laws: ['Law 31A2(a)'],
      finding: { by: 'director', value: true },
    });
  });
  test('31A2(b) and Law 26B: S defends; W declares, N leads first: declarer may forbid a suit S did not specify', () => {
    const j = afterE().calls('W:3H N:P E:4H S:P W:P N:P').judge();
    expect(j.phase).toBe('play');
    expect(j.next).toEqual({ seat: 'W', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.suit, o.laws])).toEqual([
      ['forbid-suit', 'C', ['Law 26B']],
      ['forbid-suit', 'D', ['Law 26B']],
      ['forbid-suit', 'H', ['Law 26B']],
      ['waive-penalty', undefined, ['Law 26']],
    ]);
  });
});

describe("Law 31B — a bid out of rotation at partner's turn (2017)", () => {
  test("partner calls freely; the offender's later call, not comparable, bars partner once", () => {
    const b = auction('wbf-2017').calls('N:1D W:1H').elect('N', 'reject-call');
    expect(b.judge().obligations).toEqual([]);
    const j = b.calls('E:P S:1S W:2H').judge();
    expect(j.obligations).toEqual([
      { seat: 'E', kind: 'must-pass', scope: 'next-turn', laws: ['Law 31B2', 'Law 31A2(b)'] },
    ]);
  });
});

describe('Law 27B1(b) — a comparable call replaces an insufficient bid (2017)', () => {
  const replaced = () => auction('wbf-2017').calls('N:1D E:1C').elect('S', 'reject-call').calls('E:2D');
  test('not comparable by default: 27B2, W passes throughout', () => {
    const j = replaced().judge();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
    expect(j.irregularities[0]?.finding).toMatchObject({ laws: ['Law 23A', 'Law 27B1(b)'] });
  });
  test('found comparable: no rectification', () => {
    const j = replaced().finding('comparable-call', true).judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]?.laws).toEqual(['Law 27B1(b)']);
  });
});

describe("Law 30A — pass out of rotation at RHO's turn (2017)", () => {
  test('after a bid too: the offender passes once', () => {
    const j = auction('wbf-2017').calls('N:1D S:P').elect('W', 'reject-call').judge();
    expect(j.obligations).toEqual([{ seat: 'S', kind: 'must-pass', scope: 'next-turn', laws: ['Law 30A'] }]);
  });
});

describe("Law 30B1 — pass out of rotation at partner's turn (2017)", () => {
  test("partner calls freely; the offender's later call, not comparable, bars partner once", () => {
    const b = auction('wbf-2017').calls('N:1D W:P').elect('N', 'reject-call');
    expect(b.judge().obligations).toEqual([]);
    const j = b.calls('E:P S:1S W:2H').judge();
    expect(j.obligations).toEqual([
      { seat: 'E', kind: 'must-pass', scope: 'next-turn', laws: ['Law 30B1(b)(ii)'] },
    ]);
  });
});

describe("Law 32A — double out of rotation at RHO's turn (2017)", () => {
  test('32A1: RHO passes, the double is repeated: no rectification', () => {
    const j = auction('wbf-2017').calls('N:1D E:P W:X').elect('N', 'reject-call').calls('S:P W:X').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 32A1'] });
  });
  test("32A2(b): RHO bids; the offender's call not comparable: partner passes once", () => {
    const j = auction('wbf-2017').calls('N:1D E:P W:X').elect('N', 'reject-call').calls('S:1S W:2H').judge();
    expect(j.obligations).toEqual([
      { seat: 'E', kind: 'must-pass', scope: 'next-turn', laws: ['Law 32A2(b)'] },
    ]);
  });
});

describe("Law 32B — double out of rotation at partner's turn (2017)", () => {
  test("partner free; the offender's call found comparable: nothing", () => {
    const j = auction('wbf-2017')
      .calls('N:1D W:X')
      .elect('N', 'reject-call')
      .calls('E:P S:1S W:X')
      .finding('comparable-call', true)
      .judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]?.laws).toEqual(['Law 32B2', 'Law 32A2(a)']);
  });
});

describe("Law 23C — a comparable call replaced the call out of rotation: the director's check at the end (2017)", () => {
  test('asked when play ends', () => {
    const j = outOfRotation()
      .elect('W', 'reject-call')
      .calls('E:2C S:2S')
      .finding('comparable-call', true)
      .calls('W:P N:P E:P')
      .continuePlay()
      .judge();
    expect(j.pending?.options.map((o) => o.laws[0])).toEqual(['Law 23C', 'Law 23C', 'Law 23C']);
  });
});

describe('Law 25B2 — a change of call not accepted: the first call stands; Law 26 may apply (2017)', () => {
  test("a pass at LHO's turn after calling (30B2) is a change of call", () => {
    const j = auction('wbf-2017').calls('N:1D E:P S:1S S:P').elect('W', 'reject-call').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'change-of-call', laws: ['Law 25B2'] });
    expect(j.obligations).toEqual([]);
  });
});

describe('Law 27B3 — 2017: a double in place of the insufficient bid, unless comparable (27B1(b))', () => {
  test('cancelled by default; the comparable-call finding (Law 23A) lets it stand', () => {
    const doubled = () => auction('wbf-2017').calls('N:1D E:1C').elect('S', 'reject-call').calls('E:X');
    expect(doubled().judge().irregularities[0]).toMatchObject({
      laws: ['Law 27B3'],
      finding: { laws: ['Law 23A', 'Law 27B1(b)'], value: false },
    });
    const j = doubled().finding('comparable-call', true).judge();
    expect(j.obligations).toEqual([]);
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
});

describe('Law 17D3 — three passes, one out of rotation taking a turn: the auction reverts (2017; Law 34)', () => {
  test("N 1♦, E pass, W passes at S's turn, N passes: S calls; cited 17D3", () => {
    const j = auction('wbf-2017').calls('N:1D E:P W:P N:P').judge();
    expect(j.phase).toBe('auction');
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
    expect(j.irregularities[0]?.laws).toEqual(['Law 17D3', 'Law 29A']);
  });
});

describe('Law 72C — 2017: 2007’s Law 23 moved; the director’s check at the end of the board', () => {
  test('after 27B2, the check cites 72C', () => {
    const j = auction('wbf-2017')
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P S:2S W:P N:P E:P')
      .elect('S', 'waive-penalty')
      .continuePlay()
      .judge();
    expect(j.pending?.options.map((o) => o.laws[0])).toEqual(['Law 72C', 'Law 72C', 'Law 72C']);
  });
});

describe('Law 23B — 2017: a call cancelled under 29B replaced by a comparable call', () => {
  test("S's 1♠ at N's turn (31B), cancelled; S's own later 1♠ found comparable: no rectification", () => {
    const b = auction('wbf-2017').calls('S:1S').elect('W', 'reject-call').calls('N:1D E:P S:1S');
    expect(b.judge().obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 31B2', 'Law 31A2(b)'] },
    ]);
    const j = b.finding('comparable-call', true).judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]?.laws).toEqual(['Law 31B2', 'Law 31A2(a)']);
  });
});

describe("Law 39B — 2017: the offender's LHO calls over a defender's bid after the final pass", () => {
  const closed = () => auction('wbf-2017').calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P');
  test('E bids 5♣, S calls before the ruling: no further rectification; Law 26B no longer applies', () => {
    const b = closed().calls('E:5C S:P');
    expect(b.judge().irregularities.map((i) => i.laws)).toEqual([
      ['Law 39A', 'Law 39B'],
      ['Law 39A', 'Law 39B'],
    ]);
    expect(b.state.pending).toBeNull();
  });
  test('not before the ruling (another act between): 39C, declarer may forbid a suit (26B)', () => {
    const b = closed().calls('E:5C W:P');
    expect(b.judge().irregularities[0]?.laws).toEqual(['Law 39A', 'Law 39C']);
    expect(b.state.pending?.provision).toBe('26');
  });
});

describe('Law 37A — 2017: a barred call condoned after its substituted pass ended the auction', () => {
  test('W barred (27B2) bids 2♥, the pass substituted ends the auction; N calls 2♠: both stand, E to call', () => {
    const b = auction('wbf-2017').calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P S:P W:2H N:2S');
    const j = b.judge();
    expect(j.phase).toBe('auction');
    expect(j.irregularities[1]).toMatchObject({ status: 'no-rectification', laws: ['Law 37A'] });
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
});

describe('Law 38D — 2017: the substituted pass for a bid of more than seven ended the auction, the LHO calls', () => {
  test('W bids 8♠ after 1♦ P P: the pass ends the auction; N calls at once: 38D, Law 26B lapses', () => {
    const b = auction('wbf-2017').calls('N:1D E:P S:P W:8S N:2C');
    const j = b.judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 38B', 'Law 38C', 'Law 38D']);
    expect(b.state.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
});
