/**
 * The director's console and playable table, in the browser. It draws what the server sends
 * (a view computed on the server for this link's viewer) and sends acts back; it knows no
 * rules: any card may be clicked by any hand the link may act for, out of turn too, and the
 * engine on the server judges. Dependency-free; compiled by tsc to /client/app.js.
 *
 * The link is `/#t=TABLE&k=TOKEN` (the fragment never reaches a server); without one the page
 * is a lobby that creates tables.
 */
import type { TableView, ViewOption } from '../../server/engine.js';
import type { MatchView } from '../../server/match.js';
import { actionsHtml } from './actions.js';
import {
  cardAct as buildCardAct,
  callAct,
  EUCHRE_PACK,
  electAct,
  findingAct,
  namesCard,
  panelAct,
  suggestAct,
  twoCardsAct,
  withdrawAct,
} from './acts.js';
import { awaitingCalls } from './awaiting.js';
import { demosHtml } from './boxes/demos.js';
import { type BoxContext, boxFor } from './boxes/index.js';
import { matchSheetHtml } from './boxes/match-sheet.js';
import { BOX_WORDS } from './boxes/words.js';
import { askedHtml, claimHtml } from './claim-view.js';
import { CardGuard } from './confirm.js';
import { enableDrag } from './drag.js';
import { FOLLOW_PAUSE, type FollowLink, followLinkOf, tableNow } from './follow.js';
import { followNewest, historyHtml } from './history.js';
import { fill, isLang, type Lang, WORDS, type Words } from './i18n.js';
import { lawTextsHtml } from './law-text.js';
import { bottomSeat, drawingOrder, positionOf } from './layout.js';
import { LAYOUT_WORDS } from './layout-words.js';
import { PANEL_WORDS } from './panel-words.js';
import { provisionalText, resultLine, tricksLine } from './result-line.js';
import { rulingsHtml } from './rulings.js';
import { correctionFrom, openKeys, reopen } from './rulings-page.js';
import { RULING_WORDS } from './rulings-words.js';
import { type CreatedSession, sessionCreatedHtml, sessionFormHtml, wireSessionForm } from './session-form.js';
import { SESSION_WORDS } from './session-words.js';
import {
  type Codes,
  copyLink,
  createdHtml,
  langSelect as languageMenu,
  lobbyHtml,
  rulebookOptions,
  seatLinksHtml,
} from './start-page.js';
import * as T from './text.js';

type Seat = 'N' | 'E' | 'S' | 'W';
const SEATS: readonly Seat[] = ['N', 'E', 'S', 'W'];
const isSeat = (text: string): text is Seat => SEATS.some((s) => s === text);
const SUITS = ['S', 'H', 'D', 'C'] as const;
const SYMBOL: { readonly [s: string]: string } = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_ORDER = 'AKQJT98765432';
/** The ways a card may be exposed (`expose` events); `lifted` is euchre's trump card. */
const EXPOSURES = ['dropped', 'seen-by-partner', 'named', 'detached', 'below-table', 'lifted'] as const;

/** An event of the table's log (a tablelaw record event), as the server sent it. */
type LogEvent = { readonly [key: string]: unknown };

type ServerMessage =
  | {
      type: 'welcome';
      table: string;
      viewer: string;
      links?: { [who: string]: string };
      qr?: { [seat: string]: string };
    }
  | {
      type: 'state';
      table: string;
      view: TableView;
      robots: Seat[];
      /** Euchre and Auction Bridge: the score sheet across deals and the next deal (ADR 0104). */
      match: MatchView | null;
      log: { from: number; events: LogEvent[] };
    }
  | { type: 'next'; table: string }
  | { type: 'ack'; id: number | null; seq: number }
  | { type: 'replay'; step: number; view: TableView }
  | { type: 'error'; id?: number | null; error: { kind: string; message: string } };

type Ui = {
  lang: Lang;
  table: string;
  token: string;
  viewer: string | null;
  links: { [who: string]: string } | null;
  /** Each seat link's QR code (SVG), sent with the links to the director. */
  qr: Codes | null;
  /** The seat chosen to be asked about a revoke. */
  askOf: string | null;
  view: TableView | null;
  /** The table's log of events, kept from the server's state messages. */
  log: LogEvent[];
  robots: Seat[];
  /** The match the table is a deal of (euchre, Auction Bridge), as the server last sent it. */
  match: MatchView | null;
  replay: { step: number; view: TableView } | null;
  mode: 'play' | 'expose' | 'withdraw' | 'two' | 'suggest';
  /** The first of two cards played at once, once chosen (the mode `two`). */
  pairFirst: string | null;
  /** What the call for the director draws attention to ('' : nothing named). */
  attentionTo: string;
  /** How a card is exposed in the `expose` mode. */
  how: (typeof EXPOSURES)[number];
  actor: string;
  /** The demo table this link was opened as (the fragment's `d`), or null. */
  demo: string | null;
  /** The seat the director's box of calls calls for ('' : the seat due to call). */
  caller: string;
  /** The physical table's evening link this console follows (ADR 0109), or null. */
  follow: FollowLink | null;
  /** Whether the console is waiting to move on from a finished board. */
  moving: boolean;
};

const app = document.getElementById('app') as HTMLElement;
const messageBox = document.getElementById('message') as HTMLElement;
const savedLang = localStorage.getItem('tablelaw.lang') ?? navigator.language.slice(0, 2);
const ui: Ui = {
  lang: isLang(savedLang) ? savedLang : 'en',
  table: '',
  token: '',
  viewer: null,
  links: null,
  qr: null,
  askOf: null,
  view: null,
  log: [],
  robots: [],
  match: null,
  replay: null,
  mode: 'play',
  pairFirst: null,
  attentionTo: '',
  how: 'dropped',
  actor: 'S',
  demo: null,
  caller: '',
  follow: null,
  moving: false,
};
let socket: WebSocket | null = null;
let nextId = 1;
/** The "confirm card" setting and one card act at a time (ADR 0088). */
const guard = new CardGuard(localStorage);

const w = (): Words => WORDS[ui.lang];
/** What a game's box needs to know of the screen (boxes/box.ts). */
const boxContext = (): BoxContext => ({
  lang: ui.lang,
  live: ui.replay === null,
  demo: ui.demo,
  director: ui.viewer === 'director',
  caller: ui.caller,
  awaiting: ui.view === null ? [] : awaitingCalls(ui.view, ui.log),
});

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function seatName(seat: string): string {
  return T.seatName(ui.lang, seat);
}

