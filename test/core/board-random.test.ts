import { describe, expect, test } from 'vitest';
import { boardFor, dealerOfBoard, vulnerabilityOfBoard } from '../../src/core/board.js';
import { size } from '../../src/core/card-set.js';
import { makeDeal } from '../../src/core/deal.js';
import { randomDeal, seededRandom, shuffle } from '../../src/core/random.js';

describe('boards: the standard duplicate rotation', () => {
  test('dealer rotates N E S W', () => {
    expect([1, 2, 3, 4, 5, 16, 17].map(dealerOfBoard)).toEqual(['N', 'E', 'S', 'W', 'N', 'W', 'N']);
  });
  test('vulnerability follows the 16-board cycle', () => {
    const cycle = Array.from({ length: 16 }, (_, i) => vulnerabilityOfBoard(i + 1));
    expect(cycle).toEqual([
      'None',
      'NS',
      'EW',
      'All',
      'NS',
      'EW',
      'All',
      'None',
      'EW',
      'All',
      'None',
      'NS',
      'All',
      'None',
      'NS',
      'EW',
    ]);
    expect(vulnerabilityOfBoard(17)).toBe('None');
    expect(vulnerabilityOfBoard(36)).toBe('All');
  });
  test('board numbers below 1 are refused', () => {
    expect(boardFor(0).ok).toBe(false);
    expect(boardFor(1.5).ok).toBe(false);
    expect(boardFor(7)).toEqual({ ok: true, value: { number: 7, dealer: 'S', vulnerable: 'All' } });
  });
});

describe('seeded randomness', () => {
  test('the same seed gives the same deal; another seed another deal', () => {
    const a = makeDeal(randomDeal(seededRandom(42)));
    expect(makeDeal(randomDeal(seededRandom(42)))).toBe(a);
    expect(makeDeal(randomDeal(seededRandom(43)))).not.toBe(a);
  });
  test('numbers lie in [0, 1) and a shuffle is a permutation', () => {
    const r = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const x = r.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
    const items = Array.from({ length: 20 }, (_, i) => i);
    expect(shuffle(seededRandom(1), items).sort((x, y) => x - y)).toEqual(items);
  });
  test('euchre deals: five cards a hand from 32 or 24', () => {
    const d32 = randomDeal(seededRandom(5), '32', 5);
    const d24 = randomDeal(seededRandom(5), '24', 5);
    for (const h of Object.values(d32.hands)) expect(size(h)).toBe(5);
    for (const h of Object.values(d24.hands)) expect(size(h)).toBe(5);
  });
});
