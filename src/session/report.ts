/**
 * The scored session as JSON, in the shape `tablelaw session score --json` prints (documented in
 * docs/scoring.md): `{ method, profile, field, boards: [ { board, top, results: [ { ns, ew,
 * score: { NS }, ns_points, ew_points } ] } ], ranking: [ { pair, points, percentage, rank } ] }`.
 * Points are rounded to two decimals at most, never more. In a Mitchell (`field: "two"`) each
 * ranking entry carries `direction` ("NS" or "EW") and its rank within that direction, North–South
 * first. Keys that do not apply are left out: `top` and `percentage` under IMPs and total points,
 * `penalties` and `fouled` when there are none.
 */
import type { Artificial, Component, TableResult } from './results.js';
import { round2, type ScoredResult, type SessionScore } from './scoring.js';

type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

function artificialJson(a: Artificial): JsonValue {
  return 'percent' in a ? a.percent : a.award;
}

function componentJson(c: Component): { [key: string]: JsonValue } {
  return {
    ...(c.contract === null ? { score: { NS: c.score } } : { contract: c.contract }),
    ...(c.declarer === null ? {} : { declarer: c.declarer, tricks: c.tricks }),
    ...(c.contract !== null ? { score: { NS: c.score } } : {}),
    weight: c.weight,
  };
}

function resultJson(s: ScoredResult, grouped: boolean): { [key: string]: JsonValue } {
  const r: TableResult = s.result;
  const o = r.outcome;
  const where = {
    ...(r.table === null ? {} : { table: r.table }),
    ...(r.round === null ? {} : { round: r.round }),
  };
  let what: { [key: string]: JsonValue };
  if (o.kind === 'played') {
    const c = o.component;
    what = {
      ...(c.contract === null ? {} : { contract: c.contract }),
      ...(c.declarer === null ? {} : { declarer: c.declarer, tricks: c.tricks }),
      score: { NS: c.score },
      ...(o.cap === undefined ? {} : { cap: o.cap }),
    };
  } else if (o.kind === 'artificial') {
    what = { adjusted: { NS: artificialJson(o.NS), EW: artificialJson(o.EW) } };
  } else {
    const split = s.scoreEW !== null;
    what = {
      assigned: split
        ? { NS: o.NS.map(componentJson), EW: o.EW.map(componentJson) }
        : o.NS.map(componentJson),
      score: { NS: round2(s.score ?? 0) },
      ...(split ? { score_ew: { NS: round2(s.scoreEW ?? 0) } } : {}),
    };
  }
  return {
    ns: r.ns,
    ew: r.ew,
    ...where,
    ...what,
    ...(grouped ? { group: s.group } : {}),
    ns_points: round2(s.nsPoints),
    ew_points: round2(s.ewPoints),
    ...(r.rulings.length > 0 ? { rulings: r.rulings.map((x) => ({ law: x.law, text: x.text })) } : {}),
  };
}

export function sessionJson(score: SessionScore): { [key: string]: JsonValue } {
  return {
    method: score.method,
    profile: score.profile,
    field: score.field,
    boards: score.boards.map((b) => ({
      board: b.board,
      ...(b.top === null ? {} : { top: b.top }),
      ...(b.datum === null ? {} : { datum: b.datum.length === 1 ? (b.datum[0] as number) : [...b.datum] }),
      results: b.results.map((s) => resultJson(s, b.groups !== null)),
    })),
    ranking: score.ranking.map((e) => ({
      pair: e.pair,
      ...(e.direction === null ? {} : { direction: e.direction }),
      points: e.points,
      ...(e.percentage === null ? {} : { percentage: e.percentage }),
      rank: e.rank,
      ...(e.penalties === 0 ? {} : { penalties: e.penalties }),
    })),
    ...(score.penalties.length === 0
      ? {}
      : {
          penalties: score.penalties.map((p) => ({
            board: p.board,
            pair: p.pair,
            points: round2(p.points),
            law: p.law,
            ...(p.reason === '' ? {} : { reason: p.reason }),
          })),
        }),
    ...(score.fouled.length === 0
      ? {}
      : {
          fouled: score.fouled.map((f) => ({
            board: f.board,
            law: 'Law 87',
            groups: f.groups.map((g) => ({
              group: g.group,
              form:
                g.group === 0
                  ? 'hand record'
                  : g.rotated !== null
                    ? `rotated: each hand ${g.rotated} seat${g.rotated === 1 ? '' : 's'} clockwise`
                    : g.moved.map((m) => `${m.card} ${m.from}→${m.to}`).join(', '),
              tables: g.tables.map((t) => ({
                ns: t.ns,
                ew: t.ew,
                ...(t.table === null ? {} : { table: t.table }),
                ...(t.round === null ? {} : { round: t.round }),
              })),
            })),
          })),
        }),
  };
}
