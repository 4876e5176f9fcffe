import { describe, expect, test } from 'vitest';
import { WBF_2007 } from '../../../src/laws/wbf-2007/index.js';
import { judgementOf } from '../../../src/table/judgement.js';
import { viewFor } from '../../../src/table/view.js';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead with C4. North (clubs 9873) revokes on the first trick.
const northRuffs = (code: 'wbf-1997' | 'wbf-2007' = 'wbf-2007') =>
  given().under(code).plays('S:C4 W:C6 N:H5 E:C2'); // North wins the revoke trick
const northDiscards = (code: 'wbf-1997' | 'wbf-2007' = 'wbf-2007') =>
  given().under(code).plays('S:C4 W:C6 N:S2 E:C2'); // dummy wins it

// 45 legal plays after which West has led CT to trick 12 and North holds H5 and C3.
const TO_TRICK_TWELVE =
  'S:D4 W:DA N:DJ E:D9 W:C6 N:C7 E:C5 S:C4 N:C8 E:C2 S:S3 W:CK W:S7 N:S2 E:SJ S:S9 E:H8 S:HT W:H7 N:HK ' +
  'N:S8 E:SA S:ST W:H4 W:CA N:C9 E:CJ S:D2 W:D6 N:HA E:DK S:DT N:HJ E:H6 S:H3 W:H2 N:S6 E:SQ S:SK W:CQ ' +
  'S:D5 W:DQ N:S4 E:D7 W:CT';

describe('Law 61A — definition of a revoke', () => {
  test('failing to follow suit is recorded at once but stays latent', () => {
    const j = northDiscards().judge();
    expect(j.irregularities).toEqual([
      { seq: 2, kind: 'revoke', offender: 'N', status: 'latent', laws: ['Law 61A'] },
    ]);
    expect(j.pending).toBeNull();
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
  test('a latent revoke is not shown to the players, only to the director', () => {
    const s = northDiscards().state;
    expect(viewFor(s, 'E', WBF_2007.game).irregularities).toEqual([]);
    expect(viewFor(s, 'director', WBF_2007.game).irregularities).toHaveLength(1);
  });
});

describe('Law 61B — inquiry about a possible revoke', () => {
  test('declarer asks North, who has a club: the revoke must be corrected', () => {
    const j = northDiscards().add({ type: 'ask', seat: 'E', of: 'N', about: 'revoke' }).judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'pending', laws: ['Law 61A', 'Law 62A'] });
    expect(j.next).toEqual({ seat: 'N', acts: ['withdraw'] });
  });
  test('asking a player who has not revoked changes nothing', () => {
    const j = given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:C7 E:C5 S:D2')
      .add({ type: 'ask', seat: 'E', of: 'S', about: 'revoke' })
      .judge();
    expect(j.irregularities).toEqual([]);
  });
  test("a decision on declarer's lead out of turn to trick two is made first; the trick stays quitted", () => {
    const b = northDiscards().play('E', 'SA').add({ type: 'ask', seat: 'E', of: 'N', about: 'revoke' });
    expect(b.state.tricks).toHaveLength(1);
    expect(b.judge().irregularities.map((i) => [i.kind, i.status])).toEqual([
      ['revoke', 'latent'],
      ['lead-out-of-turn', 'pending'],
    ]);
    const j = b.elect('S', 'reject-lead').judge();
    expect(j.irregularities[1]).toMatchObject({ status: 'rectified', laws: ['Law 55B2'] });
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe("Law 62B1 — correcting a revoke: a defender's card", () => {
  test('corrected before the next trick, the withdrawn card is a major penalty card', () => {
    const j = given()
      .plays('S:C4 W:C6 N:S2')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C3')
      .judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'corrected',
      laws: ['Law 61A', 'Law 62A', 'Law 62B1'],
    });
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'S2', major: true, laws: ['Law 50D'] },
    ]);
  });
  test('a quitted trick not yet established is reopened for the correction', () => {
    const b = northDiscards().add({ type: 'attention', seat: 'E', to: 'revoke' });
    expect(b.state.tricks).toHaveLength(0);
    const j = b.add({ type: 'withdraw', seat: 'N', card: 'S2' }).judge();
    expect(j.next).toEqual({ seat: 'N', acts: ['play'] });
  });
  test('other plays wait for the correction', () => {
    const b = northDiscards().add({ type: 'attention', seat: 'E', to: 'revoke' }).play('W', 'CT');
    expect(b.refusal()).toMatchObject({ kind: 'awaiting-correction', at: 5 });
  });
});

