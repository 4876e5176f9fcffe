/**
 * Law 82C: a ruling corrected. The director's `correct` act names an earlier ruling — an `elect`
 * (whoever made it: a mis-click is corrected the same way) or a `finding` — and gives the choice
 * that should have been made. The board is judged again from that point: the corrected ruling is
 * applied in place of the old one, and every act recorded since is judged again in the corrected
 * course. An act the corrected course no longer allows (an answer to a decision no longer asked),
 * or would make an irregularity (a card played in a turn the corrected ruling did not give), is
 * *void*: it stays in the record, at its own index, and has no effect (docs/laws/ambiguities-wbf.md, "Law 82C"; ADR 0085).
 *
 * The fold here is what `replay` (evolve.ts) runs: one `step` per act, and for a correction one
 * more pass over the acts since the beginning — corrections are rare, the common path costs
 * nothing more. Pure; the step function is given, so this module does not depend on `evolve`.
 */
import { err, ok, type Result } from '../core/result.js';
import type { RecordEvent } from './event.js';
import { type Refusal, refusal, type TableState } from './state.js';
import type { LastAct } from './undo.js';

export type Correction = Extract<RecordEvent, { readonly type: 'correct' }>;

/**
 * One act judged: `step(state, event, seq, last)`, the table's `evolve` with its rulebook; `last`
 * is the act in force before it and the table before that act (what an `undo` restores, ADR 0088).
 * `fold` gives it to an undo, the one act that reads it, and null to the others (nothing is built
 * for each act of the common path).
 */
export type Step = (
  state: TableState,
  event: RecordEvent,
  seq: number,
  last: LastAct | null,
) => Result<TableState, Refusal>;

/** A ruling corrected: the correction's index, the ruling's, and the ruling put in its place. */
export type Corrected = {
  readonly seq: number;
  readonly replaces: number;
  readonly ruling: RecordEvent;
  /** The state the corrected ruling was made on (its decision pending), in the corrected course. */
  readonly on: TableState;
};

/** The course of a board: its state, and what corrections made of the acts recorded. */
export type Course = {
  readonly state: TableState;
  /** Acts a later correction made impossible or irregular: kept in the record, without effect. */
  readonly voided: readonly number[];
  /** Every correction, in the order made. */
  readonly corrections: readonly Corrected[];
  /** Each ruling corrected, by index: the ruling in force (the last correction's). */
  readonly replaced: ReadonlyMap<number, RecordEvent>;
};

/** What the fold tells an observer of each act, in the order recorded (the states as they were then). */
export type Observed = {
  readonly seq: number;
  readonly event: RecordEvent;
  readonly before: TableState;
  readonly after: TableState;
  /** For a correction: what it did. */
  readonly corrected?: Corrected;
};

export function isCorrection(event: RecordEvent): event is Correction {
  return event.type === 'correct';
}

/**
 * The ruling a correction puts in place of `target` (the act at `correction.replaces`, as in
 * force), or why it cannot: only an election or a finding is a ruling; an election is corrected by
 * another option (made by the same chooser), a finding by another value of the same fact.
 */
export function replacement(
  target: RecordEvent | undefined,
  correction: Correction,
  at: number,
): Result<RecordEvent, Refusal> {
  const j = correction.replaces;
  if (target === undefined || j >= at)
    return err(refusal('not-a-ruling', at, `there is no earlier act ${j} to correct`));
  if (target.type === 'elect') {
    if (correction.option === undefined || correction.value !== undefined)
      return err(
        refusal('option-parameter', at, `act ${j} is an election: its correction names an "option"`),
      );
    const ruling: RecordEvent = {
      type: 'elect',
      seat: target.seat,
      option: correction.option,
      ...(correction.suit === undefined ? {} : { suit: correction.suit }),
      ...(correction.card === undefined ? {} : { card: correction.card }),
      ...(correction.trick === undefined ? {} : { trick: correction.trick }),
      ...(correction.tricks === undefined ? {} : { tricks: correction.tricks }),
    };
    const same =
      target.option === correction.option &&
      target.suit === correction.suit &&
      target.card === correction.card &&
      target.trick === correction.trick &&
      target.tricks === correction.tricks;
    return same
      ? err(refusal('same-ruling', at, `act ${j} already chose "${correction.option}": nothing to correct`))
      : ok(ruling);
  }
  if (target.type === 'finding') {
    const value = correction.value;
    if (value === undefined || correction.option !== undefined)
      return err(refusal('option-parameter', at, `act ${j} is a finding: its correction gives a "value"`));
    return value === target.value
      ? err(refusal('same-ruling', at, `act ${j} already found ${String(value)}: nothing to correct`))
      : ok({ type: 'finding', seat: 'director', fact: target.fact, value });
  }
  return err(
    refusal(
      'not-a-ruling',
      at,
      `act ${j} is a ${target.type}, not a ruling: only an election or a finding is corrected (Law 82C)`,
    ),
  );
}

