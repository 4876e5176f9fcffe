/**
 * The play at a euchre table under the Somerset Club laws of 1888: cards played in and out of
 * turn, the duties a call imposes, cards exposed, hands thrown down, and the lone hand's special
 * laws. Quoted from the code (public domain):
 *
 * - 46: "All exposed cards are liable to be called, and must be left on the table; but a card is
 *   not an exposed card when dropped on the floor or elsewhere below the table." I. "Two or more
 *   cards played at once." II. "Any card dropped face upwards, or in any way exposed on or above
 *   the table". III. "The trump card if lifted from the pack."
 * - 47: a player who plays a winning card and "then lead again … without waiting for his partner
 *   to play, the latter may be called on to win, if he can, the first or any other of those
 *   tricks, and the other cards thus improperly played are exposed cards."
 * - 48: cards thrown face upwards "are exposed, and can be called, each player's by the adversary".
 * - 49: "If all four players throw their cards on the table face upwards, the hands are abandoned".
 * - 50: "In a lone hand, should either adversary abandon his hand … the party playing alone scores
 *   five points."
 * - 51: a detached card "is liable to be called if either of the adversaries can name it; but
 *   should an adversary name a wrong card, he is liable to have a suit called when he or his
 *   partner next lead."
 * - 52: "If any player lead out of turn, the adversaries may either call the card erroneously led,
 *   or may call a suit from him or his partner when it is next the turn of either to lead."
 * - 53: "if the other three have followed him, the trick is complete, and the error cannot be
 *   rectified; but if only the second, or the second and third, have played to the false lead,
 *   their cards … are taken back".
 * - 54: failing to play a called highest or lowest, or leading another suit when a suit is called
 *   and held: "he incurs the penalty of a revoke". 55: "In no case can a player be compelled to
 *   play a card which would oblige him to revoke." 57: called to lead a suit and void, "the
 *   penalty is paid".
 * - 58: "Should the third hand play before the second, the fourth may play before his partner."
 *   59: "Should the third hand not have played, and the fourth hand play before his partner, the
 *   latter may be called on to win or lose the trick."
 * - 83: attention called to the trick before partner plays: "the adversaries may require that
 *   opponent's partner to play his highest or lowest of the suit led, or to win or lose the trick."
 * - 87: "Should the eldest hand lead before the discard is completed, the lead stands". 89: against
 *   a lone third hand, "the second player lead before the dealer has discarded, the latter can be
 *   called on to play his highest or lowest of the suit led, or to win or lose the trick."
 * - 90: "Should … the dealer neglect to discard before playing, the deal holds good, and the party
 *   so offending forfeits two if all four are playing, and four if a lone hand is played."
 * - 100, 101, 102, 104, 105: the lone hand (see each function).
 *
 * Readings and defaults: docs/laws/somerset-1888-ambiguities.md. Pure; throws nothing.
 */
import type { Card, Suit } from '../../core/card.js';
import { ok, type Result } from '../../core/result.js';
import { OTHER_SIDE, PARTNER, rotation, type Seat, SIDE_OF } from '../../core/seat.js';
import { beats, legalCards } from '../../games/trick.js';
import type { Exposure } from '../../table/event.js';
import { ledSuit, orderOf, trickIndex, winnerOf, wouldRevoke } from '../../table/mechanics.js';
import { change, type Irregularity, type Refusal, type TableState } from '../../table/state.js';
import { offersFrom, provisionOf } from '../provision.js';
import {
  adversaries,
  decide,
  irregular,
  leading,
  legalNow,
  refuse,
  SOMERSET_1888_PROVISIONS,
  settleIrregularity,
} from './common.js';
import { euchreOf, isActive, placeEuchreCard, takeBackCard, trickSize, withEuchre } from './euchre.js';
import type { EuchreDuty, ExposedCard } from './euchre-start.js';

const LEAD_DECISIONS = ['52', '104'];
/** Decisions that do not stop the play: the owner's own play answers them (no call made). */
const OPTIONAL = ['56', '51'];