describe("Law 62B2 — correcting a revoke: declarer's or dummy's card", () => {
  test("dummy's revoke card goes back without rectification", () => {
    const j = given()
      .plays('S:C4 W:D6')
      .add({ type: 'attention', seat: 'N', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'W', card: 'D6' })
      .play('W', 'C6')
      .judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'corrected',
      laws: ['Law 61A', 'Law 62A', 'Law 62B2'],
    });
    expect(j.obligations).toEqual([]);
  });
});

describe('Law 62C1 — non-offenders may withdraw cards played after the revoke', () => {
  test("declarer takes back the card he played after North's revoke, without penalty", () => {
    const b = given()
      .plays('S:C4 W:C6 N:S2 E:C5')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .add({ type: 'withdraw', seat: 'E', card: 'C5' });
    expect(b.state.trick?.plays).toEqual([
      { seat: 'S', card: 'C4' },
      { seat: 'W', card: 'C6' },
    ]);
    expect(b.judge().obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'S2', major: true, laws: ['Law 50D'] },
    ]);
  });
});

describe("Law 62C1 — the non-offenders' withdrawal after the correction (1997, 2007, 2017)", () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const) {
    // Trick 2, dummy on lead: W:CT N:S2 (revoke) E:C5 S:D2; North corrects with C3.
    const corrected = () =>
      given()
        .under(code)
        .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2 E:C5')
        .add({ type: 'attention', seat: 'E', to: 'revoke' })
        .add({ type: 'withdraw', seat: 'N', card: 'S2' })
        .play('N', 'C7');
    test(`${code}: declarer changes his card after seeing North's corrected one`, () => {
      const b = corrected().add({ type: 'withdraw', seat: 'E', card: 'C5' });
      expect(b.state.trick?.plays).toEqual([
        { seat: 'W', card: 'CT' },
        { seat: 'N', card: 'C7' },
      ]);
      expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
      const j = b.play('E', 'CJ').play('S', 'D2').judge();
      expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    });
    test(`${code}: also when the corrected card completed the trick: it is reopened`, () => {
      const b = given()
        .under(code)
        .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2 E:C5 S:D2')
        .add({ type: 'attention', seat: 'E', to: 'revoke' })
        .add({ type: 'withdraw', seat: 'N', card: 'S2' })
        .play('N', 'C7');
      expect(b.state.tricks).toHaveLength(2);
      const w = b.add({ type: 'withdraw', seat: 'E', card: 'C5' });
      expect(w.state.tricks).toHaveLength(1);
      expect(w.state.trick?.plays).toHaveLength(3);
      expect(w.state.trick?.plays).toEqual(
        expect.arrayContaining([
          { seat: 'W', card: 'CT' },
          { seat: 'N', card: 'C7' },
          { seat: 'S', card: 'D2' },
        ]),
      );
      // 62C2: then South, next of the offending side, may withdraw his card (a major penalty card).
      const j = w.add({ type: 'withdraw', seat: 'S', card: 'D2' }).judge();
      expect(j.obligations).toContainEqual({
        seat: 'S',
        kind: 'penalty-card',
        card: 'D2',
        major: true,
        laws: ['Law 50D'],
      });
    });
    test(`${code}: no longer once a card is led to the next trick`, () => {
      const b = given()
        .under(code)
        .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2 E:C5 S:D2')
        .add({ type: 'attention', seat: 'E', to: 'revoke' })
        .add({ type: 'withdraw', seat: 'N', card: 'S2' })
        .play('N', 'C7');
      const leader = b.state.turn ?? 'N';
      const lead = b.continuePlay(1).add({ type: 'withdraw', seat: 'E', card: 'C5' });
      expect(leader).toBe('W');
      expect(lead.refusal()).toMatchObject({ kind: 'withdraw-not-allowed', at: 12 });
    });
    test(`${code}: a decision on the next lead (50D2) already open is asked again once the trick is completed again`, () => {
      // South ruffs dummy's CT; North, corrected, has S2 as a major penalty card: declarer's 50D2 on South's lead.
      const b = given()
        .under(code)
        .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2 E:C5 S:H3')
        .add({ type: 'attention', seat: 'E', to: 'revoke' })
        .add({ type: 'withdraw', seat: 'N', card: 'S2' })
        .play('N', 'C7');
      expect(b.judge().pending?.options.map((o) => o.id)).toContain('leave-penalty-card');
      const w = b.add({ type: 'withdraw', seat: 'E', card: 'C5' });
      expect(w.judge().pending).toBeNull();
      expect(w.judge().next).toEqual({ seat: 'E', acts: ['play'] });
      expect(
        w
          .play('E', 'CJ')
          .judge()
          .pending?.options.map((o) => o.id),
      ).toContain('leave-penalty-card');
    });
    test(`${code}: not a card played after attention was drawn to the revoke`, () => {
      // North revokes second to dummy's lead; attention is drawn before declarer plays.
      const b = given()
        .under(code)
        .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2')
        .add({ type: 'attention', seat: 'E', to: 'revoke' })
        .add({ type: 'withdraw', seat: 'N', card: 'S2' })
        .play('N', 'C7')
        .play('E', 'C5')
        .add({ type: 'withdraw', seat: 'E', card: 'C5' });
      expect(b.refusal()).toMatchObject({ kind: 'withdraw-not-allowed', at: 10 });
    });
  }
});

