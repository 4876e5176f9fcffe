/**
 * WBF Law 77 scoring table, reproduced in full. The expected values are written out here as the
 * published table gives them, independently of the implementation, and the implementation is
 * checked against them for every contract (level × strain × risk × vulnerability) and every
 * result (each number of overtricks and undertricks).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import type { Contract, Level, Risk, Strain } from '../../../src/games/contract-bridge/call.js';
import {
  duplicateScore,
  duplicateScoreDetail,
  scoreContract,
  scoreForSide,
} from '../../../src/games/contract-bridge/score-duplicate.js';

const LEVELS: readonly Level[] = [1, 2, 3, 4, 5, 6, 7];
const STRAINS: readonly Strain[] = ['C', 'D', 'H', 'S', 'NT'];
const RISKS: readonly Risk[] = ['', 'X', 'XX'];
const VULS: readonly boolean[] = [false, true];

type Group = 'minor' | 'major' | 'notrump';
const GROUP: { readonly [S in Strain]: Group } = {
  C: 'minor',
  D: 'minor',
  H: 'major',
  S: 'major',
  NT: 'notrump',
};

/** Trick score of a contract bid and made, levels 1..7 (Law 77, "contract points"). */
const TRICK_SCORE: { readonly [G in Group]: { readonly [R in Risk]: readonly number[] } } = {
  minor: {
    '': [20, 40, 60, 80, 100, 120, 140],
    X: [40, 80, 120, 160, 200, 240, 280],
    XX: [80, 160, 240, 320, 400, 480, 560],
  },
  major: {
    '': [30, 60, 90, 120, 150, 180, 210],
    X: [60, 120, 180, 240, 300, 360, 420],
    XX: [120, 240, 360, 480, 600, 720, 840],
  },
  notrump: {
    '': [40, 70, 100, 130, 160, 190, 220],
    X: [80, 140, 200, 260, 320, 380, 440],
    XX: [160, 280, 400, 520, 640, 760, 880],
  },
};

/** Value of each overtrick: [not vulnerable, vulnerable]. */
const OVERTRICK_EACH: { readonly [G in Group]: { readonly [R in Risk]: readonly [number, number] } } = {
  minor: { '': [20, 20], X: [100, 200], XX: [200, 400] },
  major: { '': [30, 30], X: [100, 200], XX: [200, 400] },
  notrump: { '': [30, 30], X: [100, 200], XX: [200, 400] },
};

/** Total undertrick penalty for 1..13 down (index 0 = one down): [not vulnerable, vulnerable]. */
const UNDERTRICKS: { readonly [R in Risk]: readonly [readonly number[], readonly number[]] } = {
  '': [
    [50, 100, 150, 200, 250, 300, 350, 400, 450, 500, 550, 600, 650],
    [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300],
  ],
  X: [
    [100, 300, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500],
    [200, 500, 800, 1100, 1400, 1700, 2000, 2300, 2600, 2900, 3200, 3500, 3800],
  ],
  XX: [
    [200, 600, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000],
    [400, 1000, 1600, 2200, 2800, 3400, 4000, 4600, 5200, 5800, 6400, 7000, 7600],
  ],
};

/** Premium points: [not vulnerable, vulnerable]. */
const PART_SCORE = [50, 50] as const;
const GAME = [300, 500] as const;
const SMALL_SLAM = [500, 750] as const;
const GRAND_SLAM = [1000, 1500] as const;
const INSULT: { readonly [R in Risk]: number } = { '': 0, X: 50, XX: 100 };

const v = (vul: boolean): 0 | 1 => (vul ? 1 : 0);
const at = <T>(list: readonly T[], i: number): T => {
  const x = list[i];
  if (x === undefined) throw new Error(`table has no entry ${i}`);
  return x;
};

type Case = {
  readonly name: string;
  readonly contract: Contract;
  readonly level: Level;
  readonly strain: Strain;
  readonly risk: Risk;
  readonly vul: boolean;
};

