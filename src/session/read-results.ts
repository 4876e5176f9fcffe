/**
 * Reading a session's results: the JSON `tablelaw-results/1` file and a PBN results file (a
 * `ScoreTable` per board). Every error says where: a JSON path (`boards[0].results[2].tricks`)
 * and, for JSON syntax and PBN, the line and column. Keys not listed are errors, as in the
 * tablelaw record.
 *
 * The JSON file (documented in docs/scoring.md):
 *   { "format": "tablelaw-results/1", "event"?, "rulebook"?: "wbf-2017", "movement"?:
 *     "mitchell" | "howell" | "teams", "teams"?: { "A": [pairs], "B": [pairs] },
 *     "penalties"?: [ { "board", "pair", "fraction"? | "imps"?, "law"?, "reason"? } ],
 *     "boards": [ { "board", "dealer"?, "vulnerable"?, "deal"?, "fouled"?, "results": [
 *       { "ns", "ew", "table"?, "round"?, "deal"?, "rulings"?: [ { "law", "text" } ],
 *         and one of: "contract" + "declarer" + "tricks" | "score": { "NS": n } or { "EW": n }
 *         | "adjusted": { "NS": 60 or "A+", "EW": 40 or "A-" }
 *         | "assigned": [ components ] or { "NS": [ components ], "EW": [ components ] },
 *         and with a result played or given as a score, "cap"?: "NS" | "EW" (1997 Law
 *         25B2(b)(2): that side scores no more than average minus) } ] } ] }
 *   where a component is { "weight": percent, and "contract" + "declarer" + "tricks" or "score" }.
 *
 * Throws nothing.
 */
import { boardFor, type Vulnerability, vulnerabilityNamed } from '../core/board.js';
import { dealFromPbn, makeDeal } from '../core/deal.js';
import { err, ok, type Result } from '../core/result.js';
import { isSeat, isSide, type Seat, type Side } from '../core/seat.js';
import { parseContract } from '../games/contract-bridge/call.js';
import { scoreForSide } from '../games/contract-bridge/score-duplicate.js';
import { parsePbn } from '../notation/pbn/parse.js';
import { findTag, gamePosition, type PbnGame, tagValue } from '../notation/pbn/syntax.js';
import { jsonSyntaxPosition } from './json-position.js';
import {
  type Artificial,
  AWARDS,
  type Award,
  type BoardResults,
  type Component,
  type Outcome,
  type Penalty,
  type Results,
  RULEBOOKS,
  type Rulebook,
  type Ruling,
  type TableResult,
} from './results.js';

export const RESULTS_FORMAT = 'tablelaw-results/1';

/** Bounds that keep scoring cheap whatever the file (a board's comparisons grow with the square). */
export const MAX_RESULTS = 500;
export const MAX_COMPONENTS = 13;
export const MAX_BOARDS = 999;

export type ResultsError = {
  readonly kind: 'results';
  readonly message: string;
  /** The JSON path of the offending value, or the PBN tag. */
  readonly path: string;
  readonly line: number | null;
  readonly column: number | null;
};

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };
type JsonObject = { readonly [key: string]: Json };

class Bad {
  constructor(
    readonly message: string,
    readonly path: string,
  ) {}
}

function fail(message: string, path: string): never {
  throw new Bad(message, path);
}

function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function object(v: Json | undefined, path: string, keys: readonly string[]): JsonObject {
  if (!isObject(v)) return fail('expected an object', path);
  for (const k of Object.keys(v))
    if (!keys.includes(k)) fail(`unknown key "${k}" (keys: ${keys.join(', ')})`, path);
  return v;
}

function array(v: Json | undefined, path: string): readonly Json[] {
  if (!Array.isArray(v)) return fail('expected an array', path);
  return v as readonly Json[];
}

function integer(v: Json | undefined, path: string, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max)
    return fail(`expected a whole number from ${min} to ${max}`, path);
  return v;
}

function finite(v: Json | undefined, path: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return fail('expected a number', path);
  return v;
}

function text(v: Json | undefined, path: string): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > 200)
    return fail('expected a non-empty string', path);
  return v;
}

