import { describe, expect, test } from 'vitest';
import { EMPTY, fromCards } from '../../src/core/card-set.js';
import { dealFromPbn } from '../../src/core/deal.js';
import { expectOk } from '../../src/core/result.js';
import { validatePosition } from '../../src/solver/position.js';
import { solve } from '../../src/solver/solve.js';

const hands = (pbn: string) =>
  expectOk(dealFromPbn(pbn, { pack: '52', handSize: 'any', complete: false })).hands;

describe('bad positions are refused with every defect, never searched', () => {
  test('unequal hand sizes where not allowed', () => {
    const r = solve({ hands: hands('N:AK... 2... Q... 3...'), strain: 'NT', leader: 'N' });
    expect(r).toEqual({
      ok: false,
      error: {
        kind: 'position-invalid',
        defects: [{ kind: 'unequal-hands', sizes: { N: 2, E: 1, S: 1, W: 1 }, played: [] }],
      },
    });
  });
  test('a card held twice, or held and already played', () => {
    const r = validatePosition({
      hands: { N: fromCards(['SA']), E: fromCards(['SA']), S: fromCards(['SK']), W: EMPTY },
      strain: 'S',
      leader: 'W',
      trick: [{ seat: 'W', card: 'SK' }],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.defects).toContainEqual({ kind: 'duplicate-card', card: 'SA', seats: ['N', 'E'] });
    expect(r.error.defects).toContainEqual({ kind: 'duplicate-card', card: 'SK', seats: ['S', 'W'] });
  });
  test('a leader who has already played to the trick', () => {
    const r = validatePosition({ hands: hands('N:A.A.. 2.2.. K.K.. 3...'), strain: 'NT', leader: 'W' });
    expect(r).toEqual({
      ok: false,
      error: { kind: 'position-invalid', defects: [{ kind: 'seat-already-played', seat: 'W' }] },
    });
  });
  test('a seat playing twice to the trick', () => {
    const r = validatePosition({
      hands: hands('N:A... 2... K... ...'),
      strain: 'NT',
      leader: 'W',
      trick: [
        { seat: 'W', card: 'H3' },
        { seat: 'W', card: 'H4' },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.defects).toContainEqual({ kind: 'seat-already-played', seat: 'W' });
  });
  test('cards played out of turn, and a trick of four cards', () => {
    const r = validatePosition({
      hands: hands('N:... ... ... ...'),
      strain: 'NT',
      leader: 'N',
      trick: [
        { seat: 'N', card: 'S2' },
        { seat: 'S', card: 'S3' },
        { seat: 'E', card: 'S4' },
        { seat: 'W', card: 'S5' },
      ],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.defects).toContainEqual({ kind: 'trick-too-long', plays: 4 });
    expect(r.error.defects).toContainEqual({ kind: 'trick-out-of-turn', index: 1, seat: 'S', expected: 'E' });
  });
  test('a position with no cards left', () => {
    const r = validatePosition({ hands: hands('N:... ... ... ...'), strain: 'NT', leader: 'N' });
    expect(r).toEqual({ ok: false, error: { kind: 'position-invalid', defects: [{ kind: 'no-cards' }] } });
  });
  test('a valid ending with a trick in progress: the next seat is to play', () => {
    const r = expectOk(
      validatePosition({
        hands: hands('N:A.A.. 2.2.. K.K.. 3...'),
        strain: 'NT',
        leader: 'W',
        trick: [{ seat: 'W', card: 'D4' }],
      }),
    );
    expect(r).toMatchObject({ toMove: 'N', tricksLeft: 2 });
  });
});
