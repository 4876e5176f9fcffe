/**
 * `describeError(error, lang)`: one line in plain words for every error the library gives as
 * data (ADR 0004) — reading PBN (`PbnError`), deals (`DealParseError`, `DealError`), positions
 * for the solver (`PositionError`), records (`RecordError`), and the `{ kind, at, message }` of a
 * judged record or a refused act — in English, Norwegian or Russian. The CLI prints these.
 *
 * What is translated: every part made from data (seats, cards, counts, positions, the kind of
 * error). Some errors carry a sentence made where they were found (`message`: a PBN syntax
 * error, a record defect, an act the table refuses); that sentence is English and is quoted
 * after the translated frame. Pure; throws nothing.
 */
import type { DealDefect, DealError, DealParseError } from '../core/deal.js';
import type { Seat } from '../core/seat.js';
import type { PositionDefect, PositionError } from '../solver/position.js';
import type { RecordError } from '../table/event.js';
import type { Lang } from '../table/rulebook.js';
import type { PbnError } from './pbn/syntax.js';

/** An error with its own sentence: a judged record's or a refused act's `{ kind, at, message }`, a file error. */
export type MessageError = { readonly kind: string; readonly message: string; readonly at?: number | null };

export type DescribableError =
  | PbnError
  | DealParseError
  | DealError
  | PositionError
  | RecordError
  | MessageError;

type Words = {
  readonly seats: { readonly [S in Seat]: string };
  readonly at: (line: number, column: number) => string;
  readonly column: (column: number) => string;
  readonly event: (n: number) => string;
  readonly unterminatedString: string;
  readonly unterminatedTag: (name: string) => string;
  readonly unterminatedComment: string;
  readonly tagWithoutValue: (name: string) => string;
  readonly missingTag: (tag: string) => string;
  readonly dealInvalid: string;
  readonly dealSyntax: string;
  readonly callSyntax: (text: string) => string;
  readonly cardSyntax: (text: string) => string;
  readonly duplicateCard: (card: string, seats: string) => string;
  readonly handSize: (seat: string, size: number, expected: number) => string;
  readonly unequalHands: (sizes: string) => string;
  readonly missingCards: (cards: string) => string;
  readonly notInPack: (seat: string, card: string) => string;
  readonly unknownHand: (seat: string) => string;
  readonly handTooLong: (seat: string, size: number) => string;
  readonly noCards: string;
  readonly trickTooLong: (plays: number) => string;
  readonly trickOutOfTurn: (index: number, seat: string, expected: string) => string;
  readonly seatAlreadyPlayed: (seat: string) => string;
  readonly positionInvalid: string;
  readonly recordInvalid: string;
  readonly and: string;
};

const en: Words = {
  seats: { N: 'North', E: 'East', S: 'South', W: 'West' },
  at: (l, c) => `line ${l}, column ${c}`,
  column: (c) => `column ${c}`,
  event: (n) => `event ${n}`,
  unterminatedString: 'the string is not closed with "',
  unterminatedTag: (n) => `the tag [${n} is not closed with ]`,
  unterminatedComment: 'the comment { is not closed with }',
  tagWithoutValue: (n) => `the tag [${n}] has no value`,
  missingTag: (t) => `the tag ${t} is missing`,
  dealInvalid: 'the deal is not valid',
  dealSyntax: 'the deal is not written as PBN deals are',
  callSyntax: (t) => `"${t}" is not a call (Pass, X, XX, 1C … 7NT)`,
  cardSyntax: (t) => `"${t}" is not a card (suit then rank, as SA or HT)`,
  duplicateCard: (c, s) => `${c} is held by ${s}`,
  handSize: (s, n, e) => `${s} holds ${n} cards, not ${e}`,
  unequalHands: (sizes) => `the hands differ in size (${sizes})`,
  missingCards: (c) => `nobody holds ${c}`,
  notInPack: (s, c) => `${s} holds ${c}, which is not in the pack`,
  unknownHand: (s) => `${s}'s hand is not given`,
  handTooLong: (s, n) => `${s} holds ${n} cards, more than the others`,
  noCards: 'the hands hold no cards',
  trickTooLong: (n) => `the trick holds ${n} cards; at most three may have been played`,
  trickOutOfTurn: (i, s, e) => `card ${i + 1} of the trick is played by ${s}, but it was ${e}'s turn`,
  seatAlreadyPlayed: (s) => `${s} has already played to the trick`,
  positionInvalid: 'the position is not valid',
  recordInvalid: 'the record is not valid',
  and: 'and',
};

