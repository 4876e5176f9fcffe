import { describe, expect, test } from 'vitest';
import { parseRecord } from '../../../src/notation/record/record.js';
import { given } from './given.js';

// 4H by East (dummy West); South leads. N 8642.AKJ5.J.9873, E AQJ.Q986.K97.J52,
// S KT953.T3.T5432.4, W 7.742.AQ86.AKQT6.

describe('Law 62 — dummy suggests a card: either adversary may call on the declarer to play it or not', () => {
  const suggested = () => given().play('S', 'C4').add({ type: 'touch', seat: 'W', card: 'CA', by: 'dummy' });
  test('the adversaries choose', () => {
    const j = suggested().judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'dummy-suggestion', offender: 'W', status: 'pending' });
    expect(j.pending?.chooser).toEqual(['S', 'N']);
    expect(j.pending?.options.map((o) => [o.id, o.card ?? null])).toEqual([
      ['call-card', 'CA'],
      ['forbid-card', 'CA'],
      ['waive-penalty', null],
    ]);
  });
  test('not to play it: the declarer may not play it from dummy', () => {
    const b = suggested().elect('forbid-card', { card: 'CA' }, 'N');
    expect(b.judge().obligations).toEqual([
      { seat: 'W', kind: 'forbid-play-card', card: 'CA', laws: ['Law 62'] },
    ]);
    expect(b.play('W', 'CA').refusal().kind).toBe('card-called');
    const ok = suggested().elect('forbid-card', { card: 'CA' }, 'N').play('W', 'C6').judge();
    expect(ok.obligations).toEqual([]);
    expect(ok.next).toEqual({ seat: 'N', acts: ['play'] });
  });
  test('to play it: another card from dummy is refused', () => {
    const b = suggested().elect('call-card', { card: 'CA' }, 'S');
    expect(b.play('W', 'CK').refusal().kind).toBe('card-called');
    expect(suggested().elect('call-card', { card: 'CA' }, 'S').play('W', 'CA').judge().obligations).toEqual(
      [],
    );
  });
  test('the declarer may not choose', () => {
    expect(suggested().elect('waive-penalty', {}, 'E').refusal().kind).toBe('not-offered');
  });
});

describe('Law 71 — "the first or any other of those tricks"', () => {
  // Trick 4: North leads HK (East drops the queen), then HJ and H5 without waiting for South.
  // HK and HJ are winning cards as against the declarer and dummy (East keeps H9, West H7 H4);
  // H5 is not (East's nine beats it): exposed, but no trick of its own to be won.
  const early = () =>
    given().plays('S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:DT E:H6 S:H3 W:H2 N:HA N:HK E:HQ N:HJ N:H5');
  test('each winning card led without waiting is exposed and offers its trick', () => {
    const j = early().judge();
    expect(j.irregularities.filter((i) => i.kind === 'played-without-waiting')).toHaveLength(2);
    expect(j.obligations.filter((o) => o.kind === 'exposed-card').map((o) => o.card)).toEqual(['HJ', 'H5']);
    expect(j.pending?.options.map((o) => [o.id, o.card ?? null])).toEqual([
      ['win-trick', 'HK'],
      ['win-trick', 'HJ'],
      ['waive-penalty', null],
    ]);
  });
  test("a later trick: South must win the trick to which North's HJ is led", () => {
    const b = early().elect('win-trick', { card: 'HJ' }).play('S', 'HT').play('W', 'H4');
    expect(b.judge().irregularities.filter((i) => i.status === 'pending')).toEqual([]);
    // North won trick 4 with HK; the declarer need not call the exposed cards now.
    const led = b.elect('waive-penalty').play('N', 'HJ').judge();
    expect(led.obligations).toContainEqual({ seat: 'S', kind: 'win-trick', suit: 'H', laws: ['Law 71'] });
  });
});

describe('Law 68 4th — a card mentioned by an adversary as held by his partner', () => {
  test("North names South's SK: it is South's exposed card", () => {
    const j = given()
      .plays('S:C4 W:C6')
      .add({ type: 'expose', seat: 'N', card: 'SK', how: 'named', holder: 'S' })
      .judge();
    expect(j.obligations).toEqual([
      { seat: 'S', kind: 'exposed-card', card: 'SK', laws: ['Law 67', 'Law 68'] },
    ]);
    expect(j.irregularities[0]).toMatchObject({ kind: 'exposed-card', offender: 'N', status: 'rectified' });
  });
  test('the holder must hold the card; only a card named may be of another hand', () => {
    const named = (holder: 'S' | 'E', card: 'SK' | 'SA', how: 'named' | 'dropped') =>
      given().plays('S:C4 W:C6').add({ type: 'expose', seat: 'N', card, how, holder });
    expect(named('S', 'SA', 'named').refusal().kind).toBe('card-not-in-hand');
    expect(named('S', 'SK', 'dropped').refusal().kind).toBe('not-own-card');
    expect(named('E', 'SA', 'named').judge().obligations).toEqual([]);
  });
  test('the record: `holder` is a seat', () => {
    const text = (holder: string) =>
      JSON.stringify({
        ...given().record,
        events: [{ type: 'expose', seat: 'N', card: 'SK', how: 'named', holder }],
      });
    expect(parseRecord(text('S')).ok).toBe(true);
    expect(parseRecord(text('X')).ok).toBe(false);
  });
});

