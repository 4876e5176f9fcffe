/**
 * The judge of rulebook `whist-club-1912` (Auction Bridge, Whist Club of New York, Nov. 1912):
 * one act at a time, after the table has found it physically possible. Law numbers are the
 * code's; its words are quoted in the files beside this one and in
 * docs/laws/whist-club-1912-ambiguities.md, which gives the default taken where it is open.
 *
 * The frame of the code: only the declarer's adversaries are penalised for exposed cards and
 * play out of turn (Laws 67, 72, 76, 77); the declarer is liable for his revokes (84a). An exposed
 * card stays in its owner's hand, face up on the table (`penaltyCards` with kind
 * `exposed-card`), "liable to be called" by the declarer (67, 75) whenever its owner must play:
 * the call is a decision offered then (provision 67). A call obeyed or not is judged by Law 73.
 *
 * The declaring (Laws 42–57, 65) is judged in declarations.ts; tricks of too few or too many
 * cards (Laws 81, 82) in tricks.ts. While a decision is pending, acts that do not answer it are
 * refused with kind `awaiting-decision` (Law 94: "the offender is bound to give reasonable time for
 * the decision of his adversaries").
 *
 * This module routes each act, and judges attention drawn, questions, dummy's acts (Laws 51,
 * 60–62, 85, 92, 93) and cards taken back (Laws 77, 78, 86). Beside it: act-play.ts (a card
 * played, in turn or not: Laws 68–80), act-expose.ts (exposed cards, 65–75), act-revoke.ts (the
 * revoke recorded and established, 73, 83, 85), act-elect.ts (the elections), act-settle.ts (the
 * decisions that fall due, claims, the end of play and the score), act-common.ts (shared helpers).
 */
import type { Card } from '../../core/card.js';
import { hasSuit } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import {
  addIrregularity,
  inRotation,
  isDefender,
  ledSuit,
  reopenLastTrick,
  takeBack,
  trickIndex,
  updateIrregularity,
} from '../../table/mechanics.js';
import type { JudgedEvent } from '../../table/rulebook.js';
import { change, type Declared, type Refusal, refusal, type TableState } from '../../table/state.js';
import type { Choice } from '../provision.js';
import { takeBackTrick } from './act-common.js';
import { elect } from './act-elect.js';
import { expose, faceHand } from './act-expose.js';
import { cardsAtOnce, play, playToQuittedTrick, touchOrName } from './act-play.js';
import { attentionToRevoke, quitTrickBy } from './act-revoke.js';
import { agree, claim, dispute, settle } from './act-settle.js';
import { auctionBridgeOf, withAuctionBridge } from './auction-bridge.js';
import { decision } from './decision.js';
import { declare as declareCall } from './declarations.js';
import { omissionFound, quitImperfectTrick, restoreSurplus } from './tricks.js';