const nb: Words = {
  seats: { N: 'Nord', E: 'Øst', S: 'Syd', W: 'Vest' },
  at: (l, c) => `linje ${l}, kolonne ${c}`,
  column: (c) => `kolonne ${c}`,
  event: (n) => `hendelse ${n}`,
  unterminatedString: 'strengen er ikke avsluttet med "',
  unterminatedTag: (n) => `taggen [${n} er ikke avsluttet med ]`,
  unterminatedComment: 'kommentaren { er ikke avsluttet med }',
  tagWithoutValue: (n) => `taggen [${n}] har ingen verdi`,
  missingTag: (t) => `taggen ${t} mangler`,
  dealInvalid: 'given er ikke gyldig',
  dealSyntax: 'given er ikke skrevet slik PBN skriver giv',
  callSyntax: (t) => `«${t}» er ikke en melding (Pass, X, XX, 1C … 7NT)`,
  cardSyntax: (t) => `«${t}» er ikke et kort (farge så valør, som SA eller HT)`,
  duplicateCard: (c, s) => `${c} holdes av både ${s}`,
  handSize: (s, n, e) => `${s} har ${n} kort, ikke ${e}`,
  unequalHands: (sizes) => `hendene har ulikt antall kort (${sizes})`,
  missingCards: (c) => `ingen har ${c}`,
  notInPack: (s, c) => `${s} har ${c}, som ikke er i kortstokken`,
  unknownHand: (s) => `hånden til ${s} er ikke gitt`,
  handTooLong: (s, n) => `${s} har ${n} kort, flere enn de andre`,
  noCards: 'hendene har ingen kort',
  trickTooLong: (n) => `stikket har ${n} kort; høyst tre kan være spilt`,
  trickOutOfTurn: (i, s, e) => `kort ${i + 1} i stikket er spilt av ${s}, men det var ${e} sin tur`,
  seatAlreadyPlayed: (s) => `${s} har allerede spilt til stikket`,
  positionInvalid: 'stillingen er ikke gyldig',
  recordInvalid: 'protokollen er ikke gyldig',
  and: 'og',
};

const ru: Words = {
  seats: { N: 'Север', E: 'Восток', S: 'Юг', W: 'Запад' },
  at: (l, c) => `строка ${l}, столбец ${c}`,
  column: (c) => `столбец ${c}`,
  event: (n) => `событие ${n}`,
  unterminatedString: 'строка не закрыта кавычкой "',
  unterminatedTag: (n) => `тег [${n} не закрыт скобкой ]`,
  unterminatedComment: 'комментарий { не закрыт скобкой }',
  tagWithoutValue: (n) => `у тега [${n}] нет значения`,
  missingTag: (t) => `нет тега ${t}`,
  dealInvalid: 'сдача неверна',
  dealSyntax: 'сдача записана не так, как в PBN',
  callSyntax: (t) => `«${t}» — не заявка (Pass, X, XX, 1C … 7NT)`,
  cardSyntax: (t) => `«${t}» — не карта (масть, затем достоинство: SA, HT)`,
  duplicateCard: (c, s) => `${c} есть и у ${s}`,
  handSize: (s, n, e) => `у игрока ${s} ${n} карт, а не ${e}`,
  unequalHands: (sizes) => `в руках разное число карт (${sizes})`,
  missingCards: (c) => `ни у кого нет ${c}`,
  notInPack: (s, c) => `у игрока ${s} карта ${c}, которой нет в колоде`,
  unknownHand: (s) => `рука игрока ${s} не задана`,
  handTooLong: (s, n) => `у игрока ${s} ${n} карт, больше, чем у других`,
  noCards: 'в руках нет карт',
  trickTooLong: (n) => `во взятке ${n} карт; сыграно может быть не больше трёх`,
  trickOutOfTurn: (i, s, e) => `карту ${i + 1} во взятке сыграл ${s}, а ход был за ${e}`,
  seatAlreadyPlayed: (s) => `${s} уже сыграл в эту взятку`,
  positionInvalid: 'позиция неверна',
  recordInvalid: 'протокол неверен',
  and: 'и',
};

const WORDS: { readonly [L in Lang]: Words } = { en, nb, ru };

function sizes(s: { readonly [K in Seat]: number }): string {
  return (['N', 'E', 'S', 'W'] as const).map((seat) => `${seat} ${s[seat]}`).join(', ');
}

