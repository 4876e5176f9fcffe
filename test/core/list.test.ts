import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { appended } from '../../src/core/list.js';

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
