import { describe, expect, test } from 'vitest';
import type { Card } from '../../src/core/card.js';
import { EMPTY, fromCards } from '../../src/core/card-set.js';
import { expectOk } from '../../src/core/result.js';
import { type EuchreEnding, euchreCanReach, solveEuchre } from '../../src/solver/euchre.js';

const hands = (n: Card[], e: Card[], s: Card[], w: Card[]) => ({
  N: fromCards(n),
  E: fromCards(e),
  S: fromCards(s),
  W: fromCards(w),
});

describe('euchre endings, solved exactly', () => {
  test('the left bower is a trump: it wins a diamond lead when hearts are trumps', () => {
    const ending: EuchreEnding = { hands: hands(['DA'], ['DJ'], ['D9'], ['DT']), trump: 'H', leader: 'N' };
    const s = expectOk(solveEuchre(ending));
    expect(s).toMatchObject({ toMove: 'N', side: 'NS', tricks: 0, tricksLeft: 1 });
  });
  test('the right bower beats the left; a holder of only the left bower must follow trumps with it', () => {
    // North leads the right bower; East holds the left bower and a spade: he must play the bower.
    const ending: EuchreEnding = {
      hands: hands(['HJ', 'SA'], ['DJ', 'SK'], ['H9', 'S9'], ['HA', 'ST']),
      trump: 'H',
      leader: 'N',
    };
    const s = expectOk(solveEuchre(ending));
    expect(s.tricks).toBe(2);
    expect(s.cards).toEqual([
      { card: 'SA', tricks: 2 },
      { card: 'HJ', tricks: 2 },
    ]);
  });
  test('a lone hand: the partner is out and tricks have three cards', () => {
    const ending: EuchreEnding = {
      hands: {
        N: fromCards(['HJ', 'DJ', 'HA']),
        E: fromCards(['HK', 'SA', 'CA']),
        S: EMPTY,
        W: fromCards(['HQ', 'ST', 'CT']),
      },
      trump: 'H',
      leader: 'E',
      out: 'S',
    };
    // East leads; North's three top trumps win every trick.
    expect(expectOk(euchreCanReach(ending, 'NS', 3))).toBe(true);
    const s = expectOk(solveEuchre(ending));
    expect(s).toMatchObject({ toMove: 'E', side: 'EW', tricks: 0, tricksLeft: 3 });
  });
  test('law 49 — could the adversaries have saved the game? A trick in progress counts', () => {
    // West led the ♠K; North is to play. North-South need both remaining tricks.
    const ending: EuchreEnding = {
      hands: hands(['SA', 'C9'], ['S9', 'CA'], ['DA', 'CK'], ['CT']),
      trump: 'H',
      leader: 'W',
      trick: [{ seat: 'W', card: 'SK' }],
    };
    expect(expectOk(euchreCanReach(ending, 'NS', 2))).toBe(false);
    expect(expectOk(euchreCanReach(ending, 'NS', 1))).toBe(true);
  });
  test('bad endings are refused with their defects', () => {
    const r = solveEuchre({ hands: hands(['H2'], ['HA'], ['HA'], []), trump: 'H', leader: 'N' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.defects).toContainEqual({ kind: 'card-not-in-pack', seat: 'N', card: 'H2' });
    expect(r.error.defects).toContainEqual({ kind: 'duplicate-card', card: 'HA', seats: ['E', 'S'] });
    expect(r.error.defects).toContainEqual({ kind: 'unequal-hands', sizes: { N: 1, E: 1, S: 1, W: 0 } });
  });
});
