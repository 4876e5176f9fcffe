import { describe, expect, test } from 'vitest';
import { given, lone, ordered } from './given.js';

// East ordered it up (hearts). West holds the left bower (the knave of diamonds): a trump.
// Trick 2 (E:HA): West renounces with the queen of diamonds, holding the left bower.
const westRevokes = (score?: { NS: number; EW: number }) =>
  ordered(score).plays('E:HJ S:H8 W:H7 N:H9 E:HA S:HQ W:DQ N:HT');

describe('Law 62 — the revoke', () => {
  test('a card not of the effective suit led, holding one: a latent revoke', () => {
    const j = westRevokes().judge();
    expect(j.irregularities).toEqual([
      { seq: 8, kind: 'revoke', offender: 'W', status: 'latent', laws: ['Law 62'] },
    ]);
  });
});

describe('Law 64 — the revoke established', () => {
  test('by the revoking player or his partner playing to the following trick', () => {
    const j = westRevokes().play('E', 'HK').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'established', laws: ['Law 62', 'Law 64'] });
  });
  test('by the trick turned and quitted', () => {
    const j = westRevokes().add({ type: 'quit-trick', seat: 'E' }).judge();
    expect(j.irregularities[0]?.status).toBe('established');
  });
  test('not by the adversaries playing to the following trick', () => {
    const b = ordered().plays('E:HJ S:H8 W:H7 N:H9 E:DA S:SQ');
    // South renounced diamonds? He holds none: no revoke. North's diamond seven follows.
    expect(b.judge().irregularities).toEqual([]);
  });
});

describe('Law 65 — asking partner before the trick is quitted', () => {
  test('turning and quitting then does not establish the revoke', () => {
    const j = westRevokes()
      .add({ type: 'ask', seat: 'E', of: 'W', about: 'revoke' })
      .add({ type: 'quit-trick', seat: 'E' })
      .judge();
    expect(j.irregularities[0]?.status).toBe('latent');
  });
});

describe('Law 69 — a revoke corrected in time', () => {
  test('the card goes back exposed; West must follow with the left bower', () => {
    const b = westRevokes().add({ type: 'withdraw', seat: 'W', card: 'DQ' });
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'corrected', laws: ['Law 62', 'Law 69'] });
    expect(j.obligations).toContainEqual({ seat: 'W', kind: 'exposed-card', card: 'DQ', laws: ['Law 69'] });
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
    // The left bower wins the trick; at West's lead the adversaries may call the exposed queen.
    const after = b.play('W', 'DJ').judge();
    expect(after.pending?.options).toMatchObject([{ id: 'call-card', card: 'DQ' }]);
    expect(after.irregularities.filter((i) => i.kind === 'revoke' && i.status !== 'corrected')).toEqual([]);
  });
  test('North, who played after him, may withdraw his card and substitute another', () => {
    const b = westRevokes()
      .add({ type: 'withdraw', seat: 'W', card: 'DQ' })
      .add({ type: 'withdraw', seat: 'N', card: 'HT' });
    expect(b.state.trick?.plays.map((p) => p.seat)).toEqual(['E', 'S']);
    expect(b.add({ type: 'withdraw', seat: 'E', card: 'HA' }).refusal().kind).toBe('withdraw-not-allowed');
  });
  test('too late once established', () => {
    expect(
      westRevokes().play('E', 'HK').add({ type: 'withdraw', seat: 'W', card: 'DQ' }).refusal().kind,
    ).toBe('withdraw-not-allowed');
  });
});

describe('Law 63 — three points, five in a lone hand', () => {
  test('claimed at the end of the hand: three to the adversaries, scored before the hand’s points (Law 4)', () => {
    const b = westRevokes().continuePlay();
    const j = b.judge();
    expect(j.phase).toBe('ended');
    expect(j.pending?.chooser).toEqual(['N', 'S']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['take-points', 'keep-result']);
    const claimed = b.elect('S', 'take-points').judge();
    expect(claimed.result?.points?.[0]).toEqual({ side: 'NS', points: 3, laws: ['Law 63', 'Law 4'] });
    expect(claimed.result?.points?.[1]?.side).toBe('EW');
  });
  test('Law 4 — a revoke claimed at 4–4 decides the game before the makers’ march', () => {
    const b = westRevokes({ NS: 4, EW: 4 }).continuePlay().elect('N', 'take-points');
    const r = b.judge().result;
    // The makers' point would have made East-West five too: the revoke is scored first.
    expect(r?.points?.map((p) => [p.side, p.points])).toEqual([
      ['NS', 3],
      ['EW', 1],
    ]);
    expect(r?.game).toEqual({ before: { NS: 4, EW: 4 }, after: { NS: 7, EW: 4 }, winner: 'NS' });
  });
  test('not claimed: the hand is scored as played (Law 66)', () => {
    const j = westRevokes().continuePlay().elect('N', 'keep-result').judge();
    expect(j.result?.points?.map((p) => p.side)).toEqual(['EW']);
  });
  test('five in a lone hand: North renounces against East alone', () => {
    const b = lone({ NS: 4, EW: 4 }).plays('E:HJ S:H8 N:SA').continuePlay();
    expect(b.judge().pending?.chooser).toEqual(['E']);
    const r = b.elect('E', 'take-points').judge().result;
    expect(r?.points?.[0]).toEqual({ side: 'EW', points: 5, laws: ['Law 63', 'Law 4'] });
    expect(r?.game?.winner).toBe('EW');
  });
  test('the penalty claimed as often as the revoke is repeated', () => {
    const b = given()
      .calls('E:order-up')
      .discard('C7')
      .plays('E:HJ S:H8 W:DQ N:H9 E:HA S:HQ W:CK N:HT')
      .continuePlay();
    const r = b.elect('N', 'take-points').judge().result;
    expect(r?.points?.[0]).toEqual({ side: 'NS', points: 6, laws: ['Law 63', 'Law 4'] });
  });
});

describe('Law 71 — revokes on both sides cancel', () => {
  test('one revoke each: no claim is offered', () => {
    const b = ordered().plays('E:HJ S:S9 W:DQ N:H9').continuePlay();
    const j = b.judge();
    expect(j.irregularities.filter((i) => i.kind === 'revoke').map((i) => [i.offender, i.status])).toEqual([
      ['S', 'established'],
      ['W', 'established'],
    ]);
    expect(j.pending).toBeNull();
  });
});

describe('Law 66 — the claim at the end of the hand', () => {
  test('a revoke in the last trick is established when the hand ends', () => {
    const b = ordered().plays('E:HJ S:H8 W:H7 N:H9 E:HA S:HQ W:DJ N:HT');
    const j = b.continuePlay().judge();
    expect(j.phase).toBe('ended');
    expect(j.irregularities.every((i) => i.status !== 'latent')).toBe(true);
  });
});

describe('Law 70 — the hand played out', () => {
  test('attention drawn to a revoke does not stop the play', () => {
    const j = westRevokes().add({ type: 'attention', seat: 'N', to: 'revoke' }).judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
});
