/**
 * WBF 2007, Laws 16, 20, 21 and 40 in the auction (our paraphrase; the WBF text is copyrighted).
 * These laws turn on the director's judgement: the engine records the facts he needs, asks him,
 * offers the rectifications the laws list, and records his ruling.
 *
 * - 20 (review and explanation): `ask` `about: "auction"` (20B: the calls restated) or
 *   `about: "call"` (20F1: the meaning of an opponent's call), with the `answer` given. During
 *   the auction a player asks at his own turn to call (20B, 20F1: not when bound to pass, for
 *   20B), and asks an opponent: asked otherwise the question is an `illegal-inquiry` (with Law
 *   16B: the answer is unauthorised to the asker's side). Alerts are `attention` `to: "alert"`.
 * - 21, 40: a player says he was misinformed (`attention` `to: "misinformation"`, `offender`: the
 *   opponent who explained or failed to alert). The director finds `misinformed` (default false:
 *   21A, his own misunderstanding; 2007/2017 21B1(b): a mistaken explanation rather than a
 *   mistaken call is presumed — the finding is the director's either way). Found misinformed:
 *   21B1 — if his partner has not called since his last call, he may change that call (decision
 *   `21B1`: `accept-call` keeps it, `reject-call` withdraws it and the calls after it; his LHO
 *   calls again after him, 21B2); too late, the director may adjust at the end (21B3, Law 40B4).
 * - 16B: a player says an opponent's partner made information available (a hesitation, a
 *   remark): `attention` `to: "unauthorised-information"`, `offender`: that player. Recorded as
 *   `unauthorised-information`; at the end of the board the director decides whether a logical
 *   alternative was chosen that it demonstrably suggested (decision `16B`, Law 12C).
 */
import { LHO, PARTNER, type Seat, SIDE_OF } from '../../core/seat.js';
import { callerAt } from '../../games/contract-bridge/auction.js';
import { addIrregularity, trickIndex, updateIrregularity } from '../../table/mechanics.js';
import { amended, change, type TableState } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { ARTIFICIAL, ASSIGN, KEEP } from './law-12-16-director.js';
import { mustPassNow } from './law-26-32-auction.js';

const text = (en: string, nb: string, ru: string) => ({ en, nb, ru });

