import { describe, expect, test } from 'vitest';
import { makeAuction } from '../../../src/games/contract-bridge/auction.js';
import { auction } from '../auction-given.js';

// The deal, North deals: N KQ4.A54.KQJ3.762, E 32.762.7652.T984, S AJT987.K3.A4.A53, W 65.QJT98.T98.KQJ.
const calls = (b: ReturnType<typeof auction>) => makeAuction(b.state.auction ?? { dealer: 'N', calls: [] });

describe('Law 20 — review and explanation of calls', () => {
  test('Law 20F1: E asks S the meaning of N’s 1♦ at his own turn: lawful, nothing recorded', () => {
    const j = auction()
      .calls('N:1D')
      .add({ type: 'ask', seat: 'E', of: 'S', about: 'call', answer: 'natural, four or more diamonds' })
      .judge();
    expect(j.irregularities).toEqual([]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
  test('Law 20F1: asked out of turn: an improper inquiry, no rectification', () => {
    const j = auction().calls('N:1D').add({ type: 'ask', seat: 'W', of: 'S', about: 'call' }).judge();
    expect(j.irregularities).toEqual([
      { seq: 1, kind: 'illegal-inquiry', offender: 'W', status: 'no-rectification', laws: ['Law 20F1'] },
    ]);
  });
  test('Law 20F1 and Law 16B: asking one’s own partner: his answer is unauthorised to the side', () => {
    const j = auction().calls('N:1D').add({ type: 'ask', seat: 'E', of: 'W', about: 'call' }).judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'illegal-inquiry',
      laws: ['Law 20F1', 'Law 16B'],
      unauthorised: { side: 'EW' },
    });
  });
  test('Law 20B: a review of the auction by a player bound to pass is improper', () => {
    const j = auction()
      .calls('N:1D E:1C')
      .elect('S', 'reject-call')
      .calls('E:P S:1S')
      .add({ type: 'ask', seat: 'W', of: 'N', about: 'auction' })
      .judge();
    expect(j.irregularities[1]).toMatchObject({ kind: 'illegal-inquiry', offender: 'W', laws: ['Law 20B'] });
  });
  test('an alert is recorded in the log and changes nothing', () => {
    const j = auction().calls('N:1D').add({ type: 'attention', seat: 'S', to: 'alert' }).judge();
    expect(j.irregularities).toEqual([]);
    expect(j.next).toEqual({ seat: 'E', acts: ['call'] });
  });
});

describe('Law 21 — a call based on misinformation', () => {
  // N 1♦ (S alerts nothing), E passes; E says S's explanation misled him.
  const claimed = () =>
    auction().calls('N:1D E:P').add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'S' });
  test('the director is asked whether E was misinformed (default: no)', () => {
    const j = claimed().judge();
    expect(j.next).toEqual({ seat: 'director', acts: ['finding'] });
    expect(j.irregularities[0]).toMatchObject({ kind: 'misinformation', offender: 'S', status: 'pending' });
  });
  test('Law 21A: not found misinformed: no rectification, the auction goes on', () => {
    const j = claimed().calls('S:1S').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 21A'] });
    expect(calls(claimed().calls('S:1S'))).toBe('1D P 1S');
  });
  test('Law 21B1: found misinformed, his partner not having called since: E may change his pass', () => {
    const b = claimed().finding('misinformed', true);
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['elect'] });
    const changed = b.elect('E', 'reject-call');
    expect(calls(changed)).toBe('1D');
    expect(changed.judge().next).toEqual({ seat: 'E', acts: ['call'] });
    expect(changed.judge().irregularities[0]).toMatchObject({
      status: 'rectified',
      laws: ['Law 21B1', 'Law 21B2'],
      unauthorised: { side: 'NS' },
    });
  });
  test('Law 21B2: the LHO’s call over the changed call is withdrawn with it', () => {
    const b = auction()
      .calls('N:1D E:P S:1S')
      .add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'N' })
      .finding('misinformed', true)
      .elect('E', 'reject-call');
    expect(calls(b)).toBe('1D');
    expect(b.calls('E:2C S:2S').judge().next).toEqual({ seat: 'W', acts: ['call'] });
  });
  test('Law 21B3: too late (partner has called since): the director may adjust at the end', () => {
    const b = auction()
      .calls('N:1D E:P S:1S W:P')
      .add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'N' })
      .finding('misinformed', true);
    expect(b.judge().irregularities[0]).toMatchObject({ laws: ['Law 21B3'] });
    const j = b.calls('N:2S E:P S:4S W:P N:P E:P').continuePlay().judge();
    expect(j.phase).toBe('ended');
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 21B3']],
      ['adjust-tricks', ['Law 21B3', 'Law 40B4', 'Law 12C1']],
      ['artificial-score', ['Law 21B3', 'Law 40B4', 'Law 12C2']],
    ]);
  });
});

