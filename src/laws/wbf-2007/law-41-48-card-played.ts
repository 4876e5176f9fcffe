/**
 * WBF 2007, Laws 41 and 44–48: the play of a card (our paraphrase; the WBF text is copyrighted).
 *
 * - 41: the opening lead (faced in the record), then dummy is spread (41C, 41D).
 * - 44: each hand plays in turn, following suit if able (44C, else a revoke, 61A); the highest
 *   trump, else the highest card of the suit led, wins (44E, 44F); its winner leads next (44G).
 * - 45A/B: a card is played by facing it; dummy's card when declarer names it.
 * - 45C1: a defender's card held so that partner could possibly see its face must be played to
 *   the trick in progress (the director finds whether partner could see it; default yes).
 *   45C2: declarer's card held face up touching or nearly touching the table is played.
 *   45C3: dummy's card deliberately touched by declarer is played, except when arranging.
 *   45C4(a): a card named or designated is played; 45C4(b): an inadvertent designation may be
 *   changed (the director finds whether it was inadvertent; default no) — who and until when
 *   differs by code (1997, 2007, 2017; see code.ts). An opponent who played after it may then
 *   withdraw his card (47D).
 * - 45D: a card dummy placed without being named is withdrawn when attention is drawn before
 *   each side has played to the next trick.
 * - 45E: a fifth card played to a trick: a defender's becomes a penalty card, declarer's goes back,
 *   unless the director deems it a lead (default: not a lead).
 * - 45F: dummy indicating a card: play goes on; at the end the director decides on an adjusted score.
 * - 46B: an incomplete designation of dummy's card: "high", "low", "win", a suit, a rank, a card
 *   dummy lacks, "play anything" (either defender then designates).
 * - 47: a played card is retracted only as the laws allow (47A–D); others are refused (47F).
 * - 48A: declarer's exposed cards are no penalty cards; 48B: facing his hand is a claim (68).
 */