const cardLabel = T.cardLabel;

/** A card's name in words, for screen readers ("queen of hearts"). */
function cardName(card: string): string {
  return T.cardName(ui.lang, card);
}

function isRed(card: string): boolean {
  return card[0] === 'H' || card[0] === 'D';
}

function toast(text: string): void {
  messageBox.textContent = text;
  messageBox.classList.remove('hidden');
  window.setTimeout(() => messageBox.classList.add('hidden'), 5000);
}

// ---------------------------------------------------------------------------------------------
// Connection

function hello(): void {
  send({ type: 'hello', table: ui.table, token: ui.token, lang: ui.lang });
}

function connect(): void {
  const ws = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`);
  socket = ws;
  ws.addEventListener('open', hello);
  ws.addEventListener('message', (e) => receive(JSON.parse(String(e.data)) as ServerMessage));
  ws.addEventListener('close', () => {
    if (socket !== ws) return;
    toast(w().disconnected);
    window.setTimeout(connect, 1500);
  });
}

function send(message: unknown): void {
  if (socket !== null && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function act(event: { readonly [key: string]: unknown }): void {
  send({ type: 'act', id: nextId++, event });
}

function receive(m: ServerMessage): void {
  switch (m.type) {
    case 'welcome':
      ui.viewer = m.viewer;
      ui.links = m.links ?? null;
      ui.qr = m.qr ?? null;
      if (m.viewer !== 'director') ui.actor = m.viewer;
      return;
    case 'state':
      // The log only grows: the server sends the events from `from` on. A gap (never expected:
      // messages arrive in order) is mended by joining again, which sends the whole log.
      if (m.log.from > ui.log.length) {
        hello();
        return;
      }
      ui.log = [...ui.log.slice(0, m.log.from), ...m.log.events];
      ui.view = m.view;
      ui.robots = m.robots;
      ui.match = m.match ?? null;
      // The next deal has been dealt: every screen of the table goes on to it, with the same token.
      if (ui.match?.next != null && ui.replay === null) {
        location.hash = `#t=${encodeURIComponent(ui.match.next)}&k=${encodeURIComponent(ui.token)}`;
        return;
      }
      if (ui.viewer === 'director' && !isSeat(ui.actor)) ui.actor = 'S';
      render();
      if (ui.follow !== null && ui.view.phase === 'ended' && !ui.moving) moveOn(ui.follow);
      return;
    case 'replay':
      ui.replay = { step: m.step, view: m.view };
      render();
      return;
    case 'ack':
      guard.answer();
      return;
    case 'next':
      // The state that follows names the next deal too; this answers the one who asked.
      return;
    case 'error':
      guard.answer();
      toast(`${m.error.message} [${m.error.kind}]`);
      return;
  }
}

// ---------------------------------------------------------------------------------------------
// Drawing

function cardHtml(card: string, seat: Seat, clickable: boolean, penalty: boolean): string {
  const selected = clickable && guard.selected === `${seat}:${card}`;
  const cls = `card${isRed(card) ? ' red' : ''}${penalty ? ' penalty' : ''}${selected ? ' selected' : ''}`;
  const label = esc(cardName(card));
  return clickable
    ? `<button class="${cls} draggable" data-card="${card}" data-hand="${seat}"${selected ? ' aria-pressed="true"' : ''}><span aria-hidden="true">${cardLabel(card)}</span><span class="sr">${label}</span></button>`
    : `<span class="${cls}" data-card="${card}" data-hand="${seat}" role="img" aria-label="${label}">${cardLabel(card)}</span>`;
}

function handHtml(view: TableView, seat: Seat, clickable: boolean): string {
  const cards = view.hands[seat] ?? [];
  const hidden = Math.max(0, view.counts[seat] - cards.length);
  const penalties = new Set<string | undefined>(
    view.obligations.filter((o) => o.kind === 'penalty-card' && o.seat === seat).map((o) => o.card),
  );
  // Sorted as a player of the game sorts them (euchre: the bowers among the trumps).
  const rows = boxFor(view.game)
    .rows(view, cards)
    .map(
      (row) =>
        `<div class="suit-row">${row.map((c) => cardHtml(c, seat, clickable, penalties.has(c))).join('')}</div>`,
    )
    .join('');
  const backs =
    hidden > 0
      ? `<div class="suit-row" data-hidden="${hidden}" role="img" aria-label="${esc(fill(w().hiddenCards, { n: String(hidden) }))}">${'<span class="back"></span>'.repeat(hidden)}</div>`
      : '';
  const role = boxFor(view.game).role(view, seat, boxContext());
  const you = ui.viewer === seat ? ` · ${w().you}` : '';
  const robot = ui.robots.includes(seat) ? ' · CPU' : '';
  // Law 68C: the claimer's hand, shown whole to the others while his claim stands.
  const faced =
    view.claim?.kind === 'claim' && view.claim.seat === seat && ui.viewer !== seat && hidden === 0
      ? ` · ${LAYOUT_WORDS[ui.lang].facedForClaim}`
      : '';
  const turn = view.turn === seat && view.phase === 'play' ? ' turn' : '';
  const name = esc(fill(w().handOf, { seat: seatName(seat) }));
  const at = positionOf(bottomSeat(ui.viewer), seat);
  return `<div class="seat ${seat} at-${at}${turn}${faced === '' ? '' : ' faced'}" data-seat="${seat}" data-position="${at}" role="group" aria-label="${name}"><h3>${esc(seatName(seat))}<span class="role">${esc(role)}${esc(you)}${robot}${esc(faced)}</span></h3>${boxFor(view.game).beside(view, seat, boxContext())}${rows}${backs}</div>`;
}

function mayActFor(view: TableView, seat: Seat): boolean {
  if (ui.replay !== null) return false;
  if (ui.viewer === 'director') return true;
  if (ui.viewer === seat) return true;
  return seat === view.dummy && ui.viewer === view.declarer;
}

