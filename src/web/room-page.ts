/**
 * The director's room: one page for a whole session (`/room#s=ID&k=TOKEN`). `client/room.ts`
 * (compiled to /client/room.js) asks the server for the session's tables every two seconds and
 * draws them — those that called the director first, oldest first. The same page with the
 * session's public token shows the results only.
 */
import { htmlPage } from './page.js';

const STYLE = `
:root { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1b1b1b; }
body { margin: 0; background: #e9e5da; }
header { background: #203a2b; color: #fff; padding: .5rem 1rem; display: flex; gap: 1rem; align-items: center; flex-wrap: wrap; }
header h1 { font-size: 1.1rem; margin: 0; }
main { padding: .75rem; display: grid; gap: .75rem; }
table { border-collapse: collapse; background: #fff; width: 100%; font-variant-numeric: tabular-nums; }
th, td { border: 1px solid #bbb; padding: .3rem .5rem; text-align: left; }
th { background: #f4f1e8; }
tr.calling { background: #ffe08a; font-weight: 600; }
tr.calling td.why { color: #7a2000; }
.muted { color: #555; font-size: .9rem; }
iframe { width: 100%; min-height: 70vh; border: 1px solid #bbb; background: #fff; }
button { font-size: .95rem; }
`;

export function roomHtml(): string {
  return htmlPage(
    "tablelaw — director's room",
    STYLE,
    `<header><h1>tablelaw — director's room</h1><span id="event"></span><button id="results" type="button">Results</button></header>
<main>
<p id="status" class="muted" role="status" aria-live="polite">Loading…</p>
<section id="tables" aria-label="Tables"></section>
<section id="log" aria-label="Ruling log"></section>
<iframe id="page" title="Results" hidden></iframe>
</main>`,
    'room',
  );
}
