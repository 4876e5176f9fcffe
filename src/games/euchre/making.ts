/**
 * Making the trump (laws 74–82) and the declaration of lone hands (laws 93–99), as the legal game
 * plays them. Quoted from the code:
 *
 * - 74: "The trump card having been turned, the eldest hand may pass, order up, or play alone; in
 *   either of the last two cases the third hand may take it from him and play alone."
 * - 75: "Should the eldest hand pass, the second hand may pass, assist, or play alone; in either
 *   of the last two cases the dealer may take it from him and play alone."
 * - 76: "Should the second hand pass, the third hand can pass, order up, or play alone; and after
 *   him the dealer must pass, take up the trump, or play alone."
 * - 77: "Should all four players pass, the trump is turned down, and the first hand can name a
 *   suit, or pass; and so on in turn around the table. Should all pass again, the deal is at an
 *   end, and the next player deals."
 * - 78: "should he name the suit turned down, he is considered to have passed."
 * - 93: "A player may play alone when he orders up, assists, adopts, or makes the trump, or when
 *   his partner does so, provided that he himself has not already passed."
 * - 94: "If a player declares to play alone, his partner may take it from him, subject to the
 *   previous rule" — recorded as the partner's `alone H` ("I take it from you").
 * - 95: no lone hand for a player "ordered up", nor when "his adversaries adopt or make the trump".
 * - 96: "The dealer must announce his intention to play alone before quitting his discard."
 * - 98: "a single declaration must be made … 'Alone at hearts.' Any other declaration precludes a
 *   lone hand." So the maker's own lone hand is only the single call `alone H`; afterwards only
 *   his partner may still declare one.
 * - 99: the partner's offer "after a lead has been made, or after he has himself passed" fails.
 *
 * Readings of the code (docs/laws/somerset-1888-game.md): the dealer's `pass` in the first round
 * is his `turn-down`; "already passed" (93) counts a pass in either round, so in the second round
 * only the maker himself can play alone; when the dealer's partner plays alone the dealer's hand
 * lies face down (101) and he neither takes the trump card into play nor discards.
 *
 * A call the legal game does not allow at that moment is refused with a reason (`MakingError`,
 * citing the law) and changes nothing; the table layer records such acts as facts and the
 * rulebook judges them. Pure; throws nothing.
 */
import { SUITS, type Suit } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat, SIDE_OF, seatAfter } from '../../core/seat.js';
import { ASSIST, alone, type EuchreCall, make, ORDER_UP, PASS, TAKE_UP, TURN_DOWN } from './call.js';
import { eldestHand } from './deal.js';
import { type EuchreHandState, type Making, noLeadYet, phaseAfterMaking } from './hand.js';

export type LoneRefusal =
  /** 93: he has already passed. */
  | 'already-passed'
  /** 95: he or his partner was ordered up, or his adversaries made the trump. */
  | 'adversaries-made-trump'
  /** 98: his own declaration was not the single "alone at …" — it precludes a lone hand. */
  | 'not-single-declaration'
  /** 96: the dealer has quitted his discard. */
  | 'discard-quitted'
  /** 99: a lead has been made. */
  | 'after-lead'
  /** He (or his partner, who took it from him) already plays alone. */
  | 'already-alone';

export type MakingError =
  | { readonly kind: 'making-ended'; readonly seat: Seat; readonly phase: EuchreHandState['phase'] }
  | { readonly kind: 'not-your-turn'; readonly seat: Seat; readonly toCall: Seat }
  | {
      readonly kind: 'call-not-available';
      readonly seat: Seat;
      readonly call: EuchreCall;
      readonly round: 1 | 2;
      readonly laws: readonly string[];
    }
  | { readonly kind: 'suit-not-available'; readonly seat: Seat; readonly suit: Suit; readonly trump: Suit }
  | { readonly kind: 'improper-lone-declaration'; readonly seat: Seat; readonly laws: readonly string[] }
  | {
      readonly kind: 'lone-not-allowed';
      readonly seat: Seat;
      readonly reason: LoneRefusal;
      readonly laws: readonly string[];
    };

/** The seat's place at the table relative to the dealer. */
export type Position = 'eldest' | 'second' | 'third' | 'dealer';

export function positionOf(seat: Seat, dealer: Seat): Position {
  if (seat === dealer) return 'dealer';
  if (seat === seatAfter(dealer, 1)) return 'eldest';
  if (seat === seatAfter(dealer, 2)) return 'second';
  return 'third';
}