describe('Law 81 — a card omitted from a trick', () => {
  // East omits to play to the first trick; West (dummy) quits it with three cards.
  const omitted = () => given().plays('S:C4 W:C6 N:C3').add({ type: 'quit-trick', seat: 'W' });
  test('a trick of three cards may be turned and quitted; its winner leads', () => {
    const s = omitted().state;
    expect(s.tricks[0]?.plays).toHaveLength(3);
    expect(s.turn).toBe('W');
  });
  test('corrected before he has played to the next: his card joins the trick', () => {
    const b = omitted().add({ type: 'play', seat: 'E', card: 'C2', trick: 0 });
    expect(b.state.tricks[0]?.plays).toHaveLength(4);
    expect(b.judge().irregularities).toEqual([
      { seq: 4, kind: 'card-omitted', offender: 'E', status: 'corrected', laws: ['Law 81'] },
    ]);
  });
  test('not corrected until he has played to the next: the adversaries may claim a new deal', () => {
    const j = omitted().plays('W:DA N:DJ E:D7').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'card-omitted', offender: 'E', status: 'pending' });
    expect(j.pending?.chooser).toEqual(['S', 'N']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['new-deal', 'keep-result']);
    expect(omitted().plays('W:DA N:DJ E:D7').elect('new-deal', {}, 'S').judge().result?.nextDeal).toBe(
      'same-dealer',
    );
    expect(omitted().plays('W:DA N:DJ E:D7 S:D2').refusal().kind).toBe('awaiting-decision');
  });
  test('the deal stands: the surplus card is counted to the imperfect trick, no revoke', () => {
    const b = omitted().plays('W:DA N:DJ E:D7').elect('keep-result', {}, 'N').continuePlay();
    const s = b.state;
    expect(s.phase).toBe('ended');
    expect(s.tricks).toHaveLength(13);
    expect(s.tricks[0]?.plays).toHaveLength(4);
    expect(s.tricks.every((t) => t.plays.length === 4)).toBe(true);
    const j = b.judge();
    expect(j.irregularities.filter((i) => i.kind === 'revoke' && i.offender === 'E')).toEqual([]);
    expect((j.result?.tricks.NS ?? 0) + (j.result?.tricks.EW ?? 0)).toBe(13);
  });
});

describe('Law 82 — two cards played to the same trick', () => {
  // Trick 2: West (dummy) leads CA, North C7, then the declarer plays CK from dummy again.
  const twice = () => given().plays('S:C4 W:C6 N:C3 E:C2 W:CA N:C7 W:CK');
  test('the second card lies in the trick as a surplus card', () => {
    const j = twice().judge();
    expect(j.irregularities).toEqual([
      { seq: 6, kind: 'surplus-card', offender: 'W', status: 'latent', laws: ['Law 82'] },
    ]);
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('corrected before the trick is quitted: the card goes back', () => {
    const b = twice().add({ type: 'attention', seat: 'N', to: 'surplus-card' });
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'corrected' });
    expect(b.state.hands.W).toEqual(given().plays('S:C4 W:C6 N:C3 E:C2 W:CA').state.hands.W);
  });
  test('the declarer, short of a card, revokes meanwhile: the card restored, he is liable (84a)', () => {
    // Trick 2: W CA, N C7, E C5 then CJ (surplus), S D2. Trick 3: W CK, N C8, E (no club left
    // in hand, CJ in the trick) D7: a revoke once CJ is restored.
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:CA N:C7 E:C5 E:CJ S:D2 W:CK N:C8 E:D7')
      .add({ type: 'attention', seat: 'S', to: 'surplus-card' });
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'surplus-card', offender: 'E', status: 'rectified' });
    expect(j.irregularities).toContainEqual({
      seq: 7,
      kind: 'revoke',
      offender: 'E',
      status: 'latent',
      laws: ['Law 82', 'Law 83'],
    });
    expect(b.state.hands.E.every((m, i) => i !== 0 || (m & (1 << 9)) !== 0)).toBe(true);
  });
  test('not detected: the hand runs out of cards, the tricks are counted and the card restored', () => {
    const b = given().plays('S:C4 W:C6 N:C3 E:C2 W:CA N:C7 E:C5 E:CJ S:D2').continuePlay();
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'surplus-card', status: 'rectified' });
    expect(b.state.tricks).toHaveLength(13);
    expect(j.phase).toBe('ended');
  });
});
