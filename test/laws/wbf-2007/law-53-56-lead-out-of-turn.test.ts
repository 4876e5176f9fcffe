import { describe, expect, test } from 'vitest';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead. Trick 1 (S:C4 W:C6 N:C3 E:C2) is won in dummy.
const afterTrickOne = () => given().plays('S:C4 W:C6 N:C3 E:C2');

describe('Law 54 — faced opening lead out of turn', () => {
  test('North leads instead of South: declarer chooses among 54A, 54B and 54D', () => {
    const j = given().play('N', 'C9').judge();
    expect(j.irregularities).toEqual([
      { seq: 0, kind: 'lead-out-of-turn', offender: 'N', status: 'pending', laws: ['Law 54'] },
    ]);
    expect(j.next).toEqual({ seat: 'E', acts: ['elect'] });
    expect(j.pending?.chooser).toEqual(['E']);
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['spread-hand', ['Law 54A']],
      ['accept-lead', ['Law 54B']],
      ['reject-lead', ['Law 54D', 'Law 56']],
    ]);
  });
});

describe('Law 54A — declarer spreads his hand', () => {
  test('East becomes dummy and West declarer; South plays next, the lead stands', () => {
    const b = given().play('N', 'C9').elect('E', 'spread-hand');
    const s = b.state;
    expect([s.declarer, s.dummy, s.contract?.declarer]).toEqual(['W', 'E', 'W']);
    expect(s.dummyFaced).toBe(true);
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 54A'] });
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
  });
  test('facing his hand is the same election (Law 48B1)', () => {
    const b = given().play('N', 'C9').add({ type: 'face-hand', seat: 'E' });
    expect(b.state.declarer).toBe('W');
  });
});

describe('Law 54B — declarer accepts the opening lead', () => {
  test('by a statement: dummy is spread, the second card comes from his hand', () => {
    const b = given().play('N', 'C9').elect('E', 'accept-lead');
    expect(b.state.dummyFaced).toBe(true);
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
    expect(b.judge().irregularities[0]?.laws).toEqual(['Law 54B']);
  });
  test('by playing the second card from his hand', () => {
    const b = given().play('N', 'C9').play('E', 'C2');
    expect(b.judge().irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 54B'] });
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['play'] });
  });
  test("54B2: by playing from dummy; dummy's card stands and play continues in rotation", () => {
    const b = given().play('N', 'C9').play('W', 'CA');
    expect(b.judge().irregularities[0]?.status).toBe('rectified');
    expect(b.judge().next).toEqual({ seat: 'E', acts: ['play'] });
  });
});

describe('Law 54D — declarer refuses the opening lead (Law 56)', () => {
  test('the card becomes a major penalty card and declarer chooses for the correct leader (50D2)', () => {
    const j = given().play('N', 'C9').elect('E', 'reject-lead').judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'C9', major: true, laws: ['Law 50D'] },
    ]);
    expect(j.pending?.options.map((o) => o.id)).toEqual([
      'require-suit',
      'forbid-suit',
      'leave-penalty-card',
    ]);
    expect(j.pending?.options[0]).toMatchObject({ suit: 'C', laws: ['Law 50D2(a)'] });
  });
});

describe('Law 54E — declarer or dummy attempts the opening lead', () => {
  test('the card goes back; no penalty card (48A)', () => {
    const b = given().play('W', 'CA');
    expect(b.judge().irregularities[0]).toMatchObject({
      status: 'no-rectification',
      laws: ['Law 54E', 'Law 48A'],
    });
    expect(b.judge().next).toEqual({ seat: 'S', acts: ['play'] });
    expect(b.judge().obligations).toEqual([]);
  });
});

