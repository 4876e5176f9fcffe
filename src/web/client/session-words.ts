/**
 * The words of the start page's club-session form and of the page after it (the director's room
 * link, the public results link, each table's seats' links), in English, Norwegian and Russian.
 */
import type { Lang } from './i18n.js';

export type SessionWords = {
  readonly title: string;
  readonly hint: string;
  readonly event: string;
  readonly tables: string;
  readonly movement: string;
  readonly movements: { readonly mitchell: string; readonly howell: string; readonly teams: string };
  readonly arrowSwitch: string;
  readonly deals: string;
  readonly dealsRandom: string;
  readonly dealsFile: string;
  readonly boards: string;
  readonly boardsHint: string;
  readonly handRecord: string;
  readonly method: string;
  readonly methods: {
    readonly mp: string;
    readonly 'cross-imp': string;
    readonly butler: string;
    readonly total: string;
    readonly teams: string;
  };
  readonly profile: string;
  readonly profiles: { readonly wbf: string; readonly ebu: string };
  readonly rulebook: string;
  readonly create: string;
  readonly creating: string;
  readonly noFile: string;
  readonly fileTooLarge: string;
  readonly refused: string;
  readonly noAnswer: string;
  readonly created: string;
  readonly createdHint: string;
  readonly room: string;
  readonly openRoom: string;
  readonly results: string;
  readonly resultsHint: string;
  /** `Table {table}` */
  readonly table: string;
  /** `Round {round}, board {board}: {ns} – {ew}` */
  readonly roundBoard: string;
  /** `{seat}, table {table}, round {round}, board {board}` (a seat link's accessible name). */
  readonly seatLink: string;
  readonly another: string;
  /** `Table {table}, the whole evening` (a physical table's links that follow its boards). */
  readonly evening: string;
  readonly eveningHint: string;
  /** `{seat}, table {table}, every round` (an evening link's accessible name). */
  readonly eveningLink: string;
  /** The QR code of `{seat}`'s evening link at table `{table}` (its text for screen readers). */
  readonly eveningQr: string;
  readonly scorer: string;
  /** `Table {table}: round {round}, board {board}` (the console moving on to the next board). */
  readonly followNext: string;
  readonly followRefused: string;
};

const en: SessionWords = {
  title: 'A club session',
  hint: 'Every table of every round is made at once; the director follows them all from the room.',
  event: 'Event name',
  tables: 'Tables',
  movement: 'Movement',
  movements: { mitchell: 'Mitchell', howell: 'Howell', teams: 'Team match (2 tables)' },
  arrowSwitch: 'Arrow switch in the last round (Mitchell: one ranking)',
  deals: 'Deals',
  dealsRandom: 'Random deals (the server’s cryptographic source)',
  dealsFile: 'A hand record (PBN file)',
  boards: 'Number of boards',
  boardsHint: 'empty: two a round, or as many as the hand record allows',
  handRecord: 'Hand record file (PBN)',
  method: 'Scoring',
  methods: {
    mp: 'Matchpoints',
    'cross-imp': 'Cross-IMPs',
    butler: 'Butler (IMPs against a datum)',
    total: 'Total points',
    teams: 'Team match (IMPs)',
  },
  profile: 'Scoring profile',
  profiles: { wbf: 'WBF', ebu: 'EBU' },
  rulebook: 'Laws',
  create: 'Create the session',
  creating: 'Creating the session…',
  noFile: 'Choose the hand record file (PBN), or random deals.',
  fileTooLarge: 'The hand record file is too large (at most 200 KB).',
  refused: 'The server refused the session:',
  noAnswer: 'The server did not answer: try again.',
  created: 'The session is ready',
  createdHint:
    'Keep the room link: it is the director’s. Hand each table its seats’ links, round by round; the public results link may be shared with everyone.',
  room: 'The director’s room',
  openRoom: 'Open the director’s room',
  results: 'Public results (boards appear once every table has played them)',
  resultsHint: 'Public results link',
  table: 'Table {table}',
  roundBoard: 'Round {round}, board {board}: pairs {ns} – {ew}',
  seatLink: '{seat}, table {table}, round {round}, board {board}',
  another: 'Back to the start page',
  evening: 'Table {table}, the whole evening',
  eveningHint:
    'One link a seat for each table: it opens the board the table plays now and moves on to the next once a board is finished.',
  eveningLink: '{seat}, table {table}, every round',
  eveningQr: 'QR code of the link of {seat}, table {table}, every round',
  scorer: 'Table’s director',
  followNext: 'Table {table}: round {round}, board {board}',
  followRefused: 'This table link does not open:',
};