/** The suits that may be named in the second round: all but the suit turned down (law 77, 78). */
export function suitsToName(state: EuchreHandState): Suit[] {
  const down = state.upcard[0] as Suit;
  return SUITS.filter((s) => s !== down);
}

/** The suit of the trump card turned. */
export function turnedSuit(state: EuchreHandState): Suit {
  return state.upcard[0] as Suit;
}

/**
 * The calls open to the player whose call is due, in a fixed order: first round
 * `pass, order-up (assist for the dealer's partner), alone U`, the dealer `turn-down, take-up,
 * alone U`; second round `pass`, then `make X` and `alone X` for each suit but the one turned
 * down, in the order C D H S. Empty when no call is due.
 */
export function callsDue(state: EuchreHandState): EuchreCall[] {
  const seat = state.toCall;
  if (seat === null) return [];
  if (state.phase === 'first-round') {
    const up = turnedSuit(state);
    switch (positionOf(seat, state.dealer)) {
      case 'dealer':
        return [TURN_DOWN, TAKE_UP, alone(up)];
      case 'second':
        return [PASS, ASSIST, alone(up)];
      default:
        return [PASS, ORDER_UP, alone(up)];
    }
  }
  if (state.phase === 'second-round') {
    const suits = suitsToName(state);
    return [PASS, ...suits.map(make), ...suits.map(alone)];
  }
  return [];
}

/**
 * A lone hand still open after the trump is made: the maker's partner, who has not passed, may
 * play alone (93) or take it from a maker playing alone (94) — until the first lead (99), and the
 * dealer only until he has quitted his discard (96). Null when none is open.
 */
export function loneOption(state: EuchreHandState): { readonly seat: Seat; readonly suit: Suit } | null {
  if (state.maker === null || state.trump === null) return null;
  const partner = PARTNER[state.maker];
  return loneRefusal(state, partner) === null ? { seat: partner, suit: state.trump } : null;
}

/** Why `seat` may not declare a lone hand once the trump is made; null if he may. */
function loneRefusal(state: EuchreHandState, seat: Seat): { reason: LoneRefusal; law: string } | null {
  const maker = state.maker;
  if (maker === null || SIDE_OF[seat] !== SIDE_OF[maker])
    return { reason: 'adversaries-made-trump', law: 'Law 95' };
  if (state.lone === seat) return { reason: 'already-alone', law: 'Law 94' };
  if (seat === maker)
    return state.lone !== null
      ? { reason: 'already-alone', law: 'Law 94' }
      : { reason: 'not-single-declaration', law: 'Law 98' };
  if (state.passed.includes(seat)) return { reason: 'already-passed', law: 'Law 93' };
  if (!noLeadYet(state)) return { reason: 'after-lead', law: 'Law 99' };
  if (seat === state.dealer && state.discard !== null) return { reason: 'discard-quitted', law: 'Law 96' };
  return null;
}

/** Every call open now, by seat: the call due in the making, or a lone hand still open. */
export function legalCalls(state: EuchreHandState): { readonly seat: Seat; readonly calls: EuchreCall[] }[] {
  if (state.toCall !== null) return [{ seat: state.toCall, calls: callsDue(state) }];
  const option = loneOption(state);
  return option === null ? [] : [{ seat: option.seat, calls: [alone(option.suit)] }];
}

/**
 * `seat` makes `call`. In the making, only the player whose call is due may call; after it, only
 * a lone hand still open (`loneOption`) may be declared.
 */
export function declare(
  state: EuchreHandState,
  seat: Seat,
  call: EuchreCall,
): Result<EuchreHandState, MakingError> {
  if (call.kind === 'alone' && call.suit === null)
    return err({ kind: 'improper-lone-declaration', seat, laws: ['Law 98'] });
  if (state.phase === 'first-round' || state.phase === 'second-round') {
    const toCall = state.toCall;
    if (toCall === null) return err({ kind: 'making-ended', seat, phase: state.phase });
    if (seat !== toCall) return err({ kind: 'not-your-turn', seat, toCall });
    return state.phase === 'first-round' ? firstRound(state, seat, call) : secondRound(state, seat, call);
  }
  if (call.kind !== 'alone' || (state.phase !== 'discard' && state.phase !== 'play'))
    return err({ kind: 'making-ended', seat, phase: state.phase });
  return lateLone(state, seat, call.suit ?? (state.trump as Suit));
}

