import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import {
  ALL_DECLARATIONS,
  AUCTION_STRAINS,
  type AuctionStrain,
  type Declaration,
  DOUBLE,
  declaration,
  declarationValue,
  dummyOf,
  honourCards,
  isHigherDeclaration,
  LEVELS,
  makeCall,
  makeContract,
  PASS,
  parseCall,
  parseContract,
  parseDeclaration,
  REDOUBLE,
  RISKS,
  TRICK_VALUE,
  trumpOf,
} from '../../../src/games/auction-bridge/declaration.js';

const d = (text: string): Declaration => expectOk(parseDeclaration(text));

describe('Law 4 — the value of each trick over six', () => {
  test.each([
    ['S', 2],
    ['C', 6],
    ['D', 7],
    ['H', 8],
    ['RS', 9],
    ['NT', 10],
  ] as const)('%s: %i points a trick', (strain, value) => {
    expect(TRICK_VALUE[strain]).toBe(value);
  });

  test('royal spades are played with spades as trumps; no trumps has none', () => {
    expect(trumpOf('RS')).toBe('S');
    expect(trumpOf('S')).toBe('S');
    expect(trumpOf('H')).toBe('H');
    expect(trumpOf('NT')).toBeNull();
  });
});

describe('Law 44 — a higher declaration is higher in value of points', () => {
  test.each([
    // [higher, lower]: the law's own example first
    ['3S', '1C'],
    ['1D', '1C'],
    ['1RS', '1H'],
    ['1NT', '1RS'],
    ['4S', '1H'],
    ['5S', '1NT'],
    ['2C', '1NT'],
    ['3C', '2RS'],
    ['7S', '2D'],
    ['2H', '2D'],
    ['7NT', '7RS'],
  ])('%s is higher than %s', (higher, lower) => {
    expect(isHigherDeclaration(d(higher), d(lower))).toBe(true);
    expect(isHigherDeclaration(d(lower), d(higher))).toBe(false);
  });

  test('a declaration is not higher than itself', () => {
    for (const x of ALL_DECLARATIONS) expect(isHigherDeclaration(x, x)).toBe(false);
  });

  test('equal value and fewer tricks is not higher ("One Club" after "Three Spades")', () => {
    expect(declarationValue(d('1C'))).toBe(declarationValue(d('3S')));
    expect(isHigherDeclaration(d('1C'), d('3S'))).toBe(false);
  });

  test('the value of a declaration is its tricks times the value of a trick', () => {
    expect(declarationValue(d('3C'))).toBe(18);
    expect(declarationValue(d('2RS'))).toBe(18);
    expect(declarationValue(d('7NT'))).toBe(70);
    expect(declarationValue(d('1S'))).toBe(2);
  });

  test('ALL_DECLARATIONS is in strictly ascending order, from one spade to seven no trumps', () => {
    expect(ALL_DECLARATIONS).toHaveLength(42);
    expect(ALL_DECLARATIONS[0]).toEqual(d('1S'));
    expect(ALL_DECLARATIONS.at(-1)).toEqual(d('7NT'));
    for (let i = 1; i < ALL_DECLARATIONS.length; i++)
      expect(
        isHigherDeclaration(ALL_DECLARATIONS[i] as Declaration, ALL_DECLARATIONS[i - 1] as Declaration),
      ).toBe(true);
  });

  test('the order is total: of two different declarations exactly one is higher', () => {
    const decl = fc.record({
      level: fc.constantFrom(...LEVELS),
      strain: fc.constantFrom(...AUCTION_STRAINS),
    });
    fc.assert(
      fc.property(decl, decl, (a, b) => {
        const x = declaration(a.level, a.strain);
        const y = declaration(b.level, b.strain);
        const same = a.level === b.level && a.strain === b.strain;
        expect(Number(isHigherDeclaration(x, y)) + Number(isHigherDeclaration(y, x))).toBe(same ? 0 : 1);
      }),
      { numRuns: 200 },
    );
  });
});

describe('Law 5 — honours', () => {
  test('ace, king, queen, knave and ten of the trump suit', () => {
    expect(honourCards('H')).toEqual(['HA', 'HK', 'HQ', 'HJ', 'HT']);
    expect(honourCards('RS')).toEqual(['SA', 'SK', 'SQ', 'SJ', 'ST']);
  });
  test('or the aces when no trump is declared', () => {
    expect(honourCards('NT')).toEqual(['CA', 'DA', 'HA', 'SA']);
  });
});

describe('Law 46 — the declarer’s partner is dummy', () => {
  test('dummy sits opposite the declarer', () => {
    expect(dummyOf(expectOk(parseContract('2RS', 'E')))).toBe('W');
  });
});

describe('calls on the wire (DESIGN §4)', () => {
  test('royal spades are written RS', () => {
    expect(parseCall('1RS')).toEqual({ ok: true, value: declaration(1, 'RS') });
    expect(parseCall('2nt')).toEqual({ ok: true, value: declaration(2, 'NT') });
    expect(parseCall('3N')).toEqual({ ok: true, value: declaration(3, 'NT') });
    expect(parseCall('P')).toEqual({ ok: true, value: PASS });
    expect(parseCall('X')).toEqual({ ok: true, value: DOUBLE });
    expect(parseCall('XX')).toEqual({ ok: true, value: REDOUBLE });
  });

  test.each(['8H', '0S', '1R', '1SR', 'RS', '1RSX', '', 'XXX'])('%j is not a call', (text) => {
    expect(parseCall(text, 7)).toEqual({ ok: false, error: { kind: 'call-syntax', text, column: 7 } });
  });

  test('parseDeclaration refuses a pass or double', () => {
    expect(parseDeclaration('X', 3)).toEqual({
      ok: false,
      error: { kind: 'call-syntax', text: 'X', column: 3 },
    });
  });

  test('makeCall and parseCall are inverse', () => {
    const calls = [PASS, DOUBLE, REDOUBLE, ...ALL_DECLARATIONS];
    for (const call of calls) expect(expectOk(parseCall(makeCall(call)))).toEqual(call);
  });

  test('contracts: 2RSX, 1SXX, 3NT', () => {
    expect(parseContract('2RSX', 'S')).toEqual({
      ok: true,
      value: { level: 2, strain: 'RS', risk: 'X', declarer: 'S' },
    });
    expect(parseContract('bad', 'S')).toEqual({ ok: false, error: { kind: 'contract-syntax', text: 'bad' } });
    const strains: readonly AuctionStrain[] = AUCTION_STRAINS;
    for (const strain of strains)
      for (const risk of RISKS) {
        const c = { level: 4 as const, strain, risk, declarer: 'W' as const };
        expect(expectOk(parseContract(makeContract(c), 'W'))).toEqual(c);
      }
  });
});
