/**
 * The judge of rulebook `wbf-2007`: one act at a time, after the table has found it physically
 * possible. Regular acts (calls, plays in turn) go through; irregular ones are recorded and
 * handed to the provisions of their law (files law-*.ts beside this one). After every act the
 * decisions that fall due are opened (50D2, 51A) and, when the last trick is quitted or a claim
 * agreed, the end of play is judged (62D, 64, 64C) and the board scored.
 *
 * Acts whose laws are not yet implemented are refused with kind `not-yet-judged` (see
 * docs/laws/ambiguities-wbf.md); while a decision is pending, acts that do not answer it are
 * refused with kind `awaiting-decision` (the director holds play until the choice is made).
 */

import type { Card } from '../../core/card.js';
import { add } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import { OTHER_SIDE, type Seat, SIDE_OF, type Side } from '../../core/seat.js';
import { addCall, auctionOutcome } from '../../games/contract-bridge/auction.js';
import { parseCall } from '../../games/contract-bridge/call.js';
import { scoreForSide } from '../../games/contract-bridge/score-duplicate.js';
import type { RecordEvent } from '../../table/event.js';
import {
  addIrregularity,
  leadDue,
  ledSuit,
  placeCard,
  trickIndex,
  tricksWon,
  withContract,
  withHand,
  wouldRevoke,
} from '../../table/mechanics.js';
import {
  change,
  type Offer,
  type Refusal,
  refusal,
  type TableState,
  type Transfer,
} from '../../table/state.js';
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
  electOnPrematurePlay,
  playDutyBroken,
  prematureKind,
  prematurePlay,
} from './law-57-premature-play.js';
import {
  anyEstablishedRevoke,
  attentionToRevoke,
  correctTwelfthTrickRevokes,
  establishByClaim,
  establishByPlay,
  nonOffendingSide,
  revoke,
  revokeOf,
  revokeTransfers,
  withdrawInCorrection,
} from './law-61-64-revoke.js';

const notYet = (at: number, what: string): Result<TableState, Refusal> =>
  err(refusal('not-yet-judged', at, `${what}: the laws for this act are not implemented yet`));

export function act(state: TableState, event: RecordEvent, seq: number): Result<TableState, Refusal> {
  const actor = event.seat;
  switch (event.type) {
    case 'call':
      return call(state, actor as Seat, event.call, seq);
    case 'play':
      if ('cards' in event) return notYet(seq, 'two or more cards played at once (Law 58)');
      return play(state, actor as Seat, event.card, seq);
    case 'expose':
      if (state.phase !== 'play') return notYet(seq, 'a card exposed during the auction (Law 24)');
      if (event.how === 'lifted')
        return err(refusal('not-in-this-game', seq, '"lifted" is a euchre exposure'));
      if (state.penaltyCards.some((p) => p.card === event.card))
        return err(refusal('already-exposed', seq, `${event.card} is already a penalty card`));
      return ok(settle(exposeCard(state, actor as Seat, event.card, event.how, seq)));
    case 'elect':
      return elect(state, event.option, event.suit, event.card, event.tricks, seq);
    case 'attention':
      if (event.to !== undefined && event.to !== 'revoke') return ok(state);
      return ok(attentionToRevoke(state, event.offender));
    case 'ask': {
      if (event.about !== 'revoke') return ok(state);
      return ok(revokeOf(state, event.of) === undefined ? state : attentionToRevoke(state, event.of));
    }
    case 'withdraw': {
      const next = withdrawInCorrection(state, actor as Seat, event.card);
      if (next === null)
        return err(
          refusal('withdraw-not-allowed', seq, `the laws do not let ${actor} take back ${event.card} now`),
        );
      return ok(settle(next));
    }
    case 'face-hand':
      if (state.pending?.provision === '54' && actor === state.declarer)
        return elect(state, 'spread-hand', undefined, undefined, undefined, seq);
      return notYet(seq, 'a hand faced (Laws 48B, 49, 68)');
    case 'claim':
    case 'concede':
      return claim(state, actor as Seat, event.type, event.tricks, seq);
    case 'agree':
      return agree(state);
    case 'dispute':
      return notYet(seq, 'a disputed claim (Law 70)');
    case 'quit-trick':
      return ok(state);
    case 'discard':
      return err(refusal('not-in-this-game', seq, 'only euchre has a discard'));
    case 'finding':
      return notYet(seq, "the director's finding");
  }
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

function play(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
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
          ? playInTurn(accepted, seat, card, seq)
          : play(accepted, seat, card, seq);
      }
      if (answer === 'wrong-defender') {
        const stands = electOnLead(state, pending, { id: 'accept-lead', laws: ['Law 53B'] });
        return play(stands, seat, card, seq);
      }
      if (answer === 'proper-lead')
        return play(properLeadAfterLeadOutOfTurn(state, pending), seat, card, seq);
    }
    if (
      pending.provision === '52' &&
      (seat === state.declarer || seat === state.dummy) &&
      seat === state.turn
    ) {
      const accepted = electOnPenaltyCard(state, pending, { id: 'accept-card', laws: ['Law 52B1'] });
      return play(accepted, seat, card, seq);
    }
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
  if (leadDue(state) && seat !== state.turn) return ok(settle(leadOutOfTurn(state, seat, card, seq)));
  if (seat !== state.turn) return playOutOfTurn(state, seat, card, seq);
  return playInTurn(state, seat, card, seq);
}

