/** `tablelaw show`: a board of a PBN hand record as a reader wants it — diagram, auction, play, score. */
import { isVulnerable } from '../../core/board.js';
import { rotation, SEAT_NAMES, SEATS, type Seat, SIDE_OF } from '../../core/seat.js';
import { makeCall, makeContract } from '../../games/contract-bridge/call.js';
import { BOOK, duplicateScore } from '../../games/contract-bridge/score-duplicate.js';
import { readLin } from '../../notation/lin/read.js';
import { type PbnBoardRecord, readBoards, tricksWon } from '../../notation/pbn/game.js';
import { parsePbn } from '../../notation/pbn/parse.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';
import { handDiagram } from '../diagram.js';
import { describePbnError } from '../messages.js';
import { formatOf } from './convert.js';

const HELP = `tablelaw show — a board of a PBN hand record: diagram, auction, play, result and score

Usage: tablelaw show FILE [--board N] [--ascii] [--json]

  FILE        a PBN file or a LIN file (BBO hand records, vugraph)

  --board N   only board N (by its Board tag); without it, every board in the file
  --ascii     suit letters instead of symbols
  --json      the boards as read (tags, deal, auction, play) as JSON

The score is the duplicate score of Law 77 from the contract, the declarer's tricks and the
board's vulnerability; a Result tag that disagrees with the tricks in the Play section (a claim
or concession) is reported and the Result tag is taken.
`;

const OPTIONS = {
  board: { type: 'string' },
  ascii: { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

export const showCommand: Command = {
  name: 'show',
  summary: 'a PBN board: diagram, auction, play, result, score',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'show', help: HELP }, args, OPTIONS, true);
    if (typeof parsed === 'number') return parsed;
    const { values: v, positionals } = parsed;
    if (positionals.length !== 1) return usageError(io, 'show', 'needs one PBN file');
    const path = positionals[0] as string;
    const boardNumber = v.board === undefined ? null : Number(v.board);
    if (boardNumber !== null && (!Number.isSafeInteger(boardNumber) || boardNumber < 1))
      return usageError(io, 'show', `--board takes a board number, not "${v.board}"`);
    const file = io.readFile(path);
    if (!file.ok) return invalid(io, file.message);
    const boards =
      formatOf(file.text) === 'lin' ? linBoards(io, path, file.text) : pbnBoards(path, file.text);
    if (!boards.ok) return invalid(io, boards.error);
    const chosen = boardNumber === null ? boards.value : boards.value.filter((b) => b.board === boardNumber);
    if (chosen.length === 0)
      return invalid(
        io,
        boardNumber === null ? `${path} holds no boards` : `${path} has no board ${boardNumber}`,
      );
    if (v.json) {
      io.out(`${JSON.stringify(chosen, null, 2)}\n`);
      return EXIT_OK;
    }
    io.out(chosen.map((b) => showBoard(b, v.ascii ?? false)).join('\n\n'));
    return EXIT_OK;
  },
};

type Read = { ok: true; value: PbnBoardRecord[] } | { ok: false; error: string };

function pbnBoards(path: string, text: string): Read {
  const pbn = parsePbn(text);
  if (!pbn.ok) return { ok: false, error: `${path}: ${describePbnError(pbn.error)}` };
  const boards = readBoards(pbn.value);
  if (!boards.ok) return { ok: false, error: `${path}: ${describePbnError(boards.error)}` };
  return { ok: true, value: boards.value };
}

/** A LIN file's boards: each read on its own; a board that does not read is reported, the others shown. */
function linBoards(io: Io, path: string, text: string): Read {
  const lin = readLin(text);
  if (!lin.ok)
    return { ok: false, error: `${path}:${lin.error.line}:${lin.error.column}: ${lin.error.message}` };
  const value: PbnBoardRecord[] = [];
  for (const [i, board] of lin.value.boards.entries()) {
    if (board.ok) value.push(board.value.record);
    else
      io.err(
        `tablelaw show: ${path}: board ${i + 1} (line ${board.error.line}, column ${board.error.column}): ${board.error.message}\n`,
      );
  }
  return { ok: true, value };
}

function invalid(io: Io, message: string): number {
  io.err(`tablelaw show: ${message}\n`);
  return EXIT_INVALID;
}

