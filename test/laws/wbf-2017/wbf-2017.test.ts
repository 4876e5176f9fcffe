import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East on DESIGN §4's deal, dummy West, South on lead.
const trickOne = 'S:C4 W:C6 N:C3 E:C2'; // won in dummy
const dummyLeadsClub = () => given().plays(`${trickOne} W:CT`);

// 45 legal plays after which West has led CT to trick 12 (see law-61-64-revoke.test.ts).
const TO_TRICK_TWELVE =
  'S:D4 W:DA N:DJ E:D9 W:C6 N:C7 E:C5 S:C4 N:C8 E:C2 S:S3 W:CK W:S7 N:S2 E:SJ S:S9 E:H8 S:HT W:H7 N:HK ' +
  'N:S8 E:SA S:ST W:H4 W:CA N:C9 E:CJ S:D2 W:D6 N:HA E:DK S:DT N:HJ E:H6 S:H3 W:H2 N:S6 E:SQ S:SK W:CQ ' +
  'S:D5 W:DQ N:S4 E:D7 W:CT';

describe('Law 53A (2017) — a lead out of turn to trick thirteen cannot be accepted', () => {
  const atTrickThirteen = () => {
    const b = given().plays(TO_TRICK_TWELVE).continuePlay(3);
    const s = b.state;
    const wrong = (['N', 'E', 'S', 'W'] as const).find((x) => x !== s.turn && x !== s.dummy) ?? 'N';
    const card = ['C', 'D', 'H', 'S']
      .flatMap((suit) =>
        ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'].map((r) => `${suit}${r}`),
      )
      .find(
        (c) =>
          (b.state.hands[wrong]['CDHS'.indexOf(c[0] as string) as 0] &
            (1 << '23456789TJQKA'.indexOf(c[1] as string))) !==
          0,
      );
    return b.play(wrong, card as 'C2');
  };
  test('2017: it is retracted, no decision; 2007: declarer chooses', () => {
    const j2017 = atTrickThirteen().under('wbf-2017').judge();
    expect(j2017.irregularities.at(-1)).toMatchObject({
      kind: 'lead-out-of-turn',
      status: 'rectified',
      laws: ['Law 53A'],
    });
    expect(j2017.pending).toBeNull();
    expect(
      atTrickThirteen()
        .judge()
        .pending?.options.map((o) => o.id),
    ).toContain('accept-lead');
  });
});

describe('Law 53B (2017) — the proper lead after a lead out of turn (2007 53C)', () => {
  test('the same record cites Law 53B under 2017 and Law 53C under 2007', () => {
    const b = () => given().plays(trickOne).play('N', 'H5').play('W', 'CT');
    expect(b().under('wbf-2017').judge().irregularities[0]?.laws).toEqual(['Law 53B']);
    expect(b().judge().irregularities[0]?.laws).toEqual(['Law 53C']);
  });
});

describe('Law 57A4 (2017) — declarer may require a card of another suit', () => {
  test('a fourth option, one per suit other than the suit led', () => {
    const j = dummyLeadsClub().play('S', 'D2').under('wbf-2017').judge();
    expect(j.pending?.options.filter((o) => o.id === 'require-other-suit').map((o) => o.suit)).toEqual([
      'D',
      'H',
      'S',
    ]);
    expect(
      dummyLeadsClub()
        .play('S', 'D2')
        .judge()
        .pending?.options.some((o) => o.id === 'require-other-suit'),
    ).toBe(false);
  });
  test('North must follow clubs first (44C): no revoke; the duty is recorded', () => {
    const b = dummyLeadsClub()
      .play('S', 'D2')
      .under('wbf-2017')
      .elect('E', 'require-other-suit', { suit: 'S' });
    expect(b.judge().obligations).toContainEqual({
      seat: 'N',
      kind: 'require-play-suit',
      suit: 'S',
      laws: ['Law 57A4'],
    });
    expect(
      b
        .play('N', 'C7')
        .judge()
        .irregularities.filter((i) => i.kind === 'revoke'),
    ).toEqual([]);
  });
});

