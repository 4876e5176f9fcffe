/**
 * `undo` (src/table/undo.ts, ADR 0088): a seat takes back its own last act before anyone else has
 * acted — a mis-tap of the recording, not an irregularity. Judged as removing that act; refused,
 * with a reason and nothing changed, in every other case. Checked here on the table and by a
 * property over random boards; over a real server in test/server/undo.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toCards } from '../../src/core/card-set.js';
import { SEATS, type Seat } from '../../src/core/seat.js';
import { WBF_2007 } from '../../src/laws/wbf-2007/index.js';
import { validateRecord } from '../../src/notation/record/record.js';
import type { RecordEvent } from '../../src/table/event.js';
import { evolve, type LastAct, replay } from '../../src/table/evolve.js';
import { startTable } from '../../src/table/mechanics.js';
import type { TableState } from '../../src/table/state.js';
import { given } from '../laws/given.js';

const undo = (seat: Seat | 'director'): RecordEvent => ({ type: 'undo', seat });

describe('Undo — a seat takes back its own last act before anyone else acts (ADR 0088)', () => {
  // 4H by East, dummy West, South on lead.
  test('a card played and undone: the table is as before it; both events stay in the record', () => {
    const before = given().plays('S:C4 W:C6').state;
    const b = given().plays('S:C4 W:C6 N:C3').add(undo('N'));
    expect(b.state).toEqual(before);
    expect(toCards(b.state.hands.N)).toContain('C3');
    expect(b.record.events.map((e) => e.type)).toEqual(['play', 'play', 'play', 'undo']);
    // Play goes on: North plays the card he meant.
    expect(b.play('N', 'C9').state.trick?.plays.map((p) => p.card)).toEqual(['C4', 'C6', 'C9']);
  });
  test('a mis-tap that the laws would judge is no irregularity once undone (a second card: Law 57)', () => {
    // South leads, then taps a second card of his own hand out of turn: a play out of turn.
    const tapped = given().plays('S:C4 S:D3');
    expect(tapped.state.irregularities.length).toBeGreaterThan(0);
    const undone = given().plays('S:C4 S:D3').add(undo('S')).state;
    expect(undone.irregularities.length).toBe(0);
    expect(undone.pending).toBeNull();
    expect(undone).toEqual(given().play('S', 'C4').state);
  });
  test('declarer may undo his play of dummy’s card (the act is recorded for dummy’s seat)', () => {
    const b = given().plays('S:C4 W:C6').add(undo('W'));
    expect(b.state.trick?.plays.map((p) => p.card)).toEqual(['C4']);
  });
  test('refused once anyone else has acted: another seat’s act is last', () => {
    const b = given().plays('S:C4 W:C6').add(undo('S'));
    expect(b.refusal()).toMatchObject({ kind: 'not-last-act', at: 2 });
    expect(b.refusal().message).toContain("the last act is W's");
  });
  test('refused: an undo is not undone, and nothing before it is reached', () => {
    const b = given().plays('S:C4 W:C6').add(undo('W')).add(undo('W'));
    expect(b.refusal()).toMatchObject({ kind: 'nothing-to-undo', at: 3 });
    const c = given().plays('S:C4 W:C6').add(undo('W')).add(undo('S'));
    expect(c.refusal()).toMatchObject({ kind: 'nothing-to-undo', at: 3 });
  });
  test('refused: nothing recorded yet; the director (a ruling is corrected under Law 82C); after the end', () => {
    expect(given().add(undo('S')).refusal()).toMatchObject({ kind: 'nothing-to-undo', at: 0 });
    const director = given().play('S', 'C4').add(undo('director'));
    expect(director.refusal()).toMatchObject({ kind: 'not-for-director', at: 1 });
    const ended = given().continuePlay();
    expect(ended.state.phase).toBe('ended');
    const last = ended.events[ended.events.length - 1] as RecordEvent;
    expect(ended.add(undo(last.seat as Seat)).refusal()).toMatchObject({ kind: 'board-ended' });
  });
  test('a refused undo changes nothing (evolve returns the refusal; the state is the same object)', () => {
    const b = given().plays('S:C4 W:C6');
    const state = b.state;
    const r = evolve(state, undo('N'), 2, WBF_2007, { event: b.events[1] as RecordEvent, before: state });
    expect(r.ok).toBe(false);
    expect(b.state).toEqual(state);
  });
  test('without the act before it (`last` not given) an undo has nothing to undo', () => {
    const state = given().play('S', 'C4').state;
    const r = evolve(state, undo('S'), 1, WBF_2007);
    expect(r.ok ? null : r.error.kind).toBe('nothing-to-undo');
  });
  test('the record format: { "type": "undo", "seat" } — a seat is required, no other key', () => {
    const record = (event: unknown) => ({ ...given().record, events: [event] });
    expect(validateRecord(record({ type: 'undo', seat: 'S' })).ok).toBe(true);
    const missing = validateRecord(record({ type: 'undo' }));
    expect(missing.ok).toBe(false);
    const extra = validateRecord(record({ type: 'undo', seat: 'S', card: 'C4' }));
    expect(extra.ok).toBe(false);
  });
});

describe('Undo with Law 82C corrections — the undo takes back the act in force before it', () => {
  // North leads out of turn; declarer (East) accepts, plays, and takes his card back; the director
  // then corrects the election to a refusal (Law 54D): East's card, played under the acceptance,
  // is void in the corrected course; the undo after it takes back that void act, to no effect.
  const board = () =>
    given()
      .play('N', 'C3')
      .elect('E', 'accept-lead')
      .play('E', 'C2')
      .add(undo('E'))
      .add({ type: 'correct', seat: 'director', replaces: 1, option: 'reject-lead' });
  test('the corrected course: the card void, the undo without effect, the table as after the refusal', () => {
    const r = replay(board().record, WBF_2007);
    expect(r.error).toBeUndefined();
    if (r.state === null || !('course' in r)) throw new Error('no course');
    expect(r.course.voided).toEqual([2]);
    expect(holding(r.state)).toEqual(holding(given().play('N', 'C3').elect('E', 'reject-lead').state));
  });
  test('an undo right after a correction is refused: the last act is the director’s ruling', () => {
    expect(board().add(undo('E')).refusal()).toMatchObject({ kind: 'not-last-act', at: 5 });
  });
});

/** What the table holds, without the log positions (`seq`) an irregularity or decision names. */
function holding(s: TableState) {
  return {
    phase: s.phase,
    hands: SEATS.map((seat) => toCards(s.hands[seat])),
    trick: s.trick,
    tricks: s.tricks,
    turn: s.turn,
    pending: s.pending === null ? null : { provision: s.pending.provision, options: s.pending.options },
    irregularities: s.irregularities.map((i) => [i.kind, i.offender, i.status, i.laws]),
    penaltyCards: s.penaltyCards,
    result: s.result,
  };
}

