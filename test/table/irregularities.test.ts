/**
 * The table's list of irregularities (src/table/irregularities.ts on src/core/vector.ts): a
 * persistent list, indexed by kind, that an act extends without copying (ADR 0074).
 *
 * The list against a plain array (fast-check, seeded), and the cost of checking a record counted,
 * not timed: the elements of the list copied or read per act (`vectorWork`) must not grow with
 * the number of irregularities already recorded, for every code.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { Vector, vectorWork } from '../../src/core/vector.js';
import { judgeRecord } from '../../src/laws/judge.js';
import type { AnyRecord, RecordEvent } from '../../src/table/event.js';
import { Irregularities } from '../../src/table/irregularities.js';
import type { Irregularity, IrregularityKind } from '../../src/table/state.js';

const SEED = 20_260_074;

describe('Vector — a persistent list', () => {
  test('append, padded, setPadded, with, at and toArray agree with an array; the old vector is unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer(),
            fc.tuple(fc.nat(), fc.integer()),
            fc.record({ pad: fc.nat({ max: 70 }), x: fc.integer() }),
            fc.record({ setAt: fc.nat({ max: 1300 }), y: fc.integer(), fill: fc.integer() }),
          ),
          { maxLength: 1200 },
        ),
        (ops) => {
          let v = Vector.empty<number>();
          let a: number[] = [];
          for (const op of ops) {
            const before = v;
            const copy = [...a];
            if (typeof op === 'number') {
              v = v.append(op);
              a = [...a, op];
            } else if ('setAt' in op) {
              // Set at an index (past the end: padded up to it), as the same steps one by one.
              const k = op.setAt % (a.length + 40);
              v = v.setPadded(k, op.y, op.fill);
              if (k >= copy.length) expect(v).toEqual(before.padded(k, op.fill).append(op.y));
              a =
                k < a.length
                  ? a.map((x, i) => (i === k ? op.y : x))
                  : [...a, ...Array.from({ length: k - a.length }, () => op.fill), op.y];
            } else if (!Array.isArray(op)) {
              v = v.padded(a.length + op.pad, op.x);
              a = [...a, ...Array.from({ length: op.pad }, () => op.x)];
            } else if (a.length > 0) {
              const k = op[0] % a.length;
              v = v.with(k, op[1]);
              a = a.map((x, i) => (i === k ? op[1] : x));
            }
            expect([...before]).toEqual(copy);
            const changed = v.changedSince(before);
            const expected = a.flatMap((x, i) => (i >= copy.length || copy[i] !== x ? [i] : []));
            expect(changed).toEqual(expected);
          }
          expect(v.length).toBe(a.length);
          expect([...v]).toEqual(a);
          expect(v.toArray()).toEqual(a);
          for (let k = -a.length; k < a.length; k++) expect(v.at(k)).toBe(a.at(k));
          expect(v.at(a.length)).toBeUndefined();
        },
      ),
      { seed: SEED, numRuns: 40 },
    );
  });

  test('two vectors of the same elements are alike field by field (replay compares states)', () => {
    const items = Array.from({ length: 1100 }, (_, i) => i);
    const built = items.reduce((v, x) => v.append(x), Vector.empty<number>());
    expect(Vector.from(items)).toEqual(built);
  });
});

const KINDS: readonly IrregularityKind[] = ['revoke', 'dummy-attention', 'lead-out-of-turn', 'exposed-card'];

const irregularity = (seq: number, kind: IrregularityKind, status: Irregularity['status']): Irregularity => ({
  seq,
  kind,
  offender: 'N',
  status,
  laws: ['Law 43A1(b)'],
  trick: 0,
});

describe('Irregularities — indexed by kind and by the act that committed them', () => {
  test('ofKind, ofSeq, updated, updatedAt and without agree with a scan of an array', () => {
    const entry = fc.record({
      step: fc.nat({ max: 2 }),
      // Now and then an irregularity recorded about an earlier act (a seq before the last).
      back: fc.option(fc.nat({ max: 5 }), { freq: 8 }),
      kind: fc.constantFrom(...KINDS),
      latent: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 300 }), fc.constantFrom(...KINDS), (entries, asked) => {
        let seq = 0;
        const array = entries.map((e) => {
          seq += e.step;
          const at = e.back === null ? seq : Math.max(0, seq - e.back);
          return irregularity(at, e.kind, e.latent ? 'latent' : 'established');
        });
        const list = Irregularities.of(array);
        expect(list.toArray()).toEqual(array);
        expect(JSON.parse(JSON.stringify({ list }))).toEqual({ list: array });
        expect(list.ofKind(asked)).toEqual(array.filter((i) => i.kind === asked));
        expect(list.ofKind(asked, 'revoke')).toEqual(
          array.filter((i) => i.kind === asked || i.kind === 'revoke'),
        );
        for (let s = 0; s <= seq + 1; s++) {
          expect(list.ofSeq(s)).toEqual(array.filter((i) => i.seq === s));
          expect(list.ofSeq(s, asked)).toEqual(array.filter((i) => i.seq === s && i.kind === asked));
        }
        const settle = (i: Irregularity): Irregularity => ({ ...i, status: 'no-rectification' });
        const latent = (i: Irregularity) => i.status === 'latent';
        expect(list.updated(latent, settle, [asked]).toArray()).toEqual(
          array.map((i) => (i.kind === asked && latent(i) ? settle(i) : i)),
        );
        expect(list.updated(latent, settle).toArray()).toEqual(array.map((i) => (latent(i) ? settle(i) : i)));
        expect(list.updatedAt(1, settle, asked).toArray()).toEqual(
          array.map((i) => (i.seq === 1 && i.kind === asked ? settle(i) : i)),
        );
        const kept = list.without(latent, [asked]);
        expect(kept.toArray()).toEqual(array.filter((i) => !(i.kind === asked && latent(i))));
        expect(kept.ofKind(asked)).toEqual(array.filter((i) => i.kind === asked && !latent(i)));
        // `where`: the scan's answer, kept with the list (the same answer asked again), and a list
        // made from it answers for itself.
        const found = list.where(latent);
        expect(found).toEqual(array.filter(latent));
        expect(list.where(latent)).toBe(found);
        const established = (i: Irregularity) => i.status === 'established';
        expect(list.where(established)).toEqual(array.filter(established));
        expect(list.where(latent)).toBe(found);
        expect(list.updated(latent, settle).where(latent)).toEqual([]);
        // Nothing to change: the very same list.
        expect(list.updated(() => false, settle)).toBe(list);
        expect(list.without(() => false, KINDS)).toBe(list);
      }),
      { seed: SEED, numRuns: 60 },
    );
  });

  test('a list recorded out of order of seq is still found by seq, and a seq that is no event index', () => {
    const list = Irregularities.of([
      irregularity(5, 'revoke', 'latent'),
      irregularity(2, 'dummy-attention', 'latent'),
      irregularity(5, 'exposed-card', 'latent'),
    ]);
    expect(list.ofSeq(5).map((i) => i.kind)).toEqual(['revoke', 'exposed-card']);
    expect(list.ofSeq(2, 'dummy-attention')).toHaveLength(1);
    expect(list.ofSeq(3)).toEqual([]);
    expect(list.ofSeq(9)).toEqual([]);
    expect(list.ofSeq(-1)).toEqual([]);
    const odd = list.append(irregularity(-1, 'revoke', 'latent'));
    expect(odd.ofSeq(-1, 'revoke')).toHaveLength(1);
    expect(odd.updatedAt(-1, (i) => ({ ...i, status: 'established' })).at(-1)?.status).toBe('established');
    // The list by seq is filled in for the events that committed none, and extended by a later one.
    expect(
      odd
        .append(irregularity(2, 'revoke', 'latent'))
        .ofSeq(2)
        .map((i) => i.kind),
    ).toEqual(['dummy-attention', 'revoke']);
  });
});

// Records in which every act is an irregularity the code records, for each code.
const DEMO_DEAL = 'N:KQ7.A962.K5.AJ84 4.KQJT7.J962.T96 AJT985.5.AQ7.KQ3 632.843.T843.752';
const wbf =
  (rulebook: 'wbf-1997' | 'wbf-2007' | 'wbf-2017') =>
  (n: number): AnyRecord => ({
    format: 'tablelaw/1',
    game: 'contract-bridge',
    rulebook,
    board: { number: 1, dealer: 'N', vulnerable: 'None', deal: DEMO_DEAL },
    contract: { level: 4, strain: 'S', risk: '', declarer: 'S' },
    // Dummy (North) draws attention during the play: Law 43A1(b), each recorded.
    events: Array.from({ length: n }, (): RecordEvent => ({ type: 'attention', seat: 'N' })),
  });
const auctionBridge = (n: number): AnyRecord => ({
  format: 'tablelaw/1',
  game: 'auction-bridge',
  rulebook: 'whist-club-1912',
  board: {
    number: 1,
    dealer: 'N',
    vulnerable: 'None',
    deal: 'N:8642.AKJ5.J.9873 AQJ.Q986.K97.J52 KT953.T3.T5432.4 7.742.AQ86.AKQT6',
  },
  contract: { level: 4, strain: 'H', risk: '', declarer: 'E' },
  // Dummy (West) calls attention to the trick: Laws 60 and 61, each recorded.
  events: Array.from({ length: n }, (): RecordEvent => ({ type: 'attention', seat: 'W', to: 'trick' })),
});
const euchre = (n: number): AnyRecord => ({
  format: 'tablelaw/1',
  game: 'euchre',
  rulebook: 'somerset-1888',
  board: { number: 1, dealer: 'N', deal: 'N:AK.T.7.7 .JAK.A.A QJ9.Q8.. T.7.QJ.K', upcard: 'H9' },
  events: [
    { type: 'call', seat: 'E', call: 'order-up' },
    { type: 'discard', seat: 'N', card: 'C7' },
    { type: 'play', seat: 'E', card: 'DA' },
    { type: 'play', seat: 'S', card: 'S9' },
    // East calls attention to the trick before his partner plays (law 83), South elects: again and again.
    ...Array.from({ length: n / 2 }, (): RecordEvent[] => [
      { type: 'attention', seat: 'E', to: 'trick' },
      { type: 'elect', seat: 'S', option: 'play-lowest' },
    ]).flat(),
  ],
});

const CODES: readonly (readonly [string, (n: number) => AnyRecord])[] = [
  ['wbf-1997', wbf('wbf-1997')],
  ['wbf-2007', wbf('wbf-2007')],
  ['wbf-2017', wbf('wbf-2017')],
  ['whist-club-1912', auctionBridge],
  ['somerset-1888', euchre],
];

/** The list's elements copied or read to judge a record of `n` such acts, and the irregularities recorded. */
function workFor(make: (n: number) => AnyRecord, n: number): { work: number; recorded: number } {
  const before = vectorWork();
  const judged = judgeRecord(make(n));
  if (!judged.ok) throw new Error(judged.error.message);
  return { work: vectorWork() - before, recorded: judged.state.irregularities.length };
}

