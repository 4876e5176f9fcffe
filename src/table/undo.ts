/**
 * `undo`: a seat takes back its own last act before anyone else has acted (ADR 0088). Recording
 * at a physical table is done by tapping a screen; a tap on the wrong card or button is a fault of
 * the recording, not an act at the table, and the laws have nothing to say of it. It is judged as
 * removing that act: the table is as it was before it. Both events stay in the record, so the
 * record still shows what was tapped, and a replay gives the same state.
 *
 * Accepted only when the act undone is the last event of the log, was that seat's, is not itself
 * an undo (an undone act is not undone again, and nothing earlier is reached), and the board has
 * not ended. The director's acts are rulings, corrected under Law 82C, not undone.
 */
import { err, ok, type Result } from '../core/result.js';
import { isSeat } from '../core/seat.js';
import type { RecordEvent, UndoEvent } from './event.js';
import { type Refusal, refusal, type TableState } from './state.js';

/** The act just before the one being applied: its event, and the table as it was before it. */
export type LastAct = { readonly event: RecordEvent; readonly before: TableState };

/** The table after `event`, an undo at index `seq`, or why it cannot be: nothing changes then. */
export function undo(
  state: TableState,
  event: UndoEvent,
  seq: number,
  last: LastAct | null,
): Result<TableState, Refusal> {
  const seat = event.seat;
  if (seat === 'director')
    return err(
      refusal(
        'not-for-director',
        seq,
        "the director's rulings are not undone: a ruling is corrected under Law 82C",
      ),
    );
  if (!isSeat(seat)) return err(refusal('unknown-seat', seq, `there is no seat "${String(seat)}"`));
  if (last === null) return err(refusal('nothing-to-undo', seq, 'no act has been recorded yet'));
  if (last.event.type === 'undo')
    return err(
      refusal('nothing-to-undo', seq, 'the last event is an undo: an act undone is not undone again'),
    );
  if (last.event.seat !== seat)
    return err(
      refusal(
        'not-last-act',
        seq,
        `the last act is ${last.event.seat}'s: ${seat} may undo only his own act, before anyone else acts`,
      ),
    );
  if (state.phase === 'ended')
    return err(refusal('board-ended', seq, 'the board has ended: its last act is not undone'));
  return ok(last.before);
}
