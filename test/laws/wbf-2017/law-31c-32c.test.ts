import { describe, expect, test } from 'vitest';
import { auction } from '../auction-given.js';

// North deals: N 1♦, E pass, S 1♠; then, at West's turn, South calls again.
const atLhoTurn = (call: string) => auction('wbf-2017').calls(`N:1D E:P S:1S S:${call}`);

describe("Law 31C — a bid at LHO's turn after the offender has called is a change of call (Law 25)", () => {
  test('S bids 2♠ at W’s turn: a change of call, W to choose under Law 25', () => {
    const j = atLhoTurn('2S').judge();
    expect(j.irregularities).toEqual([
      expect.objectContaining({ kind: 'change-of-call', offender: 'S', laws: ['Law 25'] }),
    ]);
    expect(j.pending?.chooser).toEqual(['W']);
  });
});

describe("Law 32C — a double or redouble at LHO's turn after the offender has called is a change of call (Law 25)", () => {
  test('S doubles at W’s turn: a change of call, W to choose under Law 25', () => {
    const j = atLhoTurn('X').judge();
    expect(j.irregularities).toEqual([
      expect.objectContaining({ kind: 'change-of-call', offender: 'S', laws: ['Law 25'] }),
    ]);
    expect(j.pending?.chooser).toEqual(['W']);
  });
});
