import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { makeCall, parseCall } from '../../../src/games/contract-bridge/call.js';

// parseCall keeps the calls it has read by their text: reading again must give the same call,
// and a text that is not a call must still be located at the column it is read at.
describe('parseCall — calls read again', () => {
  const spellings = fc.constantFrom(
    'P',
    'pass',
    'AP',
    'X',
    'dbl',
    'XX',
    'Rdbl',
    '1C',
    '3n',
    '7NT',
    ' 4s ',
    '2h',
  );

  test('a call read twice is the same call, written back as the first reading', () => {
    fc.assert(
      fc.property(spellings, (text) => {
        const first = parseCall(text);
        const again = parseCall(text, 9);
        expect(first.ok && again.ok).toBe(true);
        if (first.ok && again.ok) expect(makeCall(again.value)).toBe(makeCall(first.value));
      }),
    );
  });

  test('a text that is not a call is refused at each column it is read at', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('8S', '1Z', 'PP', '', 'X X'),
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 1, max: 200 }),
        (text, a, b) => {
          const first = parseCall(text, a);
          const second = parseCall(text, b);
          expect(first.ok || second.ok).toBe(false);
          if (!first.ok && !second.ok) {
            expect(first.error.column).toBe(a);
            expect(second.error.column).toBe(b);
          }
        },
      ),
    );
  });
});
