import { describe, expect, test } from 'vitest';
import { makeAuction } from '../../../src/games/contract-bridge/auction.js';
import { RULEBOOKS } from '../../../src/laws/registry.js';
import { auction } from '../auction-given.js';

// The deal, North deals: N KQ4.A54.KQJ3.762, E 32.762.7652.T984, S AJT987.K3.A4.A53, W 65.QJT98.T98.KQJ.

describe("Law 27A1 — insufficient bid accepted by the offender's LHO", () => {
  test('N 1♦, E 1♣: South chooses; the options cite 27A1 and 27B', () => {
    const j = auction().calls('N:1D E:1C').judge();
    expect(j.irregularities).toEqual([
      { seq: 1, kind: 'insufficient-bid', offender: 'E', status: 'pending', laws: ['Law 27'] },
    ]);
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-call', ['Law 27A1']],
      ['reject-call', ['Law 27B']],
    ]);
  });
  test('a call by South is the acceptance: 1♣ stands and the auction goes on from it', () => {
    const b = auction().calls('N:1D E:1C S:1H');
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 27A1'] });
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D 1C 1H');
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['call'] });
  });
  test('accepted by election: South calls next', () => {
    const b = auction().calls('N:1D E:1C').elect('S', 'accept-call');
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('any other act while the choice is open is refused: the director holds the auction', () => {
    expect(auction().calls('N:1D E:1C W:P').refusal().kind).toBe('awaiting-decision');
  });
});

describe('Law 27B1(a) — the lowest sufficient bid in the same denomination', () => {
  test('E replaces 1♣ by 2♣: no rectification, no obligation', () => {
    const j = auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:2C').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 27B1(a)'] });
    expect(j.obligations).toEqual([]);
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('3♣ is not the lowest sufficient club bid: Law 27B2', () => {
    const j = auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:3C').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27B2']);
  });
});

describe('Law 27B2 — any other replacement: partner passes throughout', () => {
  const replaced = () => auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P');
  test('E passes: W must pass throughout; the same-meaning finding defaults to "no"', () => {
    const j = replaced().judge();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
    expect(j.irregularities[0]).toMatchObject({
      status: 'rectified',
      laws: ['Law 27B2'],
      finding: { fact: 'comparable-call', value: false, by: 'default', laws: ['Law 27B1(b)'] },
      unauthorised: { side: 'EW' },
    });
  });
  test('W, bound to pass, may call only pass', () => {
    const b = replaced().calls('S:1S');
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['call'] });
  });
});

describe("Law 27B1(b) — a replacement with the same meaning (the director's finding)", () => {
  test('found to have the same meaning: the obligation is lifted', () => {
    const j = auction()
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P')
      .finding('comparable-call', true)
      .judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]).toMatchObject({
      laws: ['Law 27B1(b)'],
      finding: { fact: 'comparable-call', value: true, by: 'director' },
    });
  });
  test('a finding where no law asks for one is refused with a reason', () => {
    const r = auction().calls('N:1D').finding('comparable-call', true).refusal();
    expect(r.kind).toBe('finding-not-asked');
  });
  test('not accepted once the auction has ended', () => {
    const r = auction()
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P S:P W:P N:P')
      .finding('comparable-call', true)
      .refusal();
    expect(r.kind).toBe('finding-not-asked');
  });
});

describe('Law 26 — lead restrictions after a withdrawn call (2007 26A2)', () => {
  // 27B2: E's 1♣ replaced by a pass; S declares 4♠; W (E's partner) leads first.
  const to4S = () =>
    auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P');
  test("declarer chooses at W's opening lead: require or forbid clubs (26A2), or nothing", () => {
    const j = to4S().judge();
    expect(j.phase).toBe('play');
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.suit, o.laws])).toEqual([
      ['require-suit', 'C', ['Law 26A2(a)']],
      ['forbid-suit', 'C', ['Law 26A2(b)']],
      ['waive-penalty', undefined, ['Law 26']],
    ]);
    expect(j.obligations).toEqual([]);
  });
  test('clubs required: W must lead a club', () => {
    const b = to4S().elect('S', 'require-suit', { suit: 'C' });
    expect(b.judge().obligations).toEqual([
      { seat: 'W', kind: 'lead-suit', suit: 'C', laws: ['Law 26A2(a)'] },
    ]);
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('no decision when the offender becomes declarer or dummy', () => {
    const j = auction()
      .calls('N:1D E:P S:1H W:1C')
      .elect('N', 'reject-call')
      .calls('W:P N:P E:P S:P')
      .judge();
    expect(j.phase).toBe('play');
    expect(j.pending).toBeNull();
  });
});

