/**
 * The judge of the WBF rulebooks: one act at a time, after the table has found it physically
 * possible. Regular acts (calls, plays in turn) go through; irregular ones are recorded and
 * handed to the provisions of their law (files law-*.ts beside this one). After every act the
 * decisions that fall due are opened (50D2, 51A) and, when the last trick is quitted or a claim
 * settled, the end of play is judged (62D, 64, 64C, 12) and the board scored.
 *
 * `actFor(code)` builds the judge of one code (code.ts: 1997, 2007, 2017 differ in a few
 * readings and provisions). While a decision is pending, acts that do not answer it are refused
 * with kind `awaiting-decision` (the director holds play until the choice is made) — except a
 * question of fact for the director alone: any other act first applies its documented default (a
 * table with no director). Calls are judged in act-call.ts (Laws 26–39).
 *
 * This module routes each act (and judges findings, designations, inquiries, calls and attention
 * drawn); the parts of the judge beside it: act-play.ts (a card played), act-elect.ts (the
 * elections), act-claim.ts (claims and concessions), act-settle.ts (the decisions that fall due,
 * the end of play and the score).
 */
import type { Card } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat, SIDE_OF } from '../../core/seat.js';
import type { RecordEvent } from '../../table/event.js';
import { physicallyPossible } from '../../table/evolve.js';
import { addIrregularity, holds, isDefender, trickIndex, updateIrregularity } from '../../table/mechanics.js';
import type { JudgedEvent, TableRulebook } from '../../table/rulebook.js';
import { type Declared, type Refusal, refusal, type TableState } from '../../table/state.js';
import { acceptChange, judgeCall } from './act-call.js';
import { agree, claim, dispute } from './act-claim.js';
import { elect } from './act-elect.js';
import { awaiting, busyRefusal, play, playInTurn } from './act-play.js';
import { settle } from './act-settle.js';
import type { WbfCode } from './code.js';
import { couldSeeDummy, penaltyCardInformationClaimed, recordUnauthorised } from './law-12-16-director.js';
import {
  auctionQuestion,
  misinformedInAuction,
  onAuctionMisinformation,
  unauthorisedInformationClaimed,
} from './law-16-21-information.js';
import { exposedInAuction, handFacedInAuction } from './law-24-exposed-in-auction.js';
import { onComparableFinding, pendingAbout } from './law-26-32-auction.js';
import { assessed } from './law-33-38-calls.js';
import {
  attentionToDummyCard,
  changeOfDesignation,
  designatedCard,
  designationDecision,
  dummyIndicated,
  dummyMisplayed,
  fifthCard,
  heldCard,
  isCardFinding,
  notADesignation,
  onCardFinding,
  withdrawAfterChange,
} from './law-41-48-card-played.js';
import { dummyActs, dummyAsksDefender, onDummyFinding } from './law-42-43-dummy.js';
import { misinformationClaimed, misinformedLead, onMisinformationFinding } from './law-47e-misinformation.js';
import { exposeCard } from './law-49-52-penalty-cards.js';
import { applyExpressed, isLeadDecision, isOpeningLeadDecision } from './law-53-56-lead-out-of-turn.js';
import { cardsTogether } from './law-58-60-simultaneous.js';
import {
  attentionToRevoke,
  correctionEnded,
  establishByClaim,
  establishByPlay,
  revokeOf,
  withdrawInCorrection,
} from './law-61-64-revoke.js';
import {
  anyDefectiveTrick,
  attentionToDefectiveTrick,
  defectiveQuit,
  inspection,
} from './law-65-67-tricks.js';
import { facedHandClaim } from './law-68-71-claims.js';

