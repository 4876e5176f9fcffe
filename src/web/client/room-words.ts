/**
 * The words of the director's room (src/web/room-page.ts, client/room.ts) in English, Norwegian
 * and Russian: its headings and controls, the tables' state, the ruling log, the forms' answers.
 * `{name}` marks a value filled in (i18n's `fill`).
 */
import type { Lang } from './i18n.js';

export type RoomWords = {
  readonly title: string;
  readonly language: string;
  readonly resultsButton: string;
  readonly loading: string;
  readonly tablesRegion: string;
  readonly logRegion: string;
  readonly penaltyTitle: string;
  readonly board: string;
  readonly pair: string;
  readonly amount: string;
  readonly reason: string;
  readonly givePenalty: string;
  readonly fouledTitle: string;
  readonly foundTitle: string;
  readonly foundTable: string;
  readonly foundDeal: string;
  readonly setFound: string;
  readonly resultsFrame: string;
  /** `auction, {calls} calls` */
  readonly auction: string;
  readonly auctionOne: string;
  /** `trick {trick}` */
  readonly trick: string;
  readonly finished: string;
  /** `{tables} tables in play; nobody is calling.` */
  readonly nobodyCalling: string;
  /** `{tables} tables calling the director.` */
  readonly calling: string;
  readonly callingOne: string;
  readonly callingDefault: string;
  readonly whyDirector: string;
  readonly whyAttention: string;
  /** `open table {table}, board {board}` */
  readonly openTable: string;
  readonly tablesCaption: string;
  readonly heads: {
    readonly round: string;
    readonly table: string;
    readonly board: string;
    readonly pairs: string;
    readonly where: string;
    readonly call: string;
    readonly console: string;
    readonly when: string;
    readonly irregularity: string;
    readonly law: string;
    readonly decision: string;
    readonly by: string;
  };
  /** `{kind} by {seat}` */
  readonly irregularityBy: string;
  readonly noChoice: string;
  readonly corrected: string;
  readonly void: string;
  readonly noRulings: string;
  readonly logCaption: string;
  readonly decided: { readonly pending: string; readonly confirmed: string; readonly 'set-aside': string };
  /** `Board {board}` */
  readonly boardN: string;
  /** `Group {group} ({moved})` */
  readonly group: string;
  readonly handRecord: string;
  /** `round {round} table {table}` */
  readonly roundTable: string;
  /** `Confirm board {board} fouled (Law 87B)` */
  readonly confirm: string;
  /** `Set board {board} aside: not fouled (Law 87A)` */
  readonly setAside: string;
  readonly units: { readonly fraction: string; readonly imps: string; readonly points: string };
  /** `pair {pair}` */
  readonly pairN: string;
  /** `Given: pair {pair}, board {board}, {amount} (Law 90).` */
  readonly given: string;
  /** `Board {board}: confirmed fouled (Law 87B).` */
  readonly confirmedSaid: string;
  readonly setAsideSaid: string;
  /** `round {round}, table {table}, board {board}` */
  readonly roundTableBoard: string;
  /** `Round {round}, table {table}, board {board} is set with the cards as found; its seats' new links:` */
  readonly foundSaid: string;
  readonly noAnswer: string;
  /** `refused ({status})` */
  readonly refused: string;
  readonly noResults: string;
  readonly badLink: string;
  readonly publicResults: string;
  readonly eveningTitle: string;
  readonly eveningHint: string;
  /** `{seat}, table {table}, every round` (an evening link's accessible name). */
  readonly eveningLink: string;
  /** The QR code of `{seat}`'s evening link at table `{table}` (its text for screen readers). */
  readonly eveningQr: string;
  readonly scorer: string;
};

