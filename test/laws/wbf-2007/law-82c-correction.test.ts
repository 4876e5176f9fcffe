import { describe, expect, test } from 'vitest';
import { RULEBOOKS } from '../../../src/laws/registry.js';
import { parseRecord } from '../../../src/notation/record/record.js';
import type { RecordEvent } from '../../../src/table/event.js';
import { replay } from '../../../src/table/evolve.js';
import { given } from '../given.js';

// 4H by East, dummy West, South on lead. North discards on trick one holding clubs: a revoke.
const northDiscards = () => given().plays('S:C4 W:C6 N:S2 E:C2');
/** The index the next act will take. */
const next = (b: { events: readonly unknown[] }) => b.events.length;
const correct = (
  replaces: number,
  choice: Omit<Extract<RecordEvent, { type: 'correct' }>, 'type' | 'seat' | 'replaces'>,
) => ({ type: 'correct', seat: 'director', replaces, ...choice }) as const;
const courseOf = (b: ReturnType<typeof given>) => {
  const r = replay(b.record, RULEBOOKS['wbf-2007'] ?? fail());
  if (r.state === null || r.error !== undefined) throw new Error(JSON.stringify(r.error));
  return r.course;
};
const fail = (): never => {
  throw new Error('no rulebook');
};

describe('Law 82C — a ruling corrected: the board judged again from the corrected ruling', () => {
  test("the director's artificial adjusted score corrected to an assigned one: the result changes", () => {
    const b = northDiscards().continuePlay();
    const ruling = next(b);
    b.elect('director', 'artificial-score');
    expect(b.judge().result?.artificial).toEqual({ NS: 'average-minus', EW: 'average-plus' });
    const before = b.judge().result;
    b.add(correct(ruling, { option: 'adjust-tricks', tricks: 1 }));
    const after = b.judge().result;
    expect(after?.artificial).toBeUndefined();
    expect(after?.transfers.at(-1)).toEqual({ to: 'EW', tricks: 1, laws: ['Law 64C', 'Law 12C1'] });
    expect(after?.tricks.EW).toBe((before?.tricks.EW ?? 0) + 1);
    expect(courseOf(b).corrections).toMatchObject([{ seq: ruling + 1, replaces: ruling }]);
  });

  test("a mis-click corrected at once: declarer's refusal of the lead becomes his acceptance (54B)", () => {
    const b = given().play('N', 'C9').elect('E', 'reject-lead');
    expect(b.judge().obligations).toMatchObject([{ seat: 'N', kind: 'penalty-card', card: 'C9' }]);
    b.add(correct(1, { option: 'accept-lead' }));
    const j = b.judge();
    expect(j.obligations).toEqual([]);
    expect(j.pending).toBeNull();
    expect(j.irregularities[0]).toMatchObject({ status: 'rectified', laws: ['Law 54B'] });
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(b.state.dummyFaced).toBe(true);
    // The correction is made in declarer's name: the chooser of the decision stays his.
    expect(courseOf(b).replaced.get(1)).toEqual({ type: 'elect', seat: 'E', option: 'accept-lead' });
  });

  test('acts made under the withdrawn ruling that the corrected course does not allow are void, kept in the record', () => {
    // Declarer refuses the lead, requires a club (50D2(a)), South leads C4, dummy plays C6.
    const b = given().play('N', 'C9').elect('E', 'reject-lead').elect('E', 'require-suit', { suit: 'C' });
    b.plays('S:C4 W:C6');
    b.add(correct(1, { option: 'accept-lead' }));
    const course = courseOf(b);
    // 2: no decision is asked any more; 3, 4: South and dummy would play out of turn.
    expect(course.voided).toEqual([2, 3, 4]);
    expect(b.record.events).toHaveLength(6);
    const j = b.judge();
    expect(j.irregularities.map((i) => i.kind)).toEqual(['lead-out-of-turn']);
    expect(j.next).toEqual({ seat: 'E', acts: ['play'] });
    expect(b.state.trick?.plays).toEqual([{ seat: 'N', card: 'C9' }]);
  });

  test('an act the corrected course still allows stands, and the play goes on from it', () => {
    // The correct leader's card after a refusal with no lead restriction stands either way.
    const b = given().play('N', 'C9').elect('E', 'reject-lead').elect('E', 'leave-penalty-card');
    b.play('S', 'H3');
    const ruling = 2;
    b.add(correct(ruling, { option: 'forbid-suit', suit: 'C' }));
    const course = courseOf(b);
    expect(course.voided).toEqual([]);
    expect(b.state.trick?.plays).toEqual([{ seat: 'S', card: 'H3' }]);
    expect(b.judge().next).toEqual({ seat: 'W', acts: ['play'] });
  });

  test('a finding corrected: "could see dummy" withdrawn, declarer has his three options again (54C)', () => {
    const b = given()
      .play('N', 'C9')
      .add({ type: 'finding', seat: 'director', fact: 'could-see-dummy', value: true });
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual(['accept-lead']);
    b.add(correct(1, { value: false }));
    expect(b.judge().pending?.options.map((o) => o.id)).toEqual([
      'spread-hand',
      'accept-lead',
      'reject-lead',
    ]);
  });

  test('a corrected ruling corrected again: the last correction is in force', () => {
    const b = northDiscards().continuePlay();
    const ruling = next(b);
    b.elect('director', 'artificial-score')
      .add(correct(ruling, { option: 'adjust-tricks', tricks: 1 }))
      .add(correct(ruling, { option: 'keep-result' }));
    const j = b.judge();
    expect(j.result?.artificial).toBeUndefined();
    expect(j.result?.transfers.map((t) => t.laws)).toEqual([['Law 64A2']]);
    expect(courseOf(b).corrections.map((c) => c.replaces)).toEqual([ruling, ruling]);
  });

  test('the same acts corrected give the same board as the corrected acts recorded from the start', () => {
    const corrected = northDiscards().continuePlay();
    const ruling = next(corrected);
    corrected
      .elect('director', 'artificial-score')
      .add(correct(ruling, { option: 'adjust-tricks', tricks: 2 }));
    const straight = northDiscards().continuePlay().elect('director', 'adjust-tricks', { tricks: 2 });
    expect(corrected.judge().result).toEqual(straight.judge().result);
  });
});

