/**
 * The judge of the WBF rulebooks: one act at a time, after the table has found it physically
 * possible. Regular acts (calls, plays in turn) go through; irregular ones are recorded and
 * handed to the provisions of their law (files law-*.ts beside this one). After every act the
 * decisions that fall due are opened (50D2, 51A) and, when the last trick is quitted or a claim
 * settled, the end of play is judged (62D, 64, 64C, 12) and the board scored.
 *
 * `actFor(code)` builds the judge of one code (code.ts: 1997, 2007, 2017 differ in a few
 * switches); `act` is 2007's. While a decision is pending, acts that do not answer it are refused
 * with kind `awaiting-decision` (the director holds play until the choice is made) — except a
 * question of fact for the director alone: any other act first applies its documented default (a
 * table with no director). Acts of the auction period (Laws 17–39) are refused `not-yet-judged`.
 */

import type { Card } from '../../core/card.js';
import { add } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import { OTHER_SIDE, PARTNER, type Seat, SIDE_OF, type Side } from '../../core/seat.js';
import { addCall, auctionOutcome } from '../../games/contract-bridge/auction.js';
import { parseCall } from '../../games/contract-bridge/call.js';
import { scoreForSide } from '../../games/contract-bridge/score-duplicate.js';
import type { RecordEvent } from '../../table/event.js';
import {
  addIrregularity,
  holds,
  isDefender,
  leadDue,
  ledSuit,
  placeCard,
  trickIndex,
  tricksWon,
  updateIrregularity,
  withContract,
  withHand,
  wouldRevoke,
} from '../../table/mechanics.js';
import type { TableRulebook } from '../../table/rulebook.js';
import {
  type Claim,
  change,
  type Offer,
  type Refusal,
  refusal,
  type TableState,
  type Transfer,
} from '../../table/state.js';
import { WBF_2007_CODE, type WbfCode } from './code.js';
import { endDecision, endDecisionSide, isEndProvision } from './end-of-board.js';
import { couldSeeDummy, penaltyCardInformationClaimed, recordUnauthorised } from './law-12-16-director.js';
import {
  attentionToDummyCard,
  changeOfDesignation,
  designatedCard,
  designationDecision,
  designationMade,
  dummyIndicated,
  dummyMisplayed,
  fifthCard,
  heldCard,
  isCardFinding,
  notADesignation,
  onCardFinding,
  withdrawAfterChange,
} from './law-41-48-card-played.js';
import { dummyActs, dummyAsksDefender, electLeadingHand, onDummyFinding } from './law-42-43-dummy.js';
import { misinformationClaimed, misinformedLead, onMisinformationFinding } from './law-47e-misinformation.js';
import {
  electOnPenaltyCard,
  electOnPenaltyCardLead,
  exposeCard,
  leadRestrictionBroken,
  penaltyCardDecision,
  penaltyCardDuty,
  penaltyCardNotPlayed,
} from './law-49-52-penalty-cards.js';
import {
  electOnLead,
  leadOutOfTurn,
  playOnLead,
  properLeadAfterLeadOutOfTurn,
} from './law-53-56-lead-out-of-turn.js';
import {
  attemptedPlay,
  electOnPrematurePlay,
  playDutyBroken,
  prematureKind,
  prematurePlay,
} from './law-57-premature-play.js';
import {
  afterRetractedLead,
  cardsTogether,
  forfeited,
  otherCardsOf58B,
  playAfterRetractedLead,
  playBeforeAssessment,
} from './law-58-60-simultaneous.js';
import {
  attentionToRevoke,
  correctTwelfthTrickRevokes,
  establishByClaim,
  establishByPlay,
  exchangeTwelfthTrickCards,
  revoke,
  revokeOf,
  revokeTransfers,
  withdrawInCorrection,
} from './law-61-64-revoke.js';
import {
  anyDefectiveTrick,
  attentionToDefectiveTrick,
  cardsUnnoticed,
  defectiveQuit,
  electOnDefectiveTrick,
  inspection,
} from './law-65-67-tricks.js';
import {
  agreementWithdrawn,
  cancelledConcession,
  claimersTricks,
  disputedClaim,
  facedHandClaim,
  objectedConcession,
  playOn,
  remainingTricks,
} from './law-68-71-claims.js';