const CASES: readonly Case[] = LEVELS.flatMap((level) =>
  STRAINS.flatMap((strain) =>
    RISKS.flatMap((risk) =>
      VULS.map(
        (vul): Case => ({
          name: `${level}${strain}${risk} ${vul ? 'vul' : 'not vul'}`,
          contract: { level, strain, risk, declarer: 'S' },
          level,
          strain,
          risk,
          vul,
        }),
      ),
    ),
  ),
);

/** The expected total from the tables alone. */
function expectedMade(c: Case, overtricks: number): number {
  const trick = at(TRICK_SCORE[GROUP[c.strain]][c.risk], c.level - 1);
  const over = overtricks * OVERTRICK_EACH[GROUP[c.strain]][c.risk][v(c.vul)];
  const premium = trick >= 100 ? GAME[v(c.vul)] : PART_SCORE[v(c.vul)];
  const slam = c.level === 7 ? GRAND_SLAM[v(c.vul)] : c.level === 6 ? SMALL_SLAM[v(c.vul)] : 0;
  return trick + over + premium + slam + INSULT[c.risk];
}

describe('Law 77 — trick score', () => {
  test.each(CASES)('$name: trick score of the contract when made, with any overtricks', (c) => {
    const expected = at(TRICK_SCORE[GROUP[c.strain]][c.risk], c.level - 1);
    for (let tricks = c.level + 6; tricks <= 13; tricks++) {
      expect(duplicateScoreDetail(c.contract, tricks, c.vul).trickScore).toBe(expected);
    }
  });

  test.each(CASES)('$name: no trick score when defeated', (c) => {
    for (let tricks = 0; tricks < c.level + 6; tricks++) {
      const d = duplicateScoreDetail(c.contract, tricks, c.vul);
      expect([d.trickScore, d.overtricks, d.insult, d.partScoreOrGame, d.slam]).toEqual([0, 0, 0, 0, 0]);
    }
  });
});

describe('Law 77 — overtricks', () => {
  test.each(CASES)('$name: every number of overtricks', (c) => {
    const each = OVERTRICK_EACH[GROUP[c.strain]][c.risk][v(c.vul)];
    for (let over = 0; over <= 7 - c.level; over++) {
      const tricks = c.level + 6 + over;
      const detail = duplicateScoreDetail(c.contract, tricks, c.vul);
      expect(detail.overtricks).toBe(over * each);
      expect(duplicateScore(c.contract, tricks, c.vul)).toBe(expectedMade(c, over));
    }
  });
});

describe('Law 77 — undertricks', () => {
  test.each(CASES)('$name: every number of undertricks', (c) => {
    const table = UNDERTRICKS[c.risk][v(c.vul)];
    for (let down = 1; down <= c.level + 6; down++) {
      const tricks = c.level + 6 - down;
      const detail = duplicateScoreDetail(c.contract, tricks, c.vul);
      expect(detail.undertricks).toBe(-at(table, down - 1));
      expect(detail.total).toBe(-at(table, down - 1));
    }
  });
});

