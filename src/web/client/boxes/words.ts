/**
 * The words of each game's own table (the boxes of src/web/client/boxes/), in English, Norwegian
 * and Russian: euchre's making of the trump and its calls, the trump card and the discard, the
 * points and the game to five; Auction Bridge's declarations (royal spades) and its score sheet
 * in two columns; the box of calls after the auction has closed; each demo's hint. Kept beside
 * the boxes so the console's shared words (i18n.ts) stay as they are.
 */
import { NAMES } from '../../../laws/names/index.js';
import type { Lang } from '../i18n.js';

export type BoxWords = {
  /** Euchre's calls as spoken; `{suit}` the suit in words. */
  readonly euchreCalls: {
    readonly pass: string;
    readonly 'order-up': string;
    readonly assist: string;
    readonly 'take-up': string;
    readonly 'turn-down': string;
    readonly make: string;
    readonly alone: string;
    /** A bare "alone", the form law 98 says precludes a lone hand. */
    readonly aloneBare: string;
  };
  /** The two sides, as the score names them. */
  readonly sides: { readonly NS: string; readonly EW: string };
  /** Suits after a preposition or as trumps ("alone at hearts"). */
  readonly suits: { readonly S: string; readonly H: string; readonly D: string; readonly C: string };
  readonly making: string;
  readonly firstRound: string;
  readonly secondRound: string;
  readonly lone: string;
  readonly trumpCard: string;
  /** Where the trump card lies (law 91). */
  readonly upcardPlace: {
    readonly turned: string;
    readonly 'taken-up': string;
    readonly 'turned-down': string;
    readonly played: string;
  };
  /** `{suit}` trumps, `{seat}` the maker, `{how}` ordered up, assisted, took up, made. */
  readonly trumps: string;
  readonly how: {
    readonly 'order-up': string;
    readonly assist: string;
    readonly 'take-up': string;
    readonly make: string;
  };
  /** `{seat}` plays alone. */
  readonly playsAlone: string;
  readonly faceDown: string;
  readonly dealerRole: string;
  readonly makerRole: string;
  readonly aloneRole: string;
  readonly discard: string;
  readonly discardHidden: string;
  readonly discardMode: string;
  readonly bowers: string;
  /** Euchre's score: the hand's points and the game to five. */
  readonly points: string;
  /** `{side}`: `{n}` points. */
  readonly pointLine: string;
  /** `{ns}`, `{ew}`: each side and its points. */
  readonly gameTo: string;
  /** `{side}` wins the game. */
  readonly gameWon: string;
  readonly noPoints: string;
  readonly passedOut: string;
  readonly newDeal: string;
  /** Auction Bridge. */
  readonly declarations: string;
  readonly royal: string;
  /** Royal spades by level (index 1–7), in words. */
  readonly royalSpades: readonly string[];
  /** A declaration of eight, impossible (1912 Law 50), in words by strain. */
  readonly eight: { readonly [strain: string]: string };
  /** The folded row of impossible declarations. */
  readonly impossible: string;
  /** Law 4's values of a trick, shown over the columns of the box. */
  readonly trickValues: string;
  /** `{seat}`'s call `{call}` awaits the adversaries' decision. */
  readonly held: string;
  /** Said of a call made at the table that awaits the director's ruling (marked in the grid). */
  readonly awaiting: string;
  /** `{seat}` may not declare (or double): `{laws}`. */
  readonly debarred: string;
  readonly debarredDoubles: string;
  readonly scoreSheet: string;
  readonly above: string;
  readonly below: string;
  readonly total: string;
  /** Below the line towards game: `{ns}`, `{ew}` each side and its points. */
  readonly towardsGame: string;
  readonly gameMade: string;
  readonly reasons: {
    readonly tricks: string;
    readonly undertricks: string;
    readonly 'doubled-bonus': string;
    readonly honours: string;
    readonly chicane: string;
    readonly 'double-chicane': string;
    readonly slam: string;
    readonly 'little-slam': string;
    readonly revoke: string;
  };
  /** The calls box during the play: a call made after the auction has closed. */
  readonly afterClose: string;
  readonly legalHint: string;
  /** The director's choice of who calls: "Call as", and the default, the seat due. */
  readonly callAs: string;
  readonly seatDue: string;
  /** The director's panel: what happened, in plain words, for the calls' and the making's irregularities. */
  readonly explain: { readonly [kind: string]: string };
  /** The demo tables and what to try at each. */
  readonly demos: {
    readonly title: string;
    readonly 'contract-bridge': string;
    readonly auction: string;
    readonly 'auction-bridge': string;
    readonly euchre: string;
  };
  readonly hints: {
    readonly auction: string;
    readonly 'auction-bridge': string;
    readonly euchre: string;
  };
};

