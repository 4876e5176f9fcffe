import { err, ok, type Result } from '../../core/result.js';
import { OTHER_SIDE, PARTNER, SIDE_OF } from '../../core/seat.js';
import type { RecordEvent } from '../../table/event.js';
import { updateIrregularity } from '../../table/mechanics.js';
import { change, type Offer, type Refusal, refusal, type TableState } from '../../table/state.js';
import { accept, acceptChange, notAccepted, reject, rejectChange } from './act-call.js';
import { electOnClaim } from './act-claim.js';
import { play } from './act-play.js';
import { settle, withScore } from './act-settle.js';
import type { WbfCode } from './code.js';
import { endDecision, endDecisionSide, isEndProvision } from './end-of-board.js';
import { electOnMisinformation } from './law-16-21-information.js';
import { electOnLeadRestriction, pendingAbout } from './law-26-32-auction.js';
import { designationMade } from './law-41-48-card-played.js';
import { electLeadingHand } from './law-42-43-dummy.js';
import { electOnPenaltyCard, electOnPenaltyCardLead } from './law-49-52-penalty-cards.js';
import { electOnLead } from './law-53-56-lead-out-of-turn.js';
import { electOnPrematurePlay } from './law-57-premature-play.js';
import { otherCardsOf58B } from './law-58-60-simultaneous.js';
import { exchangeTwelfthTrickCards } from './law-61-64-revoke.js';
import { electOnDefectiveTrick, electOnSuppliedCard } from './law-65-67-tricks.js';
import { playOn } from './law-68-71-claims.js';

export function elect(
  state: TableState,
  option: Offer['id'],
  suit: Offer['suit'],
  card: Offer['card'],
  tricks: number | undefined,
  seq: number,
  code: WbfCode,
  by: RecordEvent['seat'] = 'director',
): Result<TableState, Refusal> {
  const pending = state.pending;
  if (pending === null) return err(refusal('not-offered', seq, `nobody offered "${option}"`));
  // 2017 68D2(b): the non-claiming side may choose only to play on; the rest is the director's.
  if (pending.provision === '70' && by !== 'director' && option !== 'play-on')
    return err(refusal('not-offered', seq, `"${option}" is the director's to choose`));
  const chosen = pending.options.find(
    (o) =>
      o.id === option &&
      (o.suit === undefined || o.suit === suit) &&
      (o.card === undefined || o.card === card),
  );
  if (chosen === undefined) return err(refusal('not-offered', seq, `"${option}" is not offered`));
  switch (pending.provision) {
    case '53':
    case '54':
    case '54C':
      return ok(settle(electOnLead(state, pending, chosen), code));
    case '55': {
      // 55A: defenders who choose differently (2007, 2017: the one next in turn prevails, his
      // partner's election waits for his; 1997: the first binds).
      const waits = code.defenderElectsFirst(state, pending, chosen, by);
      return ok(waits ?? settle(electOnLead(state, pending, chosen), code));
    }
    case '52':
      return ok(settle(electOnPenaltyCard(state, pending, chosen), code));
    case '27':
    case '27C':
    case '29': {
      const about = pendingAbout(state, pending.about);
      if (about === undefined) return ok(change(state, { pending: null }));
      if (chosen.id === 'accept-call') return ok(accept(state, about, code));
      return about.kind === 'insufficient-bid'
        ? notAccepted(state, about, code)
        : ok(reject(state, about, code));
    }
    case '26':
      return ok(settle(electOnLeadRestriction(state, pending, chosen), code));
    case '25': {
      const about = pendingAbout(state, pending.about);
      if (about === undefined) return ok(change(state, { pending: null }));
      return chosen.id === 'accept-call'
        ? acceptChange(state, about, ['Law 25B1'], seq, code)
        : ok(rejectChange(state, about, code));
    }
    case '25B2': {
      // 1997 25B2(b): the offender's choice after his change of call was not condoned.
      const about = pendingAbout(state, pending.about);
      if (about === undefined) return ok(change(state, { pending: null }));
      return ok(code.auction.changeChosen(state, about, chosen.id === 'accept-call'));
    }
    case '21B1':
      return ok(electOnMisinformation(state, pending.about, chosen.id === 'reject-call'));
    case '57':
      return ok(settle(electOnPrematurePlay(state, pending, chosen), code));
    case '50D2':
    case '51B':
    case '51A':
      return ok(settle(electOnPenaltyCardLead(state, chosen), code));
    case '46B':
    case '46B5': {
      // 46B: a designation of dummy's card, so made in the play, where there is a dummy.
      if (chosen.card === undefined || state.dummy === null) return ok(change(state, { pending: null }));
      return play(designationMade(state, pending, chosen.card), state.dummy, chosen.card, seq, code);
    }
    case '58B': {
      const irregularity = state.irregularities.ofSeq(pending.about)[0];
      if (chosen.card === undefined || irregularity === undefined)
        return ok(change(state, { pending: null }));
      // 58B2: the designated card is his play to this trick; the other cards become penalty
      // cards with the designation, after it (their first legal opportunity, 50D1, is later).
      const played = play(change(state, { pending: null }), irregularity.offender, chosen.card, seq, code);
      if (!played.ok) return played;
      return ok(settle(otherCardsOf58B(played.value, pending, chosen.card), code));
    }
    case '70':
      if (chosen.id === 'play-on') return ok(settle(playOn(state), code));
      return electOnClaim(state, chosen.id, tricks, seq, code);
    case '43B2':
      return ok(settle(electLeadingHand(state, pending, chosen), code));
    case '67A':
      if (chosen.card === undefined) return ok(change(state, { pending: null }));
      return ok(settle(electOnSuppliedCard(state, pending, chosen.card, code), code));
    case '67B':
      if (chosen.card === undefined) return ok(change(state, { pending: null }));
      return ok(settle(electOnDefectiveTrick(state, pending, chosen.card, code), code));
    case '69B':
      return withdrawnAgreement(state, pending.about, chosen, tricks, seq);
    case '62D2': {
      const choice = chosen.card === undefined ? state : twelfthTrickExchanged(state, pending.about);
      return ok(change(choice, { pending: endDecision(choice, '62D2', code) }));
    }
    default:
      if (isEndProvision(pending.provision))
        return adjustedScore(state, pending.provision, chosen, tricks, seq, code);
      return err(refusal('not-offered', seq, `no election is known for provision ${pending.provision}`));
  }
}

