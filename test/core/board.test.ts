/** A vulnerability by name, as a score sheet or a command line writes it. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isVulnerability, VULNERABILITIES, vulnerabilityNamed } from '../../src/core/board.js';

describe('vulnerabilityNamed', () => {
  test('the ids, the ids in any case, love and both', () => {
    for (const v of VULNERABILITIES) {
      expect(vulnerabilityNamed(v)).toBe(v);
      expect(vulnerabilityNamed(v.toUpperCase())).toBe(v);
      expect(vulnerabilityNamed(v.toLowerCase())).toBe(v);
    }
    expect(vulnerabilityNamed('Love')).toBe('None');
    expect(vulnerabilityNamed('BOTH')).toBe('All');
  });

  test('anything else names none (and an answer of yes or no is the caller’s to read)', () => {
    for (const t of ['', 'yes', 'no', 'N', 'E-W', 'n s', 'nil', 'None ', 'constructor', '__proto__'])
      expect(vulnerabilityNamed(t), t).toBeNull();
    fc.assert(
      fc.property(fc.string(), (t) => {
        const v = vulnerabilityNamed(t);
        expect(v === null || isVulnerability(v)).toBe(true);
      }),
    );
  });
});