describe('Law 77 — premium points', () => {
  test.each(CASES)('$name: insult, part score or game, slam', (c) => {
    const trick = at(TRICK_SCORE[GROUP[c.strain]][c.risk], c.level - 1);
    const slam = c.level === 7 ? GRAND_SLAM[v(c.vul)] : c.level === 6 ? SMALL_SLAM[v(c.vul)] : 0;
    for (let tricks = c.level + 6; tricks <= 13; tricks++) {
      const d = duplicateScoreDetail(c.contract, tricks, c.vul);
      expect(d.insult).toBe(INSULT[c.risk]);
      expect(d.partScoreOrGame).toBe(trick >= 100 ? GAME[v(c.vul)] : PART_SCORE[v(c.vul)]);
      expect(d.slam).toBe(slam);
      expect(d.total).toBe(
        d.trickScore + d.overtricks + d.undertricks + d.insult + d.partScoreOrGame + d.slam,
      );
    }
  });

  test('a game needs 100 trick points, doubled values included', () => {
    const game = (level: Level, strain: Strain, risk: Risk): number =>
      duplicateScoreDetail({ level, strain, risk, declarer: 'N' }, level + 6, false).partScoreOrGame;
    expect(game(4, 'C', '')).toBe(50);
    expect(game(5, 'C', '')).toBe(300);
    expect(game(3, 'S', '')).toBe(50);
    expect(game(3, 'NT', '')).toBe(300);
    expect(game(2, 'NT', '')).toBe(50);
    expect(game(2, 'H', 'X')).toBe(300);
    expect(game(1, 'C', 'XX')).toBe(50);
    expect(game(1, 'D', 'XX')).toBe(50);
    expect(game(1, 'H', 'XX')).toBe(300);
    expect(game(2, 'C', 'X')).toBe(50);
    expect(game(3, 'C', 'X')).toBe(300);
  });
});

describe('Law 77 — well-known scores', () => {
  const c = (text: string): Contract => {
    const m = /^([1-7])(C|D|H|S|NT)(XX|X)?$/.exec(text);
    if (!m) throw new Error(text);
    return {
      level: Number(m[1]) as Level,
      strain: m[2] as Strain,
      risk: (m[3] ?? '') as Risk,
      declarer: 'N',
    };
  };
  test.each([
    ['3NT', 9, false, 400],
    ['3NT', 10, true, 630],
    ['4S', 11, true, 650],
    ['4H', 10, false, 420],
    ['1NT', 7, false, 90],
    ['1NT', 8, false, 120],
    ['2H', 10, false, 170],
    ['1NTX', 7, false, 180],
    ['1NTXX', 7, false, 560],
    ['1CXX', 7, false, 230],
    ['1CXX', 13, true, 2630],
    ['2CX', 8, false, 180],
    ['4SX', 11, true, 990],
    ['5D', 11, false, 400],
    ['6NT', 12, true, 1440],
    ['7S', 13, false, 1510],
    ['7NT', 13, true, 2220],
    ['7NTXX', 13, true, 2980],
    ['6CX', 11, true, -200],
    ['4HX', 7, false, -500],
    ['5DX', 7, false, -800],
    ['3NT', 0, true, -900],
    ['7NTXX', 0, true, -7600],
    ['7NTXX', 0, false, -7000],
    ['7C', 0, false, -650],
  ] as const)('%s with %i tricks, vulnerable %s: %i', (text, tricks, vul, score) => {
    expect(duplicateScore(c(text), tricks, vul)).toBe(score);
  });

  test('passed out scores 0', () => {
    expect(duplicateScore(null, 0, true)).toBe(0);
    expect(duplicateScoreDetail(null, 0, false).total).toBe(0);
  });
});

