/**
 * Euchre's table (Somerset Club, 1888): five-card hands sorted with the bowers among the trumps
 * (law 5: the right bower, the knave of the trump suit, then the left, the knave of the same
 * colour, then ace, king, queen, ten …); the trump card turned up on the pack beside the dealer
 * (law 91), then taken up, turned down or played; the making of the trump in turn — order it up,
 * assist, pass, take it up or turn it down in the first round (laws 74–76), another suit named in
 * the second (77), alone at a suit (93–98) — with every call of the making on the box whoever's
 * turn it is (the calls the laws allow the viewer now outlined; a call out of turn or when barred
 * is recorded and judged); the lone player and his partner's hand lying face down (101); the
 * dealer's discard face down under the pack — the card itself drawn for the dealer alone (86);
 * and the hand's points and the game to five, in law 4's order (a revoke's points first). Pure.
 */
import type { TableView } from '../../../server/engine.js';
import { fill } from '../i18n.js';
import { callLabel, lawsText, seatName } from '../text.js';
import { type Box, type BoxContext, SEATS, type Seat } from './box.js';
import { SUIT_SYMBOL, suitWord } from './calls.js';
import { auctionGrid, callButtons, callerSelect } from './contract-bridge.js';
import { cardBack, cardFace, esc } from './html.js';
import { BOX_WORDS } from './words.js';

type EuchrePart = NonNullable<TableView['part']['euchre']>;

const SUITS = ['S', 'H', 'D', 'C'] as const;
/** The suit of the same colour (law 5: its knave is the left bower). */
const SAME_COLOUR: { readonly [s: string]: string } = { S: 'C', C: 'S', H: 'D', D: 'H' };
const RANKS = 'AKQJT987';

/** The calls of the making, by round: the first round's words, the suits named, the lone hands. */
export const EUCHRE_FIRST_ROUND: readonly string[] = ['pass', 'order-up', 'assist', 'take-up', 'turn-down'];
export const EUCHRE_MAKE: readonly string[] = SUITS.map((s) => `make ${s}`);
/** Alone at a suit (law 98's single declaration), and the bare "alone" the law says precludes one. */
export const EUCHRE_ALONE: readonly string[] = [...SUITS.map((s) => `alone ${s}`), 'alone'];
export const EUCHRE_CALLS: readonly string[] = [...EUCHRE_FIRST_ROUND, ...EUCHRE_MAKE, ...EUCHRE_ALONE];

/** A card's suit in play: the left bower is a trump (law 5). */
export function effectiveSuit(card: string, trump: string | null): string {
  const suit = card[0] ?? '';
  if (trump !== null && card[1] === 'J' && suit === SAME_COLOUR[trump]) return trump;
  return suit;
}

/** A card's rank within its effective suit, highest 0: the right bower, the left, then A K Q … */
function strength(card: string, trump: string | null): number {
  if (trump !== null && card[1] === 'J') {
    if (card[0] === trump) return -2;
    if (card[0] === SAME_COLOUR[trump]) return -1;
  }
  return RANKS.indexOf(card[1] ?? '');
}

/** A euchre hand in rows: the trumps first (bowers at their head), then the other suits. */
export function euchreRows(cards: readonly string[], trump: string | null): string[][] {
  const order = trump === null ? SUITS : [trump, ...SUITS.filter((s) => s !== trump)];
  return order
    .map((suit) =>
      cards
        .filter((c) => effectiveSuit(c, trump) === suit)
        .sort((a, b) => strength(a, trump) - strength(b, trump)),
    )
    .filter((row) => row.length > 0);
}

/** Whether a call of the making is still open to anyone: the making itself, or a lone hand until the lead. */
function callsOpen(view: TableView, e: EuchrePart): boolean {
  return view.phase === 'auction' || (view.phase === 'play' && view.calls.length > 0) || e.discardDue;
}

function makingText(ctx: BoxContext, e: EuchrePart): string {
  const b = BOX_WORDS[ctx.lang];
  const lines: string[] = [];
  if (e.trump !== null && e.maker !== null && e.how !== null)
    lines.push(
      fill(b.trumps, {
        suit: `${suitWord(ctx.lang, e.trump)} ${SUIT_SYMBOL[e.trump] ?? ''}`,
        seat: seatName(ctx.lang, e.maker),
        how: b.how[e.how],
      }),
    );
  if (e.trump !== null) {
    const right = `${SUIT_SYMBOL[e.trump] ?? ''}J`;
    const left = `${SUIT_SYMBOL[SAME_COLOUR[e.trump] ?? ''] ?? ''}J`;
    lines.push(fill(b.bowers, { right, left }));
  }
  if (e.lone !== null) lines.push(fill(b.playsAlone, { seat: seatName(ctx.lang, e.lone) }));
  return lines.map((l) => `<p data-testid="making-state">${esc(l)}</p>`).join('');
}

