/**
 * The console's words for the table's layout, the claim, the safeguards against mis-taps, the
 * start page and the seats' links, in English, Norwegian and Russian. Kept apart from i18n.ts (the
 * console's other words) so that each part of the console owns its own.
 * Placeholders: `{seat}`, `{of}`, `{n}`, `{tricks}`, `{left}`, `{statement}`, `{trick}`.
 */
import type { Lang } from './i18n.js';

export type LayoutWords = {
  // The start page.
  readonly about: readonly [string, string];
  readonly created: string;
  readonly createdHint: string;
  readonly openConsole: string;
  readonly seatLink: string;
  readonly copyLink: string;
  readonly copied: string;
  readonly copyFailed: string;
  /** The QR code of `{seat}`'s link (its text for screen readers). */
  readonly qrOf: string;
  // The action panel's groups.
  readonly groupPlay: string;
  readonly groupClaim: string;
  readonly groupDirector: string;
  readonly groupRevoke: string;
  readonly concededTricks: string;
  readonly statementLabel: string;
  /** `{seat}`: the player asked; the button names him. */
  readonly askButton: string;
  readonly askHint: string;
  /** Shown to the player asked: `{seat}` asks you … */
  readonly askedYou: string;
  /** Shown to the others: `{seat}` asks `{of}` … */
  readonly askedOther: string;
  // The claim on the table.
  /** `{seat}` claims `{tricks}` of the `{left}` remaining tricks. */
  readonly claimLine: string;
  readonly concedeLine: string;
  /** The claimer's statement, in quotes: `{statement}`. */
  readonly statementLine: string;
  readonly noStatement: string;
  readonly facedForClaim: string;
  readonly claimTitle: string;
  // Mis-taps.
  readonly confirmCard: string;
  readonly confirmHint: string;
  /** The card selected and waiting for its second tap: `{card}`. */
  readonly selected: string;
  readonly undo: string;
  readonly undoHint: string;
  readonly undone: string;
  // The history.
  readonly auctionGroup: string;
  /** `{trick}`: the trick's number. */
  readonly trickGroup: string;
  readonly afterPlay: string;
  readonly newest: string;
};

const en: LayoutWords = {
  about: [
    'tablelaw records what happens at a card table — every card, call and slip — and recognises each irregularity as it happens.',
    'It tells the director who may choose what under the laws in force, citing the law, and carries the choice through to the score.',
  ],
  created: 'The table is ready: give each player his seat’s link',
  createdHint:
    'Each player opens his link on his own phone or computer (scan the QR code, or copy the link and send it). Your link is the director’s.',
  openConsole: 'Open the director’s console',
  seatLink: 'Link for {seat}',
  copyLink: 'Copy {seat}’s link',
  copied: '{seat}’s link is copied.',
  copyFailed: 'The browser did not allow copying: select the link and copy it by hand.',
  qrOf: 'QR code of {seat}’s link',
  groupPlay: 'Cards',
  groupClaim: 'Claim or concede',
  groupDirector: 'The director',
  groupRevoke: 'Ask about a revoke',
  concededTricks: 'of the remaining {left}',
  statementLabel: 'How you will play the rest',
  askButton: 'Ask {seat}',
  askHint: 'Asks whether he has a card of the suit led (Law 61B).',
  askedYou: '{seat} asks you whether you have a card of the suit led.',
  askedOther: '{seat} asks {of} whether he has a card of the suit led.',
  claimLine: '{seat} claims {tricks} of the {left} remaining tricks.',
  concedeLine: '{seat} concedes {tricks} of the {left} remaining tricks.',
  statementLine: 'Statement: “{statement}”',
  noStatement: 'No statement was made.',
  facedForClaim: 'faced for the claim',
  claimTitle: 'The claim',
  confirmCard: 'Confirm each card (tap twice)',
  confirmHint: 'The first tap selects a card, a second tap on it plays it.',
  selected: '{card} selected: tap it again to play it.',
  undo: 'Undo my last tap',
  undoHint: 'Only before anyone else has acted; the record keeps both.',
  undone: 'undone',
  auctionGroup: 'Before the play',
  trickGroup: 'Trick {trick}',
  afterPlay: 'After the play',
  newest: 'newest',
};

