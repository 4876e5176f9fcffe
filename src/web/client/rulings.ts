/**
 * The director's ruling log: every decision made at the table — who made it, when, what, under
 * which law (with the law's text) — and where it stands (in force, corrected, void). On a ruling
 * in force, "Correct this ruling" lists the other choices of the same decision: choosing one
 * records a `correct` act (Law 82C) and the board is judged again from it.
 */
import type { TableView } from '../../server/engine.js';
import { fill, type Lang, WORDS } from './i18n.js';
import { lawTextsHtml } from './law-text.js';
import { RULING_WORDS } from './rulings-words.js';
import { lawsText, optionText, seatName, valueText } from './text.js';

type Escape = (text: string) => string;
type Ruling = NonNullable<TableView['rulings']>[number];

/** When a ruling was made: in the auction, at trick n, after the play. */
export function whenText(lang: Lang, r: Pick<Ruling, 'phase' | 'trick'>): string {
  const w = RULING_WORDS[lang];
  if (r.phase === 'auction') return w.auction;
  if (r.phase === 'ended') return w.afterPlay;
  return fill(w.trick, { n: String(r.trick) });
}

/** What was decided, in words: "South chose: accept the lead", "Director found: …". */
export function rulingText(lang: Lang, r: Ruling): string {
  const w = RULING_WORDS[lang];
  const who = seatName(lang, r.by);
  const head =
    r.kind === 'correction'
      ? fill(w.corrected, { who, n: String((r.replaces ?? 0) + 1) })
      : fill(r.kind === 'finding' ? w.found : w.chose, { who });
  const what =
    r.fact !== undefined && r.value !== undefined
      ? `${WORDS[lang].facts[r.fact] ?? r.fact}: ${valueText(lang, r.value)}`
      : optionText({ text: r.text ?? '', ...(r.suit === undefined ? {} : { suit: r.suit }) }) +
        (r.tricks === undefined ? '' : ` (${fill(WORDS[lang].tricksCount, { n: String(r.tricks) })})`);
  return `${head}: ${what}`;
}

/** Where a ruling stands, in words. */
export function statusLine(lang: Lang, r: Ruling): string {
  const w = RULING_WORDS[lang];
  if (r.status === 'corrected' && r.correctedBy !== undefined)
    return fill(w.correctedBy, { n: String(r.correctedBy + 1) });
  return w.status[r.status];
}

/** The choices a correction of `r` may make, as buttons (with a number of tricks where asked). */
function choicesHtml(lang: Lang, r: Ruling, texts: TableView['lawTexts'], esc: Escape): string {
  const w = RULING_WORDS[lang];
  const target = r.replaces ?? r.seq;
  const values = (r.values ?? []).map(
    (v) =>
      `<button class="correct-choice" data-correct="${target}" data-correct-value="${esc(String(v))}">${esc(w.correctTo)}: ${esc(valueText(lang, v))}</button>`,
  );
  const options = (r.alternatives ?? []).map((a, i) => {
    const attrs = `data-correct="${target}" data-correct-option="${esc(a.id)}" data-correct-index="${i}"${a.suit === undefined ? '' : ` data-correct-suit="${a.suit}"`}${a.card === undefined ? '' : ` data-correct-card="${a.card}"`}`;
    const tricks =
      a.tricks === undefined
        ? ''
        : ` <label for="correct-tricks-${target}-${i}">${esc(fill(WORDS[lang].tricksToGive[a.id] ?? WORDS[lang].tricksToGive['adjust-tricks'] ?? '', { min: String(a.tricks.min), max: String(a.tricks.max) }))}</label> <input id="correct-tricks-${target}-${i}" type="number" inputmode="numeric" min="${a.tricks.min}" max="${a.tricks.max}" step="1">`;
    return `<div class="correct-option"><button class="correct-choice" ${attrs}>${esc(w.correctTo)}: ${esc(optionText(a))} <span class="laws">${esc(lawsText(lang, a.laws))}</span></button>${tricks}${lawTextsHtml(lang, a.laws, texts, esc, `correct-${target}-${i}`)}</div>`;
  });
  const all = [...values, ...options];
  return `<details class="correct" data-testid="correct-${r.seq}" data-key="correct-${r.seq}"><summary>${esc(w.correct)}</summary><p class="hint">${esc(all.length === 0 ? w.noOther : w.correctHint)}</p>${all.join('')}</details>`;
}

/** The ruling log, for the director's view (empty for anyone else). `live`: corrections allowed. */
export function rulingsHtml(lang: Lang, view: TableView, live: boolean, esc: Escape): string {
  const rulings = view.rulings;
  if (rulings === undefined) return '';
  const w = RULING_WORDS[lang];
  const items = rulings
    .map((r) => {
      const laws = r.laws.length === 0 ? '' : ` <span class="laws">(${esc(lawsText(lang, r.laws))})</span>`;
      const correct = live && r.status === 'in-force' ? choicesHtml(lang, r, view.lawTexts, esc) : '';
      return `<li class="ruling-entry ${r.status}" data-ruling="${r.seq}"><div><b>${r.seq + 1}.</b> ${esc(rulingText(lang, r))}${laws}</div><div><small>${esc(whenText(lang, r))} · <span data-testid="ruling-status-${r.seq}">${esc(statusLine(lang, r))}</span></small></div>${lawTextsHtml(lang, r.laws, view.lawTexts, esc, `ruling-${r.seq}`)}${correct}</li>`;
    })
    .join('');
  return `<section class="box rulings" data-testid="rulings"><h2>${esc(w.log)}</h2>${items === '' ? `<p>${esc(w.none)}</p>` : `<ol class="ruling-log">${items}</ol>`}</section>`;
}