describe('Law 53A — lead out of turn accepted', () => {
  test('a defender leads when dummy was on lead: declarer may accept or refuse', () => {
    const j = afterTrickOne().play('N', 'H5').judge();
    expect(j.irregularities[0]).toEqual({
      seq: 4,
      kind: 'lead-out-of-turn',
      offender: 'N',
      status: 'pending',
      laws: ['Law 53'],
    });
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['accept-lead', ['Law 53A']],
      ['reject-lead', ['Law 56', 'Law 50D']],
    ]);
  });
  test('the next hand in rotation playing to it accepts it', () => {
    const j = afterTrickOne().play('N', 'H5').play('E', 'H6').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 53A'] });
    expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
  });
  test('other acts wait for the decision', () => {
    const b = afterTrickOne().play('N', 'H5').add({ type: 'claim', seat: 'S', tricks: 1 });
    expect(b.refusal()).toMatchObject({ kind: 'awaiting-decision', at: 5 });
  });
});

describe('Law 53C — proper lead made after the lead out of turn', () => {
  test('declarer leads from dummy as he should: the card led in error goes back without penalty', () => {
    const b = afterTrickOne().play('N', 'H5').play('W', 'CT');
    const j = b.judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'no-rectification', laws: ['Law 53C'] });
    expect(j.obligations).toEqual([]);
    expect(b.state.trick?.plays).toEqual([{ seat: 'W', card: 'CT' }]);
  });
});