describe('Law 26A1 — the withdrawn suit was specified by the offender in the legal auction (2007)', () => {
  // N deals; W, the offender, calls fourth in each round. W bid spades legally (2♠), then 2♠
  // again over 4♥, insufficient, not accepted, replaced by a pass (27B2); N declares, E leads.
  const calls = (specified: string) =>
    auction()
      .calls(`N:1H E:P S:2C W:${specified} N:3H E:P S:4H W:2S`)
      .elect('N', 'reject-call')
      .calls('W:P N:P E:P S:P');
  test("W's 2♠ after his own legal 2♠: nothing to restrict at E's opening lead, 26A1 cited", () => {
    const b = calls('2S');
    const j = b.judge();
    expect(b.state.contract).toMatchObject({ level: 4, strain: 'H', declarer: 'N' });
    expect(b.state.pending).toBeNull();
    expect(j.irregularities[0]?.laws).toContain('Law 26A1');
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('after a legal 2♦ instead: declarer chooses, require or forbid spades (26A2)', () => {
    const j = calls('2D').judge();
    expect(j.next).toEqual({ seat: 'N', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.suit])).toEqual([
      ['require-suit', 'S'],
      ['forbid-suit', 'S'],
      ['waive-penalty', undefined],
    ]);
  });
});

describe("Law 28A — a call at RHO's turn when RHO must pass", () => {
  test("W is barred: N's call at W's turn is in rotation, W's pass deemed made", () => {
    const b = auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P S:1S N:2S');
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D P 1S P 2S');
    expect(b.judge().irregularities[1]).toMatchObject({ kind: 'call-out-of-turn', laws: ['Law 28A'] });
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['call'] });
  });
});

describe('Law 28B — the player whose turn it was calls before the ruling', () => {
  test("N 1♦, S 1♠ at E's turn, then E calls: in rotation, no rectification", () => {
    const j = auction().calls('N:1D S:1S E:2C').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 28B'] });
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
});

describe("Law 29A — the offender's LHO accepts a call out of rotation by calling", () => {
  test("W calls over S's 1♠: it stands, E's turn is forfeited", () => {
    const b = auction().calls('N:1D S:1S W:P');
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 29A'] });
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D P 1S P');
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['call'] });
  });
});

describe('Law 29B — not accepted: cancelled, the auction reverts', () => {
  test('the auction reverts to E, whose turn it was', () => {
    const j = auction().calls('N:1D S:1S').elect('W', 'reject-call').judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
    expect(j.irregularities[0]).toMatchObject({ status: 'pending', laws: ['Law 29', 'Law 31A'] });
  });
});

describe('Law 31A1 — RHO passes: the offender repeats his bid', () => {
  test('E passes, S repeats 1♠: no rectification', () => {
    const j = auction().calls('N:1D S:1S').elect('W', 'reject-call').calls('E:P S:1S').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 31A1'] });
    expect(j.obligations).toEqual([]);
  });
});

describe('Law 31A2 — RHO bids: the offender calls freely (2007)', () => {
  test('31A2(a): S repeats the denomination (2♠): N passes once', () => {
    const j = auction().calls('N:1D S:1S').elect('W', 'reject-call').calls('E:2C S:2S').judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 31A2(a)'] },
    ]);
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 31A2(a)'] });
  });
  test('the pass once spent, N calls freely again', () => {
    const j = auction()
      .calls('N:1D S:1S')
      .elect('W', 'reject-call')
      .calls('E:2C S:2S W:P N:P E:3C S:3S W:P')
      .judge();
    expect(j.obligations).toEqual([]);
    expect(j.next).toEqual({ seat: 'N', acts: ['call'] });
  });
  test('31A2(b): another denomination (2NT): N passes throughout', () => {
    const j = auction().calls('N:1D S:1S').elect('W', 'reject-call').calls('E:2C S:2N').judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'throughout', laws: ['Law 31A2(b)'] },
    ]);
  });
});