describe("Law 57D (2017) — a defender's attempted play at his right-hand opponent's turn", () => {
  // Trick two: W:CT N:C7, then South (void in clubs) plays before East.
  const early = () => dummyLeadsClub().play('N', 'C7').play('S', 'D2');
  test('2017: a legal card must be played at his proper turn; 2007: it is simply played', () => {
    const j = early().under('wbf-2017').judge();
    expect(j.irregularities[0]).toMatchObject({ offender: 'S', status: 'rectified', laws: ['Law 57D'] });
    expect(j.obligations).toContainEqual({ seat: 'S', kind: 'play-card', card: 'D2', laws: ['Law 57D'] });
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(early().judge().irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 57'] });
  });
  test('playing another card at his turn is a revoke (61A)', () => {
    const j = early().under('wbf-2017').plays('E:C5 S:D3').judge();
    expect(j.irregularities[1]).toMatchObject({
      kind: 'revoke',
      offender: 'S',
      laws: ['Law 61A', 'Law 57D'],
    });
  });
});

describe("Law 57C3 (2017) — declarer's premature play is a played card (2007 57C2)", () => {
  test('cited in 2017 numbering', () => {
    const j = dummyLeadsClub().play('E', 'C5').under('wbf-2017').judge();
    expect(j.irregularities[0]?.laws).toEqual(['Law 57C3']);
  });
});

describe('Law 51B2(c) (2017) — penalty cards in two suits: neither require nor forbid', () => {
  test('the option cites 51B2(c)', () => {
    const j = given()
      .play('N', 'C9')
      .add({ type: 'expose', seat: 'N', card: 'S8', how: 'dropped' })
      .elect('E', 'reject-lead')
      .under('wbf-2017')
      .judge();
    expect(j.pending?.options.at(-1)).toMatchObject({ id: 'leave-penalty-card', laws: ['Law 51B2(c)'] });
  });
});

describe('Law 62C3 and Law 64B8 (2017) — both sides revoke on one trick', () => {
  // North discards a spade and East ruffs on trick one, both holding clubs; East leads to trick
  // two (his revoke is established), then attention is drawn.
  const both = () =>
    given().plays('S:C4 W:C6 N:S2 E:H6 E:SA').add({ type: 'attention', seat: 'S', to: 'revoke' });
  test('2017: both revokes are corrected, then no transfer', () => {
    const b = both()
      .under('wbf-2017')
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .add({ type: 'withdraw', seat: 'E', card: 'H6' })
      .plays('N:C3 E:C2');
    const j = b.judge();
    expect(j.irregularities.map((i) => i.status)).toEqual(['corrected', 'corrected']);
    expect(j.irregularities[1]?.laws).toEqual(expect.arrayContaining(['Law 62C3', 'Law 64B8']));
    expect(b.continuePlay().judge().result?.transfers).toEqual([]);
  });
  test("2007: only North's revoke is corrected; East's stands and transfers at the end", () => {
    const j = both().add({ type: 'withdraw', seat: 'N', card: 'S2' }).play('N', 'C3').continuePlay().judge();
    expect(j.irregularities.map((i) => [i.offender, i.status])).toEqual([
      ['N', 'corrected'],
      ['E', 'rectified'],
    ]);
    expect(j.result?.transfers[0]).toMatchObject({ to: 'NS', laws: ['Law 64A1'] });
  });
});

describe("Law 63A4 (2017) — agreement to an opponent's claim establishes the agreeing side's revoke", () => {
  test("North revoked; South agrees to declarer's claim: 63A4 (2007: 63A3)", () => {
    const b = () =>
      given()
        .plays('S:C4 W:C6 N:S2 E:C2')
        .add({ type: 'claim', seat: 'E', tricks: 12 })
        .add({ type: 'agree', seat: 'S' });
    expect(b().under('wbf-2017').judge().irregularities[0]?.laws).toContain('Law 63A4');
    expect(b().judge().irregularities[0]?.laws).toContain('Law 63A3');
  });
});

describe('Law 64B3 (2017) — only a penalty card or a card of dummy counts as faced', () => {
  // East drops his club five face up (48A), then ruffs trick one holding clubs.
  const ruff = () =>
    given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'expose', seat: 'E', card: 'C5', how: 'dropped' })
      .play('E', 'H6')
      .continuePlay();
  test('2017: a transfer; 2007: none (a card faced on the table)', () => {
    expect(ruff().under('wbf-2017').judge().result?.transfers[0]).toMatchObject({
      to: 'NS',
      laws: ['Law 64A1'],
    });
    expect(ruff().judge().irregularities[1]?.laws.at(-1)).toBe('Law 64B3');
    expect(ruff().judge().result?.transfers).toEqual([]);
  });
});

describe("Law 45C4(b) (2017) — only declarer may change a designation of dummy's card", () => {
  test("a defender's change is not considered: the first card stands", () => {
    const j = given()
      .plays('S:C4 W:C6')
      .add({ type: 'designate', seat: 'N', card: 'C3' })
      .add({ type: 'designate', seat: 'N', card: 'C9' })
      .under('wbf-2017')
      .judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 45C4(a)'] });
  });
  test("declarer's change of dummy's card, before he next plays: the director is asked", () => {
    const j = given()
      .play('S', 'C4')
      .add({ type: 'designate', seat: 'W', card: 'CK' })
      .play('N', 'C3')
      .add({ type: 'designate', seat: 'W', card: 'CA' })
      .under('wbf-2017')
      .judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'pending', laws: ['Law 45C4(b)'] });
  });
  test('too late once declarer has played from his hand', () => {
    const j = given()
      .plays(trickOne)
      .add({ type: 'designate', seat: 'W', card: 'CT' })
      .plays('N:C7 E:C5')
      .add({ type: 'designate', seat: 'W', card: 'CK' })
      .under('wbf-2017')
      .judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 45C4(a)'] });
  });
});

