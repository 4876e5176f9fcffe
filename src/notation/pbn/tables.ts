/**
 * PBN's supplemental tables (PBN 2.1 §5): a table tag's value lists its columns, and the lines
 * after it are the rows. Typed readings of the three a hand record most often carries:
 * `OptimumResultTable` (the double-dummy tricks, one row a declarer and strain),
 * `DoubleDummyTricks` (the same twenty numbers in twenty hexadecimal digits) and `ScoreTable` /
 * `TotalScoreTable` (any columns; rows as strings by column name).
 *
 * Readings:
 * - A column is written `Name`, `Name\widthL` or `Name\widthR` (width and alignment, §5.1), with
 *   an optional `+` or `-` before the name (the rows' sort order); columns are separated by `;`.
 * - A row's entries are separated by white space; an entry is a word, or a string in double
 *   quotes (`"Smith - Jones"`, §5.1, escapes `\"` and `\\`); `-` is an empty entry (kept as
 *   `-`); `;` comments and `{…}` comments are skipped.
 * - `DoubleDummyTricks` (BridgeComposer's tag, also written by Big Deal and bcdd): twenty
 *   hexadecimal digits, five for each declarer in the order North, South, East, West, each five
 *   the tricks at no trump, spades, hearts, diamonds, clubs. When a game also gives the
 *   `OptimumResultTable`, the test suite checks the two readings agree on our fixtures.
 *
 * Every error carries the line and column of the tag. Throws nothing.
 */
import { err, ok, type Result } from '../../core/result.js';
import { type BySeat, isSeat, type Seat } from '../../core/seat.js';
import { type ByStrain, isStrain, type Strain } from '../../games/contract-bridge/call.js';
import { findTag, type PbnError, type PbnGame, type PbnTag } from './syntax.js';

export type PbnTableColumn = {
  readonly name: string;
  readonly width: number | null;
  readonly align: 'L' | 'R' | null;
  readonly order: 'ascending' | 'descending' | null;
};

export type PbnTable = {
  readonly columns: readonly PbnTableColumn[];
  /** Each row's entries, quotes removed, in column order. */
  readonly rows: readonly (readonly string[])[];
};

const COLUMN = /^([+-]?)([A-Za-z][A-Za-z0-9_]*)(?:\\(\d+)([LR])?)?$/;

function tableError(tag: PbnTag, message: string): PbnError {
  return { kind: 'tag-value', tag: tag.name, value: tag.resolved, message, ...tag.valueAt };
}

/** The entries of a table's rows (a row per line with entries). */
export function tableRows(lines: readonly string[]): string[][] {
  const rows: string[][] = [];
  let inComment = false;
  for (const line of lines) {
    if (line.startsWith('%')) continue;
    const row: string[] = [];
    let i = 0;
    while (i < line.length) {
      const ch = line[i] as string;
      if (inComment) {
        const close = line.indexOf('}', i);
        if (close < 0) break;
        inComment = false;
        i = close + 1;
      } else if (ch === ' ' || ch === '\t') i++;
      else if (ch === ';') break;
      else if (ch === '{') {
        inComment = true;
        i++;
      } else if (ch === '"') {
        let text = '';
        i++;
        while (i < line.length && line[i] !== '"') {
          if (line[i] === '\\' && (line[i + 1] === '"' || line[i + 1] === '\\')) i++;
          text += line[i];
          i++;
        }
        i++;
        row.push(text);
      } else {
        let end = i;
        while (end < line.length && !' \t;{"'.includes(line[end] as string)) end++;
        row.push(line.slice(i, end));
        i = end;
      }
    }
    if (row.length > 0) rows.push(row);
  }
  return rows;
}

/** A table tag and its rows; null when the game does not give the tag. */
export function readTable(game: PbnGame, name: string): Result<PbnTable | null, PbnError> {
  const tag = findTag(game, name);
  if (tag === undefined) return ok(null);
  const columns: PbnTableColumn[] = [];
  for (const text of tag.resolved.split(';')) {
    const m = COLUMN.exec(text.trim());
    if (m === null)
      return err(tableError(tag, `"${text}" is not a column (Name, or Name\\widthL / Name\\widthR)`));
    columns.push({
      name: m[2] as string,
      width: m[3] === undefined ? null : Number(m[3]),
      align: (m[4] as 'L' | 'R' | undefined) ?? null,
      order: m[1] === '+' ? 'ascending' : m[1] === '-' ? 'descending' : null,
    });
  }
  const rows = tableRows(tag.section?.kind === 'text' ? tag.section.lines : []);
  const bad = rows.findIndex((r) => r.length !== columns.length);
  if (bad >= 0)
    return err(
      tableError(
        tag,
        `row ${bad + 1} has ${rows[bad]?.length} entries; the table has ${columns.length} columns`,
      ),
    );
  return ok({ columns, rows });
}

