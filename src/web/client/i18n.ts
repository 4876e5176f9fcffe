/**
 * The console's own words in English, Norwegian and Russian: labels, seat names, the plain
 * explanation of each kind of irregularity. The law texts themselves (options, titles) come from
 * the engine through the server, in the language the viewer chose.
 */
import { type ActType, NAMES as TABLE } from '../../laws/names/index.js';

export const LANGS = ['en', 'nb', 'ru'] as const;
export type Lang = (typeof LANGS)[number];

export type Words = {
  readonly seats: { readonly N: string; readonly E: string; readonly S: string; readonly W: string };
  readonly director: string;
  readonly you: string;
  readonly board: string;
  readonly dealer: string;
  readonly vulnerable: string;
  readonly contract: string;
  readonly by: string;
  readonly declarer: string;
  readonly dummy: string;
  readonly tricks: string;
  readonly auction: string;
  readonly decision: string;
  readonly chooses: string;
  readonly onlyChooser: string;
  readonly acts: string;
  readonly play: string;
  readonly expose: string;
  readonly withdraw: string;
  readonly faceHand: string;
  readonly claim: string;
  readonly concede: string;
  readonly statement: string;
  readonly agree: string;
  readonly dispute: string;
  readonly attention: string;
  readonly askRevoke: string;
  readonly actingAs: string;
  readonly history: string;
  readonly live: string;
  readonly replaying: string;
  readonly result: string;
  readonly transferred: string;
  readonly noTransfers: string;
  readonly score: string;
  readonly download: string;
  readonly record: string;
  readonly pbn: string;
  readonly computer: string;
  readonly computerAll: string;
  readonly links: string;
  readonly newTable: string;
  readonly demo: string;
  readonly demoHint: string;
  readonly seed: string;
  readonly rulebook: string;
  readonly create: string;
  readonly obligations: string;
  readonly irregularities: string;
  readonly pass: string;
  readonly explain: { readonly [kind: string]: string };
  readonly events: { readonly [A in ActType]: string };
  /** Calls in words for screen readers: `{level} {strain}`, and the calls that are not bids. */
  readonly bidName: string;
  readonly levelNames: readonly string[];
  /** A strain's word, or its word by level (index 1–7) where the grammar asks for it. */
  readonly strainNames: { readonly [strain: string]: string | readonly string[] };
  readonly callNames: { readonly [call: string]: string };
  /** `{n}` tricks (a claim's, an award's). */
  readonly tricksCount: string;
  readonly disconnected: string;
  /** Card names for screen readers: `{rank} of {suit}` and the like. */
  readonly cardName: string;
  readonly suitNames: { readonly [suit: string]: string };
  readonly rankNames: { readonly [rank: string]: string };
  /** `{seat}`'s hand (a group of cards). */
  readonly handOf: string;
  /** `{seat} played {card}` (a card on the table). */
  readonly playedBy: string;
  readonly hiddenCards: string;
  readonly centre: string;
  readonly dragHint: string;
  readonly how: string;
  readonly findings: string;
  readonly findingAsked: string;
  readonly facts: { readonly [fact: string]: string };
  readonly defaultIs: string;
  readonly yes: string;
  readonly no: string;
  readonly recordFinding: string;
  readonly found: string;
  readonly byDefault: string;
  readonly dealt: string;
  /** The label of an option's number of tricks, by option id; `{min}`, `{max}` its bounds. */
  readonly tricksToGive: { readonly [option: string]: string };
  /** Shown when an option that needs a number of tricks is chosen without one. */
  readonly tricksNeeded: string;
  /** Labels of controls that show no text of their own (for screen readers). */
  readonly language: string;
  readonly claimTricks: string;
  readonly askOf: string;
  readonly replayFirst: string;
  readonly replayPrevious: string;
  readonly replayNext: string;
  /** The director's double-dummy analysis (ADR 0061). */
  readonly analysis: {
    readonly title: string;
    /** What double dummy is here: a bound, not a ruling; `{ms}` each search's time limit. */
    readonly note: string;
    /** `{kind}` claim or concession, `{seat}` its maker, `{side}` credited with `{tricks}` of `{left}`. */
    readonly claimOf: string;
    readonly claimKinds: { readonly claim: string; readonly concede: string };
    /** `{best}`: the most tricks the credited side can take double dummy. */
    readonly holds: string;
    readonly fails: string;
    readonly defence: string;
    /** A search that stopped before it decided; `{why}` the reason. */
    readonly stopped: string;
    readonly stopReasons: { readonly [reason: string]: string };
    /** Could not be searched; `{why}` the error's kind. */
    readonly invalid: string;
    readonly errors: { readonly [kind: string]: string };
    /** `{kind}` the irregularity, `{seat}` its offender, `{seq}` its event. */
    readonly irregularity: string;
    /** `{ns}`, `{ew}` double dummy; `{nsActual}`, `{ewActual}` after rectification; `{side}` non-offending. */
    readonly equity: string;
  };
};