function centreHtml(view: TableView): string {
  const plays = view.trick?.plays ?? [];
  const last = view.lastTrick ?? undefined;
  const shown = plays.length > 0 || last === undefined ? plays : last.plays;
  const faded = plays.length === 0 && last !== undefined;
  const bottom = bottomSeat(ui.viewer);
  const spots = SEATS.map((seat) => {
    const spot = `p${seat} p-${positionOf(bottom, seat)}`;
    const p = shown.find((x) => x.seat === seat);
    if (p === undefined) return `<div class="${spot}"></div>`;
    const lead = view.trick !== null && !faded && view.trick.leader === seat ? ' lead' : '';
    const cls = `card${isRed(p.card) ? ' red' : ''}${lead}`;
    const label = esc(fill(w().playedBy, { seat: seatName(seat), card: cardName(p.card) }));
    const style = faded ? 'opacity:.55' : '';
    // In the withdraw mode a card on the table is a button (it may be taken back); else a picture.
    return ui.mode === 'withdraw' && !faded && mayActFor(view, seat)
      ? `<div class="${spot}"><button class="${cls}" style="${style}" data-trick-card="${p.card}" data-trick-seat="${seat}" aria-label="${label}">${cardLabel(p.card)}</button></div>`
      : `<div class="${spot}"><span class="${cls}" style="${style}" data-trick-card="${p.card}" data-trick-seat="${seat}" role="img" aria-label="${label}">${cardLabel(p.card)}</span></div>`;
  }).join('');
  const who = esc(T.turnText(ui.lang, view));
  return `<div class="centre" data-testid="centre" role="region" aria-label="${esc(w().centre)}">${spots}<div class="mid"><div data-testid="turn">${who}</div><div data-testid="won">${esc(tricksLine(ui.lang, 'played', view.won))}</div></div></div>`;
}

function explanation(view: TableView): string {
  const p = view.pending;
  if (p === null) return '';
  const irregularity = view.irregularities.find((i) => i.seq === p.about);
  const template =
    irregularity === undefined
      ? p.provision === '64C'
        ? w().explain['end']
        : w().explain['other']
      : (w().explain[irregularity.kind] ?? BOX_WORDS[ui.lang].explain[irregularity.kind]);
  return fill(template ?? w().explain['other'] ?? '', {
    offender: seatName(irregularity?.offender ?? ''),
    proper: seatName(p.proper ?? ''),
  });
}

function valueText(value: string | number | boolean): string {
  return T.valueText(ui.lang, value);
}

/** The director's findings of fact a decision asks for (`finding` events), with their defaults. */
function findingsHtml(view: TableView, director: boolean): string {
  const p = view.pending;
  if (p === null || p.findings.length === 0) return '';
  const off = director ? '' : 'disabled';
  const items = p.findings
    .map((f) => {
      const fact = esc(f.fact);
      const control =
        typeof f.default === 'boolean'
          ? `<button class="finding" data-finding="${fact}" data-value="true" ${off}>${esc(w().yes)}</button><button class="finding" data-finding="${fact}" data-value="false" ${off}>${esc(w().no)}</button>`
          : `<input id="finding-${fact}" type="${typeof f.default === 'number' ? 'number' : 'text'}" value="${esc(String(f.default))}" aria-label="${esc(w().facts[f.fact] ?? f.fact)}" ${off}><button class="finding" data-finding="${fact}" data-kind="${typeof f.default}" ${off}>${esc(w().recordFinding)}</button>`;
      return `<li data-fact="${fact}"><span>${esc(w().facts[f.fact] ?? f.fact)}?</span> <small>(${esc(T.lawsText(ui.lang, f.laws))}; ${esc(fill(w().defaultIs, { value: valueText(f.default) }))})</small><div class="acts">${control}</div></li>`;
    })
    .join('');
  return `<fieldset class="findings" data-testid="findings"><legend>${esc(director ? w().findings : w().findingAsked)}</legend><ul>${items}</ul></fieldset>`;
}

/** The labelled number of tricks an option asks for, bounded as the law allows, empty at first. */
function tricksInput(o: ViewOption, index: number, bounds: { min: number; max: number }): string {
  const words = { min: String(bounds.min), max: String(bounds.max) };
  const label = fill(w().tricksToGive[o.id] ?? w().tricksToGive['adjust-tricks'] ?? '', words);
  return `<div class="option-tricks"><label for="option-tricks-${index}">${esc(label)}</label> <input id="option-tricks-${index}" data-option-tricks="${esc(o.id)}" type="number" inputmode="numeric" min="${bounds.min}" max="${bounds.max}" step="1" required></div>`;
}

/** The number of tricks given for option `index`, or null (and a message) if none in bounds was. */
function tricksGiven(index: number, bounds: { min: number; max: number }): number | null {
  const input = document.getElementById(`option-tricks-${index}`) as HTMLInputElement | null;
  const text = input?.value.trim() ?? '';
  const n = Number(text);
  if (text !== '' && Number.isInteger(n) && n >= bounds.min && n <= bounds.max) return n;
  toast(fill(w().tricksNeeded, { min: String(bounds.min), max: String(bounds.max) }));
  input?.focus();
  return null;
}

