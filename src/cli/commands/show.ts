/** `tablelaw show`: a board of a PBN hand record as a reader wants it — diagram, auction, play, score. */
import { isVulnerable } from '../../core/board.js';
import { makeDeal, makeDealSetup } from '../../core/deal.js';
import { rotation, SEAT_NAMES, SEATS, type Seat, SIDE_OF } from '../../core/seat.js';
import { makeCall, makeContract } from '../../games/contract-bridge/call.js';
import { BOOK, duplicateScore } from '../../games/contract-bridge/score-duplicate.js';
import { describeError } from '../../notation/errors.js';
import { readLin } from '../../notation/lin/read.js';
import { decodePbn } from '../../notation/pbn/charset.js';
import { type PbnBoardRecord, readBoards, tricksWon } from '../../notation/pbn/game.js';
import { parsePbnGames } from '../../notation/pbn/parse.js';
import type { PbnGame } from '../../notation/pbn/syntax.js';
import { readDoubleDummyTricks, readOptimumResultTable, readTable } from '../../notation/pbn/tables.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';
import { handDiagram } from '../diagram.js';
import { formatOf } from './convert.js';

const HELP = `tablelaw show — a board of a PBN hand record: diagram, auction, play, result and score

Usage: tablelaw show FILE [--board N] [--ascii] [--json]

  FILE        a PBN file or a LIN file (BBO hand records, vugraph); - reads standard input.
              A PBN file's charset is the one a % line names (charset=ISO-8859-1, UTF-8 …),
              else UTF-8 with a byte order mark or UTF-8 text, else PBN's own Latin-1
  --board N   only board N (by its Board tag); without it, every board in the file
  --ascii     suit letters instead of symbols
  --json      the boards as JSON: the deal and contract as PBN writes them, the auction and
              play, the double-dummy tables, and every tag of the game as given ("tags")

The score is the duplicate score of Law 77 from the contract, the declarer's tricks and the
board's vulnerability; a Result tag that disagrees with the tricks in the Play section (a claim
or concession) is reported and the Result tag is taken.

A board that cannot be read is reported on standard error with its line and column and the
others are shown; the exit code is then 2 (with --board N, only board N counts).

Exit codes: 0 shown, 1 usage error, 2 a file or board that cannot be read.
`;

const OPTIONS = {
  board: { type: 'string' },
  ascii: { type: 'boolean' },
  json: { type: 'boolean' },
} as const;

/** A board read, with its PBN game (null for a board of a LIN file). */
type Shown = { readonly record: PbnBoardRecord; readonly game: PbnGame | null };

export const showCommand: Command = {
  name: 'show',
  summary: 'a PBN board: diagram, auction, play, result, score',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'show', help: HELP }, args, OPTIONS, true);
    if (typeof parsed === 'number') return parsed;
    const { values: v, positionals } = parsed;
    if (positionals.length !== 1) return usageError(io, 'show', 'needs one PBN file (- for standard input)');
    const path = positionals[0] as string;
    const name = path === '-' ? 'standard input' : path;
    const boardNumber = v.board === undefined ? null : Number(v.board);
    if (boardNumber !== null && (!Number.isSafeInteger(boardNumber) || boardNumber < 1))
      return usageError(io, 'show', `--board takes a board number, not "${v.board}"`);
    const file = io.readBytes(path);
    if (!file.ok) return invalid(io, file.message);
    const text = decodePbn(file.bytes).text;
    const good: Shown[] = [];
    const syntax: string[] = [];
    const bad: string[] = [];
    const wanted = (tag: string | null) =>
      boardNumber === null || (tag !== null && Number(tag) === boardNumber);
    if (formatOf(text) === 'lin') {
      const lin = readLin(text);
      if (!lin.ok)
        return invalid(
          io,
          `${name}: line ${lin.error.line}, column ${lin.error.column}: ${lin.error.message}`,
        );
      for (const [i, board] of lin.value.boards.entries()) {
        if (board.ok) good.push({ record: board.value.record, game: null });
        else if (wanted(String(i + 1)))
          bad.push(
            `${name}: board ${i + 1} (line ${board.error.line}, column ${board.error.column}): ${board.error.message}`,
          );
      }
    } else {
      const { file: pbn, errors } = parsePbnGames(text);
      syntax.push(...errors.map((e) => `${name}: a game that cannot be read: ${describeError(e)}`));
      for (const reading of readBoards(pbn)) {
        if (reading.record.ok)
          good.push({ record: reading.record.value, game: pbn.games[reading.index] as PbnGame });
        else if (wanted(reading.boardTag))
          bad.push(`${name}: board ${reading.boardTag ?? '?'}: ${describeError(reading.record.error)}`);
      }
    }
    const chosen = boardNumber === null ? good : good.filter((b) => b.record.board === boardNumber);
    // With --board N: only board N's own error, or — when no game names board N — the games
    // that could not be read at all (one of them may be board N).
    const reported =
      boardNumber === null ? [...syntax, ...bad] : chosen.length > 0 ? [] : bad.length > 0 ? bad : syntax;
    for (const line of reported) io.err(`tablelaw show: ${line}\n`);
    if (chosen.length === 0) {
      if (reported.length > 0) return EXIT_INVALID;
      return invalid(
        io,
        boardNumber === null ? `${name} holds no boards` : `${name} has no board ${boardNumber}`,
      );
    }
    if (v.json) io.out(`${JSON.stringify(chosen.map(boardJson), null, 2)}\n`);
    else io.out(chosen.map((b) => showBoard(b.record, v.ascii ?? false)).join('\n\n'));
    return reported.length > 0 ? EXIT_INVALID : EXIT_OK;
  },
};