describe("Law 62C2 — then the offending side's next hand may withdraw its card", () => {
  test("dummy leads, North revokes, declarer and South play; after declarer withdraws, South's card becomes a penalty card", () => {
    // Trick 2, dummy on lead: W:CT N:S2 (revoke) E:C5 S:D2.
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2 E:C5 S:D2')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .add({ type: 'withdraw', seat: 'E', card: 'C5' })
      .add({ type: 'withdraw', seat: 'S', card: 'D2' });
    expect(b.judge().obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'S2', major: true, laws: ['Law 50D'] },
      { seat: 'S', kind: 'penalty-card', card: 'D2', major: true, laws: ['Law 50D'] },
    ]);
    expect(b.state.trick?.plays).toEqual([{ seat: 'W', card: 'CT' }]);
  });
  test('not before a non-offender has withdrawn', () => {
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:CT N:S2 E:C5 S:D2')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .add({ type: 'withdraw', seat: 'S', card: 'D2' });
    expect(b.refusal()).toMatchObject({ kind: 'withdraw-not-allowed', at: 10 });
  });
});

describe('Law 62D1 — revoke on the twelfth trick', () => {
  test('corrected at the end of play even though established; no transfer (64B6)', () => {
    const j = given().plays(TO_TRICK_TWELVE).play('N', 'H5').continuePlay().judge();
    expect(j.irregularities[0]).toMatchObject({ kind: 'revoke', status: 'corrected' });
    expect(j.irregularities[0]?.laws).toContain('Law 62D1');
    expect(j.result?.transfers).toEqual([]);
  });
});

describe('Law 63A1 — established by a play of the offending side to the next trick', () => {
  test("North's lead to trick two establishes his revoke", () => {
    const j = northRuffs().play('N', 'DJ').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'established', laws: ['Law 61A', 'Law 63A1'] });
  });
  test('a play of the other side does not', () => {
    const j = northDiscards().play('W', 'CT').judge();
    expect(j.irregularities[0]?.status).toBe('latent');
  });
  test("any play establishes it, legal or not: South's lead out of turn to trick two", () => {
    // Dummy won trick one and is to lead; South leads D2 out of turn.
    const b = northDiscards().play('S', 'D2');
    expect(b.judge().irregularities[0]).toMatchObject({
      status: 'established',
      laws: ['Law 61A', 'Law 63A1'],
    });
    // Declarer accepts the lead; attention drawn now notes the revoke, the trick stays quitted.
    const after = b.elect('E', 'accept-lead').add({ type: 'attention', seat: 'E', to: 'revoke' });
    expect(after.judge().obligations).toEqual([]);
    expect(after.state.tricks).toHaveLength(1);
    expect(after.state.trick?.plays).toEqual([{ seat: 'S', card: 'D2' }]);
    expect(after.continuePlay().judge().result?.transfers).toEqual([
      { to: 'EW', tricks: 1, laws: ['Law 64A2'] },
    ]);
  });
});

