import { describe, expect, test } from 'vitest';
import { expectOk } from '../../../src/core/result.js';
import {
  ASSIST,
  alone,
  callsDue,
  declare,
  declareAll,
  discard,
  type EuchreHandState,
  legalCalls,
  loneOption,
  make,
  makeEuchreCall,
  ORDER_UP,
  PASS,
  playCard,
  sittingOut,
  startEuchreHand,
  TAKE_UP,
  TURN_DOWN,
} from '../../../src/games/euchre/index.js';
import { euchreDeal } from './helpers.js';

/** South deals, ♥J turned: West eldest, North second, East third. */
const start = (): EuchreHandState => startEuchreHand(euchreDeal());
const names = (state: EuchreHandState) => callsDue(state).map(makeEuchreCall);

describe('Law 74 — the eldest hand may pass, order up, or play alone', () => {
  test('the eldest hand speaks first with pass, order-up and alone at the turned suit', () => {
    const s = start();
    expect(s.toCall).toBe('W');
    expect(names(s)).toEqual(['pass', 'order-up', 'alone H']);
  });

  test('ordering up makes the turned suit trumps; the dealer must discard', () => {
    const s = expectOk(declare(start(), 'W', ORDER_UP));
    expect(s).toMatchObject({ trump: 'H', maker: 'W', making: 'order-up', lone: null, phase: 'discard' });
    expect(s.upcardPlace).toBe('taken-up');
  });

  test('"the third hand may take it from him and play alone" after an order-up', () => {
    const s = expectOk(declare(start(), 'W', ORDER_UP));
    expect(loneOption(s)).toEqual({ seat: 'E', suit: 'H' });
    const lone = expectOk(declare(s, 'E', alone('H')));
    expect(lone.lone).toBe('E');
    expect(sittingOut(lone)).toBe('W');
  });

  test('the eldest hand may not assist, take up or name a suit in the first round', () => {
    for (const call of [ASSIST, TAKE_UP, TURN_DOWN, make('S')])
      expect(declare(start(), 'W', call)).toMatchObject({ ok: false, error: { kind: 'call-not-available' } });
    expect(declare(start(), 'W', alone('S'))).toMatchObject({
      ok: false,
      error: { kind: 'suit-not-available', suit: 'S', trump: 'H' },
    });
  });
});

describe('Law 75 — the second hand may pass, assist, or play alone', () => {
  const afterEldest = () => expectOk(declare(start(), 'W', PASS));

  test("the second hand (the dealer's partner) assists", () => {
    const s = afterEldest();
    expect(s.toCall).toBe('N');
    expect(names(s)).toEqual(['pass', 'assist', 'alone H']);
    expect(expectOk(declare(s, 'N', ASSIST))).toMatchObject({ trump: 'H', maker: 'N', making: 'assist' });
    expect(declare(s, 'N', ORDER_UP)).toMatchObject({ ok: false, error: { kind: 'call-not-available' } });
  });

  test('"the dealer may take it from him and play alone" after an assist', () => {
    const s = expectOk(declare(afterEldest(), 'N', ASSIST));
    expect(legalCalls(s)).toEqual([{ seat: 'S', calls: [alone('H')] }]);
    const lone = expectOk(declare(s, 'S', alone('H')));
    expect(lone).toMatchObject({ lone: 'S', phase: 'discard' });
    expect(sittingOut(lone)).toBe('N');
  });

  test("the second hand alone: the dealer's hand lies face down, no discard, the eldest leads", () => {
    const s = expectOk(declare(afterEldest(), 'N', alone('H')));
    expect(s).toMatchObject({ lone: 'N', phase: 'play', toPlay: 'W' });
    expect(s.discard).toBeNull();
  });

  test('Law 94 — the dealer takes it from his partner playing alone, and then discards', () => {
    const s = expectOk(declare(afterEldest(), 'N', alone('H')));
    expect(loneOption(s)).toEqual({ seat: 'S', suit: 'H' });
    const taken = expectOk(declare(s, 'S', alone('H')));
    expect(taken).toMatchObject({ lone: 'S', phase: 'discard', toPlay: null });
    expect(loneOption(taken)).toBeNull();
  });
});