describe("Law 31B — a bid out of rotation at partner's turn (2007)", () => {
  test("N 1♦, W 1♥ at E's turn: E passes throughout", () => {
    const j = auction().calls('N:1D W:1H').elect('N', 'reject-call').judge();
    expect(j.obligations).toEqual([{ seat: 'E', kind: 'must-pass', scope: 'throughout', laws: ['Law 31B'] }]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
});

describe('Law 30 — pass out of rotation (2007)', () => {
  test("Law 30A: before any bid, E passes at N's turn: E passes at his next turn", () => {
    const j = auction().calls('E:P').elect('S', 'reject-call').judge();
    expect(j.obligations).toEqual([{ seat: 'E', kind: 'must-pass', scope: 'next-turn', laws: ['Law 30A'] }]);
    expect(j.next).toEqual({ seat: 'N', acts: ['call'] });
  });
  test("Law 30B1(a): after a bid, at RHO's turn: the offender passes once", () => {
    const j = auction().calls('N:1D E:P W:P').elect('N', 'reject-call').judge();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'next-turn', laws: ['Law 30B1(a)'] },
    ]);
  });
  test("Law 30B2(a): after a bid, at partner's turn: the offender passes throughout", () => {
    const j = auction().calls('N:1D W:P').elect('N', 'reject-call').judge();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 30B2(a)'] },
      { seat: 'E', kind: 'forbid-double', laws: ['Law 30B2(b)'] },
    ]);
    expect(j.irregularities[0]?.laws).toEqual(['Law 30B2(a)', 'Law 30B2(b)']);
  });
});

describe('Law 30B2(b) — the partner may bid or pass at that turn, but not double or redouble (2007)', () => {
  const atPartnersTurn = () => auction().calls('N:1D W:P').elect('N', 'reject-call');
  test('E doubles all the same: cancelled as a call the law does not permit; E calls again', () => {
    const b = atPartnersTurn().calls('E:X');
    const j = b.judge();
    expect(j.irregularities[1]).toMatchObject({
      kind: 'inadmissible-call',
      offender: 'E',
      laws: ['Law 30B2(b)', 'Law 36B'],
    });
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
    expect(b.state.auction?.calls).toHaveLength(1);
  });
  test('E bids: the restriction is spent with his turn', () => {
    const j = atPartnersTurn().calls('E:1S').judge();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 30B2(a)'] },
    ]);
    expect(j.irregularities).toHaveLength(1);
  });
  test('the game offers E every legal call but double and redouble', () => {
    const b = atPartnersTurn();
    const calls = RULEBOOKS['wbf-2007']?.game.legalCalls(b.state, 'E') ?? [];
    expect(calls).toContain('1S');
    expect(calls).toContain('P');
    expect(calls).not.toContain('X');
  });
});

describe('Law 32 — double or redouble out of rotation (2007)', () => {
  test("Law 32A: at partner's turn: partner passes throughout", () => {
    const j = auction().calls('N:1D W:X').elect('N', 'reject-call').judge();
    expect(j.obligations).toEqual([{ seat: 'E', kind: 'must-pass', scope: 'throughout', laws: ['Law 32A'] }]);
  });
  test("32B1: at RHO's turn, RHO passes: the double repeated, no rectification", () => {
    const j = auction().calls('N:1D E:P W:X').elect('N', 'reject-call').calls('S:P W:X').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 32B1'] });
  });
  test('Law 32B2: RHO bids: partner passes throughout', () => {
    const j = auction().calls('N:1D E:P W:X').elect('N', 'reject-call').calls('S:1S').judge();
    expect(j.obligations).toEqual([
      { seat: 'E', kind: 'must-pass', scope: 'throughout', laws: ['Law 32B2'] },
    ]);
  });
});

