/**
 * The ruling log of a board: every decision made at the table — an election (by the director or
 * a player the laws let choose), a finding of fact, and each Law 82C correction — with who made
 * it, when (the trick and the phase), the provision that asked for it, the laws cited, and where
 * it stands now (in force, corrected, or void after a correction). For a ruling in force it lists
 * what a correction could choose instead: the other options of the same decision.
 *
 * Derived from the record by one replay (correction.ts tells what corrections did); pure.
 */
import type { Card, Suit } from '../core/card.js';
import type { Course, Observed } from './correction.js';
import type { Actor, AnyRecord, OptionId, RecordEvent } from './event.js';
import { replay } from './evolve.js';
import { type Lang, offenderOf, type TableRulebook } from './rulebook.js';
import type { Phase, TableState } from './state.js';

/** An option a correction may choose instead, with its text and laws (and bounds of `tricks`). */
export type Alternative = {
  readonly id: OptionId;
  readonly laws: readonly string[];
  readonly text: string;
  readonly suit?: Suit;
  readonly card?: Card;
  readonly tricks?: { readonly min: number; readonly max: number };
};

export type Ruling = {
  /** The index of the act in the record. */
  readonly seq: number;
  readonly by: Actor;
  readonly kind: 'election' | 'finding' | 'correction';
  /** The decision's provision (`'54'`, `'64C'`) and its title, when a decision was pending. */
  readonly provision: string | null;
  readonly title: string | null;
  /** An election's (or a correction's) option, with its text in the language asked. */
  readonly option?: OptionId;
  readonly suit?: Suit;
  readonly card?: Card;
  readonly tricks?: number;
  readonly text?: string;
  /** A finding's (or a correction's) fact and value. */
  readonly fact?: string;
  readonly value?: string | number | boolean;
  /** The laws the ruling applied, as the code numbers them. */
  readonly laws: readonly string[];
  /** When: the phase, and the 1-based trick (0 in the auction). */
  readonly phase: Phase;
  readonly trick: number;
  /** Where it stands: in force, replaced by a correction, or void after one. */
  readonly status: 'in-force' | 'corrected' | 'void';
  /** The correction that replaced it (the last one). */
  readonly correctedBy?: number;
  /** A correction's: the index of the ruling it corrects. */
  readonly replaces?: number;
  /** A ruling in force: the other options of its decision (what a correction may choose). */
  readonly alternatives?: readonly Alternative[];
  /** A finding in force: the other values a correction may give. */
  readonly values?: readonly (string | number | boolean)[];
};

/**
 * A ruling as recorded, before it is put in words: the act, the state its decision was made on,
 * who made it and when. `rulingOf` makes one from each act the replay observes (an election, a
 * finding, a correction), so a log grows by one act at a time; `rulingLog` puts them in words.
 */
export type RecordedRuling = {
  readonly seq: number;
  readonly by: Actor;
  /** The election or finding in force by this act (for a correction: the one it put in place). */
  readonly event: RecordEvent;
  /** The state the decision was made on (its decision pending). */
  readonly on: TableState;
  readonly phase: Phase;
  readonly trick: number;
  /** A correction's: the index of the ruling it corrects. */
  readonly replaces?: number;
};

/** The recorded ruling of one act the replay observed, or null if the act is no ruling. */
export function rulingOf(o: Observed): RecordedRuling | null {
  const { event, seq, before } = o;
  const when = { phase: before.phase, trick: before.phase === 'auction' ? 0 : before.tricks.length + 1 };
  if (event.type === 'correct') {
    const c = o.corrected;
    if (c === undefined) return null;
    return { seq, by: 'director', event: c.ruling, on: c.on, replaces: c.replaces, ...when };
  }
  if (event.type !== 'elect' && event.type !== 'finding') return null;
  return { seq, by: event.seat, event, on: before, ...when };
}

/** Every ruling of a record with the course of its replay, or null if the record does not replay. */
export function recordedRulings(
  record: AnyRecord,
  rulebook: TableRulebook,
): { readonly rulings: readonly RecordedRuling[]; readonly course: Course } | null {
  const rulings: RecordedRuling[] = [];
  const replayed = replay(record, rulebook, (o) => {
    const r = rulingOf(o);
    if (r !== null) rulings.push(r);
  });
  if (replayed.state === null || replayed.error !== undefined) return null;
  return { rulings, course: replayed.course };
}