const en: Words = {
  bidName: '{level} {strain}',
  levelNames: ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'],
  strainNames: { C: 'clubs', D: 'diamonds', H: 'hearts', S: 'spades', NT: 'no trumps' },
  callNames: { X: 'double', XX: 'redouble' },
  tricksCount: '{n} tricks',
  seats: { N: 'North', E: 'East', S: 'South', W: 'West' },
  director: 'Director',
  you: 'You',
  board: 'Board',
  dealer: 'Dealer',
  vulnerable: 'Vul',
  contract: 'Contract',
  by: 'by',
  declarer: 'declarer',
  dummy: 'dummy',
  tricks: 'Tricks',
  auction: 'Auction',
  decision: 'Decision',
  chooses: 'chooses',
  onlyChooser: 'Only the player entitled to choose (or the director) may choose.',
  acts: 'Acts at the table',
  play: 'Play',
  expose: 'Expose/drop',
  withdraw: 'Withdraw',
  faceHand: 'Face hand',
  claim: 'Claim',
  concede: 'Concede',
  statement: 'statement',
  agree: 'Agree',
  dispute: 'Dispute',
  attention: 'Director!',
  askRevoke: 'Ask about a revoke',
  actingAs: 'Acting as',
  history: 'History',
  live: 'Live',
  replaying: 'Replay — step',
  result: 'Result',
  transferred: 'transferred to',
  noTransfers: 'no tricks transferred',
  score: 'Score',
  download: 'Download',
  record: 'record',
  pbn: 'PBN',
  computer: 'Computer plays',
  computerAll: 'Computer plays all seats',
  links: 'Links for the players',
  newTable: 'New table',
  demo: 'Open the demo table',
  demoHint: 'West is on lead. Try leading one of East’s cards instead.',
  seed: 'Deal number (seed)',
  rulebook: 'Rulebook',
  create: 'Create',
  obligations: 'Obligations',
  irregularities: 'Irregularities',
  pass: 'Pass',
  explain: {
    'lead-out-of-turn': '{offender} led out of turn: it was {proper}’s lead.',
    revoke: '{offender} did not follow suit though able to (a revoke).',
    'exposed-card': '{offender} exposed a card: it may become a penalty card.',
    'penalty-card-not-played': '{offender} did not play a penalty card when the laws required it.',
    'play-out-of-turn': '{offender} played out of turn.',
    end: 'Play has ended with an established revoke: the director may restore equity.',
    other: 'The laws require a decision.',
  },
  // The record's words, but for the undo: on screen it takes back a tap (ADR 0088).
  events: { ...TABLE.en.done, undo: 'undoes his last tap' },
  disconnected: 'Connection lost — reconnecting…',
  cardName: '{rank} of {suit}',
  suitNames: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  rankNames: {
    A: 'ace',
    K: 'king',
    Q: 'queen',
    J: 'jack',
    T: 'ten',
    '9': 'nine',
    '8': 'eight',
    '7': 'seven',
    '6': 'six',
    '5': 'five',
    '4': 'four',
    '3': 'three',
    '2': 'two',
  },
  handOf: '{seat}’s hand',
  playedBy: '{seat} played {card}',
  hiddenCards: '{n} cards face down',
  centre: 'The table: drop a card here to play it',
  dragHint: 'Play a card: drag it to the centre, click it, or Tab to it and press Enter.',
  how: 'How',
  findings: 'The director’s findings of fact',
  findingAsked: 'The director is asked to find:',
  facts: {
    'could-see-dummy': 'Declarer could have seen dummy’s cards',
    'partner-could-see': 'Partner could have seen the card’s face',
    inadvertent: 'The change of designation was inadvertent',
    'deemed-lead': 'The card is a lead to the next trick',
  },
  defaultIs: 'without a finding: {value}',
  yes: 'Yes',
  no: 'No',
  recordFinding: 'Record the finding',
  found: 'finding',
  byDefault: 'by default',
  dealt: 'The deal',
  tricksToGive: {
    'award-tricks': 'Tricks for the claiming side ({min}–{max})',
    'adjust-tricks': 'Tricks to transfer ({min}–{max})',
  },
  language: 'Language',
  claimTricks: 'Tricks claimed or conceded',
  askOf: 'Player to ask about a revoke',
  replayFirst: 'First step',
  replayPrevious: 'Previous step',
  replayNext: 'Next step',
  tricksNeeded: 'Give the number of tricks ({min}–{max}) before choosing this.',
  analysis: {
    title: 'Double-dummy analysis',
    note: 'What perfect play would give: a bound the director weighs, not a ruling (each search at most {ms} ms).',
    claimOf: '{kind} by {seat}: {side} {tricks} of {left}',
    claimKinds: { claim: 'Claim', concede: 'Concession' },
    holds: 'holds (double dummy {best})',
    fails: 'does not hold: claimer can take at most {best}',
    defence: 'The defence that beats it',
    stopped: 'stopped early ({why}): nothing decided',
    stopReasons: { 'time-limit': 'time limit', 'node-limit': 'node limit' },
    invalid: 'cannot be analysed: {why}',
    errors: {
      'position-invalid': 'the cards do not make a position (a defective trick?)',
      'not-in-play': 'not during the play',
      'claim-tricks': 'more tricks than are left',
      'replay-refused': 'the record does not replay',
    },
    irregularity: '{kind} by {seat} [event {seq}]',
    equity:
      'Double dummy before the irregularity: NS {ns}, EW {ew} — after rectification: NS {nsActual}, EW {ewActual} (non-offending side: {side})',
  },
};