function decisionHtml(view: TableView): string {
  const p = view.pending;
  if (p === null) return '';
  const live = ui.replay === null;
  const entitled = live && (ui.viewer === 'director' || p.chooser.includes(ui.viewer ?? ''));
  const options = p.options
    .map((o, i) => {
      // A number of tricks is the director's to give (Laws 70, 12C1) — if any is left to give.
      const none = o.tricks !== undefined && o.tricks.max < o.tricks.min;
      const may = entitled && !none && (o.tricks === undefined || ui.viewer === 'director');
      const button = `<button class="option" data-option="${esc(o.id)}" data-index="${i}" ${may ? '' : 'disabled'}>${esc(T.optionText(o))}<span class="laws">${esc(T.lawsText(ui.lang, o.laws))}</span></button>`;
      const why = none
        ? `<p class="hint" data-testid="no-trick-left">${esc(RULING_WORDS[ui.lang].noTrickLeft)}</p>`
        : '';
      const texts = lawTextsHtml(ui.lang, o.laws, view.lawTexts, esc, `option-${i}`);
      // Laws 70, 12C1: the director says how many tricks; no default, he must choose.
      // Euchre law 51: the detached card is named (a card of the pack) before the option is taken.
      const named =
        may && namesCard(view, o)
          ? `<div class="option-card"><label for="option-card-${i}">${esc(PANEL_WORDS[ui.lang].nameCard)}</label> <select id="option-card-${i}">${EUCHRE_PACK.map((c) => `<option value="${c}">${esc(cardName(c))}</option>`).join('')}</select></div>`
          : '';
      return o.tricks !== undefined && may
        ? `${button}${tricksInput(o, i, o.tricks)}${texts}`
        : `${button}${named}${why}${texts}`;
    })
    .join('');
  const choosing =
    p.options.length === 0
      ? ''
      : `<p><b>${p.chooser.map((c) => esc(seatName(c))).join(' / ')}</b> ${esc(w().chooses)}:</p>${options}
${entitled ? '' : `<p><small>${esc(w().onlyChooser)}</small></p>`}`;
  // Law 70: the director decides a disputed claim on its statement.
  const claim = p.provision === '70' ? claimHtml(view, ui.lang, true) : '';
  return `<section class="box decision" data-testid="decision"><h2>${esc(w().decision)}: ${esc(p.title)} <small>(${esc(T.provisionText(ui.lang, p.provision))})</small></h2>
<p class="explain">${esc(explanation(view))}</p>${claim}${choosing}${findingsHtml(view, live && ui.viewer === 'director')}</section>`;
}

type Analysis = NonNullable<TableView['analysis']>;
type ClaimAnalysis = NonNullable<Analysis['claim']>;
type EquityAnalysis = NonNullable<Analysis['equity']>[number];

/** Why a search decided nothing, or could not run: a stopped search or an error as data. */
function undecidedText(
  a: { status: 'stopped'; stopped: string } | { status: 'invalid'; error: { kind: string } },
): string {
  const words = w().analysis;
  return a.status === 'stopped'
    ? fill(words.stopped, { why: words.stopReasons[a.stopped] ?? a.stopped })
    : fill(words.invalid, { why: words.errors[a.error.kind] ?? a.error.kind });
}

/**
 * The defence line of a failing claim, one row a trick: each card by its seat. The first row is
 * what is left of the trick in progress (the claim is about the live position).
 */
function defenceHtml(
  defence: readonly { seat: string; card: string; canTake: number }[],
  inTrick: number,
): string {
  const rows: (typeof defence)[] = [];
  let row: (typeof defence)[number][] = [];
  let room = inTrick > 0 && inTrick < 4 ? 4 - inTrick : 4;
  for (const play of defence) {
    row.push(play);
    if (row.length === room) {
      rows.push(row);
      row = [];
      room = 4;
    }
  }
  if (row.length > 0) rows.push(row);
  const items = rows
    .map(
      (r) =>
        `<li>${r.map((p) => `<span data-defence-card="${esc(p.card)}" title="${esc(cardName(p.card))}">${esc(seatName(p.seat))} <span${isRed(p.card) ? ' style="color:var(--red)"' : ''}>${cardLabel(p.card)}</span></span>`).join(' · ')}</li>`,
    )
    .join('');
  return `<p>${esc(w().analysis.defence)}:</p><ol class="defence" data-testid="defence">${items}</ol>`;
}

function claimAnalysisHtml(c: ClaimAnalysis, inTrick: number): string {
  const words = w().analysis;
  const head = fill(words.claimOf, {
    kind: words.claimKinds[c.kind],
    seat: seatName(c.seat),
    side: c.side,
    tricks: String(c.tricks),
    left: String(c.tricksLeft),
  });
  const verdict =
    c.status === 'holds'
      ? fill(words.holds, { best: String(c.best) })
      : c.status === 'fails'
        ? fill(words.fails, { best: String(c.best) })
        : undecidedText(c);
  const line = c.status === 'fails' ? defenceHtml(c.defence, inTrick) : '';
  return `<div data-testid="claim-analysis" data-status="${c.status}"><p><b>${esc(head)}</b> — ${esc(verdict)}</p>${line}</div>`;
}

