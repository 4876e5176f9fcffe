import { describe, expect, test } from 'vitest';
import { makeAuction } from '../../../src/games/contract-bridge/auction.js';
import { type AuctionBoard, auction } from '../auction-given.js';

// The deal, North deals. E's 1♣ over N's 1♦ is insufficient; E replaces it before the
// director has ruled on it (2007/2017 Law 27C; 1997 has no 27C and rules it by its 27B).
const calls = (b: AuctionBoard) => makeAuction(b.state.auction ?? { dealer: 'N', calls: [] });

describe('Law 27C — premature replacement of an insufficient bid (2007)', () => {
  test('E replaces 1♣ by 2♣ before the ruling: recorded, not refused; South still chooses', () => {
    const j = auction().calls('N:1D E:1C E:2C').judge();
    expect(j.irregularities).toEqual([
      { seq: 1, kind: 'insufficient-bid', offender: 'E', status: 'pending', laws: ['Law 27', 'Law 27C'] },
    ]);
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-call', ['Law 27A1', 'Law 27C']],
      ['reject-call', ['Law 27C', 'Law 27B']],
    ]);
    expect(j.pending?.options[1]?.text).toBe(
      'Do not accept it: the replacement already made stands, ruled by Law 27B',
    );
  });
  test('not accepted: the replacement stands; 2♣ is the lowest sufficient bid, 27B1(a)', () => {
    const b = auction().calls('N:1D E:1C E:2C').elect('S', 'reject-call');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 27C', 'Law 27B1(a)'] });
    expect(j.obligations).toEqual([]);
    expect(calls(b)).toBe('1D 2C');
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('accepted (27A1): the insufficient bid stands, the replacement is cancelled, its information unauthorised', () => {
    const b = auction().calls('N:1D E:1C E:2C').elect('S', 'accept-call');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'no-rectification',
      laws: ['Law 27A1', 'Law 27C'],
      unauthorised: { side: 'EW' },
    });
    expect(calls(b)).toBe('1D 1C');
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
  test('a pass substituted early stands: 27B2, W passes throughout, the same-meaning finding defaults to no', () => {
    const j = auction().calls('N:1D E:1C E:P').elect('S', 'reject-call').judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'rectified',
      laws: ['Law 27C', 'Law 27B2'],
      finding: { fact: 'comparable-call', value: false, by: 'default', laws: ['Law 27B1(b)'] },
    });
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
  });
  test('the director finds the early replacement has the same meaning: 27B1(b), W is free', () => {
    const j = auction()
      .calls('N:1D E:1C E:P')
      .elect('S', 'reject-call')
      .finding('comparable-call', true)
      .judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27C', 'Law 27B1(b)']);
    expect(j.obligations).toEqual([]);
  });
  test('South calls over the replacement: it stands (27C), and his call follows it', () => {
    const b = auction().calls('N:1D E:1C E:2C S:2S');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 27C', 'Law 27B1(a)'] });
    expect(calls(b)).toBe('1D 2C 2S');
    expect(j.next).toEqual({ seat: 'W', acts: ['call'] });
  });
  test('an early double is cancelled as 27B3: E calls again, W passes throughout', () => {
    const b = auction().calls('N:1D E:1C E:X').elect('S', 'reject-call');
    const j = b.judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27B3']);
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B3'] },
    ]);
    expect(calls(b)).toBe('1D');
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
  test('an early second insufficient bid: 27B4 — South may accept the new one', () => {
    const b = auction().calls('N:1S E:1C E:1D').elect('S', 'reject-call');
    const j = b.judge();
    expect(j.irregularities.map((i) => [i.seq, i.laws])).toEqual([
      [1, ['Law 27B4']],
      [2, ['Law 27']],
    ]);
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
    const accepted = b.elect('S', 'accept-call');
    expect(calls(accepted)).toBe('1S 1D');
    expect(accepted.judge().irregularities[0]).toMatchObject({ laws: ['Law 27B4', 'Law 27A1'] });
  });
  test("the partner's call while the LHO's choice is open is still refused, and so is a second early call", () => {
    expect(auction().calls('N:1D E:1C E:2C W:P').refusal().kind).toBe('awaiting-decision');
    expect(auction().calls('N:1D E:1C E:2C E:3C').refusal().kind).toBe('awaiting-decision');
  });
});
