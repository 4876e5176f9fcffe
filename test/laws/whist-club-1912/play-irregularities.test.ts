import { describe, expect, test } from 'vitest';
import { NEW_RUBBER, rubberTotals, scoreRubberDeal } from '../../../src/games/auction-bridge/rubber.js';
import { WHIST_CLUB_1912 } from '../../../src/laws/whist-club-1912/index.js';
import { dealScoreAtTable } from '../../../src/laws/whist-club-1912/score.js';
import { parseRecord } from '../../../src/notation/record/record.js';
import { viewFor } from '../../../src/table/view.js';
import { given } from './given.js';

// 4H by East (dummy West); South leads. N 8642.AKJ5.J.9873, E AQJ.Q986.K97.J52,
// S KT953.T3.T5432.4, W 7.742.AQ86.AKQT6. North discarding S2 on a club lead revokes.
const northRevokes = () => given().plays('S:C4 W:C6 N:S2 E:C2');

// South void of clubs: 3C by West (dummy East), North leads.
const CHICANE_DEAL = 'N:864.AKJ5.J.98743 AQJ.Q986.K97.J52 KT9532.T3.T5432. 7.742.AQ86.AKQT6';

describe('Law 83 — a revoke, established when the trick is turned and quitted', () => {
  test('a failure to follow suit is latent until its trick is quitted', () => {
    const j = northRevokes().judge();
    expect(j.irregularities).toEqual([
      { seq: 2, kind: 'revoke', offender: 'N', status: 'latent', laws: ['Law 83'] },
    ]);
    expect(viewFor(northRevokes().state, 'E', WHIST_CLUB_1912.game).irregularities).toEqual([]);
  });
  test('turned and quitted by the rightful winners (dummy won it), the revoke is established', () => {
    const j = northRevokes().add({ type: 'quit-trick', seat: 'E' }).judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'established', laws: ['Law 83'] });
  });
  test('quitted by the other side, it is not yet established', () => {
    const j = northRevokes().add({ type: 'quit-trick', seat: 'N' }).judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'latent' });
  });
  test('the lead to the next trick establishes it', () => {
    const j = northRevokes().play('W', 'CA').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'established' });
  });
});

describe('Law 84(b) — an adversary revokes: the declarer takes 150 points or three tricks', () => {
  const played = () => northRevokes().continuePlay();
  test('at the end of play the declarer chooses', () => {
    const j = played().judge();
    expect(j.phase).toBe('ended');
    expect(j.pending?.chooser).toEqual(['E']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['take-points', 'take-tricks']);
    expect(j.result).toBeNull();
  });
  test('take-points: 150 in the honour column; the revoking side keeps only its honours', () => {
    const r = played().elect('take-points').judge().result;
    expect(r?.transfers).toEqual([]);
    expect(r?.entries).toContainEqual({
      side: 'EW',
      line: 'above',
      points: 150,
      reason: 'revoke',
      laws: ['Law 84(b)'],
    });
    expect(r?.entries?.filter((e) => e.side === 'NS').map((e) => e.reason)).toEqual(['honours']);
  });
  test('take-tricks: three tricks move to the declarer and count towards his declaration', () => {
    const points = played().elect('take-points');
    const tricks = played().elect('take-tricks');
    const rp = points.judge().result;
    const rt = tricks.judge().result;
    expect(rt?.transfers).toEqual([{ to: 'EW', tricks: 3, laws: ['Law 84(b)'] }]);
    expect(rt?.tricks.EW).toBe(Math.min(13, (rp?.tricks.EW ?? 0) + 3));
    expect(rt?.entries?.some((e) => e.reason === 'revoke')).toBe(false);
    expect(rt?.score).not.toEqual(rp?.score);
  });
  test('the two choices give two different rubber scores', () => {
    const sheet = (choice: 'take-points' | 'take-tricks') => {
      const b = played().elect(choice);
      const deal = dealScoreAtTable(b.state, choice);
      if (deal === null) throw new Error('no score');
      const rubber = scoreRubberDeal(NEW_RUBBER, deal.score);
      if (!rubber.ok) throw new Error('rubber');
      return { state: rubber.value, totals: rubberTotals(rubber.value) };
    };
    const points = sheet('take-points');
    const tricks = sheet('take-tricks');
    // 4H made either way here: 8 a trick over six below the line; 150 above with take-points.
    expect(points.totals.honours.EW - tricks.totals.honours.EW).toBe(150);
    expect(tricks.totals.tricks.EW).toBeGreaterThan(points.totals.tricks.EW);
    expect(tricks.totals.total).not.toEqual(points.totals.total);
    expect(points.totals.honours.NS).toBe(32);
  });
});

