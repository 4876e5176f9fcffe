/**
 * Writing PBN syntax back to text: the inverse of `parsePbn` for everything the data model
 * holds (positions and resolved inheritance are not written; tags are written with their
 * values as given, `#` and `##…` included).
 *
 * Layout: games separated by one empty line; each game's preamble lines, then each tag pair
 * left-justified on a line of its own (`[Name "value"]`, one space between name and value),
 * followed by its section: Auction and Play tokens separated by single spaces, a line of
 * tokens per line; other sections verbatim. Line ends are CRLF by default, the end-of-line
 * of PBN's export format (§2.3); `{ eol: '\n' }` writes LF.
 *
 * Throws `InvariantError` only for a tag name that is not a PBN name (letters, digits, `_`,
 * a letter first): a bug of the caller, never of input text. A line break inside a tag value
 * (which no PBN string can hold) is written as a space.
 */
import { invariant } from '../../core/result.js';
import type { PbnFileInput, PbnGameInput, PbnSection, PbnSectionToken, PbnTagInput } from './syntax.js';

export type PbnWriteOptions = { readonly eol?: '\r\n' | '\n' };

const TAG_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** Writes a string value with its quotes, escaping `"` and `\`. */
export function quoteValue(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, ' ')}"`;
}

export function makeTagPair(name: string, value: string): string {
  invariant(TAG_NAME.test(name), `not a PBN tag name: ${JSON.stringify(name)}`);
  return `[${name} ${quoteValue(value)}]`;
}

/** The text of one section token, as `parsePbn` reads it back. */
export function makeToken(token: PbnSectionToken): string {
  switch (token.type) {
    case 'item':
    case 'comment':
    case 'escape':
      return token.text;
    case 'end':
      return '*';
    case 'continue':
      return '+';
    case 'note':
      return `=${token.index}=`;
    case 'nag':
      return `$${token.value}`;
    case 'suffix':
      return token.text;
    case 'irregularity':
      return `^${token.letter}`;
  }
}

function sectionLines(section: PbnSection | null): string[] {
  if (section === null) return [];
  if (section.kind === 'text') return [...section.lines];
  return section.lines.map((tokens) => tokens.map(makeToken).join(' '));
}

function tagLines(tag: PbnTagInput): string[] {
  return [makeTagPair(tag.name, tag.value), ...sectionLines(tag.section)];
}

/** The lines of one game (no line ends). */
export function gameLines(game: PbnGameInput): string[] {
  return [...game.preamble, ...game.tags.flatMap(tagLines)];
}

/** Writes a PBN file: games separated by an empty line, every line ended by `eol` (CRLF by default). */
export function makePbn(file: PbnFileInput, options: PbnWriteOptions = {}): string {
  const eol = options.eol ?? '\r\n';
  const blocks = file.games.map(gameLines);
  if (file.trailer.length > 0) blocks.push([...file.trailer]);
  if (blocks.length === 0) return '';
  return blocks.map((lines) => lines.map((l) => `${l.replace(/\n/g, eol)}${eol}`).join('')).join(eol);
}
