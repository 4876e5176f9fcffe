import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import type { Card, Suit } from '../../../src/core/card.js';
import { randomDeal, seededRandom } from '../../../src/core/random.js';
import { expectOk } from '../../../src/core/result.js';
import { OTHER_SIDE, SEATS, type Seat, SIDE_OF } from '../../../src/core/seat.js';
import {
  AUCTION_STRAINS,
  type AuctionContract,
  type AuctionStrain,
  LEVELS,
  parseContract,
  RISKS,
  TRICK_VALUE,
  trumpOf,
} from '../../../src/games/auction-bridge/declaration.js';
import { isPlayComplete, legalPlays, playCard, startPlay } from '../../../src/games/auction-bridge/play.js';
import {
  chicanesOf,
  type DealScore,
  type HonoursKind,
  honoursOf,
  scoreDeal,
  trickPoints,
} from '../../../src/games/auction-bridge/score.js';
import { naturalOrder, trickWinner } from '../../../src/games/trick.js';
import { dealWith } from './support.js';

/** Aces split two and two between the sides: no honours at no trumps. */
const FLAT = dealWith({ CA: 'N', DA: 'E', HA: 'S', SA: 'W' });

const contract = (text: string, declarer: Seat = 'S'): AuctionContract =>
  expectOk(parseContract(text, declarer));

const score = (text: string, declarerTricks: number, declarer: Seat = 'S', deal = FLAT): DealScore =>
  expectOk(scoreDeal({ contract: contract(text, declarer), deal, declarerTricks }));

const entry = (s: DealScore, reason: string) => s.entries.filter((e) => e.reason === reason);

describe('Law 4 — when the declarer wins the tricks bid, each one above six counts towards the game', () => {
  test.each([
    ['S', 2],
    ['C', 6],
    ['D', 7],
    ['H', 8],
    ['RS', 9],
    ['NT', 10],
  ] as const)('one %s made with seven tricks: %i below the line', (strain, points) => {
    const s = score(`1${strain}`, 7);
    expect(s.made).toBe(true);
    expect(s.below).toEqual({ NS: points, EW: 0 });
    expect(entry(s, 'tricks')).toEqual([
      { side: 'NS', line: 'below', points, reason: 'tricks', laws: ['Law 4', 'Law 47'] },
    ]);
  });
});

describe('Law 47 — the declarer scores the full value of the tricks won; failing, the adversaries score undertricks', () => {
  test('all tricks over six count, not only those declared', () => {
    expect(score('2H', 11).below.NS).toBe(40);
    expect(score('1NT', 13).below.NS).toBe(70);
  });

  test.each([
    ['4H', 9, 50],
    ['4H', 8, 100],
    ['4HX', 8, 200],
    ['4HXX', 8, 400],
    ['7NT', 0, 650],
    ['7NTX', 1, 1200],
  ])('%s with %i tricks: %i to the adversaries above the line, nothing below', (text, tricks, points) => {
    const s = score(text, tricks, 'E');
    expect(s.made).toBe(false);
    expect(s.below).toEqual({ NS: 0, EW: 0 });
    expect(entry(s, 'undertricks')).toEqual([
      { side: 'NS', line: 'above', points, reason: 'undertricks', laws: ['Law 47'] },
    ]);
  });
});

describe('Law 48 — the loss on the dealer’s original "One Spade" is limited to one hundred unless redoubled', () => {
  test.each([
    ['1S', 6, 50],
    ['1S', 5, 100],
    ['1S', 4, 100],
    ['1S', 0, 100],
    ['1SX', 6, 100],
    ['1SX', 3, 100],
    ['1SXX', 5, 400],
    ['2S', 5, 150],
  ])('%s with %i tricks loses %i', (text, tricks, points) => {
    expect(entry(score(text, tricks), 'undertricks')[0]?.points).toBe(points);
  });

  test('honours are scored as held', () => {
    const deal = dealWith(
      honoursIn('S', [
        ['E', 2],
        ['W', 1],
        ['N', 2],
      ]),
    );
    const s = score('1S', 2, 'S', deal);
    expect(entry(s, 'undertricks')[0]).toMatchObject({ side: 'EW', points: 100, laws: ['Law 47', 'Law 48'] });
    expect(entry(s, 'honours')[0]).toMatchObject({ side: 'EW', points: 4 });
  });
});