/** A card played by `seat` (the hand it comes from). */
export function play(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  if (state.claim !== null) return refuse('awaiting-decision', seq, 'a claim awaits an answer');
  const pending = state.pending;
  let s = state;
  if (pending !== null) {
    // 47: "or play several such winning cards one after the other": each is exposed as well.
    const offender = state.irregularities.ofSeq(pending.about)[0]?.offender;
    if (pending.provision === '47' && seat === offender && !leading(state))
      return ok(exposedAgain(state, seat, card, seq));
    if (OPTIONAL.includes(pending.provision) && seat === state.turn) {
      s = change(s, { pending: null });
      if (pending.provision === '51') s = settleIrregularity(s, pending.about, 'no-rectification');
    } else if (!LEAD_DECISIONS.includes(pending.provision) || !falseLeadLies(state, pending.about))
      return refuse(
        'awaiting-decision',
        seq,
        `${pending.chooser.join(' or ')} must first choose (Law ${pending.provision.replace(/S$/, '')})`,
      );
  }
  // 53: the rightful leader leads while the false lead lies, not next to it in rotation (so his
  // card is no play to it): the mistake is discovered, the false lead's cards go back and his card
  // is the lead. 104: the lone player's card stays exposed, uncalled for now (56). 52: the
  // adversaries' election is still theirs, and nothing more is played until they make it.
  const rightful =
    pending !== null &&
    LEAD_DECISIONS.includes(pending.provision) &&
    seat === pending.proper &&
    seat !== s.turn &&
    s.trick?.plays.some((p) => p.seat === seat) !== true &&
    falseLeadLies(s, pending.about);
  if (rightful && pending.provision === '104')
    s = settleIrregularity(
      takeBackFalseLead(change(s, { pending: null }), pending.about, seat),
      pending.about,
      'rectified',
      ['Law 104', 'Law 56'],
    );
  else if (rightful) s = takeBackFalseLead(s, pending.about, seat);
  const e = euchreOf(s);
  if (seat === e.sittingOut) return ok(partnerPlays(s, seat, card, seq));
  if (e.discardDue) {
    if (seat === s.board.dealer) s = discardNeglected(s, seq);
    else if (leading(s) && seat === s.turn && s.tricks.length === 0)
      return ok(leadBeforeDiscard(s, seat, card, seq));
  }
  if (leading(s)) {
    if (seat !== s.turn) return ok(leadOutOfTurn(s, seat, card, seq));
    return inTurn(s, seat, card, seq);
  }
  if (s.trick?.plays.some((p) => p.seat === seat)) return ok(playedAgain(s, seat, card, seq));
  if (seat !== s.turn) return ok(playOutOfTurn(s, seat, card, seq));
  return inTurn(s, seat, card, seq);
}

/** Several cards played at once (46 I): the first is played, the others are exposed cards. */
export function playSeveral(
  state: TableState,
  seat: Seat,
  cards: readonly Card[],
  seq: number,
): Result<TableState, Refusal> {
  const [first, ...rest] = cards;
  if (first === undefined) return ok(state);
  const played = play(state, seat, first, seq);
  if (!played.ok) return played;
  // 104: "A player playing alone is liable to no penalty for simply exposing a card": his other
  // cards go back to his hand (a lead out of turn with the first is judged by `play`).
  if (seat === euchreOf(state).lone)
    return ok(
      irregular(played.value, seq, 'two-cards-played', seat, 'no-rectification', ['Law 46', 'Law 104']),
    );
  let s = irregular(played.value, seq, 'two-cards-played', seat, 'rectified', ['Law 46']);
  for (const card of rest) s = addExposed(s, { seat, card, laws: ['Law 46'] });
  return ok(s);
}

export function addExposed(state: TableState, x: ExposedCard): TableState {
  const e = euchreOf(state);
  if (e.exposed.some((y) => y.card === x.card)) return state;
  return withEuchre(state, { exposed: [...e.exposed, x] });
}