describe('Law 43A1(b) — dummy draws attention again and again: each act costs the same, however many before', () => {
  for (const [code, make] of CODES)
    test(`${code}: the list's work per act does not grow with the log (counted, not timed)`, () => {
      const small = workFor(make, 400);
      const large = workFor(make, 4000);
      // Every act is an irregularity recorded (euchre: one in two, the other its election).
      expect(large.recorded).toBeGreaterThanOrEqual(2000);
      expect(large.recorded).toBeGreaterThanOrEqual(9 * small.recorded);
      // Linear: ten times the acts, about ten times the work (a scan of the whole list per act
      // would make it a hundred times).
      expect(large.work).toBeLessThan(15 * small.work);
    });

  test('no other list in the state grows with such a log (a copy of it per act would be quadratic)', () => {
    /** The longest array anywhere in `value`. */
    const longest = (value: unknown): number => {
      if (Array.isArray(value)) return Math.max(value.length, ...value.map(longest));
      if (typeof value !== 'object' || value === null || value instanceof Irregularities) return 0;
      return Math.max(0, ...Object.values(value).map(longest));
    };
    for (const [, make] of CODES) {
      const judged = judgeRecord(make(4000));
      if (!judged.ok) throw new Error(judged.error.message);
      // Euchre: the same duty, owed again by each election (law 83), is owed once.
      expect(longest(judged.state)).toBeLessThanOrEqual(52);
    }
  });

  test('consecutive states share the list: an act adds one irregularity and copies none of the rest', () => {
    const judged = judgeRecord(wbf('wbf-2007')(3000));
    if (!judged.ok) throw new Error(judged.error.message);
    const list = judged.state.irregularities;
    const before = vectorWork();
    const next = list.append(irregularity(3000, 'dummy-attention', 'no-rectification'));
    expect(vectorWork() - before).toBeLessThanOrEqual(2 * 32 * 3);
    expect(next.changedSince(list)).toHaveLength(1);
    expect(next.at(0)).toBe(list.at(0));
  });
});