describe('Law 53 — doubling and redoubling double or quadruple the value of each trick over six', () => {
  test.each([
    ['2H', 8, 16],
    ['2HX', 8, 32],
    ['2HXX', 8, 64],
    ['1SX', 9, 12],
    ['3NTXX', 9, 120],
  ])('%s with %i tricks: %i below the line', (text, tricks, points) => {
    expect(score(text, tricks).below.NS).toBe(points);
  });
});

describe('Law 56 — the bonus for a doubled declaration made', () => {
  test.each([
    ['2HX', 8, 50],
    ['2HX', 10, 150],
    ['2HXX', 8, 100],
    ['2HXX', 10, 300],
    ['7NTX', 13, 50],
  ])('%s with %i tricks: a bonus of %i in the honour column', (text, tricks, points) => {
    expect(entry(score(text, tricks), 'doubled-bonus')).toEqual([
      { side: 'NS', line: 'above', points, reason: 'doubled-bonus', laws: ['Law 56'] },
    ]);
  });

  test('no bonus undoubled, nor when the doubled declaration fails', () => {
    expect(entry(score('2H', 10), 'doubled-bonus')).toEqual([]);
    expect(entry(score('2HX', 7), 'doubled-bonus')).toEqual([]);
  });
});

/** Places the honours of `strain`, in the order of Law 5, so many in each hand named. */
function honoursIn(strain: AuctionStrain, split: readonly (readonly [Seat, number])[]): Record<string, Seat> {
  const trump = trumpOf(strain);
  const cards: Card[] =
    trump === null
      ? ['CA', 'DA', 'HA', 'SA']
      : (['A', 'K', 'Q', 'J', 'T'].map((r) => `${trump}${r}`) as Card[]);
  const placed: Record<string, Seat> = {};
  let i = 0;
  for (const [seat, n] of split) for (let k = 0; k < n; k++) placed[cards[i++] as Card] = seat;
  return placed;
}

describe('Law 6 — honours when a trump is declared, credited to the original holders', () => {
  // [holding (seat, count)…, Law 6 name, value in tricks]
  const rows: readonly [readonly (readonly [Seat, number])[], HonoursKind, number][] = [
    [
      [
        ['N', 3],
        ['E', 2],
      ],
      'three-honours',
      2,
    ],
    [
      [
        ['N', 2],
        ['S', 1],
        ['E', 2],
      ],
      'three-honours',
      2,
    ],
    [
      [
        ['N', 2],
        ['S', 2],
        ['W', 1],
      ],
      'four-honours',
      4,
    ],
    [
      [
        ['N', 3],
        ['S', 1],
        ['W', 1],
      ],
      'four-honours',
      4,
    ],
    [
      [
        ['N', 3],
        ['S', 2],
      ],
      'five-honours',
      5,
    ],
    [
      [
        ['N', 4],
        ['E', 1],
      ],
      'four-in-one-hand',
      8,
    ],
    [
      [
        ['N', 4],
        ['S', 1],
      ],
      'four-in-one-hand-fifth-in-partners',
      9,
    ],
    [[['S', 5]], 'five-in-one-hand', 10],
  ];
  const strains = ['S', 'C', 'D', 'H', 'RS'] as const;
  for (const strain of strains)
    test.each(rows)(`${strain}: %j is %s, the value of %i tricks`, (split, kind, tricks) => {
      const deal = dealWith(honoursIn(strain, split));
      expect(honoursOf(deal.hands, strain)).toMatchObject({
        side: 'NS',
        kind,
        points: tricks * TRICK_VALUE[strain],
      });
    });

  test.each([
    ['S', 4, 8, 10, 16, 18, 20],
    ['C', 12, 24, 30, 48, 54, 60],
    ['D', 14, 28, 35, 56, 63, 70],
    ['H', 16, 32, 40, 64, 72, 80],
    ['RS', 18, 36, 45, 72, 81, 90],
  ] as const)('%s: the table in points', (strain, ...points) => {
    const kinds: HonoursKind[] = [
      'three-honours',
      'four-honours',
      'five-honours',
      'four-in-one-hand',
      'four-in-one-hand-fifth-in-partners',
      'five-in-one-hand',
    ];
    const found = kinds.map((kind) => {
      const row = rows.find((r) => r[1] === kind);
      return row === undefined ? null : honoursOf(dealWith(honoursIn(strain, row[0])).hands, strain)?.points;
    });
    expect(found).toEqual(points);
  });

  test('the adversaries of the declarer are credited with honours they hold', () => {
    const deal = dealWith(
      honoursIn('H', [
        ['E', 2],
        ['W', 1],
        ['N', 2],
      ]),
    );
    const s = score('4H', 10, 'N', deal);
    expect(entry(s, 'honours')).toEqual([
      { side: 'EW', line: 'above', points: 16, reason: 'honours', laws: ['Law 5', 'Law 6', 'Law 10'] },
    ]);
  });

  test('honours count whether the declaration is made or not', () => {
    const deal = dealWith(
      honoursIn('RS', [
        ['S', 4],
        ['N', 1],
      ]),
    );
    expect(entry(score('4RS', 3, 'S', deal), 'honours')[0]?.points).toBe(81);
  });
});

