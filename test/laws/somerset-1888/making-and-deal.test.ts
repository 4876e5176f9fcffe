import { describe, expect, test } from 'vitest';
import { euchreOf } from '../../../src/laws/somerset-1888/euchre.js';
import { given, ordered } from './given.js';

describe('Law 74 — the eldest hand orders up', () => {
  test('the trump is made; the dealer must discard', () => {
    const j = given().calls('E:order-up').judge();
    expect(j.phase).toBe('play');
    expect(j.next).toEqual({ seat: 'N', acts: ['discard'] });
  });
});

describe('Law 75 — the second hand assists', () => {
  test('the dealer takes up the trump card', () => {
    const b = given().calls('E:pass S:assist');
    expect(euchreOf(b.state).making.maker).toBe('S');
    expect(b.state.hands.N).not.toEqual(b.state.dealt.N);
  });
});

describe('Law 76 — the third hand and the dealer', () => {
  test('the dealer takes it up', () => {
    expect(euchreOf(given().calls('E:pass S:pass W:pass N:take-up').state).making.making).toBe('take-up');
  });
});

describe('Law 77 — the trump turned down', () => {
  test('a suit named in the second round needs no discard', () => {
    const j = given().calls('E:pass S:pass W:pass N:turn-down E:make S').judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('all pass twice: the deal is at an end and the next player deals', () => {
    const j = given().calls('E:pass S:pass W:pass N:pass E:pass S:pass W:pass N:pass').judge();
    expect(j.phase).toBe('ended');
    expect(j.result).toMatchObject({ points: [], nextDeal: 'next-dealer' });
  });
});

describe('Law 78 — naming the suit turned down', () => {
  test('he is considered to have passed', () => {
    const b = given().calls('E:pass S:pass W:pass N:pass E:make H');
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['call'] });
  });
});

describe('Law 79 — the suit mentioned after passing', () => {
  test('his partner must pass: his call counts as a pass', () => {
    const b = given().calls('E:pass S:pass W:pass N:pass E:pass').calls('E:make S').calls('S:pass W:make S');
    expect(b.judge().irregularities.map((i) => [i.kind, i.laws])).toEqual([
      ['call-out-of-turn', ['Law 79']],
      ['call-when-barred', ['Law 79', 'Law 80', 'Law 82']],
    ]);
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['call'] });
  });
});

describe('Law 80 — ordering up after passing', () => {
  test('the adversaries may elect that it shall be played', () => {
    const b = given().calls('E:pass S:pass').calls('E:order-up');
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual(['accept-call', 'reject-call']);
    expect(b.judge().pending?.chooser).toEqual(['N', 'S']);
    const played = b.elect('S', 'accept-call');
    expect(euchreOf(played.state).making.maker).toBe('E');
    expect(played.judge().next).toEqual({ seat: 'N', acts: ['discard'] });
  });
  test('or not: his partner also must pass', () => {
    const b = given().calls('E:pass S:pass').calls('E:order-up').elect('N', 'reject-call');
    expect(euchreOf(b.state).barred).toEqual(['W']);
  });
});

describe('Law 82 — a call out of turn', () => {
  test('takes away nobody’s right', () => {
    const b = given().calls('S:assist');
    expect(b.judge().irregularities[0]).toMatchObject({ kind: 'call-out-of-turn', laws: ['Law 82'] });
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['call'] });
  });
  test('the dealer turning down the trump out of turn binds his partner', () => {
    expect(euchreOf(given().calls('N:turn-down').state).barred).toEqual(['S']);
  });
});

describe('Law 86 — the discard', () => {
  test('the dealer discards; the eldest hand leads', () => {
    const j = ordered().judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(euchreOf(ordered().state).discard).toBe('C7');
  });
});

describe('Law 87 — a lead before the discard', () => {
  test('the lead stands, and the dealer still discards', () => {
    const b = given().calls('E:order-up').play('E', 'DA');
    expect(b.judge().irregularities[0]).toMatchObject({ kind: 'lead-before-discard', laws: ['Law 87'] });
    expect(b.discard('D7').judge().next).toEqual({ seat: 'S', acts: ['play'] });
  });
});

