/**
 * The results page: one self-contained HTML document (no script, no outside resource) with the
 * ranking, and for each board its hand diagram, double-dummy table and par (src/solver), the
 * traveller, the rulings given at its tables with their laws, the Law 87 groups and the Law 90
 * penalties. Readable on a phone (one column, tables scroll sideways within their box) and
 * printable (a board is not split across pages; colours are not needed to read it).
 *
 * Pure; the double-dummy work is bounded by `timeLimitMs` per board (entries then lower bounds,
 * and said so).
 */
import type { Suit } from '../core/card.js';
import { SUIT_SYMBOLS } from '../core/card.js';
import { ranksIn } from '../core/card-set.js';
import { dealFromPbn } from '../core/deal.js';
import { SEAT_NAMES, SEATS, type Seat } from '../core/seat.js';
import { par } from '../solver/par.js';
import { ddTable } from '../solver/table.js';
import { escapeMarkup as h } from './markup.js';
import type { BoardResults, Results } from './results.js';
import { round2, type ScoredBoard, type SessionScore } from './scoring.js';

export type PageOptions = {
  /** Solve each board's deal double dummy (default true). */
  readonly analyse?: boolean;
  readonly timeLimitMs?: number;
  readonly title?: string;
};

const METHOD_NAMES: { readonly [M in SessionScore['method']]: string } = {
  mp: 'Matchpoints (Law 78A)',
  'cross-imp': 'Cross-IMPs (Law 78B)',
  butler: 'Butler IMPs (Law 78B)',
  total: 'Total points (Law 78C)',
  teams: 'Team match, IMPs (Law 78B)',
};

const STYLE = `
:root { font-family: system-ui, sans-serif; line-height: 1.4; color: #111; background: #fff; }
body { margin: 0 auto; padding: 0.75rem; max-width: 60rem; }
h1 { font-size: 1.4rem; margin: 0.2rem 0 0.6rem; }
h2 { font-size: 1.15rem; margin: 1.2rem 0 0.4rem; border-bottom: 2px solid #333; }
h3 { font-size: 1rem; margin: 0.8rem 0 0.3rem; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #999; padding: 0.2rem 0.45rem; text-align: right; white-space: nowrap; }
th { background: #eee; }
td.text, th.text { text-align: left; white-space: normal; }
.board { margin-bottom: 1.5rem; break-inside: avoid; page-break-inside: avoid; }
.facts { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; }
.diagram { display: grid; grid-template-columns: repeat(3, minmax(5.5rem, auto)); gap: 0.2rem 0.6rem; }
.diagram .hand { font-family: ui-monospace, monospace; font-size: 0.95rem; }
.diagram .label { font-weight: bold; }
.red { color: #b00; }
.note { font-size: 0.9rem; color: #333; }
ul.rulings { margin: 0.3rem 0; padding-left: 1.2rem; }
@media (max-width: 30rem) {
  body { padding: 0.5rem; }
  th, td { padding: 0.15rem 0.3rem; font-size: 0.85rem; }
}
@media print {
  body { max-width: none; padding: 0; font-size: 10pt; }
  .scroll { overflow: visible; }
  a { color: inherit; text-decoration: none; }
}
`;