/** Law 12 at the end of the board (64C, 45F): the result stands, an assigned or an artificial score. */
function adjustedScore(
  state: TableState,
  provision: string,
  chosen: Offer,
  tricks: number | undefined,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const to = isEndProvision(provision) ? endDecisionSide(state, provision) : null;
  const result = state.result;
  const next = (s: TableState) => change(s, { pending: endDecision(s, provision, code) });
  // The irregularity the decision settles (16B: unauthorised information; 45F: dummy's indication).
  const kind =
    provision === '16B' ? 'unauthorised-information' : provision === '45F' ? 'dummy-indicated-card' : null;
  const settled = (s: TableState) =>
    kind === null
      ? s
      : change(s, {
          irregularities: s.irregularities.updated(
            (i) => i.status === 'pending',
            (i) => ({
              ...i,
              status: chosen.id === 'keep-result' ? 'no-rectification' : 'rectified',
              laws: chosen.laws,
            }),
            [kind],
          ),
        });
  if (chosen.id === 'keep-result') return ok(next(settled(state)));
  if (to === null || result === null) return ok(next(state));
  if (chosen.id === 'artificial-score' && provision === '25B2(b)(2)') {
    // 1997 25B2(b)(2): only the offending side is capped; the other keeps its table result.
    const capped = { side: OTHER_SIDE[to], at: 'average-minus', laws: chosen.laws } as const;
    return ok(next(change(state, { result: { ...result, capped } })));
  }
  if (chosen.id === 'artificial-score') {
    const artificial =
      to === 'NS'
        ? ({ NS: 'average-plus', EW: 'average-minus' } as const)
        : ({ NS: 'average-minus', EW: 'average-plus' } as const);
    return ok(next(settled(change(state, { result: { ...result, artificial } }))));
  }
  if (tricks === undefined || tricks < 1)
    return err(
      refusal('option-parameter', seq, '"adjust-tricks" needs "tricks": how many more tricks to transfer'),
    );
  // Law 12C1: tricks go from one side to the other; no more than the other side has.
  const from = result.tricks[OTHER_SIDE[to]];
  if (tricks > from)
    return err(
      refusal(
        'too-many-tricks',
        seq,
        from === 0
          ? `${to} already have all ${state.totalTricks} tricks: there is no trick left to transfer to them`
          : `${OTHER_SIDE[to]} have only ${from} trick${from === 1 ? '' : 's'} to transfer to ${to}, not ${tricks}`,
      ),
    );
  const transfers = [...result.transfers, { to, tricks, laws: chosen.laws }];
  return ok(next(settled(withScore(state, transfers))));
}

/** 62D2: the partner's other card deemed played to trick twelve; the board is scored again. */
function twelfthTrickExchanged(state: TableState, about: number): TableState {
  const revoker = state.irregularities.ofSeq(about, 'revoke')[0];
  if (revoker === undefined || state.result === null) return state;
  const exchanged = exchangeTwelfthTrickCards(state, PARTNER[revoker.offender]);
  const marked = updateIrregularity(
    exchanged,
    about,
    (i) => ({ ...i, laws: [...i.laws, 'Law 62D2'] }),
    'revoke',
  );
  return withScore(marked, state.result.transfers);
}

/** 69B: the director's decision on an agreement withdrawn after the board. */
function withdrawnAgreement(
  state: TableState,
  about: number,
  chosen: Offer,
  tricks: number | undefined,
  seq: number,
): Result<TableState, Refusal> {
  const withdrawal = state.irregularities.ofSeq(about, 'agreement-withdrawn')[0];
  const result = state.result;
  if (withdrawal === undefined || result === null) return ok(change(state, { pending: null }));
  const mark = (s: TableState, status: 'rectified' | 'no-rectification') =>
    updateIrregularity(change(s, { pending: null }), about, (i) => ({ ...i, status, laws: chosen.laws }));
  if (chosen.id === 'keep-result') return ok(mark(state, 'no-rectification'));
  const side = SIDE_OF[withdrawal.offender];
  const given = state.claimed[OTHER_SIDE[side]];
  if (tricks === undefined || tricks < 1 || tricks > given)
    return err(
      refusal(
        'option-parameter',
        seq,
        `"adjust-tricks" needs "tricks": how many of the ${given} tricks agreed away go back`,
      ),
    );
  const transfers = [...result.transfers, { to: side, tricks, laws: chosen.laws }];
  return ok(mark(withScore(state, transfers), 'rectified'));
}