/** The sides and the suits, as the engine's table of words names them (src/laws/names, ADR 0108). */
function sidesAndSuits(lang: Lang): Pick<BoxWords, 'sides' | 'suits'> {
  const { vulnerable, suits } = NAMES[lang];
  return { sides: { NS: vulnerable.NS, EW: vulnerable.EW }, suits };
}

const en: BoxWords = {
  ...sidesAndSuits('en'),
  euchreCalls: {
    pass: 'Pass',
    'order-up': 'Order it up',
    assist: 'Assist',
    'take-up': 'Take it up',
    'turn-down': 'Turn it down',
    make: 'Make it {suit}',
    alone: 'Alone at {suit}',
    aloneBare: 'Alone',
  },
  making: 'Making the trump',
  firstRound: 'First round: the card turned up',
  secondRound: 'Second round: name another suit',
  lone: 'Play alone',
  trumpCard: 'The trump card',
  upcardPlace: {
    turned: 'turned up on the pack',
    'taken-up': 'taken up by the dealer',
    'turned-down': 'turned down',
    played: 'played',
  },
  trumps: 'Trumps: {suit} — {seat} {how}',
  how: { 'order-up': 'ordered it up', assist: 'assisted', 'take-up': 'took it up', make: 'made it' },
  playsAlone: '{seat} plays alone',
  faceDown: 'hand face down',
  dealerRole: 'dealer',
  makerRole: 'maker',
  aloneRole: 'alone',
  discard: 'The dealer’s discard',
  discardHidden: 'a card face down under the pack',
  discardMode: 'Discard',
  bowers: 'Bowers: {right} right, {left} left',
  points: 'Points of the hand',
  pointLine: '{side}: {n}',
  gameTo: 'Game to 5: {ns} · {ew}',
  gameWon: '{side} win the game',
  noPoints: 'no points',
  passedOut: 'All passed twice: the deal passes to the next dealer.',
  newDeal: 'A new deal by the same dealer.',
  declarations: 'Declarations',
  royal: 'royal',
  eight: {
    S: 'eight spades',
    C: 'eight clubs',
    D: 'eight diamonds',
    H: 'eight hearts',
    RS: 'eight royal spades',
    NT: 'eight no trumps',
  },
  impossible: 'A declaration of more than seven (Law 50)',
  royalSpades: [
    '',
    'one royal spades',
    'two royal spades',
    'three royal spades',
    'four royal spades',
    'five royal spades',
    'six royal spades',
    'seven royal spades',
  ],
  trickValues: 'Points a trick (Law 4): ♠ 2 · ♣ 6 · ♦ 7 · ♥ 8 · royal ♠ 9 · no trumps 10',
  held: '{seat}’s call {call} awaits the adversaries’ decision',
  awaiting: 'awaiting the director’s ruling',
  debarred: '{seat} may not declare ({laws})',
  debarredDoubles: '{seat} may not declare or double ({laws})',
  scoreSheet: 'Score sheet',
  above: 'Above the line',
  below: 'Below the line',
  total: 'Total',
  towardsGame: 'Towards game (30): {ns} · {ew}',
  gameMade: '{side} have made game',
  reasons: {
    tricks: 'tricks',
    undertricks: 'undertricks',
    'doubled-bonus': 'doubled, made',
    honours: 'honours',
    chicane: 'chicane',
    'double-chicane': 'double chicane',
    slam: 'grand slam',
    'little-slam': 'little slam',
    revoke: 'revoke penalty',
  },
  afterClose: 'A call now (the auction has closed)',
  legalHint: 'Calls allowed now are outlined; any call can be made.',
  callAs: 'Call as',
  seatDue: 'the player whose turn it is',
  explain: {
    'call-out-of-turn': '{offender} called out of turn.',
    'insufficient-bid': '{offender} made an insufficient bid.',
    'insufficient-declaration': '{offender} made a declaration not higher in value than the last one.',
    'impossible-declaration': '{offender} declared more than seven odd tricks.',
    'call-not-allowed': '{offender} made a call the laws do not allow him.',
    'call-after-close': '{offender} called after the auction had closed.',
    'call-when-barred': '{offender} spoke when he must pass.',
    'improper-lone-declaration': '{offender} did not declare his lone hand in the single form the laws ask.',
    'lone-not-allowed': '{offender} declared a lone hand the laws do not allow him.',
    'lead-before-discard': '{offender} led before the dealer had discarded.',
  },
  demos: {
    title: 'Demo tables',
    'contract-bridge': 'Bridge: a lead out of turn',
    auction: 'Bridge: a bid out of turn',
    'auction-bridge': 'Auction Bridge (1912): royal spades',
    euchre: 'Euchre (1888): order it up',
  },
  hints: {
    auction:
      'North opened 1♦ and it is East’s turn. Choose South under “Call as” (or open South’s link) and bid 1♠.',
    'auction-bridge': 'South declared two royal spades; West is on lead. Try leading one of East’s cards.',
    euchre:
      'Eldest hand is to speak. Order it up, let the dealer discard, then lead — or lead before he has.',
  },
};