/** 100 and 102: the lone player's partner, whose hand lies face down, plays a card. */
function partnerPlays(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const firstLead = state.tricks.length === 0 && !leading(state);
  const already = state.irregularities.ofKind('partner-played-to-lone-lead').length > 0;
  if (firstLead && !already) {
    const recorded = irregular(state, seq, 'partner-played-to-lone-lead', seat, 'pending', ['Law 100'], {
      card,
    });
    return decide(recorded, '100', seat, seq, ['play-alone', 'play-with-partner']);
  }
  return partnerExposes(state, seat, card, seq);
}

/** 102: "Should a player expose the face of any of his cards, his partner can score only two points". */
export function partnerExposes(
  state: TableState,
  seat: Seat,
  card: Card | undefined,
  seq: number,
): TableState {
  const recorded = irregular(
    state,
    seq,
    'partner-exposed-card',
    seat,
    'rectified',
    ['Law 102'],
    card === undefined ? {} : { card },
  );
  return withEuchre(recorded, { partnerExposed: true });
}

/** 90: the dealer plays before discarding. */
function discardNeglected(state: TableState, seq: number): TableState {
  const e = euchreOf(state);
  const dealer = state.board.dealer;
  const side = SIDE_OF[dealer];
  const recorded = irregular(state, seq, 'discard-neglected', dealer, 'rectified', ['Law 90']);
  return withEuchre(recorded, {
    discardDue: false,
    penalties: [
      ...e.penalties,
      { side: OTHER_SIDE[side], points: e.lone === null ? 2 : 4, laws: ['Law 90'] },
    ],
    noScore: e.noScore.includes(side) ? e.noScore : [...e.noScore, side],
  });
}

/** 87 and 89: the first lead made before the dealer's discard is complete. */
function leadBeforeDiscard(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const e = euchreOf(state);
  const dealer = state.board.dealer;
  const lone89 = e.lone !== null && e.lone === rotation(dealer)[3] && seat === rotation(dealer)[2];
  const recorded = irregular(
    state,
    seq,
    'lead-before-discard',
    seat,
    lone89 ? 'pending' : 'no-rectification',
    [lone89 ? 'Law 89' : 'Law 87'],
  );
  const placed = placeEuchreCard(recorded, seat, card);
  if (!lone89 || e.lone === null) return placed;
  return decide(placed, '89', seat, seq, undefined, dealer);
}

/** 52, 104, 105: a lead out of turn. The card is placed; the adversaries may act on discovery (53). */
function leadOutOfTurn(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const e = euchreOf(state);
  if (e.lone !== null && SIDE_OF[seat] !== SIDE_OF[e.lone])
    return bothHandsFaceUp(state, e.lone, seat, card, seq, 'lead-out-of-turn');
  const proper = state.turn ?? undefined;
  const lone = seat === e.lone;
  const laws = [lone ? 'Law 104' : 'Law 52'];
  const recorded = irregular(state, seq, 'lead-out-of-turn', seat, 'pending', laws, { card });
  const placed = establishedBy(placeEuchreCard(recorded, seat, card), seat, trickIndex(state));
  if (lone) {
    // 104: "the card is an exposed card, and can be called" — exposed as it lies; the call may
    // be made now or at a later turn (56).
    const exposed = addExposed(placed, { seat, card, laws: ['Law 104'] });
    return decide(exposed, '104', seat, seq, [{ id: 'call-card', card }, 'waive-penalty'], proper);
  }
  return decide(placed, '52', seat, seq, [{ id: 'call-card', card }, 'call-suit'], proper);
}

/** Whether the card of the lead out of turn recorded by event `about` still lies in the trick. */
export function falseLeadLies(state: TableState, about: number): boolean {
  const lead = state.irregularities.ofSeq(about)[0];
  return state.trick?.plays.some((p) => p.seat === lead?.offender && p.card === lead?.card) === true;
}

/**
 * 52, 53, 104 on discovery: the cards of the false lead's trick go back to their hands (the
 * revokes made on it with them); the proper leader is to lead.
 */