describe('Law 84(c) — a second revoke by the same side costs 100', () => {
  test('North revokes in clubs and again in diamonds: 150 (or three tricks) and 100', () => {
    // Trick 2: West leads DA; North, with DJ, discards... he has DJ: he revokes by playing a heart.
    const b = northRevokes().plays('W:DA N:H5 E:D7 S:D2').continuePlay().elect('take-points');
    const j = b.judge();
    expect(j.irregularities.filter((i) => i.kind === 'revoke').map((i) => i.laws.at(-1))).toEqual([
      'Law 84(b)',
      'Law 84(c)',
    ]);
    expect(j.result?.entries).toContainEqual({
      side: 'EW',
      line: 'above',
      points: 100,
      reason: 'revoke',
      laws: ['Law 84(c)'],
    });
  });
});

describe('Law 84(a) — the declarer revokes: 150 to the adversaries, with the undertricks', () => {
  test('East discards on a diamond; the adversaries score 150 and he scores no tricks', () => {
    // Trick 1: South leads D2, West DA, North DJ, East (K97) plays C2: a revoke.
    const j = given().plays('S:D2 W:DA N:DJ E:C2').continuePlay().judge();
    expect(j.pending).toBeNull();
    const r = j.result;
    expect(r?.entries).toContainEqual({
      side: 'NS',
      line: 'above',
      points: 150,
      reason: 'revoke',
      laws: ['Law 84(a)'],
    });
    expect(
      r?.entries?.filter((e) => e.side === 'EW').every((e) => ['honours', 'chicane'].includes(e.reason)),
    ).toBe(true);
  });
});

describe('Law 89 — both sides revoke: only honours and chicane are scored', () => {
  test('a revoke each: no trick score, no penalty', () => {
    const j = northRevokes().plays('W:DA N:DJ E:C5 S:D2').continuePlay().judge();
    const r = j.result;
    expect(r?.entries?.map((e) => e.reason)).toEqual(['honours']);
    expect(j.irregularities.filter((i) => i.kind === 'revoke').map((i) => i.status)).toEqual([
      'no-rectification',
      'no-rectification',
    ]);
  });
});

describe('Law 86 — a revoke corrected in time', () => {
  const corrected = () =>
    northRevokes()
      .add({ type: 'ask', seat: 'S', of: 'N', about: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' });
  test('the question (Law 85) draws attention; the offender must take his card back', () => {
    const j = northRevokes().add({ type: 'ask', seat: 'S', of: 'N', about: 'revoke' }).judge();
    expect(j.next).toEqual({ seat: 'N', acts: ['withdraw'] });
    expect(j.obligations).toEqual([{ seat: 'N', kind: 'correct-revoke', card: 'S2', laws: ['Law 86'] }]);
  });
  test("an adversary's card played in error: exposed, or highest or lowest of the suit", () => {
    const j = corrected().judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'corrected', laws: ['Law 83', 'Law 86'] });
    expect(j.pending?.options.map((o) => o.id)).toEqual(['call-card', 'play-highest', 'play-lowest']);
  });
  test('play-highest: North must play his highest club', () => {
    const b = corrected().elect('play-highest');
    expect(b.judge().obligations).toEqual([{ seat: 'N', kind: 'play-highest', suit: 'C', laws: ['Law 86'] }]);
    const j = b.play('N', 'C3').judge();
    expect(j.irregularities[1]).toMatchObject({ kind: 'revoke', offender: 'N', laws: ['Law 73', 'Law 86'] });
  });
  test('call-card: the card is exposed and later called', () => {
    const j = corrected().elect('call-card', { card: 'S2' }).play('N', 'C9').judge();
    expect(j.obligations).toContainEqual({ seat: 'N', kind: 'exposed-card', card: 'S2', laws: ['Law 86'] });
  });
  test('the players who followed may take their cards back, not exposed', () => {
    const j = corrected()
      .elect('play-lowest')
      .play('N', 'C3')
      .add({ type: 'withdraw', seat: 'E', card: 'C2' })
      .judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(j.obligations).toEqual([]);
  });
  test("the declarer's own revoke corrected: no penalty", () => {
    const j = given()
      .plays('S:D2 W:DA N:DJ E:C2')
      .add({ type: 'attention', seat: 'S', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'E', card: 'C2' })
      .judge();
    expect(j.pending).toBeNull();
    expect(j.irregularities[0]).toMatchObject({ status: 'corrected' });
  });
});

