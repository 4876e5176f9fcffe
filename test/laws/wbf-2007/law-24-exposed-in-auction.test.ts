import { describe, expect, test } from 'vitest';
import { auction } from '../auction-given.js';

// The deal, North deals: N KQ4.A54.KQJ3.762, E 32.762.7652.T984, S AJT987.K3.A4.A53, W 65.QJT98.T98.KQJ.

describe('Law 24A — a single card below honour rank exposed during the auction', () => {
  test('no further rectification: no pass obligation', () => {
    const j = auction().calls('N:1D').add({ type: 'expose', seat: 'E', card: 'S3', how: 'dropped' }).judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'exposed-card',
      offender: 'E',
      status: 'no-rectification',
      laws: ['Law 24A'],
    });
    expect(j.obligations).toEqual([]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
  test('E becomes a defender: the card is a minor penalty card (Law 50)', () => {
    const s = auction()
      .calls('N:1D')
      .add({ type: 'expose', seat: 'E', card: 'S3', how: 'dropped' })
      .calls('E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P').state;
    expect(s.penaltyCards).toEqual([{ seat: 'E', card: 'S3', major: false, laws: ['Law 24', 'Law 50'] }]);
  });
});

describe('Law 24B — a single card of honour rank: partner passes at his next turn', () => {
  test('W exposes the ♥Q: E must pass once', () => {
    const j = auction()
      .calls('N:1D E:P S:1S')
      .add({ type: 'expose', seat: 'W', card: 'HQ', how: 'dropped' })
      .judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 24B']);
    expect(j.obligations).toEqual([{ seat: 'E', kind: 'must-pass', scope: 'next-turn', laws: ['Law 24B'] }]);
  });
  test('the offender becomes declarer: the card goes back to his hand', () => {
    const s = auction()
      .add({ type: 'expose', seat: 'N', card: 'SK', how: 'dropped' })
      .calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P').state;
    expect(s.penaltyCards).toEqual([]);
  });
});

describe('Law 24C — two or more cards: partner passes once; major penalty cards if a defender', () => {
  test('W drops two low cards: both major penalty cards when W defends', () => {
    const b = auction()
      .calls('N:1D E:P S:1S')
      .add({ type: 'expose', seat: 'W', card: 'S5', how: 'dropped' })
      .add({ type: 'expose', seat: 'W', card: 'D8', how: 'dropped' });
    expect(b.judge().obligations).toEqual([
      { seat: 'E', kind: 'must-pass', scope: 'next-turn', laws: ['Law 24C'] },
    ]);
    const s = b.calls('W:P N:2S E:P S:4S W:P N:P E:P').state;
    expect(s.penaltyCards.map((p) => [p.card, p.major])).toEqual([
      ['S5', true],
      ['D8', true],
    ]);
  });
  test('a hand faced during the auction exposes every card', () => {
    const j = auction().calls('N:1D').add({ type: 'face-hand', seat: 'E' }).judge();
    expect(j.irregularities).toHaveLength(13);
    expect(j.obligations).toEqual([{ seat: 'W', kind: 'must-pass', scope: 'next-turn', laws: ['Law 24C'] }]);
  });
});
