/**
 * Whole boards: random deals, random contracts, random legal play to the end, scored by Law 77.
 * The score must be consistent with the tricks the play produced.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { VULNERABILITIES } from '../../../src/core/board.js';
import { randomDeal, randomInt, seededRandom } from '../../../src/core/random.js';
import { OTHER_SIDE, SEATS, SIDE_OF } from '../../../src/core/seat.js';
import { type Contract, LEVELS, RISKS, STRAINS } from '../../../src/games/contract-bridge/call.js';
import {
  declarerTricks,
  isPlayComplete,
  legalPlays,
  playCard,
  startPlay,
} from '../../../src/games/contract-bridge/play.js';
import { BOOK, scoreForSide } from '../../../src/games/contract-bridge/score-duplicate.js';

const boardArb = fc.record({
  dealSeed: fc.integer({ min: 0, max: 0xffffffff }),
  playSeed: fc.integer({ min: 0, max: 0xffffffff }),
  level: fc.constantFrom(...LEVELS),
  strain: fc.constantFrom(...STRAINS),
  risk: fc.constantFrom(...RISKS),
  declarer: fc.constantFrom(...SEATS),
  vulnerable: fc.constantFrom(...VULNERABILITIES),
});

describe('a whole board: play then Law 77 score', () => {
  test('property: 13 tricks, every card played once, and the score agrees with the tricks', () => {
    fc.assert(
      fc.property(boardArb, (b) => {
        const deal = randomDeal(seededRandom(b.dealSeed));
        const contract: Contract = { level: b.level, strain: b.strain, risk: b.risk, declarer: b.declarer };
        const random = seededRandom(b.playSeed);
        let state = startPlay(deal, contract);
        const played = new Set<string>();
        while (!isPlayComplete(state)) {
          const legal = legalPlays(state);
          const card = legal[randomInt(random, legal.length)];
          const seat = state.toPlay;
          if (card === undefined || seat === null) throw new Error('no legal card in an unfinished play');
          const next = playCard(state, seat, card);
          if (!next.ok) throw new Error(`legal card refused: ${JSON.stringify(next.error)}`);
          expect(played.has(card)).toBe(false);
          played.add(card);
          state = next.value;
        }
        expect(played.size).toBe(52);
        expect(state.won.NS + state.won.EW).toBe(13);
        const tricks = declarerTricks(state);
        const score = scoreForSide(contract, tricks, b.vulnerable);
        const side = SIDE_OF[contract.declarer];
        const made = tricks >= contract.level + BOOK;
        // Exactly one side scores, and it is declarer's side exactly when the contract is made.
        expect(score[made ? side : OTHER_SIDE[side]]).toBeGreaterThan(0);
        expect(score[made ? OTHER_SIDE[side] : side]).toBe(0);
        // One more trick is never worth less to declarer.
        if (tricks < 13) {
          const better = scoreForSide(contract, tricks + 1, b.vulnerable);
          expect(better[side] - better[OTHER_SIDE[side]]).toBeGreaterThan(
            score[side] - score[OTHER_SIDE[side]],
          );
        }
      }),
      { seed: 77, numRuns: 150 },
    );
  });
});
