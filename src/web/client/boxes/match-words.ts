/**
 * The words of the score sheet across deals (boxes/match-sheet.ts, ADR 0104) in English,
 * Norwegian and Russian: euchre's rubber of games of five (Somerset 1888, laws 1, 2, 7) and
 * Auction Bridge's rubber of two games (Whist Club 1912, Laws 1, 2, 11), and the next deal.
 */
import type { Lang } from '../i18n.js';

export type MatchWords = {
  readonly rubber: string;
  /** `{n}`: this deal's number. */
  readonly dealNumber: string;
  readonly deal: string;
  readonly dealer: string;
  /** A deal not played out: dealt again by the same dealer, or passed (euchre 77, misdeal 41). */
  readonly redeal: { readonly 'same-dealer': string; readonly 'next-dealer': string };
  /** `{g}` the game's number, `{side}` its winners, `{ns}`/`{ew}` the score. */
  readonly gameWon: string;
  readonly double: string;
  /** `{ns}`, `{ew}`: the game in progress, to five. */
  readonly gameInProgress: string;
  /** `{ns}`, `{ew}`: games won by each side. */
  readonly games: string;
  /** Law 7: `{ns}`, `{ew}`. */
  readonly rubberPoints: string;
  /** `{side}`. */
  readonly rubberWon: string;
  /** Auction Bridge: `{g}` the game's number. */
  readonly gameHeading: string;
  readonly above: string;
  readonly below: string;
  readonly rubberBonus: string;
  /** Law 11: `{side}` ahead by `{n}` points. */
  readonly rubberResult: string;
  readonly level: string;
  readonly total: string;
  /** `{seat}`: who deals next. */
  readonly nextDeal: string;
  readonly nextDealHint: string;
  readonly over: string;
};

const EN: MatchWords = {
  rubber: 'The rubber',
  dealNumber: 'Deal {n}',
  deal: 'Deal',
  dealer: 'Dealer',
  redeal: { 'same-dealer': 'dealt again (same dealer)', 'next-dealer': 'not played (the deal passes)' },
  gameWon: 'Game {g} to {side}, {ns}–{ew}',
  double: 'a double game',
  gameInProgress: 'Game in progress (to 5): {ns} · {ew}',
  games: 'Games: {ns} · {ew}',
  rubberPoints: 'Points of the rubber (law 7): {ns} · {ew}',
  rubberWon: '{side} win the rubber',
  gameHeading: 'Game {g}',
  above: 'Above the line',
  below: 'Below the line',
  rubberBonus: 'rubber (250)',
  rubberResult: '{side} win the rubber by {n} points (Law 11)',
  level: 'The scores are level',
  total: 'Total',
  nextDeal: 'Next deal ({seat} deals)',
  nextDealHint: 'The deal is over: the next is dealt to every seat at once.',
  over: 'The rubber is over.',
};

const NB: MatchWords = {
  rubber: 'Robberen',
  dealNumber: 'Giv {n}',
  deal: 'Giv',
  dealer: 'Giver',
  redeal: { 'same-dealer': 'gitt på nytt (samme giver)', 'next-dealer': 'ikke spilt (given går videre)' },
  gameWon: 'Parti {g} til {side}, {ns}–{ew}',
  double: 'dobbelt parti',
  gameInProgress: 'Partiet som spilles (til 5): {ns} · {ew}',
  games: 'Partier: {ns} · {ew}',
  rubberPoints: 'Robberens poeng (lov 7): {ns} · {ew}',
  rubberWon: '{side} vinner robberen',
  gameHeading: 'Utgang {g}',
  above: 'Over streken',
  below: 'Under streken',
  rubberBonus: 'robber (250)',
  rubberResult: '{side} vinner robberen med {n} poeng (lov 11)',
  level: 'Poengene er like',
  total: 'Sum',
  nextDeal: 'Neste giv ({seat} gir)',
  nextDealHint: 'Given er over: den neste gis til alle plassene samtidig.',
  over: 'Robberen er over.',
};

const RU: MatchWords = {
  rubber: 'Роббер',
  dealNumber: 'Сдача {n}',
  deal: 'Сдача',
  dealer: 'Сдающий',
  redeal: { 'same-dealer': 'пересдача (тот же сдающий)', 'next-dealer': 'не сыграна (сдача переходит)' },
  gameWon: 'Партия {g}: {side}, {ns}–{ew}',
  double: 'двойная партия',
  gameInProgress: 'Текущая партия (до 5): {ns} · {ew}',
  games: 'Партии: {ns} · {ew}',
  rubberPoints: 'Очки роббера (закон 7): {ns} · {ew}',
  rubberWon: '{side}: роббер выигран',
  gameHeading: 'Гейм {g}',
  above: 'Над чертой',
  below: 'Под чертой',
  rubberBonus: 'роббер (250)',
  rubberResult: '{side}: роббер выигран с разницей {n} очков (закон 11)',
  level: 'Счёт равный',
  total: 'Итого',
  nextDeal: 'Следующая сдача (сдаёт {seat})',
  nextDealHint: 'Сдача окончена: следующая раздаётся всем местам сразу.',
  over: 'Роббер окончен.',
};

export const MATCH_WORDS: { readonly [L in Lang]: MatchWords } = { en: EN, nb: NB, ru: RU };
