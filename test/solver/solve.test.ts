import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Card } from '../../src/core/card.js';
import { type CardSet, fromCards, toCards } from '../../src/core/card-set.js';
import { BRIDGE_ENDING, type Deal, dealFromPbn } from '../../src/core/deal.js';
import { seededRandom, shuffle } from '../../src/core/random.js';
import { expectOk } from '../../src/core/result.js';
import { type BySeat, bySeat, SEATS, type Seat, SIDE_OF, seatAfter } from '../../src/core/seat.js';
import { STRAINS, type Strain } from '../../src/games/contract-bridge/call.js';
import { legalCards, naturalOrder, type TrickPlay } from '../../src/games/trick.js';
import { Engine } from '../../src/solver/engine.js';
import { solve } from '../../src/solver/solve.js';
import { oracleNs } from './oracle.js';

type Ending = { hands: BySeat<CardSet>; strain: Strain; leader: Seat; trick: TrickPlay[] };

/** A random ending of `n` cards a hand with `plays` cards already played to the trick (legally). */
function randomEnding(seed: number, n: number, plays: number, strain: Strain): Ending {
  const random = seededRandom(seed);
  const pack = shuffle(random, toCards([0x1fff, 0x1fff, 0x1fff, 0x1fff]));
  const held = new Map<Seat, Card[]>(SEATS.map((s, i) => [s, pack.slice(i * n, (i + 1) * n)]));
  const leader = SEATS[seed & 3] as Seat;
  const order = naturalOrder(strain === 'NT' ? null : strain);
  const trick: TrickPlay[] = [];
  for (let k = 0; k < plays; k++) {
    const seat = seatAfter(leader, k);
    const hand = held.get(seat) ?? [];
    const first = trick[0];
    const legal = legalCards(
      fromCards(hand),
      first === undefined ? null : order.effectiveSuit(first.card),
      order,
    );
    const card = legal[Math.floor(random.next() * legal.length)] as Card;
    held.set(
      seat,
      hand.filter((c) => c !== card),
    );
    trick.push({ seat, card });
  }
  return { hands: bySeat((s) => fromCards(held.get(s) ?? [])), strain, leader, trick };
}

describe('solve — exact trick counts against a plain minimax', () => {
  const engines = new Map<Strain, Engine>(STRAINS.map((s) => [s, new Engine({ entryBits: 14 })]));
  test('random endings of 1–4 cards a hand, any strain, any trick in progress', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 0x7fffffff }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.constantFrom(...STRAINS),
        (seed, n, plays, strain) => {
          const ending = randomEnding(seed, n, plays, strain);
          // A shared engine per strain: the table's entries must hold for every deal.
          const solved = expectOk(solve(ending, { engine: engines.get(strain) as Engine, cards: true }));
          const ns = oracleNs(ending.hands, strain, ending.leader, ending.trick);
          expect(solved.exact).toBe(true);
          expect(solved.side === 'NS' ? solved.tricks : n - solved.tricks).toBe(ns);
          // Every card's value, checked by playing it and asking the oracle.
          for (const value of solved.cards ?? []) {
            const seat = solved.toMove;
            const hands = bySeat((s) =>
              s === seat
                ? fromCards(toCards(ending.hands[s]).filter((c) => c !== value.card))
                : ending.hands[s],
            );
            const after = oracleNs(hands, strain, ending.leader, [
              ...ending.trick,
              { seat, card: value.card },
            ]);
            expect(SIDE_OF[seat] === 'NS' ? value.tricks : n - value.tricks).toBe(after);
          }
        },
      ),
      { numRuns: 300, seed: 20240917 },
    );
  });
});

describe('solve — later-trick cut-offs', () => {
  // North's guarded ♦Q sits over West's ♦K, but once North is on lead with nothing but trumps it
  // must lead into the king: the guarded second trump counts only for the side not on lead.
  test('a guarded second trump behind the top one is no sure trick for the side on lead', () => {
    const ending = expectOk(dealFromPbn('N:K..Q93. 8.9.J.9 J5..72. Q..K64.', BRIDGE_ENDING));
    const s = expectOk(solve({ hands: ending.hands, strain: 'D', leader: 'E' }, { cards: true }));
    expect(s).toMatchObject({ side: 'EW', tricks: 2, exact: true });
    expect(oracleNs(ending.hands, 'D', 'E')).toBe(2);
  });
  // West leads; East-West top only spades (West's longer holding: three, of four tricks left),
  // so North-South take at least one whatever is led.
  test('a side that needs every trick cannot take more than the suits it tops allow', () => {
    const ending = expectOk(dealFromPbn('N:.AK2.5. .QJT.9. 43.3..2 AK2...4', BRIDGE_ENDING));
    const s = expectOk(solve({ hands: ending.hands, strain: 'NT', leader: 'W' }));
    expect(s.side === 'EW' ? 4 - s.tricks : s.tricks).toBe(oracleNs(ending.hands, 'NT', 'W'));
  });
});

describe('solve — full deals', () => {
  const deal: Deal = expectOk(
    dealFromPbn('N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6'),
  );
  test('West leads against South in no trump: East-West take 10 (DDS)', () => {
    const s = expectOk(solve({ hands: deal.hands, strain: 'NT', leader: 'W' }));
    expect(s).toMatchObject({
      toMove: 'W',
      side: 'EW',
      tricks: 10,
      exact: true,
      stopped: null,
      tricksLeft: 13,
    });
  });
  test('a node budget stops the search early and says so, with proven bounds', () => {
    const s = expectOk(solve({ hands: deal.hands, strain: 'S', leader: 'W' }, { nodeLimit: 50 }));
    expect(s.stopped).toBe('node-limit');
    expect(s.exact).toBe(false);
    expect(s.lower).toBeLessThanOrEqual(6);
    expect(s.upper).toBeGreaterThanOrEqual(6);
  });
  test('a time budget stops the search early and says so', () => {
    const s = expectOk(
      solve({ hands: deal.hands, strain: 'H', leader: 'N' }, { timeLimitMs: 0, cards: true }),
    );
    expect(s.stopped).toBe('time-limit');
    expect(s.cards).toBeNull();
  });
});
