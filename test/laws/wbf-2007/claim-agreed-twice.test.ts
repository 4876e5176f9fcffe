/**
 * A spoken act void by law: the second defender agrees to a claim his partner has already agreed
 * (Law 69A: the agreement is established by the first). Possible, so recorded, and of no effect —
 * in each WBF code.
 */
import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

const agreed = (code: 'wbf-1997' | 'wbf-2007' | 'wbf-2017') =>
  given()
    .under(code)
    .plays('S:C4 W:C6 N:C3 E:C2')
    .add({ type: 'claim', seat: 'E', tricks: 12 })
    .add({ type: 'agree', seat: 'S' });

describe('Law 69A — the second defender agrees after his partner', () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const)
    test(`${code}: recorded without effect`, () => {
      const once = agreed(code).judge();
      const twice = agreed(code).add({ type: 'agree', seat: 'N' }).judge();
      expect(once.result?.tricks).toEqual({ NS: 0, EW: 13 });
      expect(twice.result).toEqual(once.result);
      expect(twice.irregularities).toEqual(once.irregularities);
    });
});
