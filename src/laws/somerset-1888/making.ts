/**
 * Making the trump (laws 74–82) and the lone hand (laws 93–99) at the table. The legal making is
 * the game's (src/games/euchre/making.ts: `declare`, `loneOption`); here the irregular acts:
 *
 * - 79: "Should the player, after naming the suit turned down, or passing, mention the suit he
 *   intended to make trumps, his partner also must pass."
 * - 80: "Should a player pass, and then attempt to assist, or order up the trump, his partner also
 *   must pass. The adversaries, however, may elect that it shall be played."
 * - 82: "No player can take away another's right by passing, ordering up, or assisting, out of
 *   turn; but should the dealer turn down the trump card, or on the second round throw his cards
 *   on the table, such action is binding on his partner."
 * - 95: no lone hand "if before making his declaration he exposes a card".
 * - 96: "The dealer must announce his intention to play alone before quitting his discard."
 * - 97: "A player must announce his intention to play alone before naming the trump, otherwise he
 *   can be required to play the hand with his partner."
 * - 98: "In all cases a single declaration must be made … Any other declaration precludes a lone
 *   hand." A bare `alone` is that other declaration.
 * - 99: "Should the partner of the player playing alone offer to take it from him after a lead
 *   has been made, or after he has himself passed, neither can play alone."
 *
 * Readings and defaults: docs/laws/somerset-1888-ambiguities.md. Pure; throws nothing.
 */
import type { Suit } from '../../core/card.js';
import { ok, type Result } from '../../core/result.js';
import { PARTNER, type Seat } from '../../core/seat.js';
import {
  ASSIST,
  alone,
  type EuchreCall,
  ORDER_UP,
  PASS,
  parseEuchreCall,
  TAKE_UP,
} from '../../games/euchre/call.js';
import type { EuchreHandState, Making } from '../../games/euchre/hand.js';
import { phaseAfterMaking } from '../../games/euchre/hand.js';
import { declare, positionOf } from '../../games/euchre/making.js';
import { change, type Refusal, type TableState } from '../../table/state.js';
import { decide, irregular, leading, refuse } from './common.js';
import { beginPlay, euchreOf, withEuchre } from './euchre.js';

/** A call (`call` event): in the making, or a lone hand declared once the trump is made. */
export function call(state: TableState, seat: Seat, text: string, seq: number): Result<TableState, Refusal> {
  const parsed = parseEuchreCall(text);
  if (!parsed.ok)
    return refuse('call-syntax', seq, `"${text}" is not a euchre call (${parsed.error.message})`);
  const c = parsed.value;
  // A plain call once the trump is made is void by law whenever it is said (78, 82): recorded.
  if (state.phase === 'play' && c.kind !== 'alone') return ok(afterTheMaking(state, seat, c, seq));
  if (state.pending !== null)
    return refuse('awaiting-decision', seq, `${state.pending.chooser.join(' or ')} must first choose`);
  if (state.phase === 'auction') return ok(inMaking(state, seat, c, seq));
  if (state.phase === 'play') return late(state, seat, c, seq);
  return refuse('making-ended', seq, 'the hand is over');
}

/** The plain call a lone declaration stands for in the first round, by position (74–76). */
function plainFirstRound(making: EuchreHandState, seat: Seat): EuchreCall {
  const position = positionOf(seat, making.dealer);
  return position === 'dealer' ? TAKE_UP : position === 'second' ? ASSIST : ORDER_UP;
}

function inMaking(state: TableState, seat: Seat, c: EuchreCall, seq: number): TableState {
  const e = euchreOf(state);
  const m = e.making;
  const toCall = m.toCall;
  if (seat !== toCall) return outOfTurn(state, seat, c, seq);
  let callNow = c;
  let next = state;
  if (e.barred.includes(seat) && c.kind !== 'pass' && c.kind !== 'turn-down') {
    next = irregular(next, seq, 'call-when-barred', seat, 'rectified', ['Law 79', 'Law 80', 'Law 82']);
    callNow =
      m.phase === 'first-round' && positionOf(seat, m.dealer) === 'dealer' ? { kind: 'turn-down' } : PASS;
  } else if (c.kind === 'alone' && c.suit === null) {
    next = irregular(next, seq, 'improper-lone-declaration', seat, 'no-rectification', ['Law 98']);
    // "Alone" without the suit: in the first round the turned card is meant (made, but not alone);
    // in the second no suit is named: his call is still due.
    if (m.phase !== 'first-round') return next;
    callNow = plainFirstRound(m, seat);
  } else if (c.kind === 'alone' && e.noLone.includes(seat)) {
    next = irregular(next, seq, 'lone-not-allowed', seat, 'no-rectification', ['Law 95']);
    callNow = m.phase === 'first-round' ? plainFirstRound(m, seat) : { kind: 'make', suit: c.suit as Suit };
  }
  const declared = declare(m, seat, callNow);
  if (!declared.ok) {
    // A call the moment does not offer (an eldest hand's "assist", "make" in the first round):
    // recorded, and of no effect; his call is still due.
    return irregular(next, seq, 'call-out-of-turn', seat, 'no-rectification', ['Law 82']);
  }
  return afterMaking(next, declared.value);
}