describe('Law 62C — the revoke trick reopened: cards played since go back, and a revoke made with one is undone', () => {
  // North discards S2 on trick one (won in dummy); dummy leads CT and declarer, out of turn,
  // discards H6 though he holds clubs: a second revoke, on trick two.
  const twoRevokes = () => northDiscards().plays('W:CT E:H6');
  test("attention to North's revoke: trick one reopened, declarer's revoke undone with his card", () => {
    const b = twoRevokes().add({ type: 'attention', seat: 'S', to: 'revoke', offender: 'N' });
    const j = b.judge();
    expect(b.state.tricks).toHaveLength(0);
    expect(b.state.trick?.plays.map((p) => p.card)).toEqual(['C4', 'C6', 'S2', 'C2']);
    expect(b.state.hands.W[0] & 0b100000000).not.toBe(0); // dummy's CT back in his hand
    expect(b.state.hands.E[2] & 0b10000).not.toBe(0); // and declarer's H6 in his
    expect(j.irregularities.filter((i) => i.kind === 'revoke')).toEqual([
      { seq: 2, kind: 'revoke', offender: 'N', status: 'pending', laws: ['Law 61A', 'Law 62A'] },
      { seq: 5, kind: 'revoke', offender: 'E', status: 'corrected', laws: ['Law 61A', 'Law 62C'] },
    ]);
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'correct-revoke', card: 'S2', laws: ['Law 62A', 'Law 62B'] },
    ]);
  });
  test('the correction then runs its course and play goes on to the end', () => {
    const b = twoRevokes()
      .add({ type: 'attention', seat: 'S', to: 'revoke', offender: 'N' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .add({ type: 'attention', seat: 'N', to: 'revoke', offender: 'E' });
    expect(b.judge().next).toEqual({ seat: 'N', acts: ['play'] });
    const j = b.continuePlay().judge();
    expect(j.phase).toBe('ended');
    expect(j.result?.transfers).toEqual([]);
  });
});

describe('Law 63A3 — established by a claim or concession', () => {
  test("North's concession establishes his revoke", () => {
    const j = northDiscards().add({ type: 'concede', seat: 'N', tricks: 1 }).judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'established', laws: ['Law 61A', 'Law 63A3'] });
    expect(j.next).toEqual({
      seat: 'E',
      acts: ['agree', 'dispute'],
      also: [{ seat: 'S', acts: ['dispute'] }],
    });
  });
});

describe('Law 64A1 — the offending player won the revoke trick', () => {
  test('the revoke trick and one later trick of his side are transferred: two tricks', () => {
    const j = northRuffs().continuePlay().judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'rectified',
      laws: ['Law 61A', 'Law 63A1', 'Law 64A1'],
    });
    expect(j.result?.transfers).toEqual([{ to: 'EW', tricks: 2, laws: ['Law 64A1'] }]);
    expect(j.result?.tricks).toEqual({ NS: 2, EW: 11 });
  });
});

describe('Law 64A2 — the offending player did not win the revoke trick', () => {
  test('one trick is transferred when his side won a later trick', () => {
    const j = northDiscards().continuePlay().judge();
    expect(j.result?.transfers).toEqual([{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }]);
    expect(j.result?.score).toEqual({ NS: 0, EW: 450 });
  });
});

describe('Law 64B1 — the offending side won no trick from the revoke on', () => {
  test('no transfer when declarer claims the rest and the defenders agree', () => {
    const j = northDiscards()
      .plays('W:CT N:C7')
      .add({ type: 'claim', seat: 'E', tricks: 12 })
      .add({ type: 'agree', seat: 'S' })
      .judge();
    expect(j.irregularities[0]).toMatchObject({
      status: 'no-rectification',
      laws: ['Law 61A', 'Law 63A1', 'Law 64B1'],
    });
    expect(j.result?.transfers).toEqual([]);
    expect(j.result?.tricks).toEqual({ NS: 0, EW: 13 });
  });
});