describe('Law 6 — honours when no trump is declared', () => {
  test.each([
    [
      [
        ['N', 3],
        ['E', 1],
      ],
      'three-aces',
      30,
    ],
    [
      [
        ['N', 2],
        ['S', 1],
        ['W', 1],
      ],
      'three-aces',
      30,
    ],
    [
      [
        ['N', 2],
        ['S', 2],
      ],
      'four-aces',
      40,
    ],
    [
      [
        ['N', 3],
        ['S', 1],
      ],
      'four-aces',
      40,
    ],
    [[['S', 4]], 'four-aces-in-one-hand', 100],
  ] as const)('%j: %s count %i', (split, kind, points) => {
    expect(honoursOf(dealWith(honoursIn('NT', split)).hands, 'NT')).toMatchObject({
      side: 'NS',
      kind,
      points,
    });
  });

  test('two aces each: no honours', () => {
    expect(honoursOf(FLAT.hands, 'NT')).toBeNull();
    expect(entry(score('3NT', 9), 'honours')).toEqual([]);
  });
});

describe('Law 9 — chicane', () => {
  const voidOf = (seat: Seat, suit: Suit) => ({ seat, suit });

  test('a hand void of trumps whose side scores honours adds the value of three honours', () => {
    const deal = dealWith(
      honoursIn('H', [
        ['S', 3],
        ['E', 2],
      ]),
      [voidOf('N', 'H')],
    );
    expect(chicanesOf(deal.hands, 'H')).toEqual([{ side: 'NS', double: false, seats: ['N'] }]);
    const s = score('2H', 8, 'S', deal);
    expect(entry(s, 'honours')[0]?.points).toBe(16);
    expect(entry(s, 'chicane')).toEqual([
      { side: 'NS', line: 'above', points: 16, reason: 'chicane', laws: ['Law 9', 'Law 10'] },
    ]);
    expect(s.above.NS).toBe(32);
  });

  test('if the adversaries score honours, it deducts that value from theirs', () => {
    const deal = dealWith(
      honoursIn('RS', [
        ['E', 4],
        ['S', 1],
      ]),
      [voidOf('N', 'S')],
    );
    const s = score('1RS', 7, 'S', deal);
    expect(entry(s, 'honours')[0]).toMatchObject({ side: 'EW', points: 72 });
    expect(entry(s, 'chicane')[0]).toMatchObject({ side: 'EW', points: -18 });
    expect(s.above.EW).toBe(54);
  });

  test('double chicane is equal to four honours, deducted from the adversaries’ honours', () => {
    const deal = dealWith(honoursIn('C', [['E', 5]]), [voidOf('N', 'C'), voidOf('S', 'C')]);
    expect(chicanesOf(deal.hands, 'C')).toEqual([{ side: 'NS', double: true, seats: ['N', 'S'] }]);
    const s = score('1NT', 7, 'S', deal);
    expect(entry(s, 'double-chicane')).toEqual([]); // no chicane at no trumps
    const c = score('3C', 9, 'W', deal);
    expect(entry(c, 'honours')[0]).toMatchObject({ side: 'EW', points: 60 });
    expect(entry(c, 'double-chicane')[0]).toMatchObject({ side: 'EW', points: -24 });
    expect(c.above.EW).toBe(36);
  });

  test('a chicane on each side: one adds, the other deducts', () => {
    const deal = dealWith(
      honoursIn('D', [
        ['S', 3],
        ['W', 2],
      ]),
      [voidOf('N', 'D'), voidOf('E', 'D')],
    );
    const s = score('2D', 8, 'S', deal);
    expect(entry(s, 'chicane').map((e) => [e.side, e.points])).toEqual([
      ['NS', 14],
      ['NS', -14],
    ]);
    expect(s.above.NS).toBe(14);
  });
});