/** The state once the game's making has moved on: still making, passed out, or play begins. */
function afterMaking(state: TableState, making: EuchreHandState): TableState {
  if (making.phase === 'first-round' || making.phase === 'second-round') return withEuchre(state, { making });
  if (making.phase === 'passed')
    return withEuchre(
      state,
      { making },
      {
        phase: 'ended',
        turn: null,
        result: {
          tricks: { NS: 0, EW: 0 },
          transfers: [],
          score: { NS: 0, EW: 0 },
          points: [],
          nextDeal: 'next-dealer',
        },
      },
    );
  return beginPlay(state, making, making.lone);
}

/** A call by a player whose call is not due (79, 80, 82). */
function outOfTurn(state: TableState, seat: Seat, c: EuchreCall, seq: number): TableState {
  const e = euchreOf(state);
  const m = e.making;
  const passed = m.passed.includes(seat);
  const partner = PARTNER[seat];
  const bar = (s: TableState) =>
    withEuchre(s, { barred: e.barred.includes(partner) ? e.barred : [...e.barred, partner] });
  if (
    passed &&
    m.phase === 'first-round' &&
    (c.kind === 'order-up' || c.kind === 'assist' || c.kind === 'take-up')
  ) {
    const recorded = irregular(state, seq, 'call-out-of-turn', seat, 'pending', ['Law 80']);
    return decide(withEuchre(recorded, { offeredCall: { seat, call: c } }), '80', seat, seq, [
      'accept-call',
      'reject-call',
    ]);
  }
  if (passed && (c.kind === 'make' || (c.kind === 'alone' && c.suit !== null)))
    return bar(irregular(state, seq, 'call-out-of-turn', seat, 'rectified', ['Law 79']));
  if (seat === m.dealer && m.phase === 'first-round' && (c.kind === 'turn-down' || c.kind === 'pass'))
    return bar(irregular(state, seq, 'call-out-of-turn', seat, 'rectified', ['Law 82']));
  return irregular(state, seq, 'call-out-of-turn', seat, 'no-rectification', ['Law 82']);
}

/** Law 80 decided: the call after a pass is played as made, or refused (his partner must pass). */
export function electOnCallAfterPass(state: TableState, accept: boolean): TableState {
  const e = euchreOf(state);
  const offered = e.offeredCall;
  const about = state.pending?.about ?? -1;
  const cleared = change(state, { pending: null });
  const status = {
    irregularities: cleared.irregularities.updatedAt(about, (i) => ({ ...i, status: 'rectified' as const })),
  };
  if (offered === null) return change(cleared, status);
  if (!accept) {
    const partner = PARTNER[offered.seat];
    return withEuchre(
      cleared,
      { offeredCall: null, barred: e.barred.includes(partner) ? e.barred : [...e.barred, partner] },
      status,
    );
  }
  const m = e.making;
  const making: Making =
    offered.call.kind === 'assist' ? 'assist' : offered.call.kind === 'take-up' ? 'take-up' : 'order-up';
  const made = phaseAfterMaking({
    ...m,
    calls: [...m.calls, { seat: offered.seat, call: offered.call }],
    trump: m.upcard[0] as Suit,
    maker: offered.seat,
    making,
    lone: null,
    upcardPlace: 'taken-up',
    toCall: null,
  });
  return beginPlay(withEuchre(cleared, { offeredCall: null }, status), made, null);
}