function pairId(v: Json | undefined, path: string): string {
  if (typeof v === 'number' && Number.isInteger(v) && v >= 0) return String(v);
  const t = text(v, path).trim();
  if (t === '') fail('expected a pair number', path);
  return t;
}

function optional<T>(o: JsonObject, key: string, read: (v: Json, path: string) => T, path: string): T | null {
  const v = o[key];
  return v === undefined || v === null ? null : read(v, `${path}.${key}`);
}

/** Reads a JSON results file. */
export function readResultsJson(source: string): Result<Results, ResultsError> {
  let parsed: Json;
  try {
    parsed = JSON.parse(source) as Json;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const where = jsonSyntaxPosition(source);
    const line = where?.line ?? null;
    const column = where?.column ?? null;
    return err({ kind: 'results', message: `not JSON: ${message}`, path: '', line, column });
  }
  try {
    return ok(readTop(parsed));
  } catch (e) {
    if (e instanceof Bad)
      return err({ kind: 'results', message: e.message, path: e.path, line: null, column: null });
    throw e;
  }
}

function readTop(v: Json): Results {
  const o = object(v, '$', ['format', 'event', 'rulebook', 'movement', 'teams', 'penalties', 'boards']);
  if (o['format'] !== RESULTS_FORMAT) fail(`"format" must be "${RESULTS_FORMAT}"`, '$.format');
  const rulebook = o['rulebook'] === undefined ? 'wbf-2017' : text(o['rulebook'], '$.rulebook');
  if (!(RULEBOOKS as readonly string[]).includes(rulebook))
    fail(`the rulebook is one of ${RULEBOOKS.join(', ')}`, '$.rulebook');
  const movement = o['movement'] === undefined ? null : text(o['movement'], '$.movement');
  if (movement !== null && movement !== 'mitchell' && movement !== 'howell' && movement !== 'teams')
    fail('the movement is mitchell, howell or teams', '$.movement');
  const teams =
    o['teams'] === undefined
      ? null
      : (() => {
          const t = object(o['teams'], '$.teams', ['A', 'B']);
          const list = (k: 'A' | 'B') =>
            array(t[k], `$.teams.${k}`).map((p, i) => pairId(p, `$.teams.${k}[${i}]`));
          return { A: list('A'), B: list('B') };
        })();
  if (movement === 'teams' && teams === null) fail('a team match needs "teams"', '$.teams');
  const boardList = array(o['boards'], '$.boards');
  if (boardList.length > MAX_BOARDS) fail(`at most ${MAX_BOARDS} boards`, '$.boards');
  const boards = boardList.map((b, i) => readBoard(b, `$.boards[${i}]`));
  const seen = new Set<number>();
  boards.forEach((b, i) => {
    if (seen.has(b.board)) fail(`board ${b.board} is given twice`, `$.boards[${i}].board`);
    seen.add(b.board);
  });
  const penalties =
    o['penalties'] === undefined
      ? []
      : array(o['penalties'], '$.penalties').map((p, i) => readPenalty(p, `$.penalties[${i}]`, boards));
  return {
    boards,
    penalties,
    movement: movement as Results['movement'],
    teams,
    rulebook: rulebook as Rulebook,
    event: o['event'] === undefined ? null : text(o['event'], '$.event'),
  };
}

function readBoard(v: Json, path: string): BoardResults {
  const o = object(v, path, ['board', 'dealer', 'vulnerable', 'deal', 'fouled', 'results']);
  const number = integer(o['board'], `${path}.board`, 1, 9999);
  const standard = boardFor(number);
  if (!standard.ok) return fail('not a board number', `${path}.board`);
  const dealer = optional(o, 'dealer', seat, path) ?? standard.value.dealer;
  const vulnerable = optional(o, 'vulnerable', vulnerability, path) ?? standard.value.vulnerable;
  const deal = optional(o, 'deal', dealText, path);
  const fouled =
    o['fouled'] === undefined
      ? null
      : o['fouled'] === false
        ? false
        : fail('"fouled" may only be false (the director finds the board not fouled)', `${path}.fouled`);
  const list = array(o['results'], `${path}.results`);
  if (list.length > MAX_RESULTS) fail(`at most ${MAX_RESULTS} results a board`, `${path}.results`);
  const results = list.map((r, i) => readResult(r, `${path}.results[${i}]`, vulnerable));
  return { board: number, dealer, vulnerable, deal, fouled, results };
}

