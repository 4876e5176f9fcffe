import { describe, expect, test } from 'vitest';
import { makeAuction } from '../../../src/games/contract-bridge/auction.js';
import { auction } from '../auction-given.js';

// The deal, North deals: N KQ4.A54.KQJ3.762, E 32.762.7652.T984, S AJT987.K3.A4.A53, W 65.QJT98.T98.KQJ.
const calls = (b: ReturnType<typeof auction>) => makeAuction(b.state.auction ?? { dealer: 'N', calls: [] });

describe('Law 33 — simultaneous calls', () => {
  test("N and E call together at N's turn, E's recorded first: E's is deemed after N's — in rotation", () => {
    const b = auction().calls('E:P').add({ type: 'call', seat: 'N', call: '1D', simultaneous: true });
    const j = b.judge();
    expect(calls(b)).toBe('1D P');
    expect(j.irregularities).toEqual([
      { seq: 1, kind: 'simultaneous-call', offender: 'E', status: 'no-rectification', laws: ['Law 33'] },
    ]);
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test("N and S together at N's turn, N's recorded first: S's is a call out of rotation (Law 29)", () => {
    const j = auction()
      .calls('N:1D')
      .add({ type: 'call', seat: 'S', call: '1S', simultaneous: true })
      .judge();
    expect(j.irregularities.map((i) => [i.kind, i.offender, i.laws])).toEqual([
      ['call-out-of-turn', 'S', ['Law 29']],
      ['simultaneous-call', 'S', ['Law 33']],
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['elect'] });
  });
  test('without the flag the record order stands and the player in turn calling is Law 28B', () => {
    const j = auction().calls('S:1S N:1D').judge();
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 28B'] });
  });
});

describe('Law 34 and Law 17E2 — retention of the right to call', () => {
  // N 1♥… here 1♦, E pass, W passes at S's turn; N (W's LHO) passes: three passes, S never called.
  test("the auction does not end: it reverts to S, W's and N's passes are cancelled", () => {
    const b = auction().calls('N:1D E:P W:P N:P');
    const j = b.judge();
    expect(j.phase).toBe('auction');
    expect(calls(b)).toBe('1D P');
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
    expect(j.irregularities[0]).toMatchObject({
      kind: 'call-out-of-turn',
      offender: 'W',
      laws: ['Law 17E2', 'Law 29A'],
      unauthorised: { side: 'EW' },
    });
  });
  test('a pass out of rotation accepted that does not complete three passes: 29A as usual', () => {
    const b = auction().calls('N:1D E:1H W:P N:2D');
    expect(b.judge().irregularities[0]).toMatchObject({ laws: ['Law 29A'] });
    expect(calls(b)).toBe('1D 1H P P 2D');
  });
});

describe('Law 36A — the LHO calls over an inadmissible double before the ruling', () => {
  test('S doubles his partner’s 1♦, W calls at once: both cancelled, no rectification, S to call', () => {
    const b = auction().calls('N:1D E:P S:X W:1H');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'inadmissible-call',
      status: 'no-rectification',
      laws: ['Law 36A'],
    });
    expect(j.obligations).toEqual([]);
    expect(calls(b)).toBe('1D P');
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('attention drawn first: the ruling (36B) stands, and W calling is out of rotation', () => {
    const j = auction().calls('N:1D E:P S:X').add({ type: 'attention', seat: 'W' }).calls('W:1H').judge();
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 36B'] });
    expect(j.irregularities[1]).toMatchObject({ kind: 'call-out-of-turn', offender: 'W' });
  });
});

describe('Law 37A — the LHO calls over a barred player’s bid before the ruling', () => {
  // 27B2 bars W; W bids 2♥ anyway; N calls at once.
  const barred = () => auction().calls('N:1D E:1C').elect('S', 'reject-call').calls('E:P S:1S W:2H');
  test('2♥ and the later calls stand; W stays barred throughout; no Law 26', () => {
    const b = barred().calls('N:3D');
    const j = b.judge();
    expect(calls(b)).toBe('1D P 1S 2H 3D');
    expect(j.irregularities[1]).toMatchObject({ status: 'no-rectification', laws: ['Law 37A'] });
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
  });
  test('after the ruling (an act between), 37B stands', () => {
    const b = barred().add({ type: 'attention', seat: 'N' }).calls('N:3D');
    expect(calls(b)).toBe('1D P 1S P 3D');
    expect(b.judge().irregularities[1]).toMatchObject({ laws: ['Law 37B'] });
  });
});

describe('Law 38 — a bid of more than seven', () => {
  const eight = () => auction().calls('N:7NT E:8C');
  test('Law 38A, Law 38B, Law 38C: cancelled, a pass substituted; E and W pass throughout', () => {
    const b = eight();
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'inadmissible-call',
      offender: 'E',
      laws: ['Law 38B', 'Law 38C'],
    });
    expect(calls(b)).toBe('7NT P');
    expect(j.obligations.map((o) => [o.seat, o.scope])).toEqual([
      ['E', 'throughout'],
      ['W', 'throughout'],
    ]);
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('Law 38D: S calls before the ruling: still cancelled, but no Law 26', () => {
    const j = eight().calls('S:P W:P N:P').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 38B', 'Law 38C', 'Law 38D']);
    expect(j.phase).toBe('play');
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('ruled first (attention drawn): Law 26 at W’s… E’s partner’s first lead', () => {
    const j = eight().add({ type: 'attention', seat: 'S' }).calls('S:P W:P N:P').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 38B', 'Law 38C']);
    expect(j.phase).toBe('play');
  });
  test('a bid of more than seven is a call the record holds; a bid of fourteen is not', () => {
    expect(auction().calls('N:13NT').outcome().ok).toBe(true);
    expect(auction().calls('N:14NT').outcome().ok).toBe(false);
  });
});