describe("Law 56 — defender's lead out of turn refused", () => {
  test('the card is a major penalty card and the correct hand (dummy) leads', () => {
    const j = afterTrickOne().play('N', 'H5').elect('E', 'reject-lead').judge();
    expect(j.obligations).toEqual([
      { seat: 'N', kind: 'penalty-card', card: 'H5', major: true, laws: ['Law 50D'] },
    ]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe("Law 55A — declarer's lead out of turn accepted", () => {
  test('either defender chooses; the defender next in turn is asked first', () => {
    const j = afterTrickOne().play('E', 'SA').judge();
    expect(j.irregularities[0]).toMatchObject({ offender: 'E', status: 'pending', laws: ['Law 55'] });
    expect(j.pending?.chooser).toEqual(['N', 'S']);
    expect(j.next).toEqual({ seat: 'S', acts: ['elect'] });
  });
  test("accepted by a statement of either defender (North's stands when South, next in turn, plays to the lead)", () => {
    const j = afterTrickOne().play('E', 'SA').elect('N', 'accept-lead').play('S', 'S3').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 55A'] });
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe('Law 55A — the defenders choose differently (2007, 2017)', () => {
  for (const code of ['wbf-2007', 'wbf-2017'] as const) {
    // Dummy was on lead; declarer led SA from his hand. South is next in turn to it.
    const led = () => afterTrickOne().under(code).play('E', 'SA');
    test(`${code}: North accepts, then South, next in turn, requires retraction: South's option prevails (55B2)`, () => {
      const b = led().elect('N', 'accept-lead').elect('S', 'reject-lead');
      const j = b.judge();
      expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 55B2'] });
      expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
      expect(b.state.trick).toBeNull();
    });
    test(`${code}: North requires retraction, then South accepts: the lead stands (55A)`, () => {
      const b = led().elect('N', 'reject-lead').elect('S', 'accept-lead');
      const j = b.judge();
      expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 55A'] });
      expect(b.state.trick?.plays).toEqual([{ seat: 'E', card: 'SA' }]);
      expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
    });
    test(`${code}: South, next in turn, chose first: North cannot choose otherwise`, () => {
      const b = led().elect('S', 'accept-lead').elect('N', 'reject-lead');
      expect(b.refusal()).toMatchObject({ kind: 'not-offered', at: 6 });
    });
    test(`${code}: South's same option: the lead stands`, () => {
      const j = led().elect('N', 'accept-lead').elect('S', 'accept-lead').judge();
      expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 55A'] });
      expect(j.next).toEqual({ seat: 'S', acts: ['play'] });
    });
    test(`${code}: North's option waits for South's: South plays to the lead, so accepts it`, () => {
      const b = led().elect('N', 'reject-lead');
      expect(b.judge().next).toEqual({ seat: 'S', acts: ['elect'] });
      const j = b.play('S', 'S3').judge();
      expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 55A'] });
    });
    test(`${code}: South says nothing and dummy leads: North's option stands (55B2)`, () => {
      const b = led().elect('N', 'reject-lead').play('W', 'D6');
      expect(b.judge().irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 55B2'] });
      expect(b.state.trick?.plays).toEqual([{ seat: 'W', card: 'D6' }]);
    });
  }
});

describe('Law 55B2 — declarer led from the wrong hand', () => {
  test('required to retract, he leads from dummy; no penalty card', () => {
    const j = afterTrickOne().play('E', 'SA').elect('S', 'reject-lead').judge();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 55B2'] });
    expect(j.obligations).toEqual([]);
    expect(j.next).toEqual({ seat: 'W', acts: ['play'] });
  });
});

describe('Law 55B1 — declarer led when a defender was on lead', () => {
  test('the card goes back to his hand and the defender leads', () => {
    // Trick 1 won by North: S:C4 W:C6 N:C9 E:C2 (North's nine wins).
    const b = given().plays('S:C4 W:CA N:C3 E:C2 W:C6 N:C9 E:C5 S:D2').play('W', 'CT');
    const j = b.judge();
    expect(j.pending?.options[1]).toMatchObject({ id: 'reject-lead', laws: ['Law 55B1'] });
    const back = b.elect('N', 'reject-lead').judge();
    expect(back.next).toEqual({ seat: 'N', acts: ['play'] });
  });
});

describe("Law 53B — wrong defender plays to declarer's lead out of turn", () => {
  test('the lead stands and Law 57 applies to that defender', () => {
    // Dummy was on lead; declarer led SA from his hand; North (at his right) plays to it.
    const j = afterTrickOne().play('E', 'SA').play('N', 'S2').judge();
    expect(j.irregularities.map((i) => [i.kind, i.offender, i.status, i.laws])).toEqual([
      ['lead-out-of-turn', 'E', 'rectified', ['Law 53B']],
      ['play-out-of-turn', 'N', 'pending', ['Law 57A']],
    ]);
    expect(j.obligations[0]).toMatchObject({ seat: 'N', card: 'S2', major: true });
  });
});

describe("Law 55C — declarer's lead out of turn taken back: the director may adjust the score", () => {
  test('at the end of the board the director decides whether the information helped declarer', () => {
    const b = afterTrickOne().play('E', 'SA').elect('S', 'reject-lead').continuePlay();
    const j = b.judge();
    expect(j.phase).toBe('ended');
    expect(j.pending?.options.map((o) => [o.id, o.laws])).toEqual([
      ['keep-result', ['Law 55C']],
      ['adjust-tricks', ['Law 55C', 'Law 12C1']],
      ['artificial-score', ['Law 55C', 'Law 12C2']],
    ]);
    const kept = b.elect('director', 'keep-result').judge();
    expect(kept.pending).toBeNull();
    expect(kept.result?.transfers).toEqual([]);
  });
  test('an accepted lead asks nothing', () => {
    const j = afterTrickOne().play('E', 'SA').elect('S', 'accept-lead').continuePlay().judge();
    expect(j.pending).toBeNull();
  });
});

describe('Law 60C — the offending side plays before the rectification is assessed', () => {
  test("the offender's partner plays to a lead out of turn: a major penalty card; declarer still chooses", () => {
    const j = afterTrickOne().play('N', 'H5').play('S', 'H3').judge();
    expect(j.irregularities[1]).toMatchObject({
      kind: 'play-out-of-turn',
      offender: 'S',
      status: 'rectified',
      laws: ['Law 60C'],
    });
    expect(j.obligations).toContainEqual({
      seat: 'S',
      kind: 'penalty-card',
      card: 'H3',
      major: true,
      laws: ['Law 50D'],
    });
    expect(j.pending?.chooser).toEqual(['E']);
    expect(j.pending?.options.map((o) => o.id)).toEqual(['accept-lead', 'reject-lead']);
  });
  test('declarer plays from dummy after his own lead out of turn: the card goes back (48A)', () => {
    const b = afterTrickOne().play('E', 'SA').play('W', 'D6');
    const j = b.judge();
    expect(j.irregularities[1]).toMatchObject({ offender: 'W', laws: ['Law 60C', 'Law 48A'] });
    expect(j.pending?.chooser).toEqual(['N', 'S']);
    expect(b.state.hands.W[1] & (1 << 4)).not.toBe(0); // D6 still in dummy
  });
});
