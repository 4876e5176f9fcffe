/**
 * The whist-club-1912 judge, part: a card played. In turn it is checked against the calls
 * (Laws 73, 75, 79, 92) and for a revoke (83), then placed; a card touched or named by the declarer
 * from dummy is played (63, 64); dummy's suggestion (62). Out of turn: leads out of turn (76, 77),
 * cards led without waiting (71), fourth hand before second (80), two cards at once (68, 70).
 */
import { type Card, type Suit, suitOf } from '../../core/card.js';
import { hasSuit, highestOf, lowestOf, toCards } from '../../core/card-set.js';
import { err, invariant, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat, sameSide } from '../../core/seat.js';
import { beats, type TrickPlay } from '../../games/trick.js';
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
  trickIndex,
  updateIrregularity,
  winnerOf,
  wouldRevoke,
} from '../../table/mechanics.js';
import type { JudgedEvent } from '../../table/rulebook.js';
import {
  change,
  type Declared,
  type Irregularity,
  type Obligation,
  type Pending,
  type Refusal,
  refusal,
  type TableState,
} from '../../table/state.js';
import { offersFrom, provisionOf } from '../provision.js';
import { exposeAs, firstOf, legalNow } from './act-common.js';
import { expose } from './act-expose.js';
import { establish, quitThrough, revoke } from './act-revoke.js';
import { settle } from './act-settle.js';
import { auctionBridgeOf, withAuctionBridge } from './auction-bridge.js';
import { decision, WHIST_CLUB_1912_PROVISIONS } from './decision.js';
import { correctOmission, omittedFrom, playSurplus } from './tricks.js';

