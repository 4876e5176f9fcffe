/**
 * The WBF judge, part: a card played (Laws 44–61). In turn it is checked for a revoke (61A), a
 * broken lead restriction (50D2) or duty (57A), a penalty card not played (52), then placed, and
 * the side's earlier revokes are established (63A1). Out of turn it goes to Laws 53–57; while a
 * decision is open, a play that answers it (a lead accepted, 52B1, 60A1, 58B4, 60C) does so, any
 * other is refused — as every act is while play is held (a decision, a claim, a revoke card to be
 * withdrawn first, 62A).
 */
import type { Card } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import {
  addIrregularity,
  isDefender,
  leadDue,
  ledSuit,
  placeCard,
  trickIndex,
  updateIrregularity,
  wouldRevoke,
} from '../../table/mechanics.js';
import { change, type Declared, type Refusal, refusal, type TableState } from '../../table/state.js';
import { settle } from './act-settle.js';
import type { WbfCode } from './code.js';
import {
  electOnPenaltyCard,
  exposeCard,
  leadRestrictionBroken,
  penaltyCardDuty,
  penaltyCardNotPlayed,
} from './law-49-52-penalty-cards.js';
import {
  electOnLead,
  isLeadDecision,
  isOpeningLeadDecision,
  leadOutOfTurn,
  playOnLead,
  properLeadAfterLeadOutOfTurn,
} from './law-53-56-lead-out-of-turn.js';
import { playDutyBroken, prematureKind, prematurePlay } from './law-57-premature-play.js';
import {
  afterRetractedLead,
  forfeited,
  playAfterRetractedLead,
  playBeforeAssessment,
} from './law-58-60-simultaneous.js';
import { establishByPlay, revoke } from './law-61-64-revoke.js';
import { cardsUnnoticed } from './law-65-67-tricks.js';

export const awaiting = (state: TableState, seq: number): Result<TableState, Refusal> =>
  err(
    refusal(
      'awaiting-decision',
      seq,
      `${state.pending?.chooser.join(' or ') ?? 'the director'} must first decide (Law ${state.pending?.provision ?? ''})`,
    ),
  );

