/**
 * Judging a record: resolve its rulebook, replay its events, and state the judgement (DESIGN
 * §4). Invalid input — a record that does not validate, an unknown rulebook, a game the
 * rulebook does not govern, an act the table refuses — gives `{ ok: false, error }` naming the
 * event where there is one.
 */
import type { Course, Observed } from '../table/correction.js';
import type { AnyRecord } from '../table/event.js';
import { replay } from '../table/evolve.js';
import { type Judgement, type JudgementError, judgementOf } from '../table/judgement.js';
import type { Lang } from '../table/rulebook.js';
import type { TableState } from '../table/state.js';
import type { Rulebook } from './provision.js';
import { rulebookNamed } from './registry.js';

export type Judged =
  | {
      readonly ok: true;
      readonly state: TableState;
      readonly rulebook: Rulebook;
      readonly judgement: Judgement;
      /** What Law 82C corrections made of the record (correction.ts). */
      readonly course: Course;
    }
  | JudgementError;

/** Replays and judges a validated record; `observe` is told of each act (`replay`). */
export function judgeRecord(record: AnyRecord, lang: Lang = 'en', observe?: (o: Observed) => void): Judged {
  const found = rulebookNamed(record.rulebook);
  if (!found.ok)
    return { ok: false, error: { kind: found.error.kind, at: null, message: found.error.message } };
  const rulebook = found.value;
  if (!rulebook.games.includes(record.game))
    return {
      ok: false,
      error: {
        kind: 'wrong-game',
        at: null,
        message: `rulebook ${rulebook.name} does not govern ${record.game}`,
      },
    };
  const replayed = replay(record, rulebook, observe);
  if (replayed.state === null || replayed.error !== undefined) {
    const e = replayed.error as NonNullable<typeof replayed.error>;
    return { ok: false, error: { kind: e.kind, at: e.at < 0 ? null : e.at, message: e.message } };
  }
  return {
    ok: true,
    state: replayed.state,
    rulebook,
    judgement: judgementOf(replayed.state, rulebook, lang),
    course: replayed.course,
  };
}
