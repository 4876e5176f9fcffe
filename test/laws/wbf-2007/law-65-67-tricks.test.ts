import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead; trick one is won in dummy.
const trickOne = 'S:C4 W:C6 N:C3 E:C2';
// East fails to play to trick one: the trick is turned with three cards.
const eastOmits = () => given().plays('S:C4 W:C6 N:C3').add({ type: 'quit-trick', seat: 'S' });

describe('Law 65A — each player turns his card when the trick is complete', () => {
  test('a quit-trick after four cards changes nothing', () => {
    const b = given().plays(trickOne);
    const before = b.state;
    expect(b.add({ type: 'quit-trick', seat: 'N' }).state).toEqual(before);
  });
});

describe('Law 65C — the tricks are kept in order, each with the side that won it', () => {
  test('the arrangement settles who won each trick', () => {
    const s = given().plays(trickOne).plays('W:D6 N:DJ E:D7 S:D2').state;
    expect(s.tricks.map((t) => [t.leader, t.winner])).toEqual([
      ['S', 'W'],
      ['W', 'N'],
    ]);
  });
});

describe('Law 66A — the cards of the trick in progress may be seen', () => {
  test('asking to see them records nothing', () => {
    const j = given().plays('S:C4 W:C6').add({ type: 'ask', seat: 'N', of: 'S', about: 'trick' }).judge();
    expect(j.irregularities).toEqual([]);
  });
});

describe('Law 66B — the last trick may be seen until his side has played to the next', () => {
  test('North may still see it after dummy has led; East (dummy has played for his side) may not', () => {
    const b = given().plays(trickOne).play('W', 'D6');
    expect(b.add({ type: 'ask', seat: 'N', of: 'E', about: 'last-trick' }).judge().irregularities).toEqual(
      [],
    );
    const j = b.add({ type: 'ask', seat: 'E', of: 'N', about: 'last-trick' }).judge();
    expect(j.irregularities).toEqual([
      expect.objectContaining({ kind: 'trick-inspected', offender: 'E', laws: ['Law 66C'] }),
    ]);
  });
});

describe("Law 66C — quitted tricks are inspected later only on the director's instruction", () => {
  test('an inspection asked too late is recorded', () => {
    const j = given()
      .plays(trickOne)
      .plays('W:D6 N:DJ')
      .add({ type: 'ask', seat: 'S', of: 'W', about: 'last-trick' })
      .judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'trick-inspected', status: 'no-rectification' });
  });
});

describe('Law 67 — a trick turned with too few cards is a defective trick', () => {
  test('the table quits it; its winner leads; the omission is latent', () => {
    const b = eastOmits();
    const j = b.judge();
    expect(j.irregularities).toEqual([
      expect.objectContaining({ kind: 'defective-trick', offender: 'E', status: 'latent', laws: ['Law 67'] }),
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
    expect(b.state.tricks[0]?.plays).toHaveLength(3);
  });
  test('at the end of play the director counts the cards: the card placed, one trick transferred', () => {
    const j = eastOmits().continuePlay().judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'defective-trick', status: 'rectified' });
    expect(j.result?.transfers).toEqual([{ to: 'NS', tricks: 1, laws: ['Law 64A2'] }]);
  });
});

describe('Law 67A1 — discovered before a player of each side has played to the next trick', () => {
  test('before the next lead: the trick is reopened and the offender supplies a legal card', () => {
    const b = eastOmits().add({ type: 'attention', seat: 'N', to: 'defective-trick' });
    const j = b.judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 67A1'] });
    const s = b.play('E', 'C2').state;
    expect(s.tricks[0]?.plays.map((p) => p.card)).toEqual(['C4', 'C6', 'C3', 'C2']);
    expect(s.turn).toBe('W');
  });
});