describe('Law 64B2 — a second revoke in the same suit by the same player', () => {
  test('only the first revoke transfers a trick', () => {
    const j = northDiscards().plays('W:CT N:S4').continuePlay().judge();
    expect(j.irregularities.map((i) => i.laws.at(-1))).toEqual(['Law 64A2', 'Law 64B2']);
    expect(j.result?.transfers).toEqual([{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }]);
  });
});

describe("Law 64B3 — revoke by failing to play a faced card (dummy's)", () => {
  test('no transfer', () => {
    const j = given().plays('S:C4 W:D6 N:C3 E:C2').continuePlay().judge();
    expect(j.irregularities[0]).toMatchObject({
      offender: 'W',
      status: 'no-rectification',
      laws: ['Law 61A', 'Law 63A1', 'Law 64B3'],
    });
    expect(j.result?.transfers).toEqual([]);
  });
});

describe('Law 64B7 — both sides revoked', () => {
  test('no automatic transfer for either', () => {
    // North discards on trick 1; declarer fails to follow to a spade later (E holds AQJ).
    const j = northDiscards().plays('W:S7 N:S4').play('E', 'D7').continuePlay().judge();
    expect(j.irregularities.map((i) => i.laws.at(-1))).toEqual(['Law 64B7', 'Law 64B7']);
    expect(j.result?.transfers).toEqual([]);
  });
});

describe('Law 64C — director responsible for equity', () => {
  test('after an established revoke the director is asked whether the transfer compensates', () => {
    const b = northDiscards().continuePlay();
    const j = b.judge();
    expect(j.phase).toBe('ended');
    expect(j.next).toEqual({ seat: 'director', acts: ['elect'] });
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 64C']],
      ['adjust-tricks', ['Law 64C', 'Law 12C1']],
      ['artificial-score', ['Law 64C', 'Law 12C2']],
    ]);
    expect(b.elect('director', 'keep-result').judge().pending).toBeNull();
  });
  test('an adjustment is one more transfer, cited to Law 64C', () => {
    const j = northDiscards().continuePlay().elect('director', 'adjust-tricks', { tricks: 1 }).judge();
    expect(j.result?.transfers).toEqual([
      { to: 'EW', tricks: 1, laws: ['Law 64A2'] },
      { to: 'EW', tricks: 1, laws: ['Law 64C', 'Law 12C1'] },
    ]);
    expect(j.result?.tricks).toEqual({ NS: 1, EW: 12 });
  });
  test('texts are given in the language asked for', () => {
    const s = northDiscards().continuePlay().state;
    expect(judgementOf(s, WBF_2007, 'ru').pending?.options[0]?.text).toContain('компенсирована');
    expect(judgementOf(s, WBF_2007, 'nb').pending?.options[0]?.text).toContain('kompensert');
  });
});

describe('Law 62A — a revoke must be corrected once the offender becomes aware of it: attention drawn before it is established', () => {
  test('the offender is to withdraw the card', () => {
    const j = northDiscards().add({ type: 'attention', seat: 'E', to: 'revoke' }).judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'correct-revoke', card: 'S2', laws: ['Law 62A', 'Law 62B'] },
    ]);
  });
});

describe('Law 63B — an established revoke may no longer be corrected', () => {
  test('attention after North leads to trick two: noted, not corrected', () => {
    const b = northDiscards().plays('W:CT N:C7 E:C5 S:D2').continuePlay(1);
    const j = b.add({ type: 'attention', seat: 'E', to: 'revoke' }).judge();
    expect(j.irregularities[0]?.status).toBe('established');
    expect(j.obligations.filter((o) => o.kind === 'correct-revoke')).toEqual([]);
  });
});

