import { describe, expect, test } from 'vitest';
import {
  ALL_CARDS,
  cardAt,
  cardIndex,
  compareForDisplay,
  isCard,
  isHonour,
  parseCard,
} from '../../src/core/card.js';

describe('cards', () => {
  test('52 distinct cards with indices 0..51 in both directions', () => {
    expect(ALL_CARDS).toHaveLength(52);
    expect(new Set(ALL_CARDS).size).toBe(52);
    ALL_CARDS.forEach((card, i) => {
      expect(cardIndex(card)).toBe(i);
      expect(cardAt(i)).toBe(card);
    });
    expect(cardIndex('C2')).toBe(0);
    expect(cardIndex('SA')).toBe(51);
  });

  test('parseCard reads suit then rank, accepting 10 and lower case', () => {
    expect(parseCard('SA')).toEqual({ ok: true, value: 'SA' });
    expect(parseCard('ht')).toEqual({ ok: true, value: 'HT' });
    expect(parseCard('D10')).toEqual({ ok: true, value: 'DT' });
  });

  test('parseCard refuses what is not a card, with its position', () => {
    expect(parseCard('SX', 7)).toEqual({ ok: false, error: { kind: 'card-syntax', text: 'SX', column: 7 } });
    for (const bad of ['', 'S', 'AS', 'Z2', 'S1', 'SAA', 'S11']) expect(parseCard(bad).ok).toBe(false);
  });

  test('honours are A K Q J T', () => {
    expect(ALL_CARDS.filter(isHonour)).toHaveLength(20);
    expect(isHonour('ST')).toBe(true);
    expect(isHonour('S9')).toBe(false);
  });

  test('display order: spades first, high to low', () => {
    const sorted = ['C2', 'SA', 'H5', 'S2', 'DK'].sort((a, b) => compareForDisplay(a as 'C2', b as 'C2'));
    expect(sorted).toEqual(['SA', 'S2', 'H5', 'DK', 'C2']);
    expect(isCard('SA')).toBe(true);
    expect(isCard('S10')).toBe(false);
  });
});
