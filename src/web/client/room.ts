/**
 * The director's room (see src/web/room-page.ts): the session's tables from
 * `GET /api/sessions/ID` every two seconds, the tables calling the director first (oldest first,
 * as the server orders them), each with a link to its director's console; the ruling log (table,
 * board, irregularity, law, decision, by whom, when); the director's forms — a Law 90 procedural
 * penalty, the Law 87 decision on a board found fouled, the cards as found at a table — each
 * posting to the session's API and saying the server's answer (its reason when refused); the
 * results page on request. With the public token: the results only.
 */
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
};

const hash = new URLSearchParams(location.hash.slice(1));
const id = hash.get('s') ?? '';
const token = hash.get('k') ?? '';
const headers = { authorization: `Bearer ${token}` };

const el = (name: string): HTMLElement => document.getElementById(name) as HTMLElement;
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
  if (t.phase === 'auction') return `auction, ${t.calls} call${t.calls === 1 ? '' : 's'}`;
  if (t.phase === 'play') return `trick ${t.trick + 1}`;
  return 'finished';
}

function drawTables(tables: RoomTable[]): void {
  const calling = tables.filter((t) => t.calling !== null).length;
  el('status').textContent =
    calling === 0
      ? `${tables.length} tables in play; nobody is calling.`
      : `${calling} table${calling === 1 ? '' : 's'} calling the director.`;
  const rows = tables
    .map(
      (t) =>
        `<tr class="${t.calling === null ? '' : 'calling'}" data-table="${t.table}" data-board="${t.board}"><td>${t.round}</td><td>${t.table}</td><td>${t.board}</td><td>${esc(t.ns)} – ${esc(t.ew)}</td><td>${where(t)}</td><td class="why">${t.calling === null ? '' : `${esc(t.why ?? 'calling')} (${ago(t.calling)})`}</td><td><a href="${esc(t.links.director)}" target="_blank" rel="noopener">open table ${t.table}, board ${t.board}</a></td></tr>`,
    )
    .join('');
  el('tables').innerHTML =
    `<table><caption class="muted">Tables calling the director first, the oldest call first</caption><thead><tr><th scope="col">Round</th><th scope="col">Table</th><th scope="col">Board</th><th scope="col">Pairs</th><th scope="col">Where</th><th scope="col">Call</th><th scope="col">Console</th></tr></thead><tbody>${rows}</tbody></table>`;
}

const SEATS: { [seat: string]: string } = {
  N: 'North',
  E: 'East',
  S: 'South',
  W: 'West',
  director: 'director',
};

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
          : `${r.irregularity.kind.replace(/-/g, ' ')} by ${SEATS[r.irregularity.offender] ?? r.irregularity.offender}`;
      const by = r.by === null ? 'the laws (no choice)' : (SEATS[r.by] ?? r.by);
      const status = r.status === 'corrected' || r.status === 'void' ? ` (${r.status})` : '';
      return `<tr data-kind="${esc(r.kind)}">${when(r.time)}${where}<td>${r.board}</td><td>${esc(irregularity)}</td><td>${esc(r.laws.join(', '))}</td><td>${esc(r.decision + status)}</td><td class="by">${esc(by)}</td></tr>`;
    })
    .join('');
  el('log').innerHTML =
    rulings.length === 0
      ? '<p class="muted">No irregularity or ruling so far.</p>'
      : `<table><caption class="muted">Ruling log, oldest first</caption><thead><tr><th scope="col">When</th><th scope="col">Round</th><th scope="col">Table</th><th scope="col">Board</th><th scope="col">Irregularity</th><th scope="col">Law</th><th scope="col">Decision</th><th scope="col">By</th></tr></thead><tbody>${rows}</tbody></table>`;
}