describe('law 86 — the offender corrects his own mistake in time to save a revoke', () => {
  test('North takes back his revoke card unasked, before the trick is quitted: the penalty of 86 is offered', () => {
    const j = northRevokes().add({ type: 'withdraw', seat: 'N', card: 'S2' }).judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'corrected', laws: ['Law 83', 'Law 86'] });
    expect(j.pending?.options.map((o) => o.id)).toEqual(['call-card', 'play-highest', 'play-lowest']);
  });
  test('the declarer, who followed him, may then take back his card too', () => {
    const j = northRevokes()
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .elect('play-lowest')
      .play('N', 'C3')
      .add({ type: 'withdraw', seat: 'E', card: 'C2' })
      .judge();
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test("the declarer's own revoke taken back unasked: no penalty", () => {
    const j = given().plays('S:D2 W:DA N:DJ E:C2').add({ type: 'withdraw', seat: 'E', card: 'C2' }).judge();
    expect(j.pending).toBeNull();
    expect(j.irregularities[0]).toMatchObject({ status: 'corrected', laws: ['Law 83', 'Law 86'] });
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('too late once the trick is turned and quitted by its winners (law 83): refused', () => {
    const b = northRevokes()
      .add({ type: 'quit-trick', seat: 'W' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' });
    expect(b.refusal()).toMatchObject({ kind: 'withdraw-not-allowed', at: 5 });
  });
});

describe('Law 63 — dummy is not liable to the penalty for a revoke', () => {
  test("dummy's revoke, its trick quitted: the trick stands, no penalty", () => {
    // South leads D2; dummy West (AQ86) plays C6.
    const j = given().plays('S:D2 W:C6 N:DJ E:DK').continuePlay().judge();
    expect(j.irregularities[0]).toMatchObject({
      offender: 'W',
      status: 'no-rectification',
      laws: ['Law 63'],
    });
    expect(j.pending).toBeNull();
  });
});

describe('Laws 61 and 60 — dummy draws attention to an adversary revoke', () => {
  test('the declarer is precluded from the penalty (Card Committee, case 11)', () => {
    const j = northRevokes()
      .play('W', 'CA')
      .add({ type: 'attention', seat: 'W', to: 'revoke' })
      .continuePlay()
      .judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification' });
    expect(j.irregularities[0]?.laws).toContain('Law 61');
    expect(j.pending).toBeNull();
  });
});

describe('Law 70 — two cards played at once by an adversary', () => {
  const both = () => given().add({ type: 'play', seat: 'S', cards: ['C4', 'D2'] });
  test('the declarer calls one to the trick; the other is exposed', () => {
    const j = both().judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'two-cards-played', offender: 'S', status: 'pending' });
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([
      ['designate-card', 'C4'],
      ['designate-card', 'D2'],
    ]);
    const after = both().elect('designate-card', { card: 'C4' }).judge();
    expect(after.obligations).toEqual([
      { seat: 'S', kind: 'exposed-card', card: 'D2', laws: ['Law 68', 'Law 70'] },
    ]);
    expect(after.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('Laws 67 and 75 — the exposed card is later called, and must be played', () => {
    // Trick 2 is led by the winner; when South is to play to diamonds, the declarer may call D2.
    const b = both().elect('designate-card', { card: 'C4' }).plays('W:C6 N:C3 E:C2 W:DA N:DJ E:D7');
    const j = b.judge();
    expect(j.pending?.options.map((o) => [o.id, o.card])).toEqual([
      ['call-card', 'D2'],
      ['waive-penalty', undefined],
    ]);
    const called = b.elect('call-card', { card: 'D2' });
    expect(called.judge().obligations).toContainEqual({
      seat: 'S',
      kind: 'play-card',
      card: 'D2',
      laws: ['Law 67', 'Law 75'],
    });
    expect(called.play('S', 'D2').judge().obligations).toEqual([]);
  });
  test('Law 73 — not playing the called card is a revoke unless corrected before the trick is quitted', () => {
    const b = both()
      .elect('designate-card', { card: 'C4' })
      .plays('W:C6 N:C3 E:C2 W:DA N:DJ E:D7')
      .elect('call-card', { card: 'D2' })
      .play('S', 'D3');
    expect(b.judge().irregularities[1]).toMatchObject({
      kind: 'revoke',
      status: 'latent',
      laws: ['Law 73', 'Law 67'],
    });
    const j = b
      .add({ type: 'attention', seat: 'E', to: 'revoke', offender: 'S' })
      .add({ type: 'withdraw', seat: 'S', card: 'D3' })
      .play('S', 'D2')
      .judge();
    expect(j.irregularities[1]).toMatchObject({ status: 'corrected' });
  });
});

describe('Law 76 — an adversary leads out of turn', () => {
  test('the declarer calls a suit: the card goes back, South must lead hearts', () => {
    const b = given().play('N', 'C3');
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual(['call-card', 'call-suit']);
    const j = b.elect('call-suit', { suit: 'H' }).judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'lead-out-of-turn',
      offender: 'N',
      status: 'rectified',
      laws: ['Law 76'],
    });
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'lead-suit', suit: 'H', laws: ['Law 76'] },
      { seat: 'S', kind: 'lead-suit', suit: 'H', laws: ['Law 76'] },
    ]);
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
    const led = b.play('S', 'H3').judge();
    expect(led.obligations).toEqual([]);
  });
  test('call-suit needs the suit', () => {
    expect(given().play('N', 'C3').elect('call-suit').refusal().kind).toBe('option-parameter');
  });
  test('the card is treated as exposed', () => {
    const j = given().play('N', 'C3').elect('call-card', { card: 'C3' }).judge();
    expect(j.obligations).toEqual([{ seat: 'N', kind: 'exposed-card', card: 'C3', laws: ['Law 76'] }]);
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
  });
  test('Law 78 — the three others follow: the trick stands, no rectification', () => {
    const j = given().plays('N:C3 E:C2 S:C4 W:C6').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 76', 'Law 78'] });
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('Law 78 — only the second and third followed: their cards are taken back too', () => {
    const j = given().plays('N:C3 E:C2 S:C4').elect('call-suit', { suit: 'D' }).judge();
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
    const s = given().plays('N:C3 E:C2 S:C4').elect('call-suit', { suit: 'D' }).state;
    expect(s.trick).toBeNull();
  });
});

describe("Law 77 — the declarer's lead out of turn: no penalty", () => {
  test('East leads from his hand when South should: it stands once the second hand plays', () => {
    const j = given().plays('E:C2 S:C4').judge();
    expect(j.irregularities[0]).toMatchObject({
      offender: 'E',
      status: 'no-rectification',
      laws: ['Law 77'],
    });
    expect(j.pending).toBeNull();
  });
  test('before the second hand plays he may take it back; the proper hand leads', () => {
    const j = given().play('E', 'C2').add({ type: 'withdraw', seat: 'E', card: 'C2' }).judge();
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
    expect(given().plays('E:C2 S:C4').add({ type: 'withdraw', seat: 'E', card: 'C2' }).refusal().kind).toBe(
      'withdraw-not-allowed',
    );
  });
});

describe('Law 80 — the fourth hand plays before the second', () => {
  test('the declarer requires the second hand to win the trick; failing when able is a revoke (73)', () => {
    // West (dummy) leads CA after trick 1; North is second, South fourth.
    const b = () => given().plays('S:C4 W:C6 N:C3 E:C2 W:CA S:S3');
    const j = b().judge();
    expect(j.irregularities.at(-1)).toMatchObject({ kind: 'fourth-hand-before-second', offender: 'S' });
    expect(j.pending?.options.map((o) => o.id)).toEqual([
      'play-highest',
      'play-lowest',
      'win-trick',
      'lose-trick',
      'waive-penalty',
    ]);
    const high = b().elect('play-highest').judge();
    expect(high.obligations).toEqual([{ seat: 'N', kind: 'play-highest', suit: 'C', laws: ['Law 80'] }]);
    expect(b().elect('play-highest').play('N', 'C7').judge().irregularities.at(-1)).toMatchObject({
      laws: ['Law 73', 'Law 80'],
    });
  });
});

describe('Law 92 — an adversary calls attention to the trick', () => {
  test('South says the trick is his before North plays: North may be made to play highest or lowest, win or lose', () => {
    const b = given().plays('S:D2 W:D6').add({ type: 'attention', seat: 'S', to: 'trick' });
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'attention-to-trick',
      offender: 'S',
      status: 'pending',
    });
    const lose = b.elect('lose-trick').judge();
    expect(lose.obligations).toEqual([{ seat: 'N', kind: 'lose-trick', suit: 'D', laws: ['Law 92'] }]);
  });
});