describe('Law 76 — the third hand may pass, order up, or play alone; the dealer takes up or passes', () => {
  const afterTwo = () => expectOk(declareAll(start(), [PASS, PASS]));

  test('the third hand orders up; his partner has passed, so no lone hand remains (law 93)', () => {
    const s = expectOk(declare(afterTwo(), 'E', ORDER_UP));
    expect(s).toMatchObject({ maker: 'E', trump: 'H', phase: 'discard' });
    expect(loneOption(s)).toBeNull();
    expect(declare(s, 'W', alone('H'))).toMatchObject({
      ok: false,
      error: { kind: 'lone-not-allowed', reason: 'already-passed', laws: ['Law 93'] },
    });
  });

  test('the dealer may turn it down, take it up or play alone', () => {
    const s = expectOk(declareAll(start(), [PASS, PASS, PASS]));
    expect(s.toCall).toBe('S');
    expect(names(s)).toEqual(['turn-down', 'take-up', 'alone H']);
    expect(expectOk(declare(s, 'S', TAKE_UP))).toMatchObject({
      maker: 'S',
      making: 'take-up',
      phase: 'discard',
    });
    expect(expectOk(declare(s, 'S', alone('H')))).toMatchObject({ lone: 'S', phase: 'discard' });
  });

  test("the dealer's pass is his turning down", () => {
    const s = expectOk(declareAll(start(), [PASS, PASS, PASS]));
    expect(expectOk(declare(s, 'S', PASS))).toMatchObject({
      phase: 'second-round',
      upcardPlace: 'turned-down',
    });
    expect(expectOk(declare(s, 'S', TURN_DOWN))).toMatchObject({ phase: 'second-round', toCall: 'W' });
  });

  test('only the player whose call is due may call', () => {
    expect(declare(start(), 'N', PASS)).toEqual({
      ok: false,
      error: { kind: 'not-your-turn', seat: 'N', toCall: 'W' },
    });
  });
});

describe('Law 77 — all pass: the trump turned down, a suit may be named; all pass again: the next deals', () => {
  const secondRound = () => expectOk(declareAll(start(), [PASS, PASS, PASS, TURN_DOWN]));

  test('the first hand may name any suit but the one turned down, or pass', () => {
    const s = secondRound();
    expect(s.toCall).toBe('W');
    expect(names(s)).toEqual(['pass', 'make C', 'make D', 'make S', 'alone C', 'alone D', 'alone S']);
  });

  test('naming a suit makes it trumps: no discard, the eldest hand leads', () => {
    const s = expectOk(declare(secondRound(), 'W', make('S')));
    expect(s).toMatchObject({ trump: 'S', maker: 'W', making: 'make', phase: 'play', toPlay: 'W' });
    expect(s.upcardPlace).toBe('turned-down');
  });

  test('all pass again: the deal is at an end', () => {
    const s = expectOk(declareAll(secondRound(), [PASS, PASS, PASS, PASS]));
    expect(s).toMatchObject({ phase: 'passed', toCall: null, trump: null });
    expect(legalCalls(s)).toEqual([]);
    expect(declare(s, 'W', PASS)).toMatchObject({ ok: false, error: { kind: 'making-ended' } });
  });

  test('no ordering up, assisting or taking up in the second round', () => {
    expect(declare(secondRound(), 'W', ORDER_UP)).toMatchObject({
      ok: false,
      error: { kind: 'call-not-available', round: 2 },
    });
  });
});

describe('Law 78 — naming the suit turned down is considered a pass', () => {
  test('"make H" after hearts were turned down passes to the next player', () => {
    const s = expectOk(declareAll(start(), [PASS, PASS, PASS, TURN_DOWN, make('H')]));
    expect(s).toMatchObject({ toCall: 'N', trump: null });
    expect(s.passed).toContain('W');
    expect(s.calls.at(-1)).toEqual({ seat: 'W', call: make('H') });
  });
});