/** The text of one board. */
export function showBoard(b: PbnBoardRecord, ascii: boolean): string {
  const lines: string[] = [];
  const title = [b.board === null ? 'Board ?' : `Board ${b.board}`, b.event, b.site, b.date].filter(Boolean);
  lines.push(title.join(' — '));
  lines.push(`Dealer ${b.dealer ?? '?'}   Vulnerable ${b.vulnerable ?? '?'}`);
  const players = SEATS.filter((s) => b.players[s] !== null).map((s) => `${s} ${b.players[s]}`);
  if (players.length > 0) lines.push(players.join('   '));
  lines.push('');
  if (b.deal !== null) lines.push(handDiagram(b.deal, { ascii }), '');
  else lines.push('(the deal is not given in full)', '');
  if (b.auction !== null) lines.push(...auctionLines(b), '');
  lines.push(...contractLines(b));
  if (b.play !== null) lines.push('', ...playLines(b));
  lines.push('', ...resultLines(b));
  return `${lines.join('\n')}\n`;
}

function auctionLines(b: PbnBoardRecord): string[] {
  const auction = b.auction;
  if (auction === null) return [];
  const order = rotation('W');
  const cells: string[] = [];
  const skip = order.indexOf(auction.first);
  for (let i = 0; i < skip; i++) cells.push('');
  let column = skip;
  let seat = auction.first;
  for (const c of auction.calls) {
    while (seat !== c.seat) {
      cells.push('—');
      column++;
      seat = order[column % 4] as Seat;
    }
    cells.push(
      `${c.call.type === 'pass' ? 'Pass' : makeCall(c.call)}${c.note === null ? '' : `(${c.note})`}`,
    );
    column++;
    seat = order[column % 4] as Seat;
  }
  const rows = ['Auction', `  ${order.map((s) => SEAT_NAMES[s].padEnd(8)).join('')}`];
  for (let i = 0; i < cells.length; i += 4)
    rows.push(
      `  ${cells
        .slice(i, i + 4)
        .map((c) => c.padEnd(8))
        .join('')}`.trimEnd(),
    );
  if (
    auction.end === 'passes' &&
    auction.calls.length === 4 &&
    auction.calls.every((c) => c.call.type === 'pass')
  )
    rows.push('  (passed out)');
  for (const n of auction.notes) rows.push(`  (${n.index}) ${n.text}`);
  return rows;
}

function contractLines(b: PbnBoardRecord): string[] {
  if (b.contract === 'passed-out') return ['Contract: passed out'];
  if (b.contract === null) return ['Contract: not given'];
  return [`Contract: ${makeContract(b.contract)} by ${SEAT_NAMES[b.contract.declarer]}`];
}

function playLines(b: PbnBoardRecord): string[] {
  const play = b.play;
  if (play === null) return [];
  const rows = [`Play (opening lead: ${SEAT_NAMES[play.leader]})`];
  let ns = 0;
  let ew = 0;
  play.tricks.forEach((t, i) => {
    const cards = t.plays.map((p) => `${p.seat} ${p.card}${p.note === null ? '' : `(${p.note})`}`).join('  ');
    let tail = '';
    if (t.winner !== null) {
      if (SIDE_OF[t.winner] === 'NS') ns++;
      else ew++;
      tail = `  won by ${t.winner}   NS ${ns} EW ${ew}`;
    }
    rows.push(`  ${String(i + 1).padStart(2)}. ${cards.padEnd(28)}${tail}`);
  });
  if (play.end === 'stopped') rows.push('  (play stopped: claim or concession)');
  for (const n of play.notes) rows.push(`  (${n.index}) ${n.text}`);
  return rows;
}

function resultLines(b: PbnBoardRecord): string[] {
  if (b.contract === 'passed-out') return ['Result: passed out, no score'];
  if (b.contract === null) return [];
  const c = b.contract;
  const counted = b.play === null ? null : tricksWon(b.play)[SIDE_OF[c.declarer]];
  const complete = b.play !== null && b.play.end === 'complete';
  const tricks = b.result ?? (complete ? counted : null);
  const rows: string[] = [];
  if (tricks === null) return ['Result: not given'];
  const need = c.level + BOOK;
  const outcome =
    tricks >= need ? (tricks === need ? 'made' : `made with ${tricks - need} over`) : `down ${need - tricks}`;
  rows.push(`Result: ${tricks} tricks to declarer — ${makeContract(c)} ${outcome}`);
  if (b.result !== null && counted !== null && complete && counted !== b.result)
    rows.push(`  note: the Play section gives declarer ${counted} tricks; the Result tag says ${b.result}`);
  if (b.vulnerable !== null) {
    const side = SIDE_OF[c.declarer];
    const score = duplicateScore(c, tricks, isVulnerable(b.vulnerable, side));
    const ns = side === 'NS' ? score : -score;
    rows.push(`Score (Law 77): NS ${ns > 0 ? '+' : ''}${ns}   EW ${-ns > 0 ? '+' : ''}${-ns}`);
  }
  return rows;
}
