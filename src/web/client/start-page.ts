/**
 * The start page and the seats' links. The start page says in two sentences what tablelaw is,
 * offers the demo and a new table (the rulebook in force by default: WBF 2017). After "Create",
 * the seats' links are handed out: each with a copy button and its QR code (drawn on the server
 * by a maintained encoder, src/server/qr.ts), and the director's console a click away. The same
 * links, copy buttons and codes are in the director's panel.
 */
import { fill, LANGS, type Lang, WORDS } from './i18n.js';
import { LAYOUT_WORDS } from './layout-words.js';
import { seatName } from './text.js';

const SEATS = ['N', 'E', 'S', 'W'] as const;
/** The rulebook selected at first: today's code of contract bridge. */
export const DEFAULT_RULEBOOK = 'wbf-2017|contract-bridge';

export type Links = { readonly director?: string } & { readonly [seat: string]: string | undefined };
export type Codes = { readonly [seat: string]: string };

function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function langSelect(lang: Lang): string {
  const names: { [L in Lang]: string } = { en: 'English', nb: 'Norsk', ru: 'Русский' };
  return `<select id="lang" aria-label="${esc(WORDS[lang].language)}">${LANGS.map((l) => `<option value="${l}" ${l === lang ? 'selected' : ''}>${names[l]}</option>`).join('')}</select>`;
}

/** The start page's form; the rulebooks' options are filled in when the server lists them. */
export function lobbyHtml(lang: Lang, seed: number, demos = ''): string {
  const w = WORDS[lang];
  const lw = LAYOUT_WORDS[lang];
  return `<header><h1>tablelaw</h1><div class="info"></div>${langSelect(lang)}</header>
<main class="lobby" data-testid="lobby"><section class="about" data-testid="about"><p>${esc(lw.about[0])}</p><p>${esc(lw.about[1])}</p></section>
<p><button id="demo">${esc(w.demo)}</button></p>${demos}<h2>${esc(w.newTable)}</h2>
<p><label>${esc(w.rulebook)} <select id="rulebook"></select></label></p>
<p><label>${esc(w.seed)} <input id="seed" type="number" value="${seed}"></label></p>
<fieldset class="group"><legend>${esc(w.computer)}</legend>${SEATS.map((s) => `<label><input type="checkbox" class="robot" value="${s}" ${s === 'S' ? '' : 'checked'}> ${esc(seatName(lang, s))}</label>`).join(' ')}</fieldset>
<p><button id="create">${esc(w.create)}</button></p></main>`;
}

/** The rulebook menu's options, WBF 2017's contract bridge selected. */
export function rulebookOptions(rulebooks: readonly { name: string; games: readonly string[] }[]): string {
  return rulebooks
    .flatMap((b) =>
      b.games.map((g) => {
        const value = `${b.name}|${g}`;
        return `<option value="${esc(value)}" ${value === DEFAULT_RULEBOOK ? 'selected' : ''}>${esc(g)} — ${esc(b.name)}</option>`;
      }),
    )
    .join('');
}

/** Each seat's link: its text, a copy button, its QR code. */
export function seatLinksHtml(lang: Lang, links: Links, codes: Codes | null): string {
  const lw = LAYOUT_WORDS[lang];
  return `<ul class="seat-links">${SEATS.map((s) => {
    const link = links[s] ?? '';
    const name = seatName(lang, s);
    const code = codes?.[s];
    const qr =
      code === undefined
        ? ''
        : `<div class="qr" role="img" aria-label="${esc(fill(lw.qrOf, { seat: name }))}">${code}</div>`;
    return `<li data-seat-link="${s}"><b>${esc(name)}</b>${qr}<label class="link-text">${esc(fill(lw.seatLink, { seat: name }))}<input readonly value="${esc(link)}"></label><button data-copy="${esc(link)}" data-copy-seat="${s}">${esc(fill(lw.copyLink, { seat: name }))}</button></li>`;
  }).join('')}</ul>`;
}

/** What the creator sees after "Create": the seats' links to hand out, then his own console. */
export function createdHtml(lang: Lang, links: Links, codes: Codes | null): string {
  const lw = LAYOUT_WORDS[lang];
  return `<header><h1>tablelaw</h1><div class="info"></div>${langSelect(lang)}</header>
<main class="lobby created" data-testid="created"><h2>${esc(lw.created)}</h2><p>${esc(lw.createdHint)}</p>
${seatLinksHtml(lang, links, codes)}
<p><a class="button" id="open-console" href="${esc(links.director ?? '/')}">${esc(lw.openConsole)}</a></p></main>`;
}

/** Copies a link to the clipboard; says whether it could. */
export async function copyLink(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
