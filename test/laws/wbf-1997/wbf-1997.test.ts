import { describe, expect, test } from 'vitest';
import { WBF_1997 } from '../../../src/laws/wbf-1997/index.js';
import { judgementOf } from '../../../src/table/judgement.js';
import { given } from '../given.js';

// 3NT by East on DESIGN §4's deal, South on lead. South fails to follow to a spade on trick two
// (he holds KT953), then wins trick three with the spade king — a card he could have played to
// the revoke trick.
const NT = { level: 3, strain: 'NT', risk: '', declarer: 'E' } as const;
const southRevokes = () =>
  given(undefined, NT).plays('S:C4 W:CA N:C3 E:C2 W:S7 N:S2 E:SJ S:D2 E:SQ S:SK W:C6 N:S4').continuePlay();

describe('Law 64A2 (1997) — a later trick won with a card that could have been played to the revoke trick', () => {
  test('the same revoke record gives two tricks under 1997, one under 2007 and 2017', () => {
    const transfers = (code: 'wbf-1997' | 'wbf-2007' | 'wbf-2017') =>
      southRevokes().under(code).judge().result?.transfers;
    expect(transfers('wbf-1997')).toEqual([{ to: 'EW', tricks: 2, laws: ['Law 64A2'] }]);
    expect(transfers('wbf-2007')).toEqual([{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }]);
    expect(transfers('wbf-2017')).toEqual([{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }]);
  });
  test('no second trick when the later trick was not won with a card of that suit', () => {
    // 4H by East: North discards on trick one (clubs), and never wins a trick with a club.
    const j = given().plays('S:C4 W:C6 N:S2 E:C2').continuePlay().under('wbf-1997').judge();
    expect(j.result?.transfers).toEqual([{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }]);
  });
});

describe('Law 61B (1997) — defenders may not ask one another about a revoke', () => {
  const southAsks = () =>
    given().plays('S:C4 W:C6 N:S2 E:C2').add({ type: 'ask', seat: 'S', of: 'N', about: 'revoke' });
  test("South's question to North is an illegal inquiry (2007: allowed)", () => {
    const j = southAsks().under('wbf-1997').judge();
    expect(j.irregularities[1]).toMatchObject({ kind: 'illegal-inquiry', offender: 'S', laws: ['Law 61B'] });
    expect(
      southAsks()
        .judge()
        .irregularities.map((i) => i.kind),
    ).toEqual(['revoke']);
  });
});

describe('Law 63B (1997) — attention illegally drawn: corrected, and Law 64 applies as if established', () => {
  const corrected = () =>
    given()
      .plays('S:C4 W:C6 N:S2 E:C2')
      .add({ type: 'ask', seat: 'S', of: 'N', about: 'revoke' })
      .add({ type: 'withdraw', seat: 'N', card: 'S2' })
      .play('N', 'C3')
      .continuePlay();
  test('1997: North substitutes a club, no penalty card, and one trick is transferred', () => {
    const j = corrected().under('wbf-1997').judge();
    expect(j.irregularities[0]?.laws).toContain('Law 63B');
    expect(j.result?.transfers).toEqual([{ to: 'EW', tricks: 1, laws: ['Law 64A2'] }]);
  });
  test('2007: the same correction makes a penalty card and no transfer', () => {
    const j = corrected().judge();
    expect(j.irregularities[0]?.laws).toContain('Law 62B1');
    expect(j.result?.transfers).toEqual([]);
  });
});

describe('Law 64B (1997) — six exceptions: no "both sides revoked"', () => {
  test('both revokes transfer a trick under 1997 (2007 64B7: neither)', () => {
    const both = () => given().plays('S:C4 W:C6 N:S2 E:C2 W:S7 N:S4').play('E', 'D7').continuePlay();
    expect(
      both()
        .under('wbf-1997')
        .judge()
        .result?.transfers.map((t) => t.to),
    ).toEqual(['EW', 'NS']);
    expect(both().judge().result?.transfers).toEqual([]);
  });
});

describe("Law 45C4(b) (1997) — a change without pause for thought, with no limit at partner's play", () => {
  // North wins trick one with the heart ace and leads C9 to trick two; East and South play; North
  // then designates C3 instead, before dummy plays.
  const changed = () =>
    given()
      .plays('S:HT W:H2 N:HA E:H6')
      .add({ type: 'designate', seat: 'N', card: 'C9' })
      .plays('E:C2 S:C4')
      .add({ type: 'designate', seat: 'N', card: 'C3' });
  test('1997: North may still change after his partner has played: the director is asked', () => {
    expect(changed().under('wbf-1997').judge().irregularities.at(-1)).toMatchObject({
      status: 'pending',
      laws: ['Law 45C4(b)'],
    });
  });
  test('2007: after partner has played the first card stands', () => {
    expect(changed().judge().irregularities.at(-1)).toMatchObject({
      status: 'no-rectification',
      laws: ['Law 45C4(a)'],
    });
  });
});

