import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, type Card } from '../../src/core/card.js';
import {
  add,
  EMPTY,
  FULL_PACK,
  fromCards,
  has,
  highestOf,
  intersect,
  isSubset,
  lowestOf,
  minus,
  ofSuit,
  popcount,
  ranksIn,
  remove,
  size,
  toCards,
  toIndices,
  union,
} from '../../src/core/card-set.js';

const cardArb = fc.constantFrom(...ALL_CARDS);
const setArb = fc.uniqueArray(cardArb, { maxLength: 52 });

describe('card sets (bitsets)', () => {
  test('building, membership and display order', () => {
    const set = fromCards(['HT', 'SA', 'C2', 'H2']);
    expect(size(set)).toBe(4);
    expect(has(set, 'HT')).toBe(true);
    expect(has(set, 'HJ')).toBe(false);
    expect(toCards(set)).toEqual(['SA', 'HT', 'H2', 'C2']);
    expect(ranksIn(set, 'H')).toEqual(['T', '2']);
    expect(highestOf(set, 'H')).toBe('HT');
    expect(lowestOf(set, 'H')).toBe('H2');
    expect(highestOf(set, 'D')).toBeUndefined();
    expect(toCards(ofSuit(set, 'S'))).toEqual(['SA']);
    expect(size(FULL_PACK)).toBe(52);
  });

  test('popcount counts bits', () => {
    expect(popcount(0)).toBe(0);
    expect(popcount(0x1fff)).toBe(13);
    expect(popcount(0b1010)).toBe(2);
  });

  test('property: a set holds exactly the cards it was built from', () => {
    fc.assert(
      fc.property(setArb, (cards) => {
        const set = fromCards(cards);
        expect(size(set)).toBe(cards.length);
        expect(new Set(toCards(set))).toEqual(new Set(cards));
        expect(toIndices(set)).toHaveLength(cards.length);
      }),
      { seed: 1, numRuns: 200 },
    );
  });

  test('property: union, intersection and difference obey set algebra', () => {
    fc.assert(
      fc.property(setArb, setArb, (a, b) => {
        const A = fromCards(a);
        const B = fromCards(b);
        expect(size(union(A, B)) + size(intersect(A, B))).toBe(size(A) + size(B));
        expect(size(minus(A, B))).toBe(size(A) - size(intersect(A, B)));
        expect(isSubset(intersect(A, B), A)).toBe(true);
        expect(isSubset(A, union(A, B))).toBe(true);
      }),
      { seed: 2, numRuns: 200 },
    );
  });

  test('property: add then remove gives the set back, and sets are immutable', () => {
    fc.assert(
      fc.property(setArb, cardArb, (cards, card: Card) => {
        const set = fromCards(cards.filter((c) => c !== card));
        const before = [...set];
        const added = add(set, card);
        expect(has(added, card)).toBe(true);
        expect(remove(added, card)).toEqual(set);
        expect([...set]).toEqual(before);
      }),
      { seed: 3, numRuns: 200 },
    );
    expect(EMPTY).toEqual([0, 0, 0, 0]);
  });
});