export function takeBackFalseLead(state: TableState, about: number, proper: Seat | undefined): TableState {
  let s = state;
  for (const p of [...(s.trick?.plays ?? [])].reverse()) s = takeBackCard(s, p.seat, p.card);
  const trick = trickIndex(s);
  return change(s, {
    trick: null,
    turn: proper ?? s.turn,
    irregularities: s.irregularities.without((i) => i.trick === trick && i.seq > about, ['revoke']),
  });
}

/**
 * 105: "Should an adversary play out of turn to the lead of a lone hand, both opposing hands must
 * be laid on the table, and can be called by the player playing alone." The card goes back to
 * its hand; every card of both adversaries is exposed, to be called by the lone player.
 */
function bothHandsFaceUp(
  state: TableState,
  lone: Seat,
  seat: Seat,
  card: Card,
  seq: number,
  kind: 'lead-out-of-turn' | 'play-out-of-turn',
): TableState {
  let s = establishedBy(
    irregular(state, seq, kind, seat, 'rectified', ['Law 105'], { card }),
    seat,
    trickIndex(state),
  );
  const opponents = adversaries(state, lone);
  for (const o of opponents)
    for (const c of handCards(s, o)) s = addExposed(s, { seat: o, card: c, laws: ['Law 105'] });
  const faceUp = [...euchreOf(s).faceUp, ...opponents.filter((o) => !euchreOf(s).faceUp.includes(o))];
  return withEuchre(s, { faceUp, callAsked: null });
}

function handCards(state: TableState, seat: Seat): Card[] {
  const out: Card[] = [];
  const hand = state.hands[seat];
  (['C', 'D', 'H', 'S'] as const).forEach((suit, i) => {
    for (let r = 12; r >= 0; r--)
      if (((hand[i as 0] ?? 0) & (1 << r)) !== 0) out.push(`${suit}${'23456789TJQKA'[r]}` as Card);
  });
  return out;
}

/**
 * 47: a second card to the same trick before his partner has played. Only after "the highest card
 * on the table" (played to an imperfect trick) or a lead "which is a winning card against his
 * adversaries" may the partner be called on to win; otherwise the card is simply exposed (46 II).
 */
function playedAgain(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  // 104: the lone player "is liable to no penalty for simply exposing a card".
  if (seat === euchreOf(state).lone)
    return irregular(state, seq, 'played-without-waiting', seat, 'no-rectification', ['Law 46', 'Law 104'], {
      card,
    });
  const partner = PARTNER[seat];
  const waiting = isActive(state, partner) && !(state.trick?.plays.some((p) => p.seat === partner) ?? false);
  const law47 = waiting && winningCard(state, seat);
  const laws = [law47 ? 'Law 47' : 'Law 46'];
  const s = addExposed(
    irregular(state, seq, 'played-without-waiting', seat, law47 ? 'pending' : 'rectified', laws, { card }),
    { seat, card, laws },
  );
  if (!law47) return s;
  // "the first or any other of those tricks": the trick in progress (his first card's) or the
  // trick each further card is led to.
  const first = state.trick?.plays.find((p) => p.seat === seat)?.card ?? card;
  const options = [first, card].map((c) => ({ id: 'win-trick' as const, card: c }));
  return decide(s, '47', seat, seq, options, partner);
}

/** 47: a further card played while the adversaries have still to elect: exposed too, one more trick. */
function exposedAgain(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const recorded = irregular(state, seq, 'played-without-waiting', seat, 'pending', ['Law 47'], { card });
  const exposed = addExposed(recorded, { seat, card, laws: ['Law 47'] });
  const pending = exposed.pending;
  if (pending === null) return exposed;
  const provision = provisionOf(SOMERSET_1888_PROVISIONS, pending.provision);
  const options = [...pending.options, ...offersFrom(provision, [{ id: 'win-trick', card }])];
  return change(exposed, { pending: { ...pending, options } });
}

