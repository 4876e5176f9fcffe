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
 */
import { type Card, type Suit, suitOf } from '../../core/card.js';
import { hasSuit, highestOf, lowestOf, toCards } from '../../core/card-set.js';
import { err, ok, type Result } from '../../core/result.js';
import { LHO, OTHER_SIDE, PARTNER, RHO, SEATS_OF, type Seat, SIDE_OF, sameSide } from '../../core/seat.js';
import { beats, type TrickPlay } from '../../games/trick.js';
import { auctionBridgeOf, withAuctionBridge } from '../../table/auction-bridge.js';
import type { Exposure, RecordEvent } from '../../table/event.js';
import {
  addIrregularity,
  holds,
  inRotation,
  isDefender,
  leadDue,
  ledSuit,
  nextInTrick,
  orderOf,
  placeCard,
  reopenLastTrick,
  takeBack,
  trickIndex,
  updateIrregularity,
  winnerOf,
  withHand,
  wouldRevoke,
} from '../../table/mechanics.js';
import {
  change,
  type Irregularity,
  type Obligation,
  type Offer,
  type Pending,
  type Refusal,
  refusal,
  type TableState,
} from '../../table/state.js';
import { declare as declareCall, electOnCall, exposeInBidding, newDeal } from './declarations.js';
import { dealScoreAtTable, penalisedRevokes, type RevokeChoice, resultOf } from './score.js';
import {
  correctOmission,
  omissionFound,
  omittedFrom,
  playSurplus,
  quitImperfectTrick,
  restoreSurplus,
  surplusToImperfectTricks,
} from './tricks.js';

const offer = (id: Offer['id'], laws: readonly string[], extra: { card?: Card } = {}): Offer => ({
  id,
  laws,
  ...extra,
});

const adversariesOf = (state: TableState): readonly Seat[] =>
  SEATS_OF[OTHER_SIDE[SIDE_OF[state.declarer as Seat]]];

/** The card `seat` played to a trick. */
const firstOf = (plays: readonly TrickPlay[], seat: Seat): Card | undefined =>
  plays.find((p) => p.seat === seat)?.card;

/** Cards played so far in the play (a clock for "the decision for this turn was made"). */
const playClock = (state: TableState): number => state.tricks.length * 4 + (state.trick?.plays.length ?? 0);

