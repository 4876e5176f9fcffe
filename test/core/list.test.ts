import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { appended, replacedAt } from '../../src/core/list.js';

describe('appended — a list with one more element', () => {
  test('is the spread of the list and the element, and leaves the list as it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ k: fc.integer() }), { maxLength: 20 }),
        fc.record({ k: fc.integer() }),
        (list, x) => {
          const before = [...list];
          const out = appended(list, x);
          expect(out).toEqual([...list, x]);
          expect(out).not.toBe(list);
          expect(list).toEqual(before);
          expect(Object.keys(out)).toHaveLength(list.length + 1);
        },
      ),
      { seed: 20261127, numRuns: 100 },
    );
  });
});

describe('replacedAt — a list with one element replaced', () => {
  test('is the list with that element changed, and leaves the list as it was', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ k: fc.integer() }), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.record({ k: fc.integer() }),
        (list, at, x) => {
          const k = at % list.length;
          const before = [...list];
          const out = replacedAt(list, k, x);
          expect(out).toEqual(list.map((y, j) => (j === k ? x : y)));
          expect(out).not.toBe(list);
          expect(list).toEqual(before);
        },
      ),
      { seed: 20261127, numRuns: 100 },
    );
  });
});