/** A card played to the trick in progress out of turn (Law 57). */
function playOutOfTurn(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  if (state.trick?.plays.some((p) => p.seat === seat))
    return notYet(seq, `${seat} plays again before the trick is complete (Laws 45E, 57A)`);
  const kind = prematureKind(state, seat);
  if (kind === '57A') return ok(settle(prematurePlay(state, seat, card, seq)));
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
  return playInTurn(recorded, seat, card, seq);
}

/** A card played by a hand whose turn it is: revokes, penalty-card duties, establishment. */
function playInTurn(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  // Law 41: once the opening lead is faced (in turn), dummy's hand is spread.
  if (!state.dummyFaced) state = change(state, { dummyFaced: true });
  const trick = trickIndex(state);
  const led = ledSuit(state);
  let next = state;
  if (led === null) {
    const broken = leadRestrictionBroken(state, seat, card);
    if (broken !== null) next = revoke(next, seat, card, broken, seq, ['Law 61A', 'Law 50D2']);
  } else if (wouldRevoke(state, seat, card)) {
    next = revoke(next, seat, card, led, seq);
  } else if (state.obligations.length > 0) {
    const broken = playDutyBroken(state, seat, card);
    if (broken !== null) next = revoke(next, seat, card, broken, seq, ['Law 61A', 'Law 57A']);
  }
  if (next === state) {
    const missed = penaltyCardDuty(state, seat, card);
    if (missed !== null)
      return ok(settle(establishByPlay(penaltyCardNotPlayed(state, seat, card, missed, seq), seat, trick)));
  }
  if (next.obligations.length > 0) {
    const obligations = next.obligations.filter(
      (o) =>
        !(
          o.seat === seat &&
          (o.kind === 'play-card' ||
            o.kind === 'play-highest' ||
            o.kind === 'play-lowest' ||
            o.kind === 'forbid-play-suit' ||
            (o.kind === 'lead-suit' && led === null))
        ),
    );
    next = change(next, { obligations });
  }
  next = placeCard(next, seat, card);
  if (next.tricks.length > trick) next = change(next, { correction: null });
  next = establishByPlay(next, seat, trick);
  return ok(settle(next));
}

