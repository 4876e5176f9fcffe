import { describe, expect, test } from 'vitest';
import { handPoints } from '../../../src/games/euchre/score.js';

describe('Law 2 — makers: five tricks score two, three or four score one; euchred, the adversaries two', () => {
  test.each([
    [5, 'march', 'makers', 2],
    [4, 'point', 'makers', 1],
    [3, 'point', 'makers', 1],
    [2, 'euchre', 'adversaries', 2],
    [0, 'euchre', 'adversaries', 2],
  ] as const)('%i tricks: %s, %s score %i', (tricks, outcome, to, points) => {
    expect(handPoints(tricks, false)).toEqual({ outcome, to, points, laws: ['Law 2'] });
  });
});

describe('Law 3 — a lone hand: five tricks score four, three or four one; euchred, the adversaries four', () => {
  test.each([
    [5, 'march', 'makers', 4],
    [4, 'point', 'makers', 1],
    [3, 'point', 'makers', 1],
    [2, 'euchre', 'adversaries', 4],
    [1, 'euchre', 'adversaries', 4],
  ] as const)('%i tricks: %s, %s score %i', (tricks, outcome, to, points) => {
    expect(handPoints(tricks, true)).toEqual({ outcome, to, points, laws: ['Law 3'] });
  });
});
