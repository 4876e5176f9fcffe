import { describe, expect, test } from 'vitest';
import { auction } from '../auction-given.js';

describe("Law 31A2 — the issue's record under 1997: N 1♦, S 1♠ out of rotation, not accepted", () => {
  test('31A2(a): E bids 2♣, S repeats the denomination (2♠): N passes once', () => {
    const j = auction('wbf-1997').calls('N:1D S:1S').elect('W', 'reject-call').calls('E:2C S:2S').judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 31A2(a)'] },
    ]);
  });
  test('31A2(b): another denomination: N passes throughout (no comparable-call test in 1997)', () => {
    const j = auction('wbf-1997').calls('N:1D S:1S').elect('W', 'reject-call').calls('E:2C S:2N').judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'throughout', laws: ['Law 31A2(b)'] },
    ]);
    expect(j.irregularities[0]?.finding).toBeUndefined();
  });
});

describe('Law 27B2 — 1997: no same-meaning replacement (2007 27B1(b) does not exist)', () => {
  test('a replacement other than the lowest sufficient bid bars partner throughout, with no finding', () => {
    const j = auction('wbf-1997').calls('N:1D E:1C').elect('S', 'reject-call').calls('E:2D').judge();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
    expect(j.irregularities[0]?.finding).toBeUndefined();
  });
  test('a comparable-call finding is not asked in 1997: refused', () => {
    const r = auction('wbf-1997')
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:2D')
      .finding('comparable-call', true)
      .refusal();
    expect(r.kind).toBe('finding-not-asked');
  });
});

describe('Law 26A2 — 1997 lead penalties after a withdrawn suit bid', () => {
  test('declarer may require or forbid the suit of the withdrawn bid', () => {
    const j = auction('wbf-1997')
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P')
      .judge();
    expect(j.pending?.options.map((o) => [o.id, o.suit, o.laws])).toEqual([
      ['require-suit', 'C', ['Law 26A2']],
      ['forbid-suit', 'C', ['Law 26A2']],
      ['waive-penalty', undefined, ['Law 26']],
    ]);
  });
});

describe('Law 25B2 — 1997: an intended change not condoned: the offender chooses (25B2(b))', () => {
  const notCondoned = () => auction('wbf-1997').calls('N:1D E:P S:1S S:2S').elect('W', 'reject-call');
  test('S chooses: the first call stands (b)(1), or any other legal call (b)(2)', () => {
    const j = notCondoned().judge();
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-call', ['Law 25B2(b)(1)', 'Law 25B2(c)']],
      ['reject-call', ['Law 25B2(b)(2)', 'Law 25B2(c)']],
    ]);
  });
  test('25B2(b)(1): 1♠ stands; N must pass at his next turn', () => {
    const j = notCondoned().elect('S', 'accept-call').judge();
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 25B2(b)(1)', 'Law 25B2(c)'] });
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 25B2(b)(1)'] },
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['call'] });
  });
  test('25B2(b)(2): 1♠ is withdrawn too, S calls again and N is free', () => {
    const b = notCondoned().elect('S', 'reject-call');
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['call'] });
    const j = b.calls('S:3S').judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 25B2(b)(2)', 'Law 25B2(c)'] });
    expect(j.next).toEqual({ seat: 'W', acts: ['call'] });
  });
  test('25B2(b)(2): at the end the director may hold N–S to average minus, E–W keeping their result', () => {
    const b = notCondoned().elect('S', 'reject-call').calls('S:4S W:P N:P E:P').continuePlay();
    const j = b.judge();
    expect(j.phase).toBe('ended');
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 25B2(b)(2)']],
      ['artificial-score', ['Law 25B2(b)(2)', 'Law 12C1']],
    ]);
    const capped = b.elect('director', 'artificial-score').state.result;
    expect(capped?.capped).toEqual({
      side: 'NS',
      at: 'average-minus',
      laws: ['Law 25B2(b)(2)', 'Law 12C1'],
    });
    expect(capped?.artificial).toBeUndefined();
  });
});

