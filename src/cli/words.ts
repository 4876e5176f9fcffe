/**
 * The words `judge` and `replay` print for the engine's ids in each language: phases, where an
 * irregularity stands, duties and acts, and the frame of a line ("event", "by", "Law"). Typed over
 * every id, so a new id without its words does not compile. (The director's console has its own
 * words for the same ids, in src/web; the command line may not import the web layer.)
 */
import type { RecordEvent } from '../table/event.js';
import type { Lang } from '../table/rulebook.js';
import type { Obligation, Phase, Status } from '../table/state.js';

/** The duties a judgement lists. */
export type DutyKind = Obligation['kind'];

export type CliWords = {
  readonly phases: { readonly [P in Phase]: string };
  readonly statuses: { readonly [S in Status]: string };
  /** A duty on a seat; `{suit}` the suit in words, `{card}` the card. */
  readonly obligations: { readonly [O in DutyKind]: string };
  /** What a seat is expected to do next. */
  readonly acts: { readonly [A in RecordEvent['type']]: string };
  readonly suits: { readonly S: string; readonly H: string; readonly D: string; readonly C: string };
  readonly event: string;
  readonly by: string;
  readonly law: string;
  readonly major: string;
  readonly minor: string;
  /** Euchre: the game won; the deal that passes on. */
  readonly game: string;
  readonly deal: string;
  /** An act as the replay tells it ("N plays ♠A"). */
  readonly done: { readonly [A in RecordEvent['type']]: string };
  readonly director: string;
  readonly trick: string;
};

const en: CliWords = {
  obligations: {
    'lead-suit': 'must lead {suit}',
    'must-pass': 'must pass',
    'forbid-double': 'may not double or redouble at his next turn',
    'forbid-lead-suit': 'may not lead {suit}',
    'play-card': 'must play {card}',
    'forbid-play-card': 'may not play {card} next',
    'play-highest': 'must play his highest {suit}',
    'play-lowest': 'must play his lowest {suit}',
    'forbid-play-suit': 'may not play {suit} to this trick',
    'win-trick': 'must win the trick',
    'lose-trick': 'must lose the trick',
    'require-play-suit': 'must play {suit} to this trick',
    'correct-revoke': 'must take back {card} (a revoke) and follow suit',
  },
  acts: {
    call: 'to call',
    play: 'to play',
    discard: 'to discard',
    expose: 'to expose',
    'face-hand': 'to face his hand',
    claim: 'to claim',
    concede: 'to concede',
    agree: 'to agree',
    dispute: 'to dispute',
    ask: 'to ask',
    attention: 'to call the director',
    elect: 'to choose',
    withdraw: 'to take back the card',
    'quit-trick': 'to turn the trick',
    finding: 'to find the facts',
    designate: 'to name dummy’s card',
    touch: 'to touch a card',
    correct: 'to correct a ruling',
    undo: 'to take back his last act',
  },
  phases: { auction: 'Auction', play: 'Play', ended: 'The board is over' },
  statuses: {
    latent: 'not yet noticed',
    pending: 'awaiting a decision',
    rectified: 'rectified',
    established: 'established',
    corrected: 'corrected',
    'no-rectification': 'no rectification',
  },
  suits: { S: 'spades', H: 'hearts', D: 'diamonds', C: 'clubs' },
  event: 'event',
  by: 'by',
  law: 'Law',
  major: 'major',
  minor: 'minor',
  game: 'game',
  deal: 'deal',
  done: {
    call: 'calls',
    play: 'plays',
    discard: 'discards',
    expose: 'exposes',
    'face-hand': 'faces his hand',
    claim: 'claims',
    concede: 'concedes',
    agree: 'agrees',
    dispute: 'disputes',
    ask: 'asks',
    attention: 'draws attention',
    elect: 'elects',
    withdraw: 'withdraws',
    'quit-trick': 'turns the trick',
    finding: 'finds',
    designate: 'names',
    touch: 'touches',
    correct: 'corrects a ruling',
    undo: 'takes back his last act',
  },
  director: 'director',
  trick: 'Trick',
};