/** The ruling log in words: each ruling with its laws, where it stands, and what may replace it. */
export function rulingLog(
  rulings: readonly RecordedRuling[],
  course: Course,
  rulebook: TableRulebook,
  lang: Lang,
): readonly Ruling[] {
  const cite = rulebook.cite;
  const laws = (l: readonly string[]) => (cite === undefined ? l : l.map(cite));
  const voided = new Set(course.voided);
  // The correction last made for each ruling corrected: it is in force, the others are not.
  const last = new Map<number, number>();
  for (const c of course.corrections) last.set(c.replaces, c.seq);
  return rulings.map((r) => {
    const target = r.replaces ?? r.seq;
    const inForce = last.get(target);
    const base = fromEvent(r.event, r.on, rulebook, lang, laws);
    const ruling = {
      ...base,
      seq: r.seq,
      by: r.by,
      phase: r.phase,
      trick: r.trick,
      ...(r.replaces === undefined
        ? {}
        : {
            kind: 'correction' as const,
            replaces: r.replaces,
            laws: [...laws(rulebook.corrects ?? []), ...base.laws],
          }),
    };
    const status: Ruling['status'] = voided.has(r.seq)
      ? 'void'
      : (r.replaces === undefined ? inForce === undefined : inForce === r.seq)
        ? 'in-force'
        : 'corrected';
    if (status === 'in-force')
      return { ...ruling, status, ...choicesOf(r.event, r.on, rulebook, lang, laws) };
    const by = course.corrections.find((c) => c.replaces === target && c.seq > r.seq)?.seq;
    return { ...ruling, status, ...(by === undefined || status === 'void' ? {} : { correctedBy: by }) };
  });
}

/** What an election or finding decided, in words, with the laws its decision cited. */
function fromEvent(
  event: RecordEvent,
  on: TableState,
  rulebook: TableRulebook,
  lang: Lang,
  laws: (l: readonly string[]) => readonly string[],
): Pick<
  Ruling,
  'provision' | 'title' | 'laws' | 'kind' | 'option' | 'suit' | 'card' | 'tricks' | 'text' | 'fact' | 'value'
> {
  const pending = on.pending;
  const offender = pending === null ? undefined : offenderOf(on, pending);
  const provision = pending?.provision ?? null;
  const title = provision === null ? null : rulebook.title(provision, lang);
  if (event.type === 'finding') {
    const asked = pending?.findings?.find((f) => f.fact === event.fact);
    return {
      kind: 'finding',
      provision,
      title,
      fact: event.fact,
      value: event.value,
      laws: laws(asked?.laws ?? []),
    };
  }
  if (event.type !== 'elect') return { kind: 'election', provision, title, laws: [] };
  const offer = pending?.options.find(
    (x) =>
      x.id === event.option &&
      (x.suit === undefined || x.suit === event.suit) &&
      (x.card === undefined || x.card === event.card),
  );
  return {
    kind: 'election',
    provision,
    title,
    option: event.option,
    ...(event.suit === undefined ? {} : { suit: event.suit }),
    ...(event.card === undefined ? {} : { card: event.card }),
    ...(event.tricks === undefined ? {} : { tricks: event.tricks }),
    text:
      pending === null || offer === undefined
        ? event.option
        : rulebook.optionText(pending, offer, lang, offender),
    laws: laws(offer?.laws ?? []),
  };
}

/** What a correction of a ruling in force may choose: the decision's other options, or values. */
function choicesOf(
  event: RecordEvent,
  on: TableState,
  rulebook: TableRulebook,
  lang: Lang,
  laws: (l: readonly string[]) => readonly string[],
): Pick<Ruling, 'alternatives' | 'values'> {
  const pending = on.pending;
  if (event.type === 'finding') return typeof event.value === 'boolean' ? { values: [!event.value] } : {};
  if (event.type !== 'elect' || pending === null) return { alternatives: [] };
  const alternatives: Alternative[] = [];
  for (const x of pending.options) {
    const bounds = rulebook.tricksFor?.(on, x) ?? null;
    // The choice in force is no correction, unless it asks for a number (another number is one).
    if (x.id === event.option && x.suit === event.suit && x.card === event.card && bounds === null) continue;
    // A number of tricks the bounds leave no room for (the other side has them all) is no choice.
    if (bounds !== null && bounds.max < bounds.min) continue;
    alternatives.push({
      id: x.id,
      laws: laws(x.laws),
      text: rulebook.optionText(pending, x, lang, offenderOf(on, pending)),
      ...(x.suit === undefined ? {} : { suit: x.suit }),
      ...(x.card === undefined ? {} : { card: x.card }),
      ...(bounds === null ? {} : { tricks: bounds }),
    });
  }
  return { alternatives };
}
