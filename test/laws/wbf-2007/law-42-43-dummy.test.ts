import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead. North discards a spade on trick one: a revoke.
const northRevokes = () => given().plays('S:C4 W:C6 N:S2 E:C2');
// East (declarer) discards a diamond on trick one while holding clubs.
const declarerRevokes = () => given().plays('S:C4 W:C6 N:C3 E:D7');
const trickOne = 'S:C4 W:C6 N:C3 E:C2';
const violated = (value: boolean) =>
  ({ type: 'finding', seat: 'director', fact: 'dummy-violated', value }) as const;

describe('Law 43A1(b) — dummy may not draw attention to an irregularity during the play', () => {
  test("dummy's attention is recorded and the director asked whether dummy had violated 43A2", () => {
    const j = northRevokes().add({ type: 'attention', seat: 'W', to: 'revoke' }).judge();
    expect(j.next).toEqual({ seat: 'director', acts: ['finding'] });
    expect(j.pending?.findings).toEqual([{ fact: 'dummy-violated', default: false, laws: ['Law 43A2'] }]);
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'dummy-attention', offender: 'W' });
  });
  test('no violation: the attention takes effect; North must correct his revoke', () => {
    const j = northRevokes().add({ type: 'attention', seat: 'W', to: 'revoke' }).add(violated(false)).judge();
    expect(j.obligations).toContainEqual(expect.objectContaining({ seat: 'N', kind: 'correct-revoke' }));
    expect(j.irregularities.at(-1)).toMatchObject({
      kind: 'dummy-attention',
      status: 'no-rectification',
      laws: ['Law 43A1(b)'],
      finding: { fact: 'dummy-violated', value: false, by: 'director' },
    });
  });
  test('an attention with nothing to rectify is recorded only', () => {
    const j = given().plays(trickOne).add({ type: 'attention', seat: 'W' }).judge();
    expect(j.irregularities).toEqual([
      expect.objectContaining({ kind: 'dummy-attention', status: 'no-rectification', laws: ['Law 43A1(b)'] }),
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe("Law 43B3 — dummy, having violated 43A2, first draws attention to a defender's irregularity", () => {
  const board = () => northRevokes().add({ type: 'attention', seat: 'W', to: 'revoke' }).add(violated(true));
  test('no rectification: play goes on as though the revoke had not happened', () => {
    const j = board().judge();
    expect(j.obligations).toEqual([]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
    expect(j.irregularities[0]).toMatchObject({ kind: 'revoke', status: 'no-rectification' });
    expect(j.irregularities[0]?.laws).toContain('Law 43B3');
  });
  test('at the end the director may adjust the score (12B1): no trick transferred for the revoke', () => {
    const b = board().continuePlay();
    const j = b.judge();
    expect(j.result?.transfers).toEqual([]);
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 43B3', 'Law 12B1']],
      ['adjust-tricks', ['Law 43B3', 'Law 12B1', 'Law 12C1']],
      ['artificial-score', ['Law 43B3', 'Law 12B1', 'Law 12C2']],
    ]);
    const adjusted = b.elect('director', 'adjust-tricks', { tricks: 1 }).judge();
    expect(adjusted.result?.transfers).toEqual([
      { to: 'EW', tricks: 1, laws: ['Law 43B3', 'Law 12B1', 'Law 12C1'] },
    ]);
    expect(adjusted.pending).toBeNull();
  });
});

describe('Law 43B2(a) — dummy, having violated 43A2, warns declarer against leading from the wrong hand', () => {
  const warned = () =>
    given().plays(trickOne).add({ type: 'attention', seat: 'W', to: 'lead-from-wrong-hand' });
  test('the director is asked; without a violation the warning is dummy’s right (42B2)', () => {
    expect(warned().judge().next).toEqual({ seat: 'director', acts: ['finding'] });
    const j = warned().add(violated(false)).judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'dummy-warning',
      status: 'no-rectification',
      laws: ['Law 42B2'],
    });
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('after a violation either defender chooses the hand declarer leads from', () => {
    const b = warned().add(violated(true));
    const j = b.judge();
    expect(j.pending?.chooser).toEqual(['N', 'S']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['lead-from-declarer', 'lead-from-dummy']);
    const chosen = b.elect('S', 'lead-from-declarer').judge();
    expect(chosen.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(chosen.irregularities[0]).toMatchObject({
      status: 'rectified',
      laws: ['Law 43A2', 'Law 43B2(a)'],
    });
  });
});

describe('Law 43B2(b) — dummy, having violated 43A2, first asks declarer about a revoke', () => {
  const asked = () => declarerRevokes().add({ type: 'ask', seat: 'W', of: 'E', about: 'revoke' });
  test('declarer corrects it, and Law 64 applies as if it were established', () => {
    const j = asked()
      .add(violated(true))
      .add({ type: 'withdraw', seat: 'E', card: 'D7' })
      .play('E', 'C2')
      .continuePlay()
      .judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'revoke', offender: 'E' });
    expect(j.irregularities[0]?.laws).toContain('Law 43B2(b)');
    expect(j.result?.transfers).toEqual([{ to: 'NS', tricks: 1, laws: ['Law 64A2'] }]);
  });
  test('without a violation dummy may ask (42B1): corrected with no further rectification', () => {
    const j = asked()
      .add(violated(false))
      .add({ type: 'withdraw', seat: 'E', card: 'D7' })
      .play('E', 'C2')
      .continuePlay()
      .judge();
    expect(j.result?.transfers).toEqual([]);
    expect(j.irregularities[0]).toMatchObject({
      status: 'corrected',
      laws: ['Law 61A', 'Law 62A', 'Law 62B2'],
    });
  });
  test('dummy may not ask a defender (Laws 61B, 16B): an illegal inquiry', () => {
    const j = northRevokes().add({ type: 'ask', seat: 'W', of: 'N', about: 'revoke' }).judge();
    expect(j.irregularities).toContainEqual(
      expect.objectContaining({ kind: 'illegal-inquiry', offender: 'W', laws: ['Law 61B', 'Law 16B'] }),
    );
  });
});

describe("Laws 43A2 and 43A3 — whether dummy saw a hand he should not is the director's finding", () => {
  test('the default (no finding) is no violation: the next act applies it', () => {
    const j = given()
      .plays('S:C4 W:C6 N:S2 E:C2')
      .add({ type: 'attention', seat: 'W', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .judge();
    expect(j.irregularities.find((i) => i.kind === 'dummy-attention')?.finding).toEqual({
      fact: 'dummy-violated',
      value: false,
      by: 'default',
      laws: ['Law 43A2'],
    });
    expect(j.irregularities[0]).toMatchObject({ kind: 'revoke', status: 'corrected' });
  });
});
