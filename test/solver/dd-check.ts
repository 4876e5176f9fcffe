/** Checks shared by the quick and the full reproduction of the DDS ground truth. */
import { expect } from 'vitest';
import { expectOk } from '../../src/core/result.js';
import { SEATS } from '../../src/core/seat.js';
import type { Strain } from '../../src/games/contract-bridge/call.js';
import { Engine } from '../../src/solver/engine.js';
import { solve } from '../../src/solver/solve.js';
import { ddTable } from '../../src/solver/table.js';
import type { DdDeal, DdEnding } from './dd-data.js';

const STRAIN_ORDER: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** All 20 table entries of a deal. */
export function checkTable(deal: DdDeal, engine: Engine): void {
  const table = expectOk(ddTable(deal.deal.hands, { engine }));
  expect(table.exact).toBe(true);
  for (const seat of SEATS)
    for (const strain of STRAIN_ORDER)
      expect({ deal: deal.number, seat, strain, tricks: table.tricks[seat][strain] }).toEqual({
        deal: deal.number,
        seat,
        strain,
        tricks: deal.table[seat][strain],
      });
}

/** Every opening lead's value, South declaring, West leading, in each strain. */
export function checkLeads(deal: DdDeal, engine: Engine): void {
  for (const strain of STRAIN_ORDER) {
    engine.table.clear();
    const solved = expectOk(solve({ hands: deal.deal.hands, strain, leader: 'W' }, { engine, cards: true }));
    const expected = deal.leads[strain];
    expect({ deal: deal.number, strain, best: solved.tricks }).toEqual({
      deal: deal.number,
      strain,
      best: expected.best,
    });
    const got = new Map((solved.cards ?? []).map((c) => [c.card, c.tricks]));
    expect({ deal: deal.number, strain, cards: Object.fromEntries(got) }).toEqual({
      deal: deal.number,
      strain,
      cards: Object.fromEntries(expected.cards),
    });
  }
}

/** North-South's tricks in an ending, no trump, West to lead. */
export function checkEnding(ending: DdEnding, engine: Engine): void {
  const solved = expectOk(solve({ hands: ending.deal.hands, strain: 'NT', leader: 'W' }, { engine }));
  expect({ pbn: ending.pbn, ns: solved.tricksLeft - solved.tricks }).toEqual({
    pbn: ending.pbn,
    ns: ending.nsTricks,
  });
}

export function freshEngine(): Engine {
  return new Engine();
}