export function act(state: TableState, event: RecordEvent, seq: number): Result<TableState, Refusal> {
  const actor = event.seat;
  switch (event.type) {
    case 'call': {
      const declared = declareCall(state, actor as Seat, event.call, seq);
      return declared.ok ? ok(settle(declared.value)) : declared;
    }
    case 'play': {
      if (state.claim !== null)
        return err(refusal('awaiting-decision', seq, 'a claim awaits an answer: play has ceased'));
      if ('cards' in event) return cardsAtOnce(state, actor as Seat, event.cards, seq);
      if (event.trick !== undefined && event.trick < state.tricks.length)
        return playToQuittedTrick(state, actor as Seat, event.card, event.trick, seq);
      const played = play(state, actor as Seat, event.card, seq);
      return played.ok ? ok(settle(omissionFound(played.value, actor as Seat, seq))) : played;
    }
    case 'expose':
      return expose(state, actor as Seat, event.card, event.how, event.holder, seq);
    case 'face-hand':
      return faceHand(state, actor as Seat, seq);
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
      return withdraw(state, actor as Seat, event.card, seq);
    case 'quit-trick': {
      // Law 81: a trick of fewer than four cards may be turned and quitted (a player omitted to play).
      const quitted = state.phase === 'play' && state.pending === null ? quitImperfectTrick(state) : state;
      return ok(settle(quitTrickBy(quitted, actor as Seat)));
    }
    case 'claim':
    case 'concede':
      return claim(state, actor as Seat, event.type, event.tricks, seq);
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

// ——— Playing a card ————————————————————————————————————————————————————————————————

function play(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  if (state.phase !== 'play') return err(refusal('auction-not-ended', seq, 'the bidding has not ended'));
  const pending = state.pending;
  if (pending !== null) {
    // Law 78: the others may play to a lead out of turn before the declarer decides.
    if (
      pending.provision === '76' &&
      state.trick !== null &&
      seat === nextInTrick(state.trick.leader, state.trick.plays)
    )
      return ok(settle(followFalseLead(state, pending, seat, card)));
    // Law 71: he "continue[s] (without waiting for his partner to play) to lead several such cards".
    const offender = state.irregularities.find((i) => i.seq === pending.about)?.offender;
    if (pending.provision === '71' && seat === offender && state.trick !== null)
      return ok(withoutWaiting(state, pending, seat, card, seq));
    return err(
      refusal(
        'awaiting-decision',
        seq,
        `${pending.chooser.join(' or ')} must first choose (Law ${pending.provision})`,
      ),
    );
  }
  const duty = state.obligations.find((o) => o.kind === 'correct-revoke');
  if (duty !== undefined && duty.kind === 'correct-revoke')
    return err(
      refusal('awaiting-correction', seq, `${duty.seat} must first take back ${duty.card} (Law 86)`),
    );
  const called = againstDummyCall(state, seat, card);
  if (called !== undefined)
    return err(
      refusal(
        'card-called',
        seq,
        `the adversaries called on the declarer ${called.kind === 'play-card' ? 'to play' : 'not to play'} ${'card' in called ? called.card : ''} from dummy (Law 62)`,
      ),
    );
  if (leadDue(state) && seat !== state.turn) return ok(settle(leadOutOfTurn(state, seat, card, seq)));
  if (seat !== state.turn) return playOutOfTurn(state, seat, card, seq);
  return ok(settle(playInTurn(state, seat, card, seq)));
}

/** Whether `card` from `seat` follows the rules of play now (follows suit when able). */
function legalNow(state: TableState, seat: Seat, card: Card): boolean {
  return holds(state.hands[seat], card) && !wouldRevoke(state, seat, card);
}

/** The best card of the trick so far (for "win" and "lose" the trick). */
function bestSoFar(state: TableState): TrickPlay | null {
  const trick = state.trick;
  if (trick === null || trick.plays.length === 0) return null;
  const winner = winnerOf(trick.leader, trick.plays, orderOf(state));
  return trick.plays.find((p) => p.seat === winner) ?? null;
}

/**
 * Law 73: whether playing `card` disobeys a call — a called card, a called or prohibited suit,
 * highest or lowest, win or lose — that the player could have obeyed (Law 74: he "cannot be
 * compelled to play a card which would oblige him to revoke"; Law 79: void of a called suit, "the
 * penalty is paid"). Returns the law of the call broken, and the suit it concerned.
 */
function callBroken(state: TableState, seat: Seat, card: Card): { law: string; suit: Suit } | null {
  const hand = state.hands[seat];
  const lead = leadDue(state);
  for (const o of state.obligations) {
    if (o.seat !== seat) continue;
    switch (o.kind) {
      case 'play-card':
        if (card !== o.card && legalNow(state, seat, o.card))
          return { law: o.laws[0] ?? 'Law 75', suit: suitOf(o.card) };
        break;
      case 'lead-suit':
        if (lead && suitOf(card) !== o.suit && hasSuit(hand, o.suit))
          return { law: o.laws[0] ?? 'Law 76', suit: o.suit };
        break;
      case 'forbid-lead-suit':
        if (lead && suitOf(card) === o.suit && toCards(hand).some((c) => suitOf(c) !== o.suit))
          return { law: o.laws[0] ?? 'Law 66', suit: o.suit };
        break;
      case 'play-highest':
      case 'play-lowest': {
        if (lead || !hasSuit(hand, o.suit)) break;
        const due = o.kind === 'play-highest' ? highestOf(hand, o.suit) : lowestOf(hand, o.suit);
        if (due !== undefined && card !== due) return { law: o.laws[0] ?? 'Law 80', suit: o.suit };
        break;
      }
      case 'win-trick':
      case 'lose-trick': {
        const best = bestSoFar(state);
        if (best === null) break;
        const order = orderOf(state);
        const legal = toCards(hand).filter((c) => legalNow(state, seat, c));
        const wins = (c: Card) => beats(c, best.card, order);
        const can = o.kind === 'win-trick' ? legal.some(wins) : legal.some((c) => !wins(c));
        const did = o.kind === 'win-trick' ? wins(card) : !wins(card);
        if (can && !did) return { law: o.laws[0] ?? 'Law 80', suit: o.suit };
        break;
      }
      default:
        break;
    }
  }
  return null;
}

/** The obligations still due after `seat` plays `card` (a call is answered by the play it governs). */
function obligationsAfter(state: TableState, seat: Seat): readonly Obligation[] {
  const lead = leadDue(state);
  const adversaryLeads = lead && isDefender(state, seat);
  return state.obligations.filter((o) => {
    if (o.kind === 'correct-revoke') return true;
    // Law 76, 93: a suit is called from whichever adversary leads next; 66: the initial lead only.
    if (o.kind === 'lead-suit') return !adversaryLeads;
    if (o.kind === 'forbid-lead-suit') return !lead;
    if (o.seat !== seat) return true;
    return o.kind === 'play-card' ? false : o.kind === 'forbid-play-suit';
  });
}

/** A revoke (Law 83) or a call disobeyed (Law 73): recorded, latent. */
function revoke(
  state: TableState,
  seat: Seat,
  card: Card,
  suit: Suit,
  laws: readonly string[],
  seq: number,
): TableState {
  return addIrregularity(state, {
    seq,
    kind: 'revoke',
    offender: seat,
    status: 'latent',
    laws: seat === state.dummy ? ['Law 63'] : laws,
    trick: trickIndex(state),
    card,
    suit,
  });
}

function playInTurn(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const part = auctionBridgeOf(state);
  const trick = trickIndex(state);
  const led = ledSuit(state);
  let next = state;
  if (led === null) {
    // A lead: the previous trick has been turned and quitted; its revokes are established (83).
    next = quitThrough(next, trick);
    if (!next.dummyFaced) next = change(next, { dummyFaced: true });
  }
  if (led !== null && wouldRevoke(state, seat, card)) next = revoke(next, seat, card, led, ['Law 83'], seq);
  else {
    const broken = callBroken(state, seat, card);
    if (broken !== null) next = revoke(next, seat, card, broken.suit, ['Law 73', broken.law], seq);
  }
  next = change(next, { obligations: obligationsAfter(next, seat) });
  // Law 77: the declarer's false lead stands once the second hand has played.
  if (part.falseLead !== null && state.trick !== null && state.trick.plays.length === 1)
    next = withAuctionBridge(next, { falseLead: null });
  if (led === null && next.correction !== null) next = change(next, { correction: null });
  next = placeCard(next, seat, card);
  // Law 71: the partner must win, if he can, the trick to which this card of the sequence is led.
  const due = part.winWhenLed.find((w) => w.card === card);
  const suit = ledSuit(next);
  if (due !== undefined && suit !== null && !next.trick?.plays.some((p) => p.seat === due.seat))
    next = withAuctionBridge(
      change(next, {
        obligations: [...next.obligations, { kind: 'win-trick', seat: due.seat, suit, laws: ['Law 71'] }],
      }),
      { winWhenLed: part.winWhenLed.filter((w) => w !== due) },
    );
  // Law 83: a revoke is established when the revoking player or his partner plays to a later trick.
  return establish(next, (i) => sameSide(i.offender, seat) && trick > i.trick, 'Law 83');
}

/** Marks tricks before `trick` turned and quitted; their latent revokes are established. */
function quitThrough(state: TableState, trick: number): TableState {
  const part = auctionBridgeOf(state);
  if (part.quitted >= trick) return state;
  const next = withAuctionBridge(state, { quitted: trick });
  return establish(next, (i) => i.trick < trick, 'Law 83');
}

/** Establishes the open revokes `which` selects (a dummy's revoke stands without penalty, 63). */
function establish(state: TableState, which: (i: Irregularity) => boolean, law: string): TableState {
  let next = state;
  for (const i of state.irregularities) {
    if (i.kind !== 'revoke' || i.status !== 'latent' || !which(i)) continue;
    const dummy = i.offender === state.dummy;
    next = updateIrregularity(
      next,
      i.seq,
      (r) => ({
        ...r,
        status: dummy ? 'no-rectification' : 'established',
        laws: r.laws.includes(dummy ? 'Law 63' : law) ? r.laws : [...r.laws, dummy ? 'Law 63' : law],
      }),
      'revoke',
    );
  }
  return next;
}

/** A `quit-trick`: the last trick turned and quitted; by its rightful winners it establishes (83). */
function quitTrickBy(state: TableState, seat: Seat): TableState {
  const last = state.tricks[state.tricks.length - 1];
  const part = auctionBridgeOf(state);
  if (last === undefined || part.quitted >= state.tricks.length || state.trick !== null) return state;
  const index = state.tricks.length - 1;
  // Law 63: dummy's revoke stands once its trick is turned and quitted, "whether by the rightful winners or not".
  let next = establish(state, (i) => i.trick === index && i.offender === state.dummy, 'Law 63');
  if (!sameSide(seat, last.winner)) return next;
  next = withAuctionBridge(next, { quitted: state.tricks.length });
  return establish(next, (i) => i.trick === index, 'Law 83');
}

/**
 * Law 64: "A card from the declarer's own hand is not played until actually quitted; but should
 * he name or touch a card in the dummy, such card is considered as played unless he, in touching
 * the card, say, 'I arrange,' or words to that effect." A dummy's card named or touched by the
 * declarer is played; touched while arranging, nothing happens.
 */
function touchOrName(
  state: TableState,
  event: Extract<RecordEvent, { type: 'designate' | 'touch' }>,
  seq: number,
): Result<TableState, Refusal> {
  const seat = event.seat;
  if (event.type === 'touch' && event.by === 'dummy')
    return dummySuggests(state, seat as Seat, event.card, seq);
  if (event.card === undefined) return ok(state);
  // Law 68 4th: a card named by an adversary as held by him is exposed.
  if (event.type === 'designate' && seat !== 'director' && isDefender(state, seat))
    return expose(state, seat, event.card, 'named', undefined, seq);
  // Law 64: "A card from the declarer's own hand is not played until actually quitted".
  if (seat !== state.dummy) return ok(state);
  if (event.type === 'touch' && event.arranging === true) return ok(state);
  if (!holds(state.hands[seat], event.card))
    return err(refusal('card-not-in-hand', seq, `${event.card} is not in ${seat}'s hand`));
  return play(state, seat, event.card, seq);
}

/**
 * Law 62: "If the declarer's partner, by touching a card or otherwise, suggest the play of a card
 * from dummy, either adversary may call upon the declarer to play or not play the card suggested."
 * The call binds dummy's next play (a play from dummy against it is refused: dummy's cards lie
 * face up and the declarer plays as called).
 */
function dummySuggests(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  if (state.phase !== 'play' || state.dummy === null)
    return err(refusal('not-in-play', seq, 'dummy suggests a play only during the play'));
  if (state.pending !== null)
    return err(refusal('awaiting-decision', seq, `${state.pending.chooser.join(' or ')} must first choose`));
  const base = {
    seq,
    kind: 'dummy-suggestion' as const,
    offender: state.dummy,
    trick: trickIndex(state),
    card,
  };
  if (seat !== state.dummy || !holds(state.hands[seat], card))
    return ok(addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 62'] }));
  const declarer = state.declarer as Seat;
  const pending: Pending = {
    provision: '62',
    chooser: [LHO[declarer], RHO[declarer]],
    next: LHO[declarer],
    about: seq,
    options: [
      offer('call-card', ['Law 62'], { card }),
      offer('forbid-card', ['Law 62'], { card }),
      offer('waive-penalty', ['Law 94']),
    ],
  };
  return ok(addIrregularity(change(state, { pending }), { ...base, status: 'pending', laws: ['Law 62'] }));
}

/** Law 62: a play from dummy against the adversaries' call, when dummy could obey it. */
function againstDummyCall(state: TableState, seat: Seat, card: Card): Obligation | undefined {
  if (seat !== state.dummy) return undefined;
  return state.obligations.find(
    (o) =>
      o.seat === seat &&
      o.laws.includes('Law 62') &&
      ((o.kind === 'play-card' && o.card !== card && legalNow(state, seat, o.card)) ||
        (o.kind === 'forbid-play-card' &&
          o.card === card &&
          toCards(state.hands[seat]).some((c) => c !== card && legalNow(state, seat, c)))),
  );
}

/**
 * Law 81: the player who omitted to play to a quitted trick plays to it (a `play` naming the trick),
 * before he has played to the next: the error is corrected, without penalty.
 */
function playToQuittedTrick(
  state: TableState,
  seat: Seat,
  card: Card,
  index: number,
  seq: number,
): Result<TableState, Refusal> {
  if (state.pending !== null)
    return err(refusal('awaiting-decision', seq, `${state.pending.chooser.join(' or ')} must first choose`));
  const judged = state.irregularities.some(
    (i) => i.kind === 'card-omitted' && i.offender === seat && i.trick === index,
  );
  if (!omittedFrom(state, seat, index) || judged)
    return err(
      refusal(
        'trick-not-open',
        seq,
        `${seat} cannot play to trick ${index + 1} now (Law 81: too late or not short)`,
      ),
    );
  return ok(settle(correctOmission(state, seat, card, index, seq)));
}

// ——— Leads and plays out of turn (Laws 76–80) ————————————————————————————————————————

/**
 * Law 76: "If either of the declarer's adversaries lead out of turn the declarer may either treat
 * the card so led as an exposed card or may call a suit as soon as it is the turn of either
 * adversary to lead." Law 77: the declarer's own lead out of turn, from his hand or dummy: "he
 * incurs no penalty; but he may not rectify the error after the second hand has played."
 */
function leadOutOfTurn(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const proper = state.turn as Seat;
  const trick = trickIndex(state);
  let next = quitThrough(state, trick);
  const base = { seq, kind: 'lead-out-of-turn' as const, offender: seat, trick, card };
  if (!isDefender(state, seat)) {
    next = withAuctionBridge(placeCard(next, seat, card), { falseLead: { seq, seat, card, proper } });
    return addIrregularity(next, { ...base, status: 'no-rectification', laws: ['Law 77'] });
  }
  const pending: Pending = {
    provision: '76',
    chooser: [state.declarer as Seat],
    next: state.declarer as Seat,
    about: seq,
    proper,
    options: [offer('call-card', ['Law 76'], { card }), offer('call-suit', ['Law 76'])],
  };
  return addIrregularity(change(placeCard(next, seat, card), { pending }), {
    ...base,
    status: 'pending',
    laws: ['Law 76'],
  });
}

/**
 * Law 78: "If any player lead out of turn and the three others follow, the trick is complete and
 * the error cannot be rectified." A card played to the false lead while the declarer has not yet
 * chosen; the fourth card closes the matter.
 */
function followFalseLead(state: TableState, pending: Pending, seat: Seat, card: Card): TableState {
  const before = state.tricks.length;
  const placed = placeCard(state, seat, card);
  if (placed.tricks.length === before) return placed;
  return updateIrregularity(change(placed, { pending: null }), pending.about, (i) => ({
    ...i,
    status: 'no-rectification',
    laws: [...i.laws, 'Law 78'],
  }));
}

/**
 * Law 71: a further card played by the offender before his partner has played: exposed, and the
 * declarer may demand that the partner win the trick it is led to (one more option).
 */
function withoutWaiting(
  state: TableState,
  pending: Pending,
  seat: Seat,
  card: Card,
  seq: number,
): TableState {
  const next = addIrregularity(exposeAs(state, seat, card, ['Law 71']), {
    seq,
    kind: 'played-without-waiting',
    offender: seat,
    status: 'pending',
    laws: ['Law 71'],
    trick: trickIndex(state),
    card,
  });
  const options = [...pending.options];
  options.splice(options.length - 1, 0, offer('win-trick', ['Law 71'], { card }));
  return change(next, { pending: { ...pending, options } });
}

/**
 * A card played to the trick in progress out of turn. Law 80: "Should the fourth hand, not being
 * dummy or declarer, play before the second, the latter may be called upon to play his highest
 * or lowest card of the suit played, or to win or lose the trick." Law 71: an adversary who plays
 * again "without waiting for his partner to play": the card is exposed and his partner may be
 * required to win the trick. Other plays before one's turn stand without penalty (ambiguities).
 */
function playOutOfTurn(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  const trick = state.trick;
  if (trick === null) return ok(state);
  const trickNo = trickIndex(state);
  const already = trick.plays.some((p) => p.seat === seat);
  const adversary = isDefender(state, seat);
  if (already) {
    // Law 82: the declarer (from his hand or dummy's) plays a second card to the trick.
    if (!adversary) return ok(settle(playSurplus(state, seat, card, seq)));
    const partner = PARTNER[seat];
    const waiting = !trick.plays.some((p) => p.seat === partner);
    let next = exposeAs(state, seat, card, ['Law 71']);
    const irregularity: Irregularity = {
      seq,
      kind: 'played-without-waiting',
      offender: seat,
      status: waiting ? 'pending' : 'rectified',
      laws: ['Law 71'],
      trick: trickNo,
      card,
    };
    next = addIrregularity(next, irregularity);
    if (!waiting) return ok(settle(next));
    return ok(
      change(next, {
        pending: {
          provision: '71',
          chooser: [state.declarer as Seat],
          next: state.declarer as Seat,
          about: seq,
          options: [
            offer('win-trick', ['Law 71'], { card: firstOf(trick.plays, seat) ?? card }),
            offer('win-trick', ['Law 71'], { card }),
            offer('waive-penalty', ['Law 94']),
          ],
        },
      }),
    );
  }
  const order = inRotation(trick.leader, trick.plays).length;
  const second = nextInTrick(trick.leader, trick.plays) as Seat;
  const fourthBeforeSecond =
    adversary && order === 1 && sameSide(seat, second) && seat !== state.dummy && seat !== state.declarer;
  if (fourthBeforeSecond) {
    const placed = placeCard(state, seat, card);
    return ok(
      addIrregularity(
        change(placed, {
          turn: second,
          pending: {
            provision: '80',
            chooser: [state.declarer as Seat],
            next: state.declarer as Seat,
            about: seq,
            options: (
              ['play-highest', 'play-lowest', 'win-trick', 'lose-trick', 'waive-penalty'] as const
            ).map((id) => offer(id, id === 'waive-penalty' ? ['Law 94'] : ['Law 80'])),
          },
        }),
        {
          seq,
          kind: 'fourth-hand-before-second',
          offender: seat,
          status: 'pending',
          laws: ['Law 80'],
          trick: trickNo,
          card,
        },
      ),
    );
  }
  const placed = addIrregularity(state, {
    seq,
    kind: 'play-out-of-turn',
    offender: seat,
    status: 'no-rectification',
    laws: adversary ? ['Law 80'] : ['Law 77'],
    trick: trickNo,
    card,
  });
  return ok(settle(playInTurn(placed, seat, card, seq)));
}

// ——— Exposed cards (Laws 65–75) ——————————————————————————————————————————————————

/** Makes `card` an exposed card of `seat`, liable to be called (it stays in his hand, face up). */
function exposeAs(state: TableState, seat: Seat, card: Card, laws: readonly string[]): TableState {
  if (state.penaltyCards.some((p) => p.card === card)) return state;
  return change(state, {
    penaltyCards: [...state.penaltyCards, { seat, card, major: false, laws, kind: 'exposed-card' }],
  });
}

/** The exposed cards `seat` may be called on to play now (Law 74: never forcing a revoke). */
function callable(state: TableState, seat: Seat): Card[] {
  return state.penaltyCards
    .filter((p) => p.seat === seat && p.kind === 'exposed-card' && legalNow(state, seat, p.card))
    .map((p) => p.card);
}

/**
 * Law 68: "The following are exposed cards:-- 1st. Two or more cards played at once. 2d. Any card
 * dropped with its face upward on the table … 3d. Any card so held by a player that his partner
 * sees any portion of its face. 4th. Any card mentioned by either adversary as being held by him
 * or his partner." Law 69: "A card dropped on the floor or elsewhere below the table or so held
 * that an adversary but not the partner sees it, is not an exposed card." Law 72: "Cards exposed
 * by the declarer are not liable to be called." Law 66: before the opening lead, a card exposed
 * by the leader's partner also lets the declarer prohibit the lead of its suit. Law 65: before the
 * final declaration, see declarations.ts. `holder`: the card named is his partner's (68 4th).
 */
function expose(
  state: TableState,
  seat: Seat,
  card: Card,
  how: Exposure,
  holder: Seat | undefined,
  seq: number,
): Result<TableState, Refusal> {
  if (how === 'lifted') return err(refusal('not-in-this-game', seq, '"lifted" is a euchre exposure'));
  const owner = holder ?? seat;
  if (owner !== seat && how !== 'named')
    return err(
      refusal('holder-not-named', seq, "another hand's card is exposed only by being named (Law 68 4th)"),
    );
  if (state.penaltyCards.some((p) => p.card === card))
    return err(refusal('already-exposed', seq, `${card} is already an exposed card`));
  const trick = trickIndex(state);
  const base = { seq, kind: 'exposed-card' as const, offender: seat, trick, card };
  // Law 68 4th: "held by him or his partner"; a card of an adversary's so named exposes nothing.
  if (owner !== seat && owner !== PARTNER[seat])
    return ok(addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 68'] }));
  if (state.phase === 'auction') return ok(settle(exposeInBidding(state, seat, owner, card, how, seq)));
  if (state.phase !== 'play') return err(refusal('board-ended', seq, 'the board has ended'));
  const part = auctionBridgeOf(state);
  if (!isDefender(state, seat) || how === 'below-table' || how === 'detached' || part.declarerFaced) {
    const law = !isDefender(state, seat)
      ? 'Law 72'
      : how === 'below-table'
        ? 'Law 69'
        : part.declarerFaced
          ? 'Law 72'
          : 'Law 68';
    return ok(addIrregularity(state, { ...base, status: 'no-rectification', laws: [law] }));
  }
  const beforeLead = state.tricks.length === 0 && leadDue(state);
  const laws = beforeLead ? ['Law 66'] : ['Law 67', 'Law 68'];
  const exposed = exposeAs(state, owner, card, laws);
  const leader = state.turn as Seat;
  if (beforeLead && owner === PARTNER[leader]) {
    const pending: Pending = {
      provision: '66',
      chooser: [state.declarer as Seat],
      next: state.declarer as Seat,
      about: seq,
      options: [
        { id: 'forbid-suit', laws: ['Law 66'], suit: suitOf(card) },
        offer('waive-penalty', ['Law 94']),
      ],
    };
    return ok(addIrregularity(change(exposed, { pending }), { ...base, status: 'pending', laws }));
  }
  return ok(settle(addIrregularity(exposed, { ...base, status: 'rectified', laws })));
}

/**
 * Law 72: "If either or both of the declarer's adversaries throw his or their cards on the table
 * face upward, such cards are exposed and are liable to be called"; the declarer's are not.
 */
function faceHand(state: TableState, seat: Seat, seq: number): Result<TableState, Refusal> {
  if (state.phase === 'auction') {
    // Law 65: every card of a hand faced during the bidding is exposed.
    let next = state;
    for (const card of toCards(state.hands[seat]))
      if (!next.penaltyCards.some((p) => p.card === card))
        next = exposeInBidding(next, seat, seat, card, 'dropped', seq);
    const others = next.irregularities.filter((i) => !(i.seq === seq && i.kind === 'exposed-card'));
    return ok(
      addIrregularity(change(next, { irregularities: others }), {
        seq,
        kind: 'hand-faced',
        offender: seat,
        status: 'rectified',
        laws: ['Law 65'],
        trick: 0,
      }),
    );
  }
  if (state.phase !== 'play') return err(refusal('board-ended', seq, 'the board has ended'));
  const part = auctionBridgeOf(state);
  const base = { seq, kind: 'hand-faced' as const, offender: seat, trick: trickIndex(state) };
  if (!isDefender(state, seat) || part.declarerFaced)
    return ok(addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 72'] }));
  let next = state;
  for (const card of toCards(state.hands[seat])) next = exposeAs(next, seat, card, ['Law 72']);
  return ok(settle(addIrregularity(next, { ...base, status: 'rectified', laws: ['Law 72'] })));
}

/**
 * Law 70: "If two or more cards are played at once by either of the declarer's adversaries, the
 * declarer shall have the right to call any one of such cards to the current trick, and the other
 * card or cards are exposed." The declarer's own (or dummy's, Law 64: "he may elect which one to
 * play") go back without penalty once he has chosen.
 */
function cardsAtOnce(
  state: TableState,
  seat: Seat,
  cards: readonly Card[],
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'play') return err(refusal('auction-not-ended', seq, 'the bidding has not ended'));
  if (state.pending !== null)
    return err(refusal('awaiting-decision', seq, `${state.pending.chooser.join(' or ')} must first choose`));
  if (seat !== state.turn) {
    // Out of turn: the first card is judged as a card played out of turn (Laws 76, 77, 80); an
    // adversary's others are exposed (Law 68 1st), the declarer's go back (Law 72).
    const [first, ...rest] = cards;
    if (first === undefined) return ok(state);
    let next = state;
    if (isDefender(state, seat)) for (const c of rest) next = exposeAs(next, seat, c, ['Law 68']);
    return play(next, seat, first, seq);
  }
  const legal = cards.filter((c) => legalNow(state, seat, c));
  const adversary = isDefender(state, seat);
  const irregularity: Irregularity = {
    seq,
    kind: 'two-cards-played',
    offender: seat,
    status: 'pending',
    laws: adversary ? ['Law 68', 'Law 70'] : ['Law 64'],
    trick: trickIndex(state),
    card: cards[0] as Card,
  };
  let next = state;
  if (adversary) for (const c of cards) next = exposeAs(next, seat, c, ['Law 68', 'Law 70']);
  if (legal.length === 0)
    // Law 74: none of them can be called to this trick without a revoke; all stay exposed.
    return ok(
      settle(
        addIrregularity(next, {
          ...irregularity,
          status: 'rectified',
          laws: [...irregularity.laws, 'Law 74'],
        }),
      ),
    );
  const pending: Pending = {
    provision: '70',
    chooser: [state.declarer as Seat],
    next: state.declarer as Seat,
    about: seq,
    options: legal.map((card) => offer('designate-card', [adversary ? 'Law 70' : 'Law 64'], { card })),
  };
  return ok(addIrregularity(change(next, { pending }), irregularity));
}

// ——— Attention, questions, dummy (Laws 51, 60–62, 85, 92, 93) ——————————————————————————

function attention(
  state: TableState,
  actor: Seat | 'director',
  to: string | undefined,
  offender: Seat | undefined,
  seq: number,
): Result<TableState, Refusal> {
  if (actor === 'director' || state.phase !== 'play') return ok(state);
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
    const duties = (['play-highest', 'play-lowest', 'win-trick', 'lose-trick'] as const).map((id) =>
      offer(id, ['Law 92']),
    );
    return ok(
      addIrregularity(
        change(state, {
          pending: {
            provision: '92',
            chooser: [state.declarer as Seat],
            next: state.declarer as Seat,
            about: seq,
            options: [...duties, offer('waive-penalty', ['Law 94'])],
          },
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
        pending: {
          provision: law,
          chooser: [state.declarer as Seat],
          next: state.declarer as Seat,
          about: seq,
          options: [offer('call-suit', [`Law ${law}`]), offer('waive-penalty', ['Law 94'])],
        },
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
function dummyAttention(state: TableState, seq: number): TableState {
  const pending = state.pending;
  let next = addIrregularity(state, {
    seq,
    kind: 'dummy-attention',
    offender: state.dummy as Seat,
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

/**
 * Attention drawn to a revoke (a claim of it, or a question, Laws 60a, 85). One not yet
 * established must be corrected: the offender takes the card back (Law 86). Drawn by dummy to an
 * adversary's revoke, the declarer may exact no penalty (Law 61; Card Committee, case 11).
 */
function attentionToRevoke(state: TableState, offender: Seat | undefined, byDummy: boolean): TableState {
  let next = state;
  const concerned = (i: Irregularity) =>
    i.kind === 'revoke' && (offender === undefined || i.offender === offender) && i.offender !== state.dummy;
  const precluded = (i: Irregularity) => byDummy && isDefender(state, i.offender);
  for (const i of state.irregularities)
    if (concerned(i) && i.status === 'established' && precluded(i))
      next = updateIrregularity(
        next,
        i.seq,
        (r) => ({ ...r, status: 'no-rectification', laws: [...r.laws, 'Law 61'] }),
        'revoke',
      );
  const open = next.irregularities.find((i) => concerned(i) && i.status === 'latent');
  if (open === undefined || open.card === undefined) return next;
  if (open.trick < trickIndex(next)) next = reopenLastTrick(next);
  next = updateIrregularity(
    next,
    open.seq,
    (r) => ({
      ...r,
      status: 'pending',
      noticed: true,
      laws: precluded(open) ? [...r.laws, 'Law 61'] : r.laws,
    }),
    'revoke',
  );
  return change(next, {
    obligations: [
      ...next.obligations,
      { kind: 'correct-revoke', seat: open.offender, card: open.card, revoke: open.seq, laws: ['Law 86'] },
    ],
  });
}

// ——— Taking back (Laws 77, 78, 86) ——————————————————————————————————————————————————

function withdraw(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  const refused = err(
    refusal('withdraw-not-allowed', seq, `the laws do not let ${seat} take back ${card} now`),
  );
  const part = auctionBridgeOf(state);
  // Law 77: the declarer may rectify his lead out of turn until the second hand has played.
  const falseLead = part.falseLead;
  if (
    falseLead !== null &&
    falseLead.seat === seat &&
    falseLead.card === card &&
    state.trick?.plays.length === 1
  ) {
    const back = takeBack(state, seat, card);
    const next = withAuctionBridge(change(back, { trick: null, turn: falseLead.proper }), {
      falseLead: null,
    });
    return ok(settle(updateIrregularity(next, falseLead.seq, (i) => ({ ...i, status: 'corrected' }))));
  }
  const duty = state.obligations.find(
    (o) => o.kind === 'correct-revoke' && o.seat === seat && o.card === card,
  );
  if (duty !== undefined && duty.kind === 'correct-revoke') {
    const back = takeBack(state, seat, card);
    const obligations = back.obligations.filter((o) => o !== duty);
    const revokeAct = state.irregularities.find((i) => i.seq === duty.revoke);
    let next = updateIrregularity(
      change(back, { obligations, correction: { revoke: duty.revoke, nonOffenderWithdrew: false } }),
      duty.revoke,
      (r) => ({ ...r, status: 'corrected', laws: [...r.laws, 'Law 86'] }),
      'revoke',
    );
    // Law 86: an adversary's card played in error is exposed, or he plays his highest or lowest.
    const penalised =
      revokeAct !== undefined &&
      isDefender(state, seat) &&
      revokeAct.laws[0] === 'Law 83' &&
      !revokeAct.laws.includes('Law 61');
    const led = ledSuit(next);
    if (penalised && led !== null) {
      const options: Offer[] = [offer('call-card', ['Law 86'], { card })];
      if (hasSuit(next.hands[seat], led))
        options.push(offer('play-highest', ['Law 86']), offer('play-lowest', ['Law 86']));
      next = change(next, {
        pending: {
          provision: '86',
          chooser: [state.declarer as Seat],
          next: state.declarer as Seat,
          about: duty.revoke,
          options,
        },
      });
    }
    return ok(next);
  }
  // Law 86: "any player or players who have followed him may withdraw their cards and substitute
  // others, and the cards so withdrawn are not exposed."
  const correction = state.correction;
  if (correction === null) return refused;
  const revokeAct = state.irregularities.find((i) => i.seq === correction.revoke);
  if (revokeAct === undefined) return refused;
  let next = state;
  const inTrick = (s: TableState) => s.trick?.plays.some((p) => p.seat === seat && p.card === card) ?? false;
  if (!inTrick(next) && next.trick === null && next.tricks.length - 1 === revokeAct.trick)
    next = reopenLastTrick(next);
  const trick = next.trick;
  if (trick === null || !inTrick(next) || seat === revokeAct.offender) return refused;
  const order = inRotation(trick.leader, trick.plays).map((p) => p.seat);
  if (order.indexOf(seat) < order.indexOf(revokeAct.offender)) return refused;
  return ok(takeBack(next, seat, card));
}

/** Every card of the trick in progress back to its hand; `turn` to lead. */
function takeBackTrick(state: TableState, turn: Seat | undefined): TableState {
  let next = state;
  for (const p of state.trick?.plays ?? []) next = takeBack(next, p.seat, p.card);
  return change(next, { trick: null, turn: turn ?? next.turn });
}

// ——— Elections ————————————————————————————————————————————————————————————————————

function elect(
  state: TableState,
  option: Offer['id'],
  suit: Suit | undefined,
  card: Card | undefined,
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
  if (option === 'call-suit' && suit === undefined)
    return err(refusal('option-parameter', seq, '"call-suit" needs "suit": the suit called'));
  const cleared = change(state, { pending: null });
  const settled = (s: TableState, status: Irregularity['status'] = 'rectified') =>
    updateIrregularity(s, pending.about, (i) => ({
      ...i,
      status: option === 'waive-penalty' ? 'no-rectification' : status,
      laws: [...i.laws, ...chosen.laws.filter((l) => !i.laws.includes(l))],
    }));
  const declarer = state.declarer as Seat;
  switch (pending.provision) {
    case '67': {
      const marked = withAuctionBridge(cleared, { asked: playClock(state) });
      if (option !== 'call-card' || card === undefined) return ok(settle(marked));
      const owner = state.penaltyCards.find((p) => p.card === card)?.seat as Seat;
      return ok(
        settle(
          change(marked, {
            obligations: [
              ...marked.obligations,
              { kind: 'play-card', seat: owner, card, laws: ['Law 67', 'Law 75'] },
            ],
          }),
        ),
      );
    }
    case '66': {
      if (option === 'waive-penalty' || suit === undefined) return ok(settle(settled(cleared, 'rectified')));
      const leader = state.turn as Seat;
      const obligation: Obligation = { kind: 'forbid-lead-suit', seat: leader, suit, laws: ['Law 66'] };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '70': {
      if (card === undefined) return ok(state);
      const irregularity = state.irregularities.find((i) => i.seq === pending.about);
      const seat = irregularity?.offender as Seat;
      const freed = change(cleared, { penaltyCards: cleared.penaltyCards.filter((p) => p.card !== card) });
      return ok(settle(playInTurn(settled(freed), seat, card, pending.about)));
    }
    case '49':
    case '50':
    case '57':
      return ok(settle(electOnCall(state, pending, option)));
    case '65': {
      if (option === 'waive-penalty' || suit === undefined) return ok(settle(settled(cleared)));
      const leader = LHO[declarer];
      const obligation: Obligation = { kind: 'forbid-lead-suit', seat: leader, suit, laws: ['Law 65'] };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '62': {
      if (option === 'waive-penalty' || card === undefined) return ok(settle(settled(cleared)));
      const dummy = state.dummy as Seat;
      const obligation: Obligation =
        option === 'call-card'
          ? { kind: 'play-card', seat: dummy, card, laws: ['Law 62'] }
          : { kind: 'forbid-play-card', seat: dummy, card, laws: ['Law 62'] };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '81':
      return ok(option === 'new-deal' ? newDeal(settled(cleared)) : settle(settled(cleared)));
    case '71': {
      // Law 71: "the declarer may demand that the partner of the player in fault win, if he can, the
      // first or any other of these tricks": the trick in progress, or the one a card is led to.
      const offender = state.irregularities.find((i) => i.seq === pending.about)?.offender as Seat;
      const partner = PARTNER[offender];
      let next = cleared;
      for (const i of state.irregularities)
        if (i.kind === 'played-without-waiting' && i.status === 'pending')
          next = updateIrregularity(
            next,
            i.seq,
            (r) => ({ ...r, status: option === 'waive-penalty' ? 'no-rectification' : 'rectified' }),
            'played-without-waiting',
          );
      const led = ledSuit(state);
      if (option === 'waive-penalty' || card === undefined || led === null) return ok(settle(next));
      if (firstOf(state.trick?.plays ?? [], offender) === card) {
        const obligation: Obligation = { kind: 'win-trick', seat: partner, suit: led, laws: ['Law 71'] };
        return ok(settle(change(next, { obligations: [...next.obligations, obligation] })));
      }
      const part = auctionBridgeOf(next);
      return ok(
        settle(withAuctionBridge(next, { winWhenLed: [...part.winWhenLed, { card, seat: partner }] })),
      );
    }
    case '80':
    case '92': {
      const irregularity = state.irregularities.find((i) => i.seq === pending.about);
      const partner = PARTNER[irregularity?.offender as Seat];
      const led =
        ledSuit(state) ?? (irregularity?.card === undefined ? undefined : suitOf(irregularity.card));
      if (option === 'waive-penalty' || led === undefined) return ok(settle(settled(cleared)));
      const kind = option as 'play-highest' | 'play-lowest' | 'win-trick' | 'lose-trick';
      const obligation: Obligation = { kind, seat: partner, suit: led, laws: chosen.laws };
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, obligation] }))));
    }
    case '76': {
      const irregularity = state.irregularities.find((i) => i.seq === pending.about);
      if (irregularity?.card === undefined) return ok(settle(cleared));
      // Law 78: the cards played to the false lead are taken back without penalty.
      let next = takeBackTrick(cleared, pending.proper);
      if (option === 'call-card') next = exposeAs(next, irregularity.offender, irregularity.card, ['Law 76']);
      else if (suit !== undefined)
        next = change(next, {
          obligations: [
            ...next.obligations,
            ...adversariesOf(state).map(
              (seat): Obligation => ({ kind: 'lead-suit', seat, suit, laws: ['Law 76'] }),
            ),
          ],
        });
      return ok(settle(settled(next)));
    }
    case '51':
    case '93': {
      if (option === 'waive-penalty' || suit === undefined) return ok(settle(settled(cleared)));
      const law = `Law ${pending.provision}`;
      const obligations = adversariesOf(state).map(
        (seat): Obligation => ({ kind: 'lead-suit', seat, suit, laws: [law] }),
      );
      return ok(settle(settled(change(cleared, { obligations: [...cleared.obligations, ...obligations] }))));
    }
    case '86': {
      const revokeAct = state.irregularities.find((i) => i.seq === pending.about);
      const offender = revokeAct?.offender as Seat;
      const led = ledSuit(state);
      if (option === 'call-card' && card !== undefined)
        return ok(settle(exposeAs(cleared, offender, card, ['Law 86'])));
      if (led === undefined || led === null) return ok(settle(cleared));
      const kind = option as 'play-highest' | 'play-lowest';
      return ok(
        settle(
          change(cleared, {
            obligations: [...cleared.obligations, { kind, seat: offender, suit: led, laws: ['Law 86'] }],
          }),
        ),
      );
    }
    case '84':
      return ok(scoreBoard(cleared, option === 'take-tricks' ? 'take-tricks' : 'take-points', declarer));
    default:
      return err(refusal('not-offered', seq, `no election is known for provision ${pending.provision}`));
  }
}

// ——— Claims (Law 72) ——————————————————————————————————————————————————————————————

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
  return ok(change(state, { claim: { seq, kind, seat, tricks } }));
}

/** The claim or concession agreed: the tricks are awarded and play ends (etiquette 10). */
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
  let hands = state.hands;
  for (const p of state.trick?.plays ?? []) hands = withHand(hands, p.seat, addCard(hands[p.seat], p.card));
  return ok(finish(change(state, { claim: null, claimed, hands, trick: null })));
}

function addCard(hand: TableState['hands']['N'], card: Card): TableState['hands']['N'] {
  const suit = 'CDHS'.indexOf(card[0] as string) as 0 | 1 | 2 | 3;
  const rank = '23456789TJQKA'.indexOf(card[1] as string);
  const out: [number, number, number, number] = [hand[0], hand[1], hand[2], hand[3]];
  out[suit] = out[suit] | (1 << rank);
  return out;
}

/**
 * Law 72: the declarer who says "I have the rest" "may be required to place his cards face upward
 * on the table. His adversaries are not liable to have any of their cards called should they
 * thereupon expose them." A disputed claim of the declarer's: his cards are faced and play goes
 * on; an adversary's disputed claim: play goes on.
 */
function dispute(state: TableState, seq: number): Result<TableState, Refusal> {
  const c = state.claim;
  if (c === null) return err(refusal('no-claim', seq, 'there is no claim to dispute'));
  const next = change(state, { claim: null });
  return ok(c.seat === state.declarer ? withAuctionBridge(next, { declarerFaced: true }) : next);
}

// ——— Decisions that fall due, and the end of play ————————————————————————————————————

function settle(state: TableState): TableState {
  if (state.phase === 'play' && state.tricks.length >= state.totalTricks)
    return state.pending?.provision === '81' ? state : finish(state);
  // Law 82: a hand with no card left to play: the tricks are counted and its surplus card restored.
  const empty = state.turn;
  if (
    state.phase === 'play' &&
    empty !== null &&
    state.hands[empty].every((m) => m === 0) &&
    auctionBridgeOf(state).surplus.some((x) => x.seat === empty)
  )
    return settle(restoreSurplus(state, empty));
  if (state.pending !== null || state.phase !== 'play' || state.claim !== null) return state;
  if (state.obligations.some((o) => o.kind === 'correct-revoke')) return state;
  const seat = state.turn;
  if (seat === null || !isDefender(state, seat)) return state;
  const part = auctionBridgeOf(state);
  if (part.asked === playClock(state)) return state;
  if (state.obligations.some((o) => o.kind === 'play-card' && o.seat === seat)) return state;
  const cards = callable(state, seat);
  if (cards.length === 0) return state;
  const pending: Pending = {
    provision: '67',
    chooser: [state.declarer as Seat],
    next: state.declarer as Seat,
    about: -1,
    options: [
      ...cards.map((card) => offer('call-card', ['Law 67', 'Law 75'], { card })),
      offer('waive-penalty', ['Law 75']),
    ],
  };
  return change(state, { pending });
}

/** The end of play: revokes not yet established are so now; the declarer's 84(b) choice; the score. */
function finish(state: TableState): TableState {
  let next = establish(surplusToImperfectTricks(state), () => true, 'Law 83');
  next = withAuctionBridge(next, { quitted: next.tricks.length });
  next = change(next, { phase: 'ended', turn: null, pending: null, obligations: [] });
  const revokes = penalisedRevokes(next);
  const declaring = SIDE_OF[next.declarer as Seat];
  const adversaries = OTHER_SIDE[declaring];
  if (revokes[adversaries] > 0 && revokes[declaring] === 0)
    return change(next, {
      pending: {
        provision: '84',
        chooser: [next.declarer as Seat],
        next: next.declarer as Seat,
        about: -1,
        options: [offer('take-points', ['Law 84(b)']), offer('take-tricks', ['Law 84(b)'])],
      },
    });
  return scoreBoard(next, null, next.declarer as Seat);
}

/** The result with the revoke penalties (Laws 84, 89) and the revokes' final status. */
function scoreBoard(state: TableState, choice: RevokeChoice, declarer: Seat): TableState {
  const scored = dealScoreAtTable(state, choice);
  if (scored === null) return state;
  const revokes = penalisedRevokes(state);
  const both = revokes.NS > 0 && revokes.EW > 0;
  const seen = { NS: 0, EW: 0 };
  let next = state;
  for (const i of state.irregularities) {
    if (i.kind !== 'revoke' || i.status !== 'established' || i.offender === state.dummy) continue;
    const side = SIDE_OF[i.offender];
    seen[side]++;
    const first = seen[side] === 1;
    const law = both
      ? first
        ? 'Law 89'
        : 'Law 84(c)'
      : !first
        ? 'Law 84(c)'
        : sameSide(i.offender, declarer)
          ? 'Law 84(a)'
          : 'Law 84(b)';
    next = updateIrregularity(
      next,
      i.seq,
      (r) => ({ ...r, status: both && first ? 'no-rectification' : 'rectified', laws: [...r.laws, law] }),
      'revoke',
    );
  }
  return change(next, { result: resultOf(scored.score, scored.transfers) });
}