const nb: BoxWords = {
  ...sidesAndSuits('nb'),
  euchreCalls: {
    pass: 'Pass',
    'order-up': 'Bestill trumfkortet',
    assist: 'Assister',
    'take-up': 'Ta det opp',
    'turn-down': 'Snu det ned',
    make: 'Gjør {suit} til trumf',
    alone: 'Alene i {suit}',
    aloneBare: 'Alene',
  },
  making: 'Valg av trumf',
  firstRound: 'Første runde: kortet som er snudd',
  secondRound: 'Andre runde: nevn en annen farge',
  lone: 'Spill alene',
  trumpCard: 'Trumfkortet',
  upcardPlace: {
    turned: 'snudd opp på kortbunken',
    'taken-up': 'tatt opp av giveren',
    'turned-down': 'snudd ned',
    played: 'spilt',
  },
  trumps: 'Trumf: {suit} — {seat} {how}',
  how: { 'order-up': 'bestilte det', assist: 'assisterte', 'take-up': 'tok det opp', make: 'valgte farge' },
  playsAlone: '{seat} spiller alene',
  faceDown: 'hånden ligger med baksiden opp',
  dealerRole: 'giver',
  makerRole: 'valgte trumf',
  aloneRole: 'alene',
  discard: 'Giverens kast',
  discardHidden: 'et kort med baksiden opp under bunken',
  discardMode: 'Kast',
  bowers: 'Knekter: {right} høyeste, {left} nest høyeste',
  points: 'Poeng for given',
  pointLine: '{side}: {n}',
  gameTo: 'Spill til 5: {ns} · {ew}',
  gameWon: '{side} vinner spillet',
  noPoints: 'ingen poeng',
  passedOut: 'Alle passet to ganger: neste spiller gir.',
  newDeal: 'Ny giv av samme giver.',
  declarations: 'Meldinger',
  royal: 'kongelig',
  eight: {
    S: 'åtte spar',
    C: 'åtte kløver',
    D: 'åtte ruter',
    H: 'åtte hjerter',
    RS: 'åtte kongelig spar',
    NT: 'åtte grand',
  },
  impossible: 'En melding på mer enn sju (lov 50)',
  royalSpades: [
    '',
    'en kongelig spar',
    'to kongelig spar',
    'tre kongelig spar',
    'fire kongelig spar',
    'fem kongelig spar',
    'seks kongelig spar',
    'sju kongelig spar',
  ],
  trickValues: 'Poeng per stikk (lov 4): ♠ 2 · ♣ 6 · ♦ 7 · ♥ 8 · kongelig ♠ 9 · grand 10',
  held: '{seat}s melding {call} venter på motstandernes valg',
  awaiting: 'venter på turneringslederens kjennelse',
  debarred: '{seat} kan ikke melde ({laws})',
  debarredDoubles: '{seat} kan ikke melde eller doble ({laws})',
  scoreSheet: 'Poengliste',
  above: 'Over streken',
  below: 'Under streken',
  total: 'Sum',
  towardsGame: 'Mot utgang (30): {ns} · {ew}',
  gameMade: '{side} har vunnet utgang',
  reasons: {
    tricks: 'stikk',
    undertricks: 'beter',
    'doubled-bonus': 'doblet, vunnet',
    honours: 'honnører',
    chicane: 'renons i trumf',
    'double-chicane': 'dobbel renons i trumf',
    slam: 'storeslem',
    'little-slam': 'lilleslem',
    revoke: 'straff for renons',
  },
  afterClose: 'En melding nå (meldingene er avsluttet)',
  legalHint: 'Meldinger som er lovlige nå har ramme; alle meldinger kan gis.',
  callAs: 'Meld for',
  seatDue: 'spilleren som har tur',
  explain: {
    'call-out-of-turn': '{offender} meldte i feil tur.',
    'insufficient-bid': '{offender} ga en utilstrekkelig melding.',
    'insufficient-declaration': '{offender} ga en melding som ikke er høyere i verdi enn den forrige.',
    'impossible-declaration': '{offender} meldte mer enn sju stikk over seks.',
    'call-not-allowed': '{offender} ga en melding lovene ikke tillater ham.',
    'call-after-close': '{offender} meldte etter at meldingene var avsluttet.',
    'call-when-barred': '{offender} meldte da han måtte passe.',
    'improper-lone-declaration': '{offender} meldte ikke alene-spillet i den ene formen lovene krever.',
    'lone-not-allowed': '{offender} meldte et alene-spill lovene ikke tillater ham.',
    'lead-before-discard': '{offender} spilte ut før giveren hadde kastet.',
  },
  demos: {
    title: 'Demobord',
    'contract-bridge': 'Bridge: utspill fra feil hånd',
    auction: 'Bridge: melding i feil tur',
    'auction-bridge': 'Auksjonsbridge (1912): kongelig spar',
    euchre: 'Euchre (1888): bestill trumfkortet',
  },
  hints: {
    auction:
      'Nord åpnet med 1♦, og det er Østs tur. Velg Syd under «Meld for» (eller åpne Syds lenke) og meld 1♠.',
    'auction-bridge': 'Syd meldte to kongelig spar; Vest skal spille ut. Prøv å spille ut et av Østs kort.',
    euchre:
      'Første hånd skal si noe. Bestill trumfkortet, la giveren kaste, og spill ut — eller spill ut før han har kastet.',
  },
};