/** The hand an act concerns, or null for the director. */
const actor = (event: RecordEvent): Seat | null => (event.seat === 'director' ? null : event.seat);

const notYet = (at: number, what: string): Result<TableState, Refusal> =>
  err(refusal('not-yet-judged', at, `${what}: the laws for this act are not implemented yet`));

/** The judge of one WBF code. */
export function actFor(code: WbfCode): TableRulebook['act'] {
  return (state, event, seq) => {
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
        const named = event.type === 'play' && 'card' in event ? event.card : undefined;
        if (named !== undefined && actor(event) !== null && !holds(s.hands[actor(event) as Seat], named))
          return ok(recordUnauthorised(s));
      }
    }
    const judged = judge(s, event, seq, code);
    return judged.ok ? ok(recordUnauthorised(judged.value)) : judged;
  };
}

export const act: TableRulebook['act'] = actFor(WBF_2007_CODE);

function judge(
  state: TableState,
  event: RecordEvent,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const actor = event.seat;
  switch (event.type) {
    case 'call':
      return call(state, actor as Seat, event.call, seq);
    case 'play': {
      const seat = actor as Seat;
      if ('cards' in event) {
        const busy = busyRefusal(state, seq);
        if (busy !== null) return busy;
        return ok(cardsTogether(state, seat, event.cards, seq));
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
        return ok(fifthCard(state, seat, event.card, seq));
      }
      const played = play(state, seat, event.card, seq, code);
      if (!played.ok || event.by !== 'dummy' || seat !== state.dummy) return played;
      return ok(dummyMisplayed(played.value, seat, event.card, seq));
    }
    case 'designate':
      return designate(state, actor as Seat, event.card, event.words, seq, code);
    case 'touch': {
      const seat = actor as Seat;
      if (!holds(state.hands[seat], event.card))
        return err(refusal('card-not-in-hand', seq, `${event.card} is not in ${seat}'s hand`));
      if (event.by === 'dummy') return ok(dummyIndicated(state, seat, event.card, seq));
      // 45C3: dummy's card deliberately touched by declarer is played, unless he was arranging.
      if (seat === state.dummy && event.arranging !== true) return play(state, seat, event.card, seq, code);
      return ok(state);
    }
    case 'expose': {
      if (state.phase !== 'play') return notYet(seq, 'a card exposed during the auction (Law 24)');
      if (event.how === 'lifted')
        return err(refusal('not-in-this-game', seq, '"lifted" is a euchre exposure'));
      if (state.penaltyCards.some((p) => p.card === event.card))
        return err(refusal('already-exposed', seq, `${event.card} is already a penalty card`));
      const seat = actor as Seat;
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
          const held = heldCard(state, seat, event.card, seq);
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
      return ask(state, actor as Seat, event.of, event.about, seq, code);
    case 'withdraw': {
      const seat = actor as Seat;
      const next =
        withdrawInCorrection(state, seat, event.card) ?? withdrawAfterChange(state, seat, event.card);
      if (next === null)
        return err(
          refusal(
            'withdraw-not-allowed',
            seq,
            `the laws do not let ${actor} take back ${event.card} now (Law 47F)`,
          ),
        );
      return ok(settle(next, code));
    }
    case 'face-hand': {
      const seat = actor as Seat;
      if (state.pending?.provision === '54' && seat === state.declarer)
        return elect(state, 'spread-hand', undefined, undefined, undefined, seq, code);
      if (state.phase !== 'play') return notYet(seq, 'a hand faced during the auction (Law 24)');
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
        actor as Seat,
        event.type,
        event.tricks,
        event.type === 'claim' ? event.statement : undefined,
        seq,
      );
    case 'agree':
      if (state.pending !== null) return awaiting(state, seq);
      return agree(state, code);
    case 'dispute':
      return dispute(state, actor as Seat, seq, code);
    case 'quit-trick': {
      // 65A: turning a complete trick changes nothing (the table has quitted it); a trick turned
      // with fewer than four cards is a defective trick (67).
      const plays = state.trick?.plays.length ?? 0;
      if (plays === 0 || state.phase !== 'play' || state.pending !== null || state.claim !== null)
        return ok(state);
      return ok(settle(defectiveQuit(state, seq), code));
    }
    case 'discard':
      return err(refusal('not-in-this-game', seq, 'only euchre has a discard'));
    case 'finding':
      return finding(state, event.fact, event.value, 'director', seq, code);
  }
}

const awaiting = (state: TableState, seq: number): Result<TableState, Refusal> =>
  err(
    refusal(
      'awaiting-decision',
      seq,
      `${state.pending?.chooser.join(' or ') ?? 'the director'} must first decide (Law ${state.pending?.provision ?? ''})`,
    ),
  );

/** A refusal when play is held (a decision, a claim) for an act that does not answer it. */
function busyRefusal(state: TableState, seq: number): Result<TableState, Refusal> | null {
  if (state.phase !== 'play')
    return err(refusal('not-in-play', seq, 'the play period has not begun or has ended'));
  if (state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a claim awaits an answer: play has ceased'));
  if (state.pending !== null) return awaiting(state, seq);
  return null;
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
  if (pending?.provision === '54' && fact === 'could-see-dummy') return ok(couldSeeDummy(state, yes, by));
  // 47E1: a lead out of turn after an opponent said it was the player's turn.
  if (
    (pending?.provision === '53' || pending?.provision === '54' || pending?.provision === '55') &&
    fact === 'misinformed'
  )
    return ok(yes ? settle(misinformedLead(state, by), code) : state);
  if (pending?.provision === '43' && fact === 'dummy-violated')
    return ok(
      settle(
        onDummyFinding(state, yes, by, (s, o) => attentionToRevoke(s, o, code)),
        code,
      ),
    );
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
  return applied.ok ? ok(settle(applied.value, code)) : applied;
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
    return ok(designationDecision(state, 'declarer', 'cards' in legal ? legal.cards : [], 'Law 46B4', seq));
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
        offender: state.declarer as Seat,
        status: 'no-rectification',
        laws: [meant.law],
        trick: trickIndex(state),
        card: meant.card,
      }),
    );
  }
  return ok(designationDecision(state, meant.choose, meant.cards, meant.law, seq));
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
  if (about !== 'revoke') return ok(state);
  if (seat === state.dummy && state.phase === 'play') {
    // 42B1: dummy may ask declarer (43B2(b) after a 43A2 violation); 61B2(b): not a defender.
    if (of === state.declarer)
      return ok(state.pending === null ? (dummyActs(state, 'ask-declarer', seq) ?? state) : state);
    if (isDefender(state, of)) {
      const asked = state.pending === null ? (dummyActs(state, 'attention', seq) ?? state) : state;
      return ok(dummyAsksDefender(asked, seq));
    }
  }
  const found = revokeOf(state, of);
  if (!code.defendersMayAskEachOther && of === PARTNER[seat] && isDefender(state, seat)) {
    const asked = addIrregularity(state, {
      seq,
      kind: 'illegal-inquiry',
      offender: seat,
      status: 'no-rectification',
      laws: ['Law 61B'],
      trick: trickIndex(state),
    });
    if (found === undefined) return ok(asked);
    const marked = updateIrregularity(
      asked,
      found.seq,
      (r) => ({ ...r, laws: [...r.laws, 'Law 63B'] }),
      'revoke',
    );
    return ok(attentionToRevoke(marked, of, code));
  }
  return ok(found === undefined ? state : attentionToRevoke(state, of, code));
}