/** The judge of one WBF code. */
export function actFor(code: WbfCode): TableRulebook['act'] {
  return (state, event, seq) => {
    // The common act — one card played in turn, play not held (no decision, claim or revoke to
    // correct) — goes straight to its law: what the route below would do for it, without asking
    // each step whether it applies (the duties on the card are `playInTurn`'s in both).
    if (
      event.type === 'play' &&
      state.declarer !== null &&
      state.pending === null &&
      state.claim === null &&
      noCorrectionDue(state.obligations) &&
      event.seat === state.turn &&
      !('cards' in event) &&
      event.trick === undefined &&
      event.by === undefined
    )
      return cardInTurn(state, event.seat, event.card, seq, code);
    let s = state;
    const pending = s.pending;
    // A question of fact for the director alone: without his finding, the default applies.
    if (pending?.findings !== undefined && pending.options.length === 0 && event.type !== 'finding') {
      const ask = pending.findings[0];
      if (ask !== undefined) {
        const applied = finding(s, ask.fact, ask.default, 'default', seq, code);
        if (!applied.ok) return applied;
        s = applied.value;
        // The act names a card the default has just played (45C1, 45E): it is that same card.
        if (namesCardJustPlayed(s, event)) return ok(recordUnauthorised(s, state));
        // Any other act must still be possible once the default is applied.
        const impossible = physicallyPossible(s, event, seq, [], true);
        if (impossible !== null) return err(impossible);
      }
    }
    // 55A: one defender's option expressed; an act other than the answer of the defender next in
    // turn (his election, or his card played to the lead) lets it stand.
    if (s.pending?.expressed !== undefined && event.seat !== s.pending.next) {
      const applied = applyExpressed(s);
      if (applied !== null) {
        s = settle(applied, code);
        const impossible = physicallyPossible(s, event, seq);
        if (impossible !== null) return err(impossible);
      }
    }
    // 36A, 37A, 38D: any act but a call after an inadmissible call assesses its rectification.
    if (event.type !== 'call') s = assessed(s);
    const judged = judge(s, event, seq, code);
    if (!judged.ok) return judged;
    // 63A1, 63A2: any lead or play to a later trick (legal or not: out of turn, premature, two
    // cards together), or a card designated for it, establishes the side's earlier revokes.
    const law =
      event.type === 'play' && event.trick === undefined
        ? 'Law 63A1'
        : event.type === 'designate' && event.card !== undefined
          ? 'Law 63A2'
          : null;
    // A single card played in turn with no decision open was judged by act-play.ts `playInTurn`,
    // which has established them already (before the decisions that fall due): not asked again.
    const inTurn =
      event.type === 'play' && !('cards' in event) && s.pending === null && event.seat === s.turn;
    const established =
      law === null || event.seat === 'director' || inTurn
        ? judged.value
        : establishByPlay(judged.value, event.seat, trickIndex(s), law);
    const ended = established.correction === null ? established : correctionEnded(established);
    // Most acts (a plain play) change neither the irregularities nor the penalty cards: nothing
    // new to record, and the judged result is returned as it is.
    const recorded =
      ended.irregularities === state.irregularities && ended.penaltyCards === state.penaltyCards
        ? ended
        : recordUnauthorised(ended, state);
    return recorded === judged.value ? judged : ok(recorded);
  };
}

/**
 * A card played in turn with play not held: 36A's assessment of an inadmissible call, the card
 * judged (act-play.ts `playInTurn`: revokes, penalty-card duties, 63A1), a correction ended (62),
 * what the act made unauthorised (16D, 50E2) — the steps of `actFor`'s route that apply to it.
 */
function cardInTurn(
  state: Declared,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const judged = playInTurn(assessed(state), seat, card, seq, code);
  if (!judged.ok) return judged;
  const played = judged.value;
  const ended = played.correction === null ? played : correctionEnded(played);
  if (ended.irregularities === state.irregularities && ended.penaltyCards === state.penaltyCards)
    return ended === played ? judged : ok(ended);
  return ok(recordUnauthorised(ended, state));
}

/** No revoke awaits its correction (62A): the only obligation that holds a card in turn. */
function noCorrectionDue(obligations: TableState['obligations']): boolean {
  for (let k = 0; k < obligations.length; k++) if (obligations[k]?.kind === 'correct-revoke') return false;
  return true;
}

/** A card played or shown (`expose`) that its hand no longer holds: the default has just played it. */
function namesCardJustPlayed(state: TableState, event: JudgedEvent): boolean {
  if (event.type === 'play' && 'card' in event) return !holds(state.hands[event.seat], event.card);
  if (event.type === 'expose') return !holds(state.hands[event.holder ?? event.seat], event.card);
  return false;
}