export function act(state: TableState, event: JudgedEvent, seq: number): Result<TableState, Refusal> {
  const actor = event.seat;
  switch (event.type) {
    case 'call': {
      const declared = declareCall(state, event.seat, event.call, seq);
      return declared.ok ? ok(settle(declared.value)) : declared;
    }
    case 'play': {
      if (state.claim !== null)
        return err(refusal('awaiting-decision', seq, 'a claim awaits an answer: play has ceased'));
      if ('cards' in event) return cardsAtOnce(state, event.seat, event.cards, seq);
      if (event.trick !== undefined && event.trick < state.tricks.length)
        return playToQuittedTrick(state, event.seat, event.card, event.trick, seq);
      const played = play(state, event.seat, event.card, seq);
      return played.ok ? ok(settle(omissionFound(played.value, event.seat, seq))) : played;
    }
    case 'expose':
      return expose(state, event.seat, event.card, event.how, event.holder, seq);
    case 'face-hand':
      return faceHand(state, event.seat, seq);
    case 'elect':
      return elect(state, event.option, event.suit, event.card, seq);
    case 'attention':
      return attention(state, actor, event.to, event.offender, seq);
    case 'ask':
      if (event.about !== 'revoke' || actor === 'director') return ok(state);
      // Law 60a: dummy may ask the declarer; Law 85: a player may ask his partner. Either way the
      // question draws attention to a revoke not yet established.
      return ok(settle(attentionToRevoke(state, event.of, actor === state.dummy)));
    case 'withdraw':
      return withdraw(state, event.seat, event.card, seq);
    case 'quit-trick': {
      // Law 81: a trick of fewer than four cards may be turned and quitted (a player omitted to play).
      // Not while a claim awaits its answer (the cards of the trick go back to the hands then),
      // nor while a revoke card is to be taken back (Law 86).
      const quitted =
        state.phase === 'play' &&
        state.pending === null &&
        state.claim === null &&
        !state.obligations.some((o) => o.kind === 'correct-revoke')
          ? quitImperfectTrick(state)
          : state;
      return ok(settle(quitTrickBy(quitted, event.seat)));
    }
    case 'claim':
    case 'concede':
      return claim(state, event.seat, event.type, event.tricks, seq);
    case 'agree':
      return agree(state);
    case 'dispute':
      return dispute(state, seq);
    case 'designate':
    case 'touch':
      return touchOrName(state, event, seq);
    case 'discard':
      return err(refusal('not-in-this-game', seq, 'only euchre has a discard'));
    case 'finding':
      return err(refusal('finding-not-asked', seq, 'this code asks the director for no finding'));
  }
}

function attention(
  state: TableState,
  actor: Seat | 'director',
  to: string | undefined,
  offender: Seat | undefined,
  seq: number,
): Result<TableState, Refusal> {
  if (actor === 'director' || state.phase !== 'play' || state.declarer === null) return ok(state);
  const dummy = actor === state.dummy;
  if (to === undefined || to === 'revoke') return ok(settle(attentionToRevoke(state, offender, dummy)));
  // Law 82 (and 60b: dummy may call attention to "too many or too few cards" played to a trick).
  if (to === 'surplus-card') return ok(settle(restoreSurplus(state)));
  if (dummy) return ok(settle(dummyAttention(state, seq)));
  if (!isDefender(state, actor)) return ok(state);
  // Law 93: "Either of the declarer's adversaries may call his partner's attention to the fact
  // that he is about to play or lead out of turn".
  if (to === 'lead-out-of-turn') return ok(state);
  const trickNo = trickIndex(state);
  if (to === 'trick') {
    const partner = PARTNER[actor];
    const led = ledSuit(state);
    if (led === null || state.trick?.plays.some((p) => p.seat === partner)) return ok(state);
    return ok(
      addIrregularity(
        change(state, {
          pending: decision(state, '92', { about: seq }),
        }),
        {
          seq,
          kind: 'attention-to-trick',
          offender: actor,
          status: 'pending',
          laws: ['Law 92'],
          trick: trickNo,
        },
      ),
    );
  }
  const law = to === 'declaration' ? '51' : '93';
  return ok(
    addIrregularity(
      change(state, {
        pending: decision(state, law, { about: seq }),
      }),
      {
        seq,
        kind: 'unauthorised-reference',
        offender: actor,
        status: 'pending',
        laws: [`Law ${law}`],
        trick: trickNo,
      },
    ),
  );
}

/**
 * Law 61: "Should the declarer's partner call attention to any other incident of the play in
 * consequence of which any penalty might have been exacted, the declarer is precluded from
 * exacting such penalty." Every decision open against the adversaries lapses; a card led out of
 * turn goes back to its owner and the proper hand leads.
 */
function dummyAttention(state: Declared, seq: number): TableState {
  const pending = state.pending;
  let next = addIrregularity(state, {
    seq,
    kind: 'dummy-attention',
    offender: state.dummy,
    status: 'no-rectification',
    laws: ['Law 60', 'Law 61'],
    trick: trickIndex(state),
  });
  if (pending === null || ['84', '70', '62', '49', '50', '57'].includes(pending.provision)) return next;
  if (pending.provision === '76') next = takeBackTrick(next, pending.proper);
  return updateIrregularity(change(next, { pending: null }), pending.about, (i) => ({
    ...i,
    status: 'no-rectification',
    laws: [...i.laws, 'Law 61'],
  }));
}

