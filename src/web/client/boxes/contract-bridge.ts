/**
 * Contract bridge's table (WBF Laws 1997, 2007, 2017): the bidding box — Pass, X, XX, 1♣ … 7NT —
 * on every seat's screen, with which a player may make any call: in turn or out of it (Laws
 * 28–32), insufficient (27), inadmissible (35–38), and after the final pass (39, the box then
 * folded under its own heading). The calls the laws allow the viewer now are outlined
 * (`view.calls`); the engine judges whatever is called. Pure.
 */
import type { TableView } from '../../../server/engine.js';
import { WORDS } from '../i18n.js';
import { callLabel, callName, seatName } from '../text.js';
import { type Box, type BoxContext, bridgeRows, SEATS } from './box.js';
import { esc } from './html.js';
import { BOX_WORDS } from './words.js';

/** Every call of contract bridge, in the box's order: Pass, X, XX, then 1♣ to 7NT. */
export const CONTRACT_CALLS: readonly string[] = (() => {
  const calls = ['P', 'X', 'XX'];
  for (let level = 1; level <= 7; level++)
    for (const strain of ['C', 'D', 'H', 'S', 'NT']) calls.push(`${level}${strain}`);
  return calls;
})();

/** The calls so far, a column a seat from the dealer's. */
export function auctionGrid(
  ctx: BoxContext,
  dealer: string,
  calls: readonly { readonly call: string }[],
  awaiting: readonly { readonly seat: string; readonly call: string }[] = [],
): string {
  const start = SEATS.indexOf(dealer as (typeof SEATS)[number]);
  const cells: string[] = SEATS.map((s) => `<b>${esc(seatName(ctx.lang, s))}</b>`);
  for (let i = 0; i < start; i++) cells.push('<span></span>');
  for (const c of calls)
    cells.push(
      `<span aria-label="${esc(callName(ctx.lang, c.call))}">${esc(callLabel(ctx.lang, c.call))}</span>`,
    );
  // The calls awaiting the ruling, each in its caller's column (one out of rotation leaves the
  // columns it skipped empty), marked so that no one takes them for calls that stand.
  let at = start + calls.length;
  for (const c of awaiting) {
    const column = SEATS.indexOf(c.seat as (typeof SEATS)[number]);
    if (column < 0) continue;
    while (at % 4 !== column) {
      cells.push('<span></span>');
      at += 1;
    }
    const label = `${callName(ctx.lang, c.call)} — ${BOX_WORDS[ctx.lang].awaiting}`;
    cells.push(
      `<span class="awaiting" data-awaiting="${esc(c.call)}" aria-label="${esc(label)}" title="${esc(label)}">${esc(callLabel(ctx.lang, c.call))}</span>`,
    );
    at += 1;
  }
  // The key to the marking, for those who see it rather than hear it.
  const key =
    awaiting.length === 0
      ? ''
      : `<p class="awaiting-key" aria-hidden="true"><span class="awaiting">&nbsp;&nbsp;</span> ${esc(BOX_WORDS[ctx.lang].awaiting)}</p>`;
  return `<div class="auction" data-testid="auction">${cells.join('')}</div>${key}`;
}

/** The calls that are not bids, on a row of their own above the bids' grid. */
const SPECIALS = ['P', 'X', 'XX'];

/** A bidding box: pass, double and redouble on their own row, then the bids, a level a row. */
export function bidBox(
  ctx: BoxContext,
  calls: readonly string[],
  legal: readonly string[],
  cls: string,
): string {
  const specials = calls.filter((c) => SPECIALS.includes(c));
  const bids = calls.filter((c) => !SPECIALS.includes(c));
  return `${callButtons(ctx, specials, legal, 'bidbox specials')}${callButtons(ctx, bids, legal, cls)}`;
}

/** A box of call buttons; `legal` outlined. */
export function callButtons(
  ctx: BoxContext,
  calls: readonly string[],
  legal: readonly string[],
  cls: string,
): string {
  const buttons = calls
    .map((c) => {
      const allowed = legal.includes(c);
      return `<button data-call="${esc(c)}" class="${allowed ? 'legal' : ''}"><span aria-hidden="true">${esc(callLabel(ctx.lang, c))}</span><span class="sr">${esc(callName(ctx.lang, c))}</span></button>`;
    })
    .join('');
  return `<div class="${cls}" role="group" aria-label="${esc(WORDS[ctx.lang].auction)}">${buttons}</div>`;
}

/** The director's choice of the seat his box calls for: the seat due to call, or any seat. */
export function callerSelect(ctx: BoxContext): string {
  if (!ctx.director) return '';
  const b = BOX_WORDS[ctx.lang];
  const options = ['', ...SEATS]
    .map(
      (s) =>
        `<option value="${s}" ${ctx.caller === s ? 'selected' : ''}>${esc(s === '' ? b.seatDue : seatName(ctx.lang, s))}</option>`,
    )
    .join('');
  return `<p><label>${esc(b.callAs)} <select id="caller">${options}</select></label></p>`;
}

/**
 * The box of calls: open while the auction lasts, folded under "a call now" once it has closed
 * (a call after the final pass is still a possible act, judged by the laws).
 */
export function boxOrFolded(ctx: BoxContext, auction: boolean, buttons: string): string {
  if (!ctx.live) return '';
  const hint = `<p class="hint">${esc(BOX_WORDS[ctx.lang].legalHint)}</p>${callerSelect(ctx)}`;
  return auction
    ? `${hint}${buttons}`
    : `<details class="late-calls"><summary>${esc(BOX_WORDS[ctx.lang].afterClose)}</summary>${callerSelect(ctx)}${buttons}</details>`;
}

/** Declarer and dummy, once known. */
export function bridgeRole(view: TableView, seat: string, ctx: BoxContext): string {
  const w = WORDS[ctx.lang];
  return seat === view.declarer ? w.declarer : seat === view.dummy ? w.dummy : '';
}

export const CONTRACT_BRIDGE_BOX: Box = {
  calls(view, ctx) {
    if (view.auction.length === 0 && view.phase !== 'auction') return '';
    const open = view.phase === 'auction';
    // A board passed out still takes a call after the final pass (Law 39; 37A may reopen it).
    const passedOut = view.phase === 'ended' && view.contract === null;
    const box =
      view.phase === 'ended' && !passedOut
        ? ''
        : boxOrFolded(ctx, open, bidBox(ctx, CONTRACT_CALLS, view.calls, 'bidbox'));
    return `<section class="box" data-testid="calls" data-game="contract-bridge"><h2>${esc(WORDS[ctx.lang].auction)}</h2>${auctionGrid(ctx, view.board.dealer, view.auction, ctx.awaiting ?? [])}${box}</section>`;
  },
  beside: () => '',
  role: bridgeRole,
  rows: (_view, cards) => bridgeRows(cards),
  score: () => '',
  cardAct: () => 'play',
  hint(view, ctx) {
    if (!ctx.live) return null;
    if (view.seq === 0 && view.phase === 'play') return WORDS[ctx.lang].demoHint;
    // The auction demo: North has opened and South is about to bid out of turn.
    if (ctx.demo === 'auction' && view.phase === 'auction' && view.irregularities.length === 0)
      return BOX_WORDS[ctx.lang].hints.auction;
    return null;
  },
};
