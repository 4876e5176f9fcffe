/**
 * A PBN results file (PBN 2.1 §5): per board a game with its Board, Dealer, Vulnerable and, when
 * known, Deal, and a `ScoreTable` — the standard columns `PairId_NS`, `PairId_EW`, `Contract`,
 * `Declarer`, `Result` (declarer's tricks), `Score_NS`, then the points (`MP_NS`/`MP_EW` under
 * matchpoints, `IMP_NS`/`IMP_EW` under IMPs, `Points_NS`/`Points_EW` under total points), and
 * `Adjusted` for an artificial adjusted score (`A+/A-`, `60/40`); then a last game with the
 * `TotalScoreTable` (`Rank`, `PairId`, `Direction` in a Mitchell, `TotalScoreMP` or
 * `TotalScoreIMP`, `TotalPercentage` under matchpoints). `readResultsPbn` reads it back.
 */
import type { Results } from './results.js';
import { round2, type SessionScore } from './scoring.js';

/** A PBN string: `"` escaped, and a backslash only where it would be read as an escape. */
function quote(text: string): string {
  return `"${text.replace(/\\(?=["\\]|$)/g, '\\\\').replace(/"/g, '\\"')}"`;
}

function tag(name: string, value: string): string {
  return `[${name} ${quote(value)}]`;
}

function columnsFor(method: SessionScore['method']): readonly [string, string] {
  if (method === 'mp') return ['MP_NS', 'MP_EW'];
  if (method === 'total') return ['Points_NS', 'Points_EW'];
  return ['IMP_NS', 'IMP_EW'];
}

export function makeResultsPbn(results: Results, score: SessionScore): string {
  const lines: string[] = ['% PBN 2.1', '% EXPORT', ''];
  const [ptNs, ptEw] = columnsFor(score.method);
  for (const b of results.boards) {
    const scored = score.boards.find((s) => s.board === b.board);
    if (scored === undefined) continue;
    if (results.event !== null) lines.push(tag('Event', results.event));
    lines.push(tag('Board', String(b.board)), tag('Dealer', b.dealer), tag('Vulnerable', b.vulnerable));
    if (b.deal !== null) lines.push(tag('Deal', b.deal));
    lines.push(
      tag(
        'ScoreTable',
        `PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;${ptNs}\\6R;${ptEw}\\6R;Adjusted\\7L`,
      ),
    );
    for (const s of scored.results) {
      const o = s.result.outcome;
      const c = o.kind === 'played' ? o.component : null;
      const adjusted =
        o.kind === 'artificial'
          ? [o.NS, o.EW].map((a) => ('percent' in a ? String(a.percent) : a.award)).join('/')
          : '-';
      const cells = [
        quote(s.result.ns),
        quote(s.result.ew),
        c?.contract ?? '-',
        c?.declarer ?? '-',
        c?.tricks === null || c?.tricks === undefined ? '-' : String(c.tricks),
        s.score === null ? '-' : String(round2(s.score)),
        String(round2(s.nsPoints)),
        String(round2(s.ewPoints)),
        adjusted,
      ];
      lines.push(cells.join(' '));
    }
    lines.push('');
  }
  const total =
    score.method === 'mp' ? 'TotalScoreMP' : score.method === 'total' ? 'TotalScore' : 'TotalScoreIMP';
  if (results.event !== null) lines.push(tag('Event', results.event));
  lines.push(
    tag(
      'TotalScoreTable',
      `Rank\\2R;PairId\\2R;${score.field === 'two' ? 'Direction\\2L;' : ''}${total}\\7R${score.method === 'mp' ? ';TotalPercentage\\6R' : ''}`,
    ),
  );
  for (const e of score.ranking)
    lines.push(
      [
        String(e.rank),
        quote(e.pair),
        ...(score.field === 'two' ? [e.direction ?? '-'] : []),
        String(e.points),
        ...(score.method === 'mp' ? [String(e.percentage ?? '-')] : []),
      ].join(' '),
    );
  lines.push('');
  return lines.join('\n');
}
