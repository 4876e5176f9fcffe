import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead; trick one is won in dummy.
const trickOne = 'S:C4 W:C6 N:C3 E:C2';
const misinformed = (value: boolean) =>
  ({ type: 'finding', seat: 'director', fact: 'misinformed', value }) as const;
const northMisinformed = () =>
  given().plays('S:C4 W:C6 N:C3').add({ type: 'attention', seat: 'N', to: 'misinformation', offender: 'E' });

describe("Law 47E2(a) — a card played after an opponent's mistaken explanation may be taken back", () => {
  test('the director is asked; found so, the card goes back while no card has since been played', () => {
    expect(northMisinformed().judge().next).toEqual({ seat: 'director', acts: ['finding'] });
    const b = northMisinformed().add(misinformed(true));
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'misinformation',
      offender: 'E',
      status: 'rectified',
      laws: ['Law 47E2(a)'],
      unauthorised: { side: 'EW', laws: ['Law 16D'] },
    });
    expect(j.next).toEqual({ seat: 'N', acts: ['play'] });
    expect(b.state.trick?.plays.map((p) => p.card)).toEqual(['C4', 'C6']);
  });
  test('without the finding the card stands (47F)', () => {
    const j = northMisinformed().play('E', 'C2').judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'no-rectification',
      laws: ['Law 47F'],
      finding: { fact: 'misinformed', value: false, by: 'default' },
    });
  });
});

describe('Law 47E2 — the fourth card of a trick retracted after a mistaken explanation (1997, 2007, 2017)', () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const) {
    // Declarer's C2 completes trick one; he says North's explanation misled him.
    const fourth = () =>
      given()
        .under(code)
        .plays(trickOne)
        .add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'N' })
        .add(misinformed(true));
    test(`${code}: no card was played to that trick after his: it goes back and the trick is completed again`, () => {
      const b = fourth();
      expect(b.judge().irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 47E2(a)'] });
      expect(b.state.tricks).toHaveLength(0);
      expect(b.state.trick?.plays.map((p) => p.card)).toEqual(['C4', 'C6', 'C3']);
      expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
      const after = b.play('E', 'C5');
      expect(after.state.tricks).toHaveLength(1);
      expect(after.state.tricks[0]?.plays.map((p) => p.card)).toEqual(['C4', 'C6', 'C3', 'C5']);
      expect(after.judge().next).toEqual({ seat: 'W', acts: ['play'] });
    });
    test(`${code}: once a card is led to the next trick it is too late (47E2(b))`, () => {
      const j = given()
        .under(code)
        .plays(`${trickOne} W:CT`)
        .add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'N' })
        .add(misinformed(true))
        .judge();
      expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 47E2(b)'] });
    });
  }
});

describe('Law 47E2(b) — too late to take the card back: the director may adjust the score', () => {
  test('a card has since been played to the trick: the card stands; at the end the director decides', () => {
    const b = given()
      .plays(trickOne)
      .add({ type: 'attention', seat: 'N', to: 'misinformation', offender: 'E' })
      .add(misinformed(true));
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 47E2(b)'] });
    const j = b.continuePlay().judge();
    expect(j.pending?.options.map((o) => o.laws[0])).toEqual(['Law 47E2(b)', 'Law 47E2(b)', 'Law 47E2(b)']);
    const adjusted = b.elect('director', 'adjust-tricks', { tricks: 1 }).judge();
    expect(adjusted.result?.transfers).toEqual([{ to: 'NS', tricks: 1, laws: ['Law 47E2(b)', 'Law 12C1'] }]);
  });
});

describe('Law 47E1 — a lead out of turn because an opponent said it was his turn: retracted', () => {
  test('no penalty card, and the lead may not be accepted', () => {
    const b = given().plays(trickOne).play('N', 'H5').add(misinformed(true));
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'lead-out-of-turn',
      status: 'no-rectification',
      laws: ['Law 47E1'],
      unauthorised: { side: 'EW' },
    });
    expect(j.obligations).toEqual([]);
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

// North revokes on trick one (S2 on the club lead, holding clubs); dummy wins it. South, told
// by declarer that it is his lead, leads D2 out of turn to trick two: his side's first card to it.
describe("Law 47E1 — a lead made on misinformation, retracted, has established partner's revoke (63A1) (1997, 2007)", () => {
  for (const code of ['wbf-1997', 'wbf-2007'] as const) {
    test(`${code}: no sentence excepts it: the lead, legal or not, established the revoke`, () => {
      const b = given().under(code).plays('S:C4 W:C6 N:S2 E:C2').play('S', 'D2').add(misinformed(true));
      expect(b.judge().irregularities[0]).toMatchObject({
        kind: 'revoke',
        status: 'established',
        laws: ['Law 61A', 'Law 63A1'],
      });
      expect(b.add({ type: 'withdraw', seat: 'N', card: 'S2' }).refusal().kind).toBe('withdraw-not-allowed');
    });
  }
});