/** One defect of a deal, in words. */
export function describeDealDefect(d: DealDefect, lang: Lang = 'en'): string {
  const w = WORDS[lang];
  switch (d.kind) {
    case 'duplicate-card':
      return w.duplicateCard(d.card, d.seats.map((s) => w.seats[s]).join(` ${w.and} `));
    case 'hand-size':
      return w.handSize(w.seats[d.seat], d.size, d.expected);
    case 'unequal-hands':
      return w.unequalHands(sizes(d.sizes));
    case 'missing-cards':
      return w.missingCards(d.cards.join(' '));
    case 'card-not-in-pack':
      return w.notInPack(w.seats[d.seat], d.card);
    case 'unknown-hand':
      return w.unknownHand(w.seats[d.seat]);
  }
}

/** One defect of a position given to the solver, in words. */
export function describePositionDefect(d: PositionDefect, lang: Lang = 'en'): string {
  const w = WORDS[lang];
  switch (d.kind) {
    case 'duplicate-card':
      return w.duplicateCard(d.card, d.seats.map((s) => w.seats[s]).join(` ${w.and} `));
    case 'unequal-hands':
      return w.unequalHands(sizes(d.sizes));
    case 'hand-too-long':
      return w.handTooLong(w.seats[d.seat], d.size);
    case 'no-cards':
      return w.noCards;
    case 'trick-too-long':
      return w.trickTooLong(d.plays);
    case 'trick-out-of-turn':
      return w.trickOutOfTurn(d.index, w.seats[d.seat], w.seats[d.expected]);
    case 'seat-already-played':
      return w.seatAlreadyPlayed(w.seats[d.seat]);
  }
}

function describePbn(e: PbnError, w: Words, lang: Lang): string {
  const where = w.at(e.line, e.column);
  switch (e.kind) {
    case 'pbn-syntax':
    case 'auction':
    case 'play':
      return `${where}: ${e.message}`;
    case 'deal-syntax':
      return `${where}: ${w.dealSyntax} (${e.message})`;
    case 'unterminated-string':
      return `${where}: ${w.unterminatedString}`;
    case 'unterminated-tag':
      return `${where}: ${w.unterminatedTag(e.name)}`;
    case 'unterminated-comment':
      return `${where}: ${w.unterminatedComment}`;
    case 'tag-without-value':
      return `${where}: ${w.tagWithoutValue(e.name)}`;
    case 'tag-value':
      return `${where}: [${e.tag} "${e.value}"]: ${e.message}`;
    case 'missing-tag':
      return `${where}: ${w.missingTag(e.tag)}`;
    case 'deal-invalid':
      return `${where}: ${w.dealInvalid}: ${e.defects.map((d) => describeDealDefect(d, lang)).join('; ')}`;
    case 'call-syntax':
      return `${where}: ${w.callSyntax(e.text)}`;
    case 'card-syntax':
      return `${where}: ${w.cardSyntax(e.text)}`;
  }
}

const PBN_KINDS: readonly string[] = [
  'pbn-syntax',
  'unterminated-string',
  'unterminated-tag',
  'unterminated-comment',
  'tag-without-value',
  'tag-value',
  'missing-tag',
  'deal-syntax',
  'deal-invalid',
  'call-syntax',
  'card-syntax',
  'auction',
  'play',
];

function isPbnError(e: DescribableError): e is PbnError {
  return PBN_KINDS.includes(e.kind) && 'line' in e && 'column' in e;
}

/** One line for any error of the library, in `lang` (English by default). */
export function describeError(error: DescribableError, lang: Lang = 'en'): string {
  const w = WORDS[lang];
  if (isPbnError(error)) return describePbn(error, w, lang);
  if (error.kind === 'deal-syntax' && 'column' in error)
    return `${w.column(error.column)}: ${w.dealSyntax} (${(error as DealParseError).message})`;
  if (error.kind === 'deal-invalid' && 'defects' in error)
    return `${w.dealInvalid}: ${(error as DealError).defects.map((d) => describeDealDefect(d, lang)).join('; ')}`;
  if (error.kind === 'position-invalid' && 'defects' in error)
    return `${w.positionInvalid}: ${(error as PositionError).defects.map((d) => describePositionDefect(d, lang)).join('; ')}`;
  if (error.kind === 'record-invalid' && 'defects' in error) {
    const defects = (error as RecordError).defects;
    const first = defects[0];
    const more = defects.length > 1 ? ` (+${defects.length - 1})` : '';
    return first === undefined ? w.recordInvalid : `${w.recordInvalid}: ${first.message}${more}`;
  }
  const e = error as MessageError;
  const at = e.at === undefined || e.at === null ? '' : `${w.event(e.at)}: `;
  return `${at}${e.message}`;
}