function call(state: TableState, seat: Seat, text: string, seq: number): Result<TableState, Refusal> {
  if (state.phase !== 'auction' || state.auction === null)
    return err(refusal('auction-ended', seq, 'the auction is over: no more calls'));
  const parsed = parseCall(text);
  if (!parsed.ok) return err(refusal('call-syntax', seq, `"${text}" is not a call of contract bridge`));
  const expected = state.board.dealer;
  const index = state.auction.calls.length;
  const caller = (['N', 'E', 'S', 'W'] as const)[
    ((['N', 'E', 'S', 'W'].indexOf(expected) + index) % 4) as 0 | 1 | 2 | 3
  ];
  if (seat !== caller)
    return notYet(seq, `a call out of rotation by ${seat} (${caller} to call; Laws 28–32)`);
  const added = addCall(state.auction, parsed.value);
  if (!added.ok) return notYet(seq, `an irregular call (${added.error.kind}; Laws 18–39)`);
  const auction = added.value;
  const outcome = auctionOutcome(auction);
  if (outcome.kind === 'in-progress') return ok(change(state, { auction }));
  if (outcome.kind === 'passed-out')
    return ok(
      change(state, {
        auction,
        phase: 'ended',
        result: { tricks: { NS: 0, EW: 0 }, transfers: [], score: { NS: 0, EW: 0 } },
      }),
    );
  return ok(withContract(change(state, { auction }), outcome.contract));
}