const en: RoomWords = {
  title: 'tablelaw — director’s room',
  language: 'Language',
  resultsButton: 'Results',
  loading: 'Loading…',
  tablesRegion: 'Tables',
  logRegion: 'Ruling log',
  penaltyTitle: 'Procedural penalty (Law 90)',
  board: 'Board',
  pair: 'Pair',
  amount: 'Amount',
  reason: 'Reason',
  givePenalty: 'Give the penalty',
  fouledTitle: 'Fouled boards (Law 87)',
  foundTitle: 'Cards as found at a table (Law 87)',
  foundTable: 'Round, table, board',
  foundDeal: 'Deal as found (PBN)',
  setFound: 'Set the table with these cards',
  resultsFrame: 'Results',
  auction: 'auction, {calls} calls',
  auctionOne: 'auction, 1 call',
  trick: 'trick {trick}',
  finished: 'finished',
  nobodyCalling: '{tables} tables in play; nobody is calling.',
  calling: '{tables} tables calling the director.',
  callingOne: '1 table calling the director.',
  callingDefault: 'calling',
  whyDirector: 'a decision is the director’s',
  whyAttention: 'attention drawn to an irregularity',
  openTable: 'open table {table}, board {board}',
  tablesCaption: 'Tables calling the director first, the oldest call first',
  heads: {
    round: 'Round',
    table: 'Table',
    board: 'Board',
    pairs: 'Pairs',
    where: 'Where',
    call: 'Call',
    console: 'Console',
    when: 'When',
    irregularity: 'Irregularity',
    law: 'Law',
    decision: 'Decision',
    by: 'By',
  },
  irregularityBy: '{kind} by {seat}',
  noChoice: 'the laws (no choice)',
  corrected: 'corrected',
  void: 'void',
  noRulings: 'No irregularity or ruling so far.',
  logCaption: 'Ruling log, oldest first',
  decided: {
    pending: 'to be decided',
    confirmed: 'confirmed: groups scored apart (Law 87B)',
    'set-aside': 'set aside: scored as one (Law 87A)',
  },
  boardN: 'Board {board}',
  group: 'Group {group} ({moved})',
  handRecord: 'hand record',
  roundTable: 'round {round} table {table}',
  confirm: 'Confirm board {board} fouled (Law 87B)',
  setAside: 'Set board {board} aside: not fouled (Law 87A)',
  units: { fraction: 'Fraction of a top (0–1)', imps: 'IMPs', points: 'Points' },
  pairN: 'pair {pair}',
  given: 'Given: pair {pair}, board {board}, {amount} (Law 90).',
  confirmedSaid: 'Board {board}: confirmed fouled (Law 87B).',
  setAsideSaid: 'Board {board}: set aside (Law 87A).',
  roundTableBoard: 'round {round}, table {table}, board {board}',
  foundSaid:
    'Round {round}, table {table}, board {board} is set with the cards as found; its seats’ new links:',
  noAnswer: 'the server did not answer',
  refused: 'refused ({status})',
  noResults: 'no results yet',
  badLink: 'This link is not a session’s (check it).',
  publicResults: 'Results (boards appear once every table has played them).',
  eveningTitle: 'Each table’s links for the evening',
  eveningHint:
    'One link a seat: it opens the board the table plays now and moves on when a board is finished.',
  eveningLink: '{seat}, table {table}, every round',
  eveningQr: 'QR code of the link of {seat}, table {table}, every round',
  scorer: 'Table’s director',
};

const nb: RoomWords = {
  title: 'tablelaw — turneringslederens rom',
  language: 'Språk',
  resultsButton: 'Resultater',
  loading: 'Laster …',
  tablesRegion: 'Bord',
  logRegion: 'Logg over kjennelser',
  penaltyTitle: 'Prosedyrestraff (lov 90)',
  board: 'Spill',
  pair: 'Par',
  amount: 'Mengde',
  reason: 'Grunn',
  givePenalty: 'Gi straffen',
  fouledTitle: 'Feilaktige spill (lov 87)',
  foundTitle: 'Kortene slik de ble funnet ved et bord (lov 87)',
  foundTable: 'Runde, bord, spill',
  foundDeal: 'Fordelingen slik den ble funnet (PBN)',
  setFound: 'Sett bordet opp med disse kortene',
  resultsFrame: 'Resultater',
  auction: 'budgivning, {calls} meldinger',
  auctionOne: 'budgivning, 1 melding',
  trick: 'stikk {trick}',
  finished: 'ferdig',
  nobodyCalling: '{tables} bord i spill; ingen tilkaller turneringslederen.',
  calling: '{tables} bord tilkaller turneringslederen.',
  callingOne: '1 bord tilkaller turneringslederen.',
  callingDefault: 'tilkaller',
  whyDirector: 'en avgjørelse er turneringslederens',
  whyAttention: 'oppmerksomhet henledet på en uregelmessighet',
  openTable: 'åpne bord {table}, spill {board}',
  tablesCaption: 'Bord som tilkaller turneringslederen først, eldste tilkalling først',
  heads: {
    round: 'Runde',
    table: 'Bord',
    board: 'Spill',
    pairs: 'Par',
    where: 'Hvor',
    call: 'Tilkalling',
    console: 'Konsoll',
    when: 'Når',
    irregularity: 'Uregelmessighet',
    law: 'Lov',
    decision: 'Avgjørelse',
    by: 'Av',
  },
  irregularityBy: '{kind} av {seat}',
  noChoice: 'lovene (intet valg)',
  corrected: 'rettet',
  void: 'ugyldig',
  noRulings: 'Ingen uregelmessighet eller kjennelse så langt.',
  logCaption: 'Logg over kjennelser, eldste først',
  decided: {
    pending: 'ikke avgjort',
    confirmed: 'bekreftet: gruppene regnes hver for seg (lov 87B)',
    'set-aside': 'avvist: regnes som ett spill (lov 87A)',
  },
  boardN: 'Spill {board}',
  group: 'Gruppe {group} ({moved})',
  handRecord: 'kortfilen',
  roundTable: 'runde {round} bord {table}',
  confirm: 'Bekreft at spill {board} er feilaktig (lov 87B)',
  setAside: 'Avvis for spill {board}: ikke feilaktig (lov 87A)',
  units: { fraction: 'Andel av en topp (0–1)', imps: 'IMP', points: 'Poeng' },
  pairN: 'par {pair}',
  given: 'Gitt: par {pair}, spill {board}, {amount} (lov 90).',
  confirmedSaid: 'Spill {board}: bekreftet feilaktig (lov 87B).',
  setAsideSaid: 'Spill {board}: avvist (lov 87A).',
  roundTableBoard: 'runde {round}, bord {table}, spill {board}',
  foundSaid:
    'Runde {round}, bord {table}, spill {board} er satt opp med kortene slik de ble funnet; plassenes nye lenker:',
  noAnswer: 'serveren svarte ikke',
  refused: 'avvist ({status})',
  noResults: 'ingen resultater ennå',
  badLink: 'Denne lenken er ikke en turnerings (sjekk den).',
  publicResults: 'Resultater (et spill vises når alle bord har spilt det).',
  eveningTitle: 'Lenkene til hvert bord for kvelden',
  eveningHint:
    'Én lenke per plass: den åpner spillet bordet spiller nå, og går videre når et spill er ferdig.',
  eveningLink: '{seat}, bord {table}, alle runder',
  eveningQr: 'QR-kode for lenken til {seat}, bord {table}, alle runder',
  scorer: 'Bordets turneringsleder',
};