describe('Law 88 — the trump card cannot be discarded', () => {
  test('refused', () => {
    expect(given().calls('E:order-up').discard('H9').refusal().kind).toBe('trump-card-not-discarded');
  });
});

describe('Law 89 — a lead before the discard against a lone third hand', () => {
  test('the lone player may require the dealer’s highest, lowest, win or lose', () => {
    const b = given().calls('E:pass S:pass W:alone H').play('S', 'SQ');
    const j = b.judge();
    expect(j.pending?.chooser).toEqual(['W']);
    expect(j.pending?.options.map((o) => o.id)).toEqual([
      'play-highest',
      'play-lowest',
      'win-trick',
      'lose-trick',
    ]);
    b.elect('W', 'play-highest');
    expect(b.judge().obligations).toEqual([{ seat: 'N', kind: 'play-highest', laws: ['Law 89'] }]);
  });
});

describe('Law 90 — the dealer neglects to discard before playing', () => {
  test('the deal holds; his side forfeits two and scores nothing', () => {
    const b = given().calls('E:pass S:assist').plays('E:DA S:SQ W:DQ N:D7').continuePlay();
    const j = b.judge();
    // East's lead before the discard stands (Law 87); North then plays without discarding.
    expect(j.irregularities.map((i) => [i.kind, i.offender, i.laws])).toEqual([
      ['lead-before-discard', 'E', ['Law 87']],
      ['discard-neglected', 'N', ['Law 90']],
    ]);
    expect(j.result?.points?.[0]).toEqual({ side: 'EW', points: 2, laws: ['Law 90'] });
    expect(j.result?.points?.some((p) => p.side === 'NS')).toBe(false);
  });
});

describe('Law 91 — the trump card left in view till played', () => {
  test('the dealer plays it from the pack', () => {
    const s = ordered().plays('E:HJ S:H8 W:H7 N:H9').state;
    expect(s.tricks[0]?.plays.map((p) => p.card)).toContain('H9');
  });
});

describe('Laws 33–45 — a new deal and the misdeal (findings of the director)', () => {
  const find = (fact: string, value: string | boolean = true) =>
    given().add({ type: 'finding', seat: 'director', fact, value });
  test('Law 33 — the pack incorrect: a new deal by the same dealer', () => {
    expect(find('pack-incorrect').judge().result).toMatchObject({ nextDeal: 'same-dealer' });
  });
  test('Law 34 — a card faced in the pack before a lead: a new deal', () => {
    expect(find('card-faced-in-pack').judge().result).toMatchObject({ nextDeal: 'same-dealer' });
  });
  test('Law 35 — a card exposed by the dealer while dealing: the adversaries may call a new deal', () => {
    const b = find('card-exposed-in-deal', 'N');
    expect(b.judge().pending?.chooser).toEqual(['E', 'W']);
    expect(b.elect('E', 'new-deal').judge().result).toMatchObject({ nextDeal: 'same-dealer' });
  });
  test('Law 35 — by an adversary: the dealer may; if the deal stands the hand goes on', () => {
    const b = find('card-exposed-in-deal', 'E').elect('N', 'keep-result');
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['call'] });
  });
  test('Law 39 — another card exposed in turning the trump: a new deal', () => {
    expect(find('card-exposed-turning-trump').judge().result).toMatchObject({ nextDeal: 'same-dealer' });
  });
  test('Law 40 — a deal out of turn found after the trump is turned stands', () => {
    expect(find('deal-out-of-turn').judge().phase).toBe('auction');
  });
  test('Laws 41 and 42 — a misdeal loses the deal', () => {
    expect(find('misdeal').judge().result).toMatchObject({ nextDeal: 'next-dealer' });
  });
  test('Law 43 — not if an adversary touched the cards first', () => {
    expect(find('misdeal', 'adversary-touched').judge().result).toMatchObject({ nextDeal: 'same-dealer' });
  });
  test('Law 44 — nor if the adversaries interrupted the dealer', () => {
    expect(find('misdeal', 'interrupted').judge().result).toMatchObject({ nextDeal: 'same-dealer' });
  });
  test('Law 45 — a partner’s deal taken and misdealt: the deal passes on', () => {
    expect(find('misdeal', 'partner-dealt').judge().irregularities[0]?.laws).toEqual(['Law 41', 'Law 45']);
  });
});
