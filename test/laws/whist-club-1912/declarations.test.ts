import { describe, expect, test } from 'vitest';
import type { Seat } from '../../../src/core/seat.js';
import { given } from './given.js';

// Dealer North; the bidding at the table. N 8642.AKJ5.J.9873, E AQJ.Q986.K97.J52,
// S KT953.T3.T5432.4, W 7.742.AQ86.AKQT6.
const bidding = (calls: string) => {
  const b = given(undefined, null, 'N');
  for (const token of calls
    .trim()
    .split(/\s+/)
    .filter((t) => t !== '')) {
    const [seat, call] = token.split(':') as [Seat, string];
    b.add({ type: 'call', seat, call });
  }
  return b;
};

describe('Law 49 — a declaration out of turn: a new deal, or it stands', () => {
  test('East declares before the dealer: either adversary may choose', () => {
    const j = bidding('E:1H').judge();
    expect(j.irregularities).toEqual([
      { seq: 0, kind: 'call-out-of-turn', offender: 'E', status: 'pending', laws: ['Law 49'] },
    ]);
    expect(j.pending?.chooser).toEqual(['S', 'N']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['new-deal', 'accept-call']);
  });
  test('a new deal: the board ends without a score, dealt again', () => {
    const j = bidding('E:1H').elect('new-deal', {}, 'N').judge();
    expect(j.phase).toBe('ended');
    expect(j.result).toMatchObject({ score: { NS: 0, EW: 0 }, nextDeal: 'same-dealer' });
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified' });
  });
  test('allowed to stand: the bidding continues as if it had been in order (North lost his turn)', () => {
    const b = bidding('E:1H').elect('accept-call', {}, 'S');
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['call'] });
    const played = b
      .add({ type: 'call', seat: 'S', call: 'P' })
      .add({ type: 'call', seat: 'W', call: 'P' })
      .add({ type: 'call', seat: 'N', call: 'P' });
    expect(played.state.part.auctionBridge?.contract).toEqual({
      level: 1,
      strain: 'H',
      risk: '',
      declarer: 'E',
    });
  });
  test('a pass out of turn carries no penalty ("Pass out of turn | None | 49")', () => {
    const j = bidding('N:1S S:P').judge();
    expect(j.irregularities).toEqual([
      { seq: 1, kind: 'call-out-of-turn', offender: 'S', status: 'no-rectification', laws: ['Law 49'] },
    ]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
  test('only an adversary of the offender chooses', () => {
    expect(bidding('E:1H').elect('new-deal', {}, 'W').refusal().kind).toBe('not-offered');
  });
});

describe('Law 57 — a double out of turn: either adversary may demand a new deal', () => {
  test('West doubles when East was to call', () => {
    const j = bidding('N:1S W:X').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'call-out-of-turn', laws: ['Law 57'] });
    expect(j.pending?.chooser).toEqual(['N', 'S']);
    expect(bidding('N:1S W:X').elect('new-deal', {}, 'S').judge().result?.nextDeal).toBe('same-dealer');
  });
  test('no new deal demanded: the double stands in its place, East lost his turn', () => {
    const b = bidding('N:1S W:X').elect('accept-call', {}, 'N');
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['call'] });
    const done = b
      .add({ type: 'call', seat: 'N', call: 'P' })
      .add({ type: 'call', seat: 'E', call: 'P' })
      .add({ type: 'call', seat: 'S', call: 'P' });
    expect(done.state.part.auctionBridge?.contract).toEqual({
      level: 1,
      strain: 'S',
      risk: 'X',
      declarer: 'N',
    });
  });
});

describe('Law 50 — an insufficient declaration', () => {
  test('either adversary may demand that it be penalised', () => {
    const j = bidding('N:2H E:1C').judge();
    expect(j.irregularities.at(-1)).toMatchObject({
      kind: 'insufficient-declaration',
      offender: 'E',
      status: 'pending',
      laws: ['Law 50'],
    });
    expect(j.pending?.chooser).toEqual(['S', 'N']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['make-sufficient', 'accept-call']);
  });
  test('penalised: the bid is made sufficient (3C over 2H) and his partner may not declare', () => {
    const b = bidding('N:2H E:1C').elect('make-sufficient', {}, 'S');
    const calls = b.state.part.auctionBridge?.auction.calls ?? [];
    expect(calls.at(-1)).toEqual({ type: 'declaration', level: 3, strain: 'C' });
    const barred = b.add({ type: 'call', seat: 'S', call: 'P' }).add({ type: 'call', seat: 'W', call: '3H' });
    expect(barred.judge().irregularities.at(-1)).toMatchObject({
      kind: 'call-when-barred',
      offender: 'W',
      status: 'no-rectification',
      laws: ['Law 50'],
    });
    expect(barred.state.part.auctionBridge?.auction.calls.at(-1)).toEqual({ type: 'pass' });
  });
  test('the bar is lifted when an adversary subsequently bids', () => {
    const b = bidding('N:2H E:1C')
      .elect('make-sufficient', {}, 'S')
      .add({ type: 'call', seat: 'S', call: '3D' })
      .add({ type: 'call', seat: 'W', call: '3H' });
    expect(b.judge().irregularities.map((i) => i.kind)).toEqual(['insufficient-declaration']);
    expect(b.state.part.auctionBridge?.auction.calls.at(-1)).toEqual({
      type: 'declaration',
      level: 3,
      strain: 'H',
    });
  });
  test('not demanded before the next adversary calls: the declaration stands as made', () => {
    const b = bidding('N:2H E:1C S:P');
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'no-rectification' });
    expect(b.state.part.auctionBridge?.auction.calls.map((c) => c.type)).toEqual([
      'declaration',
      'declaration',
      'pass',
    ]);
    expect(b.state.part.auctionBridge?.auction.calls[1]).toEqual({
      type: 'declaration',
      level: 1,
      strain: 'C',
    });
  });
  test('only the next adversary condones by calling; others wait for the decision', () => {
    expect(bidding('N:2H E:1C W:P').refusal().kind).toBe('awaiting-decision');
  });
});

