import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SUITS } from '../../../src/core/card.js';
import { type EuchreCall, makeEuchreCall, parseEuchreCall } from '../../../src/games/euchre/call.js';

const calls: EuchreCall[] = [
  { kind: 'pass' },
  { kind: 'order-up' },
  { kind: 'assist' },
  { kind: 'take-up' },
  { kind: 'turn-down' },
  { kind: 'alone', suit: null },
  ...SUITS.map((suit): EuchreCall => ({ kind: 'make', suit })),
  ...SUITS.map((suit): EuchreCall => ({ kind: 'alone', suit })),
];

describe("The record's euchre calls", () => {
  test('parse(make(call)) gives the call back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...calls), (call) => {
        expect(parseEuchreCall(makeEuchreCall(call))).toEqual({ ok: true, value: call });
      }),
    );
  });

  test('the words in any case, the suit in any case, spaces around', () => {
    expect(parseEuchreCall('  Alone h ')).toEqual({ ok: true, value: { kind: 'alone', suit: 'H' } });
    expect(parseEuchreCall('ORDER-UP')).toEqual({ ok: true, value: { kind: 'order-up' } });
  });

  test('errors are data with a column', () => {
    expect(parseEuchreCall('make X')).toMatchObject({
      ok: false,
      error: { kind: 'euchre-call-syntax', column: 6 },
    });
    expect(parseEuchreCall('make')).toMatchObject({ ok: false, error: { column: 5 } });
    expect(parseEuchreCall(' bid 1H')).toMatchObject({ ok: false, error: { column: 2 } });
    expect(parseEuchreCall('pass H')).toMatchObject({ ok: false, error: { column: 6 } });
    expect(parseEuchreCall('alone H now')).toMatchObject({ ok: false, error: { column: 9 } });
    expect(parseEuchreCall('')).toMatchObject({ ok: false, error: { column: 1 } });
  });

  test('Law 98 — a bare "alone" parses as the improper form (suit null)', () => {
    expect(parseEuchreCall('alone')).toEqual({ ok: true, value: { kind: 'alone', suit: null } });
  });

  test('any text: a call or an error, never a crash', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const r = parseEuchreCall(text);
        if (r.ok) expect(parseEuchreCall(makeEuchreCall(r.value))).toEqual(r);
        else expect(r.error.column).toBeGreaterThanOrEqual(1);
      }),
      { numRuns: 300 },
    );
  });
});