describe('Laws 7 and 8 — slam and little slam', () => {
  test('seven by cards adds forty, six by cards twenty, to the honour count', () => {
    expect(entry(score('1NT', 13), 'slam')).toEqual([
      { side: 'NS', line: 'above', points: 40, reason: 'slam', laws: ['Law 7'] },
    ]);
    expect(entry(score('3C', 12), 'little-slam')).toEqual([
      { side: 'NS', line: 'above', points: 20, reason: 'little-slam', laws: ['Law 8'] },
    ]);
    expect(entry(score('3C', 11), 'little-slam')).toEqual([]);
  });

  test('either side: the adversaries who win all thirteen tricks score slam', () => {
    const s = score('2H', 0, 'N');
    expect(entry(s, 'slam')).toEqual([
      { side: 'EW', line: 'above', points: 40, reason: 'slam', laws: ['Law 7'] },
    ]);
    expect(entry(score('2H', 1, 'N'), 'little-slam')[0]?.side).toBe('EW');
  });

  test('a little slam won in play counts even when seven was declared and lost', () => {
    const s = score('7NT', 12);
    expect(s.made).toBe(false);
    expect(entry(s, 'undertricks')[0]).toMatchObject({ side: 'EW', points: 50 });
    expect(entry(s, 'little-slam')[0]).toMatchObject({ side: 'NS', points: 20 });
  });

  test('independently of tricks taken as penalty for the revoke (Law 84(b) tricks do not make a slam)', () => {
    const played = { contract: contract('4H'), deal: FLAT, declarerTricks: 10, revokeTricks: 3 };
    const s = expectOk(scoreDeal(played));
    expect(s.tricks).toEqual({ NS: 13, EW: 0 });
    expect(entry(s, 'slam')).toEqual([]);
    expect(s.below.NS).toBe(56);
  });
});

describe('Law 10 — honours, slam and chicane are not affected by doubling', () => {
  test('the same honour column undoubled, doubled and redoubled (bonus aside)', () => {
    const deal = dealWith(
      honoursIn('H', [
        ['S', 4],
        ['N', 1],
      ]),
      [voidOf('E', 'H')],
    );
    const parts = (text: string) =>
      score(text, 13, 'S', deal).entries.filter((e) => e.reason !== 'doubled-bonus' && e.line === 'above');
    expect(parts('4HX')).toEqual(parts('4H'));
    expect(parts('4HXX')).toEqual(parts('4H'));
    expect(parts('4H').map((e) => [e.reason, e.points])).toEqual([
      ['honours', 72],
      ['chicane', -16],
      ['slam', 40],
    ]);
  });

  function voidOf(seat: Seat, suit: Suit) {
    return { seat, suit };
  }
});

describe('Law 84(b) — tricks taken for a revoke help the declaration but earn no doubled bonus', () => {
  test('made only with the three tricks: trick score, no bonus', () => {
    const s = expectOk(
      scoreDeal({ contract: contract('4HX'), deal: FLAT, declarerTricks: 8, revokeTricks: 3 }),
    );
    expect(s.made).toBe(true);
    expect(s.below.NS).toBe(5 * 8 * 2);
    expect(entry(s, 'doubled-bonus')).toEqual([]);
  });
});