const nb: SessionWords = {
  title: 'En klubbturnering',
  hint: 'Alle bord i alle runder lages på én gang; turneringslederen følger dem alle fra rommet.',
  event: 'Turneringens navn',
  tables: 'Bord',
  movement: 'Bevegelse',
  movements: { mitchell: 'Mitchell', howell: 'Howell', teams: 'Lagkamp (2 bord)' },
  arrowSwitch: 'Pilbytte i siste runde (Mitchell: én resultatliste)',
  deals: 'Kortfordelinger',
  dealsRandom: 'Tilfeldige fordelinger (serverens kryptografiske kilde)',
  dealsFile: 'En kortfil (PBN-fil)',
  boards: 'Antall spill',
  boardsHint: 'tomt: to per runde, eller så mange kortfilen gir',
  handRecord: 'Kortfil (PBN)',
  method: 'Utregning',
  methods: {
    mp: 'Matchpoeng',
    'cross-imp': 'Kryss-IMP',
    butler: 'Butler (IMP mot et snitt)',
    total: 'Totalpoeng',
    teams: 'Lagkamp (IMP)',
  },
  profile: 'Utregningsprofil',
  profiles: { wbf: 'WBF', ebu: 'EBU' },
  rulebook: 'Lover',
  create: 'Lag turneringen',
  creating: 'Lager turneringen …',
  noFile: 'Velg kortfilen (PBN), eller tilfeldige fordelinger.',
  fileTooLarge: 'Kortfilen er for stor (høyst 200 KB).',
  refused: 'Serveren avviste turneringen:',
  noAnswer: 'Serveren svarte ikke: prøv igjen.',
  created: 'Turneringen er klar',
  createdHint:
    'Ta vare på lenken til rommet: den er turneringslederens. Gi hvert bord lenkene til plassene, runde for runde; lenken til resultatene kan deles med alle.',
  room: 'Turneringslederens rom',
  openRoom: 'Åpne turneringslederens rom',
  results: 'Offentlige resultater (et spill vises når alle bord har spilt det)',
  resultsHint: 'Lenke til de offentlige resultatene',
  table: 'Bord {table}',
  roundBoard: 'Runde {round}, spill {board}: par {ns} – {ew}',
  seatLink: '{seat}, bord {table}, runde {round}, spill {board}',
  another: 'Tilbake til startsiden',
  evening: 'Bord {table}, hele kvelden',
  eveningHint:
    'Én lenke per plass ved hvert bord: den åpner spillet bordet spiller nå, og går videre til neste når et spill er ferdig.',
  eveningLink: '{seat}, bord {table}, alle runder',
  eveningQr: 'QR-kode for lenken til {seat}, bord {table}, alle runder',
  scorer: 'Bordets turneringsleder',
  followNext: 'Bord {table}: runde {round}, spill {board}',
  followRefused: 'Denne bordlenken åpner ikke:',
};

const ru: SessionWords = {
  title: 'Клубный турнир',
  hint: 'Все столы всех туров создаются сразу; судья следит за ними из своей комнаты.',
  event: 'Название турнира',
  tables: 'Столов',
  movement: 'Схема рассадки',
  movements: { mitchell: 'Митчелл', howell: 'Хауэлл', teams: 'Командный матч (2 стола)' },
  arrowSwitch: 'Смена направлений в последнем туре (Митчелл: один зачёт)',
  deals: 'Сдачи',
  dealsRandom: 'Случайные сдачи (криптографический источник сервера)',
  dealsFile: 'Файл сдач (PBN)',
  boards: 'Число сдач',
  boardsHint: 'пусто: по две за тур или сколько позволяет файл сдач',
  handRecord: 'Файл сдач (PBN)',
  method: 'Подсчёт',
  methods: {
    mp: 'Матчпойнты',
    'cross-imp': 'Кросс-IMP',
    butler: 'Батлер (IMP от датума)',
    total: 'Сумма очков',
    teams: 'Командный матч (IMP)',
  },
  profile: 'Профиль подсчёта',
  profiles: { wbf: 'WBF', ebu: 'EBU' },
  rulebook: 'Законы',
  create: 'Создать турнир',
  creating: 'Турнир создаётся…',
  noFile: 'Выберите файл сдач (PBN) или случайные сдачи.',
  fileTooLarge: 'Файл сдач слишком велик (не более 200 КБ).',
  refused: 'Сервер отклонил турнир:',
  noAnswer: 'Сервер не ответил: попробуйте ещё раз.',
  created: 'Турнир готов',
  createdHint:
    'Сохраните ссылку на комнату: она судейская. Раздайте каждому столу ссылки мест, тур за туром; ссылку на открытые результаты можно дать всем.',
  room: 'Комната судьи',
  openRoom: 'Открыть комнату судьи',
  results: 'Открытые результаты (сдача появляется, когда её сыграли все столы)',
  resultsHint: 'Ссылка на открытые результаты',
  table: 'Стол {table}',
  roundBoard: 'Тур {round}, сдача {board}: пары {ns} – {ew}',
  seatLink: '{seat}, стол {table}, тур {round}, сдача {board}',
  another: 'Назад на стартовую страницу',
  evening: 'Стол {table}, весь вечер',
  eveningHint:
    'По одной ссылке на место за каждым столом: она открывает сдачу, которую стол играет сейчас, и переходит к следующей, когда сдача сыграна.',
  eveningLink: '{seat}, стол {table}, все туры',
  eveningQr: 'QR-код ссылки: {seat}, стол {table}, все туры',
  scorer: 'Судья стола',
  followNext: 'Стол {table}: тур {round}, сдача {board}',
  followRefused: 'Эта ссылка стола не открывается:',
};

export const SESSION_WORDS: { readonly [L in Lang]: SessionWords } = { en, nb, ru };
