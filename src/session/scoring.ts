/**
 * Scoring a session (Law 78): matchpoints, cross-IMPs, Butler IMPs, total points, and the IMPs
 * of a team match, with the adjusted scores of Law 12C, the fouled-board groups of Law 87B and
 * the procedural penalties of Law 90. Formulas and their sources: docs/scoring.md.
 *
 * Matchpoints (Law 78A): 2 for each comparable score beaten, 1 for each tie. Every board is
 * scored to one top, 2 × (N − 1) where N is the number of results of the most-played board; a
 * board (or a Law 87 group) with n comparable results is scaled to it by Neuberg's formula
 * (p + 1) × N / n − 1. An artificial adjusted score (Law 12C2) takes part in no comparison and
 * scores its percentage of the top. An assigned score of Law 12C1 takes part as a score; a
 * weighted one (12C1(c)) scores each component against the field, weighted; a split score
 * scores each side with its own score, and the field compares with the two halved.
 *
 * Pure; throws nothing for validated input. The one error is a weighted score where the code or
 * the profile forbids it.
 */
import { err, ok, type Result } from '../core/result.js';
import type { Side } from '../core/seat.js';
import { type FouledGroup, fouledGroups, type MovedCard } from './fouled.js';
import { imps } from './imps.js';
import { awardPercent, type Profile, percentToImps } from './profiles.js';
import type { Artificial, BoardResults, Component, Penalty, Results, TableResult } from './results.js';

export const METHODS = ['mp', 'cross-imp', 'butler', 'total', 'teams'] as const;
export type Method = (typeof METHODS)[number];

export function isMethod(text: string): text is Method {
  return (METHODS as readonly string[]).includes(text);
}

export type ScoredResult = {
  readonly result: TableResult;
  /** North–South's score (the expected value of a weighted score), null for an artificial one. */
  readonly score: number | null;
  /** For a split score: East–West's own (North–South's view). */
  readonly scoreEW: number | null;
  readonly nsPoints: number;
  readonly ewPoints: number;
  /** The Law 87 group of the result (0 when the board is not fouled). */
  readonly group: number;
};

export type ScoredBoard = {
  readonly board: number;
  /** The matchpoint top every result is scored to; null under IMPs or total points. */
  readonly top: number | null;
  readonly results: readonly ScoredResult[];
  /** Law 87: the board's groups, when it was fouled. */
  readonly groups: readonly FouledGroup[] | null;
  /** Butler: the datum of each group. */
  readonly datum: readonly number[] | null;
};

export type RankEntry = {
  readonly pair: string;
  /** In a Mitchell (two fields), the direction the pair is ranked in. */
  readonly direction: Side | null;
  readonly points: number;
  /** Matchpoints only: points over the sum of the tops of the boards played, two decimals. */
  readonly percentage: number | null;
  readonly rank: number;
  readonly boards: number;
  /** Points taken off by Law 90 penalties (already deducted from `points`). */
  readonly penalties: number;
};

export type AppliedPenalty = Penalty & { readonly points: number };

export type FouledReport = {
  readonly board: number;
  readonly groups: readonly {
    readonly group: number;
    readonly moved: readonly MovedCard[];
    readonly rotated: number | null;
    readonly tables: readonly {
      readonly ns: string;
      readonly ew: string;
      readonly table: number | null;
      readonly round: number | null;
    }[];
  }[];
};

export type SessionScore = {
  readonly method: Method;
  readonly profile: Profile['name'];
  readonly field: 'one' | 'two';
  readonly boards: readonly ScoredBoard[];
  readonly ranking: readonly RankEntry[];
  readonly penalties: readonly AppliedPenalty[];
  readonly fouled: readonly FouledReport[];
};

export type ScoringError =
  | {
      readonly kind: 'weighted-not-allowed';
      readonly board: number;
      readonly ns: string;
      readonly reason: string;
    }
  | { readonly kind: 'teams-missing'; readonly message: string }
  | {
      readonly kind: 'penalty-unit';
      readonly board: number;
      readonly pair: string;
      readonly message: string;
    };

