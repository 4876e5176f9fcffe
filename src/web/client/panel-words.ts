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
};

export const PANEL_WORDS: { readonly [L in Lang]: PanelWords } = { en, nb, ru };

/** What a player may draw attention to in each game (besides the default: a revoke, or nothing said). */
export const ATTENTION_TO: { readonly [game: string]: readonly (keyof PanelWords['about'])[] } = {
  euchre: ['trick'],
  'auction-bridge': ['trick', 'surplus-card', 'declaration', 'lead-out-of-turn'],
};