function withdraw(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  const refused = err(
    refusal('withdraw-not-allowed', seq, `the laws do not let ${seat} take back ${card} now`),
  );
  const part = auctionBridgeOf(state);
  // Only a card of the trick in progress is taken back (a quitted trick stays quitted).
  const inTrick = (s: TableState) => s.trick?.plays.some((p) => p.seat === seat && p.card === card) ?? false;
  // Law 77: the declarer may rectify his lead out of turn until the second hand has played.
  const falseLead = part.falseLead;
  if (
    falseLead !== null &&
    falseLead.seat === seat &&
    falseLead.card === card &&
    state.trick?.plays.length === 1 &&
    inTrick(state)
  ) {
    const back = takeBack(state, seat, card);
    const next = withAuctionBridge(change(back, { trick: null, turn: falseLead.proper }), {
      falseLead: null,
    });
    return ok(settle(updateIrregularity(next, falseLead.seq, (i) => ({ ...i, status: 'corrected' }))));
  }
  // Law 86: "If a player correct his mistake in time to save a revoke" — his own taking back
  // of the card, with no one having claimed the revoke, is that correction.
  if (
    state.pending === null &&
    !state.obligations.some((o) => o.kind === 'correct-revoke' && o.seat === seat && o.card === card)
  ) {
    const own = state.irregularities
      .ofKind('revoke')
      .find((i) => i.status === 'latent' && i.offender === seat && i.card === card);
    if (own !== undefined && seat !== state.dummy) {
      const noticed = attentionToRevoke(state, seat, false);
      if (noticed.obligations.some((o) => o.kind === 'correct-revoke' && o.card === card))
        return withdraw(noticed, seat, card, seq);
    }
  }
  const duty = state.obligations.find(
    (o) => o.kind === 'correct-revoke' && o.seat === seat && o.card === card,
  );
  if (duty !== undefined && duty.kind === 'correct-revoke') {
    if (!inTrick(state)) return refused;
    const back = takeBack(state, seat, card);
    const obligations = back.obligations.filter((o) => o !== duty);
    const revokeAct = state.irregularities.ofSeq(duty.revoke)[0];
    let next = updateIrregularity(
      change(back, { obligations, correction: { revoke: duty.revoke, nonOffenderWithdrew: false } }),
      duty.revoke,
      (r) => ({ ...r, status: 'corrected', laws: [...r.laws, 'Law 86'] }),
      'revoke',
    );
    // Law 86: an adversary's card played in error is exposed, or he plays his highest or lowest.
    const declarer = state.declarer;
    const penalised =
      revokeAct !== undefined &&
      declarer !== null &&
      isDefender(state, seat) &&
      revokeAct.laws[0] === 'Law 83' &&
      !revokeAct.laws.includes('Law 61');
    const led = ledSuit(next);
    if (penalised && led !== null) {
      const choices: Choice[] = [{ id: 'call-card', card }];
      if (hasSuit(next.hands[seat], led)) choices.push('play-highest', 'play-lowest');
      next = change(next, {
        pending: decision(state, '86', { about: duty.revoke }, choices),
      });
    }
    return ok(next);
  }
  // Law 86: "any player or players who have followed him may withdraw their cards and substitute
  // others, and the cards so withdrawn are not exposed."
  const correction = state.correction;
  if (correction === null) return refused;
  const revokeAct = state.irregularities.ofSeq(correction.revoke)[0];
  if (revokeAct === undefined) return refused;
  let next = state;
  if (!inTrick(next) && next.trick === null && next.tricks.length - 1 === revokeAct.trick)
    next = reopenLastTrick(next);
  const trick = next.trick;
  if (trick === null || !inTrick(next) || seat === revokeAct.offender) return refused;
  const order = inRotation(trick.leader, trick.plays).map((p) => p.seat);
  if (order.indexOf(seat) < order.indexOf(revokeAct.offender)) return refused;
  return ok(takeBack(next, seat, card));
}