function seat(v: Json, path: string): Seat {
  const t = text(v, path).toUpperCase();
  return isSeat(t) ? t : fail('expected N, E, S or W', path);
}

function vulnerability(v: Json, path: string): Vulnerability {
  return vulnerabilityNamed(text(v, path)) ?? fail('expected None, NS, EW or All', path);
}

function dealText(v: Json, path: string): string {
  const d = dealFromPbn(text(v, path));
  if (!d.ok)
    return fail(
      d.error.kind === 'deal-syntax'
        ? `not a deal: ${d.error.message}`
        : 'not a valid deal (a card missing or twice)',
      path,
    );
  return makeDeal(d.value);
}

const RESULT_KEYS = [
  'ns',
  'ew',
  'table',
  'round',
  'deal',
  'rulings',
  'contract',
  'declarer',
  'tricks',
  'score',
  'adjusted',
  'assigned',
  'cap',
];

function readResult(v: Json, path: string, vul: Vulnerability): TableResult {
  const o = object(v, path, RESULT_KEYS);
  const ns = pairId(o['ns'], `${path}.ns`);
  const ew = pairId(o['ew'], `${path}.ew`);
  const forms = ['contract', 'score', 'adjusted', 'assigned'].filter((k) => o[k] !== undefined);
  if (forms.length !== 1)
    fail(
      'a result gives exactly one of "contract" (with "declarer" and "tricks"), "score", "adjusted" or "assigned"',
      path,
    );
  let outcome: Outcome;
  if (o['adjusted'] !== undefined) {
    const a = object(o['adjusted'], `${path}.adjusted`, ['NS', 'EW']);
    outcome = {
      kind: 'artificial',
      NS: artificial(a['NS'], `${path}.adjusted.NS`),
      EW: artificial(a['EW'], `${path}.adjusted.EW`),
    };
  } else if (o['assigned'] !== undefined) {
    const a = o['assigned'];
    if (Array.isArray(a)) {
      const list = components(a as Json, `${path}.assigned`, vul);
      outcome = { kind: 'assigned', NS: list, EW: list };
    } else {
      const s = object(a, `${path}.assigned`, ['NS', 'EW']);
      outcome = {
        kind: 'assigned',
        NS: components(s['NS'], `${path}.assigned.NS`, vul),
        EW: components(s['EW'], `${path}.assigned.EW`, vul),
      };
    }
  } else {
    const component0 = component(o, path, vul, 100);
    const cap = o['cap'] === undefined ? undefined : capSide(o['cap'], `${path}.cap`);
    outcome =
      cap === undefined
        ? { kind: 'played', component: component0 }
        : { kind: 'played', component: component0, cap };
  }
  if (o['cap'] !== undefined && outcome.kind !== 'played')
    fail('"cap" (1997 Law 25B2(b)(2)) goes with a result played or given as a score', `${path}.cap`);
  return {
    ns,
    ew,
    table: optional(o, 'table', (x, p) => integer(x, p, 1, 999), path),
    round: optional(o, 'round', (x, p) => integer(x, p, 1, 999), path),
    deal: optional(o, 'deal', dealText, path),
    outcome,
    rulings:
      o['rulings'] === undefined
        ? []
        : array(o['rulings'], `${path}.rulings`).map((r, i) => ruling(r, `${path}.rulings[${i}]`)),
  };
}

/** 1997 Law 25B2(b)(2): the side held to average minus at most. */
function capSide(v: Json, path: string): Side {
  const t = text(v, path);
  if (!isSide(t)) fail('"cap" is the side held to average minus: "NS" or "EW"', path);
  return t;
}

function ruling(v: Json, path: string): Ruling {
  const o = object(v, path, ['law', 'text']);
  return { law: text(o['law'], `${path}.law`), text: text(o['text'], `${path}.text`) };
}