/** A refusal when play is held (a decision, a claim) for an act that does not answer it. */
export function busyRefusal(state: TableState, seq: number): Result<TableState, Refusal> | null {
  if (state.phase !== 'play')
    return err(refusal('not-in-play', seq, 'the play period has not begun or has ended'));
  if (state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a claim awaits an answer: play has ceased'));
  if (state.pending !== null) return awaiting(state, seq);
  return correctionDue(state, seq);
}

/** A refusal while a revoke awaits its correction (62A): the offender withdraws the card first. */
function correctionDue(state: TableState, seq: number): Result<TableState, Refusal> | null {
  const duty = state.obligations.find((o) => o.kind === 'correct-revoke');
  if (duty === undefined) return null;
  return err(
    refusal(
      'awaiting-correction',
      seq,
      `${duty.seat} must first withdraw the revoke card ${duty.card} (Law 62)`,
    ),
  );
}

export function play(
  state: TableState,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  // Cards are played once the contract is known: there is a declarer.
  if (state.declarer === null) return err(refusal('auction-not-ended', seq, 'the auction has not ended'));
  if (state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a claim awaits an answer: play has ceased'));
  const pending = state.pending;
  if (pending !== null) {
    if (isLeadDecision(pending.provision)) {
      const answer = playOnLead(state, pending, seat);
      if (answer === 'accepts') {
        const accepted = electOnLead(state, pending, {
          id: 'accept-lead',
          laws: isOpeningLeadDecision(pending.provision)
            ? ['Law 54B']
            : pending.provision === '55'
              ? ['Law 55A']
              : ['Law 53A'],
        });
        // 54B2: declarer may play the second card from dummy, out of rotation.
        return isOpeningLeadDecision(pending.provision) && accepted.declarer !== null
          ? playInTurn(accepted, seat, card, seq, code)
          : play(accepted, seat, card, seq, code);
      }
      if (answer === 'wrong-defender') {
        const stands = electOnLead(state, pending, { id: 'accept-lead', laws: ['Law 53B'] });
        return play(stands, seat, card, seq, code);
      }
      if (answer === 'proper-lead') {
        const proper = properLeadAfterLeadOutOfTurn(state, pending);
        if (proper.pending === null) return play(proper, seat, card, seq, code);
      }
    }
    if (
      pending.provision === '52' &&
      (seat === state.declarer || seat === state.dummy) &&
      seat === state.turn
    ) {
      const accepted = electOnPenaltyCard(state, pending, { id: 'accept-card', laws: ['Law 52B1'] });
      return play(accepted, seat, card, seq, code);
    }
    // 60A1: declarer plays on after a defender's premature play: the rectification is forfeited.
    if (pending.provision === '57' && !isDefender(state, seat))
      return play(forfeited(state, pending), seat, card, seq, code);
    // 58B4: cards played together went unnoticed: the next hand played on.
    const together = state.irregularities.ofSeq(pending.about)[0];
    if (pending.provision === '58B' && together !== undefined && seat !== together.offender) {
      const cards = pending.options.map((o) => o.card).filter((c): c is Card => c !== undefined);
      const marked = updateIrregularity(change(state, { pending: null }), pending.about, (i) => ({
        ...i,
        status: 'no-rectification',
        laws: ['Law 58B4'],
      }));
      const unnoticed = cardsUnnoticed(marked, together.offender, cards, pending.about);
      const placed = play(unnoticed.state, together.offender, unnoticed.played, pending.about, code);
      return placed.ok ? play(placed.value, seat, card, seq, code) : placed;
    }
    // 60C: the offending side plays before the rectification is assessed.
    const early = playBeforeAssessment(state, pending, seat, card, seq);
    if (early !== null) return ok(early);
    return err(
      refusal(
        'awaiting-decision',
        seq,
        `${pending.chooser.join(' or ')} must first choose (Law ${pending.provision})`,
      ),
    );
  }
  const due = correctionDue(state, seq);
  if (due !== null) return due;
  if (leadDue(state) && seat !== state.turn) {
    if (afterRetractedLead(state, seat))
      return ok(settle(playAfterRetractedLead(state, seat, card, seq), code));
    return ok(settle(leadOutOfTurn(state, seat, card, seq, code), code));
  }
  if (seat !== state.turn) return playOutOfTurn(state, seat, card, seq, code);
  return playInTurn(state, seat, card, seq, code);
}

/** A card played to the trick in progress out of turn (Law 57), or a second card to it. */
function playOutOfTurn(
  state: Declared,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  if (state.trick?.plays.some((p) => p.seat === seat)) {
    // A card led to the next trick before this one is complete.
    if (!isDefender(state, seat))
      return ok(
        addIrregularity(state, {
          seq,
          kind: 'play-out-of-turn',
          offender: seat,
          status: 'no-rectification',
          laws: ['Law 55', 'Law 48A'],
          trick: trickIndex(state),
          card,
        }),
      );
    if (!(state.trick?.plays.some((p) => p.seat === PARTNER[seat]) ?? false))
      return ok(settle(prematurePlay(state, seat, card, seq, code), code));
    return ok(settle(exposeCard(state, seat, card, 'dropped', seq), code));
  }
  const kind = prematureKind(state, seat);
  if (kind === '57A') return ok(settle(prematurePlay(state, seat, card, seq, code), code));
  // 57D (2017): a defender's attempted play at his RHO's turn, if the code rectifies it.
  const attempted = kind === 'after-partner' ? code.attemptedPlayAtRhoTurn(state, seat, card, seq) : null;
  if (attempted !== null) return ok(settle(attempted, code));
  const law = kind === 'declarer' ? 'Law 57C2' : kind === '57C1' ? 'Law 57C1' : 'Law 57';
  const recorded = addIrregularity(state, {
    seq,
    kind: 'play-out-of-turn',
    offender: seat,
    status: 'no-rectification',
    laws: [law],
    trick: trickIndex(state),
    card,
  });
  return playInTurn(recorded, seat, card, seq, code);
}

const TRICK_DUTIES = new Set([
  'play-card',
  'play-highest',
  'play-lowest',
  'forbid-play-suit',
  'require-play-suit',
]);

/** A card played by a hand whose turn it is: revokes, penalty-card duties, establishment. */
export function playInTurn(
  state: Declared,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  // Law 41: once the opening lead is faced (in turn), dummy's hand is spread.
  if (!state.dummyFaced) state = change(state, { dummyFaced: true });
  const trick = trickIndex(state);
  const led = ledSuit(state);
  let next: TableState = state;
  if (led === null) {
    const broken = leadRestrictionBroken(state, seat, card);
    if (broken !== null) next = revoke(next, seat, card, broken, seq, ['Law 61A', 'Law 50D2'], code);
  } else if (wouldRevoke(state, seat, card, led)) {
    next = revoke(next, seat, card, led, seq, ['Law 61A'], code);
  } else if (state.obligations.length > 0) {
    const broken = playDutyBroken(state, seat, card);
    if (broken !== null) {
      const law = state.obligations.some((o) => o.seat === seat && o.laws.includes('Law 57D'))
        ? 'Law 57D'
        : 'Law 57A';
      next = revoke(next, seat, card, broken, seq, ['Law 61A', law], code);
    }
  }
  if (next === state) {
    const missed = penaltyCardDuty(state, seat, card);
    if (missed !== null)
      return ok(
        settle(
          establishByPlay(penaltyCardNotPlayed(state, seat, card, missed, seq, code), seat, trick),
          code,
        ),
      );
  }
  if (next.obligations.length > 0) {
    const obligations = next.obligations.filter(
      (o) => !(o.seat === seat && (TRICK_DUTIES.has(o.kind) || (o.kind === 'lead-suit' && led === null))),
    );
    if (obligations.length !== next.obligations.length) next = change(next, { obligations });
  }
  next = placeCard(next, seat, card);
  next = establishByPlay(next, seat, trick);
  return ok(settle(next, code));
}
