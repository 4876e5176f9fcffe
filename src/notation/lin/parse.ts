/**
 * BBO's LIN hand records and vugraph files: `xx|value|` pairs, one after another (line breaks
 * between them are free). `parseLin` splits a text into its file header and its boards; each
 * board keeps the pairs that belong to it, with the line and column of each, so a defect found
 * later names where it stands. Nothing here throws.
 *
 * The commands read (BBO documents none of them; the meanings below are those of the files BBO
 * writes, see docs/lin.md):
 * - header: `vg` (title, …), `rs` (results), `pw`/`px` (players), `mp` (scores), `bn` (boards);
 * - board: `qx` (`o12`/`c12`: open or closed room, board 12), `ah` (`Board 12`), `pn` (players,
 *   South first; eight names in a vugraph file: the open room's, then the closed room's), `md`
 *   (dealer digit 1–4 = S, W, N, E, then the hands South, West, North, East; the fourth may be
 *   left out), `sv` (vulnerability `o`/`0`/`-`, `n`, `e`, `b`), `mb` (a call, `!` for an alert),
 *   `an` (the explanation of the call before it), `pc` (a card), `mc` (a claim: declarer's total
 *   tricks), `up` (an undo), `nt` (commentary), `st`, `rh`, `pg`, `pf`, `sk`, `hc` (presentation).
 */
import { err, ok, type Result } from '../../core/result.js';

/** Where a pair stands in the text (1-based). */
export type LinPosition = { readonly line: number; readonly column: number };

export type LinPair = { readonly command: string; readonly value: string; readonly at: LinPosition };

export type LinError = {
  readonly kind: 'lin-syntax' | 'lin-value';
  readonly message: string;
  readonly line: number;
  readonly column: number;
  /** The command whose value is at fault (lin-value). */
  readonly command?: string;
};

export type LinFileSyntax = {
  /** Pairs before the first board (vugraph header: `vg`, `rs`, `pw`, `mp`, `bn`…). */
  readonly header: readonly LinPair[];
  /** Each board's pairs, in order. */
  readonly boards: readonly (readonly LinPair[])[];
};

/** Commands that belong to the file, not to a board. */
const HEADER_COMMANDS: ReadonlySet<string> = new Set(['vg', 'rs', 'pw', 'px', 'mp', 'bn']);

/** Splits a LIN text into pairs and the pairs into boards. */
export function parseLin(text: string): Result<LinFileSyntax, LinError> {
  const pairs = linPairs(text);
  if (!pairs.ok) return pairs;
  const header: LinPair[] = [];
  const boards: LinPair[][] = [];
  let current: LinPair[] | null = null;
  let dealt = false;
  let numbered = false;
  for (const pair of pairs.value) {
    if (current === null && HEADER_COMMANDS.has(pair.command)) {
      header.push(pair);
      continue;
    }
    // A board begins at `qx` (a vugraph board), or at a second `md` with no `qx` between.
    const starts =
      current === null || (pair.command === 'qx' && (dealt || numbered)) || (pair.command === 'md' && dealt);
    if (starts) {
      current = [];
      boards.push(current);
      dealt = false;
      numbered = false;
    }
    if (pair.command === 'md') dealt = true;
    if (pair.command === 'qx') numbered = true;
    current?.push(pair);
  }
  return ok({ header, boards });
}

/** The `xx|value|` pairs of a text, each with its position. */
export function linPairs(text: string): Result<LinPair[], LinError> {
  const out: LinPair[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const position = (index: number): LinPosition => ({ line, column: index - lineStart + 1 });
  const skipSpace = () => {
    while (i < text.length) {
      const c = text[i];
      if (c === '\n') {
        line++;
        lineStart = i + 1;
      } else if (c !== ' ' && c !== '\t' && c !== '\r' && c !== '\uFEFF') break;
      i++;
    }
  };
  for (;;) {
    skipSpace();
    if (i >= text.length) return ok(out);
    const at = position(i);
    const bar = text.indexOf('|', i);
    if (bar < 0)
      return err({
        kind: 'lin-syntax',
        message: `"${clip(text.slice(i))}" is not a LIN pair (xx|value|)`,
        ...at,
      });
    const command = text.slice(i, bar).trim().toLowerCase();
    if (!/^[a-z][a-z0-9]$/.test(command))
      return err({
        kind: 'lin-syntax',
        message: `"${clip(text.slice(i, bar))}" is not a LIN command (two letters before "|")`,
        ...at,
      });
    const end = text.indexOf('|', bar + 1);
    if (end < 0)
      return err({ kind: 'lin-syntax', message: `the value of "${command}" has no closing "|"`, ...at });
    const raw = text.slice(bar + 1, end);
    out.push({ command, value: raw.replace(/\r?\n/g, ' '), at });
    // A value may run over a line break: keep the positions of what follows right.
    for (let k = bar + 1; k < end; k++)
      if (text[k] === '\n') {
        line++;
        lineStart = k + 1;
      }
    i = end + 1;
  }
}

function clip(text: string): string {
  const first = text.split('\n')[0] ?? '';
  return first.length > 30 ? `${first.slice(0, 30)}…` : first;
}
