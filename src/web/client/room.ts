/**
 * The director's room (see src/web/room-page.ts): the session's tables from
 * `GET /api/sessions/ID` every two seconds, the tables calling the director first (oldest first,
 * as the server orders them), each with a link to its director's console; the ruling log (table,
 * board, irregularity, law, decision, by whom, when); the director's forms — a Law 90 procedural
 * penalty, the Law 87 decision on a board found fouled, the cards as found at a table — each
 * posting to the session's API and saying the server's answer (its reason when refused); the
 * results page on request. With the public token: the results only. In English, Norsk or Русский
 * (client/room-words.ts): the language menu's choice, kept in the browser as the console keeps it.
 */
import { fill, isLang, type Lang } from './i18n.js';
import { ROOM_WORDS, type RoomWords } from './room-words.js';
import { kindText, seatName } from './text.js';

type RoomTable = {
  round: number;
  table: number;
  board: number;
  ns: string;
  ew: string;
  phase: string;
  trick: number;
  calls: number;
  calling: number | null;
  why: string | null;
  links: { director: string };
};
type Logged = {
  kind: 'ruling' | 'irregularity' | 'penalty' | 'fouled';
  round: number;
  table: number;
  board: number;
  irregularity: { kind: string; offender: string } | null;
  provision: string | null;
  title: string | null;
  laws: string[];
  decision: string;
  by: string | null;
  time: string | null;
  status: string;
};
type Fouled = {
  board: number;
  groups: { group: number; moved: string; tables: { round: number | null; table: number | null }[] }[];
  decision: 'pending' | 'confirmed' | 'set-aside';
};
type Session = {
  id: string;
  event: string | null;
  viewer: 'director' | 'public';
  method?: string;
  tables?: RoomTable[];
  rulings?: Logged[];
  fouled?: Fouled[];
  /** Each physical table's evening links and their QR codes (SVG, drawn by the server). */
  follow?: { table: number; links: { [who: string]: string }; qr?: { [who: string]: string } }[];
};

const hash = new URLSearchParams(location.hash.slice(1));
const id = hash.get('s') ?? '';
const token = hash.get('k') ?? '';
const headers = { authorization: `Bearer ${token}` };

const el = (name: string): HTMLElement => document.getElementById(name) as HTMLElement;

const saved = localStorage.getItem('tablelaw.lang') ?? navigator.language.slice(0, 2);
let lang: Lang = isLang(saved) ? saved : 'en';
const w = (): RoomWords => ROOM_WORDS[lang];

/** The page's own words in the language chosen: each element marked with a key of the words. */
function applyWords(): void {
  const words = w() as unknown as { readonly [key: string]: unknown };
  const text = (key: string | undefined): string | null => {
    const value = key === undefined ? undefined : words[key];
    return typeof value === 'string' ? value : null;
  };
  document.documentElement.lang = lang;
  for (const e of Array.from(document.querySelectorAll<HTMLElement>('[data-w]'))) {
    const t = text(e.dataset['w']);
    if (t !== null) e.textContent = t;
  }
  for (const e of Array.from(document.querySelectorAll<HTMLElement>('[data-w-aria]'))) {
    const t = text(e.dataset['wAria']);
    if (t !== null) e.setAttribute('aria-label', t);
  }
  for (const e of Array.from(document.querySelectorAll<HTMLElement>('[data-w-title]'))) {
    const t = text(e.dataset['wTitle']);
    if (t !== null) e.title = t;
  }
  (el('lang') as HTMLSelectElement).value = lang;
}
const esc = (t: string): string =>
  t.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function ago(since: number): string {
  const s = Math.max(0, Math.round((Date.now() - since) / 1000));
  return s < 60 ? `${s} s` : `${Math.floor(s / 60)} min ${s % 60} s`;
}

function where(t: RoomTable): string {
  if (t.phase === 'auction')
    return t.calls === 1 ? w().auctionOne : fill(w().auction, { calls: String(t.calls) });
  if (t.phase === 'play') return fill(w().trick, { trick: String(t.trick + 1) });
  return w().finished;
}

/** Why a table calls, as the server says it (in English), in the room's language. */
function why(text: string | null): string {
  if (text === "a decision is the director's") return w().whyDirector;
  if (text === 'attention drawn to an irregularity') return w().whyAttention;
  return text ?? w().callingDefault;
}

