/**
 * The paragraphs of the play that the WBF Laws of 2017 read differently from 2007, each 2017's
 * own function replacing 2007's in `WBF_2017_CODE` (index.ts) — the judge calls the code's
 * function and never asks which code it is (src/laws/wbf-2007/code.ts, `WbfReadings`). Where
 * 2017 changes only what a decision offers, it replaces the provision instead (index.ts). Each
 * is tested under its law against the same record in 1997, 2007 and 2017
 * (test/laws/wbf-readings.test.ts) and in test/laws/wbf-2017/.
 */
import { type Card, type Suit, suitOf } from '../../core/card.js';
import { hasSuit } from '../../core/card-set.js';
import { type Seat, type Side, sameSide } from '../../core/seat.js';
import {
  addIrregularity,
  addPenaltyCard,
  ledSuit,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import { amended, change, type Irregularity, type TableState } from '../../table/state.js';
import type { Choice } from '../provision.js';
import type { WbfReadings } from '../wbf-2007/code.js';
import { establishByClaim, penaltyOrDummyCard } from '../wbf-2007/law-61-64-revoke.js';

/**
 * 45C4(b): only declarer may change an unintended designation, of dummy's card, until he next
 * plays a card from either hand.
 */
function designationMayChange2017(state: TableState, seat: Seat, after: readonly Seat[]): boolean {
  return seat === state.dummy && !after.some((s) => s === state.declarer || s === state.dummy);
}

/**
 * 47E1: "Law 63A1 does not apply" — the revokes of the misinformed player's side on the trick
 * before, established by his lead (the first card of its trick), are latent again and may be
 * corrected (62A). The law they were established by is replaced by 47E1.
 */
function misinformedLeadRevokes2017(state: TableState, lead: Irregularity): TableState {
  return change(state, {
    irregularities: state.irregularities.updated(
      (r) =>
        r.status === 'established' &&
        r.trick === lead.trick - 1 &&
        sameSide(r.offender, lead.offender) &&
        r.laws[r.laws.length - 1] === 'Law 63A1',
      (r) => ({ ...r, status: 'latent', laws: [...r.laws.slice(0, -1), 'Law 47E1'] }),
      ['revoke'],
    ),
  });
}

const NEITHER: Choice = { id: 'leave-penalty-card', laws: ['Law 51B2(c)'] };

/** 51B2(c): with penalty cards in more than one suit, declarer may neither require nor forbid. */
function leavePenaltyCards2017(suits: readonly Suit[]): Choice {
  return suits.length > 1 ? NEITHER : 'leave-penalty-card';
}

/** 53A (footnote): a lead out of turn to the thirteenth trick cannot be accepted; it is retracted. */
function leadOutOfTurnRetracted2017(state: TableState, trick: number): boolean {
  return trick === state.totalTricks - 1;
}

/**
 * 57D: a defender's attempted play (not a lead) at his RHO's turn, after his partner has played:
 * a legal card must be played at his proper turn; an illegal one becomes a major penalty card.
 * The card is not placed now.
 */
function attemptedPlayAtRhoTurn2017(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const led = ledSuit(state);
  const legal = led === null || suitOf(card) === led || !hasSuit(state.hands[seat], led);
  const next = legal
    ? change(state, {
        obligations: [...state.obligations, { kind: 'play-card', seat, card, laws: ['Law 57D'] }],
      })
    : addPenaltyCard(state, { seat, card, major: true, laws: ['Law 57D', 'Law 50D'] });
  return addIrregularity(next, {
    seq,
    kind: 'play-out-of-turn',
    offender: seat,
    status: 'rectified',
    laws: ['Law 57D'],
    trick: trickIndex(state),
    card,
  });
}

/**
 * 62C3: both sides revoked on the same trick and only one side has played to the next: the
 * revoke trick reopened for the correction of `open`, the other side's revoke on it, established
 * by its play to the next trick, is corrected too (63B's exception); 64B8: no transfer for it.
 */
function revokeTrickReopened2017(state: TableState, open: Irregularity): TableState {
  const other = state.irregularities
    .ofKind('revoke')
    .find(
      (i) => i.trick === open.trick && i.status === 'established' && !sameSide(i.offender, open.offender),
    );
  if (other === undefined || other.card === undefined) return state;
  const corrected = updateIrregularity(
    state,
    other.seq,
    (r) => amended(r, { status: 'pending', noticed: true, laws: [...r.laws, 'Law 62C3', 'Law 64B8'] }),
    'revoke',
  );
  return change(corrected, {
    obligations: [
      ...corrected.obligations,
      {
        kind: 'correct-revoke',
        seat: other.offender,
        card: other.card,
        revoke: other.seq,
        laws: ['Law 62C3'],
      },
    ],
  });
}

/** 63A4: agreement to an opponent's claim or concession establishes the agreeing side's revokes. */
function establishByAgreement2017(state: TableState, side: Side): TableState {
  return establishByClaim(state, side, 'Law 63A4');
}

/** 64B3: only a penalty card or a card of dummy counts as a faced card. */
function facedCard2017(state: TableState, seat: Seat, suit: Suit): boolean {
  return penaltyOrDummyCard(state, seat, suit);
}

/** 2017's readings: each replaces 2007's function of the same name. */
export const WBF_2017_READINGS: Partial<WbfReadings> = {
  designationMayChange: designationMayChange2017,
  misinformedLeadRevokes: misinformedLeadRevokes2017,
  leavePenaltyCards: leavePenaltyCards2017,
  leadOutOfTurnRetracted: leadOutOfTurnRetracted2017,
  attemptedPlayAtRhoTurn: attemptedPlayAtRhoTurn2017,
  revokeTrickReopened: revokeTrickReopened2017,
  establishByAgreement: establishByAgreement2017,
  facedCard: facedCard2017,
};