/** Tricks by side: a number, or the bounds a stopped search proved ("8–9"). */
function bound(b: { lower: number; upper: number }): string {
  return b.lower === b.upper ? String(b.lower) : `${b.lower}–${b.upper}`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function equityHtml(e: EquityAnalysis): string {
  const words = w().analysis;
  const head = fill(words.irregularity, {
    kind: capitalised(T.kindText(ui.lang, e.kind)),
    seat: seatName(e.offender),
    seq: String(e.seq + 1),
  });
  const actual = { nsActual: String(e.actual.NS), ewActual: String(e.actual.EW), side: e.nonOffending };
  let text: string;
  if (e.status === 'solved')
    text = fill(words.equity, { ns: String(e.doubleDummy.NS), ew: String(e.doubleDummy.EW), ...actual });
  else if (e.status === 'stopped')
    text = `${fill(words.equity, { ns: bound(e.bounds.NS), ew: bound(e.bounds.EW), ...actual })}; ${undecidedText(e)}`;
  else text = undecidedText(e);
  return `<li data-testid="equity" data-status="${e.status}"><b>${esc(head)}</b>: ${esc(text)}</li>`;
}

/**
 * The director's double-dummy analysis (ADR 0061), when the server sent one (it sends it to the
 * director only): a disputed claim while the decision is open, the irregularities weighed at the end.
 */
function analysisHtml(view: TableView, inResult: boolean): string {
  const a = view.analysis;
  if (a === undefined || (a.claim === undefined && (a.equity ?? []).length === 0)) return '';
  const words = w().analysis;
  const claim = a.claim === undefined ? '' : claimAnalysisHtml(a.claim, view.trick?.plays.length ?? 0);
  const equity =
    a.equity === undefined || a.equity.length === 0 ? '' : `<ul>${a.equity.map(equityHtml).join('')}</ul>`;
  const body = `${claim}${equity}<p class="hint">${esc(fill(words.note, { ms: String(a.timeLimitMs) }))}</p>`;
  // In the result's box (a row of score and deal) it takes a line of its own.
  return inResult
    ? `<div class="analysis" data-testid="analysis" style="flex:1 1 100%"><h3>${esc(words.title)}</h3>${body}</div>`
    : `<section class="box analysis" data-testid="analysis"><h2>${esc(words.title)}</h2>${body}</section>`;
}

/** The four hands as dealt, as a compass diagram (shown beside the result). */
function dealtHtml(view: TableView): string {
  const dealt = view.dealt;
  if (dealt === null) return '';
  const hand = (seat: Seat) => {
    const lines = SUITS.map((suit) => {
      const ranks = dealt[seat]
        .filter((c) => c[0] === suit)
        .sort((a, b) => RANK_ORDER.indexOf(a[1] ?? '') - RANK_ORDER.indexOf(b[1] ?? ''))
        .map((c) => (c[1] === 'T' ? '10' : (c[1] ?? '')));
      const label = `${w().suitNames[suit] ?? suit}: ${ranks.join(' ') || '—'}`;
      return `<div class="${suit === 'H' || suit === 'D' ? 'red' : ''}" aria-label="${esc(label)}">${SYMBOL[suit]} ${ranks.join(' ') || '—'}</div>`;
    }).join('');
    return `<div class="dealt-hand d${seat}" data-dealt="${seat}" role="group" aria-label="${esc(fill(w().handOf, { seat: seatName(seat) }))}"><b>${esc(seatName(seat))}</b>${lines}</div>`;
  };
  return `<div class="dealt" data-testid="dealt"><h3>${esc(w().dealt)}</h3><div class="compass">${SEATS.map(hand).join('')}</div></div>`;
}

function resultHtml(view: TableView): string {
  const r = view.result;
  if (r === null) return '';
  const transfers =
    r.transfers.length === 0
      ? `<li>${esc(w().noTransfers)}</li>`
      : r.transfers
          .map(
            (t) =>
              `<li>${t.tricks} ${esc(w().transferred)} ${esc(t.to)} — ${esc(T.lawsText(ui.lang, t.laws))}</li>`,
          )
          .join('');
  const provisional = provisionalText(ui.lang, view);
  const line = `<p class="result-line" data-testid="result-line"><b>${esc(resultLine(ui.lang, view) ?? '')}</b>${provisional === '' ? '' : ` <span class="provisional" data-testid="provisional">(${esc(provisional)})</span>`}</p>`;
  return `<section class="box result" data-testid="result"><div class="result-score"><h2>${esc(w().result)}</h2>${line}
<p>${esc(tricksLine(ui.lang, 'after', r.tricks))}</p><ul data-testid="transfers">${transfers}</ul>
<p>${esc(w().score)}: NS ${r.score.NS} · EW ${r.score.EW}</p></div>${boxFor(view.game).score(view, boxContext())}${view.phase === 'ended' ? dealtHtml(view) : ''}${view.pending === null ? analysisHtml(view, true) : ''}</section>`;
}

/** The calls made and the box of the game's calls (boxes/: contract bridge, Auction Bridge, euchre). */
function auctionHtml(view: TableView): string {
  return boxFor(view.game).calls(view, boxContext());
}

function directorHtml(view: TableView): string {
  if (ui.viewer !== 'director') return '';
  const robots = SEATS.map(
    (s) =>
      `<label><input type="checkbox" data-robot="${s}" ${ui.robots.includes(s) ? 'checked' : ''}> ${esc(seatName(s))}</label>`,
  ).join(' ');
  const links = ui.links === null ? '' : seatLinksHtml(ui.lang, ui.links, ui.qr);
  // Before the first act the seats' links come first (the table is being set up); then folded.
  const open = view.seq === 0 ? ' open' : '';
  return `<section class="box"><h2>${esc(w().computer)}</h2><div class="acts">${robots}<button data-robots-all>${esc(w().computerAll)}</button></div></section>
<section class="box links"><details${open}><summary><h2>${esc(w().links)}</h2></summary>${links}</details></section>`;
}

function downloadsHtml(view: TableView): string {
  if (ui.viewer !== 'director' && view.phase !== 'ended') return '';
  // The token goes in a header (never in a URL, where logs and history would keep it): fetched, then saved.
  return `<section class="box"><h2>${esc(w().download)}</h2><div class="acts"><a href="#" data-download="record" data-testid="download-record">${esc(w().record)} (.json)</a> · <a href="#" data-download="pbn">${esc(w().pbn)}</a></div></section>`;
}

/** Downloads the table's record or PBN with the link's token as `Authorization: Bearer`. */
async function download(kind: string): Promise<void> {
  const res = await fetch(
    `/api/tables/${encodeURIComponent(ui.table)}/${kind === 'pbn' ? 'pbn' : 'record'}`,
    {
      headers: { authorization: `Bearer ${ui.token}` },
    },
  );
  if (!res.ok) return;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `table-${ui.table}.${kind === 'pbn' ? 'pbn' : 'json'}`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function langSelect(): string {
  return languageMenu(ui.lang);
}

function findingText(f: TableView['irregularities'][number]['finding']): string {
  if (f === undefined) return '';
  const by = f.by === 'director' ? w().director : w().byDefault;
  return ` <span class="ruling" data-testid="finding">${esc(w().found)}: ${esc(w().facts[f.fact] ?? f.fact)} — ${esc(valueText(f.value))} (${esc(by)})</span>`;
}

/** The attributes that name a control across redraws (to give the focus back to its successor). */
const FOCUS_KEYS = [
  'data-card',
  'data-hand',
  'data-option',
  'data-finding',
  'data-value',
  'data-act',
  'data-mode',
  'data-replay',
  'data-step',
  'data-call',
  'data-robot',
  'id',
];

/** Where the keyboard focus is, so the redraw can put it back (a played card: its neighbour). */
function focusMark(): { selector: string; hand: string | null; index: number } | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !app.contains(active) || active === app) return null;
  const parts = FOCUS_KEYS.filter((k) => active.hasAttribute(k)).map(
    (k) => `[${k}="${CSS.escape(active.getAttribute(k) ?? '')}"]`,
  );
  if (parts.length === 0) return null;
  const hand = active.dataset['hand'] ?? null;
  const cards = hand === null ? [] : Array.from(app.querySelectorAll(`button[data-hand="${hand}"]`));
  return { selector: `${active.tagName.toLowerCase()}${parts.join('')}`, hand, index: cards.indexOf(active) };
}