function judge(
  state: TableState,
  event: JudgedEvent,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const actor = event.seat;
  switch (event.type) {
    case 'call':
      return judgeCall(state, event.seat, event.call, seq, code, event.simultaneous === true);
    case 'play': {
      const seat = event.seat;
      if ('cards' in event) {
        const busy = busyRefusal(state, seq);
        if (busy !== null) return busy;
        return ok(cardsTogether(state, seat, event.cards, seq, code));
      }
      if (event.trick !== undefined && event.trick < trickIndex(state)) {
        const last = state.tricks[event.trick];
        if (
          event.trick !== trickIndex(state) - 1 ||
          last === undefined ||
          !last.plays.some((p) => p.seat === seat)
        )
          return err(
            refusal('trick-not-open', seq, `trick ${event.trick + 1} is not the trick just completed`),
          );
        const busy = busyRefusal(state, seq);
        if (busy !== null) return busy;
        return ok(fifthCard(state, seat, event.card, seq, code));
      }
      const played = play(state, seat, event.card, seq, code);
      if (!played.ok || event.by !== 'dummy' || seat !== state.dummy) return played;
      return ok(dummyMisplayed(played.value, seat, event.card, seq));
    }
    case 'designate':
      return designate(state, event.seat, event.card, event.words, seq, code);
    case 'touch': {
      const seat = event.seat;
      if (!holds(state.hands[seat], event.card))
        return err(refusal('card-not-in-hand', seq, `${event.card} is not in ${seat}'s hand`));
      if (event.by === 'dummy') return ok(dummyIndicated(state, seat, event.card, seq));
      // 45C3: dummy's card deliberately touched by declarer is played, unless he was arranging.
      if (seat === state.dummy && event.arranging !== true) return play(state, seat, event.card, seq, code);
      return ok(state);
    }
    case 'expose': {
      if (state.phase === 'auction')
        return event.how === 'lifted'
          ? err(refusal('not-in-this-game', seq, '"lifted" is a euchre exposure'))
          : ok(exposedInAuction(state, event.seat, [event.card], seq));
      if (state.phase !== 'play') return err(refusal('board-ended', seq, 'the board has ended'));
      if (event.how === 'lifted')
        return err(refusal('not-in-this-game', seq, '"lifted" is a euchre exposure'));
      if (state.penaltyCards.some((p) => p.card === event.card))
        return err(refusal('already-exposed', seq, `${event.card} is already a penalty card`));
      const seat = event.seat;
      if (event.how === 'held-as-played' || event.how === 'seen-by-partner') {
        if (
          event.how === 'held-as-played' &&
          seat === state.declarer &&
          state.turn === seat &&
          state.pending === null
        ) {
          // 45C2: declarer's card held face up near the table is played.
          const played = play(state, seat, event.card, seq, code);
          return played.ok
            ? ok(
                addIrregularity(played.value, {
                  seq,
                  kind: 'exposed-card',
                  offender: seat,
                  status: 'no-rectification',
                  laws: ['Law 45C2'],
                  trick: trickIndex(state),
                  card: event.card,
                }),
              )
            : played;
        }
        if (state.pending === null && state.claim === null) {
          const held = heldCard(state, seat, event.card, seq, code);
          if (held !== null) return ok(held);
        }
      }
      return ok(settle(exposeCard(state, seat, event.card, event.how, seq), code));
    }
    case 'elect':
      return elect(state, event.option, event.suit, event.card, event.tricks, seq, code, event.seat);
    case 'attention':
      return attention(state, event.seat, event.to, event.offender, seq, code);
    case 'ask':
      return ask(state, event.seat, event.of, event.about, seq, code);
    case 'withdraw': {
      const seat = event.seat;
      // 47C/47D: not while a decision is open (it may be about the very card).
      const next =
        withdrawInCorrection(state, seat, event.card) ??
        (state.pending === null ? withdrawAfterChange(state, seat, event.card) : null) ??
        ownCorrection(state, seat, event.card, code);
      if (next === null)
        return err(
          refusal(
            'withdraw-not-allowed',
            seq,
            `the laws do not let ${actor} take back ${event.card} now (Law 47B allows it only to correct an illegal play)`,
          ),
        );
      return ok(settle(next, code));
    }
    case 'face-hand': {
      const seat = event.seat;
      if (isOpeningLeadDecision(state.pending?.provision) && seat === state.declarer)
        return elect(state, 'spread-hand', undefined, undefined, undefined, seq, code);
      if (state.phase === 'auction') return ok(handFacedInAuction(state, seat, seq));
      if (state.phase !== 'play') return err(refusal('board-ended', seq, 'the board has ended'));
      const busy = busyRefusal(state, seq);
      if (busy !== null) return busy;
      // 48B2, 68A: facing the hand is a claim of the remaining tricks.
      const c = facedHandClaim(state, seat, seq);
      return ok({ ...establishByClaim(state, SIDE_OF[seat]), claim: c });
    }
    case 'claim':
    case 'concede':
      return claim(
        state,
        event.seat,
        event.type,
        event.tricks,
        event.type === 'claim' ? event.statement : undefined,
        seq,
      );
    case 'agree':
      if (state.pending !== null) return awaiting(state, seq);
      return agree(state, code);
    case 'dispute':
      return dispute(state, event.seat, seq, code);
    case 'quit-trick': {
      // 65A: turning a complete trick changes nothing (the table has quitted it); a trick turned
      // with fewer than four cards is a defective trick (67).
      const plays = state.trick?.plays.length ?? 0;
      if (
        plays === 0 ||
        state.phase !== 'play' ||
        state.pending !== null ||
        state.claim !== null ||
        state.obligations.some((o) => o.kind === 'correct-revoke')
      )
        return ok(state);
      return ok(settle(defectiveQuit(state, seq), code));
    }
    case 'discard':
      return err(refusal('not-in-this-game', seq, 'only euchre has a discard'));
    case 'finding':
      return finding(state, event.fact, event.value, 'director', seq, code);
  }
}