export function resultsPage(results: Results, score: SessionScore, options: PageOptions = {}): string {
  const title = options.title ?? results.event ?? 'Session results';
  const body: string[] = [];
  body.push(`<h1>${h(title)}</h1>`);
  body.push(`<p class="note">${h(METHOD_NAMES[score.method])}; scoring profile ${h(score.profile)}.</p>`);
  body.push(ranking(score));
  if (score.penalties.length > 0) {
    body.push('<h2>Procedural penalties</h2><ul class="rulings">');
    for (const p of score.penalties)
      body.push(
        `<li>Board ${p.board}, pair ${h(p.pair)}: −${round2(p.points)} (${h(p.law)})${p.reason === '' ? '' : ` — ${h(p.reason)}`}</li>`,
      );
    body.push('</ul>');
  }
  body.push('<h2>Boards</h2>');
  body.push(
    `<nav class="note">${score.boards.map((b) => `<a href="#board-${b.board}">${b.board}</a>`).join(' · ')}</nav>`,
  );
  for (const b of score.boards) {
    const record = results.boards.find((r) => r.board === b.board);
    if (record) body.push(board(record, b, score, options));
  }
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${h(title)}</title>
<style>${STYLE}</style>
</head>
<body>
${body.join('\n')}
</body>
</html>
`;
}

function ranking(score: SessionScore): string {
  const out: string[] = [];
  const groups: { title: string; direction: 'NS' | 'EW' | null }[] =
    score.field === 'two'
      ? [
          { title: 'Ranking, North–South', direction: 'NS' },
          { title: 'Ranking, East–West', direction: 'EW' },
        ]
      : [{ title: score.method === 'teams' ? 'Match' : 'Ranking', direction: null }];
  for (const g of groups) {
    out.push(`<h2>${h(g.title)}</h2><div class="scroll"><table><thead><tr>`);
    out.push(
      `<th>Rank</th><th class="text">${score.method === 'teams' ? 'Team' : 'Pair'}</th><th>${score.method === 'mp' ? 'MP' : score.method === 'total' ? 'Points' : 'IMPs'}</th>${score.method === 'mp' ? '<th>%</th>' : ''}<th>Boards</th>`,
    );
    out.push('</tr></thead><tbody>');
    for (const e of score.ranking.filter((x) => x.direction === g.direction))
      out.push(
        `<tr><td>${e.rank}</td><td class="text">${h(e.pair)}</td><td>${e.points}</td>${score.method === 'mp' ? `<td>${e.percentage ?? ''}</td>` : ''}<td>${e.boards}</td></tr>`,
      );
    out.push('</tbody></table></div>');
  }
  return out.join('\n');
}

function suitLine(cards: ReturnType<typeof ranksIn>, suit: Suit): string {
  const red = suit === 'H' || suit === 'D';
  const symbol = red ? `<span class="red">${SUIT_SYMBOLS[suit]}</span>` : SUIT_SYMBOLS[suit];
  return `${symbol} ${cards.length === 0 ? '—' : cards.join('').replace(/T/g, '10')}`;
}

function board(record: BoardResults, scored: ScoredBoard, score: SessionScore, options: PageOptions): string {
  const out: string[] = [`<section class="board" id="board-${record.board}">`];
  out.push(
    `<h3>Board ${record.board} — dealer ${SEAT_NAMES[record.dealer]}, ${vulText(record.vulnerable)}</h3>`,
  );
  const deal = record.deal === null ? null : dealFromPbn(record.deal);
  if (deal?.ok) {
    out.push('<div class="facts">');
    const hand = (seat: Seat) =>
      `<div class="hand" aria-label="${SEAT_NAMES[seat]}"><span class="label">${SEAT_NAMES[seat]}</span><br>${(['S', 'H', 'D', 'C'] as const).map((s) => suitLine(ranksIn(deal.value.hands[seat], s), s)).join('<br>')}</div>`;
    out.push(
      `<div class="diagram"><div></div>${hand('N')}<div></div>${hand('W')}<div></div>${hand('E')}<div></div>${hand('S')}<div></div></div>`,
    );
    if (options.analyse !== false) {
      const t = ddTable(deal.value.hands, { timeLimitMs: options.timeLimitMs ?? 20000 });
      if (t.ok) {
        const strains = ['NT', 'S', 'H', 'D', 'C'] as const;
        const p = par(t.value, record.vulnerable, record.dealer);
        out.push('<div class="scroll"><table aria-label="double-dummy tricks"><thead><tr><th></th>');
        out.push(strains.map((s) => `<th>${s === 'NT' ? 'NT' : SUIT_SYMBOLS[s]}</th>`).join(''));
        out.push('</tr></thead><tbody>');
        for (const seat of SEATS)
          out.push(
            `<tr><th>${seat}</th>${strains.map((s) => `<td>${t.value.tricks[seat][s]}</td>`).join('')}</tr>`,
          );
        const contracts = p.contracts
          .map((c) => `${c.level}${c.strain}${c.risk} by ${c.declarers.join('/')}`)
          .join(', ');
        out.push(
          `</tbody></table><p class="note">Par: ${p.score > 0 ? '+' : ''}${p.score} NS${contracts === '' ? ' (passed out)' : `, ${h(contracts)}`}${t.value.exact ? '' : ' — search stopped early: tricks are lower bounds'}</p></div>`,
        );
      }
    }
    out.push('</div>');
  }
  const points = score.method === 'mp' ? 'MP' : score.method === 'total' ? 'Pts' : 'IMPs';
  out.push('<div class="scroll"><table><thead><tr>');
  out.push(
    `<th class="text">NS</th><th class="text">EW</th><th class="text">Contract</th><th>By</th><th>Tricks</th><th>NS score</th><th>${points} NS</th><th>${points} EW</th>${scored.groups ? '<th>Group</th>' : ''}`,
  );
  out.push('</tr></thead><tbody>');
  const rulings: string[] = [];
  for (const s of scored.results) {
    const o = s.result.outcome;
    let contract = '';
    let by = '';
    let tricks = '';
    if (o.kind === 'played') {
      contract = o.component.contract ?? '';
      by = o.component.declarer ?? '';
      tricks = o.component.tricks === null ? '' : String(o.component.tricks);
      // 1997 25B2(b)(2): the capped side's points are average minus at most.
      if (o.cap !== undefined) contract = `${contract} (${o.cap} at most A−, 1997 Law 25B2(b)(2))`.trim();
    } else if (o.kind === 'artificial') {
      const a = (x: typeof o.NS) => ('percent' in x ? `${x.percent}%` : x.award);
      contract = `Adjusted ${a(o.NS)} / ${a(o.EW)} (Law 12C2)`;
    } else {
      contract = `Assigned${o.NS.length > 1 || o.EW.length > 1 ? ', weighted' : ''} (Law 12C1)`;
    }
    out.push(
      `<tr><td class="text">${h(s.result.ns)}</td><td class="text">${h(s.result.ew)}</td><td class="text">${h(contract)}</td><td>${h(by)}</td><td>${tricks}</td><td>${s.score === null ? '' : round2(s.score)}</td><td>${round2(s.nsPoints)}</td><td>${round2(s.ewPoints)}</td>${scored.groups ? `<td>${s.group}</td>` : ''}</tr>`,
    );
    for (const r of s.result.rulings)
      rulings.push(
        `<li>${h(s.result.ns)}–${h(s.result.ew)}${s.result.table === null ? '' : `, table ${s.result.table}`}: ${h(r.text)} (${h(r.law)})</li>`,
      );
  }
  out.push('</tbody></table></div>');
  if (scored.top !== null) out.push(`<p class="note">Top ${scored.top}.</p>`);
  if (scored.groups)
    out.push(
      `<p class="note">Fouled board (Law 87): ${scored.groups
        .filter((g) => g.group > 0)
        .map((g) =>
          g.rotated !== null
            ? `group ${g.group} played the board rotated (each hand ${g.rotated} seat${g.rotated === 1 ? '' : 's'} clockwise)`
            : `group ${g.group} played with ${g.moved.map((m) => `${m.card} in ${SEAT_NAMES[m.to]}'s hand`).join(', ')}`,
        )
        .join('; ')}; each group scored separately (Law 87B).</p>`,
    );
  if (rulings.length > 0) out.push(`<h3>Rulings</h3><ul class="rulings">${rulings.join('')}</ul>`);
  out.push('</section>');
  return out.join('\n');
}

function vulText(v: BoardResults['vulnerable']): string {
  return v === 'None' ? 'nobody vulnerable' : v === 'All' ? 'both vulnerable' : `${v} vulnerable`;
}
