import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { jsonSyntaxPosition } from '../../src/session/json-position.js';

const parses = (s: string) => {
  try {
    JSON.parse(s);
    return true;
  } catch {
    return false;
  }
};

describe('the position of a JSON syntax error', () => {
  test('agrees with JSON.parse on every JSON value, written compact or indented', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (v, indent) => {
        expect(jsonSyntaxPosition(JSON.stringify(v, null, indent ? 2 : 0))).toBeNull();
      }),
    );
  });

  test('agrees with JSON.parse on arbitrary and damaged text', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.nat(), fc.string({ maxLength: 2 }), (v, at, junk) => {
        const text = JSON.stringify(v, null, 1);
        const cut = at % (text.length + 1);
        const damaged = text.slice(0, cut) + junk + text.slice(cut + 1);
        expect(jsonSyntaxPosition(damaged) === null).toBe(parses(damaged));
      }),
    );
  });

  test('line and column of the first character that cannot continue', () => {
    expect(jsonSyntaxPosition('{\n  "format": \n}')).toEqual({ line: 3, column: 1 });
    expect(jsonSyntaxPosition('[1, 2,]')).toEqual({ line: 1, column: 7 });
    expect(jsonSyntaxPosition('{"a": 01}')).toEqual({ line: 1, column: 8 });
    expect(jsonSyntaxPosition('"\\x"')).toEqual({ line: 1, column: 3 });
    expect(jsonSyntaxPosition('')).toEqual({ line: 1, column: 1 });
  });
});