/**
 * 62A (1997, 2007: a player must correct his revoke "if he becomes aware" of it before it is
 * established; 2017: once attention is drawn — the offender may draw it himself, 9A2): the
 * offender withdraws his revoke card with no one having drawn attention to it. That is the
 * correction of 62B, with the consequences of 62B1/62B2 and 62C. Dummy's card is withdrawn by
 * the dummy's seat as every dummy card is. Null when `card` is not a revoke still open.
 */
function ownCorrection(state: TableState, seat: Seat, card: Card, code: WbfCode): TableState | null {
  if (state.pending !== null || state.claim !== null) return null;
  const open = state.irregularities
    .ofKind('revoke')
    .find((i) => i.status === 'latent' && i.offender === seat && i.card === card);
  if (open === undefined || open.trick < trickIndex(state) - 1) return null;
  // The revoke card lies in the trick in progress, or in the trick just completed when no card
  // of the next has been played by the offending side (then it would be established, 63A1).
  const noticed = attentionToRevoke(state, seat, code);
  return withdrawInCorrection(noticed, seat, card);
}

/** A finding of fact by the director (or its default). */
function finding(
  state: TableState,
  fact: string,
  value: string | number | boolean,
  by: 'director' | 'default',
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const pending = state.pending;
  const yes = value === true || value === 'true' || value === 'yes';
  // 25A: the director finds the change of call unintended: the substitute replaces the call.
  if (pending?.provision === '25' && fact === 'unintended') {
    const about = pendingAbout(state, pending.about);
    if (about === undefined) return ok(state);
    const found = { fact, value: yes, by, laws: ['Law 25A'] } as const;
    if (!yes) return ok(updateIrregularity(state, about.seq, (i) => ({ ...i, finding: found })));
    const replaced = acceptChange(state, about, ['Law 25A'], seq, code);
    return replaced.ok
      ? ok(updateIrregularity(replaced.value, about.seq, (i) => ({ ...i, finding: found })))
      : replaced;
  }
  // 2007 27B1(b), 2017 Law 23A: the replacement call is (or is not) comparable.
  if (fact === 'comparable-call') {
    const found = onComparableFinding(state, yes, by, code);
    if (found !== null) return ok(found);
    return err(
      refusal(
        'finding-not-asked',
        seq,
        'no call awaits the finding "comparable-call" (it is asked of a replacement call standing in an auction not yet ended)',
      ),
    );
  }
  if (pending?.provision === '54' && fact === 'could-see-dummy')
    return ok(couldSeeDummy(state, yes, by, code));
  // 47E1: a lead out of turn after an opponent said it was the player's turn.
  if (isLeadDecision(pending?.provision) && fact === 'misinformed')
    return ok(yes ? settle(misinformedLead(state, by, code), code) : state);
  if (pending?.provision === '43' && fact === 'dummy-violated')
    return ok(
      settle(
        onDummyFinding(state, yes, by, (s, o) => attentionToRevoke(s, o, code), code),
        code,
      ),
    );
  if (pending?.provision === '21' && fact === 'misinformed')
    return ok(settle(onAuctionMisinformation(state, yes, by, code), code));
  if (pending?.provision === '47E' && fact === 'misinformed')
    return ok(settle(onMisinformationFinding(state, yes, by), code));
  if (
    pending === null ||
    !isCardFinding(pending.provision) ||
    !pending.findings?.some((f) => f.fact === fact)
  )
    return err(
      refusal(
        'finding-not-asked',
        seq,
        `the director is not asked "${fact}" now${pending?.findings ? ` (asked: ${pending.findings.map((f) => f.fact).join(', ')})` : ''}`,
      ),
    );
  const applied = onCardFinding(state, value, by, pending.about, (s, seat, card, q) =>
    play(s, seat, card, q, code),
  );
  // A play the finding makes that cannot be made now is a refusal of this act.
  return applied.ok ? ok(settle(applied.value, code)) : err({ ...applied.error, at: seq });
}

