/**
 * The score sheet across deals (ADR 0104), drawn from the match the server sends with every
 * state (src/server/match.ts `MatchView`; the server scores, this only lays the sheet out):
 *
 * - Euchre (Somerset 1888): each deal's points by side in the order scored (law 4), each game
 *   won as it was won — its score, double when the losers failed to score (law 7) — the game in
 *   progress to five (law 2), the games won and the points of the rubber (laws 1, 7).
 * - Auction Bridge (Whist Club 1912): the two columns, one a side; above the line the honours,
 *   chicane, undertricks, slams, revoke penalties and the rubber's 250; below it the trick points,
 *   game by game (30 a game, Law 2); each side's total and the points of the rubber (Law 11).
 *
 * With it the "next deal" button, once the deal is over and the rubber goes on. Shown once a deal
 * of the match has ended. Pure.
 */
import type { AuctionSheet, EuchreSheet, MatchView } from '../../../server/match.js';
import { fill } from '../i18n.js';
import { lawsText, seatName } from '../text.js';
import type { BoxContext } from './box.js';
import { esc } from './html.js';
import { MATCH_WORDS } from './match-words.js';
import { BOX_WORDS } from './words.js';

const SIDES = ['NS', 'EW'] as const;

function euchreHtml(sheet: EuchreSheet, ctx: BoxContext): string {
  const m = MATCH_WORDS[ctx.lang];
  const side = BOX_WORDS[ctx.lang].sides;
  const rows = sheet.deals
    .map((d) => {
      const cells =
        d.redeal !== undefined
          ? `<td colspan="2">${esc(m.redeal[d.redeal])}</td>`
          : SIDES.map((s) => {
              const points = (d.points ?? []).filter((p) => p.side === s);
              const n = points.reduce((t, p) => t + p.points, 0);
              const laws = points.flatMap((p) => p.laws);
              return `<td data-side="${s}">${n === 0 ? '' : `<b>${n}</b> <small>(${esc(lawsText(ctx.lang, laws))})</small>`}</td>`;
            }).join('');
      const games = sheet.games
        .filter((g) => g.deal === d.deal)
        .map((g) => {
          const number = sheet.games.indexOf(g) + 1;
          const text = fill(m.gameWon, {
            g: String(number),
            side: side[g.winner],
            ns: String(g.score.NS),
            ew: String(g.score.EW),
          });
          return `<tr class="game-won" data-testid="game-won" data-winner="${g.winner}"><td colspan="4"><b>${esc(text)}</b>${g.value === 2 ? ` — ${esc(m.double)}` : ''}</td></tr>`;
        })
        .join('');
      return `<tr data-deal="${d.deal}"><th scope="row">${d.deal}</th><td>${esc(seatName(ctx.lang, d.dealer))}</td>${cells}</tr>${games}`;
    })
    .join('');
  const head = `<tr><th scope="col">${esc(m.deal)}</th><th scope="col">${esc(m.dealer)}</th>${SIDES.map((s) => `<th scope="col">${esc(side[s])}</th>`).join('')}</tr>`;
  const pair = (words: string, v: { readonly NS: number; readonly EW: number }) =>
    fill(words, { ns: `${side.NS} ${v.NS}`, ew: `${side.EW} ${v.EW}` });
  const lines = [
    sheet.complete ? '' : `<p data-testid="game-in-progress">${esc(pair(m.gameInProgress, sheet.score))}</p>`,
    `<p data-testid="games-won">${esc(pair(m.games, sheet.won))}</p>`,
    `<p data-testid="rubber-points">${esc(pair(m.rubberPoints, sheet.points))}</p>`,
    sheet.complete && sheet.winner !== null
      ? `<p data-testid="rubber-won"><b>${esc(fill(m.rubberWon, { side: side[sheet.winner] }))}</b></p>`
      : '',
  ].join('');
  return `<table class="match-deals"><thead>${head}</thead><tbody>${rows}</tbody></table>${lines}`;
}

function reasonText(ctx: BoxContext, reason: string): string {
  if (reason === 'rubber') return MATCH_WORDS[ctx.lang].rubberBonus;
  const reasons: { readonly [r: string]: string } = BOX_WORDS[ctx.lang].reasons;
  return reasons[reason] ?? reason.replace(/-/g, ' ');
}