describe('Law 77 — score by side', () => {
  const fourSpades = (declarer: Contract['declarer']): Contract => ({
    level: 4,
    strain: 'S',
    risk: '',
    declarer,
  });

  test('the declaring side gets the score when made, with its own vulnerability', () => {
    expect(scoreForSide(fourSpades('N'), 10, 'NS')).toEqual({ NS: 620, EW: 0 });
    expect(scoreForSide(fourSpades('N'), 10, 'EW')).toEqual({ NS: 420, EW: 0 });
    expect(scoreForSide(fourSpades('W'), 10, 'EW')).toEqual({ NS: 0, EW: 620 });
    expect(scoreForSide(fourSpades('E'), 10, 'All')).toEqual({ NS: 0, EW: 620 });
  });

  test('the defenders get the penalty when defeated', () => {
    expect(scoreForSide(fourSpades('S'), 8, 'None')).toEqual({ NS: 0, EW: 100 });
    expect(scoreForSide(fourSpades('E'), 8, 'EW')).toEqual({ NS: 200, EW: 0 });
  });

  test('passed out: nobody scores', () => {
    expect(scoreForSide(null, 0, 'All')).toEqual({ NS: 0, EW: 0 });
  });

  test('one side always scores 0, and the other the absolute declarer score', () => {
    const contracts = fc.record({
      level: fc.constantFrom(...LEVELS),
      strain: fc.constantFrom(...STRAINS),
      risk: fc.constantFrom(...RISKS),
      declarer: fc.constantFrom('N' as const, 'E' as const, 'S' as const, 'W' as const),
    });
    fc.assert(
      fc.property(
        contracts,
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom('None' as const, 'NS' as const, 'EW' as const, 'All' as const),
        (contract, tricks, vul) => {
          const s = scoreForSide(contract, tricks, vul);
          expect(Math.min(s.NS, s.EW)).toBe(0);
          const side = contract.declarer === 'N' || contract.declarer === 'S' ? 'NS' : 'EW';
          const declarerVul = vul === 'All' || vul === side;
          expect(s.NS + s.EW).toBe(Math.abs(duplicateScore(contract, tricks, declarerVul)));
        },
      ),
    );
  });

  test('one more trick never scores less', () => {
    for (const c of CASES) {
      for (let tricks = 0; tricks < 13; tricks++) {
        expect(duplicateScore(c.contract, tricks + 1, c.vul)).toBeGreaterThan(
          duplicateScore(c.contract, tricks, c.vul),
        );
      }
    }
  });
});

describe('Law 77 — checked scoring (bad input is data, not a crash)', () => {
  const threeNt: Contract = { level: 3, strain: 'NT', risk: '', declarer: 'E' };

  test('a valid board gives the breakdown and the score by side', () => {
    const result = expectOk(scoreContract(threeNt, 10, 'EW'));
    expect(result.vulnerable).toBe(true);
    expect(result.detail).toEqual({
      trickScore: 100,
      overtricks: 30,
      undertricks: 0,
      insult: 0,
      partScoreOrGame: 500,
      slam: 0,
      total: 630,
    });
    expect(result.score).toEqual({ NS: 0, EW: 630 });
  });

  test('passed out is scored 0 and not vulnerable', () => {
    const result = expectOk(scoreContract(null, 0, 'All'));
    expect(result.vulnerable).toBe(false);
    expect(result.score).toEqual({ NS: 0, EW: 0 });
  });

  test.each([-1, 14, 2.5, Number.NaN, Number.POSITIVE_INFINITY])('tricks %s are refused', (tricks) => {
    expect(scoreContract(threeNt, tricks, 'None')).toEqual({
      ok: false,
      error: { kind: 'tricks-out-of-range', tricks },
    });
  });

  test('a malformed contract names its bad field', () => {
    const bad = (patch: object): unknown => {
      const r = scoreContract({ ...threeNt, ...patch } as Contract, 9, 'None');
      return r.ok ? null : r.error;
    };
    expect(bad({ level: 8 })).toEqual({ kind: 'contract-invalid', field: 'level' });
    expect(bad({ level: 0 })).toEqual({ kind: 'contract-invalid', field: 'level' });
    expect(bad({ strain: 'RS' })).toEqual({ kind: 'contract-invalid', field: 'strain' });
    expect(bad({ risk: 'XXX' })).toEqual({ kind: 'contract-invalid', field: 'risk' });
    expect(bad({ declarer: 'Q' })).toEqual({ kind: 'contract-invalid', field: 'declarer' });
  });

  test('an unknown vulnerability is refused', () => {
    expect(scoreContract(threeNt, 9, 'Both')).toEqual({
      ok: false,
      error: { kind: 'vulnerability-invalid', text: 'Both' },
    });
  });

  test('the fast functions throw only on a broken precondition', () => {
    expect(() => duplicateScore(threeNt, 14, false)).toThrow(/0\.\.13/);
    expect(() => scoreForSide(null, -1, 'None')).toThrow(/0\.\.13/);
  });
});