// The course of a board without corrections (most boards): shared, nothing made for it.
const NONE_VOIDED: readonly number[] = [];
const NO_CORRECTIONS: readonly Corrected[] = [];
const NONE_REPLACED: ReadonlyMap<number, RecordEvent> = new Map();

/**
 * Folds `events` from `start`: each act judged by `step`, each correction by judging the board
 * again from the corrected ruling. Stops at the first act refused (an act recorded after the last
 * correction, or a correction that cannot be made), with the course so far.
 */
export function fold(
  start: TableState,
  events: readonly RecordEvent[],
  step: Step,
  observe?: (o: Observed) => void,
): { readonly course: Course; readonly error?: Refusal } {
  let state = start;
  // Made at the first correction: the rulings in force where corrected, the acts made void.
  let replaced: Map<number, RecordEvent> | null = null;
  let voided: Set<number> | null = null;
  let corrections: Corrected[] | null = null;
  const course = (): Course => ({
    state,
    voided: voided === null ? NONE_VOIDED : [...voided].sort((a, b) => a - b),
    corrections: corrections ?? NO_CORRECTIONS,
    replaced: replaced ?? NONE_REPLACED,
  });
  // The act before the one judged, and the table before it (an undo restores that table): kept
  // as two variables, made into a `LastAct` only for an undo, the one act that reads it.
  let lastEvent: RecordEvent | null = null;
  let lastBefore = start;
  for (let i = 0; i < events.length; i++) {
    const event = events[i] as RecordEvent;
    if (event.type === 'correct') {
      replaced ??= new Map();
      voided ??= new Set();
      const again = corrected(start, events, i, event, step, replaced, voided);
      if (!again.ok) return { course: course(), error: again.error };
      const made: Corrected = {
        seq: i,
        replaces: event.replaces,
        ruling: again.value.ruling,
        on: again.value.on,
      };
      corrections ??= [];
      corrections.push(made);
      observe?.({ seq: i, event, before: state, after: again.value.state, corrected: made });
      lastEvent = event;
      lastBefore = state;
      state = again.value.state;
      continue;
    }
    const last =
      event.type === 'undo' && lastEvent !== null ? { event: lastEvent, before: lastBefore } : null;
    const next = step(state, event, i, last);
    if (!next.ok) return { course: course(), error: next.error };
    observe?.({ seq: i, event, before: state, after: next.value });
    lastEvent = event;
    lastBefore = state;
    state = next.value;
  }
  return { course: course() };
}

/**
 * The board judged again for the correction at `at`: the acts before the corrected ruling as they
 * stood, the new ruling, then each act since judged again — void if no longer possible, in force
 * again if a correction made it possible once more. `replaced` and `voided` are updated.
 */
function corrected(
  start: TableState,
  events: readonly RecordEvent[],
  at: number,
  correction: Correction,
  step: Step,
  replaced: Map<number, RecordEvent>,
  voided: Set<number>,
): Result<{ readonly state: TableState; readonly ruling: RecordEvent; readonly on: TableState }, Refusal> {
  const j = correction.replaces;
  const inForce = (m: number): RecordEvent | undefined => replaced.get(m) ?? events[m];
  if (Number.isInteger(j) && j >= 0 && j < at && (voided.has(j) || events[j]?.type === 'correct'))
    return err(
      refusal(
        'not-a-ruling',
        at,
        voided.has(j)
          ? `act ${j} is void since an earlier correction: it has no ruling to correct`
          : `act ${j} is a correction: name the ruling it corrected (act ${(events[j] as Correction).replaces})`,
      ),
    );
  const ruling = replacement(j >= 0 ? inForce(j) : undefined, correction, at);
  if (!ruling.ok) return ruling;
  let state = start;
  // The last act in force and the table before it (an undo in the corrected course restores it).
  let last: LastAct | null = null;
  for (let m = 0; m < j; m++) {
    const e = inForce(m) as RecordEvent;
    if (e.type === 'correct' || voided.has(m)) continue;
    const next = step(state, e, m, last);
    // A void act is still the last act: an undo after it takes it back, to no effect.
    last = { event: e, before: state };
    if (next.ok) state = next.value;
    else voided.add(m);
  }
  const on = state;
  const ruled = step(state, ruling.value, j, last);
  if (!ruled.ok)
    return err(refusal(ruled.error.kind, at, `act ${j} cannot be corrected so: ${ruled.error.message}`));
  last = { event: ruling.value, before: on };
  state = ruled.value;
  for (let m = j + 1; m < at; m++) {
    const e = inForce(m) as RecordEvent;
    if (e.type === 'correct') continue;
    const next = step(state, e, m, last);
    // An act that the corrected course would make an irregularity was made under the ruling then
    // in force: void, not an offence (Law 82C treats both sides as non-offending).
    last = { event: e, before: state };
    if (next.ok && next.value.irregularities.ofSeq(m).length === 0) {
      state = next.value;
      voided.delete(m);
    } else voided.add(m);
  }
  replaced.set(j, ruling.value);
  return ok({ state, ruling: ruling.value, on });
}
