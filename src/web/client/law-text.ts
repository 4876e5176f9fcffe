/**
 * The text of the laws a ruling or an option cites, for the director (and the players) to open
 * beside it: our paraphrase for the WBF codes, the code's own words for the 1888 and 1912 codes
 * (shown in English, the language they were written in, whatever the console's). Pure.
 */
import type { TableView } from '../../server/engine.js';
import { fill, type Lang } from './i18n.js';
import { RULING_WORDS } from './rulings-words.js';
import { lawText } from './text.js';

type Escape = (text: string) => string;

/** One disclosure a law with a text among `laws` (a text shared by several is shown once). */
export function lawTextsHtml(
  lang: Lang,
  laws: readonly string[],
  texts: TableView['lawTexts'],
  esc: Escape,
  /** Where on the screen (an option, a ruling): keeps each disclosure open across redraws. */
  scope = '',
): string {
  const w = RULING_WORDS[lang];
  const shown = new Set<string>();
  let out = '';
  for (const law of laws) {
    const t = texts[law];
    if (t === undefined || shown.has(t.law)) continue;
    shown.add(t.law);
    const kind = t.kind === 'original' ? w.original : w.paraphrase;
    out += `<details class="law-text" data-law="${esc(t.law)}" data-key="law:${esc(scope)}:${esc(t.law)}"><summary>${esc(fill(w.lawTextOf, { law: lawText(lang, t.law) }))}</summary><blockquote${t.kind === 'original' ? ' lang="en"' : ''}>${esc(t.text)}</blockquote><p><small>${esc(kind)} — ${esc(t.source)}</small></p></details>`;
  }
  return out;
}
