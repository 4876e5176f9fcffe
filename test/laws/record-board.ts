/**
 * The builder every code's test helpers share: a board (or hand) given as a record, acts
 * appended one by one, then the state, the judgement or the refusal. Each code's `given.ts`
 * says what its record is, under which rulebook it is replayed, and how it plays on.
 */
import type { Card } from '../../src/core/card.js';
import type { Seat } from '../../src/core/seat.js';
import { nonconformities } from '../../src/laws/conformance.js';
import { judgeRecord } from '../../src/laws/judge.js';
import type { Rulebook } from '../../src/laws/provision.js';
import { rulebookNamed } from '../../src/laws/registry.js';
import type { AnyRecord, RecordEvent } from '../../src/notation/record/record.js';
import { replay } from '../../src/table/evolve.js';
import type { Judgement } from '../../src/table/judgement.js';
import type { Lang, TableRulebook } from '../../src/table/rulebook.js';
import type { TableState } from '../../src/table/state.js';

/**
 * Every state a law test reaches keeps to its code (ADR 0077): its decision is one of the code's
 * provisions and offers only that provision's options, its kinds and laws are the code's own.
 */
function conforms(state: TableState, rulebook: Rulebook): void {
  const wrong = nonconformities(state, rulebook);
  if (wrong.length > 0) throw new Error(`not of ${rulebook.name}: ${wrong.join('; ')}`);
}

export abstract class RecordBoard<R extends AnyRecord> {
  readonly events: RecordEvent[] = [];

  /** The record so far: the board and the events appended. */
  abstract get record(): R;

  /** The rulebook the record is replayed under for `state`. */
  protected abstract tableRulebook(): TableRulebook;

  add(event: RecordEvent): this {
    this.events.push(event);
    return this;
  }

  play(seat: Seat, card: Card): this {
    return this.add({ type: 'play', seat, card });
  }

  /** Several plays: `'S:C4 W:C6 N:C9 E:C2'`. */
  plays(text: string): this {
    for (const token of text.trim().split(/\s+/)) {
      const [seat, card] = token.split(':') as [Seat, Card];
      this.play(seat, card);
    }
    return this;
  }

  /** The table after every event; throws when the replay refuses one. */
  get state(): TableState {
    const r = replay(this.record, this.tableRulebook());
    if (r.state === null || r.error !== undefined)
      throw new Error(`replay refused: ${JSON.stringify(r.error)}`);
    const code = rulebookNamed(this.record.rulebook);
    if (code.ok) conforms(r.state, code.value);
    return r.state;
  }

  judge(lang: Lang = 'en'): Judgement {
    const j = judgeRecord(this.record, lang);
    if (!j.ok) throw new Error(`judge refused: ${JSON.stringify(j.error)}`);
    conforms(j.state, j.rulebook);
    return j.judgement;
  }

  /** The refusal of the last event (the test expects one). */
  refusal(): { kind: string; at: number | null; message: string } {
    const j = judgeRecord(this.record);
    if (j.ok) throw new Error('expected a refusal');
    return j.error;
  }
}