function drawTables(tables: RoomTable[]): void {
  const calling = tables.filter((t) => t.calling !== null).length;
  el('status').textContent =
    calling === 0
      ? fill(w().nobodyCalling, { tables: String(tables.length) })
      : calling === 1
        ? w().callingOne
        : fill(w().calling, { tables: String(calling) });
  const h = w().heads;
  const rows = tables
    .map(
      (t) =>
        `<tr class="${t.calling === null ? '' : 'calling'}" data-table="${t.table}" data-board="${t.board}"><td>${t.round}</td><td>${t.table}</td><td>${t.board}</td><td>${esc(t.ns)} – ${esc(t.ew)}</td><td>${where(t)}</td><td class="why">${t.calling === null ? '' : `${esc(why(t.why))} (${ago(t.calling)})`}</td><td><a href="${esc(t.links.director)}" target="_blank" rel="noopener">${esc(fill(w().openTable, { table: String(t.table), board: String(t.board) }))}</a></td></tr>`,
    )
    .join('');
  el('tables').innerHTML =
    `<table><caption class="muted">${esc(w().tablesCaption)}</caption><thead><tr>${[h.round, h.table, h.board, h.pairs, h.where, h.call, h.console].map((x) => `<th scope="col">${esc(x)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

const SEATS = ['N', 'E', 'S', 'W'] as const;

/** The time of a ruling as the table recorded it, in the room's local time (the instant in a tooltip). */
function when(time: string | null): string {
  if (time === null) return '<td>—</td>';
  const at = new Date(time);
  return `<td><time datetime="${esc(time)}" title="${esc(time)}">${esc(at.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' }))}</time></td>`;
}

function drawLog(rulings: Logged[]): void {
  const rows = rulings
    .map((r) => {
      const where = r.table === 0 ? '<td>—</td><td>—</td>' : `<td>${r.round}</td><td>${r.table}</td>`;
      const irregularity =
        r.irregularity === null
          ? (r.title ?? '')
          : fill(w().irregularityBy, {
              kind: kindText(lang, r.irregularity.kind),
              seat: seatName(lang, r.irregularity.offender),
            });
      const by = r.by === null ? w().noChoice : seatName(lang, r.by);
      const status = r.status === 'corrected' || r.status === 'void' ? ` (${w()[r.status]})` : '';
      return `<tr data-kind="${esc(r.kind)}">${when(r.time)}${where}<td>${r.board}</td><td>${esc(irregularity)}</td><td>${esc(r.laws.join(', '))}</td><td>${esc(r.decision + status)}</td><td class="by">${esc(by)}</td></tr>`;
    })
    .join('');
  const h = w().heads;
  el('log').innerHTML =
    rulings.length === 0
      ? `<p class="muted">${esc(w().noRulings)}</p>`
      : `<table><caption class="muted">${esc(w().logCaption)}</caption><thead><tr>${[h.when, h.round, h.table, h.board, h.irregularity, h.law, h.decision, h.by].map((x) => `<th scope="col">${esc(x)}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`;
}

/** The boards found fouled, each with its groups as found and the director's two choices. */
function drawFouled(fouled: Fouled[]): void {
  el('fouled').hidden = fouled.length === 0;
  const decided = w().decided;
  const key = `${lang}${JSON.stringify(fouled)}`;
  const list = el('fouled-list');
  if (list.dataset['key'] === key) return;
  list.dataset['key'] = key;
  list.innerHTML = fouled
    .map(
      (f) =>
        `<div data-fouled-board="${f.board}"><p><b>${esc(fill(w().boardN, { board: String(f.board) }))}</b> — ${esc(decided[f.decision])}</p><ul>${f.groups
          .map(
            (g) =>
              `<li>${esc(fill(w().group, { group: String(g.group + 1), moved: g.moved === 'hand record' ? w().handRecord : g.moved }))}: ${g.tables.map((t) => esc(fill(w().roundTable, { round: String(t.round ?? '?'), table: String(t.table ?? '?') }))).join('; ')}</li>`,
          )
          .join(
            '',
          )}</ul><button type="button" data-decide="confirm" data-board="${f.board}">${esc(fill(w().confirm, { board: String(f.board) }))}</button> <button type="button" data-decide="set-aside" data-board="${f.board}">${esc(fill(w().setAside, { board: String(f.board) }))}</button></div>`,
    )
    .join('');
}

const UNIT: { [method: string]: keyof RoomWords['units'] } = {
  mp: 'fraction',
  'cross-imp': 'imps',
  butler: 'imps',
  teams: 'imps',
  total: 'points',
};

/** Each physical table's evening links (ADR 0109): its seats' and its director's, each named. */
function drawEvening(follow: NonNullable<Session['follow']>): void {
  const list = el('evening-list');
  const key = `${lang}${follow.map((f) => f.table).join()}`;
  el('evening').hidden = follow.length === 0;
  if (list.dataset['key'] === key) return;
  list.dataset['key'] = key;
  list.innerHTML = `<ul>${follow
    .map((f) => {
      const table = String(f.table);
      const links = [...SEATS, 'director' as const]
        .map((who) => {
          const name = who === 'director' ? w().scorer : seatName(lang, who);
          const code = eveningQr?.get(f.table)?.[who];
          const qr =
            code === undefined
              ? ''
              : `<div class="qr" role="img" aria-label="${esc(fill(w().eveningQr, { seat: name, table }))}">${code}</div>`;
          return `<figure data-evening-seat="${who}">${qr}<figcaption><a href="${esc(f.links[who] ?? '')}" target="_blank" rel="noopener" data-seat="${who}" aria-label="${esc(fill(w().eveningLink, { seat: name, table }))}">${esc(name)}</a></figcaption></figure>`;
        })
        .join('');
      return `<li data-evening="${table}">${esc(w().heads.table)} ${table}:<div class="evening-codes">${links}</div></li>`;
    })
    .join('')}</ul>`;
}

/** The forms' choices, filled once from the session's tables (they change only with the cards as found). */
function fillForms(s: Session): void {
  const tables = s.tables ?? [];
  const boardSelect = el('penalty-board') as HTMLSelectElement;
  const key = `${lang}${tables
    .map((t) => `${t.round}.${t.table}.${t.board}.${t.links.director}`)
    .sort()
    .join()}`;
  if (boardSelect.dataset['key'] === key) return;
  boardSelect.dataset['key'] = key;
  const boards = [...new Set(tables.map((t) => t.board))].sort((a, b) => a - b);
  const chosen = boardSelect.value;
  boardSelect.innerHTML = boards.map((b) => `<option value="${b}">${b}</option>`).join('');
  if (chosen !== '') boardSelect.value = chosen;
  fillPairs(tables);
  const unit = UNIT[s.method ?? 'mp'];
  el('penalty-unit').textContent = unit === undefined ? w().amount : w().units[unit];
  const amount = el('penalty-amount') as HTMLInputElement;
  amount.max = s.method === 'mp' ? '1' : '1000';
  const found = el('found-table') as HTMLSelectElement;
  const order = [...tables].sort((a, b) => a.round - b.round || a.table - b.table || a.board - b.board);
  found.innerHTML = order
    .map(
      (t) =>
        `<option value="${t.round}.${t.table}.${t.board}">${esc(fill(w().roundTableBoard, { round: String(t.round), table: String(t.table), board: String(t.board) }))}</option>`,
    )
    .join('');
  el('penalty').hidden = false;
  el('found').hidden = false;
}

/** The pairs that play the board chosen. */
function fillPairs(tables: RoomTable[]): void {
  const board = Number((el('penalty-board') as HTMLSelectElement).value);
  const pairs = [...new Set(tables.filter((t) => t.board === board).flatMap((t) => [t.ns, t.ew]))].sort(
    (a, b) => Number(a) - Number(b) || a.localeCompare(b),
  );
  (el('penalty-pair') as HTMLSelectElement).innerHTML = pairs
    .map((p) => `<option value="${esc(p)}">${esc(fill(w().pairN, { pair: p }))}</option>`)
    .join('');
}

/** POSTs to the session's API with the director's token; the server's reason when it refuses. */
async function give(
  what: string,
  body: unknown,
): Promise<{ ok: true; answer: unknown } | { ok: false; reason: string }> {
  try {
    const res = await fetch(`/api/sessions/${id}/${what}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { error?: { message?: string } };
    if (!res.ok)
      return {
        ok: false,
        reason: answer.error?.message ?? fill(w().refused, { status: String(res.status) }),
      };
    return { ok: true, answer };
  } catch {
    return { ok: false, reason: w().noAnswer };
  }
}

function say(where: string, ok: boolean, text: string): void {
  const p = el(where);
  p.className = ok ? 'done' : 'error';
  p.textContent = text;
}

let last: Session | null = null;

el('penalty-board').addEventListener('change', () => fillPairs(last?.tables ?? []));
el('penalty').addEventListener('submit', (e) => {
  e.preventDefault();
  const board = Number((el('penalty-board') as HTMLSelectElement).value);
  const pair = (el('penalty-pair') as HTMLSelectElement).value;
  const amount = Number((el('penalty-amount') as HTMLInputElement).value);
  const reason = (el('penalty-reason') as HTMLInputElement).value;
  void give('penalties', { board, pair, amount, reason }).then((r) => {
    say(
      'penalty-said',
      r.ok,
      r.ok ? fill(w().given, { pair, board: String(board), amount: String(amount) }) : r.reason,
    );
    if (r.ok) void refresh();
  });
});
el('fouled').addEventListener('click', (e) => {
  const button = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-decide]');
  if (button === null) return;
  const board = Number(button.dataset['board']);
  const decision = button.dataset['decide'];
  void give('fouled', { board, decision }).then((r) => {
    say(
      'fouled-said',
      r.ok,
      r.ok
        ? fill(decision === 'confirm' ? w().confirmedSaid : w().setAsideSaid, { board: String(board) })
        : r.reason,
    );
    if (r.ok) void refresh();
  });
});
el('found').addEventListener('submit', (e) => {
  e.preventDefault();
  const [round, table, board] = (el('found-table') as HTMLSelectElement).value.split('.').map(Number);
  const deal = (el('found-deal') as HTMLInputElement).value.trim();
  void give('found', { round, table, board, deal }).then((r) => {
    if (!r.ok) {
      say('found-said', false, r.reason);
      return;
    }
    say(
      'found-said',
      true,
      fill(w().foundSaid, { round: String(round), table: String(table), board: String(board) }),
    );
    const links = (r.answer as { links?: { [seat: string]: string } }).links ?? {};
    const list = document.createElement('ul');
    for (const seat of SEATS) {
      const item = document.createElement('li');
      item.textContent = `${seatName(lang, seat)}: ${links[seat] ?? ''}`;
      list.append(item);
    }
    el('found-said').append(list);
    void refresh();
  });
});