/** Scores a session's results by `method` under `profile`. */
export function scoreSession(
  results: Results,
  method: Method,
  profile: Profile,
): Result<SessionScore, ScoringError> {
  for (const b of results.boards)
    for (const r of b.results) {
      if (r.outcome.kind !== 'assigned') continue;
      const weighted = r.outcome.NS.length > 1 || r.outcome.EW.length > 1;
      if (weighted && results.rulebook === 'wbf-1997')
        return err({
          kind: 'weighted-not-allowed',
          board: b.board,
          ns: r.ns,
          reason:
            'the 1997 Laws let the director assign one score (Law 12C2); only an appeals committee varies it to do equity (Law 12C3)',
        });
      if (weighted && !profile.weighted)
        return err({
          kind: 'weighted-not-allowed',
          board: b.board,
          ns: r.ns,
          reason: `the ${profile.name} profile forbids weighted scores`,
        });
    }
  const field = fieldOf(results);
  const key = (pair: string, side: Side) => (field === 'two' ? `${side}:${pair}` : pair);
  const fouled: FouledReport[] = [];
  const groupsOf = new Map<number, FouledGroup[] | null>();
  for (const b of results.boards) {
    const groups = fouledGroups(b);
    groupsOf.set(b.board, groups);
    if (groups)
      fouled.push({
        board: b.board,
        groups: groups.map((g) => ({
          group: g.group,
          moved: g.moved,
          rotated: g.rotated,
          tables: g.results.map((i) => {
            const r = b.results[i] as TableResult;
            return { ns: r.ns, ew: r.ew, table: r.table, round: r.round };
          }),
        })),
      });
  }
  if (method === 'teams') return scoreTeams(results, profile, fouled);
  const most = Math.max(0, ...results.boards.map((b) => b.results.length));
  const top = 2 * (most - 1);
  const boards: ScoredBoard[] = results.boards.map((b) =>
    scoreBoard(b, groupsOf.get(b.board) ?? null, method, most, top),
  );
  // Session percentages on boards with real results (for the profiles' average plus).
  const sessionPct = new Map<string, number>();
  if (method === 'mp') {
    const sums = new Map<string, { points: number; tops: number }>();
    for (const b of boards)
      for (const s of b.results) {
        if (s.result.outcome.kind === 'artificial') continue;
        for (const side of ['NS', 'EW'] as const) {
          const k = key(side === 'NS' ? s.result.ns : s.result.ew, side);
          const acc = sums.get(k) ?? { points: 0, tops: 0 };
          sums.set(k, {
            points: acc.points + (side === 'NS' ? s.nsPoints : s.ewPoints),
            tops: acc.tops + top,
          });
        }
      }
    for (const [k, v] of sums) if (v.tops > 0) sessionPct.set(k, (100 * v.points) / v.tops);
  }
  const resolved: ScoredBoard[] = boards.map((b) => ({
    ...b,
    results: b.results.map((s) => {
      const o = s.result.outcome;
      if (o.kind === 'played' && o.cap !== undefined) {
        // 1997 25B2(b)(2): the capped side's points are at most average minus's.
        const pair = o.cap === 'NS' ? s.result.ns : s.result.ew;
        const most = artificialPoints(
          { award: 'A-' },
          method,
          profile,
          top,
          sessionPct.get(key(pair, o.cap)) ?? null,
        );
        return o.cap === 'NS'
          ? { ...s, nsPoints: Math.min(s.nsPoints, most) }
          : { ...s, ewPoints: Math.min(s.ewPoints, most) };
      }
      if (o.kind !== 'artificial') return s;
      const value = (a: Artificial, pair: string, side: Side) =>
        artificialPoints(a, method, profile, top, sessionPct.get(key(pair, side)) ?? null);
      return { ...s, nsPoints: value(o.NS, s.result.ns, 'NS'), ewPoints: value(o.EW, s.result.ew, 'EW') };
    }),
  }));
  const applied: AppliedPenalty[] = [];
  for (const p of results.penalties) {
    const points = penaltyPoints(p, method, top);
    if (!points.ok) return points;
    applied.push({ ...p, points: points.value });
  }
  return ok({
    method,
    profile: profile.name,
    field,
    boards: resolved,
    ranking: rank(resolved, applied, method, field, top),
    penalties: applied,
    fouled,
  });
}