describe('Laws 93 and 51 — an unauthorised reference: the declarer calls a suit', () => {
  test('to the play: a suit is called from the adversary next to lead', () => {
    const j = given()
      .plays('S:C4 W:C6')
      .add({ type: 'attention', seat: 'N', to: 'play' })
      .elect('call-suit', { suit: 'S' })
      .judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'unauthorised-reference', laws: ['Law 93'] });
    expect(j.obligations.map((o) => [o.seat, o.kind, o.suit])).toEqual([
      ['N', 'lead-suit', 'S'],
      ['S', 'lead-suit', 'S'],
    ]);
  });
  test('to a declaration (Law 51)', () => {
    const j = given().add({ type: 'attention', seat: 'N', to: 'declaration' }).judge();
    expect(j.irregularities[0]).toMatchObject({ laws: ['Law 51'] });
  });
  test('warning partner that he is about to lead out of turn is allowed', () => {
    expect(
      given().add({ type: 'attention', seat: 'N', to: 'lead-out-of-turn' }).judge().irregularities,
    ).toEqual([]);
  });
});

describe('Laws 66, 67, 68 and 69 — exposed cards', () => {
  test("Law 66 — the leader's partner exposes a card before the lead: its suit may be prohibited", () => {
    const b = () => given().add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' });
    expect(
      b()
        .judge()
        .pending?.options.map((o) => [o.id, o.suit]),
    ).toEqual([
      ['forbid-suit', 'H'],
      ['waive-penalty', undefined],
    ]);
    const j = b().elect('forbid-suit', { suit: 'H' }).judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'exposed-card', card: 'HA', laws: ['Law 66'] },
      { seat: 'S', kind: 'forbid-lead-suit', suit: 'H', laws: ['Law 66'] },
    ]);
    const led = b().elect('forbid-suit', { suit: 'H' }).play('S', 'HT').judge();
    expect(led.irregularities.at(-1)).toMatchObject({ kind: 'revoke', laws: ['Law 73', 'Law 66'] });
  });
  test('Law 68 — a card seen by partner during the play is exposed', () => {
    const j = given()
      .plays('S:C4 W:C6')
      .add({ type: 'expose', seat: 'N', card: 'HK', how: 'seen-by-partner' })
      .judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'exposed-card', card: 'HK', laws: ['Law 67', 'Law 68'] },
    ]);
  });
  test('Law 69 — a card dropped below the table is not exposed', () => {
    const j = given()
      .plays('S:C4 W:C6')
      .add({ type: 'expose', seat: 'N', card: 'HK', how: 'below-table' })
      .judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 69'] });
  });
  test('Law 74 — an exposed card is not called when playing it would be a revoke', () => {
    const j = given()
      .plays('S:C4 W:C6')
      .add({ type: 'expose', seat: 'N', card: 'HK', how: 'dropped' })
      .judge();
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'N', acts: ['play'] });
  });
});

