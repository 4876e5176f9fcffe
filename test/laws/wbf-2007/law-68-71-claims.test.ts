import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead. After trick one (won in dummy) twelve tricks remain.
const trickOne = 'S:C4 W:C6 N:C3 E:C2';
const claimed = () =>
  given()
    .plays(trickOne)
    .add({ type: 'claim', seat: 'E', tricks: 12, statement: 'drawing trumps, then the clubs are good' });

describe('Law 68D — play ceases after a claim', () => {
  test('the opponents are asked; a play is refused', () => {
    expect(claimed().judge().next).toEqual({
      seat: 'S',
      acts: ['agree', 'dispute'],
      also: [{ seat: 'N', acts: ['agree', 'dispute'] }],
    });
    expect(claimed().play('W', 'CA').refusal()).toMatchObject({ kind: 'awaiting-decision' });
  });
});

describe('Law 69A — an agreed claim ends the board with the claimed tricks', () => {
  test("declarer's twelve and the dummy's first trick: thirteen", () => {
    const j = claimed().add({ type: 'agree', seat: 'S' }).judge();
    expect(j.phase).toBe('ended');
    expect(j.result?.tricks).toEqual({ NS: 0, EW: 13 });
    expect(j.result?.score).toEqual({ NS: 0, EW: 510 });
  });
});

describe("Law 70 — a disputed claim is the director's decision", () => {
  test('the decision shows the claim, its statement and the hands as they stand', () => {
    const j = claimed().add({ type: 'dispute', seat: 'S' }).judge();
    expect(j.next).toEqual({ seat: 'director', acts: ['elect'] });
    expect(j.pending?.chooser).toEqual(['director']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['uphold-claim', 'award-tricks']);
    const c = j.pending?.claim;
    expect(c).toMatchObject({
      kind: 'claim',
      seat: 'E',
      tricks: 12,
      statement: 'drawing trumps, then the clubs are good',
    });
    expect(c?.hands.E).toEqual(['SA', 'SQ', 'SJ', 'HQ', 'H9', 'H8', 'H6', 'DK', 'D9', 'D7', 'CJ', 'C5']);
    expect(c?.hands.N).toHaveLength(12);
    expect(c?.trump).toBe('H');
  });
  test('the director awards ten of the twelve: the board ends so', () => {
    const j = claimed()
      .add({ type: 'dispute', seat: 'S' })
      .elect('director', 'award-tricks', { tricks: 10 })
      .judge();
    expect(j.result?.tricks).toEqual({ NS: 2, EW: 11 });
    expect(j.pending).toBeNull();
  });
  test('the director upholds the claim', () => {
    const j = claimed().add({ type: 'dispute', seat: 'N' }).elect('director', 'uphold-claim').judge();
    expect(j.result?.tricks).toEqual({ NS: 0, EW: 13 });
  });
  test('award-tricks needs "tricks"', () => {
    const b = claimed().add({ type: 'dispute', seat: 'N' }).elect('director', 'award-tricks');
    expect(b.refusal()).toMatchObject({ kind: 'option-parameter' });
  });
});

describe('Law 71 — a concession of tricks that could not be lost is cancelled', () => {
  test('North concedes the rest holding the ace and king of trumps: two tricks come back', () => {
    const j = given()
      .plays(trickOne)
      .add({ type: 'concede', seat: 'N', tricks: 12 })
      .add({ type: 'agree', seat: 'E' })
      .judge();
    expect(j.result?.transfers).toEqual([{ to: 'NS', tricks: 2, laws: ['Law 71'] }]);
    expect(j.result?.tricks).toEqual({ NS: 2, EW: 11 });
  });
  test('no cancellation when the concession gives nothing certain away', () => {
    const j = claimed().add({ type: 'agree', seat: 'S' }).judge();
    expect(j.result?.transfers).toEqual([]);
  });
});

describe("Law 68B2 — a defender's concession his partner objects to at once is no concession", () => {
  const conceded = () => given().plays(trickOne).add({ type: 'concede', seat: 'N', tricks: 12 });
  test('play continues; the information is unauthorised for their side', () => {
    const j = conceded().add({ type: 'dispute', seat: 'S' }).judge();
    expect(j.phase).toBe('play');
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
    expect(j.irregularities.at(-1)).toMatchObject({
      kind: 'concession-objected',
      offender: 'N',
      laws: ['Law 68B2'],
      unauthorised: { side: 'NS' },
    });
  });
  test('not at once: refused', () => {
    const b = conceded()
      .add({ type: 'ask', seat: 'E', of: 'N', about: 'trick' })
      .add({ type: 'dispute', seat: 'S' });
    expect(b.refusal()).toMatchObject({ kind: 'no-claim' });
  });
  test("declarer's own claim cannot be answered by his side", () => {
    expect(claimed().add({ type: 'dispute', seat: 'W' }).refusal()).toMatchObject({ kind: 'no-claim' });
  });
});

describe('Law 69B — agreement withdrawn within the correction period', () => {
  const agreed = () => claimed().add({ type: 'agree', seat: 'S' });
  test("a player of the side that agreed withdraws it: the director's decision", () => {
    const j = agreed().add({ type: 'dispute', seat: 'N' }).judge();
    expect(j.pending?.chooser).toEqual(['director']);
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 69A']],
      ['adjust-tricks', ['Law 69B']],
    ]);
  });
  test('the tricks his side had won or would likely have won go back to it', () => {
    const j = agreed()
      .add({ type: 'dispute', seat: 'N' })
      .elect('director', 'adjust-tricks', { tricks: 2 })
      .judge();
    expect(j.result?.tricks).toEqual({ NS: 2, EW: 11 });
    expect(j.result?.transfers).toEqual([{ to: 'NS', tricks: 2, laws: ['Law 69B'] }]);
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'agreement-withdrawn', status: 'rectified' });
  });
  test('the agreement stands', () => {
    const j = agreed().add({ type: 'dispute', seat: 'N' }).elect('director', 'keep-result').judge();
    expect(j.result?.tricks).toEqual({ NS: 0, EW: 13 });
    expect(j.pending).toBeNull();
  });
  test('the side that gave nothing away has nothing to withdraw', () => {
    expect(agreed().add({ type: 'dispute', seat: 'W' }).refusal()).toMatchObject({ kind: 'no-claim' });
  });
});
