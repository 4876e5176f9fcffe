import { describe, expect, test } from 'vitest';
import type { Card } from '../../../src/core/card.js';
import { fromCards, size, toCards } from '../../../src/core/card-set.js';
import { dealFromPbn } from '../../../src/core/deal.js';
import { seededRandom } from '../../../src/core/random.js';
import { expectOk } from '../../../src/core/result.js';
import { SEATS } from '../../../src/core/seat.js';
import {
  dealFromPack,
  eldestHand,
  euchreDealRules,
  nextDealer,
  packCards,
  randomEuchreDeal,
  shuffleForDeal,
  undealtCards,
  validateEuchreDeal,
} from '../../../src/games/euchre/index.js';

const ORDER: Card[] = toCards(packCards('32'));

describe('Law 28 — each player deals in turn; the right of dealing goes to the left', () => {
  test("the next dealer and the eldest hand are on the dealer's left", () => {
    expect(nextDealer('S')).toBe('W');
    expect(eldestHand('S')).toBe('W');
    expect(nextDealer('W')).toBe('N');
  });
});

describe('Law 42 — five cards each, two then three to each player in turn, or vice versa', () => {
  test('2-3: the eldest hand gets the first two cards and cards 9–11', () => {
    const deal = expectOk(dealFromPack(ORDER, 'S', '2-3'));
    const first = ORDER.slice(0, 2);
    const second = ORDER.slice(8, 11);
    expect(toCards(deal.hands.W).sort()).toEqual([...first, ...second].sort());
    expect(toCards(deal.hands.S).sort()).toEqual([...ORDER.slice(6, 8), ...ORDER.slice(17, 20)].sort());
  });

  test('3-2: the eldest hand gets the first three cards and cards 13–14', () => {
    const deal = expectOk(dealFromPack(ORDER, 'S', '3-2'));
    expect(toCards(deal.hands.W).sort()).toEqual([...ORDER.slice(0, 3), ...ORDER.slice(12, 14)].sort());
  });

  test('every hand has five cards', () => {
    const deal = expectOk(dealFromPack(ORDER, 'E', '3-2'));
    for (const seat of SEATS) expect(size(deal.hands[seat])).toBe(5);
  });

  test('a pack of fewer than twenty-one cards is refused', () => {
    expect(dealFromPack(ORDER.slice(0, 20), 'S')).toEqual({
      ok: false,
      error: { kind: 'pack-too-short', cards: 20 },
    });
  });
});

describe('Law 91 — the trump card turned is the twenty-first card, left on the pack', () => {
  test('the card after the twenty dealt is the trump card; eleven stay undealt', () => {
    const deal = expectOk(dealFromPack(ORDER, 'N'));
    expect(deal.upcard).toBe(ORDER[20]);
    expect(size(undealtCards(deal))).toBe(11);
  });

  test('a random deal deals from the first twenty-one places of a shuffled pack', () => {
    const a = shuffleForDeal(seededRandom(7));
    const deal = randomEuchreDeal(seededRandom(7), 'W');
    expect(deal.upcard).toBe(a[20]);
    expect(new Set(a).size).toBe(32);
    const b = randomEuchreDeal(seededRandom(8), 'W', '24');
    expect(size(undealtCards(b))).toBe(3);
  });
});

describe('Validation of a deal — every defect listed', () => {
  test('a trump card in a hand and a card outside the pack', () => {
    const deal = expectOk(dealFromPbn('N:AK.9.Q.7 QJ.A.K.8 T.KQ.A.9 9.T.JT.A', euchreDealRules('32')));
    const result = validateEuchreDeal({
      dealer: 'S',
      deal: { hands: { ...deal.hands, W: fromCards(['S9', 'HT', 'DJ', 'CA', 'S2']) } },
      upcard: 'SA',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const kinds = result.error.defects.map((d) => d.kind).sort();
    expect(kinds).toEqual(['card-not-in-pack', 'upcard-in-hand']);
  });

  test('a hand of four cards from a 24-card pack', () => {
    const result = validateEuchreDeal(
      {
        dealer: 'N',
        deal: {
          hands: {
            N: fromCards(['SA', 'SK', 'H9', 'DQ']),
            E: fromCards(['SQ', 'SJ', 'HA', 'DK', 'C9']),
            S: fromCards(['ST', 'HK', 'HQ', 'DA', 'CT']),
            W: fromCards(['S9', 'HT', 'DJ', 'DT', 'CA']),
          },
        },
        upcard: 'H8',
      },
      '24',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.defects).toEqual([
      { kind: 'hand-size', seat: 'N', size: 4, expected: 5 },
      { kind: 'upcard-not-in-pack', card: 'H8' },
    ]);
  });
});