const nb: CliWords = {
  obligations: {
    'lead-suit': 'må spille ut {suit}',
    'must-pass': 'må passe',
    'forbid-double': 'kan ikke doble eller redoble i neste tur',
    'forbid-lead-suit': 'kan ikke spille ut {suit}',
    'play-card': 'må spille {card}',
    'forbid-play-card': 'kan ikke spille {card} neste gang',
    'play-highest': 'må spille sin høyeste {suit}',
    'play-lowest': 'må spille sin laveste {suit}',
    'forbid-play-suit': 'kan ikke spille {suit} i dette stikket',
    'win-trick': 'må vinne stikket',
    'lose-trick': 'må tape stikket',
    'require-play-suit': 'må spille {suit} i dette stikket',
    'correct-revoke': 'må ta tilbake {card} (renons) og bekjenne farge',
  },
  acts: {
    call: 'skal melde',
    play: 'skal spille',
    discard: 'skal kaste',
    expose: 'skal vise',
    'face-hand': 'skal legge ned hånden',
    claim: 'skal kreve',
    concede: 'skal gi bort',
    agree: 'skal godta',
    dispute: 'skal bestride',
    ask: 'skal spørre',
    attention: 'skal tilkalle turneringsleder',
    elect: 'skal velge',
    withdraw: 'skal ta tilbake kortet',
    'quit-trick': 'skal vende stikket',
    finding: 'skal fastslå fakta',
    designate: 'skal navngi blindemanns kort',
    touch: 'skal berøre et kort',
    correct: 'skal rette en kjennelse',
    undo: 'skal ta tilbake sin siste handling',
  },
  phases: { auction: 'Budgivning', play: 'Spill', ended: 'Spillet er ferdig' },
  statuses: {
    latent: 'ikke oppdaget ennå',
    pending: 'venter på valg',
    rectified: 'rettet',
    established: 'etablert',
    corrected: 'korrigert',
    'no-rectification': 'ingen korreksjon',
  },
  suits: { S: 'spar', H: 'hjerter', D: 'ruter', C: 'kløver' },
  event: 'hendelse',
  by: 'av',
  law: 'Lov',
  major: 'større',
  minor: 'mindre',
  game: 'parti',
  deal: 'giv',
  done: {
    call: 'melder',
    play: 'spiller',
    discard: 'kaster',
    expose: 'viser',
    'face-hand': 'legger ned hånden',
    claim: 'krever',
    concede: 'gir bort',
    agree: 'godtar',
    dispute: 'bestrider',
    ask: 'spør',
    attention: 'tilkaller turneringsleder',
    elect: 'velger',
    withdraw: 'tar tilbake',
    'quit-trick': 'vender stikket',
    finding: 'fastslår',
    designate: 'navngir',
    touch: 'berører',
    correct: 'retter en kjennelse',
    undo: 'tar tilbake sin siste handling',
  },
  director: 'turneringsleder',
  trick: 'Stikk',
};

const ru: CliWords = {
  obligations: {
    'lead-suit': 'должен ходить в {suit}',
    'must-pass': 'должен пасовать',
    'forbid-double': 'не может контрировать или реконтрировать в следующий свой ход',
    'forbid-lead-suit': 'не может ходить в {suit}',
    'play-card': 'должен сыграть {card}',
    'forbid-play-card': 'не может следующей сыграть {card}',
    'play-highest': 'должен сыграть старшую карту масти {suit}',
    'play-lowest': 'должен сыграть младшую карту масти {suit}',
    'forbid-play-suit': 'не может играть {suit} в эту взятку',
    'win-trick': 'должен взять взятку',
    'lose-trick': 'должен отдать взятку',
    'require-play-suit': 'должен играть {suit} в эту взятку',
    'correct-revoke': 'должен забрать {card} (ренонс) и сыграть в масть',
  },
  acts: {
    call: 'заявляет',
    play: 'ходит',
    discard: 'сносит',
    expose: 'открывает карту',
    'face-hand': 'открывает руку',
    claim: 'заявляет претензию',
    concede: 'уступает',
    agree: 'соглашается',
    dispute: 'оспаривает',
    ask: 'спрашивает',
    attention: 'вызывает судью',
    elect: 'выбирает',
    withdraw: 'забирает карту',
    'quit-trick': 'закрывает взятку',
    finding: 'устанавливает факты',
    designate: 'называет карту болвана',
    touch: 'касается карты',
    correct: 'исправляет решение',
    undo: 'отменяет своё последнее действие',
  },
  phases: { auction: 'Торговля', play: 'Розыгрыш', ended: 'Сдача окончена' },
  statuses: {
    latent: 'ещё не замечено',
    pending: 'ждёт решения',
    rectified: 'исправлено',
    established: 'установлено',
    corrected: 'исправлено (до установления)',
    'no-rectification': 'без исправления',
  },
  suits: { S: 'пики', H: 'червы', D: 'бубны', C: 'трефы' },
  event: 'событие',
  by: '—',
  law: 'Закон',
  major: 'крупная',
  minor: 'мелкая',
  game: 'партия',
  deal: 'сдача',
  done: {
    call: 'заявляет',
    play: 'ходит',
    discard: 'сносит',
    expose: 'открывает',
    'face-hand': 'открывает руку',
    claim: 'заявляет претензию',
    concede: 'уступает',
    agree: 'соглашается',
    dispute: 'оспаривает',
    ask: 'спрашивает',
    attention: 'вызывает судью',
    elect: 'выбирает',
    withdraw: 'забирает',
    'quit-trick': 'закрывает взятку',
    finding: 'устанавливает',
    designate: 'называет',
    touch: 'касается',
    correct: 'исправляет решение',
    undo: 'отменяет своё последнее действие',
  },
  director: 'судья',
  trick: 'Взятка',
};

export const CLI_WORDS: { readonly [L in Lang]: CliWords } = { en, nb, ru };

/** A law citation (`Law 54A`, `Laws 61A, 64A1`) with "Law" in the language. */
export function citation(law: string, lang: Lang): string {
  return law.replace(/^Laws? /, `${CLI_WORDS[lang].law} `);
}
