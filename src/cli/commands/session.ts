/**
 * `tablelaw session`: a club session's plan and scoring.
 *   session score RESULTS   scores a results file (JSON `tablelaw-results/1` or PBN ScoreTable)
 *   session new --tables N  lays out a movement over a hand record (the session plan, JSON)
 */

import { readAllBoards } from '../../notation/pbn/game.js';
import { parsePbn } from '../../notation/pbn/parse.js';
import { makeResultsPbn } from '../../session/export-pbn.js';
import { resultsPage } from '../../session/html.js';
import { buildMovement, MOVEMENT_KINDS, type MovementKind } from '../../session/movement.js';
import { sessionPlan } from '../../session/plan.js';
import { isProfileName, PROFILE_NAMES, PROFILES } from '../../session/profiles.js';
import { type ResultsError, readResults } from '../../session/read-results.js';
import { sessionJson } from '../../session/report.js';
import {
  isMethod,
  METHODS,
  type Method,
  round2,
  type SessionScore,
  scoreSession,
} from '../../session/scoring.js';
import { makeUsebio } from '../../session/usebio.js';
import { type Command, EXIT_INVALID, EXIT_OK, type Io, readArgs, usageError } from '../command.js';

const HELP = `tablelaw session — a club session: its movement and its scoring (Laws 78, 12C, 86–88, 90)

Usage:
  tablelaw session score RESULTS [--method M] [--profile P] [--movement K] [--json | --format F]
  tablelaw session new --tables N [--movement K] [--boards FILE.pbn] [--boards-per-round B]
                       [--arrow-switch] [--rounds R]

session score
  RESULTS          a JSON results file ("format": "tablelaw-results/1") or a PBN file with a
                   ScoreTable per board (PairId_NS, PairId_EW, Contract, Declarer, Result,
                   optionally Score_NS)
  --method M       mp (matchpoints, the default), cross-imp, butler, total, or teams (a team
                   match; the default when the file says "movement": "teams")
  --profile P      wbf (default) or ebu: what an awarded average plus or minus is worth
  --movement K     mitchell (North–South and East–West ranked separately) or howell (one
                   ranking); by default as the file says, or inferred from the pairs
  --json           the scores as JSON: { method, boards: [ { board, top, results: [ { ns, ew,
                   score, ns_points, ew_points } ] } ], ranking: [ { pair, points, percentage,
                   rank } ] } (docs/scoring.md)
  --format F       text (default), json, pbn (a PBN results file), usebio (USEBIO 1.2 XML) or
                   html (the results page, with double-dummy tables and par)

session new
  --tables N       the number of tables
  --movement K     mitchell (default), howell (2 to 8 tables) or teams (2 tables)
  --boards FILE    a PBN hand record; the plan uses its boards in order
  --boards-per-round B   boards a round (default: the hand record's boards over the sets, or 2)
  --arrow-switch   Mitchell: the last round plays the other direction (one ranking)
  --rounds R       play only R rounds
  Prints the plan as JSON: the boards with dealer and vulnerability, and each round's tables.

Exit codes: 0 done, 1 usage error, 2 invalid input (with where it is).
`;

const OPTIONS = {
  method: { type: 'string' },
  profile: { type: 'string' },
  movement: { type: 'string' },
  json: { type: 'boolean' },
  format: { type: 'string' },
  tables: { type: 'string' },
  boards: { type: 'string' },
  'boards-per-round': { type: 'string' },
  'arrow-switch': { type: 'boolean' },
  rounds: { type: 'string' },
} as const;

const FORMATS = ['text', 'json', 'pbn', 'usebio', 'html'] as const;