/**
 * 47: whether `seat`'s card in the trick in progress was "the highest card on the table" when he
 * played it to an imperfect trick, or, led, "a winning card against his adversaries": none of
 * theirs on the table beats it and none still to play holds a card that may beat it.
 */
export function winningCard(state: TableState, seat: Seat): boolean {
  const trick = state.trick;
  const at = trick?.plays.findIndex((p) => p.seat === seat) ?? -1;
  const own = trick?.plays[at];
  if (trick === null || own === undefined) return false;
  const order = orderOf(state);
  if (winnerOf(trick.leader, trick.plays.slice(0, at + 1), order) !== seat) return false;
  if (at > 0) return true;
  const led = order.effectiveSuit(own.card);
  return adversaries(state, seat).every((a) => {
    const played = trick.plays.find((p) => p.seat === a);
    if (played !== undefined) return !beats(played.card, own.card, order);
    return !legalCards(state.hands[a], led, order).some((c) => beats(c, own.card, order));
  });
}

/** 58, 59, 105: a card played to the trick in progress out of turn. */
function playOutOfTurn(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const e = euchreOf(state);
  if (e.lone !== null && SIDE_OF[seat] !== SIDE_OF[e.lone])
    return bothHandsFaceUp(state, e.lone, seat, card, seq, 'play-out-of-turn');
  const trick = state.trick;
  const turn = state.turn;
  if (trick === null || turn === null) return state;
  const order = rotation(trick.leader).filter((x) => isActive(state, x));
  const at = order.indexOf(seat);
  const due = order.indexOf(turn);
  const placed = placeJudged(state, seat, card, seq);
  // 59 "Should the third hand not have played": once he has (58), the fourth's card stands too.
  const third = order[2];
  const thirdPlayed = third !== undefined && trick.plays.some((p) => p.seat === third);
  if (trickSize(state) === 4 && at === 3 && due === 1 && !thirdPlayed) {
    const recorded = irregular(placed, seq, 'fourth-hand-before-second', seat, 'pending', ['Law 59'], {
      card,
    });
    return decide(recorded, '59', seat, seq, ['win-trick', 'lose-trick'], PARTNER[seat]);
  }
  return irregular(placed, seq, 'play-out-of-turn', seat, 'no-rectification', ['Law 58'], { card });
}

/** A card played in turn: the duties of a call, then the card is placed and judged. */
function inTurn(state: TableState, seat: Seat, card: Card, seq: number): Result<TableState, Refusal> {
  const e = euchreOf(state);
  const trick = trickIndex(state);
  const lead = leading(state);
  const called = e.duties.find((d) => d.seat === seat && d.kind === 'play-card' && d.trick === trick);
  // 55: "In no case can a player be compelled to play a card which would oblige him to revoke."
  if (called?.card !== undefined && called.card !== card && legalNow(state, seat).includes(called.card))
    return refuse(
      'card-called',
      seq,
      `${called.card} has been called (${called.laws.join(', ')}): ${seat} must play it`,
    );
  let s = state;
  const broken = dutyBroken(state, seat, card, trick);
  if (broken !== null)
    s = irregular(s, seq, 'revoke', seat, 'established', [...broken.laws, 'Law 54'], { card });
  else if (lead) {
    // 57: called to lead a suit he has none of, "the penalty is paid".
    const suit = e.duties.find((d) => d.seat === seat && d.kind === 'lead-suit')?.suit;
    if (suit !== undefined && !holdsSuit(state, seat, suit))
      s = irregular(s, seq, 'call-not-obeyed', seat, 'no-rectification', ['Law 57'], { card });
  }
  const duties = e.duties
    .filter((d) => !(d.seat === seat && (d.kind === 'lead-suit' ? lead : d.trick === trick)))
    .flatMap((d) =>
      d.kind === 'win-trick' && d.trick === null && d.card === card ? dueWhenLed(d, lead, trick) : [d],
    );
  s = withEuchre(s, { duties });
  return ok(placeJudged(s, seat, card, seq));
}