describe('Law 27B3 — 1997: a double attempted in place of the insufficient bid is cancelled', () => {
  test('N 1♦, E 1♣ not accepted, E doubles: cancelled, E calls again, W passes throughout', () => {
    const b = auction('wbf-1997').calls('N:1D E:1C').elect('S', 'reject-call').calls('E:X');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 27B3'] });
    expect(j.irregularities[0]?.finding).toBeUndefined();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B3'] },
    ]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
});

describe('Law 34 — 1997: retention of the right to call, the rule itself', () => {
  test("N 1♦, E pass, W passes at S's turn, N passes: S calls; cited Law 34", () => {
    const j = auction('wbf-1997').calls('N:1D E:P W:P N:P').judge();
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
    expect(j.irregularities[0]?.laws).toEqual(['Law 34', 'Law 29A']);
  });
});

describe('Law 35 — 1997: an inadmissible call condoned (the LHO called before the penalty)', () => {
  test('Law 35A: a double of partner’s bid and the LHO’s call over it are cancelled, no penalty', () => {
    const j = auction('wbf-1997').calls('N:1D E:P S:X W:1H').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 35A'] });
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('Law 35B: a barred player’s bid and the later calls stand', () => {
    const j = auction('wbf-1997')
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P S:1S W:2H N:3D')
      .judge();
    expect(j.irregularities[1]).toMatchObject({ laws: ['Law 35B'] });
  });
  test('Law 35C: a bid of more than seven stays cancelled; no lead penalty', () => {
    const j = auction('wbf-1997').calls('N:7NT E:8C S:P').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 38B', 'Law 38C', 'Law 35C']);
  });
});

describe('Law 27B4 — 1997: another insufficient bid in place of the first', () => {
  test('not accepted: the partner passes throughout, with no same-meaning test', () => {
    const j = auction('wbf-1997')
      .calls('N:2D E:1C')
      .elect('S', 'reject-call')
      .calls('E:2C')
      .elect('S', 'reject-call')
      .judge();
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 27B4', 'Law 27B3'] });
    expect(j.obligations[0]).toMatchObject({ seat: 'W', scope: 'throughout' });
  });
});

describe('Law 16A — 1997: information from partner (2007 16B)', () => {
  test('a hesitation named by an opponent is recorded and cited as 16A', () => {
    const j = auction('wbf-1997')
      .calls('N:1D E:P')
      .add({ type: 'attention', seat: 'E', to: 'unauthorised-information', offender: 'N' })
      .judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'unauthorised-information', laws: ['Law 16A'] });
  });
});

describe("Law 35D — 1997: the offender's LHO calls over a defender's bid after the final pass", () => {
  const closed = () => auction('wbf-1997').calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P');
  test('E bids 5♣, S calls before the penalty is assessed: cancelled, no lead penalty (35D)', () => {
    const b = closed().calls('E:5C S:P');
    expect(b.judge().irregularities[0]).toMatchObject({
      status: 'no-rectification',
      laws: ['Law 39A', 'Law 35D'],
    });
    expect(b.state.pending).toBeNull();
  });
});

describe('Law 35B — 1997: a barred call condoned after its substituted pass ended the auction', () => {
  test('W barred (27B2) bids 2♥, the pass substituted ends the auction; N calls: 2♥ stands, the auction reopened', () => {
    const b = auction('wbf-1997').calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P S:P W:2H N:2S');
    const j = b.judge();
    expect(j.phase).toBe('auction');
    expect(j.irregularities[1]).toMatchObject({ status: 'no-rectification', laws: ['Law 35B'] });
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
  });
});

describe('Law 26A1 — 1997: the withdrawn suit was specified by the offender in the legal auction', () => {
  test("E's 1♥ withdrawn after he bid hearts legally: no lead penalty at W's lead, 26A1 cited", () => {
    const b = auction('wbf-1997')
      .calls('N:1D E:1H S:1S W:P N:2D E:1H')
      .elect('S', 'reject-call')
      .calls('E:2N S:3S W:P N:4S E:P S:P W:P');
    const j = b.judge();
    expect(b.state.pending).toBeNull();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27B2', 'Law 26A1']);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe('Law 35C — 1997: a bid of more than seven condoned after its substituted pass ended the auction', () => {
  test('W bids 8♠ after 1♦ P P, N calls at once: the bid stays cancelled, no lead penalty (35C)', () => {
    const b = auction('wbf-1997').calls('N:1D E:P S:P W:8S N:2C');
    const j = b.judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 38B', 'Law 38C', 'Law 35C']);
    expect(b.state.pending).toBeNull();
    expect(j.irregularities[1]).toMatchObject({ kind: 'call-after-close', offender: 'N' });
  });
});