export const sessionCommand: Command = {
  name: 'session',
  summary: "a club session: the movement's plan, and scoring by matchpoints or IMPs",
  help: HELP,
  run(args: readonly string[], io: Io): number {
    const parsed = readArgs(io, { name: 'session', help: HELP }, args, OPTIONS, true);
    if (typeof parsed === 'number') return parsed;
    const [sub, ...rest] = parsed.positionals;
    const v = parsed.values;
    if (sub === 'score') {
      if (rest.length !== 1) return usageError(io, 'session', 'session score takes one RESULTS file');
      for (const o of ['tables', 'boards', 'boards-per-round', 'arrow-switch', 'rounds'] as const)
        if (v[o] !== undefined) return usageError(io, 'session', `--${o} is for session new`);
      return score(io, rest[0] as string, v);
    }
    if (sub === 'new') {
      if (rest.length !== 0)
        return usageError(io, 'session', 'session new takes no file argument (use --boards)');
      for (const o of ['method', 'profile', 'json', 'format'] as const)
        if (v[o] !== undefined) return usageError(io, 'session', `--${o} is for session score`);
      return plan(io, v);
    }
    return usageError(io, 'session', sub === undefined ? 'say score or new' : `unknown subcommand "${sub}"`);
  },
};

type Values = { readonly [K in keyof typeof OPTIONS]?: string | boolean };

function score(io: Io, path: string, v: Values): number {
  const format = v.json === true ? 'json' : String(v.format ?? 'text');
  if (v.json === true && v.format !== undefined && v.format !== 'json')
    return usageError(io, 'session', '--json and --format disagree');
  if (!(FORMATS as readonly string[]).includes(format))
    return usageError(io, 'session', `--format is ${FORMATS.join(', ')}, not "${format}"`);
  const profileName = String(v.profile ?? 'wbf');
  if (!isProfileName(profileName))
    return usageError(io, 'session', `--profile is ${PROFILE_NAMES.join(' or ')}, not "${profileName}"`);
  if (v.method !== undefined && !isMethod(String(v.method)))
    return usageError(io, 'session', `--method is ${METHODS.join(', ')}, not "${v.method}"`);
  const movement = v.movement === undefined ? null : String(v.movement);
  if (movement !== null && movement !== 'mitchell' && movement !== 'howell')
    return usageError(io, 'session', `--movement is mitchell or howell, not "${movement}"`);
  const file = io.readFile(path);
  if (!file.ok) return usageError(io, 'session', file.message);
  const read = readResults(file.text);
  if (!read.ok) return invalid(io, path, read.error);
  const results =
    movement === null ? read.value : { ...read.value, movement: movement as 'mitchell' | 'howell' };
  const method: Method =
    v.method !== undefined ? (String(v.method) as Method) : results.movement === 'teams' ? 'teams' : 'mp';
  const scored = scoreSession(results, method, PROFILES[profileName]);
  if (!scored.ok) {
    const e = scored.error;
    const where = 'board' in e ? `board ${e.board}: ` : '';
    io.err(`tablelaw session: ${path}: ${where}${'reason' in e ? e.reason : e.message}\n`);
    return EXIT_INVALID;
  }
  const s = scored.value;
  if (format === 'json') io.out(`${JSON.stringify(sessionJson(s), null, 2)}\n`);
  else if (format === 'pbn') io.out(makeResultsPbn(results, s));
  else if (format === 'usebio') io.out(makeUsebio(results, s));
  else if (format === 'html') io.out(resultsPage(results, s));
  else io.out(text(s));
  return EXIT_OK;
}

function invalid(io: Io, path: string, e: ResultsError): number {
  const at = e.line === null ? '' : `:${e.line}:${e.column}`;
  io.err(`tablelaw session: ${path}${at}: ${e.path === '' ? '' : `${e.path}: `}${e.message}\n`);
  return EXIT_INVALID;
}