describe('Law 82C — what cannot be corrected is refused, and changes nothing', () => {
  test('a card played is not a ruling', () => {
    const b = given()
      .play('S', 'C4')
      .add(correct(0, { option: 'accept-lead' }));
    expect(b.refusal()).toMatchObject({ kind: 'not-a-ruling', at: 1 });
  });
  test('a later act, or one that does not exist, is not corrected', () => {
    const b = given()
      .play('N', 'C9')
      .elect('E', 'reject-lead')
      .add(correct(7, { option: 'accept-lead' }));
    expect(b.refusal()).toMatchObject({ kind: 'not-a-ruling', at: 2 });
  });
  test('an option the decision did not offer is refused', () => {
    const b = given()
      .play('N', 'C9')
      .elect('E', 'reject-lead')
      .add(correct(1, { option: 'keep-result' }));
    expect(b.refusal()).toMatchObject({ kind: 'not-offered', at: 2 });
  });
  test('the choice already in force is no correction', () => {
    const b = given()
      .play('N', 'C9')
      .elect('E', 'reject-lead')
      .add(correct(1, { option: 'reject-lead' }));
    expect(b.refusal()).toMatchObject({ kind: 'same-ruling', at: 2 });
  });
  test('an election is corrected by an option, a finding by a value', () => {
    const b = given()
      .play('N', 'C9')
      .elect('E', 'reject-lead')
      .add(correct(1, { value: true }));
    expect(b.refusal()).toMatchObject({ kind: 'option-parameter', at: 2 });
  });
  test('a correction is not itself corrected: the ruling it corrected is named', () => {
    const b = given()
      .play('N', 'C9')
      .elect('E', 'reject-lead')
      .add(correct(1, { option: 'accept-lead' }))
      .add(correct(2, { option: 'spread-hand' }));
    expect(b.refusal()).toMatchObject({ kind: 'not-a-ruling', at: 3 });
  });
  test('a void act has no ruling to correct', () => {
    const b = given().play('N', 'C9').elect('E', 'reject-lead').elect('E', 'require-suit', { suit: 'C' });
    b.add(correct(1, { option: 'accept-lead' })).add(correct(2, { option: 'forbid-suit', suit: 'C' }));
    expect(b.refusal()).toMatchObject({ kind: 'not-a-ruling', at: 4 });
  });
  test("only the director corrects: a player's correction is not a valid record", () => {
    const text = JSON.stringify({
      ...given().play('N', 'C9').elect('E', 'reject-lead').record,
      events: [
        { type: 'play', seat: 'N', card: 'C9' },
        { type: 'elect', seat: 'E', option: 'reject-lead' },
        { type: 'correct', seat: 'E', replaces: 1, option: 'accept-lead' },
      ],
    });
    const parsed = parseRecord(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error.defects[0]).toMatchObject({ kind: 'unknown-seat', at: 2 });
  });
});

describe('Law 12C1 — an assigned score transfers no more tricks than the other side has', () => {
  test('the director cannot give East-West tricks North-South do not have', () => {
    const b = northDiscards().continuePlay();
    const ns = b.judge().result?.tricks.NS ?? 0;
    const refused = northDiscards()
      .continuePlay()
      .elect('director', 'adjust-tricks', { tricks: ns + 1 });
    expect(refused.refusal()).toMatchObject({ kind: 'too-many-tricks' });
    const all = northDiscards().continuePlay().elect('director', 'adjust-tricks', { tricks: ns }).judge();
    expect(all.result?.tricks).toEqual({ NS: 0, EW: 13 });
  });
  test('once East-West have all 13, a further transfer to them is refused with the reason', () => {
    const b = northDiscards().continuePlay();
    const ns = b.judge().result?.tricks.NS ?? 0;
    const full = northDiscards().continuePlay().elect('director', 'adjust-tricks', { tricks: ns });
    const j = full.judge();
    expect(j.result?.tricks.EW).toBe(13);
    const ruling = next(full) - 1;
    const again = full.add(correct(ruling, { option: 'adjust-tricks', tricks: ns + 1 }));
    expect(again.refusal()).toMatchObject({ kind: 'too-many-tricks' });
    expect(again.refusal().message).toMatch(/EW already have all 13 tricks|NS have only/);
  });
});
