import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type CardSet, EMPTY, size, union } from '../../src/core/card-set.js';
import {
  BRIDGE_ENDING,
  dealFromPbn,
  makeDeal,
  makeDealSetup,
  parseDeal,
  validateDeal,
} from '../../src/core/deal.js';
import { randomDeal, seededRandom } from '../../src/core/random.js';
import { SEATS } from '../../src/core/seat.js';

const DESIGN_DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';

describe('deals', () => {
  test('parses and validates a full deal, and writes it back', () => {
    const deal = dealFromPbn(DESIGN_DEAL);
    expect(deal.ok).toBe(true);
    if (!deal.ok) return;
    expect(makeDeal(deal.value)).toBe(DESIGN_DEAL);
    expect(makeDeal(deal.value, 'E')).toBe(
      'E:AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6 8642.AKJ5.J.9873',
    );
  });

  test('a deal may start with any seat', () => {
    const fromEast = dealFromPbn('E:AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6 8642.AKJ5.J.9873');
    expect(fromEast.ok && makeDeal(fromEast.value)).toBe(DESIGN_DEAL);
  });

  test('syntax errors carry a column', () => {
    const bad = parseDeal('N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T54X2.4 7.742.AQ86.AKQT6');
    expect(bad).toEqual({
      ok: false,
      error: { kind: 'deal-syntax', message: '"X" is not a rank (use AKQJT98765432)', column: 49 },
    });
    expect(parseDeal('X:...').ok).toBe(false);
    expect(parseDeal('N:AKQ.. ... ...').ok).toBe(false);
  });

  test('validation lists every defect: duplicate card, wrong hand size, missing cards', () => {
    // North holds 14 (an extra SA, which West holds too), East 10, West 15; nobody holds D7.
    const setup = parseDeal('N:A8642.AKJ5.J.9873 Q.Q986.K9.J52 KT953.T3.T5432.4 AJ7.742.AQ86.AKQT6');
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    const result = validateDeal(setup.value);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.defects).toEqual(
      expect.arrayContaining([
        { kind: 'duplicate-card', card: 'SA', seats: ['N', 'W'] },
        { kind: 'hand-size', seat: 'N', size: 14, expected: 13 },
        { kind: 'hand-size', seat: 'E', size: 10, expected: 13 },
        { kind: 'hand-size', seat: 'W', size: 15, expected: 13 },
        { kind: 'missing-cards', cards: ['D7'] },
      ]),
    );
  });

  test('an ending needs equal hands, not 13', () => {
    const ending = dealFromPbn('N:AK... Q2... JT... 98...', BRIDGE_ENDING);
    expect(ending.ok).toBe(true);
    const unequal = dealFromPbn('N:AK... Q... JT... 98...', BRIDGE_ENDING);
    expect(!unequal.ok && unequal.error.kind === 'deal-invalid' && unequal.error.defects[0]?.kind).toBe(
      'unequal-hands',
    );
  });

  test('unknown hands are kept by the setup and refused by validation', () => {
    const setup = parseDeal('N:8642.AKJ5.J.9873 - KT953.T3.T5432.4 -');
    expect(setup.ok).toBe(true);
    if (!setup.ok) return;
    expect(makeDealSetup(setup.value)).toBe('N:8642.AKJ5.J.9873 - KT953.T3.T5432.4 -');
    const v = validateDeal(setup.value);
    expect(!v.ok && v.error.defects.map((d) => d.kind)).toEqual(['unknown-hand', 'unknown-hand']);
  });

  test('property: random deals are valid and round-trip through PBN deal syntax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const deal = randomDeal(seededRandom(seed));
        const all = SEATS.reduce<CardSet>((acc, s) => union(acc, deal.hands[s]), EMPTY);
        expect(size(all)).toBe(52);
        const back = dealFromPbn(makeDeal(deal));
        expect(back).toEqual({ ok: true, value: deal });
      }),
      { seed: 4, numRuns: 300 },
    );
  });
});
