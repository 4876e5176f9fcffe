import { describe, expect, test } from 'vitest';
import { dealFromPbn } from '../../../src/core/deal.js';
import { expectOk } from '../../../src/core/result.js';
import { parseContract } from '../../../src/games/auction-bridge/declaration.js';
import {
  controllerOf,
  legalPlays,
  openingLeader,
  playCards,
  startPlay,
  trickTakingContract,
} from '../../../src/games/auction-bridge/play.js';

const DEAL = expectOk(dealFromPbn('N:AKQJ.T98.765.432 T98.AKQJ.432.765 7654.765.AKQJ.T9 32.432.T98.AKQJ8'));

describe('Law 58 — the player on the left of the declarer leads', () => {
  test('the play starts with the declarer’s left-hand adversary', () => {
    const contract = expectOk(parseContract('2RS', 'N'));
    expect(openingLeader(contract)).toBe('E');
    expect(startPlay(DEAL, contract).toPlay).toBe('E');
  });
});

describe('Law 59 — the declarer plays the cards of dummy', () => {
  test('dummy’s cards are chosen by the declarer; each adversary plays his own', () => {
    const contract = expectOk(parseContract('1NT', 'W'));
    expect(controllerOf('E', contract)).toBe('W');
    expect(controllerOf('N', contract)).toBe('N');
    expect(controllerOf('W', contract)).toBe('W');
  });
});

describe('Law 4 — royal spades are played with spades as trumps', () => {
  // North is void of hearts and holds small spades.
  const RUFF = expectOk(dealFromPbn('N:5432..AKQJT98.32 AKQ.5432.765.654 JT9.QJT9.432.AKQ 876.AK876..JT987'));
  const trick = ['HA', 'S2', 'H2', 'H9'] as const;

  test('a spade wins a heart trick at royal spades, as at spades', () => {
    for (const text of ['1RS', '1S']) {
      const state = expectOk(playCards(startPlay(RUFF, expectOk(parseContract(text, 'S'))), trick));
      expect(state.trump).toBe('S');
      expect(state.tricks[0]?.winner).toBe('N');
    }
  });

  test('but not at no trumps, where the spade is a discard', () => {
    const state = expectOk(playCards(startPlay(RUFF, expectOk(parseContract('1NT', 'S'))), trick));
    expect(state.trump).toBeNull();
    expect(state.tricks[0]?.winner).toBe('W');
  });

  test('the suit led must be followed (the play of contract bridge, reused)', () => {
    const state = expectOk(playCards(startPlay(RUFF, expectOk(parseContract('1RS', 'S'))), ['HA', 'S2']));
    expect(legalPlays(state)).toEqual(['H5', 'H4', 'H3', 'H2']);
  });

  test('the play runs on the contract-bridge contract with the same trumps', () => {
    expect(trickTakingContract(expectOk(parseContract('3RSX', 'E')))).toEqual({
      level: 3,
      strain: 'S',
      risk: 'X',
      declarer: 'E',
    });
  });
});