function auctionHtml(sheet: AuctionSheet, ctx: BoxContext): string {
  const m = MATCH_WORDS[ctx.lang];
  const side = BOX_WORDS[ctx.lang].sides;
  type Entry = AuctionSheet['ledger'][number];
  const item = (e: Entry) =>
    `<li data-reason="${esc(e.reason)}" data-deal="${e.deal}" title="${esc(fill(m.dealNumber, { n: String(e.deal) }))}"><b>${e.points}</b> ${esc(reasonText(ctx, e.reason))} <small>#${e.deal} · ${esc(lawsText(ctx.lang, e.laws))}</small></li>`;
  const column = (entries: readonly Entry[], s: 'NS' | 'EW') =>
    `<td data-side="${s}" style="vertical-align:top"><ul style="list-style:none;padding:0;margin:0">${entries
      .filter((e) => e.side === s)
      .map(item)
      .join('')}</ul></td>`;
  const above = sheet.ledger.filter((e) => e.line === 'above');
  const played = Math.max(1, ...sheet.ledger.map((e) => e.game));
  const games: string[] = [];
  for (let g = 1; g <= played; g++) {
    const below = sheet.ledger.filter((e) => e.line === 'below' && e.game === g);
    const winner = sheet.gameWinners[g - 1];
    const won = winner === undefined ? '' : ` — ${side[winner]}`;
    games.push(
      `<tr class="below" data-line="below" data-game="${g}"><th scope="row">${esc(m.below)}: ${esc(fill(m.gameHeading, { g: String(g) }))}${esc(won)}</th>${SIDES.map((s) => column(below, s)).join('')}</tr>`,
    );
  }
  const totals = sheet.totals;
  const head = SIDES.map((s) => `<th scope="col">${esc(side[s])}</th>`).join('');
  const result =
    sheet.winner === null
      ? ''
      : `<p data-testid="rubber-won"><b>${esc(
          totals.ahead === null
            ? m.level
            : fill(m.rubberResult, { side: side[totals.ahead], n: String(totals.points) }),
        )}</b></p>`;
  const towards = fill(BOX_WORDS[ctx.lang].towardsGame, {
    ns: `${side.NS} ${sheet.below.NS}`,
    ew: `${side.EW} ${sheet.below.EW}`,
  });
  return `<table class="match-columns"><thead><tr><th></th>${head}</tr></thead><tbody>
<tr class="above" data-line="above"><th scope="row">${esc(m.above)}</th>${SIDES.map((s) => column(above, s)).join('')}</tr>
${games.join('')}
<tr data-testid="rubber-total"><th scope="row">${esc(m.total)}</th>${SIDES.map((s) => `<td data-side="${s}"><b>${totals.total[s]}</b></td>`).join('')}</tr></tbody></table>
<p data-testid="games-won">${esc(fill(MATCH_WORDS[ctx.lang].games, { ns: `${side.NS} ${sheet.games.NS}`, ew: `${side.EW} ${sheet.games.EW}` }))}</p>${sheet.winner === null ? `<p>${esc(towards)}</p>` : ''}${result}`;
}

/** The sheet and, when the deal is over, the next deal's button (none in a replay). */
export function matchSheetHtml(match: MatchView | null, ctx: BoxContext): string {
  // Nothing to show before the first deal has ended: the sheet comes with the first score.
  if (match === null || match.sheet.deals.length === 0) return '';
  const m = MATCH_WORDS[ctx.lang];
  const body = match.sheet.game === 'euchre' ? euchreHtml(match.sheet, ctx) : auctionHtml(match.sheet, ctx);
  const next =
    ctx.live && match.nextAllowed && match.nextDealer !== null
      ? `<p class="hint">${esc(m.nextDealHint)}</p><div class="acts"><button data-next-deal data-testid="next-deal">${esc(fill(m.nextDeal, { seat: seatName(ctx.lang, match.nextDealer) }))}</button></div>`
      : match.over
        ? `<p data-testid="rubber-over">${esc(m.over)}</p>`
        : '';
  return `<section class="box match-sheet" data-testid="match-sheet" data-deal="${match.deal}"><h2>${esc(m.rubber)} · ${esc(fill(m.dealNumber, { n: String(match.deal) }))}</h2>${next}${body}</section>`;
}
