/**
 * The director's room: one page for a whole session (`/room#s=ID&k=TOKEN`). `client/room.ts`
 * (compiled to /client/room.js) asks the server for the session's tables every two seconds and
 * draws them — those that called the director first, oldest first — and the ruling log (by
 * whom, when); its forms give a Law 90 procedural penalty, decide on a board found fouled
 * (Law 87) and set a table with the cards as found. The same page with the session's public
 * token shows the results only. Its words are English here and set in the language chosen (English,
 * Norsk, Русский: the console's choice, kept in the browser) by the script (client/room-words.ts):
 * each element marked `data-w` (its text), `data-w-aria` (its accessible name) or `data-w-title`.
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
.evening-codes { display: flex; flex-wrap: wrap; gap: .5rem; margin: .3rem 0 .6rem; }
.evening-codes figure { margin: 0; background: #fff; border-radius: .4rem; padding: .3rem; text-align: center; }
.evening-codes .qr svg { width: 7rem; height: 7rem; display: block; }
iframe { width: 100%; min-height: 70vh; border: 1px solid #bbb; background: #fff; }
button { font-size: .95rem; }
form, .decisions { background: #fff; border: 1px solid #bbb; padding: .5rem .75rem; display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: end; }
form h2, .decisions h2 { font-size: 1rem; margin: 0; flex-basis: 100%; }
label { display: flex; flex-direction: column; font-size: .9rem; gap: .15rem; }
input, select { font-size: .95rem; }
input.deal { min-width: 28rem; max-width: 100%; }
.error { color: #8b0000; flex-basis: 100%; margin: 0; }
.done { color: #1f5f2e; flex-basis: 100%; margin: 0; }
.fouled { flex-basis: 100%; }
[hidden] { display: none !important; }
`;

export function roomHtml(): string {
  return htmlPage(
    'tablelaw — director’s room',
    STYLE,
    `<header><h1 data-w="title">tablelaw — director’s room</h1><span id="event"></span><button id="results" type="button" data-w="resultsButton">Results</button><select id="lang" aria-label="Language" data-w-aria="language"><option value="en">English</option><option value="nb">Norsk</option><option value="ru">Русский</option></select></header>
<main>
<p id="status" class="muted" role="status" aria-live="polite" data-w="loading">Loading…</p>
<section id="tables" aria-label="Tables" data-w-aria="tablesRegion"></section>
<section id="log" aria-label="Ruling log" data-w-aria="logRegion"></section>
<form id="penalty" aria-labelledby="penalty-title" novalidate hidden>
<h2 id="penalty-title" data-w="penaltyTitle">Procedural penalty (Law 90)</h2>
<label><span data-w="board">Board</span> <select id="penalty-board" name="board" required></select></label>
<label><span data-w="pair">Pair</span> <select id="penalty-pair" name="pair" required></select></label>
<label><span id="penalty-unit">Amount</span> <input id="penalty-amount" name="amount" type="number" min="0" step="any" required></label>
<label><span data-w="reason">Reason</span> <input id="penalty-reason" name="reason" maxlength="500" required></label>
<button type="submit" data-w="givePenalty">Give the penalty</button>
<p id="penalty-said" role="status" aria-live="polite"></p>
</form>
<section id="fouled" class="decisions" aria-labelledby="fouled-title" hidden>
<h2 id="fouled-title" data-w="fouledTitle">Fouled boards (Law 87)</h2>
<div id="fouled-list" class="fouled"></div>
<p id="fouled-said" role="status" aria-live="polite"></p>
</section>
<form id="found" aria-labelledby="found-title" novalidate hidden>
<h2 id="found-title" data-w="foundTitle">Cards as found at a table (Law 87)</h2>
<label><span data-w="foundTable">Round, table, board</span> <select id="found-table" name="table" required></select></label>
<label><span data-w="foundDeal">Deal as found (PBN)</span> <input id="found-deal" class="deal" name="deal" placeholder="N:AKQ2.… E … S … W …" required></label>
<button type="submit" data-w="setFound">Set the table with these cards</button>
<div id="found-said" role="status" aria-live="polite"></div>
</form>
<details id="evening" hidden><summary data-w="eveningTitle">Each table’s links for the evening</summary><p class="muted" data-w="eveningHint">One link a seat: it opens the board the table plays now and moves on when a board is finished.</p><div id="evening-list"></div></details>
<iframe id="page" title="Results" data-w-title="resultsFrame" hidden></iframe>
</main>`,
    'room',
    ' data-w="title"',
  );
}