/** The boards found fouled, each with its groups as found and the director's two choices. */
function drawFouled(fouled: Fouled[]): void {
  el('fouled').hidden = fouled.length === 0;
  const decided = {
    pending: 'to be decided',
    confirmed: 'confirmed: groups scored apart (Law 87B)',
    'set-aside': 'set aside: scored as one (Law 87A)',
  };
  const key = JSON.stringify(fouled);
  const list = el('fouled-list');
  if (list.dataset['key'] === key) return;
  list.dataset['key'] = key;
  list.innerHTML = fouled
    .map(
      (f) =>
        `<div data-fouled-board="${f.board}"><p><b>Board ${f.board}</b> — ${esc(decided[f.decision])}</p><ul>${f.groups
          .map(
            (g) =>
              `<li>Group ${g.group + 1} (${esc(g.moved)}): ${g.tables.map((t) => `round ${t.round ?? '?'} table ${t.table ?? '?'}`).join('; ')}</li>`,
          )
          .join(
            '',
          )}</ul><button type="button" data-decide="confirm" data-board="${f.board}">Confirm board ${f.board} fouled (Law 87B)</button> <button type="button" data-decide="set-aside" data-board="${f.board}">Set board ${f.board} aside: not fouled (Law 87A)</button></div>`,
    )
    .join('');
}

const UNIT: { [method: string]: string } = {
  mp: 'Fraction of a top (0–1)',
  'cross-imp': 'IMPs',
  butler: 'IMPs',
  teams: 'IMPs',
  total: 'Points',
};

/** The forms' choices, filled once from the session's tables (they change only with the cards as found). */
function fillForms(s: Session): void {
  const tables = s.tables ?? [];
  const boardSelect = el('penalty-board') as HTMLSelectElement;
  const key = tables
    .map((t) => `${t.round}.${t.table}.${t.board}.${t.links.director}`)
    .sort()
    .join();
  if (boardSelect.dataset['key'] === key) return;
  boardSelect.dataset['key'] = key;
  const boards = [...new Set(tables.map((t) => t.board))].sort((a, b) => a - b);
  const chosen = boardSelect.value;
  boardSelect.innerHTML = boards.map((b) => `<option value="${b}">${b}</option>`).join('');
  if (chosen !== '') boardSelect.value = chosen;
  fillPairs(tables);
  el('penalty-unit').textContent = UNIT[s.method ?? 'mp'] ?? 'Amount';
  const amount = el('penalty-amount') as HTMLInputElement;
  amount.max = s.method === 'mp' ? '1' : '1000';
  const found = el('found-table') as HTMLSelectElement;
  const order = [...tables].sort((a, b) => a.round - b.round || a.table - b.table || a.board - b.board);
  found.innerHTML = order
    .map(
      (t) =>
        `<option value="${t.round}.${t.table}.${t.board}">round ${t.round}, table ${t.table}, board ${t.board}</option>`,
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
    .map((p) => `<option value="${esc(p)}">pair ${esc(p)}</option>`)
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
    if (!res.ok) return { ok: false, reason: answer.error?.message ?? `refused (${res.status})` };
    return { ok: true, answer };
  } catch {
    return { ok: false, reason: 'the server did not answer' };
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
    say('penalty-said', r.ok, r.ok ? `Given: pair ${pair}, board ${board}, ${amount} (Law 90).` : r.reason);
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
        ? `Board ${board}: ${decision === 'confirm' ? 'confirmed fouled (Law 87B)' : 'set aside (Law 87A)'}.`
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
      `Round ${round}, table ${table}, board ${board} is set with the cards as found; its seats' new links:`,
    );
    const links = (r.answer as { links?: { [seat: string]: string } }).links ?? {};
    const list = document.createElement('ul');
    for (const seat of ['N', 'E', 'S', 'W']) {
      const item = document.createElement('li');
      item.textContent = `${SEATS[seat]}: ${links[seat] ?? ''}`;
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
    frame.srcdoc = `<p>${esc(((await res.json()) as { error?: { message?: string } }).error?.message ?? 'no results yet')}</p>`;
    return;
  }
  frame.srcdoc = await res.text();
}

async function refresh(): Promise<void> {
  const res = await fetch(`/api/sessions/${id}`, { headers });
  if (!res.ok) {
    el('status').textContent = 'This link is not a session’s (check it).';
    return;
  }
  const s = (await res.json()) as Session;
  el('event').textContent = s.event ?? '';
  if (s.viewer === 'public') {
    el('status').textContent = 'Results (boards appear once every table has played them).';
    el('results').hidden = true;
    await showResults();
    return;
  }
  last = s;
  drawTables(s.tables ?? []);
  drawLog(s.rulings ?? []);
  drawFouled(s.fouled ?? []);
  fillForms(s);
}

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