describe('Law 67A — the lead to the next trick stands when the card supplied leaves the winner unchanged (47F) (1997, 2007, 2017)', () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const) {
    const led = () =>
      eastOmits().under(code).play('W', 'D6').add({ type: 'attention', seat: 'N', to: 'defective-trick' });
    test(`${code}: declarer supplies a legal card of his choice (the suit led)`, () => {
      const j = led().judge();
      expect(j.next).toEqual({ seat: 'E', acts: ['elect'] });
      expect(j.pending?.options.map((o) => [o.card, o.laws])).toEqual([
        ['C2', ['Law 67A1']],
        ['C5', ['Law 67A1']],
        ['CJ', ['Law 67A1']],
      ]);
    });
    test(`${code}: the two: dummy still won trick one, so dummy's lead of D6 stands`, () => {
      const b = led().elect('E', 'designate-card', { card: 'C2' });
      const j = b.judge();
      expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 67A1'] });
      expect(b.state.tricks[0]?.plays.map((p) => p.card)).toEqual(['C4', 'C6', 'C3', 'C2']);
      expect(b.state.tricks[0]?.winner).toBe('W');
      expect(b.state.trick?.plays).toEqual([{ seat: 'W', card: 'D6' }]);
      expect(j.next).toEqual({ seat: 'N', acts: ['play'] });
    });
    test(`${code}: the jack wins trick one for declarer: the lead from dummy goes back and declarer leads`, () => {
      const b = led().elect('E', 'designate-card', { card: 'CJ' });
      expect(b.state.tricks[0]?.winner).toBe('E');
      expect(b.state.trick).toBeNull();
      expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
    });
  }
});

describe('Law 67B1 — discovered later: the offender places a card among his played cards', () => {
  const late = () =>
    eastOmits().plays('W:D6 N:DJ').add({ type: 'attention', seat: 'N', to: 'defective-trick' });
  test('a card of the suit led, his choice; the winner of the trick does not change; a deemed revoke', () => {
    const b = late();
    expect(b.judge().pending?.options.map((o) => o.card)).toEqual(['C2', 'C5', 'CJ']);
    const s = b.elect('E', 'designate-card', { card: 'CJ' }).state;
    expect(s.tricks[0]?.plays.at(-1)).toEqual({ seat: 'E', card: 'CJ' });
    expect(s.tricks[0]?.winner).toBe('W');
    expect(s.irregularities).toContainEqual(
      expect.objectContaining({
        kind: 'revoke',
        offender: 'E',
        status: 'established',
        laws: ['Law 67B1(a)', 'Law 64A2'],
      }),
    );
    expect(s.turn).toBe('E');
  });
  test('one trick is transferred at the end (as 64A2)', () => {
    const j = late().elect('E', 'designate-card', { card: 'C2' }).continuePlay().judge();
    expect(j.result?.transfers).toEqual([{ to: 'NS', tricks: 1, laws: ['Law 64A2'] }]);
  });
});

describe('Law 67B2 — two cards played to a trick unnoticed', () => {
  // Dummy's two clubs go to trick one together and North plays on (58B4).
  const twoCards = () =>
    given()
      .play('S', 'C4')
      .add({ type: 'play', seat: 'W', cards: ['C6', 'CA'] })
      .play('N', 'C3');
  test('play went on: the highest card he could legally play is his card to the trick', () => {
    const s = twoCards().state;
    expect(s.trick?.plays.map((p) => p.card)).toEqual(['C4', 'CA', 'C3']);
    expect(s.irregularities).toContainEqual(
      expect.objectContaining({ kind: 'defective-trick', offender: 'W', status: 'latent', card: 'C6' }),
    );
  });
  test('discovered in time (67A2): the extra card goes back (58B2: declarer’s side, no penalty card)', () => {
    const b = twoCards().play('E', 'C2').add({ type: 'attention', seat: 'S', to: 'defective-trick' });
    const j = b.judge();
    expect(j.irregularities.find((i) => i.kind === 'defective-trick')).toMatchObject({
      status: 'rectified',
      laws: ['Law 67A2', 'Law 58B2'],
    });
    expect(b.state.hands.W[0] & (1 << 4)).not.toBe(0); // C6 is back in dummy
  });
  test('discovered later: restored to the hand, deemed held throughout', () => {
    const b = twoCards().plays('E:C2 W:D6 N:DJ').add({ type: 'attention', seat: 'S', to: 'defective-trick' });
    expect(b.judge().irregularities.find((i) => i.kind === 'defective-trick')).toMatchObject({
      status: 'rectified',
      laws: ['Law 67B2'],
    });
    expect(b.state.hands.W[0] & (1 << 4)).not.toBe(0);
  });
});