/** 45C4, 46: a card designated (named) for `seat`'s hand, or dummy's card by incomplete words. */
function designate(
  state: TableState,
  seat: Seat,
  card: Card | undefined,
  words: string | undefined,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const busy = busyRefusal(state, seq);
  if (busy !== null) return busy;
  if (card !== undefined) {
    if (state.trick?.plays.some((p) => p.seat === seat) ?? false)
      return ok(changeOfDesignation(state, seat, card, seq, code));
    if (holds(state.hands[seat], card)) return play(state, seat, card, seq, code); // 45C4(a), 45B
    if (seat !== state.dummy)
      return err(refusal('card-not-in-hand', seq, `${card} is not in ${seat}'s hand`));
    // 46B4: a card dummy does not hold: the call is void; declarer designates a legal card.
    const legal = designatedCard(state, 'anything');
    return ok(
      designationDecision(state, 'declarer', 'cards' in legal ? legal.cards : [], 'Law 46B4', seq, code),
    );
  }
  if (seat !== state.dummy || words === undefined) return notADesignation(seq, seat);
  const meant = designatedCard(state, words);
  if ('card' in meant) {
    const played = play(state, seat, meant.card, seq, code);
    if (!played.ok) return played;
    return ok(
      addIrregularity(played.value, {
        seq,
        kind: 'incomplete-designation',
        offender: state.declarer,
        status: 'no-rectification',
        laws: [meant.law],
        trick: trickIndex(state),
        card: meant.card,
      }),
    );
  }
  return ok(designationDecision(state, meant.choose, meant.cards, meant.law, seq, code));
}

