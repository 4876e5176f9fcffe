/** Small pieces of HTML the boxes share with the console (escaping, a card's face). Pure. */

import type { Lang } from '../i18n.js';
import { cardLabel, cardName } from '../text.js';

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function isRed(card: string): boolean {
  return card[0] === 'H' || card[0] === 'D';
}

/** A card face up, as a picture with its name for screen readers. */
export function cardFace(lang: Lang, card: string, attrs = ''): string {
  return `<span class="card${isRed(card) ? ' red' : ''}" role="img" aria-label="${esc(cardName(lang, card))}" ${attrs}>${cardLabel(card)}</span>`;
}

/** A card face down, as a picture with what it is in words. */
export function cardBack(label: string, attrs = ''): string {
  return `<span class="back" role="img" aria-label="${esc(label)}" ${attrs}></span>`;
}
