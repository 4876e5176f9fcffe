import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS } from '../../../src/core/card.js';
import {
  makeRecord,
  parseRecord,
  type RecordEvent,
  type TablelawRecord,
} from '../../../src/notation/record/record.js';

const DEAL = 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6';
const base = {
  format: 'tablelaw/1',
  game: 'contract-bridge',
  rulebook: 'wbf-2007',
  board: { number: 1, dealer: 'N', vulnerable: 'None', deal: DEAL },
  contract: { level: 4, strain: 'H', risk: '', declarer: 'E' },
  events: [
    { type: 'play', seat: 'N', card: 'C9' },
    { type: 'elect', seat: 'E', option: 'accept-lead' },
  ],
};
const parse = (value: unknown) => parseRecord(JSON.stringify(value));

describe('the tablelaw record: reading', () => {
  test("DESIGN §4's example reads as it is written", () => {
    const r = parse(base);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.events).toEqual(base.events);
  });
  test('a record may give an auction instead of a contract', () => {
    const { contract: _, ...rest } = base;
    const r = parse({ ...rest, events: [{ type: 'call', seat: 'N', call: '1NT' }] });
    expect(r.ok).toBe(true);
  });
  test('an unknown key is an error, inside an event with the index of the event', () => {
    const r = parse({
      ...base,
      extra: 1,
      events: [base.events[0], { type: 'play', seat: 'E', card: 'C2', face: 'up' }],
    });
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.defects.map((d) => [d.kind, d.at, d.path])).toEqual([
        ['unknown-key', null, 'extra'],
        ['unknown-key', 1, 'events[1].face'],
      ]);
  });
  test('every defect is listed: bad seat, bad card, unknown option, unknown event type', () => {
    const r = parse({
      ...base,
      events: [
        { type: 'play', seat: 'X', card: 'C9' },
        { type: 'play', seat: 'N', card: 'SX' },
        { type: 'elect', seat: 'E', option: 'shoot-him' },
        { type: 'sing' },
      ],
    });
    expect(!r.ok && r.error.defects.map((d) => [d.kind, d.at])).toEqual([
      ['unknown-seat', 0],
      ['card-syntax', 1],
      ['unknown-option', 2],
      ['unknown-event-type', 3],
    ]);
  });
  test('an unknown rulebook, game or format is an error; so is a bad deal', () => {
    const r = parse({
      ...base,
      format: 'x',
      game: 'poker',
      rulebook: 'wbf-1893',
      board: { ...base.board, deal: 'N:AKQ' },
    });
    expect(!r.ok && r.error.defects.map((d) => d.kind)).toEqual([
      'unknown-format',
      'unknown-game',
      'unknown-rulebook',
      'deal-invalid',
    ]);
  });
  test('broken JSON is an error, not a crash', () => {
    const r = parseRecord('{ "format": ');
    expect(!r.ok && r.error.defects[0]?.kind).toBe('json-syntax');
  });
});

describe('the tablelaw record: writing', () => {
  const event = fc.oneof(
    fc.record({
      type: fc.constant('play' as const),
      seat: fc.constantFrom('N', 'E', 'S', 'W' as const),
      card: fc.constantFrom(...ALL_CARDS),
    }),
    fc.record({
      type: fc.constant('expose' as const),
      seat: fc.constantFrom('N', 'E', 'S', 'W' as const),
      card: fc.constantFrom(...ALL_CARDS),
      how: fc.constantFrom('dropped', 'named' as const),
    }),
    fc.record({
      type: fc.constant('elect' as const),
      seat: fc.constantFrom('N', 'E', 'director' as const),
      option: fc.constantFrom('accept-lead', 'require-suit' as const),
      suit: fc.constantFrom('C', 'S' as const),
    }),
    fc.record({
      type: fc.constant('claim' as const),
      seat: fc.constantFrom('E' as const),
      tricks: fc.integer({ min: 0, max: 13 }),
    }),
    // Law 82C: a ruling corrected by another option, or a finding by another value.
    fc.record({
      type: fc.constant('correct' as const),
      seat: fc.constant('director' as const),
      replaces: fc.integer({ min: 0, max: 7 }),
      option: fc.constantFrom('accept-lead', 'adjust-tricks' as const),
      tricks: fc.integer({ min: 1, max: 13 }),
    }),
    fc.record({
      type: fc.constant('correct' as const),
      seat: fc.constant('director' as const),
      replaces: fc.integer({ min: 0, max: 7 }),
      value: fc.oneof(fc.boolean(), fc.constantFrom('yes', 'no')),
    }),
  );
  test('parse(make(record)) gives the record back', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), (events) => {
        const record = {
          ...(parse(base) as { ok: true; value: TablelawRecord }).value,
          events: events as RecordEvent[],
        };
        const again = parseRecord(makeRecord(record));
        expect(again.ok && again.value).toEqual(record);
      }),
      { numRuns: 100 },
    );
  });
});