function artificial(v: Json | undefined, path: string): Artificial {
  if (typeof v === 'string') {
    const t = v
      .toUpperCase()
      .replace('AVERAGE PLUS', 'A+')
      .replace('AVERAGE MINUS', 'A-')
      .replace('AVERAGE', 'A');
    if ((AWARDS as readonly string[]).includes(t)) return { award: t as Award };
    return fail('an artificial score is a percentage (0–100) or "A+", "A" or "A-"', path);
  }
  const n = finite(v, path);
  if (n < 0 || n > 100) fail('a percentage from 0 to 100', path);
  return { percent: n };
}

function components(v: Json | undefined, path: string, vul: Vulnerability): Component[] {
  const list = array(v, path);
  if (list.length === 0 || list.length > MAX_COMPONENTS)
    fail(`an assigned score has 1 to ${MAX_COMPONENTS} weighted results`, path);
  const out = list.map((c, i) => {
    const p = `${path}[${i}]`;
    const o = object(c, p, ['weight', 'contract', 'declarer', 'tricks', 'score']);
    const weight = list.length === 1 && o['weight'] === undefined ? 100 : finite(o['weight'], `${p}.weight`);
    if (weight <= 0 || weight > 100) fail('a weight is a percentage above 0 and at most 100', `${p}.weight`);
    return component(o, p, vul, weight);
  });
  const total = out.reduce((a, c) => a + c.weight, 0);
  if (Math.abs(total - 100) > 1e-9) fail(`the weights add up to ${total}, not 100 (Law 12C1(c))`, path);
  return out;
}

function component(o: JsonObject, path: string, vul: Vulnerability, weight: number): Component {
  if (o['score'] !== undefined) {
    if (o['contract'] !== undefined) fail('give a contract or a score, not both', path);
    const s = object(o['score'], `${path}.score`, ['NS', 'EW']);
    const keys = Object.keys(s);
    if (keys.length !== 1) fail('a score is { "NS": n } or { "EW": n }', `${path}.score`);
    const n =
      s['NS'] !== undefined ? finite(s['NS'], `${path}.score.NS`) : -finite(s['EW'], `${path}.score.EW`);
    return { score: n === 0 ? 0 : n, weight, contract: null, declarer: null, tricks: null };
  }
  const contractText = text(o['contract'], `${path}.contract`);
  const passed = /^(p|pass|passed)$/i.test(contractText.trim());
  if (passed) return { score: 0, weight, contract: 'P', declarer: null, tricks: null };
  const declarer = seat(o['declarer'] ?? null, `${path}.declarer`);
  const contract = parseContract(contractText, declarer);
  if (!contract.ok || contract.value === null)
    return fail('not a contract (as 4S, 3NTX, 6CXX or P)', `${path}.contract`);
  const tricks = integer(o['tricks'], `${path}.tricks`, 0, 13);
  const score = scoreForSide(contract.value, tricks, vul);
  return {
    score: score.NS - score.EW,
    weight,
    contract: contractText.trim().toUpperCase(),
    declarer,
    tricks,
  };
}

function readPenalty(v: Json, path: string, boards: readonly BoardResults[]): Penalty {
  const o = object(v, path, ['board', 'pair', 'direction', 'fraction', 'imps', 'points', 'law', 'reason']);
  const board = integer(o['board'], `${path}.board`, 1, 9999);
  const pair = pairId(o['pair'], `${path}.pair`);
  const b = boards.find((x) => x.board === board);
  if (b === undefined) fail(`no board ${board} in the results`, `${path}.board`);
  const direction = o['direction'] === undefined ? null : text(o['direction'], `${path}.direction`);
  if (direction !== null && direction !== 'NS' && direction !== 'EW')
    fail('the direction is NS or EW', `${path}.direction`);
  const played = b.results.some(
    (r) => (direction !== 'EW' && r.ns === pair) || (direction !== 'NS' && r.ew === pair),
  );
  if (!played) fail(`pair ${pair} did not play board ${board}`, `${path}.pair`);
  const fraction = optional(o, 'fraction', finite, path);
  const imps = optional(o, 'imps', finite, path);
  const totalPoints = optional(o, 'points', finite, path);
  if (fraction === null && imps === null && totalPoints === null)
    fail('a penalty is a "fraction" of a top, "imps" or total "points"', path);
  if (fraction !== null && (fraction <= 0 || fraction > 1))
    fail('a fraction of a top, above 0 and at most 1', `${path}.fraction`);
  return {
    board,
    pair,
    direction: direction as Side | null,
    fraction,
    imps,
    totalPoints,
    law: o['law'] === undefined ? 'Law 90' : text(o['law'], `${path}.law`),
    reason: o['reason'] === undefined ? '' : text(o['reason'], `${path}.reason`),
  };
}

