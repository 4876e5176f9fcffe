/**
 * PBN (Portable Bridge Notation 2.1) at the level of syntax: a file is a list of games, a game
 * an ordered list of tag pairs, each possibly followed by its section data. Nothing here knows
 * what a deal or a call means; `game.ts` gives the tags their meaning.
 *
 * Positions are 1-based lines and columns of the source text (columns count UTF-16 code units,
 * a tab counts as one). A value built by a program rather than read from a text carries
 * `NOWHERE` (line 0, column 0).
 *
 * Tag value inheritance (PBN 2.1 §4.8) is resolved here: `#` takes the value the same tag had
 * in the previous game; a value `##text` means `text` here and in every later game that does
 * not give the tag itself. Every tag keeps the value as written (`value`, which `makePbn`
 * writes back) beside the value in force (`resolved`). Decision where the standard is silent:
 * once a tag has been carried with `##`, a later plain value of it is carried on in its place
 * (the standard's example: the date given with `##` at the top is redefined in the middle of
 * the file for the boards played on the next day).
 *
 * Throws nothing; `resolvePbn` is a pure function of the games.
 */
import type { DealDefect } from '../../core/deal.js';

export type PbnPosition = { readonly line: number; readonly column: number };

/** The position of a value that was not read from a text. */
export const NOWHERE: PbnPosition = { line: 0, column: 0 };

/** Suffix annotations of a call or card: good, poor, very good, very poor, speculative, questionable. */
export const SUFFIXES = ['!', '?', '!!', '??', '!?', '?!'] as const;
export type PbnSuffix = (typeof SUFFIXES)[number];

/** Irregularity marks (§3.9): insufficient bid, skipped call, revoke, lead out of turn. */
export const IRREGULARITY_LETTERS = ['I', 'S', 'R', 'L'] as const;
export type PbnIrregularityLetter = (typeof IRREGULARITY_LETTERS)[number];

/** A token of the Auction or Play section. */
export type PbnSectionToken =
  /** A call or card token (letters, digits, hyphens): `1NT`, `Pass`, `AP`, `SA`, `-`. */
  | { readonly type: 'item'; readonly text: string; readonly at: PbnPosition }
  /** `*`: no further calls or cards will be given. */
  | { readonly type: 'end'; readonly at: PbnPosition }
  /** `+`: the next call or card, to be made later. */
  | { readonly type: 'continue'; readonly at: PbnPosition }
  /** `=1=`: a reference to a `[Note "1:…"]` tag. */
  | { readonly type: 'note'; readonly index: number; readonly at: PbnPosition }
  /** `$12`: a numeric annotation glyph. */
  | { readonly type: 'nag'; readonly value: number; readonly at: PbnPosition }
  | { readonly type: 'suffix'; readonly text: PbnSuffix; readonly at: PbnPosition }
  /** `^I`, `^S`, `^R`, `^L`. */
  | { readonly type: 'irregularity'; readonly letter: PbnIrregularityLetter; readonly at: PbnPosition }
  /** A comment as written, delimiters included: `{…}` (may hold line breaks as `\n`) or `;…`. */
  | { readonly type: 'comment'; readonly text: string; readonly at: PbnPosition }
  /** A whole `%` line inside the section. Always alone on its line. */
  | { readonly type: 'escape'; readonly text: string; readonly at: PbnPosition };

/**
 * What follows a tag pair up to the next tag pair. The Auction and Play sections are read as
 * tokens, line by line (a line is never empty); every other tag keeps what follows it
 * verbatim, one string a line (right-trimmed): comments, supplemental table rows, `%` lines.
 */
export type PbnSection =
  | { readonly kind: 'tokens'; readonly lines: readonly (readonly PbnSectionToken[])[] }
  | { readonly kind: 'text'; readonly lines: readonly string[] };

/** Tags whose section data is read as tokens. */
export const TOKEN_SECTIONS: readonly string[] = ['Auction', 'Play'];

export type PbnTag = {
  readonly name: string;
  /** The value as written (escapes undone), `#` and `##…` included. */
  readonly value: string;
  /** The value in force once inheritance is resolved (equal to `value` for most tags). */
  readonly resolved: string;
  /** Position of the `[`. */
  readonly at: PbnPosition;
  /** Position of the value's opening quote. */
  readonly valueAt: PbnPosition;
  /** Section data, or null when nothing follows the tag. */
  readonly section: PbnSection | null;
};

/** A value a game takes from an earlier game's `##` tag without giving the tag itself. */
export type PbnInherited = { readonly name: string; readonly value: string };

export type PbnGame = {
  /**
   * Lines before the first tag pair: `%` lines and comments, verbatim; `''` stands for an
   * empty line (never first, never twice in a row).
   */
  readonly preamble: readonly string[];
  readonly tags: readonly PbnTag[];
  /** Values carried from earlier games' `##` tags for tags this game does not give. */
  readonly inherited: readonly PbnInherited[];
};

