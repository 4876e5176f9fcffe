/**
 * Readings of the 1888 code where its own words decide: the winning card of law 47, the third
 * hand's card of law 58, the establishing lead of law 64, the naming that cannot be changed (78),
 * the dealer's lone hand after his discard (96), and the lone player's cards (104).
 */
import { describe, expect, test } from 'vitest';
import { euchreOf } from '../../../src/laws/somerset-1888/euchre.js';
import { given, lone, ordered } from './given.js';

// East ordered it up (hearts); North took up the nine and discarded the seven of clubs; East leads.
// N SA SK HT H9 D7; E HJ HA HK DA CA; S SQ SJ S9 HQ H8; W ST H7 DQ DJ CK (DJ the left bower).

describe('Law 47 — the duty to win needs a winning card', () => {
  test('a lead no adversary can beat, then another card: the partner may be called on to win', () => {
    // South has thrown a spade; North, still to play, holds only the seven of diamonds.
    const b = ordered().plays('E:DA S:S9 E:CA');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'played-without-waiting', laws: ['Law 47'] });
    // "the first or any other of those tricks": this one (DA's) or the one CA is led to.
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([
      ['win-trick', 'DA'],
      ['win-trick', 'CA'],
    ]);
    expect(b.elect('N', 'win-trick', { card: 'DA' }).judge().obligations).toContainEqual({
      seat: 'W',
      kind: 'win-trick',
      laws: ['Law 47'],
    });
  });
  test('"or any other of those tricks": the partner must win the trick the further card is led to', () => {
    const b = ordered().plays('E:DA S:S9 E:CA').elect('N', 'win-trick', { card: 'CA' });
    // Not this trick: West plays his queen of diamonds freely.
    expect(b.judge().obligations).toContainEqual({
      seat: 'W',
      kind: 'win-trick',
      card: 'CA',
      laws: ['Law 47'],
    });
    b.plays('W:DQ N:D7');
    // East leads the ace of clubs: the duty falls due for that trick.
    b.play('E', 'CA').plays('S:SJ');
    const due = b.judge().obligations.filter((o) => o.kind === 'win-trick');
    expect(due).toEqual([{ seat: 'W', kind: 'win-trick', laws: ['Law 47'] }]);
    // West must follow with his king, which cannot win: "if he can" — no breach.
    expect(
      b
        .play('W', 'CK')
        .judge()
        .irregularities.some((i) => i.kind === 'revoke'),
    ).toBe(false);
    expect(b.judge().obligations.filter((o) => o.kind === 'win-trick')).toEqual([]);
  });
  test('the further card played to another’s lead: it leads no trick, the duty lapses', () => {
    // West, void of diamonds, trumps the first trick with the left bower and leads a club; East
    // must follow with his exposed ace of clubs.
    const b = given('N:AK.T.7.7 .JAK.A.A Q9.Q8..9 T.7.J.KQ')
      .calls('E:order-up')
      .discard('C7')
      .plays('E:DA S:S9 E:CA')
      .elect('N', 'win-trick', { card: 'CA' })
      .plays('W:DJ N:D7 W:CK N:SA');
    expect(b.judge().obligations).toContainEqual({
      seat: 'W',
      kind: 'win-trick',
      card: 'CA',
      laws: ['Law 47'],
    });
    const j = b.play('E', 'CA').judge();
    expect(j.obligations.filter((o) => o.kind === 'win-trick')).toEqual([]);
  });
  // Trick 1: East's ace of clubs is trumped by North, who leads the ace of spades to trick 2.
  const northLeads = () => ordered().plays('E:CA S:S9 W:CK N:H9 N:SA');
  test('"the highest card on the table" played to an imperfect trick, then another: law 47', () => {
    const j = northLeads().plays('E:HK E:HA').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'played-without-waiting', laws: ['Law 47'] });
    expect(j.pending?.options.map((o) => o.card)).toEqual(['HK', 'HA']);
  });
  test('a card that was not the highest on the table, then another: only an exposed card', () => {
    const j = northLeads().plays('E:DA E:HA').judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'played-without-waiting', laws: ['Law 46'] });
    expect(j.pending).toBeNull();
  });
});

