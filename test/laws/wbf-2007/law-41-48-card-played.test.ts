import { describe, expect, test } from 'vitest';
import { WBF_2007 } from '../../../src/laws/wbf-2007/index.js';
import { viewFor } from '../../../src/table/view.js';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead. N 8642.AKJ5.J.9873  E AQJ.Q986.K97.J52
// S KT953.T3.T5432.4  W 7.742.AQ86.AKQT6.
const southLeadsClub = () => given().play('S', 'C4');
const trickOne = 'S:C4 W:C6 N:C3 E:C2'; // won in dummy with the six

describe('Law 41C — the faced opening lead begins the play', () => {
  test('South leads: the card is the first of trick one, West plays next', () => {
    const b = southLeadsClub();
    expect(b.state.trick).toEqual({ leader: 'S', plays: [{ seat: 'S', card: 'C4' }] });
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe('Law 45A and Law 45B — a card played from a hand, and from dummy', () => {
  test("each hand's card leaves the hand for the trick; dummy's card is played by declarer naming it", () => {
    const s = southLeadsClub().play('W', 'C6').state;
    expect(s.trick?.plays).toEqual([
      { seat: 'S', card: 'C4' },
      { seat: 'W', card: 'C6' },
    ]);
    expect(s.hands.W[0] & (1 << 4)).toBe(0);
  });
});

describe('Law 45C5 — a penalty card may have to be played (Law 50)', () => {
  test("North's exposed ace of hearts must be played when he cannot follow", () => {
    const b = given()
      .plays(trickOne)
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' })
      .play('W', 'DA');
    expect(b.play('N', 'DJ').judge().obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'HA', major: true, laws: ['Law 50D'] },
    ]);
  });
});

describe("Law 41D — dummy's hand is spread once the opening lead is faced", () => {
  test('North sees no card of dummy before the lead, all thirteen after', () => {
    expect(given().state.phase).toBe('play');
    expect(viewFor(given().state, 'N', WBF_2007.game).hands.W).toEqual([]);
    expect(viewFor(southLeadsClub().state, 'N', WBF_2007.game).hands.W).toHaveLength(13);
  });
});

describe('Law 44 — sequence and procedure of play', () => {
  test('Law 44F: the highest card of the suit led wins; Law 44G: its winner leads', () => {
    const s = given().plays(trickOne).state;
    expect(s.tricks[0]?.winner).toBe('W');
    expect(s.turn).toBe('W');
  });
  test('Law 44E: a trump wins the trick', () => {
    expect(given().plays('S:C4 W:C6 N:H5 E:C2').state.tricks[0]?.winner).toBe('N');
  });
  test('Law 44C: failing to follow when able is a revoke (61A)', () => {
    expect(given().plays('S:C4 W:C6 N:S2').judge().irregularities[0]?.kind).toBe('revoke');
  });
});

describe("Law 45C1 — a defender's card held so that partner could see it must be played", () => {
  const held = () =>
    southLeadsClub().play('W', 'C6').add({ type: 'expose', seat: 'N', card: 'C9', how: 'seen-by-partner' });
  test('the director is asked whether partner could see it', () => {
    const j = held().judge();
    expect(j.next).toEqual({ seat: 'director', acts: ['finding'] });
    expect(j.pending?.findings).toEqual([{ fact: 'partner-could-see', default: true, laws: ['Law 45C1'] }]);
  });
  test('found so: the card is played to the trick', () => {
    const b = held().add({ type: 'finding', seat: 'director', fact: 'partner-could-see', value: true });
    expect(b.state.trick?.plays.at(-1)).toEqual({ seat: 'N', card: 'C9' });
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 45C1'] });
  });
  test('found not: no rectification, North still to play', () => {
    const b = held().add({ type: 'finding', seat: 'director', fact: 'partner-could-see', value: false });
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['play'] });
    expect(b.judge().obligations).toEqual([]);
  });
  test('with no director the default applies before the next act, and says so', () => {
    const j = held().play('E', 'C2').judge();
    expect(j.irregularities[0]?.finding).toEqual({
      fact: 'partner-could-see',
      value: true,
      by: 'default',
      laws: ['Law 45C1'],
    });
    expect(j.next).toEqual({ seat: 'N', acts: ['play'] }); // North's nine won the trick
  });
  test('the same card then shown again is the card the default has played: no penalty card besides', () => {
    const b = held().add({ type: 'expose', seat: 'N', card: 'C9', how: 'named' });
    const j = b.judge();
    expect(b.state.trick?.plays).toEqual([
      { seat: 'S', card: 'C4' },
      { seat: 'W', card: 'C6' },
      { seat: 'N', card: 'C9' },
    ]);
    expect(j.irregularities).toHaveLength(1);
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 45C1'] });
    expect(j.obligations).toEqual([]);
  });
  test('while a revoke awaits its correction the card is not played: it is an exposed card (Law 49)', () => {
    // Dummy (clubs AKQT6) plays D6 to South's club lead; North is to play when attention is drawn.
    const b = given()
      .plays('S:C4 W:D6')
      .add({ type: 'attention', seat: 'N', to: 'revoke' })
      .add({ type: 'expose', seat: 'N', card: 'C9', how: 'seen-by-partner' });
    const j = b.add({ type: 'withdraw', seat: 'W', card: 'D6' }).judge();
    expect(j.irregularities.map((i) => [i.kind, i.status])).toEqual([
      ['revoke', 'corrected'],
      ['exposed-card', 'rectified'],
    ]);
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'C9', major: false, laws: ['Law 50C'] },
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe("Law 45C2 — declarer's card held face up near the table is played", () => {
  test('held as if played at his turn: it is his card to the trick', () => {
    const b = given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'expose', seat: 'E', card: 'C2', how: 'held-as-played' });
    expect(b.state.tricks[0]?.plays.at(-1)).toEqual({ seat: 'E', card: 'C2' });
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 45C2'] });
  });
});

describe("Law 45C3 — dummy's card deliberately touched by declarer is played", () => {
  test('touched: played', () => {
    const b = southLeadsClub().add({ type: 'touch', seat: 'W', card: 'CA' });
    expect(b.state.trick?.plays.at(-1)).toEqual({ seat: 'W', card: 'CA' });
  });
  test('touched while arranging dummy: not played', () => {
    const b = southLeadsClub().add({ type: 'touch', seat: 'W', card: 'CA', arranging: true });
    expect(b.state.trick?.plays).toHaveLength(1);
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe('Law 45C4(a) and Law 46A — a card named or designated must be played', () => {
  test("declarer names dummy's king of clubs: it is played", () => {
    const b = southLeadsClub().add({ type: 'designate', seat: 'W', card: 'CK' });
    expect(b.state.trick?.plays.at(-1)).toEqual({ seat: 'W', card: 'CK' });
  });
});

describe('Law 45C4(b) — change of an inadvertent designation (2007: any player, until partner has played)', () => {
  const changed = () =>
    southLeadsClub()
      .add({ type: 'designate', seat: 'W', card: 'CK' })
      .add({ type: 'designate', seat: 'W', card: 'CA' });
  test('the director is asked whether it was inadvertent, without pause for thought', () => {
    const j = changed().judge();
    expect(j.next).toEqual({ seat: 'director', acts: ['finding'] });
    expect(j.irregularities[0]).toMatchObject({
      kind: 'designation-changed',
      status: 'pending',
      laws: ['Law 45C4(b)'],
    });
  });
  test('found inadvertent: the ace replaces the king (Law 47C); 16D for the declaring side', () => {
    const b = changed().add({ type: 'finding', seat: 'director', fact: 'inadvertent', value: true });
    expect(b.state.trick?.plays).toEqual([
      { seat: 'S', card: 'C4' },
      { seat: 'W', card: 'CA' },
    ]);
    expect(b.judge().irregularities[0]).toMatchObject({
      status: 'rectified',
      laws: ['Law 45C4(b)', 'Law 47C'],
      unauthorised: { side: 'EW', laws: ['Law 16D'] },
    });
  });
  test('by default (no director): the king, designated first, stands (45C4(a))', () => {
    const b = changed().play('N', 'C3');
    expect(b.state.trick?.plays.map((p) => p.card)).toEqual(['C4', 'CK', 'C3']);
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 45C4(a)'] });
  });
  test("a defender's change too, before his partner has played", () => {
    const j = southLeadsClub()
      .play('W', 'C6')
      .add({ type: 'designate', seat: 'N', card: 'C3' })
      .add({ type: 'designate', seat: 'N', card: 'C9' })
      .judge();
    expect(j.irregularities[0]).toMatchObject({ offender: 'N', status: 'pending', laws: ['Law 45C4(b)'] });
  });
  test('Law 47D: after the change, an opponent who played after the first card may take his back', () => {
    const b = southLeadsClub()
      .add({ type: 'designate', seat: 'W', card: 'CK' })
      .play('N', 'C3')
      .add({ type: 'designate', seat: 'W', card: 'CA' })
      .add({ type: 'finding', seat: 'director', fact: 'inadvertent', value: true })
      .add({ type: 'withdraw', seat: 'N', card: 'C3' })
      .play('N', 'C9');
    expect(b.state.trick?.plays.map((p) => p.card)).toEqual(['C4', 'CA', 'C9']);
  });
});

describe('Law 45D — a card misplaced by dummy', () => {
  test('withdrawn when attention is drawn before each side has played to the next trick', () => {
    const b = southLeadsClub()
      .add({ type: 'play', seat: 'W', card: 'C6', by: 'dummy' })
      .add({ type: 'attention', seat: 'N', to: 'dummy-misplayed-card' });
    expect(b.state.trick?.plays).toEqual([{ seat: 'S', card: 'C4' }]);
    expect(b.judge().irregularities[0]).toMatchObject({ kind: 'dummy-misplayed-card', status: 'corrected' });
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe('Law 45E — a fifth card played to a trick', () => {
  const fifth = () => given().plays(trickOne).add({ type: 'play', seat: 'N', card: 'C9', trick: 0 });
  test("the director is asked whether it is a lead; by default a defender's card is a penalty card", () => {
    const asked = fifth().judge();
    expect(asked.pending?.findings).toEqual([{ fact: 'deemed-lead', default: false, laws: ['Law 45E1'] }]);
    const j = fifth().play('W', 'CT').judge();
    expect(j.obligations).toContainEqual({
      seat: 'N',
      kind: 'penalty-card',
      card: 'C9',
      major: true,
      laws: ['Law 50D'],
    });
    expect(j.irregularities[0]).toMatchObject({
      kind: 'fifth-card',
      status: 'rectified',
      laws: ['Law 45E1', 'Law 50'],
    });
  });
  test('deemed a lead: a lead out of turn (Law 53)', () => {
    const j = fifth().add({ type: 'finding', seat: 'director', fact: 'deemed-lead', value: true }).judge();
    expect(j.irregularities.map((i) => i.kind)).toEqual(['fifth-card', 'lead-out-of-turn']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['accept-lead', 'reject-lead']);
  });
  test("Law 45E2: declarer's fifth card goes back to his hand", () => {
    const b = given().plays(trickOne).add({ type: 'play', seat: 'E', card: 'C5', trick: 0 }).play('W', 'CT');
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 45E2'] });
    expect(b.state.hands.E[0] & (1 << 3)).not.toBe(0);
  });
});

describe('Law 45F — dummy indicates a card', () => {
  test('play goes on; at the end the director decides on an adjusted score (Law 12)', () => {
    const b = southLeadsClub().add({ type: 'touch', seat: 'W', card: 'CA', by: 'dummy' });
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
    const j = b.continuePlay().judge();
    expect(j.phase).toBe('ended');
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 45F']],
      ['adjust-tricks', ['Law 45F', 'Law 12C1']],
      ['artificial-score', ['Law 45F', 'Law 12C2']],
    ]);
    const adjusted = b.elect('director', 'adjust-tricks', { tricks: 1 }).judge();
    expect(adjusted.result?.transfers).toEqual([{ to: 'NS', tricks: 1, laws: ['Law 45F', 'Law 12C1'] }]);
    expect(adjusted.irregularities[0]).toMatchObject({ kind: 'dummy-indicated-card', status: 'rectified' });
  });
});

describe("Law 46B — incomplete designation of dummy's card", () => {
  const southLeadsTen = () => given().play('S', 'DT');
  const designate = (words: string) => southLeadsTen().add({ type: 'designate', seat: 'W', words });
  test('Law 46B1(a): "high" is the highest of the suit led', () => {
    expect(designate('high').state.trick?.plays.at(-1)?.card).toBe('DA');
  });
  test('Law 46B1(b): "win" is the lowest card that wins', () => {
    expect(designate('win').state.trick?.plays.at(-1)?.card).toBe('DQ');
  });
  test('Law 46B1(c): "low" is the lowest', () => {
    expect(designate('low').state.trick?.plays.at(-1)?.card).toBe('D6');
  });
  test('Law 46B2: a suit without rank is its lowest card', () => {
    expect(designate('D').state.trick?.plays.at(-1)?.card).toBe('D6');
    expect(designate('D').judge().irregularities[0]?.laws).toEqual(['Law 46B2']);
  });
  test('Law 46B3(a): a rank when leading is of the suit dummy won the last trick in', () => {
    const b = given().plays(trickOne).add({ type: 'designate', seat: 'W', words: 'K' });
    expect(b.state.trick?.plays).toEqual([{ seat: 'W', card: 'CK' }]);
  });
  test('Law 46B3(b): a rank when following is the legal card of that rank', () => {
    expect(designate('A').state.trick?.plays.at(-1)?.card).toBe('DA');
  });
  test('Law 46B4: a card dummy does not hold: declarer designates a legal card', () => {
    const b = southLeadsTen().add({ type: 'designate', seat: 'W', card: 'DK' });
    expect(b.judge().pending?.options.map((o) => o.card)).toEqual(['DA', 'DQ', 'D8', 'D6']);
    expect(b.elect('E', 'designate-card', { card: 'D8' }).state.trick?.plays.at(-1)?.card).toBe('D8');
  });
  test('Law 46B5: "play anything": either defender designates', () => {
    const b = designate('anything');
    expect(b.judge().pending?.chooser).toEqual(['N', 'S']);
    expect(b.elect('S', 'designate-card', { card: 'DA' }).state.trick?.plays.at(-1)?.card).toBe('DA');
  });
});

describe('Law 47A and Law 47B — retraction in a rectification, or to correct an illegal play', () => {
  test('Law 47A: a refused lead out of turn goes back to the table as a penalty card', () => {
    const s = given().play('N', 'C9').elect('E', 'reject-lead').state;
    expect(s.trick).toBeNull();
    expect(s.penaltyCards.map((p) => p.card)).toEqual(['C9']);
  });
  test('Law 47B: a revoke card withdrawn to correct it', () => {
    const s = given()
      .plays('S:C4 W:C6 N:S2')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' }).state;
    expect(s.trick?.plays.map((p) => p.card)).toEqual(['C4', 'C6']);
  });
});

describe('Law 47F — no other retraction', () => {
  test('a card played may not be taken back', () => {
    expect(
      southLeadsClub().play('W', 'C6').add({ type: 'withdraw', seat: 'W', card: 'C6' }).refusal(),
    ).toMatchObject({
      kind: 'withdraw-not-allowed',
    });
  });
});

describe("Law 48A — declarer's exposed card is no penalty card", () => {
  test('declarer drops a card: no rectification', () => {
    const j = southLeadsClub().add({ type: 'expose', seat: 'E', card: 'SA', how: 'dropped' }).judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 48A'] });
    expect(j.obligations).toEqual([]);
  });
});

describe('Law 48B — declarer faces his hand: a claim (Law 68)', () => {
  test('the defenders answer it; agreed, the board ends with every remaining trick to declarer', () => {
    const b = given().plays(trickOne).add({ type: 'face-hand', seat: 'E' });
    expect(b.judge().next).toEqual({
      seat: 'S',
      acts: ['agree', 'dispute'],
      also: [{ seat: 'N', acts: ['agree', 'dispute'] }],
    });
    expect(b.add({ type: 'agree', seat: 'N' }).judge().result?.tricks).toEqual({ NS: 0, EW: 13 });
  });
});
