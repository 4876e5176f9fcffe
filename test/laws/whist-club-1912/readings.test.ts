/**
 * Readings of the 1912 code where its own words decide: law 71's "winning card, as against the
 * declarer and dummy", and a spoken act void by law (an agreement to a claim already agreed).
 */
import { describe, expect, test } from 'vitest';
import { given } from './given.js';

// 4H by East (dummy West); South leads. N 8642.AKJ5.J.9873, E AQJ.Q986.K97.J52,
// S KT953.T3.T5432.4, W 7.742.AQ86.AKQT6. After three tricks North (HA) is on lead.
const threeTricks = 'S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:DT E:H6 S:H3 W:H2 N:HA';

describe('Law 71 — the duty to win needs a winning card', () => {
  test('a lead the declarer can beat, then another card: exposed (Law 68), no demand to win', () => {
    const j = given().plays(`${threeTricks} N:S2 N:S4`).judge();
    expect(j.irregularities.at(-1)).toMatchObject({
      kind: 'played-without-waiting',
      offender: 'N',
      status: 'rectified',
      laws: ['Law 68'],
    });
    expect(j.pending).toBeNull();
    expect(j.obligations).toEqual([{ seat: 'N', kind: 'exposed-card', card: 'S4', laws: ['Law 68'] }]);
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('a card played (not led) that wins as against the declarer and dummy, then another: Law 71', () => {
    // Trick 3 led by East: South's ten beats the six; dummy's seven and four cannot beat it.
    const j = given().plays('S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:DT E:H6 S:HT S:D2').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'played-without-waiting', laws: ['Law 71'] });
    // The two of diamonds is no winning card (the declarer holds the nine and seven): no trick of its own.
    expect(j.pending?.options.map((o) => [o.id, o.card ?? null])).toEqual([
      ['win-trick', 'HT'],
      ['waive-penalty', null],
    ]);
  });
  test('a card the declarer has already beaten is no winning card', () => {
    // Trick 3 led by East with the six: South's three does not beat it.
    const j = given().plays('S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:DT E:H6 S:H3 S:D2').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ laws: ['Law 68'] });
    expect(j.pending).toBeNull();
  });
});

describe('a spoken act void by law — the second adversary agrees to a claim already agreed', () => {
  test('recorded, without effect', () => {
    const agreed = () =>
      given()
        .plays('S:C4 W:C6 N:C3 E:C2')
        .add({ type: 'claim', seat: 'E', tricks: 12 })
        .add({ type: 'agree', seat: 'S' });
    const once = agreed().judge();
    const twice = agreed().add({ type: 'agree', seat: 'N' }).judge();
    expect(twice.result).toEqual(once.result);
    expect(twice.irregularities).toEqual(once.irregularities);
  });
  test('the other adversary objects after the agreement: recorded, without effect (etiquette 10)', () => {
    const agreed = () =>
      given()
        .plays('S:C4 W:C6 N:C3 E:C2')
        .add({ type: 'concede', seat: 'N', tricks: 12 })
        .add({ type: 'agree', seat: 'E' });
    const once = agreed().judge();
    const objected = agreed().add({ type: 'dispute', seat: 'S' }).judge();
    expect(once.result?.tricks).toEqual({ NS: 0, EW: 13 });
    expect(objected.result).toEqual(once.result);
  });
  test('an agreement with no claim ever made is still refused', () => {
    expect(given().play('S', 'C4').add({ type: 'agree', seat: 'W' }).refusal().kind).toBe('no-claim');
  });
});

describe('Law 83 — "whether in turn or otherwise": a lead out of turn establishes the revoke', () => {
  test("North renounces clubs; South leads out of turn to the next trick: North's revoke is established", () => {
    const j = given().plays('S:C4 W:C6 N:S2 E:C2 S:H3').judge();
    expect(j.irregularities.find((i) => i.kind === 'revoke')).toMatchObject({
      offender: 'N',
      status: 'established',
    });
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'lead-out-of-turn', offender: 'S' });
  });
});
