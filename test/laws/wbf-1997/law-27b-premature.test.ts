import { describe, expect, test } from 'vitest';
import { auction } from '../auction-given.js';

// The deal, North deals: E's 1♣ over N's 1♦ is insufficient, replaced before the ruling.
describe('Law 27B — 1997: no 27C; a replacement before the ruling is the correction 27B asks for', () => {
  test('recorded under Law 27B; South still chooses', () => {
    const j = auction('wbf-1997').calls('N:1D E:1C E:2D').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27', 'Law 27B']);
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
    // 1997's own decision 27: no 27C to cite.
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-call', ['Law 27A1']],
      ['reject-call', ['Law 27B']],
    ]);
  });
  test('not accepted: 2♦ stands and bars W throughout (27B2), with no same-meaning finding', () => {
    const j = auction('wbf-1997').calls('N:1D E:1C E:2D').elect('S', 'reject-call').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27B', 'Law 27B2']);
    expect(j.irregularities[0]?.finding).toBeUndefined();
    expect(j.obligations).toEqual([
      { seat: 'W', kind: 'must-pass', scope: 'throughout', laws: ['Law 27B2'] },
    ]);
  });
  test('accepted: the insufficient bid stands under 27A', () => {
    const j = auction('wbf-1997').calls('N:1D E:1C E:2D').elect('S', 'accept-call').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 27A1', 'Law 27B']);
  });
});
