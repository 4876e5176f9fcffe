/**
 * The DDS ground truth, full reproduction part 4 of 4 (deals 40–50): all 20 table entries and
 * every opening lead's value. Slow (seconds to a minute a deal); runs in CI beside the unit tests.
 */
import { describe, test } from 'vitest';
import { checkLeads, checkTable, freshEngine } from './dd-check.js';
import { readDeals } from './dd-data.js';

const SLOW = 180_000;

describe('double-dummy tables and lead values agree with DDS (deals 40–50)', () => {
  for (const deal of readDeals().slice(39, 50)) {
    test(`deal ${deal.number}: the 20-result table`, () => checkTable(deal, freshEngine()), SLOW);
    test(`deal ${deal.number}: every opening lead`, () => checkLeads(deal, freshEngine()), SLOW);
  }
});