describe('Law 16C (2017) — information from withdrawn actions, renumbered', () => {
  test('a retracted lead cites Law 16C', () => {
    const j = given().plays(trickOne).play('E', 'SA').elect('S', 'reject-lead').under('wbf-2017').judge();
    expect(j.irregularities[0]?.unauthorised).toEqual({ side: 'EW', laws: ['Law 16C'] });
  });
});

describe('Law 68D2(b) (2017) — after a doubted claim play continues if all four agree', () => {
  const doubted = () =>
    given().plays(trickOne).add({ type: 'claim', seat: 'E', tricks: 12 }).add({ type: 'dispute', seat: 'S' });
  test('the non-claiming side may ask to play on: the claim is void', () => {
    const b = doubted().under('wbf-2017');
    const j = b.judge();
    expect(j.pending?.options.map((o) => o.id)).toEqual(['uphold-claim', 'award-tricks', 'play-on']);
    expect(j.pending?.options.at(-1)?.laws).toEqual(['Law 68D2(b)']);
    const on = b.elect('S', 'play-on').judge();
    expect(on.pending).toBeNull();
    expect(on.next).toEqual({ seat: 'W', acts: ['play'] });
    expect(on.phase).toBe('play');
  });
  test("the players cannot make the director's choices", () => {
    expect(doubted().under('wbf-2017').elect('S', 'uphold-claim').refusal()).toMatchObject({
      kind: 'not-offered',
    });
  });
  test('2007: no play-on', () => {
    expect(
      doubted()
        .judge()
        .pending?.options.map((o) => o.id),
    ).toEqual(['uphold-claim', 'award-tricks']);
  });
});

describe("Law 43B3 (2017) — dummy, having violated 43A2, first draws attention to a defender's revoke", () => {
  test('no rectification; at the end the director decides (the same decision as 2007)', () => {
    const j = given()
      .plays('S:C4 W:C6 N:S2 E:C2')
      .add({ type: 'attention', seat: 'W', to: 'revoke' })
      .add({ type: 'finding', seat: 'director', fact: 'dummy-violated', value: true })
      .continuePlay()
      .under('wbf-2017')
      .judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'revoke', status: 'no-rectification' });
    expect(j.result?.transfers).toEqual([]);
    expect(j.pending?.options.map((o) => o.laws[0])).toEqual(['Law 43B3', 'Law 43B3', 'Law 43B3']);
  });
});

describe('Law 62A (2017) — the offender corrects his own revoke: his withdrawal draws attention to it (9A2)', () => {
  test('North withdraws his revoke card unasked: the correction of 62B, a major penalty card (62B1)', () => {
    const b = given()
      .under('wbf-2017')
      .plays('S:C4 W:C6 N:S2')
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C3');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'revoke',
      status: 'corrected',
      laws: ['Law 61A', 'Law 62A', 'Law 62B1'],
    });
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'S2', major: true, laws: ['Law 50D'] },
    ]);
  });
});

const misinformed = (value: boolean) =>
  ({ type: 'finding', seat: 'director', fact: 'misinformed', value }) as const;
// North revokes on trick one (S2 on the club lead, holding clubs); dummy wins it. South, told
// by declarer that it is his lead, leads D2 out of turn to trick two: his side's first card to it.
const misledAfterRevoke = () =>
  given().under('wbf-2017').plays('S:C4 W:C6 N:S2 E:C2').play('S', 'D2').add(misinformed(true));

describe('Law 47E1 (2017) — a lead made on misinformation does not establish partner’s revoke: "Law 63A1 does not apply"', () => {
  test('the lead is retracted and North’s revoke is latent again', () => {
    const j = misledAfterRevoke().judge();
    expect(j.irregularities[0]).toMatchObject({
      kind: 'revoke',
      status: 'latent',
      laws: ['Law 61A', 'Law 47E1'],
    });
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('so it must still be corrected (62A): North withdraws S2, a major penalty card (62B1)', () => {
    const b = misledAfterRevoke().add({ type: 'withdraw', seat: 'N', card: 'S2' });
    expect(b.state.tricks).toHaveLength(0);
    const j = b.play('N', 'C3').judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'corrected',
      laws: ['Law 61A', 'Law 47E1', 'Law 62A', 'Law 62B1'],
    });
    expect(j.obligations).toContainEqual({
      seat: 'N',
      kind: 'penalty-card',
      card: 'S2',
      major: true,
      laws: ['Law 50D'],
    });
  });
});
