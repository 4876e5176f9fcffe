import { describe, expect, test } from 'vitest';
import { euchreOf } from '../../../src/laws/somerset-1888/euchre.js';
import { given, lone, ordered } from './given.js';

describe('Law 93 — who may play alone', () => {
  test('the eldest hand plays alone at hearts: his partner sits out, tricks have three cards', () => {
    const b = lone().plays('E:HJ S:H8 N:H9');
    const e = euchreOf(b.state);
    expect([e.lone, e.sittingOut]).toEqual(['E', 'W']);
    expect(b.state.tricks[0]?.plays.map((p) => p.seat)).toEqual(['E', 'S', 'N']);
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('a player who has passed cannot take it from his partner (Law 99: neither plays alone)', () => {
    const b = given().calls('E:pass S:pass W:alone H').calls('E:alone H');
    const j = b.judge();
    expect(j.irregularities.map((i) => [i.kind, i.offender, i.laws])).toEqual([
      ['lone-not-allowed', 'E', ['Law 93']],
      ['lone-not-allowed', 'W', ['Law 99']],
    ]);
    expect(euchreOf(b.state).lone).toBeNull();
  });
});

describe('Law 94 — "I take it from you"', () => {
  test('the third hand takes the lone hand from the eldest hand before the lead', () => {
    const b = given().calls('E:alone H').calls('W:alone H');
    expect([euchreOf(b.state).lone, euchreOf(b.state).sittingOut]).toEqual(['W', 'E']);
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['discard'] });
  });
});

describe('Law 95 — no lone hand', () => {
  test('the dealer ordered up cannot play alone', () => {
    const j = given().calls('E:order-up').calls('N:alone H').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lone-not-allowed', offender: 'N', laws: ['Law 95'] });
  });
  test('a card exposed before the declaration: the call stands as a plain order, not alone', () => {
    const b = given().add({ type: 'expose', seat: 'E', card: 'CA', how: 'dropped' }).calls('E:alone H');
    expect(euchreOf(b.state).lone).toBeNull();
    expect(euchreOf(b.state).making.maker).toBe('E');
    expect(b.judge().irregularities.map((i) => i.laws[0])).toEqual(['Law 46', 'Law 95']);
  });
});

describe('Law 96 — the dealer announces alone before quitting his discard', () => {
  test('alone after taking it up, before the discard: he plays alone', () => {
    const b = given().calls('E:pass S:pass W:pass N:take-up').calls('N:alone H');
    expect(euchreOf(b.state).lone).toBe('N');
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['discard'] });
  });
  test('alone after the discard is quitted: too late', () => {
    const j = given().calls('E:pass S:pass W:pass N:take-up').discard('C7').calls('N:alone H').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lone-not-allowed', laws: ['Law 96'] });
  });
});

describe('Law 97 — alone announced after naming the trump', () => {
  test('the adversaries may require him to play with his partner', () => {
    const b = given().calls('E:pass S:pass W:pass N:pass E:make S').calls('E:alone S');
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual(['play-with-partner', 'play-alone']);
    expect(b.judge().pending?.chooser).toEqual(['N', 'S']);
    expect(euchreOf(b.elect('S', 'play-with-partner').state).lone).toBeNull();
  });
  test('or let him play alone', () => {
    const b = given()
      .calls('E:pass S:pass W:pass N:pass E:make S')
      .calls('E:alone S')
      .elect('N', 'play-alone');
    expect(euchreOf(b.state).lone).toBe('E');
  });
});

describe('Law 98 — a single declaration must be made', () => {
  test('"alone" without the suit: the trump is ordered up but no lone hand', () => {
    const b = given().calls('E:alone');
    expect(euchreOf(b.state).lone).toBeNull();
    expect(euchreOf(b.state).making.maker).toBe('E');
    expect(b.judge().irregularities[0]).toMatchObject({
      kind: 'improper-lone-declaration',
      laws: ['Law 98'],
    });
  });
  test('"order it up and play it alone" (order-up, then alone): precluded', () => {
    const b = given().calls('E:order-up').calls('E:alone');
    expect(euchreOf(b.state).lone).toBeNull();
  });
});

describe('Law 99 — the partner offers to take it after a lead', () => {
  test('neither can play alone: the lone hand scores as a partnership (Law 2)', () => {
    const b = lone().play('E', 'HJ').calls('W:alone H');
    expect(euchreOf(b.state).loneLost).toBe(true);
    const j = b.continuePlay().judge();
    expect(j.result?.points?.at(-1)).toMatchObject({ side: 'EW', laws: ['Law 2'] });
  });
});

describe('Law 100 — the partner plays upon the first lead', () => {
  test('the adversaries elect that he still play alone: the partner’s card goes back, a lone march scores four', () => {
    const b = lone().plays('E:HJ W:H7');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'partner-played-to-lone-lead',
      offender: 'W',
      status: 'pending',
    });
    expect(j.pending?.chooser).toEqual(['N', 'S']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['play-alone', 'play-with-partner']);
    const after = b.elect('S', 'play-alone').continuePlay();
    expect(euchreOf(after.state).lone).toBe('E');
    expect(after.state.hands.W).toEqual(b.state.dealt.W);
    expect(after.judge().result?.points).toEqual([{ side: 'EW', points: 4, laws: ['Law 3'] }]);
  });
  test('otherwise he loses his right and plays with his partner: a march scores two', () => {
    const b = lone().plays('E:HJ W:H7').elect('N', 'play-with-partner');
    expect(euchreOf(b.state).lone).toBeNull();
    expect(b.state.trick?.plays.map((p) => p.seat)).toEqual(['E', 'W']);
    const j = b.continuePlay().judge();
    expect(j.result?.points?.at(-1)).toMatchObject({ side: 'EW', laws: ['Law 2'] });
  });
});

