/**
 * The words of the action panel's controls for acts of the 1888 and 1912 codes that no other
 * control makes (ADR 0105): two cards played at once (euchre 46 I, 104; 1912 Law 68 2nd), a
 * card of dummy's suggested by dummy (1912 Law 62), the trick turned and quitted (euchre 64;
 * 1912 Laws 81, 83), and what a player draws attention to (euchre 83; 1912 Laws 51, 82, 92, 93).
 * In English, Norwegian and Russian.
 */
import type { Lang } from './i18n.js';

export type PanelWords = {
  readonly twoCards: string;
  /** `{card}`: the first of the two cards, chosen. */
  readonly twoCardsFirst: string;
  readonly suggest: string;
  readonly quitTrick: string;
  readonly attentionTo: string;
  readonly about: {
    readonly '': string;
    readonly trick: string;
    readonly 'surplus-card': string;
    readonly declaration: string;
    readonly 'lead-out-of-turn': string;
  };
  /** Euchre: the director's findings of the deal and of a hand's count (laws 33–45, 90). */
  readonly dealFindings: string;
  readonly dealFacts: {
    readonly 'pack-incorrect': string;
    readonly 'card-faced-in-pack': string;
    readonly 'card-exposed-turning-trump': string;
    readonly 'deal-out-of-turn': string;
    readonly misdeal: string;
    readonly 'card-exposed-in-deal': string;
    readonly 'wrong-number-of-cards': string;
  };
  /** How a misdeal was made (laws 43–45). */
  readonly misdealHow: {
    readonly 'adversary-touched': string;
    readonly interrupted: string;
    readonly 'partner-dealt': string;
  };
  readonly record: string;
  /** Euchre law 51: the card the adversary names. */
  readonly nameCard: string;
};

const en: PanelWords = {
  twoCards: 'Two cards at once',
  twoCardsFirst: '{card} chosen: click the second card played with it',
  suggest: 'Dummy suggests a card',
  quitTrick: 'Turn and quit the trick',
  attentionTo: 'About',
  about: {
    '': 'a revoke, or nothing said',
    trick: 'the trick (before partner plays)',
    'surplus-card': 'a surplus card in a trick',
    declaration: 'the final declaration',
    'lead-out-of-turn': 'partner about to lead out of turn',
  },
  dealFindings: 'Findings of the deal (laws 33–45, 90)',
  dealFacts: {
    'pack-incorrect': 'The pack is incorrect (33)',
    'card-faced-in-pack': 'A card is faced in the pack (34)',
    'card-exposed-turning-trump': 'A card exposed in turning the trump (39)',
    'deal-out-of-turn': 'Dealt out of turn (40)',
    misdeal: 'A misdeal (41, 42)',
    'card-exposed-in-deal': 'A card exposed in dealing, by (35)',
    'wrong-number-of-cards': 'A wrong number of cards, in the hand of (90)',
  },
  misdealHow: {
    'adversary-touched': 'a misdeal: an adversary touched the cards first (43)',
    interrupted: 'a misdeal: the deal interrupted by an adversary (44)',
    'partner-dealt': 'a misdeal: the dealer’s partner dealt (45)',
  },
  record: 'Record',
  nameCard: 'The card named',
};

const nb: PanelWords = {
  twoCards: 'To kort samtidig',
  twoCardsFirst: '{card} valgt: klikk det andre kortet som ble spilt med det',
  suggest: 'Blindemann foreslår et kort',
  quitTrick: 'Snu og legg bort stikket',
  attentionTo: 'Om',
  about: {
    '': 'en renons, eller ingenting sagt',
    trick: 'stikket (før makker spiller)',
    'surplus-card': 'et kort for mye i et stikk',
    declaration: 'den endelige meldingen',
    'lead-out-of-turn': 'makker skal til å spille ut i feil tur',
  },
  dealFindings: 'Fakta om given (lov 33–45, 90)',
  dealFacts: {
    'pack-incorrect': 'Kortstokken er ukorrekt (33)',
    'card-faced-in-pack': 'Et kort ligger med billedsiden opp i stokken (34)',
    'card-exposed-turning-trump': 'Et kort vist da trumfen ble snudd (39)',
    'deal-out-of-turn': 'Gitt i feil tur (40)',
    misdeal: 'Feilgiv (41, 42)',
    'card-exposed-in-deal': 'Et kort vist under given, av (35)',
    'wrong-number-of-cards': 'Feil antall kort, på hånden til (90)',
  },
  misdealHow: {
    'adversary-touched': 'feilgiv: en motspiller rørte kortene først (43)',
    interrupted: 'feilgiv: given avbrutt av en motspiller (44)',
    'partner-dealt': 'feilgiv: giverens makker ga (45)',
  },
  record: 'Registrer',
  nameCard: 'Kortet som nevnes',
};

const ru: PanelWords = {
  twoCards: 'Две карты сразу',
  twoCardsFirst: 'Выбрана {card}: нажмите вторую карту, сыгранную вместе с ней',
  suggest: 'Болван подсказывает карту',
  quitTrick: 'Перевернуть и убрать взятку',
  attentionTo: 'О чём',
  about: {
    '': 'о ренонсе, или без слов',
    trick: 'о взятке (до хода партнёра)',
    'surplus-card': 'о лишней карте во взятке',
    declaration: 'об окончательной заявке',
    'lead-out-of-turn': 'партнёр собирается ходить не в очередь',
  },
  dealFindings: 'Факты сдачи (законы 33–45, 90)',
  dealFacts: {
    'pack-incorrect': 'Колода неправильная (33)',
    'card-faced-in-pack': 'В колоде открытая карта (34)',
    'card-exposed-turning-trump': 'Карта открыта при открытии козыря (39)',
    'deal-out-of-turn': 'Сдано не в очередь (40)',
    misdeal: 'Неправильная сдача (41, 42)',
    'card-exposed-in-deal': 'Карта открыта при сдаче, игроком (35)',
    'wrong-number-of-cards': 'Неверное число карт у игрока (90)',
  },
  misdealHow: {
    'adversary-touched': 'неправильная сдача: противник первым тронул карты (43)',
    interrupted: 'неправильная сдача: сдачу прервал противник (44)',
    'partner-dealt': 'неправильная сдача: сдавал партнёр сдающего (45)',
  },
  record: 'Записать',
  nameCard: 'Названная карта',
};

export const PANEL_WORDS: { readonly [L in Lang]: PanelWords } = { en, nb, ru };

/** What a player may draw attention to in each game (besides the default: a revoke, or nothing said). */
export const ATTENTION_TO: { readonly [game: string]: readonly (keyof PanelWords['about'])[] } = {
  euchre: ['trick'],
  'auction-bridge': ['trick', 'surplus-card', 'declaration', 'lead-out-of-turn'],
};
