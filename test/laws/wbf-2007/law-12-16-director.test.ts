import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

const trickOne = 'S:C4 W:C6 N:C3 E:C2';
// North discards on trick one while holding clubs: a revoke (Law 64A2 at the end).
const northDiscards = () => given().plays('S:C4 W:C6 N:S2 E:C2');

describe("Law 12C — the director's adjusted score, assigned or artificial", () => {
  test('Law 12C2: an artificial adjusted score, average plus to the non-offending side', () => {
    const j = northDiscards().continuePlay().elect('director', 'artificial-score').judge();
    expect(j.result?.artificial).toEqual({ NS: 'average-minus', EW: 'average-plus' });
    expect(j.pending).toBeNull();
  });
  test('Law 12C1: an assigned score transfers tricks', () => {
    const j = northDiscards().continuePlay().elect('director', 'adjust-tricks', { tricks: 2 }).judge();
    expect(j.result?.transfers.at(-1)).toEqual({ to: 'EW', tricks: 2, laws: ['Law 64C', 'Law 12C1'] });
  });
});

describe('Law 16D — information from withdrawn cards is unauthorised for the offending side', () => {
  test("declarer's lead from the wrong hand, retracted (55B2): unauthorised for East-West", () => {
    const j = given().plays(trickOne).play('E', 'SA').elect('S', 'reject-lead').judge();
    expect(j.irregularities[0]).toMatchObject({
      laws: ['Law 55B2'],
      unauthorised: { side: 'EW', laws: ['Law 16D'] },
    });
  });
  test("a proper lead after North's lead out of turn (53C): unauthorised for North-South", () => {
    const j = given().plays(trickOne).play('N', 'H5').play('W', 'CT').judge();
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 53C'], unauthorised: { side: 'NS' } });
  });
  test('an irregularity whose card stays on the table records none', () => {
    expect(northDiscards().judge().irregularities[0]?.unauthorised).toBeUndefined();
  });
});

describe("Law 54C — declarer could have seen dummy's cards: he must accept the lead", () => {
  test('the director may give the finding while 54 is pending; found so, only acceptance remains', () => {
    const b = given().play('N', 'C9');
    expect(b.judge().pending?.options).toHaveLength(3);
    const j = b.add({ type: 'finding', seat: 'director', fact: 'could-see-dummy', value: true }).judge();
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([['accept-lead', ['Law 54C']]]);
    expect(j.irregularities[0]?.finding).toMatchObject({
      fact: 'could-see-dummy',
      value: true,
      by: 'director',
    });
  });
  test('a finding nobody asked for is refused', () => {
    const b = given()
      .plays(trickOne)
      .add({ type: 'finding', seat: 'director', fact: 'inadvertent', value: true });
    expect(b.refusal()).toMatchObject({ kind: 'finding-not-asked' });
  });
});
