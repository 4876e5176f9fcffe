/**
 * WBF 2007, Law 57: premature play (our paraphrase), and plays out of turn that are not leads.
 *
 * - 57A: a defender who plays out of turn before his partner has played to the trick: his card
 *   becomes a major penalty card, and declarer requires the partner to play the highest (57A1)
 *   or the lowest (57A2) card he holds of the suit led, or forbids him a card of another suit
 *   that declarer names (57A3). Unable to comply, the partner plays any legal card (59); able
 *   and not complying, he revokes (61A).
 * - 57C1: no rectification when declarer has already played from both hands to the trick.
 * - 57C2: declarer's premature play from either hand (not a lead) is a played card.
 * - A defender playing out of turn after his partner has played: the 2007 code has no
 *   rectification (2017 adds 57D); the card is played (docs/laws/ambiguities-wbf.md).
 */
import { type Card, SUITS, type Suit, suitOf } from '../../core/card.js';
import { hasSuit, highestOf, lowestOf } from '../../core/card-set.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import {
  addIrregularity,
  addPenaltyCard,
  isDefender,
  ledSuit,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import { change, type Declared, type Offer, type Pending, type TableState } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';

export const PREMATURE_PLAY: readonly Provision[] = [
  {
    ref: '57',
    title: {
      en: 'Premature play by a defender',
      nb: 'For tidlig spill av motspiller',
      ru: 'Преждевременная игра вистующего',
    },
    chooser: 'declarer',
    options: {
      'play-highest': {
        laws: ['Law 57A1'],
        text: {
          en: 'Require {partner} to play his highest card of the suit led',
          nb: 'Krev at {partner} spiller sitt høyeste kort i utspilt farge',
          ru: 'Потребовать от {partner.gen} сыграть старшей картой масти хода',
        },
      },
      'play-lowest': {
        laws: ['Law 57A2'],
        text: {
          en: 'Require {partner} to play his lowest card of the suit led',
          nb: 'Krev at {partner} spiller sitt laveste kort i utspilt farge',
          ru: 'Потребовать от {partner.gen} сыграть младшей картой масти хода',
        },
      },
      'forbid-other-suit': {
        laws: ['Law 57A3'],
        text: {
          en: 'Forbid {partner} to play {suit}',
          nb: 'Forby {partner} å spille {suit}',
          ru: 'Запретить {partner.dat} играть картой масти {suit}',
        },
      },
    },
  },
];

/** How Law 57 treats a play by `seat` to the trick in progress when it is not his turn. */
export function prematureKind(state: TableState, seat: Seat): '57A' | '57C1' | 'declarer' | 'after-partner' {
  if (!isDefender(state, seat)) return 'declarer';
  const plays = state.trick?.plays ?? [];
  if (plays.some((p) => p.seat === PARTNER[seat])) return 'after-partner';
  const declarer = state.declarer;
  const dummy = state.dummy;
  if (plays.some((p) => p.seat === declarer) && plays.some((p) => p.seat === dummy)) return '57C1';
  return '57A';
}

/** 57A: the card becomes a major penalty card and declarer chooses for the partner. */
export function prematurePlay(
  state: Declared,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): TableState {
  const led = ledSuit(state);
  const penalised = addPenaltyCard(state, { seat, card, major: true, laws: ['Law 57A', 'Law 50D'] });
  const others = SUITS.filter((s) => s !== led);
  // 2017 57A4 (a card of a suit declarer names) is offered where the code's provision 57 has it.
  const pending = decision(state, code, '57', { about: seq }, [
    'play-highest',
    'play-lowest',
    ...others.map((suit) => ({ id: 'forbid-other-suit' as const, suit })),
    ...others.map((suit) => ({ id: 'require-other-suit' as const, suit })),
  ]);
  return addIrregularity(change(penalised, { pending }), {
    seq,
    kind: 'play-out-of-turn',
    offender: seat,
    status: 'pending',
    laws: ['Law 57A'],
    trick: trickIndex(state),
    card,
  });
}

/** Declarer's election under 57A: a duty on the offender's partner for this trick. */
export function electOnPrematurePlay(state: TableState, pending: Pending, chosen: Offer): TableState {
  // By kind as well: the premature card may be one of cards played together (58B4), the same act.
  const irregularity = state.irregularities.ofSeq(pending.about, 'play-out-of-turn')[0];
  const led = ledSuit(state);
  if (irregularity === undefined || led === null) return change(state, { pending: null });
  const partner = PARTNER[irregularity.offender];
  const obligation =
    chosen.id === 'play-highest'
      ? { kind: 'play-highest' as const, seat: partner, suit: led, laws: chosen.laws }
      : chosen.id === 'play-lowest'
        ? { kind: 'play-lowest' as const, seat: partner, suit: led, laws: chosen.laws }
        : chosen.id === 'require-other-suit'
          ? { kind: 'require-play-suit' as const, seat: partner, suit: chosen.suit ?? led, laws: chosen.laws }
          : { kind: 'forbid-play-suit' as const, seat: partner, suit: chosen.suit ?? led, laws: chosen.laws };
  return updateIrregularity(
    change(state, { pending: null, obligations: [...state.obligations, obligation] }),
    pending.about,
    (i) => ({ ...i, status: 'rectified', laws: chosen.laws }),
    'play-out-of-turn',
  );
}

/**
 * 1997 and 2007: a defender's play at his RHO's turn, after his partner has played, is a play out
 * of turn with no rectification of its own (2017 57D gives one: src/laws/wbf-2017/readings.ts).
 */
export function attemptedPlayAtRhoTurn2007(
  _state: TableState,
  _seat: Seat,
  _card: Card,
  _seq: number,
): TableState | null {
  return null;
}

/**
 * Whether a play by `seat` fails a 57A duty when he could comply (61A: a revoke; 59: unable, any
 * legal card). Returns the suit concerned, or null.
 */
export function playDutyBroken(state: TableState, seat: Seat, card: Card): Suit | null {
  const hand = state.hands[seat];
  for (const o of state.obligations) {
    if (o.seat !== seat) continue;
    if (o.kind === 'play-highest' || o.kind === 'play-lowest') {
      if (!hasSuit(hand, o.suit)) continue;
      const due = o.kind === 'play-highest' ? highestOf(hand, o.suit) : lowestOf(hand, o.suit);
      if (due !== undefined && due !== card && suitOf(card) === o.suit) return o.suit;
    }
    if (o.kind === 'require-play-suit' && suitOf(card) !== o.suit && hasSuit(hand, o.suit)) {
      // 44C comes first: following suit is not a failure to comply (59).
      const led = ledSuit(state);
      if (led === null || !hasSuit(hand, led) || led === o.suit) return o.suit;
    }
    // 2017 57D: a card that had to be played at the proper turn.
    if (o.kind === 'play-card' && o.laws.includes('Law 57D') && card !== o.card) return suitOf(o.card);
    if (o.kind === 'forbid-play-suit' && suitOf(card) === o.suit) {
      const led = ledSuit(state);
      const mustFollow = led !== null && led !== o.suit && hasSuit(hand, led);
      const other = SUITS.some((s) => s !== o.suit && hasSuit(hand, s));
      if (!mustFollow && other) return o.suit;
    }
  }
  return null;
}