function invalid(io: Io, message: string): number {
  io.err(`tablelaw show: ${message}\n`);
  return EXIT_INVALID;
}

/** A board as JSON: PBN's own notation for the deal, contract, calls and cards; every tag kept. */
export function boardJson({ record: b, game }: Shown): unknown {
  const tables: Record<string, unknown> = {};
  if (game !== null)
    for (const tag of game.tags)
      if (/Table$/.test(tag.name) && !(tag.name in tables)) {
        const table = readTable(game, tag.name);
        tables[tag.name] = table.ok
          ? { columns: table.value?.columns.map((c) => c.name) ?? [], rows: table.value?.rows ?? [] }
          : { error: describeError(table.error) };
      }
  const dd = game === null ? null : readDoubleDummyTricks(game);
  const optimum = game === null ? null : readOptimumResultTable(game);
  return {
    board: b.board,
    event: b.event,
    site: b.site,
    date: b.date,
    players: b.players,
    dealer: b.dealer,
    vulnerable: b.vulnerable,
    deal:
      b.deal !== null
        ? makeDeal(b.deal, b.dealer ?? 'N')
        : b.dealSetup !== null
          ? makeDealSetup(b.dealSetup)
          : null,
    scoring: b.scoring,
    declarer: b.declarer,
    contract: b.contract === 'passed-out' ? 'Pass' : b.contract === null ? null : makeContract(b.contract),
    result: b.result,
    auction:
      b.auction === null
        ? null
        : {
            first: b.auction.first,
            dealer: b.auction.dealer,
            calls: b.auction.calls.map((c) => ({
              seat: c.seat,
              call: c.call.type === 'pass' ? 'Pass' : makeCall(c.call),
              ...(c.insufficient ? { insufficient: true } : {}),
              ...(c.note === null ? {} : { note: c.note }),
              ...(c.nags.length === 0 ? {} : { nags: c.nags }),
            })),
            end: b.auction.end,
            notes: b.auction.notes,
          },
    play:
      b.play === null
        ? null
        : {
            leader: b.play.leader,
            tricks: b.play.tricks.map((t) => ({
              leader: t.leader,
              cards: t.plays.map((p) => ({
                seat: p.seat,
                card: p.card,
                ...(p.irregularity === null ? {} : { irregularity: p.irregularity }),
                ...(p.note === null ? {} : { note: p.note }),
                ...(p.nags.length === 0 ? {} : { nags: p.nags }),
              })),
              winner: t.winner,
            })),
            end: b.play.end,
            notes: b.play.notes,
          },
    doubleDummyTricks: dd === null ? null : dd.ok ? dd.value : { error: describeError(dd.error) },
    optimumResultTable:
      optimum === null ? null : optimum.ok ? optimum.value : { error: describeError(optimum.error) },
    tables,
    tags: [
      ...(game?.tags ?? []).map((t) => ({ name: t.name, value: t.resolved })),
      ...(game?.inherited ?? []).map((t) => ({ name: t.name, value: t.value, inherited: true })),
    ],
  };
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
