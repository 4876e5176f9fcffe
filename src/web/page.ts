/**
 * The console's page: HTML and CSS, served by the table server at `/`. The page is a frame;
 * `client/app.ts` (compiled to /client/app.js) draws into it whatever the server sends.
 * Kept as a module so the build carries it into dist without a copy step.
 */

const STYLE = `
:root { --felt: #0d6b3a; --felt-dark: #0a5530; --ink: #1b1b1b; --red: #c4161c; --card: #fffdf7;
  --panel: #f4f1e8; --accent: #ffcc33; font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; color: var(--ink); background: #e9e5da; }
header { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: center; padding: .5rem 1rem;
  background: #203a2b; color: #fff; }
header h1 { font-size: 1.1rem; margin: 0; letter-spacing: .05em; }
header .info { flex: 1; font-size: .95rem; }
header select, header button { font-size: .9rem; }
main { display: grid; grid-template-columns: minmax(0, 1fr) 22rem; gap: .75rem; padding: .75rem; }
@media (max-width: 900px) { main { grid-template-columns: 1fr; } }
.table { display: grid; grid-template-columns: 1fr 1.2fr 1fr; grid-template-rows: auto auto auto;
  grid-template-areas: ". north ." "west centre east" ". south ."; gap: .5rem; background: var(--felt);
  border-radius: 1rem; padding: .75rem; min-height: 24rem; }
.seat { background: var(--felt-dark); border-radius: .6rem; padding: .4rem; color: #fff; min-width: 0; }
/* Each viewer's own seat at the bottom (src/web/client/layout.ts): placed by position, not by seat. */
.seat.at-top { grid-area: north; } .seat.at-bottom { grid-area: south; } .seat.at-right { grid-area: east; } .seat.at-left { grid-area: west; }
.seat.faced { outline: 2px dashed var(--accent); }
.seat.turn { outline: 3px solid var(--accent); }
.seat h3 { margin: 0 0 .3rem; font-size: .9rem; font-weight: 600; display: flex; gap: .4rem; align-items: baseline; }
.seat h3 .role { font-weight: 400; opacity: .8; font-size: .8rem; }
.suit-row { display: flex; flex-wrap: wrap; gap: 2px; margin-bottom: 2px; min-height: 1.9rem; }
.card { font: 600 .95rem/1 system-ui, sans-serif; background: var(--card); color: var(--ink); border: 1px solid #999;
  border-radius: .3rem; padding: .35rem .3rem; min-width: 2.1rem; text-align: center; cursor: default; }
button.card { cursor: pointer; } button.card:hover { transform: translateY(-2px); border-color: #333; }
.card.red { color: var(--red); }
.card.penalty { outline: 2px solid #ff7a00; }
.back { display: inline-block; width: 1.2rem; height: 1.8rem; border-radius: .2rem; margin-right: -0.5rem;
  background: repeating-linear-gradient(45deg, #2b4f9e, #2b4f9e 3px, #fff 3px, #fff 5px); border: 1px solid #fff; }
.centre { grid-area: centre; display: grid; grid-template-columns: 1fr 1fr 1fr; grid-template-rows: 1fr 1fr 1fr;
  grid-template-areas: ". pn ." "pw mid pe" ". ps ."; align-items: center; justify-items: center; color: #fff;
  background: rgba(0,0,0,.12); border-radius: .8rem; min-height: 11rem; }
.centre .p-top { grid-area: pn; } .centre .p-bottom { grid-area: ps; } .centre .p-right { grid-area: pe; } .centre .p-left { grid-area: pw; }
.centre .mid { grid-area: mid; text-align: center; font-size: .85rem; }
.centre .lead { outline: 2px solid var(--accent); }
aside { display: flex; flex-direction: column; gap: .6rem; min-width: 0; }
section.box { background: var(--panel); border-radius: .6rem; padding: .6rem .7rem; }
section.box h2 { font-size: .95rem; margin: 0 0 .4rem; }
.decision { border: 3px solid #d9480f; background: #fff4e6; }
.decision .explain { margin: .2rem 0 .5rem; }
.option { display: block; width: 100%; text-align: left; margin: .3rem 0; padding: .45rem .5rem; border-radius: .4rem;
  border: 1px solid #b08; background: #fff; cursor: pointer; font-size: .92rem; }
.option:disabled { cursor: not-allowed; opacity: .6; }
.option .laws { display: block; font-size: .8rem; color: #6b3; color: #555; margin-top: .15rem; }
.acts { display: flex; flex-wrap: wrap; gap: .3rem; }
.acts button, .acts select { font-size: .85rem; padding: .3rem .45rem; }
.acts button.on { background: var(--accent); }
.attention { background: #b53a0a; color: #fff; border: 0; border-radius: .3rem; font-weight: 700; }
.history-scroll { max-height: 18rem; overflow: auto; }
h3.trick-head { font-size: .8rem; margin: .35rem 0 .1rem; color: #444; text-transform: uppercase; letter-spacing: .04em; }
ol.history { margin: 0; padding-left: 1.9rem; font-size: .85rem; }
ol.history li.undone { text-decoration: line-through; color: #555; } .undone-mark { text-decoration: none; }
ol.history li { cursor: pointer; padding: .05rem 0; } ol.history li.current { background: #ffe8a3; }
.ruling { color: #b02a0a; font-size: .8rem; display: block; }
.auction { display: grid; grid-template-columns: repeat(4, 1fr); gap: 2px; font-size: .85rem; }
.auction b { font-weight: 600; }
.auction .awaiting, .awaiting-key .awaiting { border: 1px dashed currentColor; font-style: italic; }
.awaiting-key { font-size: .8rem; margin: .2rem 0; }
.bidbox { display: grid; grid-template-columns: repeat(5, 1fr); gap: 2px; margin-top: .4rem; }
.bidbox button { font-size: .8rem; padding: .2rem; }
/* Each game's own box (client/boxes/): the calls allowed now outlined, the 1912 declarations by
   value in six columns, euchre's making words, the pack with the trump card, the score sheet. */
.bidbox button.legal { outline: 2px solid #1a7f37; font-weight: 700; }
.bidbox.declarations { grid-template-columns: repeat(6, 1fr); }
.bidbox.specials { grid-template-columns: repeat(3, 1fr); }
.bidbox.making { grid-template-columns: repeat(2, 1fr); }
section.box h3 { font-size: .85rem; margin: .4rem 0 .1rem; }
details.late-calls summary { cursor: pointer; font-size: .85rem; margin-top: .3rem; }
.pack { display: flex; flex-wrap: wrap; align-items: center; gap: .2rem .5rem; margin-bottom: .3rem;
  padding: .2rem .3rem; border: 1px dashed rgba(255,255,255,.5); border-radius: .4rem; }
.pack .back { margin-right: 0; }
.score-sheet table { border-collapse: collapse; width: 100%; font-size: .85rem; }
.score-sheet th, .score-sheet td { border: 1px solid #bbb; padding: .2rem .35rem; vertical-align: top; text-align: left; }
.score-sheet tr.below { border-top: 3px solid #333; }
.score-sheet ul, .euchre-score ol { margin: 0; padding-left: 1rem; }
.result { font-size: .95rem; } .result b { font-size: 1.05rem; }
.message { position: fixed; bottom: .8rem; left: 50%; transform: translateX(-50%); background: #222; color: #fff;
  padding: .5rem .9rem; border-radius: .5rem; max-width: 90vw; font-size: .9rem; }
.message.hidden { display: none; }
.links input { width: 100%; font-size: .75rem; }
.lobby { max-width: 40rem; margin: 2rem auto; background: var(--panel); padding: 1rem 1.5rem; border-radius: .8rem; }
.lobby button { font-size: 1rem; padding: .4rem .8rem; }
.replaying { outline: 4px dashed #2b4f9e; }
.card:focus-visible, .option:focus-visible, ol.history li:focus-visible { outline: 3px solid #1a73e8; outline-offset: 1px; }
button.card.draggable { touch-action: none; user-select: none; -webkit-user-select: none; }
.card.lifted { opacity: .35; }
.card.ghost { position: fixed; z-index: 10; pointer-events: none; transform: translate(-50%, -60%) rotate(-4deg);
  box-shadow: 0 .4rem 1rem rgba(0,0,0,.45); }
.centre.drop-here { background: rgba(255,204,51,.35); outline: 3px dashed var(--accent); }
/* Words for screen readers only (a card's or call's name beside its symbol). */
.sr { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.hint { margin: 0 0 .4rem; font-size: .8rem; color: #555; }
.result-line { font-size: 1.1rem; margin: .2rem 0 .4rem; } .provisional { color: #8a4b00; font-size: .85rem; }
.ruling-log { padding-left: 0; list-style: none; } .ruling-entry { margin: 0 0 .6rem; } .ruling-entry.corrected > div:first-child, .ruling-entry.void > div:first-child { text-decoration: line-through; color: #555; }
details.law-text, details.correct { margin: .2rem 0; font-size: .85rem; } details.law-text blockquote { margin: .3rem 0 .2rem .8rem; } .correct-choice { text-align: left; }
li.voided { color: #555; text-decoration: line-through; } .void { text-decoration: none; font-size: .8rem; }
fieldset.findings { border: 1px solid #d9480f; border-radius: .4rem; margin: .5rem 0 0; padding: .3rem .5rem; }
fieldset.findings legend { font-weight: 600; font-size: .9rem; }
fieldset.findings ul { margin: 0; padding-left: 1rem; }
fieldset.findings li { margin: .3rem 0; }
.option-tricks { display: block; margin: -.1rem 0 .4rem 1rem; font-size: .85rem; }
.option-tricks input { width: 3.5rem; }
.result { display: flex; flex-wrap: wrap; gap: .5rem 1rem; align-items: flex-start; }
.dealt h3 { margin: 0 0 .3rem; font-size: .9rem; }
.dealt .compass { display: grid; grid-template-columns: repeat(3, auto); grid-template-areas: ". n ." "w . e" ". s ."; gap: .2rem .6rem;
  font: .85rem/1.25 ui-monospace, 'SFMono-Regular', Menlo, monospace; }
.dealt .dN { grid-area: n; } .dealt .dS { grid-area: s; } .dealt .dE { grid-area: e; } .dealt .dW { grid-area: w; }
.dealt .red { color: var(--red); }
.dealt b { font: 600 .8rem system-ui, sans-serif; }
.card.selected { outline: 3px solid #1a73e8; transform: translateY(-6px); }
fieldset.group { border: 1px solid #c9c2b0; border-radius: .4rem; margin: .4rem 0 0; padding: .3rem .5rem .45rem; }
fieldset.group legend { font-weight: 600; font-size: .85rem; padding: 0 .2rem; }
.acting-as { margin: 0 0 .2rem; }
.claim-form { align-items: center; margin-bottom: .3rem; } .claim-form input[type=number] { width: 3.6rem; }
.claim-form input[type=text] { flex: 1; min-width: 8rem; }
.setting { display: block; margin-top: .35rem; font-size: .85rem; }
.claim-box { margin-top: .5rem; border-left: 5px solid var(--accent); }
.claim-box p, .claim-in-decision p { margin: .15rem 0; }
.claim-in-decision { background: #fff; border-radius: .4rem; padding: .3rem .5rem; margin: .3rem 0; }
p.asked { margin-top: .5rem; } p.asked.to-you { border-left: 5px solid #b53a0a; font-weight: 600; }
.links summary { cursor: pointer; } .links summary h2 { display: inline; }
ul.seat-links { list-style: none; margin: .3rem 0 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(8.4rem, 1fr)); gap: .5rem; }
ul.seat-links li { background: #fff; border-radius: .4rem; padding: .4rem; display: flex; flex-direction: column; gap: .3rem; }
ul.seat-links .qr svg { width: 100%; max-width: 9rem; height: auto; display: block; }
.evening-codes { display: flex; flex-wrap: wrap; gap: .5rem; margin: .3rem 0 .6rem; }
.evening-codes figure { margin: 0; background: #fff; border-radius: .4rem; padding: .3rem; text-align: center; }
.evening-codes .qr svg { width: 7rem; height: 7rem; display: block; }
ul.seat-links .link-text { font-size: .75rem; } ul.seat-links input { width: 100%; font-size: .75rem; }
ul.seat-links button, a.button { font-size: .9rem; padding: .45rem .6rem; min-height: 44px; }
a.button { display: inline-block; background: #203a2b; color: #fff; border-radius: .4rem; text-decoration: none; line-height: 1.9; }
main.lobby { display: block; } .about p { margin: .2rem 0 .6rem; font-size: 1.02rem; }
section.session { border-top: 1px solid #c9c2b0; margin-top: 1rem; } section.session label { margin-right: .6rem; } section.session p { margin: .45rem 0; } section.session .muted, .created .muted { color: #555; font-size: .85rem; } .form-error { color: #8b0000; font-weight: 600; min-height: 1.2em; }
.session-tables details { margin: .3rem 0; } .session-tables li { margin: .25rem 0; } .session-tables a { margin-left: .4rem; } .created .link-text input { width: 100%; font-size: .8rem; }
@media (max-width: 600px) {
  .table { grid-template-columns: 1fr 1fr; grid-template-areas: "north north" "west east" "centre centre" "south south"; padding: .4rem; }
  .card { min-width: 1.8rem; padding: .3rem .2rem; font-size: .9rem; }
  /* Cards a finger can hit: at least 44 px each way. */
  button.card { min-width: 44px; min-height: 44px; font-size: 1rem; }
  main { padding: .4rem; }
  /* The header on one line: the board's facts shortened with an ellipsis. */
  header { flex-wrap: nowrap; gap: .5rem; padding: .35rem .5rem; white-space: nowrap; }
  header h1 { font-size: .95rem; } header .info { min-width: 0; overflow: hidden; text-overflow: ellipsis; font-size: .8rem; }
  header .viewer { display: none; }
  /* A pending decision is a sheet at the foot of the screen: its options on screen without scrolling. */
  .decision { position: fixed; left: 0; right: 0; bottom: 0; z-index: 5; max-height: 62vh; overflow: auto; margin: 0;
    border-radius: .8rem .8rem 0 0; box-shadow: 0 -.3rem 1rem rgba(0,0,0,.35); }
  body.has-decision main { padding-bottom: 64vh; }
  .message { z-index: 6; }
}
`;

/** An HTML page of the server: its title, its style, its body, and its client module (`/client/NAME.js`). */
export function htmlPage(title: string, style: string, body: string, entry: string, titleMark = ''): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title${titleMark}>${title}</title>
<style>${style}</style>
</head>
<body>
${body}
<script type="module" src="/client/${entry}.js"></script>
</body>
</html>
`;
}

export function pageHtml(): string {
  return htmlPage(
    "tablelaw — director's console",
    STYLE,
    `<div id="app"><p style="padding:1rem">Loading…</p></div>
<div id="message" class="message hidden" role="status" aria-live="polite"></div>`,
    'app',
  );
}