describe('Law 72 — cards thrown face up; "I have the rest"', () => {
  test("an adversary's hand thrown face up: all his cards are exposed", () => {
    const j = given().plays('S:C4 W:C6 N:C3 E:C2').add({ type: 'face-hand', seat: 'S' }).judge();
    expect(j.obligations.filter((o) => o.kind === 'exposed-card')).toHaveLength(12);
  });
  test("the declarer's exposed cards are not liable to be called", () => {
    const j = given().plays('S:C4').add({ type: 'expose', seat: 'E', card: 'SA', how: 'dropped' }).judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 72'] });
  });
  test('the declarer claims, an adversary disputes: play goes on, adversaries expose freely', () => {
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'claim', seat: 'E', tricks: 12 })
      .add({ type: 'dispute', seat: 'S' })
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' });
    const j = b.judge();
    expect(j.obligations).toEqual([]);
    expect(j.irregularities.at(-1)).toMatchObject({ status: 'no-rectification', laws: ['Law 72'] });
  });
  test('the claim agreed: the tricks are scored', () => {
    const j = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'claim', seat: 'E', tricks: 12 })
      .add({ type: 'agree', seat: 'S' })
      .judge();
    expect(j.phase).toBe('ended');
    expect(j.result?.tricks).toEqual({ NS: 0, EW: 13 });
  });
});