const nb: LayoutWords = {
  about: [
    'tablelaw registrerer det som skjer ved et kortbord — hvert kort, hver melding og hver feil — og kjenner igjen hver uregelmessighet idet den skjer.',
    'Det sier turneringslederen hvem som kan velge hva etter lovene som gjelder, med henvisning til loven, og fører valget helt fram til resultatet.',
  ],
  created: 'Bordet er klart: gi hver spiller lenken til sin plass',
  createdHint:
    'Hver spiller åpner lenken sin på egen telefon eller datamaskin (skann QR-koden, eller kopier lenken og send den). Din lenke er turneringslederens.',
  openConsole: 'Åpne turneringslederens skjerm',
  seatLink: 'Lenke for {seat}',
  copyLink: 'Kopier lenken til {seat}',
  copied: 'Lenken til {seat} er kopiert.',
  copyFailed: 'Nettleseren tillot ikke kopiering: merk lenken og kopier den selv.',
  qrOf: 'QR-kode for lenken til {seat}',
  groupPlay: 'Kort',
  groupClaim: 'Krav eller innrømmelse',
  groupDirector: 'Turneringslederen',
  groupRevoke: 'Spør om en renons',
  concededTricks: 'av de {left} som gjenstår',
  statementLabel: 'Hvordan du vil spille resten',
  askButton: 'Spør {seat}',
  askHint: 'Spør om han har et kort i fargen som ble spilt ut (lov 61B).',
  askedYou: '{seat} spør deg om du har et kort i fargen som ble spilt ut.',
  askedOther: '{seat} spør {of} om han har et kort i fargen som ble spilt ut.',
  claimLine: '{seat} krever {tricks} av de {left} gjenstående stikkene.',
  concedeLine: '{seat} gir bort {tricks} av de {left} gjenstående stikkene.',
  statementLine: 'Forklaring: «{statement}»',
  noStatement: 'Ingen forklaring ble gitt.',
  facedForClaim: 'vist for kravet',
  claimTitle: 'Kravet',
  confirmCard: 'Bekreft hvert kort (trykk to ganger)',
  confirmHint: 'Første trykk velger et kort, et nytt trykk på det spiller det.',
  selected: '{card} er valgt: trykk på det igjen for å spille det.',
  undo: 'Angre mitt siste trykk',
  undoHint: 'Bare før noen andre har handlet; begge står i protokollen.',
  undone: 'angret',
  auctionGroup: 'Før spillet',
  trickGroup: 'Stikk {trick}',
  afterPlay: 'Etter spillet',
  newest: 'nyeste',
};

const ru: LayoutWords = {
  about: [
    'tablelaw записывает всё, что происходит за карточным столом, — каждую карту, заявку и оплошность — и распознаёт каждое нарушение в момент, когда оно происходит.',
    'Он подсказывает судье, кто и что может выбрать по действующим правилам, со ссылкой на статью, и доводит выбор до подсчёта результата.',
  ],
  created: 'Стол готов: дайте каждому игроку ссылку на его место',
  createdHint:
    'Каждый игрок открывает свою ссылку на своём телефоне или компьютере (отсканируйте QR-код или скопируйте ссылку и отправьте её). Ваша ссылка — судейская.',
  openConsole: 'Открыть экран судьи',
  seatLink: 'Ссылка для игрока {seat}',
  copyLink: 'Скопировать ссылку игрока {seat}',
  copied: 'Ссылка игрока {seat} скопирована.',
  copyFailed: 'Браузер не разрешил копирование: выделите ссылку и скопируйте её вручную.',
  qrOf: 'QR-код ссылки игрока {seat}',
  groupPlay: 'Карты',
  groupClaim: 'Заявление или уступка',
  groupDirector: 'Судья',
  groupRevoke: 'Спросить о ренонсе',
  concededTricks: 'из оставшихся {left}',
  statementLabel: 'Как вы доиграете остаток',
  askButton: 'Спросить игрока {seat}',
  askHint: 'Спрашивает, есть ли у него карта масти хода (статья 61B).',
  askedYou: '{seat} спрашивает вас, есть ли у вас карта масти хода.',
  askedOther: '{seat} спрашивает игрока {of}, есть ли у него карта масти хода.',
  claimLine: '{seat} заявляет {tricks} из {left} оставшихся взяток.',
  concedeLine: '{seat} уступает {tricks} из {left} оставшихся взяток.',
  statementLine: 'Объяснение: «{statement}»',
  noStatement: 'Объяснения не было.',
  facedForClaim: 'открыта для заявления',
  claimTitle: 'Заявление',
  confirmCard: 'Подтверждать каждую карту (два нажатия)',
  confirmHint: 'Первое нажатие выбирает карту, второе нажатие на неё её играет.',
  selected: 'Выбрана карта {card}: нажмите на неё ещё раз, чтобы сыграть.',
  undo: 'Отменить моё последнее нажатие',
  undoHint: 'Только пока никто другой не действовал; в записи останутся оба события.',
  undone: 'отменено',
  auctionGroup: 'До розыгрыша',
  trickGroup: 'Взятка {trick}',
  afterPlay: 'После розыгрыша',
  newest: 'последнее',
};

export const LAYOUT_WORDS: { readonly [L in Lang]: LayoutWords } = { en, nb, ru };