describe('Law 36B — a double Law 19 does not permit', () => {
  test("S doubles his partner's 1♦: cancelled, S calls again, N passes throughout", () => {
    const j = auction().calls('N:1D E:P S:X').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'inadmissible-call', laws: ['Law 36B'] });
    expect(j.obligations).toEqual([{ seat: 'N', kind: 'must-pass', scope: 'throughout', laws: ['Law 36B'] }]);
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
});

describe('Law 37B — a bid by a player bound to pass', () => {
  test('W, barred, bids 2♥: a pass is substituted; E and W pass throughout', () => {
    const b = auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P S:1S W:2H');
    const j = b.judge();
    expect(j.irregularities[1]).toMatchObject({
      kind: 'inadmissible-call',
      offender: 'W',
      laws: ['Law 37B'],
    });
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D P 1S P');
    expect(j.obligations.filter((o) => o.laws.includes('Law 37B')).map((o) => o.seat)).toEqual(['W', 'E']);
  });
});

describe('Law 39 — a call after the final pass', () => {
  const closed = () => auction().calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P');
  test("Law 39A/39B: declarer's side: cancelled, no rectification", () => {
    const j = closed().calls('N:5S').judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'call-after-close',
      status: 'no-rectification',
      laws: ['Law 39A', 'Law 39B'],
    });
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test("Law 39C: a defender's bid: Law 26 at his partner's first lead", () => {
    const j = closed().calls('E:5C').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 39A', 'Law 39C']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['require-suit', 'forbid-suit', 'waive-penalty']);
  });
});

describe("Law 27D — after a 27B1 correction, the director's check at the end of the board", () => {
  test('2♣ replaced 1♣: when play ends the director is asked whether to adjust', () => {
    const j = auction()
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:2C S:2S W:P N:P E:P')
      .continuePlay()
      .judge();
    expect(j.phase).toBe('ended');
    expect(j.next).toEqual({ seat: 'director', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 27D']],
      ['adjust-tricks', ['Law 27D', 'Law 12C1']],
      ['artificial-score', ['Law 27D', 'Law 12C2']],
    ]);
  });
  test('no 27D check after 27B2 (the rectification was applied): Law 23 is asked instead', () => {
    const b = auction()
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P S:2S W:P N:P E:P')
      .elect('S', 'waive-penalty')
      .continuePlay();
    const j = b.judge();
    expect(j.phase).toBe('ended');
    expect(j.pending?.options.map((o) => o.laws[0])).toEqual(['Law 23', 'Law 23', 'Law 23']);
    expect(b.elect('director', 'keep-result').judge().pending).toBeNull();
  });
});

describe("Law 23 — the offender's partner was barred: the director's check at the end of the board", () => {
  test('after 27B2 (W barred throughout), the director may adjust if E could have known it could damage N–S', () => {
    const b = auction()
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P S:2S W:P N:P E:P')
      .elect('S', 'waive-penalty')
      .continuePlay();
    expect(b.judge().pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 23']],
      ['adjust-tricks', ['Law 23', 'Law 12C1']],
      ['artificial-score', ['Law 23', 'Law 12C2']],
    ]);
  });
  test('no check when no partner was barred (27B1(a))', () => {
    const j = auction()
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:2C S:2S W:P N:P E:P')
      .continuePlay()
      .elect('director', 'keep-result')
      .judge();
    expect(j.pending).toBeNull();
  });
});

describe("Law 30B3 — a pass at LHO's turn after the offender has called: a change of call (Law 25)", () => {
  test('S, having bid 1♠, passes before W calls: decision 25 for W', () => {
    const j = auction().calls('N:1D E:P S:1S S:P').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'change-of-call', offender: 'S', laws: ['Law 25'] });
    expect(j.pending?.chooser).toEqual(['W']);
  });
});

