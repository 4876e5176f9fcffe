import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead (see law-41-48-card-played.test.ts for the hands).
const trickOne = 'S:C4 W:C6 N:C3 E:C2'; // won in dummy

describe('Law 58B2 — two cards played at once: the player designates the one he plays', () => {
  test('North faces the three of clubs and the ace of hearts; the other becomes a penalty card', () => {
    const b = given()
      .plays('S:C4 W:C6')
      .add({ type: 'play', seat: 'N', cards: ['C3', 'HA'] });
    const asked = b.judge();
    expect(asked.pending?.chooser).toEqual(['N']);
    expect(asked.pending?.options.map((o) => o.card)).toEqual(['C3', 'HA']);
    const j = b.elect('N', 'designate-card', { card: 'C3' }).judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'HA', major: true, laws: ['Law 50D'] },
    ]);
    expect(j.irregularities[0]).toMatchObject({
      kind: 'cards-played-together',
      status: 'rectified',
      laws: ['Law 58B2', 'Law 50'],
    });
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test("declarer's other card goes back to his hand", () => {
    const j = given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'play', seat: 'E', cards: ['C2', 'C5'] })
      .elect('E', 'designate-card', { card: 'C2' })
      .judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]?.laws).toEqual(['Law 58B2']);
  });
});

describe('Law 58B2 — three cards played at once by a defender: the penalty cards come with the designation (1997, 2007, 2017)', () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const) {
    // North, void in diamonds on East's D7, faces S2, S4 and H5 at once and designates S2.
    const designated = () =>
      given()
        .under(code)
        .plays(`${trickOne} W:D6 N:DJ E:DK S:D2 E:D7 S:D3 W:D8`)
        .add({ type: 'play', seat: 'N', cards: ['S2', 'S4', 'H5'] })
        .elect('N', 'designate-card', { card: 'S2' });
    test(`${code}: the designated card is his play to this trick; no Law 52 decision on it`, () => {
      const j = designated().judge();
      expect(j.pending).toBeNull();
      expect(j.irregularities.map((i) => i.kind)).toEqual(['cards-played-together']);
      expect(
        j.obligations.map((o) => [o.kind, 'card' in o ? o.card : null, 'major' in o ? o.major : null]),
      ).toEqual([
        ['penalty-card', 'S4', true],
        ['penalty-card', 'H5', true],
      ]);
      // Dummy's eight wins the trick: dummy leads next, not declarer's hand for Law 52.
      expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
    });
    test(`${code}: the penalty cards are due at his next turn (50D1): declarer then designates which (51A)`, () => {
      const j = designated().play('W', 'DA').judge();
      expect(j.pending?.chooser).toEqual(['E']);
      expect(j.pending?.options.map((o) => o.card)).toEqual(['S4', 'H5']);
    });
  }
});

describe('Law 59 and Law 57B — unable to comply, any legal card', () => {
  test('North, required to play his lowest diamond, has none: his spade is no revoke', () => {
    // Trick 2: W:DA, South plays early (57A), North plays his highest (the jack), South's penalty card.
    // Trick 3: W:D6, South early again; North has no diamond left.
    const j = given()
      .plays(trickOne)
      .plays('W:DA S:D2')
      .elect('E', 'play-highest')
      .plays('N:DJ E:D7 S:D2 W:D6 S:D3')
      .elect('E', 'play-lowest')
      .play('N', 'S2')
      .judge();
    expect(j.irregularities.filter((i) => i.kind === 'revoke')).toEqual([]);
  });
});

describe('Law 60A1 — declarer plays on after a premature play: the rectification is forfeited', () => {
  test('no option for declarer any more; the penalty card stays', () => {
    const j = given().plays(`${trickOne} W:CT S:D2`).play('E', 'C5').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 57A', 'Law 60A1'] });
    expect(j.pending).toBeNull();
    expect(j.obligations).toContainEqual({
      seat: 'S',
      kind: 'penalty-card',
      card: 'D2',
      major: true,
      laws: ['Law 50D'],
    });
  });
});

describe('Law 60B — a defender plays after declarer was required to lead from the right hand', () => {
  test("North's card becomes a major penalty card", () => {
    const j = given().plays(trickOne).play('E', 'SA').elect('N', 'reject-lead').play('N', 'H5').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lead-out-of-turn', laws: ['Law 55B2'] });
    expect(j.irregularities[1]).toMatchObject({ offender: 'N', status: 'rectified', laws: ['Law 60B'] });
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'H5', major: true, laws: ['Law 50D'] },
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});