export type PbnFile = {
  readonly games: readonly PbnGame[];
  /** Lines after the last game that belong to no game (comments, `%` lines), verbatim. */
  readonly trailer: readonly string[];
};

/** Errors of reading PBN: syntax (here and in `parse.ts`) and meaning (`game.ts`). */
export type PbnError =
  | { readonly kind: 'pbn-syntax'; readonly message: string; readonly line: number; readonly column: number }
  | { readonly kind: 'unterminated-string'; readonly line: number; readonly column: number }
  | {
      readonly kind: 'unterminated-tag';
      readonly name: string;
      readonly line: number;
      readonly column: number;
    }
  | { readonly kind: 'unterminated-comment'; readonly line: number; readonly column: number }
  | {
      readonly kind: 'tag-without-value';
      readonly name: string;
      readonly line: number;
      readonly column: number;
    }
  | {
      readonly kind: 'tag-value';
      readonly tag: string;
      readonly value: string;
      readonly message: string;
      readonly line: number;
      readonly column: number;
    }
  | { readonly kind: 'missing-tag'; readonly tag: string; readonly line: number; readonly column: number }
  | { readonly kind: 'deal-syntax'; readonly message: string; readonly line: number; readonly column: number }
  | {
      readonly kind: 'deal-invalid';
      readonly defects: readonly DealDefect[];
      readonly line: number;
      readonly column: number;
    }
  | { readonly kind: 'call-syntax'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly kind: 'card-syntax'; readonly text: string; readonly line: number; readonly column: number }
  | { readonly kind: 'auction'; readonly message: string; readonly line: number; readonly column: number }
  | { readonly kind: 'play'; readonly message: string; readonly line: number; readonly column: number };

/** Tags that may not inherit a value (§4.8): their `#` or `##` is taken literally (and is then wrong). */
export const NOT_INHERITABLE: readonly string[] = [
  'Dealer',
  'Vulnerable',
  'Deal',
  'Declarer',
  'Contract',
  'Auction',
  'Play',
  'Note',
];

/** A tag before inheritance is resolved, as a program builds it. */
export type PbnTagInput = Omit<PbnTag, 'resolved'>;
export type PbnGameInput = { readonly preamble: readonly string[]; readonly tags: readonly PbnTagInput[] };
/** A file as `makePbn` writes it (a `PbnFile` is one). */
export type PbnFileInput = { readonly games: readonly PbnGameInput[]; readonly trailer: readonly string[] };

/**
 * Resolves `#` and `##` across a file's games, in order: gives every tag its `resolved` value
 * and every game the values it inherits from earlier `##` tags.
 */
export function resolvePbn(games: readonly PbnGameInput[]): PbnGame[] {
  const carried = new Map<string, string>();
  let previous = new Map<string, string>();
  const out: PbnGame[] = [];
  for (const game of games) {
    const own = new Map<string, string>();
    const tags: PbnTag[] = game.tags.map((tag) => {
      const resolved = resolveValue(tag, previous, carried);
      if (!own.has(tag.name)) own.set(tag.name, resolved);
      return { ...tag, resolved };
    });
    const inherited: PbnInherited[] = [];
    for (const [name, value] of carried) if (!own.has(name)) inherited.push({ name, value });
    previous = new Map(own);
    for (const { name, value } of inherited) previous.set(name, value);
    out.push({ preamble: game.preamble, tags, inherited });
  }
  return out;
}

function resolveValue(tag: PbnTagInput, previous: Map<string, string>, carried: Map<string, string>): string {
  if (NOT_INHERITABLE.includes(tag.name)) return tag.value;
  if (tag.value === '#') return previous.get(tag.name) ?? '';
  if (tag.value.startsWith('##')) {
    const value = tag.value.slice(2);
    carried.set(tag.name, value);
    return value;
  }
  if (carried.has(tag.name)) carried.set(tag.name, tag.value);
  return tag.value;
}

/** The first tag of that name a game gives (a repeated tag is ignored, §3.4), if any. */
export function findTag(game: PbnGame, name: string): PbnTag | undefined {
  return game.tags.find((t) => t.name === name);
}

/** The value in force for a tag: the game's own (resolved) or one inherited; undefined if none. */
export function tagValue(game: PbnGame, name: string): string | undefined {
  const own = findTag(game, name);
  if (own !== undefined) return own.resolved;
  return game.inherited.find((i) => i.name === name)?.value;
}

/** Where a game begins: its first tag, or nowhere. */
export function gamePosition(game: PbnGame): PbnPosition {
  return game.tags[0]?.at ?? NOWHERE;
}

/** Whether a tag's section data is read as tokens (Auction, Play). */
export function isTokenSection(name: string): boolean {
  return TOKEN_SECTIONS.includes(name);
}
