/**
 * The words the console puts on screen for the engine's ids — irregularities, options, duties,
 * acts, phases, vulnerabilities, law citations — in each language: the table the command line
 * reads too (src/laws/names, ADR 0108), and the one place the console words an id its own way —
 * the undo of a mis-tap, which the console offers as "undo my last tap" (ADR 0088).
 * test/web/plain-words.test.ts renders them all and looks for ids left on screen.
 */
import { type Names, NAMES as TABLE } from '../../laws/names/index.js';
import type { Lang } from './i18n.js';

export type { Names };

/** The turn's words, with the console's undo. */
const acts = (lang: Lang, undo: string): Names => ({ ...TABLE[lang], acts: { ...TABLE[lang].acts, undo } });

export const NAMES: { readonly [L in Lang]: Names } = {
  en: acts('en', 'to undo his last tap'),
  nb: acts('nb', 'skal angre sitt siste trykk'),
  ru: acts('ru', 'отменяет своё последнее нажатие'),
};
