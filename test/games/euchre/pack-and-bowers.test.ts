import { describe, expect, test } from 'vitest';
import type { Card } from '../../../src/core/card.js';
import { fromCards, size } from '../../../src/core/card-set.js';
import {
  effectiveSuit,
  euchreOrder,
  isTrump,
  leftBower,
  packCards,
  rightBower,
  undealtCount,
} from '../../../src/games/euchre/pack-and-bowers.js';
import { legalCards, trickWinner } from '../../../src/games/trick.js';

describe('The pack — thirty-two cards (A K Q J 10 9 8 7), twenty-four as an option', () => {
  test('the packs hold 32 and 24 cards; eleven and three stay undealt', () => {
    expect(size(packCards('32'))).toBe(32);
    expect(size(packCards('24'))).toBe(24);
    expect(undealtCount('32')).toBe(11);
    expect(undealtCount('24')).toBe(3);
  });
});

describe('Technical terms — the Right Bower and the Left Bower', () => {
  test('"Right Bower": the knave of the trump suit; "Left Bower": the knave of the same colour', () => {
    expect(rightBower('H')).toBe('HJ');
    expect(leftBower('H')).toBe('DJ');
    expect(leftBower('D')).toBe('HJ');
    expect(leftBower('S')).toBe('CJ');
    expect(leftBower('C')).toBe('SJ');
  });

  test('the left bower is a trump and no longer a card of its printed suit', () => {
    expect(isTrump('DJ', 'H')).toBe(true);
    expect(effectiveSuit('DJ', 'H')).toBe('H');
    expect(effectiveSuit('DQ', 'H')).toBe('D');
    expect(isTrump('SJ', 'H')).toBe(false);
  });

  test('trumps rank right bower, left bower, then A K Q 10 9 8 7', () => {
    const order = euchreOrder('H');
    const trumps: Card[] = ['HJ', 'DJ', 'HA', 'HK', 'HQ', 'HT', 'H9', 'H8', 'H7'];
    const strengths = trumps.map((c) => order.strength(c));
    expect([...strengths].sort((a, b) => b - a)).toEqual(strengths);
    expect(new Set(strengths).size).toBe(trumps.length);
  });

  test('the left bower wins over the ace of trumps; the right bower over the left', () => {
    const order = euchreOrder('S');
    expect(
      trickWinner(
        [
          { seat: 'N', card: 'SA' },
          { seat: 'E', card: 'CJ' },
          { seat: 'S', card: 'SK' },
          { seat: 'W', card: 'S7' },
        ],
        order,
      ),
    ).toBe('E');
    expect(
      trickWinner(
        [
          { seat: 'N', card: 'CJ' },
          { seat: 'E', card: 'SJ' },
        ],
        order,
      ),
    ).toBe('E');
  });

  test('the left bower follows trumps, and does not follow its printed suit', () => {
    const hand = fromCards(['DJ', 'DA', 'C7']);
    expect(legalCards(hand, 'H', euchreOrder('H'))).toEqual(['DJ']);
    expect(legalCards(hand, 'D', euchreOrder('H'))).toEqual(['DA']);
    const onlyLeft = fromCards(['DJ', 'C7']);
    expect(legalCards(onlyLeft, 'D', euchreOrder('H')).sort()).toEqual(['C7', 'DJ']);
  });

  test('a plain suit led is won by its highest card unless trumped', () => {
    const order = euchreOrder('C');
    expect(
      trickWinner(
        [
          { seat: 'W', card: 'DK' },
          { seat: 'N', card: 'DA' },
          { seat: 'E', card: 'HA' },
          { seat: 'S', card: 'DJ' },
        ],
        order,
      ),
    ).toBe('N');
    expect(
      trickWinner(
        [
          { seat: 'W', card: 'DK' },
          { seat: 'N', card: 'DA' },
          { seat: 'E', card: 'C7' },
        ],
        order,
      ),
    ).toBe('E');
  });
});
