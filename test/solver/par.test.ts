import { describe, expect, test } from 'vitest';
import { bySeat } from '../../src/core/seat.js';
import { contractScore, par } from '../../src/solver/par.js';
import type { DdTable } from '../../src/solver/table.js';
import { readDeals } from './dd-data.js';

const tableOf = (tricks: DdTable['tricks']): DdTable => ({ tricks, exact: true, stopped: null, nodes: 0 });

describe('duplicate scores used for par', () => {
  test.each([
    [4, 'S', '', false, 10, 420],
    [3, 'NT', '', false, 10, 430],
    [3, 'NT', '', true, 9, 600],
    [1, 'C', '', false, 7, 70],
    [6, 'H', '', true, 12, 1430],
    [7, 'NT', '', false, 13, 1520],
    [4, 'S', 'X', false, 7, -500],
    [4, 'S', 'X', true, 7, -800],
    [2, 'H', 'X', false, 8, 470],
    [5, 'D', 'X', false, 6, -1100],
  ] as const)(
    '%i%s%s (vulnerable %s) with %i tricks scores %i',
    (level, strain, risk, vul, tricks, score) => {
      expect(contractScore(level, strain, risk, vul, tricks)).toBe(score);
    },
  );
});

describe('par', () => {
  test('deal 1 of the DDS set: East-West make 3NT with an overtrick; no sacrifice pays', () => {
    const deal = readDeals()[0];
    if (deal === undefined) throw new Error('no deal');
    const p = par(tableOf(deal.table), 'None', 'N');
    expect(p.score).toBe(-430);
    expect(p.side).toBe('EW');
    expect(p.contracts).toEqual([{ level: 3, strain: 'NT', risk: '', declarers: ['E', 'W'], tricks: 10 }]);
  });
  test('a grand slam for North-South', () => {
    const all = bySeat((s) =>
      s === 'N' || s === 'S' ? { C: 13, D: 13, H: 13, S: 13, NT: 13 } : { C: 0, D: 0, H: 0, S: 0, NT: 0 },
    );
    expect(par(tableOf(all), 'NS')).toEqual({
      score: 2220,
      side: 'NS',
      contracts: [{ level: 7, strain: 'NT', risk: '', declarers: ['N', 'S'], tricks: 13 }],
    });
  });
  test('a cheap sacrifice: East-West save in 5 clubs doubled against 4 spades', () => {
    // NS: 10 tricks in spades; EW: 9 in clubs (5C doubled down 2 not vulnerable = 300 < 420).
    const t = bySeat((s) =>
      s === 'N' || s === 'S' ? { C: 4, D: 5, H: 6, S: 10, NT: 7 } : { C: 9, D: 7, H: 7, S: 3, NT: 5 },
    );
    const p = par(tableOf(t), 'NS', 'N');
    expect(p.score).toBe(300);
    expect(p.side).toBe('EW');
    expect(p.contracts).toEqual([{ level: 5, strain: 'C', risk: 'X', declarers: ['E', 'W'], tricks: 9 }]);
  });
  test('nobody can make anything: passed out', () => {
    const t = bySeat(() => ({ C: 6, D: 6, H: 6, S: 6, NT: 6 }));
    expect(par(tableOf(t), 'None')).toEqual({ score: 0, side: null, contracts: [] });
  });
  test('a sacrifice the opponents could outbid with profit is not par (2SX by N under their 4H)', () => {
    // N:K93.K95.T.AQ9765 752.A7642.KQ653. QJ86.T.J987.K832 AT4.QJ83.A42.JT4, as DDS tables it;
    // EW vulnerable: EW make 4H (620); NS save in 5C doubled, one down. 2S doubled is also one
    // down, but EW would bid 4H over it: DDS's DealerPar names 5C*-NS-1 alone.
    const t = bySeat((s) =>
      s === 'N'
        ? { NT: 7, S: 7, H: 2, D: 4, C: 10 }
        : s === 'S'
          ? { NT: 7, S: 6, H: 2, D: 4, C: 10 }
          : { NT: 6, S: 6, H: 10, D: 9, C: 3 },
    );
    const p = par(tableOf(t), 'EW', 'N');
    expect(p.score).toBe(-100);
    expect(p.contracts).toEqual([{ level: 5, strain: 'C', risk: 'X', declarers: ['N', 'S'], tricks: 10 }]);
  });
});