function restoreFocus(mark: ReturnType<typeof focusMark>): void {
  if (mark === null) return;
  let target = app.querySelector<HTMLElement>(mark.selector);
  if (target === null && mark.hand !== null) {
    const cards = Array.from(app.querySelectorAll<HTMLElement>(`button[data-hand="${mark.hand}"]`));
    target = cards[Math.min(mark.index, cards.length - 1)] ?? null;
  }
  target?.focus();
}

/** What has been typed into the page's text and number boxes, by id (a redraw keeps it). */
function typed(): Map<string, string> {
  const values = new Map<string, string>();
  // An untouched box takes its new default (the remaining tricks change as play goes on).
  for (const input of Array.from(app.querySelectorAll<HTMLInputElement>('input[id]')))
    if ((input.type === 'number' || input.type === 'text') && input.value !== input.defaultValue)
      values.set(input.id, input.value);
  return values;
}

function retype(values: Map<string, string>): void {
  for (const [id, value] of values) {
    const input = document.getElementById(id);
    if (input instanceof HTMLInputElement && !input.readOnly) input.value = value;
  }
}

function render(): void {
  const live = ui.view;
  if (live === null) return;
  const focus = focusMark();
  const values = typed();
  const open = openKeys(app);
  const view = ui.replay?.view ?? live;
  const b = view.board;
  // Auction Bridge's final declaration as made (royal spades), else the contract played.
  const declared = view.part.auctionBridge?.contract ?? view.contract;
  const contract =
    declared === null
      ? ''
      : ` · ${w().contract} <b data-testid="contract">${esc(declared.replace(/^(\d)RS/, '$1R♠').replace(/^(\d)([CDHS])/, (_, l: string, s: string) => l + (SYMBOL[s] ?? s)))}</b> ${esc(w().by)} ${esc(seatName(view.declarer ?? ''))}`;
  const info = `${esc(w().board)} ${b.number} · ${esc(w().dealer)} ${esc(seatName(b.dealer))} ${view.game === 'euchre' ? '' : ` · ${esc(w().vulnerable)} ${esc(T.vulnerableText(ui.lang, b.vulnerable))}`}${contract} · ${esc(view.rulebook)}`;
  const tip = boxFor(view.game).hint(view, boxContext());
  const hint = tip === null ? '' : `<p class="box" data-testid="hint">${esc(tip)}</p>`;
  const irregularities =
    view.irregularities.length === 0
      ? ''
      : `<section class="box" data-testid="irregularities"><h2>${esc(w().irregularities)}</h2><ul>${view.irregularities.map((i) => `<li>${esc(T.irregularityText(ui.lang, i))}${findingText(i.finding)}</li>`).join('')}</ul></section>`;
  const obligations =
    view.obligations.length === 0
      ? ''
      : `<section class="box"><h2>${esc(w().obligations)}</h2><ul>${view.obligations.map((o) => `<li>${esc(T.obligationText(ui.lang, o))}</li>`).join('')}</ul></section>`;
  // Each player's own seat at the bottom, the others clockwise from it (the director: South).
  const seats = drawingOrder(bottomSeat(ui.viewer));
  const notices = `${claimHtml(view, ui.lang)}${ui.replay === null ? askedHtml(ui.log, ui.viewer, ui.lang) : ''}`;
  const actions =
    ui.replay !== null || view.phase === 'ended'
      ? ''
      : actionsHtml({
          view,
          lang: ui.lang,
          viewer: ui.viewer,
          actor: actorFor(),
          mode: ui.mode,
          how: ui.how,
          exposures: EXPOSURES.filter((h) => h !== 'lifted' || view.game === 'euchre'),
          confirming: guard.confirming,
          log: ui.log,
          askOf: ui.askOf,
          attentionTo: ui.attentionTo,
        });
  app.innerHTML = `<header><h1>tablelaw</h1><div class="info">${info}</div><span class="viewer">${esc(w().you)}: <b data-testid="viewer">${esc(seatName(ui.viewer ?? ''))}</b></span>${langSelect()}</header>
<main><div><div class="table${ui.replay === null ? '' : ' replaying'}">${seats.map((s) => handHtml(view, s, mayActFor(view, s))).join('')}${centreHtml(view)}</div>${notices}${hint}</div>
<aside>${decisionHtml(view)}${view.pending === null ? '' : analysisHtml(view, false)}${resultHtml(view)}${matchSheetHtml(ui.match, boxContext())}${auctionHtml(view)}${actions}${irregularities}${obligations}${rulingsHtml(ui.lang, live, ui.replay === null, esc)}${historyHtml(ui.log, live, ui.replay?.step ?? null, ui.lang)}${directorHtml(view)}${downloadsHtml(view)}</aside></main>`;
  document.documentElement.lang = ui.lang;
  // On a phone a pending decision is a sheet at the foot of the screen: room is left for it.
  document.body.classList.toggle('has-decision', view.pending !== null);
  retype(values);
  reopen(app, open);
  restoreFocus(focus);
  followNewest(app, ui.replay !== null);
}

// ---------------------------------------------------------------------------------------------
// Clicks

function actorFor(): string {
  return ui.viewer === 'director' ? ui.actor : (ui.viewer ?? '');
}

/**
 * A card of `hand` clicked, dropped on the centre, or chosen from the keyboard: played or exposed.
 * With "confirm card" a first tap only selects it (`deliberate`: a card dragged to the centre
 * needs no second tap); a tap while the last card act is unanswered, or a double-click, sends nothing.
 */
function cardAct(hand: string, card: string, deliberate = false): void {
  if (ui.replay !== null) return;
  const tap = guard.tap(hand, card, deliberate);
  if (tap.kind === 'ignore') return;
  if (tap.kind === 'select') {
    toast(fill(LAYOUT_WORDS[ui.lang].selected, { card: cardName(card) }));
    render();
    return;
  }
  const view = ui.view;
  if (ui.mode === 'suggest') {
    act(suggestAct(hand, card));
    return;
  }
  if (ui.mode === 'two') {
    // Two cards played at once: the first click chooses, the second sends both.
    const first = ui.pairFirst;
    if (first === null || first.split(':')[0] !== hand) {
      ui.pairFirst = `${hand}:${card}`;
      guard.answer();
      toast(fill(PANEL_WORDS[ui.lang].twoCardsFirst, { card: cardName(card) }));
      return;
    }
    ui.pairFirst = null;
    act(twoCardsAct(hand, first.split(':')[1] ?? '', card));
    return;
  }
  const discard = view !== null && boxFor(view.game).cardAct(view, hand as Seat) === 'discard';
  act(buildCardAct(ui.mode === 'expose' ? 'expose' : 'play', hand, card, ui.how, discard));
}