const ru: RoomWords = {
  title: 'tablelaw — комната судьи',
  language: 'Язык',
  resultsButton: 'Результаты',
  loading: 'Загрузка…',
  tablesRegion: 'Столы',
  logRegion: 'Журнал решений',
  penaltyTitle: 'Процедурный штраф (закон 90)',
  board: 'Сдача',
  pair: 'Пара',
  amount: 'Размер',
  reason: 'Причина',
  givePenalty: 'Назначить штраф',
  fouledTitle: 'Испорченные сдачи (закон 87)',
  foundTitle: 'Карты, как они найдены за столом (закон 87)',
  foundTable: 'Тур, стол, сдача',
  foundDeal: 'Сдача, как она найдена (PBN)',
  setFound: 'Поставить за стол эти карты',
  resultsFrame: 'Результаты',
  auction: 'торговля, заявок: {calls}',
  auctionOne: 'торговля, 1 заявка',
  trick: 'взятка {trick}',
  finished: 'сыграна',
  nobodyCalling: 'Столов в игре: {tables}; никто не вызывает судью.',
  calling: 'Столов, вызывающих судью: {tables}.',
  callingOne: 'Судью вызывает 1 стол.',
  callingDefault: 'вызов',
  whyDirector: 'решение за судьёй',
  whyAttention: 'обращено внимание на нарушение',
  openTable: 'открыть стол {table}, сдача {board}',
  tablesCaption: 'Сначала столы, вызывающие судью, самый ранний вызов первым',
  heads: {
    round: 'Тур',
    table: 'Стол',
    board: 'Сдача',
    pairs: 'Пары',
    where: 'Где',
    call: 'Вызов',
    console: 'Пульт',
    when: 'Когда',
    irregularity: 'Нарушение',
    law: 'Закон',
    decision: 'Решение',
    by: 'Кто',
  },
  irregularityBy: '{kind}: {seat}',
  noChoice: 'законы (без выбора)',
  corrected: 'исправлено',
  void: 'отменено',
  noRulings: 'Пока ни нарушений, ни решений.',
  logCaption: 'Журнал решений, самые ранние первыми',
  decided: {
    pending: 'ждёт решения',
    confirmed: 'подтверждено: группы считаются отдельно (закон 87B)',
    'set-aside': 'отклонено: считается как одна сдача (закон 87A)',
  },
  boardN: 'Сдача {board}',
  group: 'Группа {group} ({moved})',
  handRecord: 'файл сдач',
  roundTable: 'тур {round} стол {table}',
  confirm: 'Подтвердить, что сдача {board} испорчена (закон 87B)',
  setAside: 'Отклонить для сдачи {board}: не испорчена (закон 87A)',
  units: { fraction: 'Доля топа (0–1)', imps: 'IMP', points: 'Очки' },
  pairN: 'пара {pair}',
  given: 'Назначено: пара {pair}, сдача {board}, {amount} (закон 90).',
  confirmedSaid: 'Сдача {board}: подтверждено, испорчена (закон 87B).',
  setAsideSaid: 'Сдача {board}: отклонено (закон 87A).',
  roundTableBoard: 'тур {round}, стол {table}, сдача {board}',
  foundSaid: 'Тур {round}, стол {table}, сдача {board}: карты поставлены, как найдены; новые ссылки мест:',
  noAnswer: 'сервер не ответил',
  refused: 'отклонено ({status})',
  noResults: 'результатов пока нет',
  badLink: 'Эта ссылка не ведёт к турниру (проверьте её).',
  publicResults: 'Результаты (сдача появляется, когда её сыграли все столы).',
  eveningTitle: 'Ссылки каждого стола на весь вечер',
  eveningHint:
    'По одной ссылке на место: она открывает сдачу, которую стол играет сейчас, и переходит дальше, когда сдача сыграна.',
  eveningLink: '{seat}, стол {table}, все туры',
  eveningQr: 'QR-код ссылки: {seat}, стол {table}, все туры',
  scorer: 'Судья стола',
};

export const ROOM_WORDS: { readonly [L in Lang]: RoomWords } = { en, nb, ru };
