/** `tablelaw solve`: double-dummy tricks of a deal or an ending, and the value of every lead. */

import { SUIT_INDEX } from '../../core/card.js';
import { type Deal, dealFromPbn, makeDeal } from '../../core/deal.js';
import { isSeat, SEAT_NAMES, type Seat } from '../../core/seat.js';
import { isStrain, STRAIN_NAMES, type Strain } from '../../games/contract-bridge/call.js';
import { readLin } from '../../notation/lin/read.js';
import { solve } from '../../solver/solve.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';

const HELP = `tablelaw solve — double-dummy tricks for the side on lead, and every lead's value

Usage: tablelaw solve DEAL|FILE [--strain S] [--leader SEAT] [--time-limit MS] [--json]

  DEAL            a deal in PBN deal syntax, quoted: "N:AKQ.JT9.876.5432 …"; an ending
                  (fewer cards, the same number in each hand) is solved as well
  FILE            a file holding such a deal (or a PBN file: its first [Deal] tag)
  --strain S      NT (default), S, H, D or C
  --leader SEAT   the seat on lead: N, E, S or W (default W)
  --time-limit MS stop after MS milliseconds; the answer then gives the bounds proven
  --json          { strain, leader, side, tricks, tricksLeft, exact, lower, upper, stopped,
                    cards: [{ card, tricks }] }

Exit codes: 0 solved, 1 usage error, 2 invalid deal.
`;

const OPTIONS = {
  strain: { type: 'string' },
  leader: { type: 'string' },
  'time-limit': { type: 'string' },
  json: { type: 'boolean' },
} as const;

/** Reads DEAL|FILE: the text itself when it looks like a deal, otherwise a file's deal. */
export function readDealArgument(
  io: Io,
  argument: string,
): { ok: true; text: string } | { ok: false; message: string } {
  if (/^\s*[NESWnesw]:/.test(argument)) return { ok: true, text: argument };
  const file = io.readFile(argument);
  if (!file.ok) return file;
  // A LIN file (BBO): the first board that reads.
  if (/^\uFEFF?\s*[a-zA-Z]{2}\|/.test(file.text)) {
    const lin = readLin(file.text);
    if (!lin.ok)
      return {
        ok: false,
        message: `${argument}:${lin.error.line}:${lin.error.column}: ${lin.error.message}`,
      };
    for (const board of lin.value.boards)
      if (board.ok && board.value.record.deal !== null)
        return { ok: true, text: makeDeal(board.value.record.deal, board.value.record.dealer ?? 'N') };
    const first = lin.value.boards[0];
    return {
      ok: false,
      message:
        first !== undefined && !first.ok
          ? `${argument}:${first.error.line}:${first.error.column}: ${first.error.message}`
          : `no deal found in ${argument}`,
    };
  }
  const tag = /\[Deal\s+"([^"]*)"\]/.exec(file.text);
  if (tag) return { ok: true, text: tag[1] as string };
  const line = file.text.split(/\r?\n/).find((l) => /^\s*[NESWnesw]:/.test(l));
  return line === undefined
    ? { ok: false, message: `no deal found in ${argument}` }
    : { ok: true, text: line };
}

/** Parses a deal or an ending (any number of cards, the same in each hand). */
export function parseDealOrEnding(text: string): ReturnType<typeof dealFromPbn> {
  return dealFromPbn(text, { pack: '52', handSize: 'any', complete: false });
}

export const solveCommand: Command = {
  name: 'solve',
  summary: 'double-dummy tricks and the value of every lead',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'solve', help: HELP }, args, OPTIONS, true);
    if (typeof parsed === 'number') return parsed;
    const v = parsed.values;
    if (parsed.positionals.length !== 1) return usageError(io, 'solve', 'give one DEAL or FILE');
    const strainText = (v.strain ?? 'NT').toUpperCase() === 'N' ? 'NT' : (v.strain ?? 'NT').toUpperCase();
    if (!isStrain(strainText))
      return usageError(io, 'solve', `--strain is NT, S, H, D or C, not "${v.strain}"`);
    const strain: Strain = strainText;
    const leaderText = (v.leader ?? 'W').toUpperCase();
    if (!isSeat(leaderText)) return usageError(io, 'solve', `--leader is N, E, S or W, not "${v.leader}"`);
    const leader: Seat = leaderText;
    const limit = v['time-limit'] === undefined ? undefined : Number(v['time-limit']);
    if (limit !== undefined && (!Number.isFinite(limit) || limit < 0))
      return usageError(io, 'solve', `--time-limit takes milliseconds, not "${v['time-limit']}"`);
    const source = readDealArgument(io, parsed.positionals[0] as string);
    if (!source.ok) return invalid(io, v.json === true, { kind: 'file', message: source.message });
    const deal = parseDealOrEnding(source.text);
    if (!deal.ok) return invalid(io, v.json === true, deal.error);
    const hands: Deal['hands'] = deal.value.hands;
    const solved = solve(
      { hands, strain, leader },
      { cards: true, ...(limit === undefined ? {} : { timeLimitMs: limit }) },
    );
    if (!solved.ok) return invalid(io, v.json === true, solved.error);
    const s = solved.value;
    if (v.json) {
      io.out(
        `${JSON.stringify(
          {
            strain,
            leader,
            side: s.side,
            tricks: s.tricks,
            tricksLeft: s.tricksLeft,
            exact: s.exact,
            lower: s.lower,
            upper: s.upper,
            stopped: s.stopped,
            cards: s.cards ?? [],
          },
          null,
          2,
        )}\n`,
      );
      return EXIT_OK;
    }
    const sideName = s.side === 'NS' ? 'North-South' : 'East-West';
    const amount = s.exact ? `${s.tricks}` : `${s.lower} to ${s.upper} (stopped: ${s.stopped})`;
    io.out(
      `${SEAT_NAMES[leader]} to lead, ${STRAIN_NAMES[strain]}: ${sideName} take ${amount} of ${s.tricksLeft} tricks\n`,
    );
    if (s.cards !== null) {
      const byValue = new Map<number, string[]>();
      for (const c of s.cards) byValue.set(c.tricks, [...(byValue.get(c.tricks) ?? []), c.card]);
      for (const [tricks, cards] of [...byValue].sort((a, b) => b[0] - a[0])) {
        cards.sort((a, b) => SUIT_INDEX[b[0] as 'S'] - SUIT_INDEX[a[0] as 'S']);
        io.out(`  ${String(tricks).padStart(2)}: ${cards.join(' ')}\n`);
      }
    }
    return EXIT_OK;
  },
};

function invalid(io: Io, json: boolean, error: { readonly kind: string; readonly message?: string }): number {
  if (json) io.out(`${JSON.stringify({ ok: false, error }, null, 2)}\n`);
  else io.err(`tablelaw solve: invalid input: ${describeError(error)}\n`);
  return EXIT_INVALID;
}

/** One line for an error of the deal or position. */
export function describeError(error: { readonly kind: string }): string {
  const e = error as { kind: string; message?: string; defects?: readonly { kind: string }[] };
  if (e.message !== undefined) return e.message;
  if (e.defects !== undefined)
    return e.defects.map((d) => `${d.kind} ${JSON.stringify({ ...d, kind: undefined })}`).join('; ');
  return e.kind;
}