function onClick(e: MouseEvent): void {
  const link = (e.target as HTMLElement).closest('a[data-download]') as HTMLElement | null;
  if (link !== null) {
    e.preventDefault();
    void download(link.dataset['download'] ?? 'record');
    return;
  }
  const target = (e.target as HTMLElement).closest('button, li[data-step]') as HTMLElement | null;
  // The seats' links are copied on the page after "Create" too, where there is no table yet.
  if (target?.dataset['copy'] !== undefined) {
    void copied(target.dataset['copy'], target.dataset['copySeat'] ?? '');
    return;
  }
  const view = ui.view;
  if (target === null || view === null) return;
  const d = target.dataset;
  if (d['nextDeal'] !== undefined) {
    send({ type: 'next' });
    return;
  }
  if (d['card'] !== undefined && d['hand'] !== undefined) {
    cardAct(d['hand'], d['card']);
    return;
  }
  if (d['finding'] !== undefined) {
    const fact = d['finding'];
    let value: string | number | boolean;
    if (d['value'] !== undefined) value = d['value'] === 'true';
    else {
      const text = (document.getElementById(`finding-${fact}`) as HTMLInputElement | null)?.value ?? '';
      value = d['kind'] === 'number' ? Number(text) : text;
    }
    act(findingAct(fact, value));
    return;
  }
  if (d['correct'] !== undefined) {
    const made = correctionFrom(ui.lang, d);
    if ('event' in made) act(made.event);
    else {
      toast(made.error);
      if (made.focus !== undefined) document.getElementById(made.focus)?.focus();
    }
    return;
  }
  if (d['trickCard'] !== undefined && ui.mode === 'withdraw') {
    act(withdrawAct(d['trickSeat'] ?? '', d['trickCard']));
    return;
  }
  if (d['option'] !== undefined) {
    const option = view.pending?.options[Number(d['index'])] as ViewOption | undefined;
    if (option === undefined) return;
    let tricks: number | undefined;
    if (option.tricks !== undefined) {
      const given = tricksGiven(Number(d['index']), option.tricks);
      if (given === null) return;
      tricks = given;
    }
    const card = namesCard(view, option)
      ? (document.getElementById(`option-card-${d['index']}`) as HTMLSelectElement | null)?.value
      : undefined;
    const made = electAct(view, ui.viewer, option, {
      ...(tricks === undefined ? {} : { tricks }),
      ...(card === undefined ? {} : { card }),
    });
    if (made !== null) act(made);
    return;
  }
  if (d['call'] !== undefined) {
    act(callAct(view, ui.viewer, ui.caller, ui.actor, d['call']));
    return;
  }
  if (d['mode'] !== undefined) {
    ui.mode = d['mode'] as Ui['mode'];
    ui.pairFirst = null;
    render();
    return;
  }
  if (d['act'] !== undefined) {
    act(
      panelAct(d['act'], actorFor(), {
        tricks: Number((document.getElementById('tricks') as HTMLInputElement | null)?.value ?? '0'),
        statement: (document.getElementById('statement') as HTMLInputElement | null)?.value ?? '',
        askOf: (document.getElementById('ask-of') as HTMLSelectElement | null)?.value ?? '',
        attentionTo: ui.attentionTo,
        ...(d['undoSeat'] === undefined ? {} : { undoSeat: d['undoSeat'] }),
      }),
    );
    return;
  }
  if (d['robotsAll'] !== undefined) {
    send({ type: 'robots', seats: SEATS });
    return;
  }
  if (d['replay'] !== undefined) {
    const at = ui.replay?.step ?? view.seq;
    const step = { first: 0, prev: at - 1, next: at + 1, live: view.seq }[d['replay']] ?? view.seq;
    if (d['replay'] === 'live' || step >= view.seq) {
      ui.replay = null;
      render();
    } else send({ type: 'replay', step: Math.max(0, step) });
    return;
  }
  if (d['step'] !== undefined) send({ type: 'replay', step: Number(d['step']) });
}

function onChange(e: Event): void {
  const target = e.target as HTMLElement;
  if (target.id === 'lang') {
    const lang = (target as HTMLSelectElement).value;
    if (!isLang(lang)) return;
    ui.lang = lang;
    localStorage.setItem('tablelaw.lang', lang);
    send({ type: 'lang', lang });
    if (ui.view === null) {
      if (created !== null) showCreated();
      else lobby();
    }
    return;
  }
  if (target.id === 'caller') {
    ui.caller = (target as HTMLSelectElement).value;
    return;
  }
  if (target.id === 'actor') {
    ui.actor = (target as HTMLSelectElement).value;
    render();
    return;
  }
  if (target.id === 'attention-to') {
    ui.attentionTo = (target as HTMLSelectElement).value;
    return;
  }
  if (target.id === 'ask-of') {
    // The button names the player asked.
    ui.askOf = (target as HTMLSelectElement).value;
    render();
    return;
  }
  if (target.id === 'confirm-card') {
    guard.confirming = (target as HTMLInputElement).checked;
    render();
    return;
  }
  if (target.id === 'how') {
    const how = (target as HTMLSelectElement).value;
    const known = EXPOSURES.find((h) => h === how);
    if (known !== undefined) ui.how = known;
    return;
  }
  const robot = target.dataset['robot'];
  if (robot !== undefined) {
    const on = (target as HTMLInputElement).checked;
    const seats = SEATS.filter((s) => (s === robot ? on : ui.robots.includes(s)));
    send({ type: 'robots', seats });
  }
}

// ---------------------------------------------------------------------------------------------
// The lobby: create a table (or the demo) and open its director's link.

/** The table just created, whose seats' links are being handed out (the page after "Create"). */
let created: { links: { [who: string]: string }; qr: Codes | null } | null = null;

/**
 * Creates a table. `demo`: null for a new table (the seats' links are handed out next); true for
 * the demo, a game's name for that game's demo (ADR 0089): straight to the director's console.
 */
