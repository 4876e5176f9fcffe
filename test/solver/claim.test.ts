import { describe, expect, test } from 'vitest';
import { BRIDGE_ENDING, dealFromPbn } from '../../src/core/deal.js';
import { expectOk } from '../../src/core/result.js';
import { checkClaim } from '../../src/solver/claim.js';

const ending = (pbn: string) => expectOk(dealFromPbn(pbn, { ...BRIDGE_ENDING, handSize: 'any' })).hands;

describe('Law 70 — a contested claim: does it hold against any defence?', () => {
  // Spades are trumps; North is on lead with small cards, South holds ♠AQ and West the ♠K:
  // the finesse loses. South claims the last two tricks "on the finesse".
  const finesse = ending('N:2.3.. 4.5.. AQ... K6...');
  test('a claim resting on a finesse that loses does not hold, and the defence that beats it is shown', () => {
    const check = expectOk(checkClaim({ hands: finesse, strain: 'S', leader: 'N' }, 'S', 2));
    expect(check.status).toBe('fails');
    if (check.status !== 'fails') return;
    expect(check.best).toBe(1);
    expect(check.defence).toHaveLength(8);
    expect(check.defence.every((p) => p.claimerCanTake === 1)).toBe(true);
    // The king is kept for the queen.
    const westCards = check.defence.filter((p) => p.seat === 'W').map((p) => p.card);
    expect(westCards).toContain('SK');
  });
  test('a claim of one trick of the same ending holds', () => {
    const check = expectOk(checkClaim({ hands: finesse, strain: 'S', leader: 'N' }, 'S', 1));
    expect(check).toMatchObject({ status: 'holds', best: 1 });
  });
  test('a claim with the finesse onside (the king with East, under the ace-queen) holds', () => {
    const onside = ending('N:2.3.. K6... AQ... 4.5..');
    const check = expectOk(checkClaim({ hands: onside, strain: 'NT', leader: 'N' }, 'S', 2));
    expect(check).toMatchObject({ status: 'holds', best: 2 });
  });
  test('a claim of a cold ending holds: top cards in every suit', () => {
    const cold = ending('N:A.A.. 2.2.. K.K.. 3.3..');
    const check = expectOk(checkClaim({ hands: cold, strain: 'NT', leader: 'N' }, 'N', 2));
    expect(check).toMatchObject({ status: 'holds', side: 'NS', claimed: 2, best: 2 });
  });
  test('the trick in progress counts: a diamond led to it wins when nobody else holds one', () => {
    // West has led the ♦4; North, East and South hold no diamond.
    const hands = ending('N:A.A.. 2.2.. K.K.. 3...');
    const position = {
      hands,
      strain: 'NT' as const,
      leader: 'W' as const,
      trick: [{ seat: 'W' as const, card: 'D4' as const }],
    };
    expect(expectOk(checkClaim(position, 'N', 2))).toMatchObject({ status: 'fails', best: 1 });
    expect(expectOk(checkClaim(position, 'N', 1))).toMatchObject({ status: 'holds', best: 1 });
  });
  test('a claim of more tricks than are left is refused', () => {
    const check = checkClaim({ hands: finesse, strain: 'S', leader: 'N' }, 'S', 3);
    expect(check).toEqual({ ok: false, error: { kind: 'claim-tricks', tricks: 3, tricksLeft: 2 } });
  });
  test('an invalid position is refused with its defects', () => {
    const check = checkClaim(
      { hands: ending('N:A.A.. 2.2.. K.K.. 3...'), strain: 'NT', leader: 'W' },
      'N',
      1,
    );
    expect(check).toEqual({
      ok: false,
      error: { kind: 'position-invalid', defects: [{ kind: 'seat-already-played', seat: 'W' }] },
    });
  });
});