describe("Law 62D2 — a revoke on trick twelve before the offender's partner played", () => {
  // 1NT by East. West runs eleven spades; at trick twelve he leads C2 and North, holding C3,
  // discards H4; South, void in clubs with a heart and a diamond, plays H3.
  const DEAL = 'N:.4..AKQJT9876543 .2.AKQJT9876543. 2.AKQJT987653.2. AKQJT9876543...2';
  const spades = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4'];
  const discards = (suit: string) =>
    ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4'].map((r) => `${suit}${r}`);
  const hearts = ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5'].map((r) => `H${r}`);
  const board = () => {
    const b = given(DEAL, { level: 1, strain: 'NT', risk: '', declarer: 'E' }).plays('S:S2 W:SA N:CA E:DA');
    spades.forEach((r, k) => {
      b.plays(`W:S${r} N:${discards('C')[k]} E:${discards('D')[k]} S:${hearts[k]}`);
    });
    return b.plays('W:C2 N:H4 E:D3 S:H3 W:S3 N:C3 E:H2 S:D2');
  };
  test("the director judges whether the revoke card suggested the partner's play", () => {
    const j = board().judge();
    expect(j.irregularities[0]?.laws).toContain('Law 62D1');
    expect(j.pending?.chooser).toEqual(['director']);
    expect(j.pending?.options.map((o) => [o.id, o.card ?? null, o.laws])).toEqual([
      ['keep-result', null, ['Law 62D2']],
      ['designate-card', 'D2', ['Law 62D2']],
    ]);
  });
  test('found suggested: his other card is deemed played to trick twelve', () => {
    const b = board().elect('director', 'designate-card', { card: 'D2' });
    const s = b.state;
    expect(s.tricks[11]?.plays.find((p) => p.seat === 'S')?.card).toBe('D2');
    expect(s.tricks[12]?.plays.find((p) => p.seat === 'S')?.card).toBe('H3');
    expect(s.pending?.provision).toBe('64C'); // the next decision at the end of the board
    expect(b.judge().irregularities[0]?.laws).toContain('Law 62D2');
  });
  test('found not suggested: the play stands', () => {
    const s = board().elect('director', 'keep-result').state;
    expect(s.tricks[11]?.plays.find((p) => p.seat === 'S')?.card).toBe('H3');
  });
});

describe('Law 62A — the offender corrects his own revoke (1997, 2007)', () => {
  for (const code of ['wbf-1997', 'wbf-2007'] as const) {
    test(`${code}: North withdraws his revoke card with no one having drawn attention: a major penalty card (62B1)`, () => {
      const b = given()
        .under(code)
        .plays('S:C4 W:C6 N:S2')
        .add({ type: 'withdraw', seat: 'N', card: 'S2' })
        .play('N', 'C3');
      const j = b.judge();
      expect(j.irregularities[0]).toMatchObject({
        kind: 'revoke',
        offender: 'N',
        status: 'corrected',
        laws: ['Law 61A', 'Law 62A', 'Law 62B1'],
      });
      expect(j.obligations).toEqual([
        { seat: 'N', kind: 'penalty-card', card: 'S2', major: true, laws: ['Law 50D'] },
      ]);
      expect(b.state.trick?.plays).toEqual([
        { seat: 'S', card: 'C4' },
        { seat: 'W', card: 'C6' },
        { seat: 'N', card: 'C3' },
      ]);
    });
    test(`${code}: after the revoke trick is quitted, before his side plays to the next: it is reopened`, () => {
      const b = northDiscards(code).add({ type: 'withdraw', seat: 'N', card: 'S2' });
      expect(b.state.tricks).toHaveLength(0);
      expect(b.judge().next).toEqual({ seat: 'N', acts: ['play'] });
    });
    test(`${code}: dummy's revoke card taken back goes back without rectification (62B2)`, () => {
      const j = given()
        .under(code)
        .plays('S:C4 W:D6')
        .add({ type: 'withdraw', seat: 'W', card: 'D6' })
        .play('W', 'C6')
        .judge();
      expect(j.irregularities[0]).toMatchObject({
        status: 'corrected',
        laws: ['Law 61A', 'Law 62A', 'Law 62B2'],
      });
      expect(j.obligations).toEqual([]);
    });
    test(`${code}: once established (his partner has led to the next trick) it can no longer be corrected`, () => {
      const b = northRuffs(code).play('N', 'DJ').add({ type: 'withdraw', seat: 'N', card: 'H5' });
      expect(b.refusal()).toMatchObject({ kind: 'withdraw-not-allowed', at: 5 });
      expect(b.refusal().message).toContain('Law 47B');
    });
    test(`${code}: a card that is not a revoke is not taken back`, () => {
      const b = given().plays('S:C4 W:C6 N:C3').add({ type: 'withdraw', seat: 'N', card: 'C3' });
      expect(b.refusal()).toMatchObject({ kind: 'withdraw-not-allowed', at: 3 });
    });
  }
});