async function showResults(): Promise<void> {
  const res = await fetch(`/api/sessions/${id}/results.html`, { headers });
  const frame = el('page') as HTMLIFrameElement;
  frame.hidden = false;
  if (!res.ok) {
    frame.srcdoc = `<p>${esc(((await res.json()) as { error?: { message?: string } }).error?.message ?? w().noResults)}</p>`;
    return;
  }
  frame.srcdoc = await res.text();
}

/** The evening links' QR codes by table, asked for once (the room asks for itself every two seconds). */
let eveningQr: Map<number, { [who: string]: string }> | null = null;

async function refresh(): Promise<void> {
  const res = await fetch(`/api/sessions/${id}${eveningQr === null ? '?codes=qr' : ''}`, { headers });
  if (!res.ok) {
    el('status').textContent = w().badLink;
    return;
  }
  const s = (await res.json()) as Session;
  el('event').textContent = s.event ?? '';
  if (s.viewer === 'public') {
    el('status').textContent = w().publicResults;
    el('results').hidden = true;
    await showResults();
    return;
  }
  last = s;
  drawTables(s.tables ?? []);
  drawLog(s.rulings ?? []);
  drawFouled(s.fouled ?? []);
  if (eveningQr === null && s.follow !== undefined)
    eveningQr = new Map(s.follow.map((f) => [f.table, f.qr ?? {}]));
  drawEvening(s.follow ?? []);
  fillForms(s);
}

el('lang').addEventListener('change', () => {
  const chosen = (el('lang') as HTMLSelectElement).value;
  if (!isLang(chosen)) return;
  lang = chosen;
  localStorage.setItem('tablelaw.lang', chosen);
  applyWords();
  void refresh();
});
applyWords();
el('results').addEventListener('click', () => {
  void showResults();
});
let timer = 0;
void refresh().then(() => {
  // The public link's results are asked for once (and again on request), the room every two seconds.
  if (el('results').hidden) return;
  timer = window.setInterval(() => {
    void refresh();
  }, 2000);
});
window.addEventListener('pagehide', () => window.clearInterval(timer));
