/**
 * Who answers a claim or concession, in each WBF code (the judgement's `next`, built from the
 * seat rules of `table/game.ts` and the code's own game): a defender's claim is answered by
 * declarer, never by dummy; declarer's by the defenders; and where the code has Law 68B2 (2007,
 * 2017), the partner of a defender who concedes may object at once.
 */
import { describe, expect, test } from 'vitest';
import type { Seat } from '../../src/core/seat.js';
import { RULEBOOKS } from '../../src/laws/registry.js';
import { robotAct } from '../../src/server/engine.js';
import { given } from './given.js';

const ANSWER = ['agree', 'dispute'];

describe.each(['wbf-1997', 'wbf-2007', 'wbf-2017'] as const)(
  'Laws 68, 69 (%s) — who answers a claim',
  (code) => {
    // 4H by West: dummy East, North on lead; one trick played, twelve remain.
    const board = () =>
      given(undefined, { level: 4, strain: 'H', risk: '', declarer: 'W' }).under(code).continuePlay(4);
    const robots = (seats: readonly Seat[], b: ReturnType<typeof board>) => {
      const rulebook = RULEBOOKS[code];
      if (rulebook === undefined) throw new Error(`no rulebook ${code}`);
      return robotAct({ record: b.record, state: b.state, rulebook }, new Set(seats), () => 0.5);
    };

    test("declarer West, dummy East: North's claim is answered by declarer, never by dummy", () => {
      const b = board().add({ type: 'claim', seat: 'N', tricks: 3 });
      expect(b.judge().next).toEqual({ seat: 'W', acts: ANSWER });
      expect(robots(['E'], b)).toBeNull();
      expect(robots(['E', 'W'], b)).toEqual({ type: 'agree', seat: 'W' });
    });

    test("South's claim likewise: declarer answers", () => {
      expect(board().add({ type: 'claim', seat: 'S', tricks: 1 }).judge().next).toEqual({
        seat: 'W',
        acts: ANSWER,
      });
    });

    test("declarer's claim is answered by the defenders, North (his left) first, never by dummy", () => {
      const b = board().add({ type: 'claim', seat: 'W', tricks: 12 });
      expect(b.judge().next).toEqual({ seat: 'N', acts: ANSWER, also: [{ seat: 'S', acts: ANSWER }] });
      expect(robots(['E', 'S'], b)).toEqual({ type: 'agree', seat: 'S' });
    });

    const objection = code !== 'wbf-1997';
    test(`a defender's concession: declarer answers; ${objection ? 'his partner may object at once (68B2)' : 'no objection by his partner (no 68B2 in 1997)'}`, () => {
      const b = board().add({ type: 'concede', seat: 'N', tricks: 2 });
      expect(b.judge().next).toEqual(
        objection
          ? { seat: 'W', acts: ANSWER, also: [{ seat: 'S', acts: ['dispute'] }] }
          : { seat: 'W', acts: ANSWER },
      );
      const objected = board()
        .add({ type: 'concede', seat: 'N', tricks: 2 })
        .add({ type: 'dispute', seat: 'S' });
      if (objection)
        expect(objected.judge().irregularities.at(-1)).toMatchObject({
          kind: 'concession-objected',
          offender: 'N',
        });
      else expect(objected.refusal()).toMatchObject({ kind: 'no-claim' });
    });
  },
);