export const INFORMATION: readonly Provision[] = [
  {
    ref: '21',
    title: text(
      'Was the player misinformed by an opponent (a mistaken explanation, or a missing alert)?',
      'Ble spilleren feilinformert av en motspiller (feil forklaring eller manglende varsel)?',
      'Был ли игрок дезинформирован противником (ошибочное объяснение или отсутствие алерта)?',
    ),
    chooser: 'director',
    options: {},
  },
  {
    ref: '21B1',
    title: text(
      'Misinformed: the player may change his last call while his partner has not called since',
      'Feilinformert: spilleren kan endre sin siste melding så lenge makker ikke har meldt etterpå',
      'Дезинформирован: игрок может изменить свою последнюю заявку, пока партнёр не сделал заявку после неё',
    ),
    chooser: 'offender',
    options: {
      'accept-call': {
        laws: ['Law 21B1'],
        text: text(
          'Keep the call made after the misinformation',
          'Behold meldingen avgitt etter feilinformasjonen',
          'Оставить заявку, сделанную после дезинформации',
        ),
      },
      'reject-call': {
        laws: ['Law 21B1', 'Law 21B2'],
        text: text(
          'Change it: the call and the calls after it are withdrawn, and the auction goes on from it',
          'Endre den: meldingen og meldingene etter den trekkes tilbake, og meldingene fortsetter derfra',
          'Изменить её: эта заявка и последующие отменяются, торговля продолжается с неё',
        ),
      },
    },
  },
  {
    ref: '21B3',
    title: text(
      'Misinformation found too late to change the call: was the non-offending side damaged? Adjusted score?',
      'Feilinformasjon oppdaget for sent til å endre meldingen: ble den ikke-skyldige siden skadelidende? Justert score?',
      'Дезинформация обнаружена слишком поздно для изменения заявки: пострадала ли ненарушившая сторона? Компенсирующий результат?',
    ),
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 21B3'], text: KEEP },
      'adjust-tricks': { laws: ['Law 21B3', 'Law 40B4', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 21B3', 'Law 40B4', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
  {
    ref: '16B',
    title: text(
      'Unauthorised information from partner: was a logical alternative chosen that it demonstrably suggested? Adjusted score?',
      'Uautorisert informasjon fra makker: ble et logisk alternativ valgt som den tydelig antydet? Justert score?',
      'Запрещённая информация от партнёра: выбран ли вариант, явно подсказанный ею, при наличии логической альтернативы? Компенсирующий результат?',
    ),
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 16B'], text: KEEP },
      'adjust-tricks': { laws: ['Law 16B', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 16B', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
  ...(
    [
      [
        '20',
        'Review and explanation of calls',
        'Gjennomgang og forklaring av meldinger',
        'Повтор и объяснение заявок',
      ],
      ['22', 'End of the auction', 'Meldingsforløpets slutt', 'Окончание торговли'],
      ['40', 'Partnership understandings', 'Makkerskapsavtaler', 'Партнёрские соглашения'],
    ] as const
  ).map(([ref, en, nb, ru]): Provision => ({ ref, title: text(en, nb, ru), chooser: 'none', options: {} })),
];

const MISINFORMED = { fact: 'misinformed', default: false, laws: ['Law 21B1'] } as const;

/** Whether it is `seat`'s turn to call now. */
function turnToCall(state: TableState, seat: Seat): boolean {
  const auction = state.auction;
  return state.phase === 'auction' && auction !== null && callerAt(auction, auction.calls.length) === seat;
}

/**
 * Law 20: a question (`about` "auction": 20B; "call": 20F1) during the auction. Asked at the
 * asker's own turn, of an opponent (and, for a review, not while he is bound to pass), it is
 * lawful and changes nothing; otherwise an `illegal-inquiry`. Null: not a question of Law 20.
 */
export function auctionQuestion(
  state: TableState,
  seat: Seat,
  of: Seat,
  about: string,
  seq: number,
): TableState | null {
  if (about !== 'auction' && about !== 'call') return null;
  if (state.phase !== 'auction') return state;
  const law = about === 'auction' ? 'Law 20B' : 'Law 20F1';
  const ofPartner = of === PARTNER[seat] || of === seat;
  const outOfTurn =
    !turnToCall(state, seat) || (about === 'auction' && mustPassNow(state, seat) !== undefined);
  if (!ofPartner && !outOfTurn) return state;
  return addIrregularity(state, {
    seq,
    kind: 'illegal-inquiry',
    offender: seat,
    status: 'no-rectification',
    laws: ofPartner ? [law, 'Law 16B'] : [law],
    trick: trickIndex(state),
    ...(ofPartner ? { unauthorisedFor: SIDE_OF[seat] } : {}),
  });
}

/** 21: `seat` says he was misinformed by `offender`'s side: recorded; the director is asked. */
export function misinformedInAuction(
  state: TableState,
  seat: Seat,
  offender: Seat | undefined,
  seq: number,
  code: WbfCode,
): TableState {
  const misinformer = offender !== undefined && SIDE_OF[offender] !== SIDE_OF[seat] ? offender : LHO[seat];
  const recorded = addIrregularity(state, {
    seq,
    kind: 'misinformation',
    offender: misinformer,
    status: 'pending',
    laws: ['Law 21'],
    trick: trickIndex(state),
    // `turnOf`: the player misinformed (who may change his call, 21B1).
    auction: { call: '', turnOf: seat, stage: 'decision' },
  });
  return change(recorded, { pending: decision(state, code, '21', { about: seq, findings: [MISINFORMED] }) });
}

/** The index in the auction of `seat`'s last call, or -1. */
function lastCallOf(state: TableState, seat: Seat): number {
  const auction = state.auction;
  if (auction === null) return -1;
  for (let k = auction.calls.length - 1; k >= 0; k--) if (callerAt(auction, k) === seat) return k;
  return -1;
}

/**
 * The director's finding on a claim of misinformation in the auction. Not misinformed: no
 * rectification (21A). Misinformed: 21B1's change, if the player has called and his partner has
 * not called since; else too late (21B3, decided at the end of the board).
 */
export function onAuctionMisinformation(
  state: TableState,
  value: boolean,
  by: 'director' | 'default',
  code: WbfCode,
): TableState {
  const pending = state.pending;
  const i = pending === null ? undefined : state.irregularities.ofSeq(pending.about, 'misinformation')[0];
  const cleared = change(state, { pending: null });
  if (pending === null || i === undefined) return cleared;
  const victim = i.auction?.turnOf ?? PARTNER[i.offender];
  const finding = { fact: MISINFORMED.fact, value, by, laws: MISINFORMED.laws };
  const mark = (
    s: TableState,
    status: 'rectified' | 'no-rectification' | 'pending',
    laws: readonly string[],
  ) => updateIrregularity(s, i.seq, (r) => amended(r, { status, laws, finding }), 'misinformation');
  if (!value) return mark(cleared, 'no-rectification', ['Law 21A']);
  const auction = state.auction;
  const last = lastCallOf(state, victim);
  const partnerSince =
    auction !== null &&
    last >= 0 &&
    auction.calls.slice(last + 1).some((_, k) => callerAt(auction, last + 1 + k) === PARTNER[victim]);
  if (state.phase !== 'auction' || last < 0 || partnerSince) return mark(cleared, 'rectified', ['Law 21B3']);
  const marked = mark(cleared, 'pending', ['Law 21B1']);
  return change(marked, { pending: decision(marked, code, '21B1', { offender: victim, about: i.seq }) });
}

/** 21B1: the misinformed player keeps his call, or changes it (his call and the later ones withdrawn). */
export function electOnMisinformation(state: TableState, about: number, change21: boolean): TableState {
  const i = state.irregularities.ofSeq(about, 'misinformation')[0];
  const cleared = change(state, { pending: null });
  if (i === undefined) return cleared;
  const victim = i.auction?.turnOf ?? PARTNER[i.offender];
  const ruled = (s: TableState, laws: readonly string[]) =>
    updateIrregularity(
      s,
      i.seq,
      (r) => amended(r, { status: 'rectified', laws, unauthorisedFor: SIDE_OF[i.offender] }),
      'misinformation',
    );
  const auction = state.auction;
  const last = lastCallOf(state, victim);
  if (!change21 || auction === null || last < 0) return ruled(cleared, ['Law 21B1']);
  return change(ruled(cleared, ['Law 21B1', 'Law 21B2']), {
    auction: { dealer: auction.dealer, calls: auction.calls.slice(0, last) },
  });
}

/** 16B: `seat` says `offender` made unauthorised information available to his partner. */
export function unauthorisedInformationClaimed(
  state: TableState,
  seat: Seat,
  offender: Seat,
  seq: number,
): TableState {
  if (SIDE_OF[offender] === SIDE_OF[seat]) return state;
  return addIrregularity(state, {
    seq,
    kind: 'unauthorised-information',
    offender,
    status: 'pending',
    laws: ['Law 16B'],
    trick: trickIndex(state),
    unauthorisedFor: SIDE_OF[offender],
  });
}