describe('Law 58 — the third hand plays before the second, then the fourth', () => {
  test('"the fourth may play before his partner": no law 59 decision, both cards stand', () => {
    const j = ordered().plays('E:DA W:DQ N:D7').judge();
    expect(j.irregularities.map((i) => [i.kind, i.offender, i.laws])).toEqual([
      ['play-out-of-turn', 'W', ['Law 58']],
      ['play-out-of-turn', 'N', ['Law 58']],
    ]);
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
  });
  test('law 59 still applies when the third hand has not played', () => {
    expect(ordered().plays('E:DA N:D7').state.pending?.provision).toBe('59');
  });
});

describe('Law 53 — the rightful leader leads while the false lead lies', () => {
  // East is to lead; South leads out of turn; West is next to the false lead, East is not.
  const falseLead = () => ordered().play('S', 'SQ');
  test('his card is the lead, no play out of turn to the false lead (no law 59)', () => {
    const b = falseLead().play('E', 'DA');
    const j = b.judge();
    expect(j.irregularities.map((i) => [i.kind, i.offender, i.status])).toEqual([
      ['lead-out-of-turn', 'S', 'pending'],
    ]);
    expect(b.state.trick?.plays).toEqual([{ seat: 'E', card: 'DA' }]);
    expect(b.state.hands.S).toEqual(b.state.dealt.S);
    expect(j.pending?.chooser).toEqual(['E', 'W']);
  });
  test('Law 52 — the adversaries’ election is still theirs; nothing more is played until they make it', () => {
    const b = falseLead().play('E', 'DA');
    expect(b.play('S', 'S9').refusal().kind).toBe('awaiting-decision');
    const j = falseLead().play('E', 'DA').elect('W', 'call-card', { card: 'SQ' }).judge();
    expect(j.obligations).toEqual([{ seat: 'S', kind: 'exposed-card', card: 'SQ', laws: ['Law 52'] }]);
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 52'] });
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([['call-card', 'SQ']]);
  });
});

describe('Law 64 — a lead out of turn establishes the revoke', () => {
  // West renounces diamonds holding the queen; East wins the trick and is to lead.
  const revoked = () => ordered().plays('E:DA S:S9 W:CK N:D7');
  test('the revoking player leads out of turn to the following trick: established', () => {
    const j = revoked().play('W', 'DQ').judge();
    const revoke = j.irregularities.find((i) => i.kind === 'revoke');
    expect(revoke).toMatchObject({ offender: 'W', status: 'established', laws: ['Law 62', 'Law 64'] });
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'lead-out-of-turn', offender: 'W' });
  });
  test('an adversary’s lead out of turn does not establish it', () => {
    const j = revoked().play('S', 'SQ').judge();
    expect(j.irregularities.find((i) => i.kind === 'revoke')?.status).toBe('latent');
  });
  test('established though the false lead is then taken back', () => {
    const j = revoked().play('W', 'DQ').elect('N', 'call-card', { card: 'DQ' }).judge();
    expect(j.irregularities.find((i) => i.kind === 'revoke')?.status).toBe('established');
  });
});

describe('Law 78 — a named trump cannot be changed', () => {
  const madeSpades = () => given().calls('E:pass S:pass W:pass N:pass E:make S');
  test('the maker names another suit: recorded, of no effect, spades stay trumps', () => {
    const b = madeSpades().calls('E:make C');
    const j = b.judge();
    expect(j.irregularities).toEqual([
      expect.objectContaining({
        kind: 'call-not-allowed',
        offender: 'E',
        status: 'no-rectification',
        laws: ['Law 78'],
      }),
    ]);
    expect(b.state.trump).toBe('S');
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('the hand can still be judged to its end', () => {
    const j = madeSpades().calls('E:make C').continuePlay().judge();
    expect(j.phase).toBe('ended');
    expect(j.result?.points?.length).toBe(1);
  });
  test('said while a decision is pending: recorded all the same, the decision still pending', () => {
    const b = madeSpades().play('N', 'SA').calls('E:make C');
    expect(b.judge().irregularities.map((i) => [i.kind, i.laws])).toEqual([
      ['lead-out-of-turn', ['Law 52']],
      ['call-not-allowed', ['Law 78']],
    ]);
    expect(b.state.pending?.provision).toBe('52');
  });
  test('another player’s call once the trump is made: a call when none is due (law 82)', () => {
    const j = madeSpades().calls('S:make H').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'call-out-of-turn', offender: 'S', laws: ['Law 82'] });
  });
});