function pointsText(view: TableView, ctx: BoxContext): string {
  const r = view.result;
  if (r === null) return '';
  const b = BOX_WORDS[ctx.lang];
  if (r.nextDeal !== undefined)
    return `<p data-testid="euchre-score">${esc(r.nextDeal === 'same-dealer' ? b.newDeal : b.passedOut)}</p>`;
  const points = r.points ?? [];
  const lines =
    points.length === 0
      ? `<li>${esc(b.noPoints)}</li>`
      : points
          .map(
            (p) =>
              `<li data-side="${p.side}">${esc(fill(b.pointLine, { side: b.sides[p.side], n: String(p.points) }))} <small>(${esc(lawsText(ctx.lang, p.laws))})</small></li>`,
          )
          .join('');
  const sum = (side: 'NS' | 'EW') => points.filter((p) => p.side === side).reduce((n, p) => n + p.points, 0);
  const after = r.game?.after ?? { NS: sum('NS'), EW: sum('EW') };
  const game = fill(b.gameTo, {
    ns: `${b.sides.NS} ${Math.min(after.NS, 5)}`,
    ew: `${b.sides.EW} ${Math.min(after.EW, 5)}`,
  });
  const winner = r.game?.winner ?? (after.NS >= 5 ? 'NS' : after.EW >= 5 ? 'EW' : null);
  const won = winner === null ? '' : `<p><b>${esc(fill(b.gameWon, { side: b.sides[winner] }))}</b></p>`;
  return `<div class="euchre-score" data-testid="euchre-score" style="flex:1 1 100%"><h3>${esc(b.points)}</h3><ol>${lines}</ol><p data-testid="game-score">${esc(game)}</p>${won}</div>`;
}

export const EUCHRE_BOX: Box = {
  calls(view, ctx) {
    const e = view.part.euchre;
    if (e === undefined) return '';
    const b = BOX_WORDS[ctx.lang];
    const legal = view.calls;
    const group = (title: string, calls: readonly string[]) =>
      `<h3>${esc(title)}</h3>${callButtons(ctx, calls, legal, 'bidbox making')}`;
    const buttons =
      ctx.live && view.phase !== 'ended'
        ? `<p class="hint">${esc(b.legalHint)}</p>${callerSelect(ctx)}${group(b.firstRound, EUCHRE_FIRST_ROUND)}${group(b.secondRound, EUCHRE_MAKE)}${group(b.lone, EUCHRE_ALONE)}`
        : '';
    const box =
      buttons === '' || callsOpen(view, e)
        ? buttons
        : `<details class="late-calls"><summary>${esc(b.making)}</summary>${buttons}</details>`;
    return `<section class="box" data-testid="calls" data-game="euchre"><h2>${esc(b.making)}</h2>${auctionGrid(ctx, eldest(view.board.dealer), e.calls.slice(0, countInRotation(e)))}${lateCalls(ctx, e)}${makingText(ctx, e)}${box}</section>`;
  },
  beside(view, seat, ctx) {
    const e = view.part.euchre;
    if (e === undefined || seat !== view.board.dealer) return '';
    const b = BOX_WORDS[ctx.lang];
    const dealer = seatName(ctx.lang, view.board.dealer);
    const upcard =
      e.upcardPlace === 'turned-down'
        ? cardBack(`${b.trumpCard}: ${b.upcardPlace['turned-down']}`, 'data-testid="upcard"')
        : e.upcardPlace === 'played'
          ? ''
          : cardFace(ctx.lang, e.upcard, 'data-testid="upcard"');
    const discard = !e.discarded
      ? ''
      : e.discard === null
        ? cardBack(`${b.discard}: ${b.discardHidden}`, 'data-testid="discard"')
        : `${cardFace(ctx.lang, e.discard, 'data-testid="discard" style="opacity:.6"')}`;
    const label = `${b.trumpCard} (${dealer}): ${b.upcardPlace[e.upcardPlace]}${e.discarded ? ` · ${b.discard}` : ''}`;
    return `<div class="pack" data-testid="pack"><small>${esc(label)}</small><div>${upcard} ${discard}</div></div>`;
  },
  role(view, seat: Seat, ctx) {
    const e = view.part.euchre;
    const b = BOX_WORDS[ctx.lang];
    const roles: string[] = [];
    if (seat === view.board.dealer) roles.push(b.dealerRole);
    if (e?.maker === seat) roles.push(b.makerRole);
    if (e?.lone === seat) roles.push(b.aloneRole);
    if (e?.sittingOut === seat) roles.push(b.faceDown);
    return roles.join(' · ');
  },
  rows: (view, cards) => euchreRows(cards, view.part.euchre?.trump ?? null),
  score: pointsText,
  cardAct: (view, hand) =>
    view.next?.seat === hand && view.next.acts.includes('discard') ? 'discard' : 'play',
  hint(view, ctx) {
    if (!ctx.live || ctx.demo !== 'euchre') return null;
    return view.seq === 0 ? BOX_WORDS[ctx.lang].hints.euchre : null;
  },
};

/**
 * The calls of the making that went round in rotation: the grid shows these a column a seat; a
 * lone declaration made once the trump was made (the partner's, law 94) is listed below it.
 */
function countInRotation(e: EuchrePart): number {
  const first = SEATS.indexOf(e.calls[0]?.seat ?? 'N');
  let n = 0;
  while (n < e.calls.length && e.calls[n]?.seat === SEATS[(first + n) % 4]) n += 1;
  return n;
}

/** The eldest hand, the dealer's left, who speaks first (law 74). */
function eldest(dealer: string): string {
  return SEATS[(SEATS.indexOf(dealer as Seat) + 1) % 4] ?? dealer;
}

function lateCalls(ctx: BoxContext, e: EuchrePart): string {
  const late = e.calls.slice(countInRotation(e));
  if (late.length === 0) return '';
  return `<ul>${late.map((c) => `<li>${esc(`${seatName(ctx.lang, c.seat)}: `)}${esc(callLabel(ctx.lang, c.call))}</li>`).join('')}</ul>`;
}