const nb: Words = {
  bidName: '{level} {strain}',
  levelNames: ['', 'en', 'to', 'tre', 'fire', 'fem', 'seks', 'sju'],
  strainNames: { C: 'kløver', D: 'ruter', H: 'hjerter', S: 'spar', NT: 'grand' },
  callNames: { X: 'dobler', XX: 'redobler' },
  tricksCount: '{n} stikk',
  seats: { N: 'Nord', E: 'Øst', S: 'Syd', W: 'Vest' },
  director: 'Turneringsleder',
  you: 'Du',
  board: 'Spill',
  dealer: 'Giver',
  vulnerable: 'Sone',
  contract: 'Kontrakt',
  by: 'av',
  declarer: 'spillefører',
  dummy: 'blindemann',
  tricks: 'Stikk',
  auction: 'Budgivning',
  decision: 'Valg',
  chooses: 'velger',
  onlyChooser: 'Bare den som har rett til å velge (eller turneringslederen) kan velge.',
  acts: 'Handlinger ved bordet',
  play: 'Spill',
  expose: 'Vis/slipp',
  withdraw: 'Ta tilbake',
  faceHand: 'Legg ned hånden',
  claim: 'Krev stikk',
  concede: 'Gi bort stikk',
  statement: 'forklaring',
  agree: 'Godta',
  dispute: 'Bestrid',
  attention: 'Turneringsleder!',
  askRevoke: 'Spør om renons',
  actingAs: 'Handler som',
  history: 'Historikk',
  live: 'Direkte',
  replaying: 'Avspilling — trinn',
  result: 'Resultat',
  transferred: 'overført til',
  noTransfers: 'ingen stikk overført',
  score: 'Poeng',
  download: 'Last ned',
  record: 'protokoll',
  pbn: 'PBN',
  computer: 'Datamaskinen spiller',
  computerAll: 'Datamaskinen spiller alle plasser',
  links: 'Lenker til spillerne',
  newTable: 'Nytt bord',
  demo: 'Åpne demobordet',
  demoHint: 'Vest skal spille ut. Prøv å spille ut et av Østs kort i stedet.',
  seed: 'Giv nummer (frø)',
  rulebook: 'Lovverk',
  create: 'Opprett',
  obligations: 'Forpliktelser',
  irregularities: 'Uregelmessigheter',
  pass: 'Pass',
  explain: {
    'lead-out-of-turn': '{offender} spilte ut fra feil hånd: det var {proper} sitt utspill.',
    revoke: '{offender} bekjente ikke farge selv om det var mulig (renons).',
    'exposed-card': '{offender} viste et kort: det kan bli straffekort.',
    'penalty-card-not-played': '{offender} spilte ikke et straffekort da lovene krevde det.',
    'play-out-of-turn': '{offender} spilte utenfor tur.',
    end: 'Spillet er slutt med en etablert renons: turneringslederen kan gjenopprette rettferdighet.',
    other: 'Lovene krever et valg.',
  },
  // The record's words, but for the undo: on screen it takes back a tap (ADR 0088).
  events: { ...TABLE.nb.done, undo: 'angrer sitt siste trykk' },
  disconnected: 'Forbindelsen brutt — kobler til igjen…',
  cardName: '{suit} {rank}',
  suitNames: { S: 'spar', H: 'hjerter', D: 'ruter', C: 'kløver' },
  rankNames: {
    A: 'ess',
    K: 'konge',
    Q: 'dame',
    J: 'knekt',
    T: 'ti',
    '9': 'ni',
    '8': 'åtte',
    '7': 'sju',
    '6': 'seks',
    '5': 'fem',
    '4': 'fire',
    '3': 'tre',
    '2': 'to',
  },
  handOf: '{seat}s hånd',
  playedBy: '{seat} spilte {card}',
  hiddenCards: '{n} kort med baksiden opp',
  centre: 'Bordet: slipp et kort her for å spille det',
  dragHint: 'Spill et kort: dra det til midten, klikk på det, eller gå til det med Tab og trykk Enter.',
  how: 'Hvordan',
  findings: 'Turneringslederens fastsettelser',
  findingAsked: 'Turneringslederen skal fastslå:',
  facts: {
    'could-see-dummy': 'Spillefører kunne ha sett blindemanns kort',
    'partner-could-see': 'Makker kunne se kortets forside',
    inadvertent: 'Endringen av kortvalget var utilsiktet',
    'deemed-lead': 'Kortet er utspill til neste stikk',
  },
  defaultIs: 'uten fastsettelse: {value}',
  yes: 'Ja',
  no: 'Nei',
  recordFinding: 'Registrer fastsettelsen',
  found: 'fastsatt',
  byDefault: 'standard',
  dealt: 'Given',
  tricksToGive: {
    'award-tricks': 'Stikk til kravstillerens side ({min}–{max})',
    'adjust-tricks': 'Stikk som overføres ({min}–{max})',
  },
  language: 'Språk',
  claimTricks: 'Stikk som kreves eller gis bort',
  askOf: 'Spiller som spørres om renons',
  replayFirst: 'Første steg',
  replayPrevious: 'Forrige steg',
  replayNext: 'Neste steg',
  tricksNeeded: 'Oppgi antall stikk ({min}–{max}) før du velger dette.',
  analysis: {
    title: 'Dobbel-dummy-analyse',
    note: 'Hva perfekt spill ville gitt: en grense turneringslederen veier, ikke en kjennelse (hvert søk høyst {ms} ms).',
    claimOf: '{kind} fra {seat}: {side} {tricks} av {left}',
    claimKinds: { claim: 'Krav', concede: 'Avståelse' },
    holds: 'holder (dobbel dummy {best})',
    fails: 'holder ikke: kravstilleren kan ta høyst {best}',
    defence: 'Motspillet som slår det',
    stopped: 'stoppet tidlig ({why}): ingenting avgjort',
    stopReasons: { 'time-limit': 'tidsgrense', 'node-limit': 'nodegrense' },
    invalid: 'kan ikke analyseres: {why}',
    errors: {
      'position-invalid': 'kortene gir ingen gyldig stilling (et defekt stikk?)',
      'not-in-play': 'ikke under spillet',
      'claim-tricks': 'flere stikk enn det er igjen',
      'replay-refused': 'protokollen kan ikke spilles av',
    },
    irregularity: '{kind} av {seat} [hendelse {seq}]',
    equity:
      'Dobbel dummy før uregelmessigheten: NS {ns}, EW {ew} — etter korrigering: NS {nsActual}, EW {ewActual} (ikke-skyldig side: {side})',
  },
};

