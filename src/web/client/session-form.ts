/**
 * The start page's club session: a form (tables, movement with Mitchell's arrow switch, random
 * deals with a number of boards or a PBN hand record file, scoring method, scoring profile, laws)
 * that posts to `POST /api/sessions`; the server's refusal is said in the form, with its reason.
 * Once created: the director's room link, the public results link and, table by table, each
 * round's seats' links to hand out.
 */
import { fill, type Lang } from './i18n.js';
import { SESSION_WORDS } from './session-words.js';
import { langSelect } from './start-page.js';
import { seatName } from './text.js';

const MOVEMENTS = ['mitchell', 'howell', 'teams'] as const;
const METHODS = ['mp', 'cross-imp', 'butler', 'total', 'teams'] as const;
const PROFILES = ['wbf', 'ebu'] as const;
const RULEBOOKS = [
  ['wbf-2017', 'WBF 2017'],
  ['wbf-2007', 'WBF 2007'],
  ['wbf-1997', 'WBF 1997'],
] as const;
const SEATS = ['N', 'E', 'S', 'W'] as const;
/** The largest hand record file the form sends (the server takes bodies of 256 KB). */
export const MAX_HAND_RECORD = 200 * 1024;

/** The server's answer to a session created. */
export type CreatedSession = {
  readonly id: string;
  readonly tables: number;
  readonly links: { readonly room: string; readonly results: string };
  readonly seats: readonly {
    readonly round: number;
    readonly table: number;
    readonly board: number;
    readonly ns: string;
    readonly ew: string;
    readonly links: { readonly [seat: string]: string };
  }[];
  /** Each physical table's evening links: a seat's (and its director's) for every round (ADR 0109). */
  readonly follow?: readonly {
    readonly table: number;
    readonly links: { readonly [who: string]: string };
    /** Each link's QR code (SVG, drawn by the server). */
    readonly qr?: { readonly [who: string]: string };
  }[];
};

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const options = (values: readonly string[], names: { readonly [v: string]: string }, chosen: string) =>
  values
    .map((v) => `<option value="${esc(v)}" ${v === chosen ? 'selected' : ''}>${esc(names[v] ?? v)}</option>`)
    .join('');

/** The form, for the start page (inside its `main`). */
export function sessionFormHtml(lang: Lang): string {
  const w = SESSION_WORDS[lang];
  return `<section class="session" aria-labelledby="session-title" data-testid="session-form"><h2 id="session-title">${esc(w.title)}</h2><p>${esc(w.hint)}</p>
<form id="session-form" novalidate>
<p><label>${esc(w.event)} <input id="s-event" maxlength="100" autocomplete="off"></label></p>
<p><label>${esc(w.tables)} <input id="s-tables" type="number" min="2" max="30" value="3" required></label>
<label>${esc(w.movement)} <select id="s-movement">${options(MOVEMENTS, w.movements, 'mitchell')}</select></label></p>
<p><label><input id="s-arrow" type="checkbox"> ${esc(w.arrowSwitch)}</label></p>
<fieldset class="group"><legend>${esc(w.deals)}</legend>
<p><label><input type="radio" name="s-deals" value="random" checked> ${esc(w.dealsRandom)}</label>
<label>${esc(w.boards)} <input id="s-boards" type="number" min="1" max="240" aria-describedby="s-boards-hint"></label> <span id="s-boards-hint" class="muted">${esc(w.boardsHint)}</span></p>
<p><label><input type="radio" name="s-deals" value="file"> ${esc(w.dealsFile)}</label>
<label>${esc(w.handRecord)} <input id="s-file" type="file" accept=".pbn,text/plain"></label></p>
</fieldset>
<p><label>${esc(w.method)} <select id="s-method">${options(METHODS, w.methods, 'mp')}</select></label>
<label>${esc(w.profile)} <select id="s-profile">${options(PROFILES, w.profiles, 'wbf')}</select></label>
<label>${esc(w.rulebook)} <select id="s-rulebook">${RULEBOOKS.map(([v, name]) => `<option value="${v}">${name}</option>`).join('')}</select></label></p>
<p><button id="s-create" type="submit">${esc(w.create)}</button></p>
<p id="s-error" class="form-error" role="alert"></p>
</form></section>`;
}