/**
 * Reads a PBN results file: each game with a `ScoreTable` gives a board's results (columns
 * `PairId_NS`, `PairId_EW`, `Contract`, `Declarer`, `Result` — declarer's tricks — and
 * optionally `Score_NS`, `Table`, `Round`; other columns are ignored). The board's `Deal`, when
 * given, is its hand record.
 */
export function readResultsPbn(source: string): Result<Results, ResultsError> {
  const file = parsePbn(source);
  if (!file.ok) {
    const e = file.error;
    return err({
      kind: 'results',
      message: `PBN: ${e.kind}${'message' in e ? `: ${e.message}` : ''}`,
      path: '',
      line: e.line,
      column: e.column,
    });
  }
  const boards: BoardResults[] = [];
  for (const game of file.value.games) {
    const b = pbnBoard(game);
    if (!b.ok) return b;
    if (b.value !== null) boards.push(b.value);
    if (boards.length > MAX_BOARDS)
      return err({
        kind: 'results',
        message: `at most ${MAX_BOARDS} boards`,
        path: 'Board',
        line: gamePosition(game).line,
        column: gamePosition(game).column,
      });
  }
  if (boards.length === 0)
    return err({
      kind: 'results',
      message: 'no ScoreTable in the file',
      path: 'ScoreTable',
      line: 1,
      column: 1,
    });
  return ok({
    boards,
    penalties: [],
    movement: null,
    teams: null,
    rulebook: 'wbf-2017',
    event: file.value.games[0] ? (tagValue(file.value.games[0], 'Event') ?? null) : null,
  });
}