describe('the tablelaw record: Law 82C corrections', () => {
  const withEvents = (events: unknown[]) => parse({ ...base, events: [...base.events, ...events] });
  test('a correction reads as written: the ruling it replaces and the new option', () => {
    const correction = { type: 'correct', seat: 'director', replaces: 1, option: 'reject-lead' };
    const r = withEvents([correction]);
    expect(r.ok && r.value.events[2]).toEqual(correction);
  });
  test('a correction gives an option or a value, not both, not neither', () => {
    for (const bad of [
      { type: 'correct', seat: 'director', replaces: 1 },
      { type: 'correct', seat: 'director', replaces: 1, option: 'accept-lead', value: true },
    ]) {
      const r = withEvents([bad]);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.defects[0]).toMatchObject({ kind: 'event-invalid', at: 2 });
    }
  });
  test('replaces is an index; a parameter without an option is an error', () => {
    const r = withEvents([
      { type: 'correct', seat: 'director', replaces: -1, option: 'accept-lead' },
      { type: 'correct', seat: 'director', replaces: 0, value: true, suit: 'S' },
      { type: 'correct', seat: 'director', replaces: 0, option: 'no-such-option' },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.defects.map((d) => [d.kind, d.at, d.path])).toEqual([
        ['event-invalid', 2, 'events[2].replaces'],
        ['event-invalid', 3, 'events[3].suit'],
        ['unknown-option', 4, 'events[4].option'],
      ]);
  });
});

describe("the tablelaw record: an act's time", () => {
  const withEvents = (events: unknown[]) => parse({ ...base, events });
  test('every event may carry the time it was recorded, and reads and writes it back', () => {
    const events = [
      { type: 'play', seat: 'N', card: 'C9', time: '2026-11-27T01:30:00.000Z' },
      { type: 'elect', seat: 'E', option: 'accept-lead', time: '2026-11-27T01:30:05Z' },
      { type: 'undo', seat: 'E', time: '2026-11-27T01:30:06.5Z' },
    ];
    const r = withEvents(events);
    expect(r.ok && r.value.events).toEqual(events);
    if (r.ok) expect(parseRecord(makeRecord(r.value))).toEqual(r);
  });
  test('a time is an instant in UTC that exists: anything else is an error at its event', () => {
    const r = withEvents([
      { type: 'play', seat: 'N', card: 'C9', time: '2026-11-27 01:30:00' },
      { type: 'play', seat: 'E', card: 'C2', time: '2026-11-27T01:30:00+01:00' },
      { type: 'play', seat: 'S', card: 'C3', time: '2026-02-30T01:30:00Z' },
      { type: 'play', seat: 'W', card: 'C4', time: 1764207000000 },
    ]);
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.error.defects.map((d) => [d.kind, d.at, d.path])).toEqual([
        ['event-invalid', 0, 'events[0].time'],
        ['event-invalid', 1, 'events[1].time'],
        ['event-invalid', 2, 'events[2].time'],
        ['event-invalid', 3, 'events[3].time'],
      ]);
  });
});