/**
 * 47: the partner's duty to win the trick a card of the sequence "is led to" falls due when the
 * offender leads it; played to another's lead, there is no such trick and the duty lapses.
 */
function dueWhenLed(d: EuchreDuty, lead: boolean, trick: number): EuchreDuty[] {
  return lead ? [{ seat: d.seat, kind: d.kind, trick, laws: d.laws }] : [];
}

function holdsSuit(state: TableState, seat: Seat, suit: Suit): boolean {
  const order = orderOf(state);
  return handCards(state, seat).some((c) => order.effectiveSuit(c) === suit);
}

/** The duty of this trick (or this lead) that `card` breaks, if any (54, 59, 83, 89; 55 spares a revoke). */
export function dutyBroken(state: TableState, seat: Seat, card: Card, trick: number): EuchreDuty | null {
  const e = euchreOf(state);
  const order = orderOf(state);
  const legal = legalNow(state, seat);
  if (!legal.includes(card)) return null;
  for (const d of e.duties) {
    if (d.seat !== seat) continue;
    if (d.kind === 'lead-suit' && leading(state)) {
      const suit = d.suit as Suit;
      if (order.effectiveSuit(card) !== suit && legal.some((c) => order.effectiveSuit(c) === suit)) return d;
      continue;
    }
    if (d.trick !== trick || leading(state)) continue;
    const led = ledSuit(state);
    if (led === null) continue;
    const ofSuit = legal.filter((c) => order.effectiveSuit(c) === led);
    if (d.kind === 'play-highest' || d.kind === 'play-lowest') {
      if (ofSuit.length === 0) continue;
      const sorted = [...ofSuit].sort((a, b) => order.strength(b) - order.strength(a));
      const want = d.kind === 'play-highest' ? sorted[0] : sorted[sorted.length - 1];
      if (card !== want) return d;
    }
    if (d.kind === 'win-trick' || d.kind === 'lose-trick') {
      const wins = (c: Card) => winsNow(state, seat, c);
      const can = legal.filter((c) => wins(c) === (d.kind === 'win-trick'));
      if (can.length > 0 && !can.includes(card)) return d;
    }
  }
  return null;
}

/** Whether `card` would be winning the trick in progress at once if `seat` played it now. */
function winsNow(state: TableState, seat: Seat, card: Card): boolean {
  const trick = state.trick;
  if (trick === null || trick.plays.length === 0) return true;
  const order = orderOf(state);
  const best = winnerOf(trick.leader, trick.plays, order);
  const bestCard = trick.plays.find((p) => p.seat === best)?.card;
  return bestCard === undefined || (seat !== best && beats(card, bestCard, order));
}

/**
 * Places a card and judges it: a revoke (62) is recorded latent; a revoke by this side in an
 * earlier trick is established by this play (64).
 */
export function placeJudged(state: TableState, seat: Seat, card: Card, seq: number): TableState {
  const trick = trickIndex(state);
  const led = ledSuit(state);
  let s = state;
  if (led !== null && wouldRevoke(state, seat, card))
    s = irregular(s, seq, 'revoke', seat, 'latent', ['Law 62'], { card, suit: led });
  return establishedBy(placeEuchreCard(s, seat, card), seat, trick);
}

/**
 * 64: "if the revoking player or his partner, whether in his right turn or otherwise, lead or play
 * to the following trick" — a card of `seat`'s to trick `trick` (placed, or led out of turn and
 * taken back) establishes his side's latent revokes of the tricks before it.
 */
export function establishedBy(state: TableState, seat: Seat, trick: number): TableState {
  const side = SIDE_OF[seat];
  const due = (i: Irregularity) => i.status === 'latent' && i.trick < trick && SIDE_OF[i.offender] === side;
  const irregularities = state.irregularities.updated(
    due,
    (i) => ({ ...i, status: 'established' as const, laws: ['Law 62', 'Law 64'] }),
    ['revoke'],
  );
  return irregularities === state.irregularities ? state : change(state, { irregularities });
}