describe('Law 96 — the dealer’s lone hand after his discard', () => {
  test('after his partner’s assist and his discard: too late, he plays with his partner', () => {
    const b = given().calls('E:pass S:assist').discard('C7').calls('N:alone H');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lone-not-allowed', offender: 'N', laws: ['Law 96'] });
    expect(euchreOf(b.state).lone).toBeNull();
    // South's card to the first lead is his play, not a partner's play to a lone hand (law 100).
    const k = b.plays('E:DA S:S9').judge();
    expect(k.irregularities.some((i) => i.laws.includes('Law 100'))).toBe(false);
  });
  test('after his partner’s assist, before quitting his discard: he plays alone', () => {
    const b = given().calls('E:pass S:assist N:alone H');
    expect([euchreOf(b.state).lone, euchreOf(b.state).sittingOut]).toEqual(['N', 'S']);
    expect(b.judge().irregularities).toEqual([]);
  });
  test('ordered up by an adversary: law 95 forbids it whether before or after the discard', () => {
    const j = given().calls('E:order-up').discard('C7').calls('N:alone H').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lone-not-allowed', laws: ['Law 95'] });
  });
  test('after taking it up himself and discarding: too late', () => {
    const j = given().calls('E:pass S:pass W:pass N:take-up').discard('C7').calls('N:alone H').judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'lone-not-allowed', laws: ['Law 96'] });
  });
});

describe('Law 104 — the lone player', () => {
  test('two cards played at once: the first is played; the other is no exposed card', () => {
    const j = lone()
      .add({ type: 'play', seat: 'E', cards: ['DA', 'CA'] })
      .judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'two-cards-played',
      status: 'no-rectification',
      laws: ['Law 46', 'Law 104'],
    });
    expect(j.obligations).toEqual([]);
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
  });

  test('a second card to the trick before it is complete: no penalty', () => {
    const j = lone().plays('E:DA E:CA').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 46', 'Law 104'] });
    expect(j.obligations).toEqual([]);
    expect(j.pending).toBeNull();
  });
  test('his cards thrown face up: no penalty, none liable to be called', () => {
    const j = lone().play('E', 'DA').add({ type: 'face-hand', seat: 'E' }).judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'hand-faced', laws: ['Law 48', 'Law 104'] });
    expect(j.obligations).toEqual([]);
  });

  // West plays alone; East sits out; South leads first. West leads the left bower instead.
  const westLeads = () => given().calls('E:pass S:pass W:alone H').discard('C7').play('W', 'DJ');
  test('his lead out of turn is an exposed card at once, listed as an obligation', () => {
    const j = westLeads().judge();
    expect(j.obligations).toEqual([{ seat: 'W', kind: 'exposed-card', card: 'DJ', laws: ['Law 104'] }]);
    expect(j.pending?.chooser).toEqual(['N', 'S']);
  });
  test('the rightful leader leads: no law 105 offence; the card goes back exposed, uncalled', () => {
    const b = westLeads().play('S', 'H8');
    const j = b.judge();
    expect(j.irregularities.map((i) => [i.kind, i.offender, i.status, i.laws])).toEqual([
      ['lead-out-of-turn', 'W', 'rectified', ['Law 104', 'Law 56']],
    ]);
    expect(euchreOf(b.state).faceUp).toEqual([]);
    expect(b.state.trick?.plays).toEqual([{ seat: 'S', card: 'H8' }]);
    expect(j.obligations).toEqual([{ seat: 'W', kind: 'exposed-card', card: 'DJ', laws: ['Law 104'] }]);
    // West is next: the call may be made now (56).
    expect(b.state.pending?.provision).toBe('56');
    expect(j.pending?.options.map((o) => o.card)).toEqual(['DJ']);
  });
  test('the adversaries defer the call: the rightful leader leads; the card may be called later', () => {
    const b = westLeads().elect('S', 'waive-penalty');
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['play'] });
    expect(b.judge().obligations.map((o) => o.kind)).toEqual(['exposed-card']);
    const j = b.plays('S:H8').judge();
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([['call-card', 'DJ']]);
  });
  test('the card called: he must play it to this trick if he can', () => {
    const b = westLeads().elect('N', 'call-card', { card: 'DJ' }).plays('S:H8');
    expect(b.play('W', 'H7').refusal().kind).toBe('card-called');
  });
  test('the card called but it would revoke: he need not play it (law 55)', () => {
    const b = westLeads().elect('N', 'call-card', { card: 'DJ' }).plays('S:SQ');
    expect(
      b
        .play('W', 'ST')
        .judge()
        .irregularities.some((i) => i.kind === 'revoke'),
    ).toBe(false);
  });
  test('the adversaries follow the false lead: the trick stands and the card is played', () => {
    const j = westLeads().plays('N:D7 S:SQ').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 104', 'Law 53'] });
    expect(j.obligations).toEqual([]);
  });
});