/** 61B: an inquiry about a revoke; in 1997 defenders may not ask each other (63B). */
function ask(
  state: TableState,
  seat: Seat,
  of: Seat,
  about: string,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  if (about === 'last-trick' || about === 'trick') return ok(inspection(state, seat, about, seq, code));
  const question = auctionQuestion(state, seat, of, about, seq);
  if (question !== null) return ok(question);
  if (about !== 'revoke') return ok(state);
  if (state.dummy !== null && seat === state.dummy && state.phase === 'play') {
    // 42B1: dummy may ask declarer (43B2(b) after a 43A2 violation); 61B2(b): not a defender.
    if (of === state.declarer)
      return ok(state.pending === null ? (dummyActs(state, 'ask-declarer', seq, code) ?? state) : state);
    if (isDefender(state, of)) {
      const asked = state.pending === null ? (dummyActs(state, 'attention', seq, code) ?? state) : state;
      return ok(dummyAsksDefender(asked, state.dummy, seq));
    }
  }
  // The revoke the answer draws attention to, unless a later decision is open.
  const found = revokeOf(state, of);
  const revoke = found === undefined || laterDecisionOpen(state, of) ? undefined : found;
  // 61B: a defender asking his partner (1997: an illegal inquiry, and 63B).
  const asked =
    of === PARTNER[seat] && isDefender(state, seat)
      ? code.defenderAsksPartner(state, seat, revoke, seq)
      : state;
  return ok(revoke === undefined ? asked : attentionToRevoke(asked, of, code));
}

/** Attention drawn (Laws 43A1(b), 45D, 47E, 50E3, 62, 67), by a player, dummy or the director. */
function attention(
  state: TableState,
  actor: RecordEvent['seat'],
  to: string | undefined,
  offender: Seat | undefined,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const seat = actor === 'director' ? null : actor;
  if (seat !== null && seat === state.dummy && state.phase === 'play' && state.pending === null) {
    // 42B2 / 43B2(a): dummy warns declarer against leading from the wrong hand.
    if (to === 'lead-from-wrong-hand') return ok(dummyActs(state, 'warning', seq, code) ?? state);
    // 43A1(b): dummy may not draw attention during the play; 43B3 after a 43A2 violation.
    const recorded = dummyActs(state, 'attention', seq, code) ?? state;
    if (recorded.pending !== null) return ok(recorded);
    state = recorded;
  }
  if (to === 'misinformation') {
    if (seat === null || state.pending !== null) return ok(state);
    // 47E2: a card to take back; else the call made after the misinformation (21).
    if (state.phase === 'play') {
      const card = misinformationClaimed(state, seat, offender, seq, code);
      if (card !== null) return ok(card);
    }
    return ok(misinformedInAuction(state, seat, offender, seq, code));
  }
  if (to === 'unauthorised-information') {
    if (seat === null) return ok(state);
    // 16B: an opponent named as the source (a hesitation, a remark); else 50E3's penalty card.
    return ok(
      offender !== undefined
        ? unauthorisedInformationClaimed(state, seat, offender, seq)
        : penaltyCardInformationClaimed(state, seat),
    );
  }
  // An alert (Law 20, the regulations): recorded in the log, nothing to judge.
  if (to === 'alert') return ok(state);
  if (to === 'defective-trick')
    return ok(state.pending === null ? settle(attentionToDefectiveTrick(state, code), code) : state);
  if (to !== undefined && to !== 'revoke' && to !== 'dummy-misplayed-card') return ok(state);
  if (laterDecisionOpen(state, offender)) return ok(state);
  let next = state;
  // 45D: a decision open (on the misplaced card itself, perhaps) is made first.
  if (to !== 'revoke' && next.pending === null) next = attentionToDummyCard(next);
  if (to !== 'dummy-misplayed-card') next = attentionToRevoke(next, offender, code);
  if (to === undefined && next.pending === null && anyDefectiveTrick(next))
    next = settle(attentionToDefectiveTrick(next, code), code);
  return ok(next);
}

/**
 * A decision on a later card is open (a lead out of turn to the next trick): it is made first;
 * reopening the revoke trick now would take back the card it is about.
 */
function laterDecisionOpen(state: TableState, offender: Seat | undefined): boolean {
  return (
    state.pending !== null &&
    state.irregularities
      .ofSeq(state.pending.about)
      .some((i) => i.trick > (revokeTrickOf(state, offender) ?? i.trick))
  );
}

/** The trick of the first latent revoke (of `offender`, if given). */
function revokeTrickOf(state: TableState, offender: Seat | undefined): number | undefined {
  return state.irregularities
    .ofKind('revoke')
    .find((i) => i.status === 'latent' && (offender === undefined || i.offender === offender))?.trick;
}
