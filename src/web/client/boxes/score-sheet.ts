/**
 * Auction Bridge's score sheet (Whist Club 1912, Laws 3–11): two columns, one a side; above the
 * line the honours, the chicane, undertricks, slams, the bonus of a doubled declaration made and
 * the revoke penalties of Law 84; below it the trick points towards game (30, Law 2). Each entry
 * with its reason and its law, then each side's total and how far each stands towards game. Drawn
 * from the result's `entries` (the engine scores; this only lays the sheet out). Pure.
 */
import type { TableView } from '../../../server/engine.js';
import { fill } from '../i18n.js';
import { lawsText } from '../text.js';
import type { BoxContext } from './box.js';
import { esc } from './html.js';
import { BOX_WORDS } from './words.js';

type Entry = NonNullable<NonNullable<TableView['result']>['entries']>[number];
const SIDES = ['NS', 'EW'] as const;

/** Law 2: a game is 30 points or more below the line. */
export const GAME = 30;

function reasonText(ctx: BoxContext, reason: string): string {
  const reasons: { readonly [r: string]: string } = BOX_WORDS[ctx.lang].reasons;
  return reasons[reason] ?? reason.replace(/-/g, ' ');
}

function column(ctx: BoxContext, entries: readonly Entry[], side: 'NS' | 'EW'): string {
  const items = entries
    .filter((e) => e.side === side)
    .map(
      (e) =>
        `<li data-reason="${esc(e.reason)}"><b>${e.points}</b> ${esc(reasonText(ctx, e.reason))} <small>(${esc(lawsText(ctx.lang, e.laws))})</small></li>`,
    )
    .join('');
  return `<td data-side="${side}"><ul>${items}</ul></td>`;
}

export function scoreSheet(view: TableView, ctx: BoxContext): string {
  const entries = view.result?.entries;
  if (entries === undefined) return '';
  const b = BOX_WORDS[ctx.lang];
  const above = entries.filter((e) => e.line === 'above');
  const below = entries.filter((e) => e.line === 'below');
  const sum = (side: 'NS' | 'EW', list: readonly Entry[]) =>
    list.filter((e) => e.side === side).reduce((n, e) => n + e.points, 0);
  const side = (s: 'NS' | 'EW') => b.sides[s];
  const head = SIDES.map((s) => `<th scope="col">${esc(side(s))}</th>`).join('');
  const totals = SIDES.map((s) => `<td><b>${sum(s, entries)}</b></td>`).join('');
  const towards = fill(b.towardsGame, {
    ns: `${side('NS')} ${sum('NS', below)}`,
    ew: `${side('EW')} ${sum('EW', below)}`,
  });
  const games = SIDES.filter((s) => sum(s, below) >= GAME)
    .map((s) => `<p>${esc(fill(b.gameMade, { side: side(s) }))}</p>`)
    .join('');
  return `<div class="score-sheet" data-testid="score-sheet" style="flex:1 1 100%"><h3>${esc(b.scoreSheet)}</h3>
<table><thead><tr><th></th>${head}</tr></thead><tbody>
<tr class="above" data-line="above"><th scope="row">${esc(b.above)}</th>${SIDES.map((s) => column(ctx, above, s)).join('')}</tr>
<tr class="below" data-line="below"><th scope="row">${esc(b.below)}</th>${SIDES.map((s) => column(ctx, below, s)).join('')}</tr>
<tr><th scope="row">${esc(b.total)}</th>${totals}</tr></tbody></table><p>${esc(towards)}</p>${games}</div>`;
}