/** The page after the session is created: the room, the public results, each table's seats' links. */
export function sessionCreatedHtml(lang: Lang, s: CreatedSession): string {
  const w = SESSION_WORDS[lang];
  const byTable = new Map<number, CreatedSession['seats'][number][]>();
  for (const t of s.seats) byTable.set(t.table, [...(byTable.get(t.table) ?? []), t]);
  const tables = [...byTable.entries()]
    .sort(([a], [b]) => a - b)
    .map(([table, rows]) => {
      const items = rows
        .sort((a, b) => a.round - b.round || a.board - b.board)
        .map((r) => {
          const seats = SEATS.map((seat) => {
            const name = seatName(lang, seat);
            const label = fill(w.seatLink, {
              seat: name,
              table: String(table),
              round: String(r.round),
              board: String(r.board),
            });
            return `<a href="${esc(r.links[seat] ?? '')}" aria-label="${esc(label)}" data-seat="${seat}">${esc(name)}</a>`;
          }).join(' ');
          return `<li data-round="${r.round}" data-board="${r.board}">${esc(fill(w.roundBoard, { round: String(r.round), board: String(r.board), ns: r.ns, ew: r.ew }))} ${seats}</li>`;
        })
        .join('');
      return `<details data-table="${table}"><summary>${esc(fill(w.table, { table: String(table) }))}</summary><ul>${items}</ul></details>`;
    })
    .join('');
  const evening = (s.follow ?? [])
    .map((f) => {
      const table = String(f.table);
      const links = [...SEATS, 'director' as const]
        .map((who) => {
          const name = who === 'director' ? w.scorer : seatName(lang, who);
          const label = fill(w.eveningLink, { seat: name, table });
          const code = f.qr?.[who];
          const qr =
            code === undefined
              ? ''
              : `<div class="qr" role="img" aria-label="${esc(fill(w.eveningQr, { seat: name, table }))}">${code}</div>`;
          return `<figure data-evening-seat="${who}">${qr}<figcaption><a href="${esc(f.links[who] ?? '')}" aria-label="${esc(label)}" data-seat="${who}">${esc(name)}</a></figcaption></figure>`;
        })
        .join('');
      return `<li data-evening="${table}">${esc(fill(w.evening, { table }))}:<div class="evening-codes">${links}</div></li>`;
    })
    .join('');
  return `<header><h1>tablelaw</h1><div class="info"></div>${langSelect(lang)}</header>
<main class="lobby created" data-testid="session-created"><h2>${esc(w.created)}</h2><p>${esc(w.createdHint)}</p>
<p><a class="button" id="open-room" href="${esc(s.links.room)}">${esc(w.openRoom)}</a></p>
<p><label class="link-text">${esc(w.room)} <input id="room-link" readonly value="${esc(s.links.room)}"></label></p>
<p><label class="link-text">${esc(w.resultsHint)} <input id="results-link" readonly value="${esc(s.links.results)}"></label></p>
<p class="muted">${esc(w.results)}</p>
${evening === '' ? '' : `<section class="session-evening" data-testid="session-evening"><p class="muted">${esc(w.eveningHint)}</p><ul>${evening}</ul></section>`}
<section class="session-tables">${tables}</section>
<p><button id="session-back" type="button">${esc(w.another)}</button></p></main>`;
}

/** The request the form makes, or the words saying what is missing. */
async function requestOf(root: ParentNode, lang: Lang): Promise<{ body: unknown } | { error: string }> {
  const w = SESSION_WORDS[lang];
  const value = (id: string) => (root.querySelector(`#${id}`) as HTMLInputElement | HTMLSelectElement).value;
  const movement = value('s-movement');
  const deals = (root.querySelector('input[name="s-deals"]:checked') as HTMLInputElement | null)?.value;
  const body: { [key: string]: unknown } = {
    tables: Number(value('s-tables')),
    movement,
    method: value('s-method'),
    profile: value('s-profile'),
    rulebook: value('s-rulebook'),
  };
  const event = value('s-event').trim();
  if (event !== '') body['event'] = event;
  if ((root.querySelector('#s-arrow') as HTMLInputElement).checked) body['arrowSwitch'] = true;
  const boards = value('s-boards').trim();
  if (boards !== '') body['boards'] = Number(boards);
  if (deals === 'file') {
    const file = (root.querySelector('#s-file') as HTMLInputElement).files?.[0];
    if (file === undefined) return { error: w.noFile };
    if (file.size > MAX_HAND_RECORD) return { error: w.fileTooLarge };
    body['handRecord'] = await file.text();
  }
  return { body };
}

/**
 * Wires the form: a team match takes two tables and IMPs; "Create" posts the session and, once
 * the server has made it, `shown` gets the page of its links; a refusal is said in the form.
 */
export function wireSessionForm(
  root: ParentNode,
  lang: Lang,
  shown: (session: CreatedSession) => void,
): void {
  const form = root.querySelector('#session-form') as HTMLFormElement | null;
  if (form === null) return;
  const w = SESSION_WORDS[lang];
  const said = root.querySelector('#s-error') as HTMLElement;
  const movement = root.querySelector('#s-movement') as HTMLSelectElement;
  movement.addEventListener('change', () => {
    if (movement.value !== 'teams') return;
    (root.querySelector('#s-tables') as HTMLInputElement).value = '2';
    (root.querySelector('#s-method') as HTMLSelectElement).value = 'teams';
  });
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const button = root.querySelector('#s-create') as HTMLButtonElement;
    void (async () => {
      const request = await requestOf(root, lang);
      if ('error' in request) {
        said.textContent = request.error;
        return;
      }
      button.disabled = true;
      said.textContent = w.creating;
      try {
        const res = await fetch('/api/sessions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
        });
        const answer = (await res.json()) as Partial<CreatedSession> & { error?: { message?: string } };
        if (!res.ok || answer.links === undefined || answer.seats === undefined) {
          said.textContent = `${w.refused} ${answer.error?.message ?? res.status}`;
          return;
        }
        said.textContent = '';
        shown(answer as CreatedSession);
      } catch {
        said.textContent = w.noAnswer;
      } finally {
        button.disabled = false;
      }
    })();
  });
}
