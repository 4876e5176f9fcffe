/**
 * `tablelaw convert FILE --to pbn|lin|record`: a hand record or a tablelaw record in another
 * format. The input's format is read from its content (a JSON object is a tablelaw record, `[Tag
 * "…"]` pairs are PBN, `xx|…|` pairs are LIN). A record becomes the board a scoring program reads
 * — contract, result after transfers, score — with a commentary naming each irregularity, its
 * ruling and laws. What the output cannot hold is said on standard error, one line each
 * (`not kept: …`), never dropped silently.
 */

import { type BoardOut, boardOfRecord, recordOfBoard } from '../../notation/convert/record-board.js';
import { makeResultsPbn } from '../../notation/convert/results-pbn.js';
import { makeLin } from '../../notation/lin/make.js';
import { readLin } from '../../notation/lin/read.js';
import { makeBoardsPbn } from '../../notation/pbn/export.js';
import type { PbnBoardRecord } from '../../notation/pbn/game.js';
import { readBoards } from '../../notation/pbn/game.js';
import { parsePbn } from '../../notation/pbn/parse.js';
import { firstDefect, makeRecord, parseRecord } from '../../notation/record/record.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';
import { describePbnError } from '../messages.js';

const HELP = `tablelaw convert — a hand record or a tablelaw record in another format

Usage: tablelaw convert FILE --to pbn|lin|record [--rulebook R]

  FILE          a PBN file, a LIN file (BBO hand records and vugraph), or a tablelaw record
                (JSON); its format is read from its content; - reads standard input
  --to F        pbn, lin or record
  --rulebook R  the code of laws of records made from a hand record (default wbf-2017)

A tablelaw record becomes the board as played and judged: the final contract, declarer's
tricks after any transfer, the score, and a commentary naming each irregularity, the ruling
and the laws ({…} before the board's tags in PBN). A hand record becomes one record a board
(JSON lines when there are several). What the output cannot hold is reported on standard
error as "not kept: …".
`;

const OPTIONS = { to: { type: 'string' }, rulebook: { type: 'string' } } as const;

export type InputFormat = 'record' | 'pbn' | 'lin';

/** The format of a text, from its first characters that are not blank or comments. */
export function formatOf(text: string): InputFormat {
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('{')) return 'record';
  if (/^[a-zA-Z]{2}\|/.test(body)) return 'lin';
  return 'pbn';
}

type Boards = {
  readonly boards: PbnBoardRecord[];
  readonly rooms: ('open' | 'closed' | null)[];
  readonly notes: string[];
};

function boardsOf(text: string, format: 'pbn' | 'lin', path: string): Boards | string {
  if (format === 'lin') {
    const lin = readLin(text);
    if (!lin.ok) return `${path}:${lin.error.line}:${lin.error.column}: ${lin.error.message}`;
    const out: Boards = { boards: [], rooms: [], notes: [] };
    for (const [i, b] of lin.value.boards.entries()) {
      if (!b.ok) {
        out.notes.push(
          `board ${i + 1} of ${path} skipped — line ${b.error.line}, column ${b.error.column}: ${b.error.message}`,
        );
        continue;
      }
      out.boards.push(b.value.record);
      out.rooms.push(b.value.room);
      for (const l of b.value.lost) out.notes.push(`board ${b.value.record.board ?? i + 1}: ${l}`);
    }
    return out;
  }
  const pbn = parsePbn(text);
  if (!pbn.ok) return `${path}: ${describePbnError(pbn.error)}`;
  const boards = readBoards(pbn.value);
  if (!boards.ok) return `${path}: ${describePbnError(boards.error)}`;
  return { boards: boards.value, rooms: boards.value.map(() => null), notes: [] };
}

export const convertCommand: Command = {
  name: 'convert',
  summary: 'a PBN, LIN or tablelaw record file in another of these formats',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'convert', help: HELP }, args, OPTIONS, true);
    if (typeof parsed === 'number') return parsed;
    const { values: v, positionals } = parsed;
    if (positionals.length !== 1) return usageError(io, 'convert', 'needs one FILE');
    const to = v.to;
    if (to !== 'pbn' && to !== 'lin' && to !== 'record')
      return usageError(
        io,
        'convert',
        `--to is pbn, lin or record${to === undefined ? '' : `, not "${to}"`}`,
      );
    const path = positionals[0] as string;
    const file = io.readFile(path);
    if (!file.ok) return invalid(io, file.message);
    const format = formatOf(file.text);
    const notKept = (lines: readonly string[]) => {
      for (const line of lines) io.err(`tablelaw convert: not kept: ${line}\n`);
    };
    if (format === 'record') {
      const record = parseRecord(file.text);
      if (!record.ok) {
        const d = firstDefect(record.error);
        return invalid(io, `${path}${d.at === null ? '' : ` (event ${d.at})`}: ${d.message} [${d.kind}]`);
      }
      if (to === 'record') {
        io.out(makeRecord(record.value));
        return EXIT_OK;
      }
      const out = boardOfRecord(record.value);
      if (!out.ok) return invalid(io, `${path}: ${out.error.message}`);
      notKept(out.value.lost);
      if (to === 'pbn') io.out(makeResultsPbn([out.value], { eol: '\n' }));
      else {
        const lin = makeLin([out.value.board]);
        notKept([...commentaryLost(out.value), ...lin.lost]);
        io.out(lin.text);
      }
      return EXIT_OK;
    }
    const read = boardsOf(file.text, format, path);
    if (typeof read === 'string') return invalid(io, read);
    notKept(read.notes);
    if (read.boards.length === 0) return invalid(io, `${path} holds no board that could be read`);
    if (to === 'pbn') {
      if (read.rooms.some((r) => r !== null))
        notKept(['the room of each board (open, closed): PBN export form has no Room tag here']);
      io.out(makeBoardsPbn(read.boards, { eol: '\n' }));
      return EXIT_OK;
    }
    if (to === 'lin') {
      const lin = makeLin(read.boards, read.rooms);
      notKept(lin.lost);
      io.out(lin.text);
      return EXIT_OK;
    }
    const rulebook = v.rulebook ?? 'wbf-2017';
    let failed = 0;
    for (const board of read.boards) {
      const made = recordOfBoard(board, rulebook);
      if (!made.ok) {
        failed++;
        io.err(`tablelaw convert: board ${board.board ?? '?'}: ${made.error.message}\n`);
        continue;
      }
      notKept(made.value.lost.map((l) => `board ${board.board ?? '?'}: ${l}`));
      io.out(
        read.boards.length === 1 ? makeRecord(made.value.record) : `${JSON.stringify(made.value.record)}\n`,
      );
    }
    return failed === read.boards.length ? EXIT_INVALID : EXIT_OK;
  },
};

function commentaryLost(out: BoardOut): string[] {
  return out.commentary.length === 0
    ? []
    : [`the commentary of the rulings (${out.commentary.length} lines): LIN has no place for it`];
}

function invalid(io: Io, message: string): number {
  io.err(`tablelaw convert: ${message}\n`);
  return EXIT_INVALID;
}