/** A table's rows as records keyed by column name (`ScoreTable`, `TotalScoreTable`, …). */
export function tableRecords(table: PbnTable): Readonly<Record<string, string>>[] {
  return table.rows.map((row) => Object.fromEntries(table.columns.map((c, i) => [c.name, row[i] as string])));
}

/** `ScoreTable` (or `TotalScoreTable`, … by `name`): the rows by column name; null when absent. */
export function readScoreTable(
  game: PbnGame,
  name = 'ScoreTable',
): Result<readonly Readonly<Record<string, string>>[] | null, PbnError> {
  const table = readTable(game, name);
  if (!table.ok || table.value === null) return table as Result<null, PbnError>;
  return ok(tableRecords(table.value));
}

/** Tricks each seat takes as declarer in each strain. */
export type DoubleDummyTricks = BySeat<ByStrain<number>>;

export type OptimumResult = { readonly declarer: Seat; readonly strain: Strain; readonly tricks: number };

/** `OptimumResultTable`: a row per declarer and strain (`N NT 6`); null when absent. */
export function readOptimumResultTable(game: PbnGame): Result<readonly OptimumResult[] | null, PbnError> {
  const table = readTable(game, 'OptimumResultTable');
  if (!table.ok || table.value === null) return table as Result<null, PbnError>;
  const tag = findTag(game, 'OptimumResultTable') as PbnTag;
  const names = table.value.columns.map((c) => c.name);
  const [d, s, r] = ['Declarer', 'Denomination', 'Result'].map((n) => names.indexOf(n));
  if (d === undefined || s === undefined || r === undefined || d < 0 || s < 0 || r < 0)
    return err(tableError(tag, 'the table needs the columns Declarer, Denomination and Result'));
  const out: OptimumResult[] = [];
  for (const [i, row] of table.value.rows.entries()) {
    const declarer = (row[d] as string).toUpperCase();
    const strainText = (row[s] as string).toUpperCase();
    const strain = strainText === 'N' ? 'NT' : strainText;
    const tricks = Number(row[r]);
    if (!isSeat(declarer) || !isStrain(strain) || !/^\d{1,2}$/.test(row[r] as string) || tricks > 13)
      return err(tableError(tag, `row ${i + 1} is not a declarer, a strain and 0..13 tricks`));
    out.push({ declarer, strain, tricks });
  }
  return ok(out);
}

/** The twenty results of an `OptimumResultTable` as a table, when it gives all twenty. */
export function optimumTricks(results: readonly OptimumResult[]): DoubleDummyTricks | null {
  const table: Record<string, Record<string, number>> = { N: {}, E: {}, S: {}, W: {} };
  for (const r of results) (table[r.declarer] as Record<string, number>)[r.strain] = r.tricks;
  const complete = Object.values(table).every((row) => Object.keys(row).length === 5);
  return complete ? (table as unknown as DoubleDummyTricks) : null;
}

const DD_SEATS: readonly Seat[] = ['N', 'S', 'E', 'W'];
const DD_STRAINS: readonly Strain[] = ['NT', 'S', 'H', 'D', 'C'];

/** `DoubleDummyTricks`: twenty hexadecimal digits; null when absent. */
export function readDoubleDummyTricks(game: PbnGame): Result<DoubleDummyTricks | null, PbnError> {
  const tag = findTag(game, 'DoubleDummyTricks');
  if (tag === undefined) return ok(null);
  const text = tag.resolved.trim();
  if (!/^[0-9a-dA-D]{20}$/.test(text))
    return err(tableError(tag, 'twenty hexadecimal digits 0..d: N, S, E, W, each NT S H D C'));
  const table: Record<string, Record<string, number>> = {};
  DD_SEATS.forEach((seat, i) => {
    table[seat] = Object.fromEntries(
      DD_STRAINS.map((s, j) => [s, Number.parseInt(text[i * 5 + j] as string, 16)]),
    );
  });
  return ok(table as unknown as DoubleDummyTricks);
}