describe('Law 50 — an impossible declaration', () => {
  test('eight hearts: all the tricks, a new deal, or the last previous declaration made final', () => {
    const j = bidding('N:1S E:8H').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'impossible-declaration', status: 'pending' });
    expect(j.pending?.options.map((o) => o.id)).toEqual(['all-the-tricks', 'new-deal', 'previous-final']);
  });
  test('considered to have bid all the tricks: seven hearts, partner debarred', () => {
    const b = bidding('N:1S E:8H').elect('all-the-tricks', {}, 'N');
    expect(b.state.part.auctionBridge?.auction.calls.at(-1)).toEqual({
      type: 'declaration',
      level: 7,
      strain: 'H',
    });
    expect(b.state.part.auctionBridge?.debarred).toEqual([
      { seat: 'W', doubles: false, liftable: true, laws: ['Law 50'] },
    ]);
  });
  test("North's own last previous declaration made final: one spade, North declares", () => {
    const j = bidding('N:1S E:8H').elect('previous-final', {}, 'S').judge();
    expect(j.phase).toBe('play');
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(bidding('N:1S E:8H').elect('previous-final', {}, 'S').state.part.auctionBridge?.contract).toEqual({
      level: 1,
      strain: 'S',
      risk: '',
      declarer: 'N',
    });
  });
  test('a new deal', () => {
    expect(bidding('N:1S E:8H').elect('new-deal', {}, 'N').judge().phase).toBe('ended');
  });
});

describe('Laws 42 and 54 — calls not allowed are void (Card Committee case 6: no penalty)', () => {
  test('the dealer passes: he must declare', () => {
    const j = bidding('N:P').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'call-not-allowed', laws: ['Law 42'] });
    expect(j.next).toEqual({ seat: 'N', acts: ['call'] });
  });
  test("a double of partner's declaration", () => {
    const j = bidding('N:1S E:P S:X').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'call-not-allowed', laws: ['Law 54'] });
    expect(j.next).toEqual({ seat: 'S', acts: ['call'] });
  });
});

describe('Law 65 — a card exposed before the final declaration', () => {
  test("the offender's partner may not bid or double again; the card lies exposed", () => {
    const b = bidding('N:1H').add({ type: 'expose', seat: 'E', card: 'DK', how: 'dropped' });
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'exposed-card', offender: 'E', laws: ['Law 65'] });
    expect(j.obligations).toEqual([{ seat: 'E', kind: 'exposed-card', card: 'DK', laws: ['Law 65'] }]);
    const barred = b
      .add({ type: 'call', seat: 'E', call: 'P' })
      .add({ type: 'call', seat: 'S', call: 'P' })
      .add({ type: 'call', seat: 'W', call: 'X' });
    expect(barred.judge().irregularities.at(-1)).toMatchObject({
      kind: 'call-when-barred',
      laws: ['Law 65'],
    });
    // The barred double counts as a pass: one heart passed by the three others; East leads.
    expect(barred.state.part.auctionBridge?.contract).toEqual({
      level: 1,
      strain: 'H',
      risk: '',
      declarer: 'N',
    });
    // East, an adversary, keeps the card exposed: the declarer may call it at East's lead.
    const at = barred.judge();
    expect(at.pending?.options.map((o) => [o.id, o.card])).toContainEqual(['call-card', 'DK']);
  });
  test('the partner of the original leader exposed it: the declarer may prohibit its suit', () => {
    const b = bidding('N:1H E:P S:P')
      .add({ type: 'expose', seat: 'W', card: 'DA', how: 'dropped' })
      .add({ type: 'call', seat: 'W', call: 'P' });
    const j = b.judge();
    expect(j.pending?.chooser).toEqual(['N']);
    expect(j.pending?.options.map((o) => [o.id, o.suit])).toEqual([
      ['forbid-suit', 'D'],
      ['waive-penalty', undefined],
    ]);
    const after = b.elect('forbid-suit', { suit: 'D' }, 'N').judge();
    expect(after.obligations).toContainEqual({
      seat: 'E',
      kind: 'forbid-lead-suit',
      suit: 'D',
      laws: ['Law 65'],
    });
    expect(after.obligations).toContainEqual({
      seat: 'W',
      kind: 'exposed-card',
      card: 'DA',
      laws: ['Law 65'],
    });
  });
  test('a card exposed by the player who becomes declarer is not liable to be called', () => {
    const b = bidding('N:1H')
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' })
      .add({ type: 'call', seat: 'E', call: 'P' })
      .add({ type: 'call', seat: 'S', call: 'P' })
      .add({ type: 'call', seat: 'W', call: 'P' });
    expect(b.judge().phase).toBe('play');
    expect(b.judge().obligations).toEqual([]);
  });
});