describe('Undo — property: a log with undos judges as the log without the acts undone', () => {
  test('random boards with mis-taps undone: replay equals the fold, and equals the log without them', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(1_000_000), { minLength: 20, maxLength: 120 }), (choices) => {
        const record = given().record;
        const start = startTable(record, WBF_2007.game);
        if (!start.ok) throw new Error(start.error.message);
        let state = start.value;
        let last: LastAct | null = null;
        const events: RecordEvent[] = [];
        const kept: RecordEvent[] = [];
        for (const n of choices) {
          let event: RecordEvent;
          const previous = events[events.length - 1];
          if (
            n % 5 === 0 &&
            previous !== undefined &&
            previous.type !== 'undo' &&
            previous.seat !== 'director'
          )
            event = undo(previous.seat);
          else if (state.pending !== null) {
            const option = state.pending.options[n % Math.max(1, state.pending.options.length)];
            if (option === undefined) break;
            const seat = state.pending.chooser[0] ?? 'director';
            event = {
              type: 'elect',
              seat,
              option: option.id,
              ...(option.suit === undefined ? {} : { suit: option.suit }),
              ...(option.card === undefined ? {} : { card: option.card }),
              ...(option.id === 'award-tricks' || option.id === 'adjust-tricks' ? { tricks: 1 } : {}),
            };
          } else {
            // Mostly the seat to play; now and then another seat (a mis-tap out of turn).
            const seat = n % 7 === 1 || state.turn === null ? (SEATS[n % 4] as Seat) : state.turn;
            const hand = toCards(state.hands[seat]);
            const card = hand[n % Math.max(1, hand.length)];
            if (card === undefined) continue;
            event = { type: 'play', seat, card };
          }
          const next = evolve(state, event, events.length, WBF_2007, last);
          if (!next.ok) {
            if (event.type === 'undo') throw new Error(`undo refused: ${next.error.message}`);
            continue;
          }
          if (event.type === 'undo') {
            expect(next.value).toBe(last?.before);
            kept.pop();
          } else kept.push(event);
          last = { event, before: state };
          events.push(event);
          state = next.value;
          if (state.phase === 'ended') break;
        }
        const replayed = replay({ ...record, events }, WBF_2007);
        expect(replayed.error).toBeUndefined();
        expect(replayed.state).toEqual(state);
        const without = replay({ ...record, events: kept }, WBF_2007);
        expect(without.error).toBeUndefined();
        expect(holding(without.state as TableState)).toEqual(holding(state));
      }),
      { seed: 20_261_126, numRuns: 150 },
    );
  });
});