const ru: Words = {
  bidName: '{level} {strain}',
  // Russian bids are whole phrases: a suit is feminine (одна трефа, две трефы, пять треф),
  // no trump masculine (один без козыря).
  levelNames: ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь'],
  strainNames: {
    C: ['', 'одна трефа', 'две трефы', 'три трефы', 'четыре трефы', 'пять треф', 'шесть треф', 'семь треф'],
    D: [
      '',
      'одна бубна',
      'две бубны',
      'три бубны',
      'четыре бубны',
      'пять бубен',
      'шесть бубен',
      'семь бубен',
    ],
    H: ['', 'одна черва', 'две червы', 'три червы', 'четыре червы', 'пять черв', 'шесть черв', 'семь черв'],
    S: ['', 'одна пика', 'две пики', 'три пики', 'четыре пики', 'пять пик', 'шесть пик', 'семь пик'],
    NT: [
      '',
      'один без козыря',
      'два без козыря',
      'три без козыря',
      'четыре без козыря',
      'пять без козыря',
      'шесть без козыря',
      'семь без козыря',
    ],
  },
  callNames: { X: 'контра', XX: 'реконтра' },
  tricksCount: 'взяток: {n}',
  seats: { N: 'Север', E: 'Восток', S: 'Юг', W: 'Запад' },
  director: 'Судья',
  you: 'Вы',
  board: 'Сдача',
  dealer: 'Сдающий',
  vulnerable: 'Зона',
  contract: 'Контракт',
  by: '—',
  declarer: 'разыгрывающий',
  dummy: 'болван',
  tricks: 'Взятки',
  auction: 'Торговля',
  decision: 'Решение',
  chooses: 'выбирает',
  onlyChooser: 'Выбирать может только имеющий на это право (или судья).',
  acts: 'Действия за столом',
  play: 'Сыграть',
  expose: 'Открыть/уронить',
  withdraw: 'Забрать',
  faceHand: 'Открыть руку',
  claim: 'Заявить',
  concede: 'Уступить',
  statement: 'пояснение',
  agree: 'Согласиться',
  dispute: 'Оспорить',
  attention: 'Судья!',
  askRevoke: 'Спросить о ренонсе',
  actingAs: 'От имени',
  history: 'История',
  live: 'Сейчас',
  replaying: 'Просмотр — шаг',
  result: 'Результат',
  transferred: 'передано',
  noTransfers: 'взятки не передавались',
  score: 'Очки',
  download: 'Скачать',
  record: 'запись',
  pbn: 'PBN',
  computer: 'Играет компьютер',
  computerAll: 'Компьютер за всех',
  links: 'Ссылки для игроков',
  newTable: 'Новый стол',
  demo: 'Открыть демо-стол',
  demoHint: 'Ходит Запад. Попробуйте вместо этого пойти картой Востока.',
  seed: 'Номер сдачи (зерно)',
  rulebook: 'Свод законов',
  create: 'Создать',
  obligations: 'Обязанности',
  irregularities: 'Нарушения',
  pass: 'Пас',
  explain: {
    'lead-out-of-turn': '{offender} пошёл вне очереди: ход был за {proper}.',
    revoke: '{offender} не сыграл в масть, хотя мог (ренонс).',
    'exposed-card': '{offender} открыл карту: она может стать штрафной.',
    'penalty-card-not-played': '{offender} не сыграл штрафную карту, когда законы этого требовали.',
    'play-out-of-turn': '{offender} сыграл вне очереди.',
    end: 'Розыгрыш окончен с установленным ренонсом: судья может восстановить справедливость.',
    other: 'Законы требуют решения.',
  },
  // The record's words, but for the undo: on screen it takes back a tap (ADR 0088).
  events: { ...TABLE.ru.done, undo: 'отменяет своё последнее нажатие' },
  disconnected: 'Связь потеряна — переподключение…',
  cardName: '{rank} {suit}',
  suitNames: { S: 'пик', H: 'червей', D: 'бубен', C: 'треф' },
  rankNames: {
    A: 'туз',
    K: 'король',
    Q: 'дама',
    J: 'валет',
    T: 'десятка',
    '9': 'девятка',
    '8': 'восьмёрка',
    '7': 'семёрка',
    '6': 'шестёрка',
    '5': 'пятёрка',
    '4': 'четвёрка',
    '3': 'тройка',
    '2': 'двойка',
  },
  handOf: 'Рука: {seat}',
  playedBy: '{seat}: {card}',
  hiddenCards: '{n} карт рубашкой вверх',
  centre: 'Стол: перетащите сюда карту, чтобы сыграть её',
  dragHint:
    'Сыграть карту: перетащите её в центр, щёлкните по ней или выберите клавишей Tab и нажмите Enter.',
  how: 'Как',
  findings: 'Установление фактов судьёй',
  findingAsked: 'Судья должен установить:',
  facts: {
    'could-see-dummy': 'Разыгрывающий мог видеть карты болвана',
    'partner-could-see': 'Партнёр мог видеть лицо карты',
    inadvertent: 'Изменение названной карты было непреднамеренным',
    'deemed-lead': 'Карта считается ходом в следующую взятку',
  },
  defaultIs: 'без решения: {value}',
  yes: 'Да',
  no: 'Нет',
  recordFinding: 'Записать решение',
  found: 'установлено',
  byDefault: 'по умолчанию',
  dealt: 'Расклад',
  tricksToGive: {
    'award-tricks': 'Взяток стороне заявившего ({min}–{max})',
    'adjust-tricks': 'Взяток передать ({min}–{max})',
  },
  language: 'Язык',
  claimTricks: 'Взяток в претензии или уступке',
  askOf: 'Кого спросить о ренонсе',
  replayFirst: 'Первый шаг',
  replayPrevious: 'Предыдущий шаг',
  replayNext: 'Следующий шаг',
  tricksNeeded: 'Укажите число взяток ({min}–{max}), прежде чем выбрать это.',
  analysis: {
    title: 'Анализ в открытую (double dummy)',
    note: 'Что дала бы безошибочная игра: граница, которую взвешивает судья, а не решение (каждый поиск не дольше {ms} мс).',
    claimOf: '{kind} — {seat}: {side} {tricks} из {left}',
    claimKinds: { claim: 'Заявка', concede: 'Уступка' },
    holds: 'верна (в открытую {best})',
    fails: 'неверна: заявивший может взять не больше {best}',
    defence: 'Защита, которая её опровергает',
    stopped: 'поиск остановлен ({why}): ничего не решено',
    stopReasons: { 'time-limit': 'лимит времени', 'node-limit': 'лимит узлов' },
    invalid: 'анализ невозможен: {why}',
    errors: {
      'position-invalid': 'карты не образуют позицию (дефектная взятка?)',
      'not-in-play': 'не во время розыгрыша',
      'claim-tricks': 'больше взяток, чем осталось',
      'replay-refused': 'запись не воспроизводится',
    },
    irregularity: '{kind}: {seat} [событие {seq}]',
    equity:
      'В открытую до нарушения: NS {ns}, EW {ew} — после исправления: NS {nsActual}, EW {ewActual} (ненарушившая сторона: {side})',
  },
};

export const WORDS: { readonly [L in Lang]: Words } = { en, nb, ru };

export function isLang(text: string): text is Lang {
  return (LANGS as readonly string[]).includes(text);
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: { readonly [name: string]: string }): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
}
