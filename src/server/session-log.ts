/**
 * A session's ruling log, "by whom, when": every ruling made at the session's tables — each
 * election and finding of fact (by the seat the laws let choose, or the director) and each Law 82C
 * correction — with the table, the board, the irregularity it rectifies, the laws, the decision
 * in words, who made it and when (the act's time as the table's record holds it); every
 * irregularity the laws rectify without a choice (a revoke's transfer, a condoned act) with the
 * time of the irregular act; and the director's own session rulings: Law 90 procedural penalties
 * and Law 87 decisions on fouled boards. Oldest first; acts recorded without a time keep the
 * order of their table after the timed ones.
 *
 * Pure: reads the tables' judged records; throws nothing.
 */
import type { Actor } from '../table/event.js';
import { rulingLog } from '../table/rulings.js';
import { type Judged, judgementIn } from './engine.js';

/** Where a ruling was made: the session's table, round and board. */
export type LoggedTable = { readonly round: number; readonly table: number; readonly board: number };

export type LoggedRuling = LoggedTable & {
  /** `ruling`: a decision at the table; `irregularity`: rectified by the laws alone; `penalty` (Law 90) and `fouled` (Law 87): the director's at the session. */
  readonly kind: 'ruling' | 'irregularity' | 'penalty' | 'fouled';
  /** The act's index in its table's record (null for the session's own rulings). */
  readonly seq: number | null;
  /** The irregularity rectified, when the ruling rectifies one: its kind and offender. */
  readonly irregularity: { readonly kind: string; readonly offender: string } | null;
  /** The provision that asked for the decision (`'54'`), with its title. */
  readonly provision: string | null;
  readonly title: string | null;
  readonly laws: readonly string[];
  /** What was decided, in words. */
  readonly decision: string;
  /** Who chose it: a seat, the director, or null when the laws decide without a choice. */
  readonly by: Actor | null;
  /** When (an ISO 8601 instant, UTC): the act's time as its table's record holds it; null when not recorded. */
  readonly time: string | null;
  /** A table ruling's standing after corrections (Law 82C): in force, corrected or void. */
  readonly status: string;
};

/** The rulings and the irregularities ruled without a choice at one table of the session. */
export function tableRulings(at: LoggedTable, judged: Judged): LoggedRuling[] {
  const events = judged.record.events;
  const timeOf = (seq: number): string | null => events[seq]?.time ?? null;
  const judgement = judgementIn(judged, 'en');
  const irregularityAt = new Map(judgement.irregularities.map((i) => [i.seq, i]));
  const out: LoggedRuling[] = [];
  const ruled = new Set<number>();
  const words = rulingLog(judged.rulings, judged.course, judged.rulebook, 'en');
  judged.rulings.forEach((recorded, k) => {
    const r = words[k];
    if (r === undefined) return;
    const about = recorded.on.pending?.about;
    const irregularity = about === undefined ? undefined : irregularityAt.get(about);
    if (irregularity !== undefined) ruled.add(irregularity.seq);
    const decision =
      r.kind === 'finding' || (r.fact !== undefined && r.text === undefined)
        ? `${r.fact ?? 'finding'}: ${String(r.value)}`
        : (r.text ?? r.option ?? '');
    out.push({
      ...at,
      kind: 'ruling',
      seq: r.seq,
      irregularity:
        irregularity === undefined ? null : { kind: irregularity.kind, offender: irregularity.offender },
      provision: r.provision,
      title: r.title,
      laws: r.laws,
      decision: r.kind === 'correction' ? `corrected (Law 82C): ${decision}` : decision,
      by: r.by,
      time: timeOf(r.seq),
      status: r.status,
    });
  });
  for (const i of judgement.irregularities) {
    if (ruled.has(i.seq)) continue;
    out.push({
      ...at,
      kind: 'irregularity',
      seq: i.seq,
      irregularity: { kind: i.kind, offender: i.offender },
      provision: null,
      title: null,
      laws: i.laws,
      decision: i.status.replace(/-/g, ' '),
      by: null,
      time: timeOf(i.seq),
      status: i.status,
    });
  }
  return out;
}

/** The log in order: oldest first; untimed entries after the timed, in the order given. */
export function inOrder(entries: readonly LoggedRuling[]): LoggedRuling[] {
  return entries
    .map((e, i) => ({ e, i }))
    .sort((a, b) => {
      const x = a.e.time;
      const y = b.e.time;
      if (x !== null && y !== null && x !== y) return x < y ? -1 : 1;
      if ((x === null) !== (y === null)) return x === null ? 1 : -1;
      return a.i - b.i;
    })
    .map(({ e }) => e);
}