describe('Law 101 — the partner’s hand face down', () => {
  test('he takes no part: the turn passes over him', () => {
    const s = lone().plays('E:HJ S:H8').state;
    expect(s.turn).toBe('N');
  });
});

describe('Law 102 — the lone player’s partner exposes a card', () => {
  test('a lone march then scores only two', () => {
    const b = lone().add({ type: 'expose', seat: 'W', card: 'DJ', how: 'dropped' }).continuePlay();
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'partner-exposed-card',
      offender: 'W',
      laws: ['Law 102'],
    });
    expect(j.result?.tricks).toEqual({ NS: 0, EW: 5 });
    expect(j.result?.points).toEqual([{ side: 'EW', points: 2, laws: ['Law 3', 'Law 102'] }]);
  });
  test('a card played by him after the first trick is exposed too', () => {
    const b = lone().plays('E:HJ S:H8 N:H9 W:DQ');
    expect(euchreOf(b.state).partnerExposed).toBe(true);
  });
});

describe('Law 103 — counting the partner’s hand', () => {
  test('found to hold a wrong number of cards: the lone side forfeits four (Law 90)', () => {
    const b = lone()
      .add({ type: 'finding', seat: 'director', fact: 'wrong-number-of-cards', value: 'W' })
      .continuePlay();
    expect(b.judge().result?.points).toEqual([{ side: 'NS', points: 4, laws: ['Law 90'] }]);
  });
});

describe('Law 104 — the lone player exposes a card, or leads out of turn', () => {
  test('an exposed card: no penalty', () => {
    const j = lone().add({ type: 'expose', seat: 'E', card: 'CA', how: 'dropped' }).judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 104'] });
    expect(j.obligations).toEqual([]);
  });
  test('a lead out of turn: the card is exposed and can be called', () => {
    // West plays alone; East sits out, so South leads first. West leads instead.
    const b = given().calls('E:pass S:pass W:alone H').discard('C7').play('W', 'DJ');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lead-out-of-turn', offender: 'W', laws: ['Law 104'] });
    expect(j.obligations).toEqual([{ seat: 'W', kind: 'exposed-card', card: 'DJ', laws: ['Law 104'] }]);
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([
      ['call-card', 'DJ'],
      ['waive-penalty', undefined],
    ]);
    const called = b.elect('N', 'call-card', { card: 'DJ' }).judge();
    expect(called.obligations).toEqual([
      { seat: 'W', kind: 'exposed-card', card: 'DJ', laws: ['Law 104'] },
      { seat: 'W', kind: 'play-card', card: 'DJ', laws: ['Law 104', 'Law 56'] },
    ]);
    expect(called.next).toEqual({ seat: 'S', acts: ['play'] });
  });
});

describe('Law 105 — an adversary plays out of turn to the lead of a lone hand', () => {
  test('an adversary leads out of turn: both opposing hands face up, called by the lone player', () => {
    const b = lone().play('S', 'SQ');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lead-out-of-turn', offender: 'S', laws: ['Law 105'] });
    expect(euchreOf(b.state).faceUp).toEqual(['N', 'S']);
    expect(j.obligations.filter((o) => o.kind === 'exposed-card').length).toBe(10);
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    const called = b.play('E', 'HJ').judge();
    expect(called.pending?.chooser).toEqual(['E']);
    expect(called.pending?.options.map((o) => o.card)).toEqual(['HQ', 'H8']);
    const after = b.elect('E', 'call-card', { card: 'HQ' });
    expect(after.judge().obligations).toContainEqual({
      seat: 'S',
      kind: 'play-card',
      card: 'HQ',
      laws: ['Law 46', 'Law 56'],
    });
    expect(after.play('S', 'H8').refusal().kind).toBe('card-called');
  });
});

describe('Law 50 — an adversary abandons his hand against a lone hand', () => {
  test('the party playing alone scores five points', () => {
    const j = lone().plays('E:HJ S:H8 N:H9').add({ type: 'face-hand', seat: 'S' }).judge();
    expect(j.phase).toBe('ended');
    expect(j.result?.points).toEqual([{ side: 'EW', points: 5, laws: ['Law 50'] }]);
  });
});

describe('Law 3 — a lone hand euchred', () => {
  test('the adversaries score four', () => {
    // South, the dealer's partner, plays alone against East's three top trumps: euchred. The
    // dealer sits out: no discard.
    const b = given().calls('E:pass S:alone H');
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
    const j = b.continuePlay().judge();
    expect(j.result?.points).toEqual([{ side: 'EW', points: 4, laws: ['Law 3'] }]);
  });
  test('ordered is not alone: a march scores two (Law 2)', () => {
    const j = ordered().plays('E:HJ S:H8 W:H7 N:H9').continuePlay().judge();
    expect(j.result?.points?.at(-1)?.laws).toEqual(['Law 2']);
  });
});