describe('Law 25B — an intended change of call (2007)', () => {
  const changed = () => auction().calls('N:1D E:P S:1S S:2S');
  test('W chooses: accept (25B1) or not (25B2); the director may find it unintended (25A)', () => {
    const j = changed().judge();
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-call', ['Law 25B1']],
      ['reject-call', ['Law 25B2']],
    ]);
    expect(j.pending?.findings).toEqual([{ fact: 'unintended', default: false, laws: ['Law 25A'] }]);
  });
  test('Law 25B1: W calls over it: the 2♠ replaces the 1♠', () => {
    const b = changed().calls('W:P');
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D P 2S P');
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 25B1'] });
  });
  test('Law 25B2: not accepted: the 2♠ is cancelled, the 1♠ stands', () => {
    const b = changed().elect('W', 'reject-call');
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D P 1S');
    expect(b.judge().irregularities[0]).toMatchObject({ laws: ['Law 25B2'], unauthorised: { side: 'NS' } });
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['call'] });
  });
});

describe("Law 25A — an unintended call corrected (the director's finding)", () => {
  test('found unintended: the 2♠ replaces the 1♠ without rectification', () => {
    const b = auction().calls('N:1D E:P S:1S S:2S').finding('unintended', true);
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D P 2S');
    expect(b.judge().irregularities[0]).toMatchObject({
      status: 'no-rectification',
      laws: ['Law 25A'],
      finding: { fact: 'unintended', value: true, by: 'director' },
    });
  });
  test('an unintended insufficient substitute is judged by Law 27', () => {
    const j = auction().calls('N:1D E:1H S:1S S:1C').finding('unintended', true).judge();
    expect(j.irregularities[1]).toMatchObject({ kind: 'insufficient-bid', offender: 'S' });
    expect(j.pending?.chooser).toEqual(['W']);
  });
});

describe('Law 27B3 — a double attempted in place of the insufficient bid', () => {
  // N 1♦, E 1♥ (insufficient over... no: 1♣), S does not accept; E doubles 1♦.
  const doubled = () => auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:X');
  test('cancelled: E calls again, W passes throughout, the same-meaning finding asked (default no)', () => {
    const b = doubled();
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      laws: ['Law 27B3'],
      finding: { fact: 'comparable-call', value: false, by: 'default', laws: ['Law 27B1(b)'] },
    });
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B3'] },
    ]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
    expect(b.state.auction?.calls).toHaveLength(1);
  });
  test('E then bids 2♣: it stands; W stays barred (27B3, not 27B1(a))', () => {
    const j = doubled().calls('E:2C').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27B3']);
    expect(j.obligations).toHaveLength(1);
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('27B1(b): the director finds the double has the same meaning: it stands, W is free', () => {
    const b = doubled().finding('comparable-call', true);
    const j = b.judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 27B1(b)'] });
    expect(makeAuction(b.state.auction ?? { dealer: 'N', calls: [] })).toBe('1D X');
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('once E has replaced the double, the finding is no longer asked', () => {
    expect(doubled().calls('E:2C').finding('comparable-call', true).refusal().kind).toBe('finding-not-asked');
  });
});

describe('Law 27B4 — another insufficient bid in place of the first', () => {
  // N 1♦, E 1♣ not accepted; E "replaces" it by 1♥... 1♥ is sufficient over 1♦: use N 2♦, E 1♣, then 2♣.
  const twice = () => auction().calls('N:2D E:1C').elect('S', 'reject-call').calls('E:2C');
  test('S may accept the second insufficient bid', () => {
    const j = twice().judge();
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
    expect(j.irregularities.map((i) => [i.kind, i.laws])).toEqual([
      ['insufficient-bid', ['Law 27B4']],
      ['insufficient-bid', ['Law 27']],
    ]);
  });
  test('accepted: 2♣ stands, no further rectification', () => {
    const j = twice().elect('S', 'accept-call').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 27B4', 'Law 27A1'] });
    expect(j.obligations).toEqual([]);
  });
  test('not accepted: ruled as 27B3 — W passes throughout; E replaces the second bid', () => {
    const j = twice().elect('S', 'reject-call').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 27B4', 'Law 27B3'] });
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B4', 'Law 27B3'] },
    ]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
});