describe('scoreDeal refuses bad input', () => {
  test.each([
    [{ declarerTricks: 14 }, { kind: 'tricks-invalid', tricks: 14 }],
    [{ declarerTricks: -1 }, { kind: 'tricks-invalid', tricks: -1 }],
    [{ declarerTricks: 2.5 }, { kind: 'tricks-invalid', tricks: 2.5 }],
    [
      { declarerTricks: 11, revokeTricks: 3 },
      { kind: 'revoke-tricks-invalid', tricks: 3, declarerTricks: 11 },
    ],
  ])('%j', (input, error) => {
    expect(scoreDeal({ contract: contract('2H'), deal: FLAT, ...input })).toEqual({ ok: false, error });
  });

  test('a malformed contract and an incomplete deal', () => {
    const bad = { ...contract('2H'), strain: 'X' } as unknown as AuctionContract;
    expect(scoreDeal({ contract: bad, deal: FLAT, declarerTricks: 7 })).toEqual({
      ok: false,
      error: { kind: 'contract-invalid', field: 'strain' },
    });
    const short = { hands: { ...FLAT.hands, N: [0, 0, 0, 0] as const } };
    expect(scoreDeal({ contract: contract('2H'), deal: short, declarerTricks: 7 })).toEqual({
      ok: false,
      error: { kind: 'deal-incomplete', cards: 39 },
    });
  });
});

describe('property — random deals played out', () => {
  const arb = fc.record({
    seed: fc.integer({ min: 0, max: 0xffffffff }),
    level: fc.constantFrom(...LEVELS),
    strain: fc.constantFrom(...AUCTION_STRAINS),
    risk: fc.constantFrom(...RISKS),
    declarer: fc.constantFrom(...SEATS),
  });

  test('thirteen tricks, won by the trump of the declaration, and a score consistent with them', () => {
    fc.assert(
      fc.property(arb, ({ seed, level, strain, risk, declarer }) => {
        const random = seededRandom(seed);
        const deal = randomDeal(random);
        const c: AuctionContract = { level, strain, risk, declarer };
        let state = startPlay(deal, c);
        while (!isPlayComplete(state)) {
          const cards = legalPlays(state);
          const card = cards[Math.floor(random.next() * cards.length)];
          const seat = state.toPlay;
          if (card === undefined || seat === null) throw new Error('no legal card');
          state = expectOk(playCard(state, seat, card));
        }
        expect(state.tricks).toHaveLength(13);
        expect(state.won.NS + state.won.EW).toBe(13);
        const order = naturalOrder(trumpOf(strain));
        for (const t of state.tricks) expect(t.winner).toBe(trickWinner(t.plays, order));

        const side = SIDE_OF[declarer];
        const tricks = state.won[side];
        const s = expectOk(scoreDeal({ contract: c, deal, declarerTricks: tricks }));
        expect(s.made).toBe(tricks >= level + 6);
        expect(s.below[side]).toBe(s.made ? trickPoints(strain, risk, tricks - 6) : 0);
        expect(s.below[OTHER_SIDE[side]]).toBe(0);
        expect(s.undertricks).toBe(s.made ? 0 : level + 6 - tricks);
        expect(entry(s, 'undertricks').length).toBe(s.made ? 0 : 1);
        // Honours: at most one side is credited, never with a negative honour column.
        expect(entry(s, 'honours').length).toBeLessThanOrEqual(1);
        if (strain !== 'NT') expect(entry(s, 'honours').length).toBe(1);
        expect(s.above.NS).toBeGreaterThanOrEqual(0);
        expect(s.above.EW).toBeGreaterThanOrEqual(0);
        const sum = s.entries.reduce((n, e) => n + e.points, 0);
        expect(sum).toBe(s.above.NS + s.above.EW + s.below.NS + s.below.EW);
      }),
      { numRuns: 60 },
    );
  });
});
