/**
 * Auction Bridge's table (Whist Club of New York, 1912): the declaration box — Pass, double,
 * redouble, and one to seven in spades, clubs, diamonds, hearts, royal spades and no trumps, in
 * Law 4's order of the value of a trick (spades 2, clubs 6, diamonds 7, hearts 8, royal spades
 * 9, no trumps 10), so that sufficiency by value (Law 44: "Three Spades" outranks "One Club") can
 * be read off the box; the calls the code allows the viewer now outlined (its doubling limits,
 * Laws 53–56; a debarred player's calls, 50 and 65). Any call may be made — out of turn (49, 57),
 * insufficient or impossible (50) — and the adversaries' decision on it comes to the director's
 * panel. Beside it the declarations so far, a call held while the adversaries decide, the
 * players debarred, and after the deal the score sheet in two columns (score-sheet.ts). Pure.
 */
import { fill } from '../i18n.js';
import { callLabel, lawsText, seatName } from '../text.js';
import { type Box, bridgeRows } from './box.js';
import { auctionGrid, bidBox, boxOrFolded, bridgeRole, callButtons } from './contract-bridge.js';
import { esc } from './html.js';
import { scoreSheet } from './score-sheet.js';
import { BOX_WORDS } from './words.js';

/** The declarations by Law 4's value of a trick, lowest first. */
export const AUCTION_STRAINS = ['S', 'C', 'D', 'H', 'RS', 'NT'] as const;

/** Every call of Auction Bridge, in the box's order: Pass, X, XX, then 1♠ … 7NT by value. */
export const AUCTION_CALLS: readonly string[] = (() => {
  const calls = ['P', 'X', 'XX'];
  for (let level = 1; level <= 7; level++)
    for (const strain of AUCTION_STRAINS) calls.push(`${level}${strain}`);
  return calls;
})();

/** Declarations of eight, impossible (Law 50): a player may still say one, and the code judges it. */
export const IMPOSSIBLE_CALLS: readonly string[] = AUCTION_STRAINS.map((s) => `8${s}`);

export const AUCTION_BRIDGE_BOX: Box = {
  calls(view, ctx) {
    const part = view.part.auctionBridge;
    if (part === undefined) return '';
    const b = BOX_WORDS[ctx.lang];
    const held =
      part.held === null
        ? ''
        : `<p data-testid="held">${esc(fill(b.held, { seat: seatName(ctx.lang, part.held.seat), call: callLabel(ctx.lang, part.held.call) }))}</p>`;
    const debarred = part.debarred
      .map(
        (d) =>
          `<li>${esc(fill(d.doubles ? b.debarredDoubles : b.debarred, { seat: seatName(ctx.lang, d.seat), laws: lawsText(ctx.lang, d.laws) }))}</li>`,
      )
      .join('');
    const open = view.phase === 'auction';
    const values = `<p class="hint">${esc(b.trickValues)}</p>`;
    const box =
      view.phase === 'ended' || (part.calls.length === 0 && !open)
        ? ''
        : boxOrFolded(
            ctx,
            open,
            `${values}${bidBox(ctx, AUCTION_CALLS, view.calls, 'bidbox declarations')}<details class="late-calls"><summary>${esc(b.impossible)}</summary>${callButtons(ctx, IMPOSSIBLE_CALLS, view.calls, 'bidbox declarations')}</details>`,
          );
    return `<section class="box" data-testid="calls" data-game="auction-bridge"><h2>${esc(b.declarations)}</h2>${auctionGrid(ctx, view.board.dealer, part.calls)}${held}${debarred === '' ? '' : `<ul>${debarred}</ul>`}${box}</section>`;
  },
  beside: () => '',
  role: bridgeRole,
  rows: (_view, cards) => bridgeRows(cards),
  score: (view, ctx) => scoreSheet(view, ctx),
  cardAct: () => 'play',
  hint(view, ctx) {
    if (!ctx.live || ctx.demo !== 'auction-bridge') return null;
    return view.seq === 0 && view.phase === 'play' ? BOX_WORDS[ctx.lang].hints['auction-bridge'] : null;
  },
};