/** An `expose` event (46, 51, 91, 95, 102, 104). */
export function expose(
  state: TableState,
  seat: Seat,
  card: Card,
  how: Exposure,
  seq: number,
): Result<TableState, Refusal> {
  const e = euchreOf(state);
  if (e.exposed.some((x) => x.card === card))
    return refuse('already-exposed', seq, `${card} is already an exposed card`);
  if (how === 'below-table')
    return ok(irregular(state, seq, 'exposed-card', seat, 'no-rectification', ['Law 46'], { card }));
  let s = state;
  if (state.phase === 'auction' && !e.noLone.includes(seat))
    s = withEuchre(s, { noLone: [...e.noLone, seat] });
  if (seat === e.sittingOut) return ok(partnerExposes(s, seat, card, seq));
  if (seat === e.lone)
    return ok(irregular(s, seq, 'exposed-card', seat, 'no-rectification', ['Law 104'], { card }));
  if (how === 'detached') {
    const recorded = irregular(s, seq, 'detached-card', seat, 'pending', ['Law 51'], { card });
    return ok(decide(recorded, '51', seat, seq, ['call-card'], seat));
  }
  const laws = how === 'lifted' && card === e.upcard ? ['Law 46', 'Law 91'] : ['Law 46'];
  return ok(
    addExposed(irregular(s, seq, 'exposed-card', seat, 'rectified', laws, { card }), { seat, card, laws }),
  );
}

/** A `face-hand` event (48, 49, 50, 82, 102). `finish` ends the hand when it is abandoned. */
export function faceHand(
  state: TableState,
  seat: Seat,
  seq: number,
  finish: (s: TableState) => TableState,
): TableState {
  const e = euchreOf(state);
  if (seat === e.sittingOut) return partnerExposes(state, seat, undefined, seq);
  if (state.phase === 'play' && e.lone !== null && SIDE_OF[seat] !== SIDE_OF[e.lone]) {
    const recorded = irregular(state, seq, 'lone-hand-abandoned', seat, 'rectified', ['Law 50']);
    return finish(withEuchre(recorded, { abandoned: seat }));
  }
  // 104: the lone player's cards thrown face up are exposed, but he is liable to no penalty.
  if (state.phase === 'play' && seat === e.lone)
    return irregular(state, seq, 'hand-faced', seat, 'no-rectification', ['Law 48', 'Law 104']);
  let s = irregular(state, seq, 'hand-faced', seat, 'rectified', ['Law 48']);
  for (const card of handCards(s, seat)) s = addExposed(s, { seat, card, laws: ['Law 48'] });
  const faceUp = e.faceUp.includes(seat) ? e.faceUp : [...e.faceUp, seat];
  s = withEuchre(s, { faceUp });
  if (state.phase === 'auction') {
    const m = e.making;
    if (seat === m.dealer && m.phase === 'second-round') {
      const partner = PARTNER[seat];
      s = irregular(s, seq, 'hand-faced', seat, 'rectified', ['Law 82']);
      s = withEuchre(s, { barred: [...euchreOf(s).barred, partner] });
    }
    if (!e.noLone.includes(seat)) s = withEuchre(s, { noLone: [...euchreOf(s).noLone, seat] });
    return s;
  }
  if (e.lone === null && faceUp.length === 4) {
    const all = irregular(s, seq, 'hands-abandoned', seat, 'rectified', ['Law 49']);
    return finish(withEuchre(all, { handsAbandoned: true }));
  }
  return s;
}

/** 83: attention called to the trick before one's partner has played. */
export function attentionToTrick(state: TableState, seat: Seat, seq: number): TableState {
  const trick = state.trick;
  const partner = PARTNER[seat];
  if (state.phase !== 'play' || trick === null || trick.plays.length === 0) return state;
  if (!isActive(state, partner) || trick.plays.some((p) => p.seat === partner)) return state;
  const recorded = irregular(state, seq, 'attention-to-trick', seat, 'pending', ['Law 83']);
  return decide(recorded, '83', seat, seq, undefined, partner);
}