function play(
  state: TableState,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  if (state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a claim awaits an answer: play has ceased'));
  const pending = state.pending;
  if (pending !== null) {
    if (pending.provision === '53' || pending.provision === '54' || pending.provision === '55') {
      const answer = playOnLead(state, pending, seat);
      if (answer === 'accepts') {
        const accepted = electOnLead(state, pending, {
          id: 'accept-lead',
          laws:
            pending.provision === '54' ? ['Law 54B'] : pending.provision === '55' ? ['Law 55A'] : ['Law 53A'],
        });
        // 54B2: declarer may play the second card from dummy, out of rotation.
        return pending.provision === '54'
          ? playInTurn(accepted, seat, card, seq, code)
          : play(accepted, seat, card, seq, code);
      }
      if (answer === 'wrong-defender') {
        const stands = electOnLead(state, pending, { id: 'accept-lead', laws: ['Law 53B'] });
        return play(stands, seat, card, seq, code);
      }
      if (answer === 'proper-lead')
        return play(properLeadAfterLeadOutOfTurn(state, pending), seat, card, seq, code);
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
    const together = state.irregularities.find((i) => i.seq === pending.about);
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
  const duty = state.obligations.find((o) => o.kind === 'correct-revoke');
  if (duty !== undefined)
    return err(
      refusal(
        'awaiting-correction',
        seq,
        `${duty.seat} must first withdraw the revoke card ${duty.card} (Law 62)`,
      ),
    );
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
  state: TableState,
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
  if (kind === 'after-partner' && code.attemptedPlayAtRhoTurn)
    return ok(settle(attemptedPlay(state, seat, card, seq), code));
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
function playInTurn(
  state: TableState,
  seat: Seat,
  card: Card,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  // Law 41: once the opening lead is faced (in turn), dummy's hand is spread.
  if (!state.dummyFaced) state = change(state, { dummyFaced: true });
  const trick = trickIndex(state);
  const led = ledSuit(state);
  let next = state;
  if (led === null) {
    const broken = leadRestrictionBroken(state, seat, card);
    if (broken !== null) next = revoke(next, seat, card, broken, seq, ['Law 61A', 'Law 50D2'], code);
  } else if (wouldRevoke(state, seat, card)) {
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
        settle(establishByPlay(penaltyCardNotPlayed(state, seat, card, missed, seq), seat, trick), code),
      );
  }
  if (next.obligations.length > 0) {
    const obligations = next.obligations.filter(
      (o) => !(o.seat === seat && (TRICK_DUTIES.has(o.kind) || (o.kind === 'lead-suit' && led === null))),
    );
    next = change(next, { obligations });
  }
  next = placeCard(next, seat, card);
  if (next.tricks.length > trick) next = change(next, { correction: null });
  next = establishByPlay(next, seat, trick);
  return ok(settle(next, code));
}

/** Opens the decisions that fall due and judges the end of play. */
function settle(state: TableState, code: WbfCode): TableState {
  if (state.phase === 'play' && state.tricks.length >= state.totalTricks) return finish(state, code, []);
  if (state.pending !== null || state.phase !== 'play') return state;
  let next = state;
  // A suit forbidden (50D2) only while the offender's partner keeps the lead.
  if (leadDue(next) && next.obligations.some((o) => o.kind === 'forbid-lead-suit' && o.seat !== next.turn))
    next = change(next, {
      obligations: next.obligations.filter((o) => o.kind !== 'forbid-lead-suit' || o.seat === next.turn),
    });
  const decision = penaltyCardDecision(next, code);
  return decision === null ? next : change(next, { pending: decision });
}

/** The end of play: 62D, Law 64's transfers, other transfers (69B, 71), the score, and Law 12's decision. */
function finish(state: TableState, code: WbfCode, extra: readonly Transfer[]): TableState {
  // 67B: the director counts the cards: a defective trick still open is rectified now.
  const counted = anyDefectiveTrick(state) ? attentionToDefectiveTrick(state, code, true) : state;
  const corrected = correctTwelfthTrickRevokes(counted);
  const judged = revokeTransfers(corrected, code);
  const ended: TableState = change(judged.state, {
    phase: 'ended',
    turn: null,
    pending: null,
    obligations: [],
    claim: null,
  });
  const scored = scored_(ended, [...judged.transfers, ...extra]);
  const decision = endDecision(scored, null);
  return decision === null ? scored : change(scored, { pending: decision });
}

function scored_(state: TableState, transfers: readonly Transfer[]): TableState {
  const won = tricksWon(state);
  const tricks = { NS: won.NS + state.claimed.NS, EW: won.EW + state.claimed.EW };
  for (const t of transfers) {
    const from: Side = OTHER_SIDE[t.to];
    const n = Math.min(t.tricks, tricks[from]);
    tricks[from] -= n;
    tricks[t.to] += n;
  }
  const contract = state.contract;
  const declarerTricks = contract === null ? 0 : tricks[SIDE_OF[contract.declarer]];
  const score = scoreForSide(contract, Math.max(0, Math.min(13, declarerTricks)), state.board.vulnerable);
  return change(state, { result: { tricks, transfers, score } });
}

function elect(
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
    case '55':
      return ok(settle(electOnLead(state, pending, chosen), code));
    case '52':
      return ok(settle(electOnPenaltyCard(state, pending, chosen), code));
    case '57':
      return ok(settle(electOnPrematurePlay(state, pending, chosen), code));
    case '50D2':
    case '51B':
    case '51A':
      return ok(settle(electOnPenaltyCardLead(state, chosen), code));
    case '46B':
    case '46B5': {
      if (chosen.card === undefined) return ok(change(state, { pending: null }));
      return play(designationMade(state, pending, chosen.card), state.dummy as Seat, chosen.card, seq, code);
    }
    case '58B': {
      const irregularity = state.irregularities.find((i) => i.seq === pending.about);
      if (chosen.card === undefined || irregularity === undefined)
        return ok(change(state, { pending: null }));
      return play(
        otherCardsOf58B(state, pending, chosen.card),
        irregularity.offender,
        chosen.card,
        seq,
        code,
      );
    }
    case '70':
      if (chosen.id === 'play-on') return ok(settle(playOn(state), code));
      return electOnClaim(state, chosen.id, tricks, seq, code);
    case '43B2':
      return ok(settle(electLeadingHand(state, pending, chosen), code));
    case '67B':
      if (chosen.card === undefined) return ok(change(state, { pending: null }));
      return ok(settle(electOnDefectiveTrick(state, pending, chosen.card, code), code));
    case '69B':
      return withdrawnAgreement(state, pending.about, chosen, tricks, seq);
    case '62D2': {
      const choice = chosen.card === undefined ? state : twelfthTrickExchanged(state, pending.about);
      return ok(change(choice, { pending: endDecision(choice, '62D2') }));
    }
    default:
      if (isEndProvision(pending.provision))
        return adjustedScore(state, pending.provision, chosen, tricks, seq);
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
): Result<TableState, Refusal> {
  const to = isEndProvision(provision) ? endDecisionSide(state, provision) : null;
  const result = state.result;
  const next = (s: TableState) => change(s, { pending: endDecision(s, provision) });
  const settled = (s: TableState) =>
    provision !== '45F'
      ? s
      : change(s, {
          irregularities: s.irregularities.map((i) =>
            i.kind === 'dummy-indicated-card' && i.status === 'pending'
              ? {
                  ...i,
                  status: chosen.id === 'keep-result' ? 'no-rectification' : 'rectified',
                  laws: chosen.laws,
                }
              : i,
          ),
        });
  if (chosen.id === 'keep-result') return ok(next(settled(state)));
  if (to === null || result === null) return ok(next(state));
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
  const transfers = [...result.transfers, { to, tricks, laws: chosen.laws }];
  return ok(next(settled(scored_(state, transfers))));
}

/** 62D2: the partner's other card deemed played to trick twelve; the board is scored again. */
function twelfthTrickExchanged(state: TableState, about: number): TableState {
  const revoker = state.irregularities.find((i) => i.seq === about && i.kind === 'revoke');
  if (revoker === undefined || state.result === null) return state;
  const exchanged = exchangeTwelfthTrickCards(state, PARTNER[revoker.offender]);
  const marked = updateIrregularity(
    exchanged,
    about,
    (i) => ({ ...i, laws: [...i.laws, 'Law 62D2'] }),
    'revoke',
  );
  return scored_(marked, state.result.transfers);
}

/** 69B: the director's decision on an agreement withdrawn after the board. */
function withdrawnAgreement(
  state: TableState,
  about: number,
  chosen: Offer,
  tricks: number | undefined,
  seq: number,
): Result<TableState, Refusal> {
  const withdrawal = state.irregularities.find((i) => i.seq === about && i.kind === 'agreement-withdrawn');
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
  return ok(mark(scored_(state, transfers), 'rectified'));
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
    if (to === 'lead-from-wrong-hand') return ok(dummyActs(state, 'warning', seq) ?? state);
    // 43A1(b): dummy may not draw attention during the play; 43B3 after a 43A2 violation.
    const recorded = dummyActs(state, 'attention', seq) ?? state;
    if (recorded.pending !== null) return ok(recorded);
    state = recorded;
  }
  if (to === 'misinformation') {
    if (seat === null || state.pending !== null) return ok(state);
    return ok(misinformationClaimed(state, seat, offender, seq) ?? state);
  }
  if (to === 'unauthorised-information')
    return ok(seat === null ? state : penaltyCardInformationClaimed(state, seat));
  if (to === 'defective-trick')
    return ok(state.pending === null ? settle(attentionToDefectiveTrick(state, code), code) : state);
  if (to !== undefined && to !== 'revoke' && to !== 'dummy-misplayed-card') return ok(state);
  // A decision on a later card is open (a lead out of turn to the next trick): it is made first;
  // reopening the revoke trick now would take back the card it is about.
  if (
    state.pending !== null &&
    state.irregularities.some(
      (i) => i.seq === state.pending?.about && i.trick > (revokeTrickOf(state, offender) ?? i.trick),
    )
  )
    return ok(state);
  let next = state;
  if (to !== 'revoke') next = attentionToDummyCard(next);
  if (to !== 'dummy-misplayed-card') next = attentionToRevoke(next, offender, code);
  if (to === undefined && next.pending === null && anyDefectiveTrick(next))
    next = settle(attentionToDefectiveTrick(next, code), code);
  return ok(next);
}

/** The trick of the first latent revoke (of `offender`, if given). */
function revokeTrickOf(state: TableState, offender: Seat | undefined): number | undefined {
  return state.irregularities.find(
    (i) =>
      i.kind === 'revoke' && i.status === 'latent' && (offender === undefined || i.offender === offender),
  )?.trick;
}

/**
 * A `dispute`: an opponent doubts a claim (68D, 70); the conceder's partner objects (68B2); after
 * the board, a player withdraws his agreement (69B).
 */
function dispute(state: TableState, seat: Seat, seq: number, code: WbfCode): Result<TableState, Refusal> {
  const noClaim = (message: string) => err(refusal('no-claim', seq, message));
  if (state.phase === 'ended') {
    const withdrawn = agreementWithdrawn(state, seat, seq);
    return withdrawn === null ? noClaim('there is no claim or concession to answer') : ok(withdrawn);
  }
  const c = state.claim;
  if (c === null) return noClaim('there is no claim or concession to answer');
  if (SIDE_OF[seat] === SIDE_OF[c.seat]) {
    const objected = code.concessionObjection ? objectedConcession(state, seat, seq) : null;
    return objected === null
      ? noClaim(`${seat} cannot answer his own side's claim or concession`)
      : ok(settle(objected, code));
  }
  if (state.pending !== null) return awaiting(state, seq);
  return ok(disputedClaim(state, c, code.playOnAfterClaim));
}

function claim(
  state: TableState,
  seat: Seat,
  kind: 'claim' | 'concede',
  tricks: number,
  statement: string | undefined,
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'play') return err(refusal('not-in-play', seq, 'claims are made during the play'));
  if (state.pending !== null || state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a decision or a claim is already pending'));
  const remaining = remainingTricks(state);
  if (tricks > remaining)
    return err(
      refusal('too-many-tricks', seq, `only ${remaining} tricks remain; ${seat} cannot ${kind} ${tricks}`),
    );
  const established = establishByClaim(state, SIDE_OF[seat]);
  const c: Claim =
    statement === undefined ? { seq, kind, seat, tricks } : { seq, kind, seat, tricks, statement };
  return ok({ ...established, claim: c });
}

/** The claim settled with `own` of the remaining tricks to the claimer's side: play ceases (68D). */
function settleClaim(state: TableState, c: Claim, own: number, code: WbfCode, agreed: boolean): TableState {
  const remaining = remainingTricks(state);
  const side = SIDE_OF[c.seat];
  const claimed = {
    ...state.claimed,
    [side]: state.claimed[side] + own,
    [OTHER_SIDE[side]]: state.claimed[OTHER_SIDE[side]] + remaining - own,
  } as {
    NS: number;
    EW: number;
  };
  // The trick in progress is part of the claim: its cards go back to the hands.
  let hands = state.hands;
  for (const p of state.trick?.plays ?? []) hands = withHand(hands, p.seat, add(hands[p.seat], p.card));
  const back = change(state, { hands, trick: null });
  const cancelled = agreed ? cancelledConcession(back, c, own) : null;
  const base = agreed ? establishByClaim(back, OTHER_SIDE[side], code.agreementLaw) : back;
  return finish(change(base, { claim: null, claimed }), code, cancelled === null ? [] : [cancelled]);
}

function agree(state: TableState, code: WbfCode): Result<TableState, Refusal> {
  const c = state.claim;
  if (c === null) return ok(state);
  return ok(settleClaim(state, c, claimersTricks(state, c), code, true));
}

/** 70: the director upholds the claim or awards the claimer's side a number of the remaining tricks. */
function electOnClaim(
  state: TableState,
  option: Offer['id'],
  tricks: number | undefined,
  seq: number,
  code: WbfCode,
): Result<TableState, Refusal> {
  const c = state.pending?.claim ?? state.claim;
  if (c === null || c === undefined) return ok(change(state, { pending: null }));
  const remaining = remainingTricks(state);
  if (option === 'award-tricks' && (tricks === undefined || tricks > remaining))
    return err(
      refusal(
        'option-parameter',
        seq,
        `"award-tricks" needs "tricks": how many of the ${remaining} remaining tricks the claimer's side takes`,
      ),
    );
  const own = option === 'award-tricks' && tricks !== undefined ? tricks : claimersTricks(state, c);
  return ok(settleClaim(change(state, { pending: null }), c, own, code, false));
}
