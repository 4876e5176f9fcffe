/**
 * The history: the log of the table, grouped — the acts before the play, then one group a trick
 * (a new trick begins with the card led after a trick's last card) — each entry a step of the
 * replay. An act its seat undid is marked so, and so is an act a correction made void (Law 82C). The list is drawn inside a scrolling box that the
 * console keeps at its newest entry (`followNewest`), unless the viewer is stepping through.
 */
import type { TableView } from '../../server/engine.js';
import { fill, type Lang, WORDS } from './i18n.js';
import { LAYOUT_WORDS } from './layout-words.js';
import { RULING_WORDS } from './rulings-words.js';
import { eventText, kindText, lawsText, statusText } from './text.js';

type LogEvent = { readonly [key: string]: unknown };

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type Group = { readonly title: string; readonly from: number; readonly to: number };

/** Cards a trick holds: four, or in a euchre lone hand as many as its last trick held. */
function trickSize(view: Pick<TableView, 'game' | 'lastTrick'>): number {
  if (view.game !== 'euchre') return 4;
  return view.lastTrick?.plays.length ?? 4;
}

/**
 * The log cut into groups by where each trick is led: counting the cards lying in the trick
 * (a card played adds one — or as many as are played together — a card taken back or a play
 * undone takes one away), a card played to an empty trick leads the next one.
 */
export function groupsOf(
  log: readonly LogEvent[],
  view: Pick<TableView, 'game' | 'lastTrick'>,
  lang: Lang,
): Group[] {
  const words = LAYOUT_WORDS[lang];
  const size = trickSize(view);
  const groups: { title: string; from: number; to: number }[] = [];
  let onTable = 0;
  let trick = 0;
  const open = (title: string, at: number) => {
    const last = groups[groups.length - 1];
    if (last !== undefined && last.to === at && last.title === title) return;
    groups.push({ title, from: at, to: at });
  };
  log.forEach((e, seq) => {
    const type = e['type'];
    if (type === 'play') {
      if (onTable === 0) {
        trick += 1;
        open(fill(words.trickGroup, { trick: String(trick) }), seq);
      }
      onTable += Array.isArray(e['cards']) ? (e['cards'] as unknown[]).length : 1;
      if (onTable >= size) onTable = 0;
    } else if (type === 'withdraw') {
      if (onTable > 0) onTable -= 1;
    } else if (type === 'undo' && log[seq - 1]?.['type'] === 'play') {
      onTable = onTable === 0 ? size - 1 : onTable - 1;
      if (onTable === 0) trick -= 1;
    }
    if (groups.length === 0) open(words.auctionGroup, seq);
    const current = groups[groups.length - 1];
    if (current !== undefined) current.to = seq + 1;
  });
  return groups;
}

/** The history box: its step buttons, and the groups with one entry an event. */
export function historyHtml(
  log: readonly LogEvent[],
  live: TableView,
  replayStep: number | null,
  lang: Lang,
): string {
  const w = WORDS[lang];
  const lw = LAYOUT_WORDS[lang];
  const current = replayStep ?? live.seq;
  const entry = (event: LogEvent, seq: number) => {
    const rulings = live.irregularities
      .filter((i) => i.seq === seq)
      .map(
        (i) =>
          `<span class="ruling">${esc(kindText(lang, i.kind))} — ${esc(statusText(lang, i.status))} (${esc(lawsText(lang, i.laws))})</span>`,
      )
      .join('');
    const next = log[seq + 1];
    const undone = next !== undefined && next['type'] === 'undo' && event['type'] !== 'undo';
    const voided = live.voided.includes(seq)
      ? ` <span class="void" data-testid="void-${seq}">(${esc(RULING_WORDS[lang].voidAct)})</span>`
      : '';
    const classes = [
      seq + 1 === current ? 'current' : '',
      undone ? 'undone' : '',
      voided === '' ? '' : 'voided',
    ].filter((c) => c !== '');
    return `<li data-step="${seq + 1}" tabindex="0" class="${classes.join(' ')}">${esc(eventText(lang, event))}${undone ? ` <small class="undone-mark">(${esc(lw.undone)})</small>` : ''}${voided}${rulings}</li>`;
  };
  const groups = groupsOf(log, live, lang)
    .map(
      (g) =>
        `<h3 class="trick-head">${esc(g.title)}</h3><ol class="history" start="${g.from + 1}">${log
          .slice(g.from, g.to)
          .map((e, i) => entry(e, g.from + i))
          .join('')}</ol>`,
    )
    .join('');
  const status = replayStep === null ? esc(w.live) : `${esc(w.replaying)} ${replayStep}/${live.seq}`;
  return `<section class="box"><h2>${esc(w.history)}</h2>
<div class="acts"><button data-replay="first" aria-label="${esc(w.replayFirst)}">|◀</button><button data-replay="prev" aria-label="${esc(w.replayPrevious)}">◀</button><button data-replay="next" aria-label="${esc(w.replayNext)}">▶</button><button data-replay="live">▶| ${esc(w.live)}</button><span data-testid="replay-status">${status}</span></div>
<div class="history-scroll" data-testid="history" tabindex="0" role="region" aria-label="${esc(w.history)}">${groups}</div></section>`;
}

/** Keeps the history at its newest entry while live; at the step shown while stepping through. */
export function followNewest(root: HTMLElement, replaying: boolean): void {
  const box = root.querySelector<HTMLElement>('.history-scroll');
  if (box === null) return;
  if (!replaying) {
    box.scrollTop = box.scrollHeight;
    return;
  }
  const current = box.querySelector<HTMLElement>('li.current');
  if (current !== null) box.scrollTop = current.offsetTop - box.offsetTop - box.clientHeight / 2;
}