describe('Law 16B — unauthorised information from partner (a hesitation)', () => {
  test('E says N hesitated; at the end the director decides, with Law 12C’s options', () => {
    const b = auction()
      .calls('N:1D E:P')
      .add({ type: 'attention', seat: 'E', to: 'unauthorised-information', offender: 'N' })
      .calls('S:1S W:P N:2S E:P S:4S W:P N:P E:P');
    expect(b.judge().irregularities[0]).toMatchObject({
      kind: 'unauthorised-information',
      offender: 'N',
      status: 'pending',
      laws: ['Law 16B'],
    });
    const j = b.continuePlay().judge();
    expect(j.pending?.options.map((o) => o.id)).toEqual(['keep-result', 'adjust-tricks', 'artificial-score']);
    const ruled = b.elect('director', 'keep-result').judge();
    expect(ruled.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 16B'] });
    expect(ruled.pending).toBeNull();
  });
  test('naming one’s own side is no claim: nothing recorded', () => {
    const j = auction()
      .calls('N:1D')
      .add({ type: 'attention', seat: 'S', to: 'unauthorised-information', offender: 'N' })
      .judge();
    expect(j.irregularities).toEqual([]);
  });
});

describe('Law 22 — end of the auction', () => {
  test('Law 22A: three passes after a bid: the last bid is the contract, the play begins', () => {
    const j = auction().calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P').judge();
    expect(j.phase).toBe('play');
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('Law 22B: all four pass: the board is passed out and scored zero', () => {
    const j = auction().calls('N:P E:P S:P W:P').judge();
    expect(j.phase).toBe('ended');
    expect(j.result?.score).toEqual({ NS: 0, EW: 0 });
  });
});

describe('Law 17B and Law 17C — the dealer calls first, then each player in turn clockwise', () => {
  test('North (dealer) is first to call; after him East', () => {
    expect(auction().judge().next).toEqual({ seat: 'N', acts: ['call'] });
    expect(auction().calls('N:P').judge().next).toEqual({ seat: 'E', acts: ['call'] });
  });
});

describe('Law 17E1 — the end of the auction period: the play period begins with the opening lead', () => {
  test('after the final pass the opening leader plays; the auction is over', () => {
    const b = auction().calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P');
    expect(b.judge().phase).toBe('play');
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe('Law 18 — bids: a bid must supersede the last one', () => {
  test('1♣ over 1♦ does not supersede it: insufficient (Law 27); 1♥ does', () => {
    expect(auction().calls('N:1D E:1C').judge().irregularities[0]?.kind).toBe('insufficient-bid');
    expect(auction().calls('N:1D E:1H').judge().irregularities).toEqual([]);
  });
});

describe('Law 19 — doubles and redoubles', () => {
  test("a double of an opponent's bid is legal; of partner's, inadmissible (Law 36)", () => {
    expect(auction().calls('N:1D E:X').judge().irregularities).toEqual([]);
    expect(auction().calls('N:1D E:P S:X').judge().irregularities[0]?.kind).toBe('inadmissible-call');
  });
});

describe('Law 40 — disclosure: an explanation recorded, found incorrect by the director', () => {
  test('S explains 1♦ as natural; E passes; the director finds E misinformed: E may change his call', () => {
    const j = auction()
      .calls('N:1D')
      .add({ type: 'ask', seat: 'E', of: 'S', about: 'call', answer: 'natural' })
      .calls('E:P')
      .add({ type: 'attention', seat: 'E', to: 'misinformation', offender: 'S' })
      .finding('misinformed', true)
      .judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'misinformation', offender: 'S', laws: ['Law 21B1'] });
    expect(j.pending?.options.map((o) => o.id)).toEqual(['accept-call', 'reject-call']);
  });
});

describe('Law 41B — questions after the auction, before the opening lead is faced', () => {
  test('declarer asks about a defender’s call: lawful, nothing recorded', () => {
    const j = auction()
      .calls('N:1D E:P S:1S W:P N:2S E:P S:4S W:P N:P E:P')
      .add({ type: 'ask', seat: 'S', of: 'W', about: 'call', answer: 'no agreement' })
      .judge();
    expect(j.irregularities).toEqual([]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});
