/**
 * What a rulebook gives the table: its name, the games it governs, the texts of its
 * provisions, and `act` — the judgement of one act the table has found physically possible.
 * Rulebooks live in src/laws; the table knows only this shape (layers: table below laws).
 */
import type { Result } from '../core/result.js';
import type { Seat } from '../core/seat.js';
import type { Exposure, GameId, RecordEvent } from './event.js';
import type { TableGame } from './game.js';
import type { Offer, Pending, Refusal, TableState } from './state.js';

/** The acts the director makes at the table: he elects, finds facts and draws attention. */
export type DirectorAct = Extract<RecordEvent, { readonly type: 'elect' | 'finding' | 'attention' }>;

/**
 * An act as a rulebook judges it: the director's acts, or any act of a player — whose `seat` is
 * then a seat (the table refuses the director every other act).
 */
export type JudgedEvent = DirectorAct | (Exclude<RecordEvent, DirectorAct> & { readonly seat: Seat });

/** Whether an act is one its actor may make: any act of a player, and the director's own. */
export function isJudgeable(event: RecordEvent): event is JudgedEvent {
  return (
    event.seat !== 'director' ||
    event.type === 'elect' ||
    event.type === 'finding' ||
    event.type === 'attention'
  );
}

export const LANGS = ['en', 'nb', 'ru'] as const;
export type Lang = (typeof LANGS)[number];
export type Texts = { readonly [L in Lang]: string };

export function isLang(text: string): text is Lang {
  return (LANGS as readonly string[]).includes(text);
}

export type TableRulebook = {
  readonly name: string;
  readonly games: readonly GameId[];
  /** The game the code governs, as the table sees it: whose turn, legal plays and calls (ADR 0075). */
  readonly game: TableGame;
  /**
   * Judges one act: records it, with any irregularity, obligation or decision that follows.
   * Refuses (nothing changes) what the table cannot do now.
   */
  act(state: TableState, event: JudgedEvent, seq: number): Result<TableState, Refusal>;
  /**
   * The text of an option offered in a pending decision; `offender`, where known, names the
   * offender's partner the option speaks of ("North (the offender's partner)").
   */
  optionText(pending: Pending, offer: Offer, lang: Lang, offender?: Seat): string;
  /** The title of a provision (`'54'`, `'64A1'`), for displays. */
  title(ref: string, lang: Lang): string;
  /**
   * How one seat's act may expose a card of another hand (`expose` with a `holder` not his own):
   * whist-club-1912's `named` (Law 68 4th: a card "mentioned … as being held by him or his
   * partner"). Absent: never — a seat exposes only its own cards, and the table refuses anything
   * else as physically impossible before it looks at any hand (ADR 0072).
   */
  readonly namesAnotherHand?: readonly Exposure[];
  /** A law reference in the code's own numbering (`Law 53B` → `Law 53C` in WBF 2017); default as is. */
  readonly cite?: (law: string) => string;
  /**
   * The text of a law as cited (`Law 54`, `Law 50D2(a)`), for the director to read beside a
   * ruling: the code's original words where they are in the public domain, else our paraphrase;
   * null where we have none. Absent: the code has no texts.
   */
  readonly lawText?: (law: string, lang: Lang) => LawText | null;
  /**
   * The bounds of the number of tricks an option of the pending decision asks for (`award-tricks`,
   * `adjust-tricks`), or null if it asks for none. Absent: the option asks for no number.
   */
  readonly tricksFor?: (
    state: TableState,
    offer: Offer,
  ) => { readonly min: number; readonly max: number } | null;
  /** The laws under which the director corrects a ruling (WBF: Law 82C); absent: none to cite. */
  readonly corrects?: readonly string[];
};

/** The offender of the irregularity a decision is about, if it has one (for the options' texts). */
export function offenderOf(state: TableState, pending: Pending): Seat | undefined {
  return pending.about < 0 ? pending.offender : state.irregularities.ofSeq(pending.about)[0]?.offender;
}

/** A law's text as the console shows it. */
export type LawText = {
  /** The reference the text is for (the provision cited, or the law that contains it). */
  readonly law: string;
  readonly text: string;
  /** `original`: the code's own words (public domain); `paraphrase`: ours, not the official text. */
  readonly kind: 'original' | 'paraphrase';
  /** Where the text is from, in the language asked. */
  readonly source: string;
};