function pbnBoard(game: PbnGame): Result<BoardResults | null, ResultsError> {
  const table = findTag(game, 'ScoreTable');
  if (table === undefined) return ok(null);
  const at = (message: string, line: number, column: number) =>
    err({ kind: 'results' as const, message, path: 'ScoreTable', line, column });
  const boardTag = findTag(game, 'Board');
  const number = Number(boardTag?.resolved);
  if (boardTag === undefined || !Number.isInteger(number) || number < 1)
    return at('a ScoreTable needs a [Board] number', table.at.line, table.at.column);
  const standard = boardFor(number);
  if (!standard.ok) return at('not a board number', table.at.line, table.at.column);
  const dealerText = tagValue(game, 'Dealer');
  const dealer = dealerText !== undefined && isSeat(dealerText) ? dealerText : standard.value.dealer;
  const vulText = tagValue(game, 'Vulnerable');
  let vulnerable: Vulnerability = standard.value.vulnerable;
  if (vulText !== undefined) {
    try {
      vulnerable = vulnerability(vulText, 'Vulnerable');
    } catch {
      const tag = findTag(game, 'Vulnerable');
      return at(
        `Vulnerable "${vulText}" is not None, NS, EW or All`,
        tag?.valueAt.line ?? 0,
        tag?.valueAt.column ?? 0,
      );
    }
  }
  const dealTag = findTag(game, 'Deal');
  let deal: string | null = null;
  if (dealTag !== undefined && !/^[?-]?$/.test(dealTag.resolved)) {
    const d = dealFromPbn(dealTag.resolved);
    if (!d.ok) return at('the Deal is not a valid deal', dealTag.valueAt.line, dealTag.valueAt.column);
    deal = makeDeal(d.value);
  }
  const columns = table.resolved.split(';').map((c) => (c.split('\\')[0] ?? '').trim());
  const col = (name: string) => columns.findIndex((c) => c.toLowerCase() === name.toLowerCase());
  const need = ['PairId_NS', 'PairId_EW'];
  for (const n of need)
    if (col(n) === -1)
      return at(`the ScoreTable has no ${n} column`, table.valueAt.line, table.valueAt.column);
  const rows = table.section?.kind === 'text' ? table.section.lines : [];
  const results: TableResult[] = [];
  for (const [i, line] of rows.entries()) {
    const lineNo = table.valueAt.line + 1 + i;
    if (results.length >= MAX_RESULTS) return at(`at most ${MAX_RESULTS} results a board`, lineNo, 1);
    if (line.trim() === '' || line.startsWith('%') || line.trim().startsWith(';')) continue;
    const cells = [...line.matchAll(/"((?:[^"\\]|\\.)*)"|(\S+)/g)].map((m) => ({
      value: (m[1] ?? m[2] ?? '').replace(/\\(.)/g, '$1'),
      column: (m.index ?? 0) + 1,
    }));
    const cell = (name: string) => {
      const c = col(name);
      const v = c === -1 ? undefined : cells[c];
      return v === undefined || v.value === '-' || v.value === '?' || v.value === '' ? null : v;
    };
    const bad = (name: string, message: string) => {
      const c = cells[col(name)];
      return at(message, lineNo, c?.column ?? 1);
    };
    const ns = cell('PairId_NS');
    const ew = cell('PairId_EW');
    if (ns === null || ew === null) return at('a row needs PairId_NS and PairId_EW', lineNo, 1);
    const num = (name: string) => {
      const c = cell(name);
      const n = Number(c?.value);
      return c !== null && Number.isInteger(n) && n > 0 ? n : null;
    };
    const seated = {
      ns: ns.value,
      ew: ew.value,
      table: num('Table'),
      round: num('Round'),
      deal: null,
      rulings: [],
    };
    const adjusted = cell('Adjusted');
    if (adjusted !== null) {
      const halves = adjusted.value.split('/');
      const award = (t: string | undefined): Artificial | null => {
        if (t !== undefined && (AWARDS as readonly string[]).includes(t.toUpperCase()))
          return { award: t.toUpperCase() as Award };
        const n = Number(t);
        return t !== undefined && t !== '' && Number.isFinite(n) && n >= 0 && n <= 100
          ? { percent: n }
          : null;
      };
      const a = award(halves[0]);
      const b = award(halves[1]);
      if (halves.length !== 2 || a === null || b === null)
        return bad('Adjusted', 'Adjusted is NS/EW: A+/A-, A/A, or percentages such as 60/40 (Law 12C2)');
      results.push({ ...seated, outcome: { kind: 'artificial', NS: a, EW: b } });
      continue;
    }
    const contract = cell('Contract');
    const scoreNs = cell('Score_NS');
    let component: Component;
    if (contract !== null && /^(p|pass)$/i.test(contract.value)) {
      component = { score: 0, weight: 100, contract: 'P', declarer: null, tricks: null };
    } else if (contract !== null) {
      const declarer = cell('Declarer');
      const d = declarer?.value.toUpperCase() ?? '';
      if (!isSeat(d)) return bad('Declarer', 'Declarer is N, E, S or W');
      const c = parseContract(contract.value, d);
      if (!c.ok || c.value === null) return bad('Contract', `"${contract.value}" is not a contract`);
      const tricksCell = cell('Result');
      const tricks = Number(tricksCell?.value);
      if (tricksCell === null || !Number.isInteger(tricks) || tricks < 0 || tricks > 13)
        return bad('Result', 'Result is the number of tricks declarer took (0–13)');
      const s = scoreForSide(c.value, tricks, vulnerable);
      component = {
        score: s['NS'] - s['EW'],
        weight: 100,
        contract: contract.value.toUpperCase(),
        declarer: d,
        tricks,
      };
    } else if (scoreNs !== null) {
      const n = Number(scoreNs.value);
      if (!Number.isFinite(n)) return bad('Score_NS', `Score_NS "${scoreNs.value}" is not a number`);
      component = { score: n, weight: 100, contract: null, declarer: null, tricks: null };
    } else {
      return at('a row needs a Contract (with Declarer and Result) or a Score_NS', lineNo, 1);
    }
    results.push({ ...seated, outcome: { kind: 'played', component } });
  }
  return ok({ board: number, dealer, vulnerable, deal, fouled: null, results });
}

/** A results file by its content: JSON when it starts with `{`, PBN otherwise. */
export function readResults(source: string): Result<Results, ResultsError> {
  return source.trimStart().startsWith('{') ? readResultsJson(source) : readResultsPbn(source);
}
