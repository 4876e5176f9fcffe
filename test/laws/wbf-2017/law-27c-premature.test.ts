import { describe, expect, test } from 'vitest';
import { auction } from '../auction-given.js';

// The deal, North deals: E's 1♣ over N's 1♦ is insufficient, replaced before the ruling.
describe('Law 27C — premature replacement of an insufficient bid (2017)', () => {
  test('not accepted: a pass stands as 27B2; the comparable-call finding cites Law 23A', () => {
    const j = auction('wbf-2017').calls('N:1D E:1C E:P').elect('S', 'reject-call').judge();
    expect(j.irregularities[0]).toMatchObject({
      laws: ['Law 27C', 'Law 27B2'],
      finding: { fact: 'comparable-call', value: false, by: 'default', laws: ['Law 23A', 'Law 27B1(b)'] },
    });
  });
  test('found comparable: 27B1(b), no rectification', () => {
    const j = auction('wbf-2017')
      .calls('N:1D E:1C E:P')
      .elect('S', 'reject-call')
      .finding('comparable-call', true)
      .judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27C', 'Law 27B1(b)']);
    expect(j.obligations).toEqual([]);
  });
  test('accepted: the insufficient bid stands, citing 27A1 and 27C', () => {
    const j = auction('wbf-2017').calls('N:1D E:1C E:2C').elect('S', 'accept-call').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27A1', 'Law 27C']);
  });
});
