/**
 * The director's room (see src/web/room-page.ts): the session's tables from
 * `GET /api/sessions/ID` every two seconds, the tables calling the director first (oldest first,
 * as the server orders them), each with a link to its director's console; the ruling log; the
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
type Session = {
  id: string;
  event: string | null;
  viewer: 'director' | 'public';
  tables?: RoomTable[];
  rulings?: unknown[];
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

function drawLog(rulings: unknown[]): void {
  const rows = rulings
    .map((r) => {
      const x = r as {
        round: number;
        table: number;
        board: number;
        kind?: string;
        offender?: string;
        status?: string;
        laws?: string[];
        ruling?: unknown;
      };
      const what =
        x.kind !== undefined
          ? `${x.kind.replace(/-/g, ' ')} by ${x.offender ?? '?'} (${(x.status ?? '').replace(/-/g, ' ')})`
          : JSON.stringify(x.ruling);
      return `<tr><td>${x.round}</td><td>${x.table}</td><td>${x.board}</td><td>${esc(what)}</td><td>${esc((x.laws ?? []).join(', '))}</td></tr>`;
    })
    .join('');
  el('log').innerHTML =
    rulings.length === 0
      ? '<p class="muted">No irregularity so far.</p>'
      : `<table><caption class="muted">Ruling log</caption><thead><tr><th scope="col">Round</th><th scope="col">Table</th><th scope="col">Board</th><th scope="col">Irregularity or ruling</th><th scope="col">Laws</th></tr></thead><tbody>${rows}</tbody></table>`;
}

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
  drawTables(s.tables ?? []);
  drawLog(s.rulings ?? []);
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