/** A Mitchell ranks each direction (one field with the arrow switch, as the plan says); inferred when the results do not say. */
export function fieldOf(results: Results): 'one' | 'two' {
  if (results.field !== undefined) return results.field;
  if (results.movement === 'mitchell') return 'two';
  if (results.movement !== null) return 'one';
  const ns = new Set<string>();
  const ew = new Set<string>();
  for (const b of results.boards)
    for (const r of b.results) {
      if (r.ns === r.ew) return 'two';
      ns.add(r.ns);
      ew.add(r.ew);
    }
  for (const p of ns) if (ew.has(p)) return 'one';
  return 'two';
}

type Weighted = readonly { readonly score: number; readonly weight: number }[];

function fromComponents(components: readonly Component[]): Weighted {
  return components.map((c) => ({ score: c.score, weight: c.weight / 100 }));
}

/** The score each side is scored with, and what the rest of the field compares with. */
function versions(r: TableResult): { ns: Weighted; ew: Weighted; field: Weighted } | null {
  const o = r.outcome;
  if (o.kind === 'artificial') return null;
  if (o.kind === 'played') {
    const w = fromComponents([o.component]);
    return { ns: w, ew: w, field: w };
  }
  const ns = fromComponents(o.NS);
  const ew = fromComponents(o.EW);
  const split = JSON.stringify(ns) !== JSON.stringify(ew);
  const field = split ? [...ns, ...ew].map((c) => ({ score: c.score, weight: c.weight / 2 })) : ns;
  return { ns, ew, field };
}

const expected = (w: Weighted) => w.reduce((a, c) => a + c.score * c.weight, 0);

/** Matchpoints of `a` against `b` for North–South: 2 a score beaten, 1 a tie, weighted. */
function mpAgainst(a: Weighted, b: Weighted): number {
  let total = 0;
  for (const x of a)
    for (const y of b) total += x.weight * y.weight * (x.score > y.score ? 2 : x.score === y.score ? 1 : 0);
  return total;
}

function impsAgainst(a: Weighted, b: Weighted): number {
  let total = 0;
  for (const x of a) for (const y of b) total += x.weight * y.weight * imps(x.score - y.score);
  return total;
}

function scoreBoard(
  board: BoardResults,
  groups: readonly FouledGroup[] | null,
  method: Method,
  most: number,
  top: number,
): ScoredBoard {
  const parts: readonly (readonly number[])[] = groups
    ? groups.map((g) => g.results)
    : [board.results.map((_, i) => i)];
  const groupOf = new Map<number, number>();
  parts.forEach((indices, g) => {
    for (const i of indices) groupOf.set(i, g);
  });
  const points = new Map<number, { ns: number; ew: number }>();
  const data: number[] = [];
  for (const indices of parts) {
    const real = indices
      .map((i) => ({ i, v: versions(board.results[i] as TableResult) }))
      .filter((x): x is { i: number; v: NonNullable<ReturnType<typeof versions>> } => x.v !== null);
    const n = real.length;
    const datum = butlerDatum(real.map((x) => expected(x.v.field)));
    data.push(datum);
    for (const { i, v } of real) {
      const others = real.filter((x) => x.i !== i).map((x) => x.v.field);
      let ns = 0;
      let ew = 0;
      if (method === 'mp') {
        const rawNs = others.reduce((a, f) => a + mpAgainst(v.ns, f), 0);
        const rawEw = others.reduce((a, f) => a + 2 - mpAgainst(v.ew, f), 0);
        ns = neuberg(rawNs, n, most);
        ew = neuberg(rawEw, n, most);
      } else if (method === 'cross-imp') {
        if (others.length > 0) {
          ns = others.reduce((a, f) => a + impsAgainst(v.ns, f), 0) / others.length;
          ew = negate(others.reduce((a, f) => a + impsAgainst(v.ew, f), 0) / others.length);
        }
      } else if (method === 'butler') {
        const d = [{ score: datum, weight: 1 }];
        ns = impsAgainst(v.ns, d);
        ew = negate(impsAgainst(v.ew, d));
      } else {
        ns = expected(v.ns);
        ew = negate(expected(v.ew));
      }
      points.set(i, { ns, ew });
    }
  }
  return {
    board: board.board,
    top: method === 'mp' ? top : null,
    groups,
    datum: method === 'butler' ? data : null,
    results: board.results.map((r, i) => {
      const v = versions(r);
      const p = points.get(i) ?? { ns: 0, ew: 0 };
      const ns = v === null ? null : expected(v.ns);
      const ew = v === null ? null : expected(v.ew);
      return {
        result: r,
        score: ns,
        scoreEW: ew !== ns ? ew : null,
        nsPoints: p.ns,
        ewPoints: p.ew,
        group: groupOf.get(i) ?? 0,
      };
    }),
  };
}

