/**
 * The words for the engine's ids in each language — irregularity kinds, options, duties, acts,
 * phases, statuses, vulnerabilities, exposures, suits, "Law" — one table that the command line
 * (src/cli/words.ts) and the director's console (src/web/client/names.ts, i18n.ts) both read
 * (ADR 0108). Plain data with type-only imports: the console loads these modules in the browser
 * as they are compiled (the server serves them at /laws/names/). Each map is typed over every id
 * the engine has, so a new id without its words does not compile.
 */
import type { Vulnerability } from '../../core/board.js';
import type { Exposure, OptionId, RecordEvent } from '../../table/event.js';
import type { Lang } from '../../table/rulebook.js';
import type { IrregularityKind, Obligation, Phase, Status } from '../../table/state.js';
import { en } from './en.js';
import { nb } from './nb.js';
import { ru } from './ru.js';

/** The acts of the record, which a screen names in its history and turn. */
export type ActType = RecordEvent['type'];
/** The kinds of duty a judgement lists: the table's obligations, penalty cards, euchre's liable suit. */
export type DutyKind = Obligation['kind'] | 'penalty-card' | 'exposed-card' | 'suit-liable-to-be-called';

export type Names = {
  readonly kinds: { readonly [K in IrregularityKind]: string };
  /** An option as the history names a choice made ("South chooses: …"). */
  readonly options: { readonly [O in OptionId]: string };
  /** A duty on a seat; `{suit}` the suit in words, `{card}` the card. */
  readonly obligations: { readonly [O in DutyKind]: string };
  /** What a seat is expected to do next ("West to play"). */
  readonly acts: { readonly [A in ActType]: string };
  /** An act as the record tells it ("N plays ♠A"). */
  readonly done: { readonly [A in ActType]: string };
  readonly phases: { readonly [P in Phase]: string };
  readonly statuses: { readonly [S in Status]: string };
  readonly vulnerable: { readonly [V in Vulnerability]: string };
  readonly exposures: { readonly [E in Exposure]: string };
  /** A suit after a verb ("must lead {suit}"). */
  readonly suits: { readonly S: string; readonly H: string; readonly D: string; readonly C: string };
  /** "Law" and "Laws" before a citation. */
  readonly law: string;
  readonly laws: string;
};

export const NAMES: { readonly [L in Lang]: Names } = { en, nb, ru };