const ru: BoxWords = {
  ...sidesAndSuits('ru'),
  euchreCalls: {
    pass: 'Пас',
    'order-up': 'Заказать козырь',
    assist: 'Поддержать',
    'take-up': 'Взять козырь',
    'turn-down': 'Закрыть козырь',
    make: 'Назначить козырь: {suit}',
    alone: 'Играть одному: {suit}',
    aloneBare: 'Играть одному',
  },
  making: 'Назначение козыря',
  firstRound: 'Первый круг: открытая карта',
  secondRound: 'Второй круг: другая масть',
  lone: 'Играть одному',
  trumpCard: 'Козырная карта',
  upcardPlace: {
    turned: 'открыта на колоде',
    'taken-up': 'взята сдающим',
    'turned-down': 'закрыта',
    played: 'сыграна',
  },
  trumps: 'Козыри: {suit} — {seat}: {how}',
  how: { 'order-up': 'заказал', assist: 'поддержал', 'take-up': 'взял', make: 'назначил' },
  playsAlone: '{seat} играет один',
  faceDown: 'карты рубашкой вверх',
  dealerRole: 'сдающий',
  makerRole: 'назначил козырь',
  aloneRole: 'один',
  discard: 'Снос сдающего',
  discardHidden: 'карта рубашкой вверх под колодой',
  discardMode: 'Снести',
  bowers: 'Валеты: {right} старший, {left} второй',
  points: 'Очки за сдачу',
  pointLine: '{side}: {n}',
  gameTo: 'Партия до 5: {ns} · {ew}',
  gameWon: '{side} выигрывают партию',
  noPoints: 'нет очков',
  passedOut: 'Все спасовали дважды: сдаёт следующий игрок.',
  newDeal: 'Пересдача тем же сдающим.',
  declarations: 'Заявки',
  royal: 'королевские',
  eight: {
    S: 'восемь пик',
    C: 'восемь треф',
    D: 'восемь бубен',
    H: 'восемь червей',
    RS: 'восемь королевских пик',
    NT: 'восемь без козыря',
  },
  impossible: 'Заявка больше семи (закон 50)',
  royalSpades: [
    '',
    'одна королевская пика',
    'две королевские пики',
    'три королевские пики',
    'четыре королевские пики',
    'пять королевских пик',
    'шесть королевских пик',
    'семь королевских пик',
  ],
  trickValues: 'Очки за взятку (закон 4): ♠ 2 · ♣ 6 · ♦ 7 · ♥ 8 · королевские ♠ 9 · без козыря 10',
  held: 'Заявка {call} игрока {seat} ждёт решения противников',
  awaiting: 'ждёт решения судьи',
  debarred: '{seat}: заявлять нельзя ({laws})',
  debarredDoubles: '{seat}: заявлять и контрировать нельзя ({laws})',
  scoreSheet: 'Запись',
  above: 'Над чертой',
  below: 'Под чертой',
  total: 'Итого',
  towardsGame: 'До гейма (30): {ns} · {ew}',
  gameMade: '{side}: гейм сыгран',
  reasons: {
    tricks: 'взятки',
    undertricks: 'без взяток',
    'doubled-bonus': 'контра, выполнено',
    honours: 'онёры',
    chicane: 'шикана',
    'double-chicane': 'двойная шикана',
    slam: 'большой шлем',
    'little-slam': 'малый шлем',
    revoke: 'штраф за ренонс',
  },
  afterClose: 'Заявка сейчас (торговля закончена)',
  legalHint: 'Разрешённые сейчас заявки обведены; можно сделать любую.',
  callAs: 'Заявка от имени',
  seatDue: 'игрок, чья очередь',
  explain: {
    'call-out-of-turn': '{offender}: заявка не в очередь.',
    'insufficient-bid': '{offender}: недостаточная заявка.',
    'insufficient-declaration': '{offender}: заявка не выше предыдущей по стоимости.',
    'impossible-declaration': '{offender}: заявка больше семи взяток сверх шести.',
    'call-not-allowed': '{offender}: заявка, которую законы ему не разрешают.',
    'call-after-close': '{offender}: заявка после окончания торговли.',
    'call-when-barred': '{offender}: заявка, когда он должен пасовать.',
    'improper-lone-declaration': '{offender}: игра в одиночку объявлена не так, как требуют законы.',
    'lone-not-allowed': '{offender}: игра в одиночку, которую законы ему не разрешают.',
    'lead-before-discard': '{offender}: ход до сноса сдающего.',
  },
  demos: {
    title: 'Демонстрационные столы',
    'contract-bridge': 'Бридж: ход не в очередь',
    auction: 'Бридж: заявка не в очередь',
    'auction-bridge': 'Аукционный бридж (1912): королевские пики',
    euchre: 'Юкер (1888): заказать козырь',
  },
  hints: {
    auction:
      'Север открыл 1♦, очередь Востока. Выберите Юга в поле «Заявка от имени» (или откройте ссылку Юга) и заявите 1♠.',
    'auction-bridge': 'Юг заявил две королевские пики; ходит Запад. Попробуйте пойти картой Востока.',
    euchre:
      'Говорит первая рука. Закажите козырь, дайте сдающему снести карту и ходите — или пойдите до сноса.',
  },
};

export const BOX_WORDS: { readonly [L in Lang]: BoxWords } = { en, nb, ru };
