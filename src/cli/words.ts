/**
 * The words `judge` and `replay` print in each language: the engine's ids (phases, where an
 * irregularity stands, duties, acts) from the table the console reads too (src/laws/names,
 * ADR 0108), and the frame of a line ("event", "by", "Law") that only the command line prints.
 */
import { type DutyKind, NAMES, type Names } from '../laws/names/index.js';
import type { Lang } from '../table/rulebook.js';

export type { DutyKind };

/** The words of a line around the ids. */
type Frame = {
  readonly event: string;
  readonly by: string;
  readonly major: string;
  readonly minor: string;
  /** Euchre: the game won; the deal that passes on. */
  readonly game: string;
  readonly deal: string;
  readonly director: string;
  readonly trick: string;
  /** Law 82C: a ruling corrected — the board judged again from the event it corrects. */
  readonly judgedAgain: string;
  /** The events a correction made void (kept in the record, without effect). */
  readonly voided: string;
};

export type CliWords = Names & Frame;

const FRAMES: { readonly [L in Lang]: Frame } = {
  en: {
    event: 'event',
    by: 'by',
    major: 'major',
    minor: 'minor',
    game: 'game',
    deal: 'deal',
    director: 'director',
    trick: 'Trick',
    judgedAgain: 'the board judged again from event',
    voided: 'Void after a correction (kept in the record, without effect): events',
  },
  nb: {
    event: 'hendelse',
    by: 'av',
    major: 'større',
    minor: 'mindre',
    game: 'parti',
    deal: 'giv',
    director: 'turneringsleder',
    trick: 'Stikk',
    judgedAgain: 'spillet dømt på nytt fra hendelse',
    voided: 'Uten virkning etter en korrigering (beholdt i protokollen): hendelser',
  },
  ru: {
    event: 'событие',
    by: '—',
    major: 'крупная',
    minor: 'мелкая',
    game: 'партия',
    deal: 'сдача',
    director: 'судья',
    trick: 'Взятка',
    judgedAgain: 'сдача рассмотрена заново с события',
    voided: 'Без последствий после исправления (сохранены в записи): события',
  },
};

export const CLI_WORDS: { readonly [L in Lang]: CliWords } = {
  en: { ...NAMES.en, ...FRAMES.en },
  nb: { ...NAMES.nb, ...FRAMES.nb },
  ru: { ...NAMES.ru, ...FRAMES.ru },
};

/** A law citation (`Law 54A`, `Laws 61A, 64A1`) with "Law" in the language. */
export function citation(law: string, lang: Lang): string {
  return law.replace(/^Laws? /, `${NAMES[lang].law} `);
}
