/**
 * The match's score sheet as a fold of its deals (src/server/match.ts, ADR 0104), property-tested:
 * euchre's rubber does not depend on how the points fall into deals (law 4's order is kept; a
 * game won mid-hand carries the rest, law 2's lap), a deal not played out scores nothing, law 7's
 * values; Auction Bridge's rubber of two games with Law 11's 250 once; the deal passing to the
 * left (euchre law 28, 1912 Law 31); the stored settings read back or refused; the seeds.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Seat, Side } from '../../src/core/seat.js';
import { scorePoints, startRubber } from '../../src/games/euchre/game.js';
import {
  auctionSheet,
  dealId,
  dealOfId,
  euchreSheet,
  type MatchDeal,
  nextDealerAfter,
  readMatchSettings,
} from '../../src/server/match.js';
import { dealSeed } from '../../src/server/match-seed.js';

const side = fc.constantFrom<Side>('NS', 'EW');
const seat = fc.constantFrom<Seat>('N', 'E', 'S', 'W');
const award = fc.record({ side, points: fc.integer({ min: 1, max: 4 }), laws: fc.constant(['Law 2']) });
const euchreDeal = fc.oneof(
  fc.record({ dealer: seat, points: fc.array(award, { minLength: 1, maxLength: 3 }) }),
  fc.record({
    dealer: seat,
    redeal: fc.constantFrom<'same-dealer' | 'next-dealer'>('same-dealer', 'next-dealer'),
  }),
);
const numbered = <T extends object>(deals: readonly T[]): (T & MatchDeal)[] =>
  deals.map((d, i) => ({ ...d, deal: i + 1, id: `t-${i + 1}` }) as T & MatchDeal);

describe('Euchre laws 1, 2, 4, 7 — the rubber across deals', () => {
  test('the sheet is the rubber of every point in order, however the points fall into deals; a deal not played scores nothing', () => {
    fc.assert(
      fc.property(fc.array(euchreDeal, { maxLength: 30 }), (raw) => {
        const deals = numbered(raw);
        const sheet = euchreSheet(deals);
        const all = deals.flatMap((d) => d.points ?? []);
        const direct = scorePoints(startRubber(), all);
        if (!direct.ok) throw new Error(direct.error.kind);
        // Points after the rubber is complete are not scored; the rubber is the same.
        expect(sheet.games.map(({ deal: _, ...g }) => g)).toEqual(direct.value.games);
        expect(sheet.complete).toBe(direct.value.complete);
        expect(sheet.winner).toBe(direct.value.winner);
        expect(sheet.won.NS + sheet.won.EW).toBe(sheet.games.length);
        for (const g of sheet.games) {
          expect(g.score[g.winner]).toBeGreaterThanOrEqual(5);
          expect(g.value).toBe(g.score[g.winner === 'NS' ? 'EW' : 'NS'] === 0 ? 2 : 1);
        }
        const values = sheet.games.reduce((n, g) => n + g.value, 0);
        expect(sheet.points.NS + sheet.points.EW).toBe(values + (sheet.complete ? 2 : 0));
        if (!sheet.complete) expect(Math.max(sheet.score.NS, sheet.score.EW)).toBeLessThan(5);
        // Each game is marked in the deal that won it.
        for (const g of sheet.games)
          expect(deals.some((d) => d.deal === g.deal && d.points !== undefined)).toBe(true);
      }),
    );
  });

  test('law 2: a lap is carried to the next game (4 then a march alone of 4: 8, three carried)', () => {
    const sheet = euchreSheet(
      numbered([
        { dealer: 'N' as Seat, points: [{ side: 'NS' as Side, points: 4, laws: ['Law 3'] }] },
        { dealer: 'E' as Seat, points: [{ side: 'NS' as Side, points: 4, laws: ['Law 3'] }] },
      ]),
    );
    expect(sheet.games).toEqual([{ winner: 'NS', score: { NS: 8, EW: 0 }, lap: 3, value: 2, deal: 2 }]);
    expect(sheet.score).toEqual({ NS: 3, EW: 0 });
  });
});

type Entry = NonNullable<MatchDeal['entries']>[number];
const entry = (s: Side, line: 'below' | 'above', points: number, reason: Entry['reason']): Entry => ({
  side: s,
  line,
  points,
  reason,
  laws: ['Law 4'],
});

describe('Whist Club 1912 Laws 1, 2, 11 — the rubber across deals', () => {
  const auctionDeal = fc.record({
    dealer: seat,
    declaringSide: side,
    below: fc.integer({ min: 0, max: 40 }),
    honours: fc.integer({ min: 0, max: 100 }),
    other: fc.integer({ min: 0, max: 100 }),
  });
  test('two games win the rubber and its 250 once; the totals are the columns; thirty below makes a game', () => {
    fc.assert(
      fc.property(fc.array(auctionDeal, { maxLength: 40 }), (raw) => {
        const deals = numbered(
          raw.map((d) => ({
            dealer: d.dealer,
            declaringSide: d.declaringSide,
            entries: [
              ...(d.below > 0 ? [entry(d.declaringSide, 'below', d.below, 'tricks')] : []),
              ...(d.honours > 0 ? [entry(d.declaringSide, 'above', d.honours, 'honours')] : []),
              ...(d.other > 0
                ? [entry(d.declaringSide === 'NS' ? 'EW' : 'NS', 'above', d.other, 'undertricks')]
                : []),
            ],
          })),
        );
        const sheet = auctionSheet(deals);
        const bonus = sheet.ledger.filter((e) => e.reason === 'rubber');
        if (sheet.winner === null) {
          expect(bonus).toEqual([]);
          expect(Math.max(sheet.games.NS, sheet.games.EW)).toBeLessThan(2);
          expect(Math.max(sheet.below.NS, sheet.below.EW)).toBeLessThan(30);
        } else {
          expect(sheet.games[sheet.winner]).toBe(2);
          expect(bonus).toEqual([expect.objectContaining({ side: sheet.winner, points: 250 })]);
        }
        for (const s of ['NS', 'EW'] as const)
          expect(sheet.totals.total[s]).toBe(
            sheet.ledger.filter((e) => e.side === s).reduce((n, e) => n + e.points, 0),
          );
        expect(sheet.totals.points).toBe(Math.abs(sheet.totals.total.NS - sheet.totals.total.EW));
        // Every line of the ledger names a deal of the match.
        for (const e of sheet.ledger) expect(e.deal).toBeGreaterThanOrEqual(1);
        for (const e of sheet.ledger) expect(e.deal).toBeLessThanOrEqual(deals.length);
      }),
    );
  });

  test('a new deal demanded (Laws 49, 50, 57, 81) scores nothing and stays with the dealer; else the deal passes to the left (Law 31)', () => {
    const redeal: MatchDeal = { deal: 1, id: 'x', dealer: 'W', redeal: 'same-dealer' };
    expect(auctionSheet([redeal]).ledger).toEqual([]);
    expect(nextDealerAfter(redeal)).toBe('W');
    expect(nextDealerAfter({ deal: 1, id: 'x', dealer: 'W', entries: [], declaringSide: 'NS' })).toBe('N');
    expect(nextDealerAfter({ deal: 1, id: 'x', dealer: 'S', redeal: 'next-dealer' })).toBe('W');
  });
});

describe('the match as stored', () => {
  test('settings are read back, or refused when not well formed', () => {
    const good = { first: 'abcDEF12', deal: 3, seed: 42, key: 'k'.repeat(24) };
    expect(readMatchSettings(good)).toEqual(good);
    for (const bad of [
      null,
      'x',
      { ...good, deal: 0 },
      { ...good, deal: 1.5 },
      { ...good, first: '../x' },
      { ...good, seed: '42' },
      { ...good, key: 'short' },
      { ...good, key: undefined },
    ])
      expect(readMatchSettings(bad)).toBeNull();
  });

  test('deal ids: the first deal is the match, deal k is FIRST-k', () => {
    expect(dealId('abc', 1)).toBe('abc');
    expect(dealId('abc', 7)).toBe('abc-7');
    expect(dealOfId('abc-7')).toEqual({ first: 'abc', deal: 7 });
    expect(dealOfId('a-b_c-12')).toEqual({ first: 'a-b_c', deal: 12 });
    expect(dealOfId('abc-1')).toBeNull();
    expect(dealOfId('abcdefgh')).toBeNull();
  });

  test('seeds: the first deal is the seed; later ones are fixed by seed and key, and change with either', () => {
    const m = { seed: 7, key: 'a'.repeat(24) };
    expect(dealSeed(m, 1)).toBe(7);
    expect(dealSeed(m, 2)).toBe(dealSeed({ ...m }, 2));
    expect(dealSeed(m, 2)).not.toBe(dealSeed(m, 3));
    expect(dealSeed(m, 2)).not.toBe(dealSeed({ ...m, key: 'b'.repeat(24) }, 2));
    expect(dealSeed(m, 2)).not.toBe(dealSeed({ ...m, seed: 8 }, 2));
  });
});