/** A lone hand declared once the trump is made (93–99), or another call after the making. */
function late(state: TableState, seat: Seat, c: EuchreCall, seq: number): Result<TableState, Refusal> {
  const e = euchreOf(state);
  const m = e.making;
  if (c.kind !== 'alone') return ok(afterTheMaking(state, seat, c, seq));
  if (c.suit === null)
    return ok(irregular(state, seq, 'improper-lone-declaration', seat, 'no-rectification', ['Law 98']));
  const maker = m.maker;
  const beforeLead = leading(state) && state.tricks.length === 0;
  if (e.noLone.includes(seat))
    return ok(irregular(state, seq, 'lone-not-allowed', seat, 'no-rectification', ['Law 95']));
  if (seat === maker && e.lone === null) {
    if (seat === m.dealer && m.making === 'take-up') {
      // 96: the dealer who took it up may still announce alone until he quits his discard.
      if (e.discard !== null || !beforeLead)
        return ok(irregular(state, seq, 'lone-not-allowed', seat, 'no-rectification', ['Law 96']));
      return ok(
        beginPlay(state, { ...m, lone: seat, calls: [...m.calls, { seat, call: alone(c.suit) }] }, seat),
      );
    }
    if (!beforeLead)
      return ok(irregular(state, seq, 'lone-not-allowed', seat, 'no-rectification', ['Law 97']));
    const recorded = irregular(state, seq, 'improper-lone-declaration', seat, 'pending', ['Law 97']);
    return ok(decide(recorded, '97', seat, seq, ['play-with-partner', 'play-alone']));
  }
  // The game's making knows nothing of the play: a lead made is the table's (99).
  const declared = beforeLead ? declare(m, seat, alone(c.suit)) : null;
  // 96: "The dealer must announce his intention to play alone before quitting his discard" —
  // whoever made the trump (his partner's assist too): once quitted, he plays with his partner.
  // (A lone hand 93 or 95 forbids anyway is refused under those laws.)
  if (seat === m.dealer && e.discard !== null && declared?.ok !== false)
    return ok(irregular(state, seq, 'lone-not-allowed', seat, 'no-rectification', ['Law 96']));
  if (declared?.ok === true) return ok(beginPlay(state, declared.value, seat));
  const reason =
    declared === null
      ? { reason: 'after-lead' as const, laws: ['Law 99'] }
      : declared.error.kind === 'lone-not-allowed'
        ? declared.error
        : null;
  const laws = reason?.laws ?? ['Law 93'];
  let next = irregular(state, seq, 'lone-not-allowed', seat, 'no-rectification', laws);
  // 99: the partner's offer after a lead, or after he has passed: "neither can play alone".
  if (
    e.lone !== null &&
    e.lone === PARTNER[seat] &&
    reason !== null &&
    (reason.reason === 'after-lead' || reason.reason === 'already-passed')
  ) {
    next = irregular(next, seq, 'lone-not-allowed', e.lone, 'rectified', ['Law 99']);
    next = beforeLead ? beginPlay(next, { ...m, lone: null }, null) : withEuchre(next, { loneLost: true });
  }
  return ok(next);
}

/**
 * A plain call once the trump is made: spoken, so recorded, and of no effect. 78: "Should the
 * player entitled to make a trump name a suit, he cannot change" — the maker's naming of another
 * suit (or his "order-up", "assist", "take-up" of the turned suit after he made one in the second
 * round) leaves the trump as made. Anyone else's call is a call when none is due (82).
 */
function afterTheMaking(state: TableState, seat: Seat, c: EuchreCall, seq: number): TableState {
  const m = euchreOf(state).making;
  const names = c.kind === 'make' || c.kind === 'order-up' || c.kind === 'assist' || c.kind === 'take-up';
  if (seat === m.maker && names)
    return irregular(state, seq, 'call-not-allowed', seat, 'no-rectification', ['Law 78']);
  return irregular(state, seq, 'call-out-of-turn', seat, 'no-rectification', ['Law 82']);
}

/** Law 97 decided: the maker plays alone, or with his partner. */
export function electOnLateLone(state: TableState, aloneChosen: boolean): TableState {
  const e = euchreOf(state);
  const about = state.pending?.about ?? -1;
  const cleared = change(state, {
    pending: null,
    irregularities: state.irregularities.updatedAt(about, (i) => ({ ...i, status: 'rectified' as const })),
  });
  const maker = e.making.maker;
  if (!aloneChosen || maker === null) return cleared;
  return beginPlay(cleared, { ...e.making, lone: maker }, maker);
}
