/**
 * The words of the ruling log, the law texts and the result line, in each language of the
 * console (the rest of its words are in i18n.ts). `{…}` are filled by `fill` (i18n.ts).
 */
import type { Lang } from './i18n.js';

export type RulingWords = {
  readonly log: string;
  readonly none: string;
  readonly auction: string;
  readonly trick: string;
  readonly afterPlay: string;
  readonly chose: string;
  readonly found: string;
  readonly corrected: string;
  readonly status: { readonly 'in-force': string; readonly corrected: string; readonly void: string };
  readonly correctedBy: string;
  readonly correct: string;
  readonly correctHint: string;
  readonly noOther: string;
  readonly correctTo: string;
  readonly voidAct: string;
  readonly lawTextOf: string;
  readonly original: string;
  readonly paraphrase: string;
  readonly passedOut: string;
  readonly provisional: string;
  readonly tricksPlayed: string;
  readonly tricksAfter: string;
  readonly artificial: string;
  readonly average: { readonly 'average-plus': string; readonly 'average-minus': string };
  readonly noTrickLeft: string;
  readonly seatLetters: { readonly N: string; readonly E: string; readonly S: string; readonly W: string };
  readonly sides: { readonly NS: string; readonly EW: string };
};

export const RULING_WORDS: { readonly [L in Lang]: RulingWords } = {
  en: {
    log: 'Rulings',
    none: 'No ruling yet.',
    auction: 'in the auction',
    trick: 'trick {n}',
    afterPlay: 'after the play',
    chose: '{who} chose',
    found: '{who} found',
    corrected: '{who} corrected act {n}',
    status: { 'in-force': 'in force', corrected: 'corrected', void: 'void after a correction' },
    correctedBy: 'corrected by act {n}',
    correct: 'Correct this ruling',
    correctHint: 'Choose the ruling that should have been made (Law 82C); the board is judged again from it.',
    noOther: 'No other choice was open.',
    correctTo: 'Correct to',
    voidAct: 'void after a correction',
    lawTextOf: 'Text of {law}',
    original: 'the original text',
    paraphrase: 'our paraphrase, not the official text',
    passedOut: 'Passed out',
    provisional: 'provisional: a ruling is pending',
    tricksPlayed: 'Tricks as played',
    tricksAfter: 'Tricks after transfers',
    artificial: 'Artificial adjusted score',
    average: { 'average-plus': 'average plus', 'average-minus': 'average minus' },
    noTrickLeft: 'No trick left to transfer: the other side already has every trick.',
    seatLetters: { N: 'N', E: 'E', S: 'S', W: 'W' },
    sides: { NS: 'NS', EW: 'EW' },
  },
  nb: {
    log: 'Kjennelser',
    none: 'Ingen kjennelser ennå.',
    auction: 'i meldingsforløpet',
    trick: 'stikk {n}',
    afterPlay: 'etter spillet',
    chose: '{who} valgte',
    found: '{who} fastslo',
    corrected: '{who} rettet handling {n}',
    status: { 'in-force': 'gjelder', corrected: 'rettet', void: 'ugyldig etter en rettelse' },
    correctedBy: 'rettet ved handling {n}',
    correct: 'Rett denne kjennelsen',
    correctHint: 'Velg kjennelsen som skulle vært gitt (lov 82C); spillet bedømmes på nytt fra den.',
    noOther: 'Ingen andre valg var mulige.',
    correctTo: 'Rett til',
    voidAct: 'ugyldig etter en rettelse',
    lawTextOf: 'Teksten i {law}',
    original: 'originalteksten',
    paraphrase: 'vår gjengivelse, ikke den offisielle teksten',
    passedOut: 'Passet rundt',
    provisional: 'foreløpig: en kjennelse venter',
    tricksPlayed: 'Stikk slik de ble spilt',
    tricksAfter: 'Stikk etter overføringer',
    artificial: 'Kunstig justert resultat',
    average: { 'average-plus': 'gjennomsnitt pluss', 'average-minus': 'gjennomsnitt minus' },
    noTrickLeft: 'Ingen stikk igjen å overføre: den andre siden har allerede alle stikkene.',
    seatLetters: { N: 'N', E: 'Ø', S: 'S', W: 'V' },
    sides: { NS: 'NS', EW: 'ØV' },
  },
  ru: {
    log: 'Решения',
    none: 'Решений пока нет.',
    auction: 'в торговле',
    trick: 'взятка {n}',
    afterPlay: 'после розыгрыша',
    chose: '{who}: выбор',
    found: '{who}: установлено',
    corrected: '{who}: исправлено действие {n}',
    status: { 'in-force': 'действует', corrected: 'исправлено', void: 'недействительно после исправления' },
    correctedBy: 'исправлено действием {n}',
    correct: 'Исправить это решение',
    correctHint:
      'Выберите решение, которое следовало принять (закон 82C); сдача будет заново оценена с него.',
    noOther: 'Других вариантов не было.',
    correctTo: 'Исправить на',
    voidAct: 'недействительно после исправления',
    lawTextOf: 'Текст: {law}',
    original: 'подлинный текст',
    paraphrase: 'наш пересказ, не официальный текст',
    passedOut: 'Все пасовали',
    provisional: 'предварительно: ожидается решение',
    tricksPlayed: 'Взятки по розыгрышу',
    tricksAfter: 'Взятки после передачи',
    artificial: 'Искусственный скорректированный результат',
    average: { 'average-plus': 'средний плюс', 'average-minus': 'средний минус' },
    noTrickLeft: 'Передавать нечего: у другой стороны уже все взятки.',
    seatLetters: { N: 'С', E: 'В', S: 'Ю', W: 'З' },
    sides: { NS: 'СЮ', EW: 'ВЗ' },
  },
};
