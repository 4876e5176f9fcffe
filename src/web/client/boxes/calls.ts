/**
 * Every game's calls in words and as drawn: contract bridge's bids (`2S` → 2♠, "two spades"),
 * Auction Bridge's royal spades (`2RS` → 2R♠, "two royal spades", Law 4), and euchre's making
 * (`order-up` → "Order it up", `alone H` → "Alone at ♥" / "Alone at hearts"). Pure.
 */
import { fill, type Lang } from '../i18n.js';
import { BOX_WORDS } from './words.js';

export const SUIT_SYMBOL: { readonly [s: string]: string } = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A euchre call as the record writes it, split: its word and its suit, or null if it is none. */
export function euchreCallOf(call: string): { readonly word: string; readonly suit: string | null } | null {
  const [word = '', suit, ...rest] = call.trim().split(/\s+/);
  if (rest.length > 0) return null;
  const words = ['pass', 'order-up', 'assist', 'take-up', 'turn-down'];
  if (words.includes(word)) return suit === undefined ? { word, suit: null } : null;
  if (word === 'alone' && suit === undefined) return { word, suit: null };
  if ((word === 'make' || word === 'alone') && suit !== undefined && SUIT_SYMBOL[suit] !== undefined)
    return { word, suit };
  return null;
}

/** A euchre call in words (`suitText`: the suit's word or its symbol). */
function euchreText(lang: Lang, call: { word: string; suit: string | null }, symbol: boolean): string {
  const e = BOX_WORDS[lang].euchreCalls;
  const suit = call.suit === null ? '' : symbol ? (SUIT_SYMBOL[call.suit] ?? '') : suitWord(lang, call.suit);
  switch (call.word) {
    case 'make':
      return fill(e.make, { suit });
    case 'alone':
      return call.suit === null ? e.aloneBare : fill(e.alone, { suit });
    case 'order-up':
    case 'assist':
    case 'take-up':
    case 'turn-down':
    case 'pass':
      return e[call.word];
    default:
      return call.word;
  }
}

export function suitWord(lang: Lang, suit: string): string {
  const suits: { readonly [s: string]: string } = BOX_WORDS[lang].suits;
  return suits[suit] ?? suit;
}

/** Royal spades by level, in words ("two royal spades"). */
function royalName(lang: Lang, level: number): string {
  return BOX_WORDS[lang].royalSpades[level] ?? `${level} ${BOX_WORDS[lang].royal}`;
}

/** A call in words, for screen readers and the history, of any game; null if it is none of theirs. */
export function gameCallName(lang: Lang, call: string): string | null {
  const eight = /^8(S|C|D|H|RS|NT)$/.exec(call);
  if (eight !== null) return BOX_WORDS[lang].eight[eight[1] ?? ''] ?? null;
  const royal = /^([1-7])RS$/.exec(call);
  if (royal !== null) return royalName(lang, Number(royal[1]));
  const euchre = euchreCallOf(call);
  return euchre === null ? null : euchreText(lang, euchre, false);
}

/** A call as drawn on its button and in the auction, of any game; null if it is none of theirs. */
export function gameCallLabel(lang: Lang, call: string): string | null {
  const royal = /^([1-8])RS$/.exec(call);
  if (royal !== null) return `${royal[1]}R♠`;
  const euchre = euchreCallOf(call);
  return euchre === null ? null : euchreText(lang, euchre, true);
}