describe('Law 93 — a player may play alone when he or his partner makes the trump, unless he has passed', () => {
  test('in the second round the maker may play alone by the single declaration', () => {
    const s = expectOk(declareAll(start(), [PASS, PASS, PASS, TURN_DOWN, PASS, alone('D')]));
    expect(s).toMatchObject({ maker: 'N', lone: 'N', trump: 'D', toPlay: 'W' });
  });

  test('in the second round his partner, having passed, may not', () => {
    const s = expectOk(declareAll(start(), [PASS, PASS, PASS, TURN_DOWN, make('S')]));
    expect(loneOption(s)).toBeNull();
    expect(declare(s, 'E', alone('S'))).toMatchObject({
      ok: false,
      error: { kind: 'lone-not-allowed', reason: 'already-passed' },
    });
  });
});

describe('Law 94 — "I take it from you": the partner of a lone player takes the lone hand', () => {
  test('the eldest declares alone; the third takes it; the eldest sits out and the second leads', () => {
    const s = expectOk(declare(start(), 'W', alone('H')));
    const taken = expectOk(declare(s, 'E', alone('H')));
    expect(taken.lone).toBe('E');
    expect(sittingOut(taken)).toBe('W');
    const discarded = expectOk(discard(taken, 'S', 'C9'));
    expect(discarded.toPlay).toBe('N');
  });

  test('the player it was taken from cannot take it back', () => {
    const taken = expectOk(declareAll(start(), [alone('H'), alone('H')]));
    expect(declare(taken, 'W', alone('H'))).toMatchObject({
      ok: false,
      error: { kind: 'lone-not-allowed', reason: 'already-alone' },
    });
  });
});

describe('Law 95 — no lone hand for a player ordered up, nor when the adversaries make the trump', () => {
  test('the dealer, ordered up by the eldest, may not play alone; nor may his partner', () => {
    const s = expectOk(declare(start(), 'W', ORDER_UP));
    for (const seat of ['S', 'N'] as const)
      expect(declare(s, seat, alone('H'))).toMatchObject({
        ok: false,
        error: { kind: 'lone-not-allowed', reason: 'adversaries-made-trump', laws: ['Law 95'] },
      });
  });
});

describe('Law 96 — the dealer must announce his lone hand before quitting his discard', () => {
  test('after the discard the dealer may no longer take it from his partner', () => {
    const s = expectOk(declareAll(start(), [PASS, ASSIST]));
    const discarded = expectOk(discard(s, 'S', 'C9'));
    expect(loneOption(discarded)).toBeNull();
    expect(declare(discarded, 'S', alone('H'))).toMatchObject({
      ok: false,
      error: { kind: 'lone-not-allowed', reason: 'discard-quitted', laws: ['Law 96'] },
    });
  });
});

describe('Law 98 — a single declaration: "Alone at hearts"', () => {
  test('a bare "alone" is refused as the improper form', () => {
    expect(declare(start(), 'W', { kind: 'alone', suit: null })).toMatchObject({
      ok: false,
      error: { kind: 'improper-lone-declaration', laws: ['Law 98'] },
    });
  });

  test('"I order it up" and then "alone" precludes the maker\'s lone hand', () => {
    const s = expectOk(declare(start(), 'W', ORDER_UP));
    expect(declare(s, 'W', alone('H'))).toMatchObject({
      ok: false,
      error: { kind: 'lone-not-allowed', reason: 'not-single-declaration', laws: ['Law 98'] },
    });
  });
});

describe("Law 99 — the partner's offer after a lead has been made fails", () => {
  test('once the eldest has led, the third hand may not play alone', () => {
    const s = expectOk(declare(start(), 'W', ORDER_UP));
    const led = expectOk(playCard(expectOk(discard(s, 'S', 'C9')), 'W', 'CA'));
    expect(loneOption(led)).toBeNull();
    expect(declare(led, 'E', alone('H'))).toMatchObject({
      ok: false,
      error: { kind: 'lone-not-allowed', reason: 'after-lead', laws: ['Law 99'] },
    });
  });

  test('before the lead, after the discard, he still may', () => {
    const s = expectOk(discard(expectOk(declare(start(), 'W', ORDER_UP)), 'S', 'C9'));
    expect(loneOption(s)).toEqual({ seat: 'E', suit: 'H' });
    const lone = expectOk(declare(s, 'E', alone('H')));
    expect(lone).toMatchObject({ lone: 'E', phase: 'play', toPlay: 'N' });
  });
});