describe('Law 71 — a winning card led without waiting for partner', () => {
  const early = () =>
    given().plays('S:C4 W:C6 N:C3 E:C2 W:D6 N:DJ E:DK S:DT E:H6 S:H3 W:H2 N:HA N:HK E:H8 N:HJ');
  test('North leads HK and plays HJ before South has played: HJ is exposed, South may be made to win', () => {
    const j = early().judge();
    expect(j.irregularities.at(-1)).toMatchObject({
      kind: 'played-without-waiting',
      offender: 'N',
      status: 'pending',
    });
    expect(j.obligations).toEqual([{ seat: 'N', kind: 'exposed-card', card: 'HJ', laws: ['Law 71'] }]);
    const won = early().elect('win-trick', { card: 'HK' }).judge();
    expect(won.obligations).toContainEqual({ seat: 'S', kind: 'win-trick', suit: 'H', laws: ['Law 71'] });
  });
});

describe('Law 64 — the declarer names or touches a card in dummy', () => {
  test('touched: it is played; touched while arranging: nothing', () => {
    const j = given().play('S', 'C4').add({ type: 'touch', seat: 'W', card: 'CA' }).judge();
    expect(j.next).toEqual({ seat: 'N', acts: ['play'] });
    const a = given().play('S', 'C4').add({ type: 'touch', seat: 'W', card: 'CA', arranging: true }).judge();
    expect(a.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('two cards of dummy touched at once: the declarer elects which', () => {
    const j = given()
      .play('S', 'C4')
      .add({ type: 'play', seat: 'W', cards: ['CA', 'CK'] })
      .judge();
    expect(j.pending?.options.map((o) => o.laws)).toEqual([['Law 64'], ['Law 64']]);
    const after = given()
      .play('S', 'C4')
      .add({ type: 'play', seat: 'W', cards: ['CA', 'CK'] })
      .elect('designate-card', { card: 'CK' })
      .judge();
    expect(after.obligations).toEqual([]);
  });
});

describe('Laws 5, 6 and 9 — honours to the original holders; chicane', () => {
  test('the declarer fails: the adversaries score the undertricks and their honours, he his', () => {
    const j = given(undefined, { level: 7, strain: 'H', risk: '', declarer: 'E' }).continuePlay().judge();
    const e = j.result?.entries ?? [];
    expect(e).toContainEqual({
      side: 'NS',
      line: 'above',
      points: 32,
      reason: 'honours',
      laws: ['Law 5', 'Law 6', 'Law 10'],
    });
    expect(e.some((x) => x.side === 'NS' && x.reason === 'undertricks')).toBe(true);
  });
  test('South is void of clubs: chicane deducted from the honours of West', () => {
    const j = given(CHICANE_DEAL, { level: 3, strain: 'C', risk: '', declarer: 'W' }).continuePlay().judge();
    const e = j.result?.entries ?? [];
    expect(e).toContainEqual({
      side: 'EW',
      line: 'above',
      points: 54,
      reason: 'honours',
      laws: ['Law 5', 'Law 6', 'Law 10'],
    });
    expect(e).toContainEqual({
      side: 'EW',
      line: 'above',
      points: -12,
      reason: 'chicane',
      laws: ['Law 9', 'Law 10'],
    });
  });
});

describe('Laws 4, 42, 58 — declarations and royal spades at the table', () => {
  test('an auction with royal spades: spades are trumps, the score is of royal spades', () => {
    const b = given(undefined, null, 'N');
    for (const [seat, call] of [
      ['N', '1S'],
      ['E', '1RS'],
      ['S', 'P'],
      ['W', 'P'],
      ['N', 'P'],
    ] as const)
      b.add({ type: 'call', seat, call });
    const s = b.state;
    expect(s.phase).toBe('play');
    expect(s.trump).toBe('S');
    expect(s.part.auctionBridge?.contract).toEqual({ level: 1, strain: 'RS', risk: '', declarer: 'E' });
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['play'] });
  });
  test('next to declare during the bidding', () => {
    expect(given(undefined, null).judge().next).toEqual({ seat: 'N', acts: ['call'] });
  });
  test('a record may give a royal-spade contract; contract bridge records may not', () => {
    const text = (game: string) =>
      JSON.stringify({
        format: 'tablelaw/1',
        game,
        rulebook: 'whist-club-1912',
        board: {
          number: 1,
          dealer: 'N',
          vulnerable: 'None',
          deal: 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6',
        },
        contract: { level: 2, strain: 'RS', risk: '', declarer: 'E' },
        events: [],
      });
    expect(parseRecord(text('auction-bridge')).ok).toBe(true);
    expect(parseRecord(text('contract-bridge')).ok).toBe(false);
  });
});

describe('Law 79 — called to lead a suit he has not: the penalty is paid', () => {
  test('South, void of clubs, leads a spade after clubs were called: no revoke', () => {
    const j = given(CHICANE_DEAL, { level: 3, strain: 'C', risk: '', declarer: 'E' })
      .play('N', 'H5')
      .elect('call-suit', { suit: 'C' })
      .play('S', 'S2')
      .judge();
    expect(j.irregularities.filter((i) => i.kind === 'revoke')).toEqual([]);
    expect(j.obligations).toEqual([]);
  });
});

describe('Law 86 — an election corrected in the record (no director in the 1912 code: ADR 0085)', () => {
  test('play-highest recorded by mistake, corrected to play-lowest: North must play his lowest club', () => {
    const b = northRevokes()
      .add({ type: 'ask', seat: 'S', of: 'N', about: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' });
    const at = b.events.length;
    b.elect('play-highest').add({ type: 'correct', seat: 'director', replaces: at, option: 'play-lowest' });
    expect(b.judge().obligations).toEqual([{ seat: 'N', kind: 'play-lowest', suit: 'C', laws: ['Law 86'] }]);
  });
});