/** Neuberg: matchpoints `p` on a board of `n` comparable results, scaled to `most` results. */
export function neuberg(p: number, n: number, most: number): number {
  if (n === most || n === 0) return p;
  return ((p + 1) * most) / n - 1;
}

/**
 * Butler datum: the mean of the scores, without the highest and the lowest when there are 5 or
 * more, rounded to the nearest 10 (a half rounds away from zero).
 */
export function butlerDatum(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const sorted = [...scores].sort((a, b) => a - b);
  const used = sorted.length >= 5 ? sorted.slice(1, -1) : sorted;
  const mean = used.reduce((a, b) => a + b, 0) / used.length;
  return Math.sign(mean) * Math.round(Math.abs(mean) / 10) * 10;
}

function artificialPoints(
  a: Artificial,
  method: Method,
  profile: Profile,
  top: number,
  session: number | null,
): number {
  if (method === 'mp') {
    const percent = 'percent' in a ? a.percent : awardPercent(profile, a.award, session);
    return (percent * top) / 100;
  }
  if (method === 'total') return 0;
  return 'percent' in a ? percentToImps(a.percent) : profile.imps[a.award];
}

function penaltyPoints(p: Penalty, method: Method, top: number): Result<number, ScoringError> {
  const wrong = (unit: string) =>
    err({
      kind: 'penalty-unit' as const,
      board: p.board,
      pair: p.pair,
      message: `under ${method} a penalty is given as ${unit}`,
    });
  if (method === 'mp') return p.fraction === null ? wrong('a fraction of a top') : ok(p.fraction * top);
  if (method === 'total') return p.totalPoints === null ? wrong('total points') : ok(p.totalPoints);
  return p.imps === null ? wrong('IMPs') : ok(p.imps);
}

function rank(
  boards: readonly ScoredBoard[],
  penalties: readonly AppliedPenalty[],
  method: Method,
  field: 'one' | 'two',
  top: number,
): RankEntry[] {
  type Acc = {
    pair: string;
    direction: Side | null;
    points: number;
    tops: number;
    boards: number;
    penalties: number;
  };
  const acc = new Map<string, Acc>();
  const entry = (pair: string, side: Side): Acc => {
    const k = field === 'two' ? `${side}:${pair}` : pair;
    let a = acc.get(k);
    if (a === undefined) {
      a = { pair, direction: field === 'two' ? side : null, points: 0, tops: 0, boards: 0, penalties: 0 };
      acc.set(k, a);
    }
    return a;
  };
  const sideOnBoard = new Map<string, Side>();
  for (const b of boards)
    for (const s of b.results) {
      for (const side of ['NS', 'EW'] as const) {
        const pair = side === 'NS' ? s.result.ns : s.result.ew;
        const a = entry(pair, side);
        a.points += side === 'NS' ? s.nsPoints : s.ewPoints;
        a.tops += top;
        a.boards += 1;
        sideOnBoard.set(`${b.board}|${pair}`, side);
      }
    }
  for (const p of penalties) {
    const side = p.direction ?? sideOnBoard.get(`${p.board}|${p.pair}`) ?? 'NS';
    const a = entry(p.pair, side);
    a.points -= p.points;
    a.penalties += p.points;
  }
  const entries = [...acc.values()].map((a) => ({
    ...a,
    percentage: method === 'mp' && a.tops > 0 ? round2((100 * a.points) / a.tops) : null,
  }));
  const value = (e: (typeof entries)[number]) => (method === 'mp' ? (e.percentage ?? 0) : round2(e.points));
  const out: RankEntry[] = [];
  const directions: (Side | null)[] = field === 'two' ? ['NS', 'EW'] : [null];
  for (const d of directions) {
    const list = entries
      .filter((e) => e.direction === d)
      .sort((x, y) => value(y) - value(x) || compareIds(x.pair, y.pair));
    list.forEach((e, i) => {
      const first = list.findIndex((o) => value(o) === value(e));
      out.push({
        pair: e.pair,
        direction: e.direction,
        points: round2(e.points),
        percentage: e.percentage,
        rank: first === -1 ? i + 1 : first + 1,
        boards: e.boards,
        penalties: round2(e.penalties),
      });
    });
  }
  return out;
}

