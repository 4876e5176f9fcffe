/**
 * The DDS ground truth, quick part (the unit run): every ending of 4–11 cards a hand, ten of the
 * 12-card endings, and the first of the 50 deals (all 20 table entries and every lead).
 * The rest runs in dd-ground-truth-full-*.test.ts.
 */
import { describe, test } from 'vitest';
import { checkEnding, checkLeads, checkTable, freshEngine } from './dd-check.js';
import { readDeals, readEndings } from './dd-data.js';

describe('double-dummy endings agree with DDS', () => {
  for (const k of [4, 5, 6, 7, 8, 9, 10, 11]) {
    test(`all ${k}-card endings`, () => {
      const engine = freshEngine();
      for (const ending of readEndings(k)) checkEnding(ending, engine);
    });
  }
  test('ten 12-card endings', () => {
    const engine = freshEngine();
    for (const ending of readEndings(12).slice(0, 10)) checkEnding(ending, engine);
  });
});

describe('double-dummy tables and lead values agree with DDS', () => {
  const deals = readDeals().slice(0, 1);
  for (const deal of deals) {
    test(`deal ${deal.number}: the 20-result table`, () => checkTable(deal, freshEngine()));
    test(`deal ${deal.number}: every opening lead`, () => checkLeads(deal, freshEngine()));
  }
});
