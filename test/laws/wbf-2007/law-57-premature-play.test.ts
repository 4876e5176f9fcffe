import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East, dummy West. Trick 1 (S:C4 W:C6 N:C3 E:C2) is won in dummy, which leads CT.
const dummyLeadsClub = () => given().plays('S:C4 W:C6 N:C3 E:C2 W:CT');

describe('Law 57A — premature play by a defender', () => {
  test("South plays before his partner: a major penalty card, and declarer's three options", () => {
    const j = dummyLeadsClub().play('S', 'D2').judge();
    expect(j.irregularities).toEqual([
      { seq: 5, kind: 'play-out-of-turn', offender: 'S', status: 'pending', laws: ['Law 57A'] },
    ]);
    expect(j.obligations).toEqual([
      { seat: 'S', kind: 'penalty-card', card: 'D2', major: true, laws: ['Law 50D'] },
    ]);
    expect(j.pending?.options.map((o) => `${o.id}${o.suit ?? ''} ${o.laws.join()}`)).toEqual([
      'play-highest Law 57A1',
      'play-lowest Law 57A2',
      'forbid-other-suitD Law 57A3',
      'forbid-other-suitH Law 57A3',
      'forbid-other-suitS Law 57A3',
    ]);
  });
});

describe('Law 57A1 — partner must play his highest card of the suit led', () => {
  test('North plays the nine: complied', () => {
    const j = dummyLeadsClub().play('S', 'D2').elect('E', 'play-highest').play('N', 'C9').judge();
    expect(j.irregularities).toHaveLength(1);
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 57A1'] });
  });
  test('North plays the seven when able to play the nine: a revoke (61A)', () => {
    const j = dummyLeadsClub().play('S', 'D2').elect('E', 'play-highest').play('N', 'C7').judge();
    expect(j.irregularities[1]).toMatchObject({
      kind: 'revoke',
      offender: 'N',
      laws: ['Law 61A', 'Law 57A'],
    });
  });
});

describe('Law 57A3 — partner forbidden a suit', () => {
  test('an obligation on North for this trick', () => {
    const j = dummyLeadsClub().play('S', 'D2').elect('E', 'forbid-other-suit', { suit: 'H' }).judge();
    expect(j.obligations).toContainEqual({
      seat: 'N',
      kind: 'forbid-play-suit',
      suit: 'H',
      laws: ['Law 57A3'],
    });
  });
});

describe('Law 57C1 — declarer has played from both hands', () => {
  test("South's early card is simply played", () => {
    const j = dummyLeadsClub().play('E', 'C5').play('S', 'D2').judge();
    expect(j.irregularities.map((i) => [i.offender, i.status, i.laws])).toEqual([
      ['E', 'no-rectification', ['Law 57C2']],
      ['S', 'no-rectification', ['Law 57C1']],
    ]);
    expect(j.next).toEqual({ seat: 'N', acts: ['play'] });
  });
});

describe("Law 57C2 — declarer's premature play", () => {
  test('is a played card; the trick goes on with the hands that have not played', () => {
    const b = dummyLeadsClub().play('E', 'C5');
    expect(b.judge().irregularities[0]).toMatchObject({
      offender: 'E',
      status: 'no-rectification',
      laws: ['Law 57C2'],
    });
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['play'] });
    expect(b.plays('N:C7 S:D2').state.tricks[1]?.winner).toBe('W');
  });
});
