/** The lobby's demo tables, one of each game, each with an irregularity a few clicks away. Pure. */
import type { Lang } from '../i18n.js';
import { esc } from './html.js';
import { BOX_WORDS } from './words.js';

/** The demos the server offers besides the first (`POST /api/tables {"demo": NAME}`). */
export const DEMO_NAMES = ['auction', 'auction-bridge', 'euchre'] as const;

export function demosHtml(lang: Lang): string {
  const d = BOX_WORDS[lang].demos;
  const buttons = DEMO_NAMES.map((name) => `<button data-demo="${name}">${esc(d[name])}</button>`).join(' ');
  return `<p>${esc(d.title)}: ${buttons}</p>`;
}