export function play(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  if (state.phase !== 'play' || state.declarer === null)
    return err(refusal('auction-not-ended', seq, 'the bidding has not ended'));
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
    const offender = state.irregularities.ofSeq(pending.about)[0]?.offender;
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
export function callBroken(state: TableState, seat: Seat, card: Card): { law: string; suit: Suit } | null {
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

export function playInTurn(state: TableState, seat: Seat, card: Card, seq: number): TableState {
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

/**
 * Law 64: "A card from the declarer's own hand is not played until actually quitted; but should
 * he name or touch a card in the dummy, such card is considered as played unless he, in touching
 * the card, say, 'I arrange,' or words to that effect." A dummy's card named or touched by the
 * declarer is played; touched while arranging, nothing happens.
 */
export function touchOrName(
  state: TableState,
  event: Extract<JudgedEvent, { type: 'designate' | 'touch' }>,
  seq: number,
): Result<TableState, Refusal> {
  const seat = event.seat;
  if (event.type === 'touch' && event.by === 'dummy') return dummySuggests(state, seat, event.card, seq);
  if (event.card === undefined) return ok(state);
  // Law 68 4th: a card named by an adversary as held by him is exposed.
  if (event.type === 'designate' && isDefender(state, seat))
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
  const pending = decision(state, '62', { about: seq, offender: seat }, [
    { id: 'call-card', card },
    { id: 'forbid-card', card },
    'waive-penalty',
  ]);
  return ok(addIrregularity(change(state, { pending }), { ...base, status: 'pending', laws: ['Law 62'] }));
}

/** Law 62: a play from dummy against the adversaries' call, when dummy could obey it. */
export function againstDummyCall(state: TableState, seat: Seat, card: Card): Obligation | undefined {
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
export function playToQuittedTrick(
  state: TableState,
  seat: Seat,
  card: Card,
  index: number,
  seq: number,
): Result<TableState, Refusal> {
  if (state.pending !== null)
    return err(refusal('awaiting-decision', seq, `${state.pending.chooser.join(' or ')} must first choose`));
  const judged = state.irregularities
    .ofKind('card-omitted')
    .some((i) => i.offender === seat && i.trick === index);
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

/**
 * Law 76: "If either of the declarer's adversaries lead out of turn the declarer may either treat
 * the card so led as an exposed card or may call a suit as soon as it is the turn of either
 * adversary to lead." Law 77: the declarer's own lead out of turn, from his hand or dummy: "he
 * incurs no penalty; but he may not rectify the error after the second hand has played."
 */
function leadOutOfTurn(state: Declared, seat: Seat, card: Card, seq: number): TableState {
  const proper = state.turn;
  invariant(proper !== null, 'Laws 76, 77: a lead out of turn is made when a lead is due');
  const trick = trickIndex(state);
  let next = quitThrough(state, trick);
  const base = { seq, kind: 'lead-out-of-turn' as const, offender: seat, trick, card };
  if (!isDefender(state, seat)) {
    next = withAuctionBridge(placeCard(next, seat, card), { falseLead: { seq, seat, card, proper } });
    return addIrregularity(next, { ...base, status: 'no-rectification', laws: ['Law 77'] });
  }
  const pending = decision(state, '76', { about: seq, proper }, [{ id: 'call-card', card }, 'call-suit']);
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
  // "continue … to lead several such cards": the partner may be held to win the trick this card
  // is led to only if it too is a winning card as against the declarer and dummy.
  if (!winningLead(state, card)) return next;
  const options = [...pending.options];
  const provision = provisionOf(WHIST_CLUB_1912_PROVISIONS, pending.provision);
  options.splice(options.length - 1, 0, ...offersFrom(provision, [{ id: 'win-trick', card }]));
  return change(next, { pending: { ...pending, options } });
}

/**
 * Law 71: whether `card`, played or led by an adversary to the trick in progress, is "a winning
 * card, as against the declarer and dummy": it beats their cards on the table, and neither of them
 * still to play holds a card that may beat it.
 */
function winsAgainstDeclarerSide(state: TableState, card: Card): boolean {
  const trick = state.trick;
  if (trick === null) return false;
  const order = orderOf(state);
  const led = ledSuit(state);
  return [state.declarer, state.dummy].every((hand) => {
    if (hand === null) return true;
    const played = trick.plays.find((p) => p.seat === hand);
    if (played !== undefined) return !beats(played.card, card, order);
    return !mayBeat(state, hand, card, led);
  });
}

/** Law 71: whether `card`, if led now, is a winning card as against the declarer and dummy. */
function winningLead(state: TableState, card: Card): boolean {
  return [state.declarer, state.dummy].every(
    (hand) => hand === null || !mayBeat(state, hand, card, suitOf(card)),
  );
}

/** Whether `hand` holds a card it may play to a trick led in `led` that beats `card`. */
function mayBeat(state: TableState, hand: Seat, card: Card, led: Suit | null): boolean {
  const order = orderOf(state);
  const cards = toCards(state.hands[hand]);
  const follow = led === null ? [] : cards.filter((c) => suitOf(c) === led);
  return (follow.length > 0 ? follow : cards).some((c) => beats(c, card, order));
}

/**
 * A card played to the trick in progress out of turn. Law 80: "Should the fourth hand, not being
 * dummy or declarer, play before the second, the latter may be called upon to play his highest
 * or lowest card of the suit played, or to win or lose the trick." Law 71: an adversary who plays
 * again "without waiting for his partner to play": the card is exposed and his partner may be
 * required to win the trick. Other plays before one's turn stand without penalty (ambiguities).
 */
function playOutOfTurn(state: Declared, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
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
    const first = firstOf(trick.plays, seat);
    // Law 71 needs "a winning card, as against the declarer and dummy"; any other second card is
    // a card dropped face upward on the table (Law 68 2d), liable to be called (Law 67).
    const law71 = waiting && first !== undefined && winsAgainstDeclarerSide(state, first);
    const laws = [law71 ? 'Law 71' : 'Law 68'];
    let next = exposeAs(state, seat, card, laws);
    const irregularity: Irregularity = {
      seq,
      kind: 'played-without-waiting',
      offender: seat,
      status: law71 ? 'pending' : 'rectified',
      laws,
      trick: trickNo,
      card,
    };
    next = addIrregularity(next, irregularity);
    if (!law71) return ok(settle(next));
    return ok(
      change(next, {
        pending: decision(state, '71', { about: seq }, [
          { id: 'win-trick', card: first ?? card },
          ...(winningLead(state, card) ? [{ id: 'win-trick' as const, card }] : []),
          'waive-penalty',
        ]),
      }),
    );
  }
  const order = inRotation(trick.leader, trick.plays).length;
  const second = nextInTrick(trick.leader, trick.plays);
  const fourthBeforeSecond =
    adversary &&
    order === 1 &&
    second !== null &&
    sameSide(seat, second) &&
    seat !== state.dummy &&
    seat !== state.declarer;
  if (fourthBeforeSecond) {
    const placed = placeCard(state, seat, card);
    return ok(
      addIrregularity(
        change(placed, {
          turn: second,
          pending: decision(state, '80', { about: seq }),
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

/**
 * Law 70: "If two or more cards are played at once by either of the declarer's adversaries, the
 * declarer shall have the right to call any one of such cards to the current trick, and the other
 * card or cards are exposed." The declarer's own (or dummy's, Law 64: "he may elect which one to
 * play") go back without penalty once he has chosen.
 */
export function cardsAtOnce(
  state: TableState,
  seat: Seat,
  cards: readonly Card[],
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'play' || state.declarer === null)
    return err(refusal('auction-not-ended', seq, 'the bidding has not ended'));
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
  // Law 70 for an adversary's cards; Law 64 for the declarer's own (or dummy's).
  const laws = [adversary ? 'Law 70' : 'Law 64'];
  const pending = decision(
    state,
    '70',
    { about: seq },
    legal.map((card) => ({ id: 'designate-card' as const, laws, card })),
  );
  return ok(addIrregularity(change(next, { pending }), irregularity));
}