describe('Law 16C (1997) — the law of withdrawn actions is cited in 1997 numbering', () => {
  test('a retracted lead cites Law 16C', () => {
    const s = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .play('E', 'SA')
      .elect('N', 'reject-lead')
      .under('wbf-1997').state;
    expect(judgementOf(s, WBF_1997).irregularities[0]?.unauthorised).toEqual({
      side: 'EW',
      laws: ['Law 16C'],
    });
  });
});

describe("Law 57C (1997) — declarer's premature play stands (cited Law 47F; 2007 57C2)", () => {
  test('declarer plays from his hand before North: a played card', () => {
    const j = given().plays('S:C4 W:C6 N:C3 E:C2 W:CT').play('E', 'C5').under('wbf-1997').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 47F'] });
  });
});

describe('Law 63C (1997) — an established revoke may not be corrected (2007 63B)', () => {
  test('attention after North has played to trick two: not corrected', () => {
    const j = given()
      .plays('S:C4 W:C6 N:S2 E:C2 W:CT N:C7')
      .add({ type: 'attention', seat: 'E', to: 'revoke' })
      .under('wbf-1997')
      .judge();
    expect(j.irregularities[0]?.status).toBe('established');
    expect(j.obligations.filter((o) => o.kind === 'correct-revoke')).toEqual([]);
  });
});

describe('Law 68D (1997) — after a claim play ceases', () => {
  test('a card played after the claim is refused', () => {
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'claim', seat: 'E', tricks: 12 })
      .play('W', 'CA')
      .under('wbf-1997');
    expect(b.refusal()).toMatchObject({ kind: 'awaiting-decision' });
  });
});

describe('Law 66B (1997) — the last trick may be seen until a card is led to the next', () => {
  test('after dummy has led, North may no longer see it (2007: he still may)', () => {
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2 W:D6')
      .add({ type: 'ask', seat: 'N', of: 'E', about: 'last-trick' });
    expect(b.judge().irregularities).toEqual([]);
    expect(b.under('wbf-1997').judge().irregularities).toEqual([
      expect.objectContaining({ kind: 'trick-inspected', laws: ['Law 66C'] }),
    ]);
  });
});

describe('Law 67B1 (1997) — a card omitted and supplied late: no rectification when the suit led was held', () => {
  const late = () =>
    given()
      .plays('S:C4 W:C6 N:C3')
      .add({ type: 'quit-trick', seat: 'S' })
      .plays('W:D6 N:DJ')
      .add({ type: 'attention', seat: 'N', to: 'defective-trick' })
      .elect('E', 'designate-card', { card: 'C2' });
  test('no deemed revoke in 1997; one trick transferred in 2007', () => {
    const j1997 = late().under('wbf-1997').continuePlay().judge();
    expect(j1997.irregularities[0]).toMatchObject({
      kind: 'defective-trick',
      status: 'no-rectification',
      laws: ['Law 67B1(a)'],
    });
    expect(j1997.result?.transfers).toEqual([]);
    expect(late().continuePlay().judge().result?.transfers).toEqual([
      { to: 'NS', tricks: 1, laws: ['Law 64A2'] },
    ]);
  });
});

describe('Law 68B (1997) — no 68B2: a partner cannot answer a defender’s concession', () => {
  test('the objection is refused; the concession awaits the opponents', () => {
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .add({ type: 'concede', seat: 'N', tricks: 12 })
      .add({ type: 'dispute', seat: 'S' })
      .under('wbf-1997');
    expect(b.refusal()).toMatchObject({ kind: 'no-claim' });
  });
});

describe('Law 55A (1997) — no rule for defenders who choose differently: the first election binds', () => {
  test("North accepts; South's later retraction is not offered", () => {
    const b = given()
      .plays('S:C4 W:C6 N:C3 E:C2')
      .under('wbf-1997')
      .play('E', 'SA')
      .elect('N', 'accept-lead')
      .elect('S', 'reject-lead');
    expect(b.refusal()).toMatchObject({ kind: 'not-offered', at: 6 });
  });
});