function text(s: SessionScore): string {
  const lines: string[] = [];
  const unit = s.method === 'mp' ? 'MP' : s.method === 'total' ? 'points' : 'IMPs';
  const directions = s.field === 'two' ? (['NS', 'EW'] as const) : ([null] as const);
  for (const d of directions) {
    lines.push(d === null ? 'Ranking' : `Ranking ${d}`);
    for (const e of s.ranking.filter((x) => x.direction === d))
      lines.push(
        `  ${String(e.rank).padStart(3)}  ${e.pair.padEnd(6)} ${String(e.points).padStart(8)} ${unit}${e.percentage === null ? '' : `  ${e.percentage.toFixed(2).padStart(6)} %`}${e.penalties === 0 ? '' : `  (penalties −${e.penalties})`}`,
      );
  }
  for (const b of s.boards) {
    lines.push(
      '',
      `Board ${b.board}${b.top === null ? '' : ` (top ${b.top})`}${b.groups ? '  fouled: scored in groups (Law 87)' : ''}`,
    );
    for (const r of b.results) {
      const o = r.result.outcome;
      const what =
        o.kind === 'played'
          ? `${(o.component.contract ?? '').padEnd(5)} ${o.component.declarer ?? ' '} ${o.component.tricks === null ? '  ' : String(o.component.tricks).padStart(2)}`
          : o.kind === 'artificial'
            ? `adjusted ${[o.NS, o.EW].map((a) => ('percent' in a ? `${a.percent}%` : a.award)).join('/')}`
            : 'assigned    ';
      lines.push(
        `  ${r.result.ns.padStart(3)}–${r.result.ew.padEnd(3)} ${what.padEnd(14)} ${r.score === null ? ''.padStart(6) : String(round2(r.score)).padStart(6)}  ${String(round2(r.nsPoints)).padStart(6)} ${String(round2(r.ewPoints)).padStart(6)}${o.kind === 'played' && o.cap !== undefined ? `  (${o.cap} at most A-, Law 25B2(b)(2))` : ''}`,
      );
    }
  }
  return `${lines.join('\n')}\n`;
}

function plan(io: Io, v: Values): number {
  const tables = Number(v.tables);
  if (v.tables === undefined || !Number.isSafeInteger(tables))
    return usageError(io, 'session', 'session new needs --tables N');
  const kind = String(v.movement ?? 'mitchell');
  if (!(MOVEMENT_KINDS as readonly string[]).includes(kind))
    return usageError(io, 'session', `--movement is ${MOVEMENT_KINDS.join(', ')}, not "${kind}"`);
  const rounds = v.rounds === undefined ? undefined : Number(v.rounds);
  if (rounds !== undefined && !Number.isSafeInteger(rounds))
    return usageError(io, 'session', '--rounds takes a number');
  const perRound = v['boards-per-round'] === undefined ? null : Number(v['boards-per-round']);
  if (perRound !== null && !Number.isSafeInteger(perRound))
    return usageError(io, 'session', '--boards-per-round takes a number');
  const movement = buildMovement(kind as MovementKind, tables, {
    ...(v['arrow-switch'] === true ? { arrowSwitch: true } : {}),
    ...(rounds === undefined ? {} : { rounds }),
  });
  if (!movement.ok) {
    io.err(`tablelaw session: ${movement.error.message}\n`);
    return EXIT_INVALID;
  }
  let record = null;
  if (v.boards !== undefined) {
    const path = String(v.boards);
    const file = io.readFile(path);
    if (!file.ok) return usageError(io, 'session', file.message);
    const pbn = parsePbn(file.text);
    const boards = pbn.ok ? readAllBoards(pbn.value) : pbn;
    if (!boards.ok) {
      io.err(`tablelaw session: ${path}:${boards.error.line}:${boards.error.column}: ${boards.error.kind}\n`);
      return EXIT_INVALID;
    }
    record = boards.value.map((b, i) => ({
      number: b.board ?? i + 1,
      dealer: b.dealer,
      vulnerable: b.vulnerable,
      hasDeal: b.deal !== null,
    }));
  }
  const p = sessionPlan(movement.value, record, perRound);
  if (!p.ok) {
    io.err(`tablelaw session: ${p.error.message}\n`);
    return EXIT_INVALID;
  }
  io.out(`${JSON.stringify(p.value, null, 2)}\n`);
  return EXIT_OK;
}