/** Plays a sequence of calls, each by the player whose call is due; stops at the first refusal. */
export function declareAll(
  state: EuchreHandState,
  calls: readonly EuchreCall[],
): Result<EuchreHandState, MakingError> {
  let current = state;
  for (const call of calls) {
    const seat = current.toCall ?? loneOption(current)?.seat;
    if (seat === undefined) return err({ kind: 'making-ended', seat: current.dealer, phase: current.phase });
    const next = declare(current, seat, call);
    if (!next.ok) return next;
    current = next.value;
  }
  return ok(current);
}

function record(state: EuchreHandState, seat: Seat, call: EuchreCall): EuchreHandState {
  return { ...state, calls: [...state.calls, { seat, call }] };
}

function passBy(state: EuchreHandState, seat: Seat, call: EuchreCall): EuchreHandState {
  const s = record(state, seat, call);
  const passed = s.passed.includes(seat) ? s.passed : [...s.passed, seat];
  if (seat !== state.dealer) return { ...s, passed, toCall: seatAfter(seat, 1) };
  if (state.phase === 'first-round')
    return {
      ...s,
      passed,
      phase: 'second-round',
      upcardPlace: 'turned-down',
      toCall: eldestHand(state.dealer),
    };
  return { ...s, passed, phase: 'passed', toCall: null };
}

function madeBy(
  state: EuchreHandState,
  seat: Seat,
  call: EuchreCall,
  trump: Suit,
  making: Making,
  lone: boolean,
): EuchreHandState {
  const s = record(state, seat, call);
  return phaseAfterMaking({
    ...s,
    trump,
    maker: seat,
    making,
    lone: lone ? seat : null,
    upcardPlace: making === 'make' ? s.upcardPlace : 'taken-up',
    toCall: null,
  });
}

function firstRound(
  state: EuchreHandState,
  seat: Seat,
  call: EuchreCall,
): Result<EuchreHandState, MakingError> {
  const up = turnedSuit(state);
  const position = positionOf(seat, state.dealer);
  const unavailable = (laws: readonly string[]) =>
    err<MakingError>({ kind: 'call-not-available', seat, call, round: 1, laws });
  switch (call.kind) {
    case 'pass':
      return ok(passBy(state, seat, call));
    case 'turn-down':
      return position === 'dealer' ? ok(passBy(state, seat, call)) : unavailable(['Law 76', 'Law 82']);
    case 'order-up':
      return position === 'eldest' || position === 'third'
        ? ok(madeBy(state, seat, call, up, 'order-up', false))
        : unavailable(position === 'second' ? ['Law 75'] : ['Law 76']);
    case 'assist':
      return position === 'second'
        ? ok(madeBy(state, seat, call, up, 'assist', false))
        : unavailable(['Law 75']);
    case 'take-up':
      return position === 'dealer'
        ? ok(madeBy(state, seat, call, up, 'take-up', false))
        : unavailable(['Law 76']);
    case 'make':
      return unavailable(['Law 77']);
    case 'alone': {
      const suit = call.suit as Suit;
      if (suit !== up) return err({ kind: 'suit-not-available', seat, suit, trump: up });
      const making: Making =
        position === 'dealer' ? 'take-up' : position === 'second' ? 'assist' : 'order-up';
      return ok(madeBy(state, seat, call, up, making, true));
    }
  }
}

function secondRound(
  state: EuchreHandState,
  seat: Seat,
  call: EuchreCall,
): Result<EuchreHandState, MakingError> {
  const down = turnedSuit(state);
  switch (call.kind) {
    case 'pass':
      return ok(passBy(state, seat, call));
    case 'make':
    case 'alone': {
      const suit = call.suit as Suit;
      // Law 78: "should he name the suit turned down, he is considered to have passed."
      if (suit === down) return ok(passBy(state, seat, call));
      return ok(madeBy(state, seat, call, suit, 'make', call.kind === 'alone'));
    }
    default:
      return err({ kind: 'call-not-available', seat, call, round: 2, laws: ['Law 77'] });
  }
}

/** A lone hand declared after the trump is made: by the maker's partner (93, 94). */
function lateLone(state: EuchreHandState, seat: Seat, suit: Suit): Result<EuchreHandState, MakingError> {
  const trump = state.trump as Suit;
  const refusal = loneRefusal(state, seat);
  if (refusal !== null)
    return err({ kind: 'lone-not-allowed', seat, reason: refusal.reason, laws: [refusal.law] });
  if (suit !== trump) return err({ kind: 'suit-not-available', seat, suit, trump });
  return ok(phaseAfterMaking({ ...record(state, seat, alone(trump)), lone: seat }));
}
