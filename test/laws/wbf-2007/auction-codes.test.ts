/**
 * The same records judged by the three codes: each difference is a named override of 2007's
 * auction rulings (src/laws/wbf-1997/auction-rules.ts, src/laws/wbf-2017/auction-rules.ts).
 */
import { describe, expect, test } from 'vitest';
import { AUCTION_RULES_1997 } from '../../../src/laws/wbf-1997/auction-rules.js';
import { WBF_1997_CODE } from '../../../src/laws/wbf-1997/index.js';
import { AUCTION_RULES_2007 } from '../../../src/laws/wbf-2007/auction-rules.js';
import { WBF_2007_CODE } from '../../../src/laws/wbf-2007/index.js';
import { AUCTION_RULES_2017 } from '../../../src/laws/wbf-2017/auction-rules.js';
import { WBF_2017_CODE } from '../../../src/laws/wbf-2017/index.js';
import { auction } from '../auction-given.js';

const CODES = ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const;

describe('Law 25B — one intended change of call, three readings', () => {
  // N 1♦, E pass, S 1♠ then "no — 2♠" before W calls; W does not accept.
  const judged = (code: (typeof CODES)[number]) =>
    auction(code).calls('N:1D E:P S:1S S:2S').elect('W', 'reject-call').judge();
  test('1997 25B2(b): the offender chooses; (1) the first call stands, N passes once; 25B2(c)', () => {
    expect(judged('wbf-1997').next).toEqual({ seat: 'S', acts: ['elect'] });
    const j = auction('wbf-1997')
      .calls('N:1D E:P S:1S S:2S')
      .elect('W', 'reject-call')
      .elect('S', 'accept-call')
      .judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 25B2(b)(1)', 'Law 25B2(c)']);
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 25B2(b)(1)'] },
    ]);
  });
  test('2007 25B2: the first call stands, no further rectification', () => {
    const j = judged('wbf-2007');
    expect(j.irregularities[0]?.laws).toEqual(['Law 25B2']);
    expect(j.obligations).toEqual([]);
  });
  test('2017 25B2: the first call stands; Law 26 at the partner’s first lead if S defends', () => {
    const b = auction('wbf-2017').calls('N:1D E:P S:1S S:2S').elect('W', 'reject-call');
    expect(b.judge().obligations).toEqual([]);
    const j = b.calls('W:2H N:P E:4H S:P W:P N:P').judge();
    expect(j.next).toEqual({ seat: 'W', acts: ['elect'] });
    // 26B: any suit S did not specify in the legal auction (he bid spades).
    expect(j.pending?.options.map((o) => o.suit)).toEqual(['C', 'D', 'H', undefined]);
    expect(j.pending?.options[0]?.laws).toEqual(['Law 26B']);
  });
  test('the three rulings are three functions: 1997 and 2017 replace 2007’s', () => {
    expect(WBF_2007_CODE.auction.changeNotAccepted).toBe(AUCTION_RULES_2007.changeNotAccepted);
    expect(WBF_1997_CODE.auction.changeNotAccepted).toBe(AUCTION_RULES_1997.changeNotAccepted);
    expect(WBF_2017_CODE.auction.changeNotAccepted).toBe(AUCTION_RULES_2017.changeNotAccepted);
    expect(new Set(CODES.map((c) => c)).size).toBe(3);
    expect(AUCTION_RULES_1997.changeNotAccepted).not.toBe(AUCTION_RULES_2007.changeNotAccepted);
    expect(AUCTION_RULES_2017.changeNotAccepted).not.toBe(AUCTION_RULES_2007.changeNotAccepted);
  });
});

describe("Law 31 — the issue's record, N 1♦, S 1♠ at E's turn, not accepted; E bids 2♣, S bids 2♠", () => {
  const judged = (code: (typeof CODES)[number]) =>
    auction(code).calls('N:1D S:1S').elect('W', 'reject-call').calls('E:2C S:2S').judge();
  test('1997 and 2007 31A2(a): the denomination repeated, N passes once', () => {
    for (const code of ['wbf-1997', 'wbf-2007'] as const)
      expect(judged(code).obligations).toEqual([
        { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 31A2(a)'] },
      ]);
  });
  test('2017 31A2(b) by default (not comparable): N passes once, the finding asked', () => {
    const j = judged('wbf-2017');
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'must-pass', scope: 'next-turn', laws: ['Law 31A2(b)'] },
    ]);
    expect(j.irregularities[0]?.finding).toMatchObject({ fact: 'comparable-call', by: 'default' });
  });
  test('S bids 2NT instead: 1997 and 2007 bar N throughout (31A2(b)); 2017 once', () => {
    const other = (code: (typeof CODES)[number]) =>
      auction(code).calls('N:1D S:1S').elect('W', 'reject-call').calls('E:2C S:2N').judge().obligations;
    expect(other('wbf-1997')[0]).toMatchObject({ scope: 'throughout', laws: ['Law 31A2(b)'] });
    expect(other('wbf-2007')[0]).toMatchObject({ scope: 'throughout', laws: ['Law 31A2(b)'] });
    expect(other('wbf-2017')[0]).toMatchObject({ scope: 'next-turn', laws: ['Law 31A2(b)'] });
  });
  test("at partner's turn (31B): 1997 and 2007 bar the partner at once; 2017 lets him call", () => {
    const atPartner = (code: (typeof CODES)[number]) =>
      auction(code).calls('N:1D W:1S').elect('N', 'reject-call').judge().obligations;
    expect(atPartner('wbf-1997')).toEqual([
      { seat: 'E', kind: 'must-pass', scope: 'throughout', laws: ['Law 31B'] },
    ]);
    expect(atPartner('wbf-2007')).toEqual(atPartner('wbf-1997'));
    expect(atPartner('wbf-2017')).toEqual([]);
  });
});

describe('Law 27 — N 1♦, E 1♣ not accepted, E replaces it by 2♦', () => {
  const judged = (code: (typeof CODES)[number]) =>
    auction(code).calls('N:1D E:1C').elect('S', 'reject-call').calls('E:2D').judge();
  test('1997 27B2: W passes throughout, no finding asked', () => {
    const j = judged('wbf-1997');
    expect(j.obligations[0]).toMatchObject({ seat: 'W', scope: 'throughout', laws: ['Law 27B2'] });
    expect(j.irregularities[0]?.finding).toBeUndefined();
  });
  test('2007 27B1(b) same meaning asked (default no): 27B2 meanwhile', () => {
    expect(judged('wbf-2007').irregularities[0]?.finding).toMatchObject({ laws: ['Law 27B1(b)'] });
  });
  test('2017 27B1(b) comparable call (Law 23A) asked (default no): 27B2 meanwhile', () => {
    expect(judged('wbf-2017').irregularities[0]?.finding).toMatchObject({
      laws: ['Law 23A', 'Law 27B1(b)'],
    });
  });
});

describe('Law 30B2(b) — 2007 only: 2017 30B1(a) lets the partner make any legal call', () => {
  test('2017: E doubles at his turn after W’s pass out of rotation was cancelled: it stands', () => {
    const j = auction('wbf-2017').calls('N:1D W:P').elect('N', 'reject-call').calls('E:X').judge();
    expect(j.irregularities.filter((i) => i.kind === 'inadmissible-call')).toEqual([]);
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
});