/** Opens the decisions that fall due and judges the end of play. */
function settle(state: TableState): TableState {
  if (state.phase === 'play' && state.tricks.length >= state.totalTricks) return finish(state);
  if (state.pending !== null || state.phase !== 'play') return state;
  let next = state;
  // A suit forbidden (50D2) only while the offender's partner keeps the lead.
  if (leadDue(next) && next.obligations.some((o) => o.kind === 'forbid-lead-suit' && o.seat !== next.turn))
    next = change(next, {
      obligations: next.obligations.filter((o) => o.kind !== 'forbid-lead-suit' || o.seat === next.turn),
    });
  const decision = penaltyCardDecision(next);
  return decision === null ? next : change(next, { pending: decision });
}

/** The end of play: 62D, Law 64's transfers, the score, and Law 64C's decision. */
function finish(state: TableState): TableState {
  const corrected = correctTwelfthTrickRevokes(state);
  const judged = revokeTransfers(corrected);
  const ended: TableState = change(judged.state, {
    phase: 'ended',
    turn: null,
    pending: null,
    obligations: [],
  });
  const scored = scored_(ended, judged.transfers);
  if (!anyEstablishedRevoke(scored)) return scored;
  return change(scored, {
    pending: {
      provision: '64C',
      chooser: ['director'],
      next: 'director',
      about: -1,
      options: [
        { id: 'keep-result', laws: ['Law 64C'] },
        { id: 'adjust-tricks', laws: ['Law 64C', 'Law 12C'] },
      ],
    },
  });
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
): Result<TableState, Refusal> {
  const pending = state.pending;
  if (pending === null) return err(refusal('not-offered', seq, `nobody offered "${option}"`));
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
      return ok(settle(electOnLead(state, pending, chosen)));
    case '52':
      return ok(settle(electOnPenaltyCard(state, pending, chosen)));
    case '57':
      return ok(settle(electOnPrematurePlay(state, pending, chosen)));
    case '50D2':
    case '51B':
    case '51A':
      return ok(settle(electOnPenaltyCardLead(state, chosen)));
    case '64C': {
      if (chosen.id === 'keep-result') return ok(change(state, { pending: null }));
      const to = nonOffendingSide(state);
      const result = state.result;
      if (tricks === undefined || tricks < 1 || to === null || result === null)
        return err(
          refusal(
            'option-parameter',
            seq,
            '"adjust-tricks" needs "tricks": how many more tricks to transfer',
          ),
        );
      const transfers = [...result.transfers, { to, tricks, laws: ['Law 64C'] }];
      return ok({ ...scored_(state, transfers), pending: null });
    }
    default:
      return err(refusal('not-offered', seq, `no election is known for provision ${pending.provision}`));
  }
}

function claim(
  state: TableState,
  seat: Seat,
  kind: 'claim' | 'concede',
  tricks: number,
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'play') return err(refusal('not-in-play', seq, 'claims are made during the play'));
  if (state.pending !== null || state.claim !== null)
    return err(refusal('awaiting-decision', seq, 'a decision or a claim is already pending'));
  const remaining = state.totalTricks - state.tricks.length;
  if (tricks > remaining)
    return err(
      refusal('too-many-tricks', seq, `only ${remaining} tricks remain; ${seat} cannot ${kind} ${tricks}`),
    );
  const established = establishByClaim(state, SIDE_OF[seat]);
  return ok({ ...established, claim: { seq, kind, seat, tricks } });
}

function agree(state: TableState): Result<TableState, Refusal> {
  const c = state.claim;
  if (c === null) return ok(state);
  const remaining = state.totalTricks - state.tricks.length;
  const side = SIDE_OF[c.seat];
  const own = c.kind === 'claim' ? c.tricks : remaining - c.tricks;
  const claimed = { ...state.claimed, [side]: own, [OTHER_SIDE[side]]: remaining - own } as {
    NS: number;
    EW: number;
  };
  const agreed = establishByClaim(change(state, { claim: null, claimed }), OTHER_SIDE[side]);
  // The trick in progress is part of the claim: play ceases (Law 68D), its cards go back.
  let hands = agreed.hands;
  for (const p of agreed.trick?.plays ?? []) hands = withHand(hands, p.seat, add(hands[p.seat], p.card));
  return ok(finish(change(agreed, { hands, trick: null })));
}
