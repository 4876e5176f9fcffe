/** `tablelaw table`: the 20-result double-dummy table of a deal and its par. */
import { isVulnerability, type Vulnerability } from '../../core/board.js';
import { isSeat, SEATS, type Seat } from '../../core/seat.js';
import { type DescribableError, describeError } from '../../notation/errors.js';
import { par } from '../../solver/par.js';
import { ddTable } from '../../solver/table.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';
import { dealArgument, parseDealOrEnding, readDealArgument } from './solve.js';

const HELP = `tablelaw table — the double-dummy table (20 results) and par of a deal

Usage: tablelaw table DEAL|FILE [--vulnerable V] [--dealer SEAT] [--time-limit MS] [--json]

  DEAL            a deal in PBN deal syntax: "N:AKQ.JT9.876.5432 …" quoted, or its four
                  hands as four arguments (N:AKQ.JT9.876.5432 … … …)
  FILE            a file holding such a deal (or a PBN file: its first [Deal] tag); -
                  reads standard input
  --vulnerable V  None (default), NS, EW or All — for par
  --dealer SEAT   N (default), E, S or W — the side that may open first, for par
  --time-limit MS stop after MS milliseconds (the table then holds lower bounds, and the
                  par computed from them is marked as not proven)
  --json          { "tricks": { "N": { "NT": 9, "S": 8, "H": 7, "D": 6, "C": 5 }, "E": …, "S": …,
                    "W": … }, "par": { "score", "side", "contracts": [...] } } — tricks each seat
                  takes as declarer in each strain; par score from North-South's side; a
                  table stopped early adds "exact": false, "stopped" and "par.proven": false

Exit codes: 0 done, 1 usage error, 2 invalid deal.
`;

const OPTIONS = {
  vulnerable: { type: 'string' },
  dealer: { type: 'string' },
  'time-limit': { type: 'string' },
  json: { type: 'boolean' },
} as const;

const COLUMNS = ['NT', 'S', 'H', 'D', 'C'] as const;

export const tableCommand: Command = {
  name: 'table',
  summary: 'the 20-result double-dummy table and par of a deal',
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'table', help: HELP }, args, OPTIONS, true);
    if (typeof parsed === 'number') return parsed;
    const v = parsed.values;
    const argument = dealArgument(parsed.positionals);
    if (argument === null)
      return usageError(io, 'table', 'give one DEAL (quoted, or as four hands) or one FILE');
    const vulnerable = v.vulnerable ?? 'None';
    if (!isVulnerability(vulnerable))
      return usageError(io, 'table', `--vulnerable is None, NS, EW or All, not "${v.vulnerable}"`);
    const dealerText = (v.dealer ?? 'N').toUpperCase();
    if (!isSeat(dealerText)) return usageError(io, 'table', `--dealer is N, E, S or W, not "${v.dealer}"`);
    const limit = v['time-limit'] === undefined ? undefined : Number(v['time-limit']);
    if (limit !== undefined && (!Number.isFinite(limit) || limit < 0))
      return usageError(io, 'table', `--time-limit takes milliseconds, not "${v['time-limit']}"`);
    const json = v.json === true;
    const source = readDealArgument(io, argument);
    if (!source.ok) return invalid(io, json, { kind: 'file', message: source.message });
    const deal = parseDealOrEnding(source.text);
    if (!deal.ok) return invalid(io, json, deal.error);
    const result = ddTable(deal.value.hands, limit === undefined ? {} : { timeLimitMs: limit });
    if (!result.ok) return invalid(io, json, result.error);
    const table = result.value;
    const p = par(table, vulnerable as Vulnerability, dealerText as Seat);
    if (json) {
      const tricks = Object.fromEntries(
        SEATS.map((seat) => [seat, Object.fromEntries(COLUMNS.map((s) => [s, table.tricks[seat][s]]))]),
      );
      const out = {
        tricks,
        par: table.exact ? p : { ...p, proven: false },
        ...(table.exact ? {} : { exact: false, stopped: table.stopped }),
      };
      io.out(`${JSON.stringify(out, null, 2)}\n`);
      return EXIT_OK;
    }
    io.out(`      ${COLUMNS.map((s) => s.padStart(3)).join('')}\n`);
    for (const seat of SEATS)
      io.out(`  ${seat}:  ${COLUMNS.map((s) => String(table.tricks[seat][s]).padStart(3)).join('')}\n`);
    if (!table.exact) io.out(`  (stopped early: ${table.stopped}; entries are lower bounds)\n`);
    const contracts = p.contracts
      .map((c) => `${c.level}${c.strain}${c.risk} by ${c.declarers.join('/')} (${c.tricks} tricks)`)
      .join(', ');
    const proof = table.exact ? '' : ', not proven: from lower bounds';
    io.out(
      `Par (${vulnerable} vulnerable, dealer ${dealerText}${proof}): ${p.score} for North-South${contracts === '' ? ', passed out' : `: ${contracts}`}\n`,
    );
    return EXIT_OK;
  },
};

function invalid(io: Io, json: boolean, error: DescribableError): number {
  if (json)
    io.out(`${JSON.stringify({ ok: false, error: { ...error, text: describeError(error) } }, null, 2)}\n`);
  else io.err(`tablelaw table: invalid input: ${describeError(error)}\n`);
  return EXIT_INVALID;
}