async function create(body: unknown, demo: string | true | null): Promise<void> {
  const res = await fetch('/api/tables', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as {
    links?: { director: string; [seat: string]: string };
    qr?: Codes;
    error?: { kind: string; message: string };
  };
  if (answer.links === undefined) {
    toast(answer.error?.message ?? 'error');
    return;
  }
  if (demo !== null) {
    // A demo is one person's: straight to the director's console; a game's demo says which (`d`),
    // so that its hint is shown.
    location.href =
      demo === true ? answer.links.director : `${answer.links.director}&d=${encodeURIComponent(demo)}`;
    start();
    return;
  }
  created = { links: answer.links, qr: answer.qr ?? null };
  showCreated();
}

/** After "Create": each seat's link with a copy button and a QR code, then the director's console. */
function showCreated(): void {
  if (created === null) return;
  document.documentElement.lang = ui.lang;
  app.innerHTML = createdHtml(ui.lang, created.links, created.qr);
}

/** Copies a seat's link and says so (or says to copy it by hand). */
async function copied(link: string, seat: string): Promise<void> {
  const words = LAYOUT_WORDS[ui.lang];
  toast((await copyLink(link)) ? fill(words.copied, { seat: seatName(seat) }) : words.copyFailed);
}

/** The club session just created from the start page (its links shown until "Back"). */
let session: CreatedSession | null = null;

function showSession(): void {
  if (session === null) return;
  app.innerHTML = sessionCreatedHtml(ui.lang, session);
  (document.getElementById('session-back') as HTMLButtonElement).onclick = () => {
    session = null;
    lobby();
  };
}

function lobby(): void {
  document.documentElement.lang = ui.lang;
  if (session !== null) {
    showSession();
    return;
  }
  app.innerHTML = lobbyHtml(ui.lang, Math.floor(Math.random() * 100000), demosHtml(ui.lang));
  app.querySelector('main.lobby')?.insertAdjacentHTML('beforeend', sessionFormHtml(ui.lang));
  wireSessionForm(app, ui.lang, (made) => {
    session = made;
    showSession();
  });
  void fetch('/api/rulebooks')
    .then((r) => r.json() as Promise<{ rulebooks: { name: string; games: string[] }[] }>)
    .then((r) => {
      const select = document.getElementById('rulebook') as HTMLSelectElement | null;
      if (select === null) return;
      select.innerHTML = rulebookOptions(r.rulebooks);
    });
  (document.getElementById('demo') as HTMLButtonElement).onclick = () => void create({ demo: true }, true);
  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>('button[data-demo]')))
    button.onclick = () => void create({ demo: button.dataset['demo'] }, button.dataset['demo'] ?? true);
  (document.getElementById('create') as HTMLButtonElement).onclick = () => {
    const [rulebook, game] = (document.getElementById('rulebook') as HTMLSelectElement).value.split('|');
    const seed = Number((document.getElementById('seed') as HTMLInputElement).value);
    const robots = Array.from(
      document.querySelectorAll<HTMLInputElement>('input.robot:checked'),
      (i) => i.value,
    );
    void create({ rulebook, game, seed, robots }, null);
  };
}

/** Opens the board a physical table plays now (its evening link); the server's reason when it refuses. */
function follow(link: FollowLink): void {
  ui.follow = link;
  ui.demo = null;
  void tableNow(link).then((r) => {
    if (ui.follow !== link) return;
    if (!r.ok) {
      app.innerHTML = `<main class="lobby"><p class="form-error" role="alert">${esc(`${SESSION_WORDS[ui.lang].followRefused} ${r.reason}`)}</p></main>`;
      return;
    }
    join(r.now.t, r.now.k);
  });
}

/** The board has ended: after a pause to read its result, the table's next board, if it has one. */
function moveOn(link: FollowLink): void {
  ui.moving = true;
  window.setTimeout(() => {
    void tableNow(link).then((r) => {
      if (ui.follow !== link) return;
      if (!r.ok) {
        // No answer (the server restarting, the network): ask again after the same pause.
        moveOn(link);
        return;
      }
      if (r.now.t === ui.table) {
        // The table's last board: stay; a later state of the table (a correction) asks again.
        ui.moving = false;
        return;
      }
      toast(
        fill(SESSION_WORDS[ui.lang].followNext, {
          table: String(r.now.table),
          round: String(r.now.round),
          board: String(r.now.board),
        }),
      );
      join(r.now.t, r.now.k);
    });
  }, FOLLOW_PAUSE);
}

function start(): void {
  const hash = new URLSearchParams(location.hash.slice(1));
  const evening = followLinkOf(hash);
  if (evening !== null) {
    created = null;
    follow(evening);
    return;
  }
  ui.follow = null;
  const table = hash.get('t');
  const token = hash.get('k');
  if (table === null || token === null) {
    lobby();
    return;
  }
  ui.demo = hash.get('d');
  created = null;
  join(table, token);
}

/** Joins a table with a token: a fresh view and log, a new connection. */
function join(table: string, token: string): void {
  ui.moving = false;
  ui.table = table;
  ui.token = token;
  ui.view = null;
  ui.match = null;
  ui.log = [];
  ui.replay = null;
  const old = socket;
  socket = null;
  old?.close();
  connect();
}

/** Arrow keys move along a hand's cards (Tab moves between controls; Enter or Space plays). */
function onKey(e: KeyboardEvent): void {
  const target = e.target as HTMLElement;
  const hand = target.dataset['hand'];
  if (hand !== undefined && target.tagName === 'BUTTON') {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
    if (step === undefined) return;
    const cards = Array.from(app.querySelectorAll<HTMLElement>(`button[data-hand="${hand}"]`));
    const next = cards[(cards.indexOf(target) + step + cards.length) % cards.length];
    next?.focus();
    e.preventDefault();
    return;
  }
  // The history's steps are list items: Enter shows that step.
  if (e.key === 'Enter' && target.dataset['step'] !== undefined)
    send({ type: 'replay', step: Number(target.dataset['step']) });
}

app.addEventListener('click', onClick);
app.addEventListener('change', onChange);
app.addEventListener('keydown', onKey);
enableDrag({
  root: app,
  draggable: 'button.card[data-hand]',
  zone: '.centre',
  drop: (data) => {
    if (data['hand'] !== undefined && data['card'] !== undefined) cardAct(data['hand'], data['card'], true);
  },
});
window.addEventListener('hashchange', start);
start();