describe('a spoken act void by law — the second adversary agrees to a claim already agreed', () => {
  test('recorded, without effect', () => {
    const agreed = () =>
      ordered()
        .plays('E:DA S:S9 W:DQ N:D7')
        .add({ type: 'claim', seat: 'E', tricks: 4 })
        .add({ type: 'agree', seat: 'S' });
    const once = agreed().judge();
    const twice = agreed().add({ type: 'agree', seat: 'N' }).judge();
    expect(once.result?.tricks).toEqual({ NS: 0, EW: 5 });
    expect(twice.result).toEqual(once.result);
    const objected = agreed().add({ type: 'dispute', seat: 'N' }).judge();
    expect(objected.result).toEqual(once.result);
  });
});

describe('Law 69 — those who played after the revoker withdraw after his correction', () => {
  // East leads the right bower; South renounces (he holds two hearts); West and North follow.
  const revoked = () => ordered().plays('E:HJ S:S9 W:H7 N:H9');
  test('the trick completed again by his proper card: West may still withdraw and substitute', () => {
    const b = revoked().add({ type: 'withdraw', seat: 'S', card: 'S9' }).play('S', 'H8');
    expect(b.state.trick).toBeNull();
    b.add({ type: 'withdraw', seat: 'W', card: 'H7' });
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
    const j = b.play('W', 'DJ').judge();
    // "the cards so withdrawn are not liable to be called"; the revoker's card is (69).
    expect(j.obligations).toEqual([{ seat: 'S', kind: 'exposed-card', card: 'S9', laws: ['Law 69'] }]);
    expect(j.irregularities[0]).toMatchObject({ kind: 'revoke', status: 'corrected' });
  });
  test('not his partner', () => {
    const b = revoked().add({ type: 'withdraw', seat: 'S', card: 'S9' }).play('S', 'H8');
    expect(b.add({ type: 'withdraw', seat: 'N', card: 'H9' }).refusal().kind).toBe('withdraw-not-allowed');
  });
  test('not once a card is played to the next trick', () => {
    const b = revoked().add({ type: 'withdraw', seat: 'S', card: 'S9' }).plays('S:H8 E:DA');
    expect(b.add({ type: 'withdraw', seat: 'W', card: 'H7' }).refusal().kind).toBe('withdraw-not-allowed');
  });
  test('not once the trick is turned and quitted', () => {
    const b = revoked()
      .add({ type: 'withdraw', seat: 'S', card: 'S9' })
      .play('S', 'H8')
      .add({ type: 'quit-trick', seat: 'E' });
    expect(b.add({ type: 'withdraw', seat: 'W', card: 'H7' }).refusal().kind).toBe('withdraw-not-allowed');
  });
});