/** Team match (Law 78B): each board's two results IMPed; ±3 IMPs for an artificial score (Law 86). */
function scoreTeams(
  results: Results,
  profile: Profile,
  fouled: FouledReport[],
): Result<SessionScore, ScoringError> {
  const teams = results.teams;
  if (teams === null)
    return err({
      kind: 'teams-missing',
      message: 'a team match needs "teams": { "A": [pairs], "B": [pairs] }',
    });
  const teamOf = (pair: string): 'A' | 'B' | null =>
    teams.A.includes(pair) ? 'A' : teams.B.includes(pair) ? 'B' : null;
  const totals = { A: 0, B: 0 };
  const boards: ScoredBoard[] = [];
  for (const b of results.boards) {
    // Team A's IMPs on the board, from each table's view.
    const asA = b.results.map((r) => {
      const nsTeam = teamOf(r.ns);
      const o = r.outcome;
      if (o.kind === 'artificial') {
        const forSide = (a: Artificial) =>
          'percent' in a ? percentToImps(a.percent) : profile.imps[a.award];
        return {
          kind: 'artificial' as const,
          A: nsTeam === 'A' ? forSide(o.NS) : forSide(o.EW),
          B: nsTeam === 'A' ? forSide(o.EW) : forSide(o.NS),
        };
      }
      const v = versions(r);
      const score = v === null ? 0 : expected(v.ns);
      return { kind: 'score' as const, aScore: nsTeam === 'A' ? score : -score };
    });
    let a = 0;
    let bImps = 0;
    const artificial = asA.find((x) => x.kind === 'artificial');
    if (artificial && artificial.kind === 'artificial') {
      a = artificial.A;
      bImps = artificial.B;
    } else {
      const scores = asA.map((x) => (x.kind === 'score' ? x.aScore : 0));
      if (scores.length === 2) {
        a = imps((scores[0] as number) + (scores[1] as number));
        bImps = -a;
      }
      // 1997 25B2(b)(2): a capped team scores at most average minus; the other keeps its IMPs.
      for (const r of b.results) {
        const o = r.outcome;
        if (o.kind !== 'played' || o.cap === undefined) continue;
        const capped = teamOf(o.cap === 'NS' ? r.ns : r.ew);
        if (capped === 'A') a = Math.min(a, profile.imps['A-']);
        else if (capped === 'B') bImps = Math.min(bImps, profile.imps['A-']);
      }
    }
    totals.A += a;
    totals.B += bImps;
    boards.push({
      board: b.board,
      top: null,
      groups: null,
      datum: null,
      results: b.results.map((r) => {
        const v = versions(r);
        const nsA = teamOf(r.ns) === 'A';
        return {
          result: r,
          score: v === null ? null : expected(v.ns),
          scoreEW: null,
          nsPoints: nsA ? a : bImps,
          ewPoints: nsA ? bImps : a,
          group: 0,
        };
      }),
    });
  }
  const applied: AppliedPenalty[] = [];
  for (const p of results.penalties) {
    if (p.imps === null)
      return err({
        kind: 'penalty-unit',
        board: p.board,
        pair: p.pair,
        message: 'in a team match a penalty is given in IMPs',
      });
    applied.push({ ...p, points: p.imps });
    const t = teamOf(p.pair);
    if (t) totals[t] -= p.imps;
  }
  const ranking: RankEntry[] = (['A', 'B'] as const)
    .map((t) => ({ t, points: round2(totals[t]) }))
    .sort((x, y) => y.points - x.points)
    .map((e, i, all) => ({
      pair: e.t,
      direction: null,
      points: e.points,
      percentage: null,
      rank: i > 0 && all[0]?.points === e.points ? 1 : i + 1,
      boards: results.boards.length,
      penalties: round2(applied.filter((p) => teamOf(p.pair) === e.t).reduce((s, p) => s + p.points, 0)),
    }));
  return ok({
    method: 'teams',
    profile: profile.name,
    field: 'one',
    boards,
    ranking,
    penalties: applied,
    fouled,
  });
}

/** −x, without a negative zero. */
function negate(x: number): number {
  return x === 0 ? 0 : -x;
}

export function round2(x: number): number {
  const r = Math.round(x * 100) / 100;
  return Object.is(r, -0) ? 0 : r;
}

function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : a.localeCompare(b);
}