import { type Card, isRank, isSuit, makeCard, rankOf, suitOf } from '../../core/card.js';
import { hasSuit, highestOf, lowestOf, toCards } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat, SIDE_OF, sameSide } from '../../core/seat.js';
import { beats } from '../../games/trick.js';
import {
  addIrregularity,
  addPenaltyCard,
  holds,
  isDefender,
  ledSuit,
  orderOf,
  reopenLastTrick,
  takeBack,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import {
  change,
  type Declared,
  type Irregularity,
  type Pending,
  type Refusal,
  refusal,
  type TableState,
} from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { ARTIFICIAL, ASSIGN, KEEP } from './law-12-16-director.js';

/** How the judge plays a card (act.ts): passed in so that this file does not import the judge. */
export type PlayCard = (
  state: TableState,
  seat: Seat,
  card: Card,
  seq: number,
) => Result<TableState, Refusal>;

const DESIGNATE = {
  en: 'Designate {card} to be played',
  nb: 'Bestem at {card} skal spilles',
  ru: 'Указать карту {card}',
};

export const CARD_PLAYED: readonly Provision[] = [
  {
    ref: '41',
    title: {
      en: 'Commencement of play: opening lead, dummy spread',
      nb: 'Spillets begynnelse: åpningsutspill, blindemann legges ned',
      ru: 'Начало розыгрыша: первый ход, болван выкладывается',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '44',
    title: {
      en: 'Sequence and procedure of play',
      nb: 'Spillets rekkefølge og fremgangsmåte',
      ru: 'Порядок и процедура розыгрыша',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '45C1',
    title: {
      en: "A defender's card held so that partner could see it must be played",
      nb: 'Et motspillerkort holdt slik at makker kunne se det, må spilles',
      ru: 'Карта вистующего, которую мог видеть партнёр, должна быть сыграна',
    },
    chooser: 'director',
    options: {},
  },
  {
    ref: '45C2',
    title: {
      en: "Declarer's card held face up near the table must be played",
      nb: 'Spilleførerens kort holdt med fremsiden opp nær bordet må spilles',
      ru: 'Карта разыгрывающего, открытая у самого стола, должна быть сыграна',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '45C3',
    title: {
      en: "Dummy's card deliberately touched by declarer must be played",
      nb: 'Blindemanns kort som spilleføreren med overlegg har berørt, må spilles',
      ru: 'Карта болвана, намеренно тронутая разыгрывающим, должна быть сыграна',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '45C4',
    title: {
      en: 'A card named or designated must be played; change of an inadvertent designation',
      nb: 'Et kort som er nevnt eller angitt, må spilles; endring av angivelse gjort av vanvare',
      ru: 'Названная или указанная карта должна быть сыграна; исправление оговорки',
    },
    chooser: 'director',
    options: {},
  },
  {
    ref: '45D',
    title: {
      en: 'Card misplayed by dummy',
      nb: 'Kort som er feil spilt av blindemann',
      ru: 'Карта, ошибочно сыгранная болваном',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '45E',
    title: { en: 'Fifth card played to a trick', nb: 'Fem kort i ett stikk', ru: 'Пятая карта во взятке' },
    chooser: 'director',
    options: {},
  },
  {
    ref: '45F',
    title: {
      en: 'Dummy indicates a card',
      nb: 'Blindemann angir kort',
      ru: 'Болван указывает карту',
    },
    chooser: 'director',
    options: {
      'keep-result': { laws: ['Law 45F'], text: KEEP },
      'adjust-tricks': { laws: ['Law 45F', 'Law 12C1'], text: ASSIGN },
      'artificial-score': { laws: ['Law 45F', 'Law 12C2'], text: ARTIFICIAL },
    },
  },
  {
    ref: '46B',
    title: {
      en: "Incomplete or erroneous designation of dummy's card",
      nb: 'Ufullstendig eller feilaktig angivelse av kort fra blindemann',
      ru: 'Неполное или ошибочное указание карты болвана',
    },
    chooser: 'declarer',
    options: { 'designate-card': { laws: ['Law 46B'], text: DESIGNATE } },
  },
  {
    ref: '46B5',
    title: {
      en: "Dummy's card designated by neither suit nor rank: either defender designates",
      nb: 'Verken farge eller valør angitt: hver av motspillerne kan bestemme kortet',
      ru: 'Не названы ни масть, ни достоинство: карту указывает любой из вистующих',
    },
    chooser: 'defenders',
    options: { 'designate-card': { laws: ['Law 46B5'], text: DESIGNATE } },
  },
  {
    ref: '47',
    title: {
      en: 'Retraction of a card played',
      nb: 'Tilbaketrekking av spilt kort',
      ru: 'Возврат сыгранной карты',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '48',
    title: {
      en: "Exposure of declarer's cards",
      nb: 'Spilleførerens kort vist',
      ru: 'Открытие карт разыгрывающего',
    },
    chooser: 'none',
    options: {},
  },
];

const FINDING_PROVISIONS = ['45C1', '45C4', '45E'] as const;
export type CardFindingProvision = (typeof FINDING_PROVISIONS)[number];

export function isCardFinding(provision: string): provision is CardFindingProvision {
  return (FINDING_PROVISIONS as readonly string[]).includes(provision);
}

/** Whether `seat` has already played to the trick in progress. */
function playedToTrick(state: TableState, seat: Seat): boolean {
  return state.trick?.plays.some((p) => p.seat === seat) ?? false;
}

/**
 * 45C1: a defender's card exposed (`seen-by-partner` or `held-as-played`) when it is his turn to
 * play to the trick: the director is asked whether partner could see its face. Null when Law 45C
 * does not govern the exposure (Law 49 does).
 */
export function heldCard(
  state: TableState,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): TableState | null {
  if (!isDefender(state, seat) || state.turn !== seat || playedToTrick(state, seat)) return null;
  // While a revoke awaits its correction (62A) no card can be played: the card is only exposed.
  if (state.obligations.some((o) => o.kind === 'correct-revoke')) return null;
  const pending = decision(state, code, '45C1', {
    about: seq,
    findings: [{ fact: 'partner-could-see', default: true, laws: ['Law 45C1'] }],
  });
  return addIrregularity(change(state, { pending }), {
    seq,
    kind: 'exposed-card',
    offender: seat,
    status: 'pending',
    laws: ['Law 45C1'],
    trick: trickIndex(state),
    card,
  });
}

/**
 * 45C4(b): `seat`'s hand already has a card in the trick and a different card is designated. The
 * code says whether a change may be considered; if so, the director finds whether the designation
 * was inadvertent (default: no — the first card stands, 45C4(a)).
 */
export function changeOfDesignation(
  state: TableState,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): TableState {
  const trick = state.trick;
  const first = trick?.plays.find((p) => p.seat === seat);
  const base = { seq, kind: 'designation-changed' as const, offender: seat, trick: trickIndex(state), card };
  if (trick === null || first === undefined) return state;
  const after = trick.plays.slice(trick.plays.indexOf(first) + 1).map((p) => p.seat);
  if (!code.designationMayChange(state, seat, after) || !holds(state.hands[seat], card))
    return addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 45C4(a)'] });
  const pending = decision(state, code, '45C4', {
    about: seq,
    findings: [{ fact: 'inadvertent', default: false, laws: ['Law 45C4(b)'] }],
  });
  return addIrregularity(change(state, { pending }), { ...base, status: 'pending', laws: ['Law 45C4(b)'] });
}

/** 2007 45C4(b): any player may change an unintended designation until his partner has played. */
export function designationMayChange2007(_state: TableState, seat: Seat, after: readonly Seat[]): boolean {
  return !after.includes(PARTNER[seat]);
}

/**
 * 45E: `seat` plays a card to a trick already complete (the record's `trick` names it). The
 * director finds whether it is a lead (default: no).
 */
export function fifthCard(state: TableState, seat: Seat, card: Card, seq: number, code: WbfCode): TableState {
  const law = isDefender(state, seat) ? 'Law 45E1' : 'Law 45E2';
  const pending = decision(state, code, '45E', {
    about: seq,
    findings: [{ fact: 'deemed-lead', default: false, laws: [law] }],
  });
  return addIrregularity(change(state, { pending }), {
    seq,
    kind: 'fifth-card',
    offender: seat,
    status: 'pending',
    laws: [law],
    trick: Math.max(0, trickIndex(state) - 1),
    card,
  });
}

/** Applies the finding (the director's or the default) of a 45C1, 45C4 or 45E question. */
export function onCardFinding(
  state: TableState,
  value: string | number | boolean,
  by: 'director' | 'default',
  seq: number,
  play: PlayCard,
): Result<TableState, Refusal> {
  const pending = state.pending;
  if (pending === null || !isCardFinding(pending.provision)) return ok(state);
  const irregularity = state.irregularities.ofSeq(pending.about)[0];
  const ask = pending.findings?.[0];
  if (irregularity === undefined || irregularity.card === undefined || ask === undefined)
    return ok(change(state, { pending: null }));
  const yes = value === true || value === 'true' || value === 'yes';
  const finding = { fact: ask.fact, value: yes, by, laws: ask.laws };
  const cleared = change(state, { pending: null });
  const mark = (s: TableState, status: Irregularity['status'], laws: readonly string[]) =>
    updateIrregularity(
      s,
      pending.about,
      (i) => ({ ...i, status, laws, finding }),
      irregularity.kind as Irregularity['kind'],
    );
  const seat = irregularity.offender;
  const card = irregularity.card;
  switch (pending.provision) {
    case '45C1': {
      if (!yes) return ok(mark(cleared, 'no-rectification', ['Law 45C1']));
      const played = play(mark(cleared, 'rectified', ['Law 45C1']), seat, card, seq);
      return played;
    }
    case '45C4': {
      if (!yes) return ok(mark(cleared, 'no-rectification', ['Law 45C4(a)']));
      const first = cleared.trick?.plays.find((p) => p.seat === seat);
      if (first === undefined) return ok(mark(cleared, 'no-rectification', ['Law 45C4(a)']));
      const back = takeBack(cleared, seat, first.card);
      const changed = mark(back, 'rectified', ['Law 45C4(b)', 'Law 47C']);
      return play(
        updateIrregularity(
          changed,
          pending.about,
          (i) => ({ ...i, unauthorisedFor: SIDE_OF[seat] }),
          'designation-changed',
        ),
        seat,
        card,
        seq,
      );
    }
    case '45E': {
      if (yes) {
        // Deemed a lead: judged as a lead to the next trick (53, 55 or 56 if out of turn).
        const laws = isDefender(state, seat) ? ['Law 45E1', 'Law 53'] : ['Law 45E2', 'Law 55'];
        return play(mark(cleared, 'rectified', laws), seat, card, seq);
      }
      if (!isDefender(state, seat)) return ok(mark(cleared, 'no-rectification', ['Law 45E2']));
      const penalised = addPenaltyCard(cleared, {
        seat,
        card,
        major: true,
        laws: ['Law 45E1', 'Law 50'],
      });
      return ok(mark(penalised, 'rectified', ['Law 45E1', 'Law 50']));
    }
  }
}

/** 45C4(b), 45D, 58B3: an opponent who played after a withdrawn card may take his own back (47D). */
export function withdrawAfterChange(state: TableState, seat: Seat, card: Card): TableState | null {
  const trick = state.trick;
  if (trick === null || !trick.plays.some((p) => p.seat === seat && p.card === card)) return null;
  const current = trickIndex(state);
  const change_ = state.irregularities
    .ofKind('designation-changed', 'dummy-misplayed-card', 'cards-played-together')
    .find(
      (i) =>
        i.trick === current &&
        (i.status === 'rectified' || i.status === 'corrected') &&
        !sameSide(i.offender, seat),
    );
  if (change_ === undefined) return null;
  return takeBack(state, seat, card);
}

/**
 * 46B: the card an incomplete designation of dummy's card (`words`) stands for, or the cards
 * among which declarer (46B3(b)) or a defender (46B5) must choose.
 */
export function designatedCard(
  state: Declared,
  words: string,
):
  | { readonly card: Card; readonly law: string }
  | { readonly choose: 'declarer' | 'defenders'; readonly cards: readonly Card[]; readonly law: string } {
  const dummy = state.dummy;
  const hand = state.hands[dummy];
  const led = ledSuit(state);
  const legal = toCards(hand).filter((c) => led === null || suitOf(c) === led || !hasSuit(hand, led));
  const any = { choose: 'declarer' as const, cards: legal, law: 'Law 46B4' };
  if (words === 'anything') return { choose: 'defenders', cards: legal, law: 'Law 46B5' };
  if (words === 'high' || words === 'low') {
    const suit = led !== null && hasSuit(hand, led) ? led : null;
    if (suit === null) return { ...any, law: 'Law 46B1' };
    const card = words === 'high' ? highestOf(hand, suit) : lowestOf(hand, suit);
    return card === undefined ? any : { card, law: words === 'high' ? 'Law 46B1(a)' : 'Law 46B1(c)' };
  }
  if (words === 'win') {
    const winning = lowestWinner(state, legal);
    return winning === undefined ? { ...any, law: 'Law 46B1(b)' } : { card: winning, law: 'Law 46B1(b)' };
  }
  if (isSuit(words)) {
    const card = lowestOf(hand, words);
    return card === undefined ? any : { card, law: 'Law 46B2' };
  }
  if (isRank(words)) {
    if (led === null) {
      const last = state.tricks[state.tricks.length - 1];
      const won =
        last !== undefined && last.winner === dummy ? last.plays.find((p) => p.seat === dummy) : undefined;
      if (won !== undefined) {
        const card = makeCard(suitOf(won.card), words);
        if (holds(hand, card)) return { card, law: 'Law 46B3(a)' };
      }
    }
    const ofRank = legal.filter((c) => rankOf(c) === words);
    if (ofRank.length === 1) return { card: ofRank[0] as Card, law: 'Law 46B3(b)' };
    return {
      choose: 'declarer',
      cards: ofRank.length > 1 ? ofRank : legal,
      law: ofRank.length > 1 ? 'Law 46B3(b)' : 'Law 46B4',
    };
  }
  return any;
}

/** The lowest of `cards` that would now win the trick in progress (46B1(b)). */
function lowestWinner(state: TableState, cards: readonly Card[]): Card | undefined {
  const trick = state.trick;
  const order = orderOf(state);
  if (trick === null || trick.plays.length === 0) return undefined;
  let best = trick.plays.find((p) => p.seat === trick.leader)?.card ?? (trick.plays[0]?.card as Card);
  for (const p of trick.plays) if (beats(p.card, best, order)) best = p.card;
  const winners = cards.filter((c) => beats(c, best, order));
  winners.sort((a, b) => (beats(a, b, order) ? 1 : -1));
  return winners[0];
}

/** 46B3(b), 46B4, 46B5: the decision when the designation does not fix a card. */
export function designationDecision(
  state: Declared,
  choose: 'declarer' | 'defenders',
  cards: readonly Card[],
  law: string,
  seq: number,
  code: WbfCode,
): TableState {
  const declarer = state.declarer as Seat;
  const pending = decision(
    state,
    code,
    choose === 'defenders' ? '46B5' : '46B',
    { about: seq },
    cards.map((card) => ({ id: 'designate-card' as const, laws: [law], card })),
  );
  return addIrregularity(change(state, { pending }), {
    seq,
    kind: 'incomplete-designation',
    offender: declarer,
    status: 'pending',
    laws: [law],
    trick: trickIndex(state),
  });
}

/** Marks the 46B irregularity settled with the card designated. */
export function designationMade(state: TableState, pending: Pending, card: Card): TableState {
  return updateIrregularity(change(state, { pending: null }), pending.about, (i) => ({
    ...i,
    status: 'rectified',
    card,
  }));
}

/** 45D: dummy placed a card no one named; it stays until attention is drawn. */
export function dummyMisplayed(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  return addIrregularity(state, {
    seq,
    kind: 'dummy-misplayed-card',
    offender: seat,
    status: 'latent',
    laws: ['Law 45D'],
    trick: trickIndex(state),
    card,
  });
}

/**
 * Attention drawn to dummy's misplaced card: withdrawn if each side has not yet played to the
 * next trick (the trick is reopened if it was quitted), else it stands.
 */
export function attentionToDummyCard(state: TableState): TableState {
  const i = state.irregularities.ofKind('dummy-misplayed-card').find((x) => x.status === 'latent');
  if (i === undefined || i.card === undefined) return state;
  const current = trickIndex(state);
  const nextPlays = state.trick?.plays ?? [];
  const bothSidesPlayedOn =
    i.trick < current &&
    nextPlays.some((p) => SIDE_OF[p.seat] === 'NS') &&
    nextPlays.some((p) => SIDE_OF[p.seat] === 'EW');
  if (i.trick < current - 1 || bothSidesPlayedOn)
    return updateIrregularity(
      state,
      i.seq,
      (r) => ({ ...r, status: 'no-rectification' }),
      'dummy-misplayed-card',
    );
  const open = i.trick < current ? reopenLastTrick(state) : state;
  if (!(open.trick?.plays.some((p) => p.seat === i.offender && p.card === i.card) ?? false)) return state;
  const back = takeBack(open, i.offender, i.card);
  return updateIrregularity(
    back,
    i.seq,
    (r) => ({ ...r, status: 'corrected', unauthorisedFor: SIDE_OF[i.offender] }),
    'dummy-misplayed-card',
  );
}

/** 45F: dummy touched or indicated a card without instruction: recorded; the director decides at the end. */
export function dummyIndicated(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  return addIrregularity(state, {
    seq,
    kind: 'dummy-indicated-card',
    offender: seat,
    status: 'pending',
    laws: ['Law 45F'],
    trick: trickIndex(state),
    card,
  });
}

/** A refusal for a designation that is not one (words for a hand other than dummy's). */
export function notADesignation(seq: number, seat: Seat): Result<TableState, Refusal> {
  return err(
    refusal(
      'not-a-designation',
      seq,
      `incomplete designations ("high", "low", a suit, a rank…) are for dummy's cards only, not ${seat}'s`,
    ),
  );
}
