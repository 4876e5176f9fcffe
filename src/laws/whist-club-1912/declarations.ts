/**
 * The bidding at the table under the Whist Club code of 1912: every call judged in turn (Laws
 * 42–46, 54), and the irregularities of the declaring (the code's words, public domain):
 *
 * - Law 49: "If a player make a declaration (other than passing) out of turn, either adversary may
 *   demand a new deal, or may allow the declaration so made to stand, in which case the bidding
 *   shall continue as if the declaration had been in order." Work's table: "Pass out of turn |
 *   None | 49".
 * - Law 50: "If a player make an insufficient or impossible declaration either adversary may demand
 *   that it be penalized, provided such demand be made before an adversary has passed, doubled or
 *   declared. In case of an insufficient declaration the penalty is that the declarer must make
 *   his bid sufficient and his partner is debarred from making any further declaration unless an
 *   adversary subsequently bids or doubles. In case of an impossible declaration the penalty is
 *   that the declarer is considered to have bid to take all the tricks and his partner cannot
 *   further declare unless an adversary subsequently bids or doubles. Either adversary, instead of
 *   accepting the impossible declaration, may demand a new deal or may treat his own or his
 *   partner's last previous declaration as final."
 * - Law 57: "If a player double out of turn, either adversary may demand a new deal."
 * - Law 65: a card led or exposed before the final declaration: "the partner of the offending
 *   player may not make any further bid or double during that hand, and the card is subject to
 *   call. When the partner of the offending player is the original leader, the declarer may
 *   prohibit the suit of the exposed card being the initial lead."
 *
 * A call the adversaries must decide on is held (`auctionBridge.held`) out of the auction until
 * they do. The defaults where the code is open are in docs/laws/whist-club-1912-ambiguities.md.
 * Pure; the caller (act.ts) settles the state afterwards.
 */
import { type Card, suitOf } from '../../core/card.js';
import { err, ok, type Result } from '../../core/result.js';
import { LHO, PARTNER, SEAT_INDEX, type Seat, SIDE_OF, sameSide } from '../../core/seat.js';
import {
  type Auction,
  auctionOutcome,
  callerAt,
  declarerOf,
  summarize,
} from '../../games/auction-bridge/auction.js';
import {
  type AuctionCall,
  type AuctionContract,
  type Declaration,
  isAuctionStrain,
  isHigherDeclaration,
  PASS,
  parseCall,
} from '../../games/auction-bridge/declaration.js';
import { isLevel, type Level, type Risk } from '../../games/contract-bridge/call.js';
import type { Exposure, OptionId } from '../../table/event.js';
import { addIrregularity, updateIrregularity } from '../../table/mechanics.js';
import {
  change,
  type Irregularity,
  type Pending,
  type Refusal,
  refusal,
  type TableState,
} from '../../table/state.js';
import type { Choice } from '../provision.js';
import {
  auctionBridgeOf,
  type Debarment,
  type HeldCall,
  withAuctionBridge,
  withAuctionContract,
} from './auction-bridge.js';
import { decision } from './decision.js';

const IMPOSSIBLE = /^(8|9|1[0-3])(C|D|H|S|RS|NT)$/i;

/** A call as written: a call of the game, or an impossible declaration (more than seven odd tricks). */
export function heldCallOf(text: string): HeldCall['call'] | null {
  const parsed = parseCall(text);
  if (parsed.ok) return parsed.value;
  const m = IMPOSSIBLE.exec(text.trim());
  const strain = m?.[2]?.toUpperCase() ?? '';
  if (m === null || !isAuctionStrain(strain)) return null;
  return { type: 'declaration', level: Number(m[1]), strain };
}

/** Appends calls without checking them (the laws have already judged them). */
function appended(auction: Auction, ...calls: readonly AuctionCall[]): Auction {
  return { dealer: auction.dealer, calls: [...auction.calls, ...calls] };
}

/** Why `seat` may not make `call` now (by Laws 42, 44, 54), or null. The end of the bidding aside. */
function problemOf(
  auction: Auction,
  seat: Seat,
  call: AuctionCall,
): 'dealer' | 'insufficient' | 'double' | null {
  const s = summarize(auction);
  if (s.last === null || s.lastDeclarer === null) return call.type === 'declaration' ? null : 'dealer';
  switch (call.type) {
    case 'pass':
      return null;
    case 'declaration':
      return isHigherDeclaration(call, s.last) ? null : 'insufficient';
    case 'double':
      return sameSide(s.lastDeclarer, seat) || s.risk !== '' ? 'double' : null;
    case 'redouble':
      return s.risk !== 'X' || !sameSide(s.lastDeclarer, seat) ? 'double' : null;
  }
}

/** The bidding has ended: the play begins (Law 58), and Law 65's consequences are drawn. */
function afterCall(state: TableState, auction: Auction): TableState {
  const next = withAuctionBridge(state, { auction });
  const outcome = auctionOutcome(auction);
  return outcome.kind === 'contract' ? playBegins(next, outcome.contract) : next;
}

/**
 * Law 65 at the end of the bidding: a card exposed by the declarer or dummy is not liable to be
 * called (only the adversaries are penalised, Laws 67, 72); one exposed by an adversary stays
 * exposed; if his partner is the original leader, the declarer may prohibit its suit.
 */
export function playBegins(state: TableState, contract: AuctionContract): TableState {
  let next = withAuctionContract(withAuctionBridge(state, { debarred: [], held: null }), contract);
  const declaring = SIDE_OF[contract.declarer];
  next = change(next, {
    penaltyCards: next.penaltyCards.filter(
      (p) => !(p.laws.includes('Law 65') && SIDE_OF[p.seat] === declaring),
    ),
  });
  const leader = LHO[contract.declarer];
  const exposures = next.irregularities
    .ofKind('exposed-card')
    .filter((i) => i.laws.includes('Law 65') && i.offender === PARTNER[leader]);
  const suits = [...new Set(exposures.map((i) => suitOf(i.card as Card)))];
  const first = exposures[0];
  if (first === undefined) return next;
  const pending = decision(next, '65', { about: first.seq }, [
    ...suits.map((suit) => ({ id: 'forbid-suit' as const, suit })),
    'waive-penalty',
  ]);
  return change(next, { pending });
}

/** A call by `seat`: in turn or not, regular or not. */
export function declare(
  state: TableState,
  seat: Seat,
  text: string,
  seq: number,
): Result<TableState, Refusal> {
  if (state.phase !== 'auction') return err(refusal('auction-ended', seq, 'the bidding is over'));
  const call = heldCallOf(text);
  if (call === null) return err(refusal('call-syntax', seq, `"${text}" is not a call of Auction Bridge`));
  let current = state;
  const pending = state.pending;
  if (pending !== null) {
    const held = auctionBridgeOf(state).held;
    // Law 50: the penalty must be demanded "before an adversary has passed, doubled or declared".
    if (pending.provision !== '50' || held === null || seat !== LHO[held.seat])
      return err(
        refusal(
          'awaiting-decision',
          seq,
          `${pending.chooser.join(' or ')} must first choose (Law ${pending.provision})`,
        ),
      );
    current = condone(state, held);
  }
  const part = auctionBridgeOf(current);
  const caller = callerAt(part.auction, part.auction.calls.length);
  if (seat !== caller) return ok(outOfTurn(current, seat, call, seq));
  return ok(inTurn(current, seat, call, seq));
}

/** Law 50: the next adversary called without demanding the penalty; the declaration stands as made. */
function condone(state: TableState, held: HeldCall): TableState {
  const cleared = withAuctionBridge(change(state, { pending: null }), { held: null });
  const marked = updateIrregularity(cleared, held.seq, (i) => ({ ...i, status: 'no-rectification' }));
  const c = held.call;
  if (c.type !== 'declaration') return marked;
  // An impossible declaration not penalised is taken at seven, all the tricks (default).
  const level = (isLevel(c.level) ? c.level : 7) as Level;
  return afterCall(
    marked,
    appended(auctionBridgeOf(marked).auction, { type: 'declaration', level, strain: c.strain }),
  );
}

function outOfTurn(state: TableState, seat: Seat, call: HeldCall['call'], seq: number): TableState {
  const base = { seq, kind: 'call-out-of-turn' as const, offender: seat, trick: 0 };
  if (call.type === 'pass')
    return addIrregularity(state, { ...base, status: 'no-rectification', laws: ['Law 49'] });
  const law = call.type === 'declaration' ? '49' : '57';
  const pending = decision(state, law, { about: seq, offender: seat });
  const held = withAuctionBridge(change(state, { pending }), { held: { seq, seat, call } });
  return addIrregularity(held, { ...base, status: 'pending', laws: [`Law ${law}`] });
}

export function debarredFrom(state: TableState, seat: Seat, call: HeldCall['call']): Debarment | undefined {
  return auctionBridgeOf(state).debarred.find(
    (d) =>
      d.seat === seat &&
      (call.type === 'declaration' || (d.doubles && (call.type === 'double' || call.type === 'redouble'))),
  );
}

function inTurn(state: TableState, seat: Seat, call: HeldCall['call'], seq: number): TableState {
  const part = auctionBridgeOf(state);
  const bar = debarredFrom(state, seat, call);
  if (bar !== undefined) {
    // A barred call counts as a pass (default: the code gives no further penalty).
    const next = addIrregularity(state, {
      seq,
      kind: 'call-when-barred',
      offender: seat,
      status: 'no-rectification',
      laws: bar.laws,
      trick: 0,
    });
    return afterCall(next, appended(part.auction, PASS));
  }
  if (call.type === 'declaration' && !isLevel(call.level))
    return irregularDeclaration(state, seat, call, seq, 'impossible');
  const regular = call as AuctionCall;
  const problem = problemOf(part.auction, seat, regular);
  if (problem === 'insufficient') return irregularDeclaration(state, seat, call, seq, 'insufficient');
  if (problem !== null)
    // Law 42 (the dealer must declare); Law 54 and Card Committee case 6 (a double or redouble not
    // allowed carries no penalty): the call is void and the same player calls again.
    return addIrregularity(state, {
      seq,
      kind: 'call-not-allowed',
      offender: seat,
      status: 'no-rectification',
      laws: [problem === 'dealer' ? 'Law 42' : 'Law 54'],
      trick: 0,
    });
  const lifted =
    regular.type === 'declaration' || regular.type === 'double'
      ? part.debarred.filter((d) => !d.liftable || sameSide(d.seat, seat))
      : part.debarred;
  return afterCall(withAuctionBridge(state, { debarred: lifted }), appended(part.auction, regular));
}

/** The last declaration of `side`'s players before the held call, with its risk and declarer. */
function previousOf(auction: Auction, chooser: Seat): AuctionContract | null {
  for (let i = auction.calls.length - 1; i >= 0; i--) {
    const call = auction.calls[i];
    const seat = callerAt(auction, i);
    if (call?.type !== 'declaration' || !sameSide(seat, chooser)) continue;
    let risk: Risk = '';
    for (const later of auction.calls.slice(i + 1)) {
      if (later.type === 'declaration') break;
      if (later.type === 'double') risk = 'X';
      if (later.type === 'redouble') risk = 'XX';
    }
    return { level: call.level, strain: call.strain, risk, declarer: declarerOf(auction, seat, call) };
  }
  return null;
}

function irregularDeclaration(
  state: TableState,
  seat: Seat,
  call: HeldCall['call'],
  seq: number,
  what: 'insufficient' | 'impossible',
): TableState {
  const choices: readonly Choice[] =
    what === 'insufficient'
      ? ['make-sufficient', 'accept-call']
      : [
          'all-the-tricks',
          'new-deal',
          ...(previousOf(auctionBridgeOf(state).auction, LHO[seat]) === null
            ? []
            : (['previous-final'] as const)),
        ];
  const pending = decision(state, '50', { about: seq, offender: seat }, choices);
  const held = withAuctionBridge(change(state, { pending }), { held: { seq, seat, call } });
  return addIrregularity(held, {
    seq,
    kind: what === 'insufficient' ? 'insufficient-declaration' : 'impossible-declaration',
    offender: seat,
    status: 'pending',
    laws: ['Law 50'],
    trick: 0,
  });
}

/** The deal is void: a new deal (Laws 49, 50, 57, 81). Nothing is scored; the same dealer deals. */
export function newDeal(state: TableState): TableState {
  return change(state, {
    phase: 'ended',
    turn: null,
    pending: null,
    obligations: [],
    trick: null,
    result: {
      tricks: { NS: 0, EW: 0 },
      transfers: [],
      score: { NS: 0, EW: 0 },
      entries: [],
      nextDeal: 'same-dealer',
    },
  });
}

/** The lowest declaration of the strain higher than the last one, if any (Law 50 "make his bid sufficient"). */
function sufficient(auction: Auction, strain: Declaration['strain']): Declaration | null {
  const last = summarize(auction).last;
  for (let level = 1; level <= 7; level++) {
    const d: Declaration = { type: 'declaration', level: level as Level, strain };
    if (last === null || isHigherDeclaration(d, last)) return d;
  }
  return null;
}

/** An election on a held call (provisions 49, 50, 57). */
export function electOnCall(state: TableState, pending: Pending, option: OptionId): TableState {
  const part = auctionBridgeOf(state);
  const held = part.held;
  const cleared = withAuctionBridge(change(state, { pending: null }), { held: null });
  if (held === null) return cleared;
  const laws = [`Law ${pending.provision}`];
  const status = (s: TableState, st: Irregularity['status']) =>
    updateIrregularity(s, held.seq, (i) => ({ ...i, status: st }));
  if (option === 'new-deal') return newDeal(status(cleared, 'rectified'));
  if (pending.provision !== '50') {
    // Law 49 / 57 accepted: "the bidding shall continue as if the declaration had been in order":
    // the players between the one whose turn it was and the offender lose their turn.
    const accepted = status(cleared, 'no-rectification');
    const skipped =
      (SEAT_INDEX[held.seat] - SEAT_INDEX[callerAt(part.auction, part.auction.calls.length)] + 4) % 4;
    const auction = appended(part.auction, ...Array.from({ length: skipped }, () => PASS));
    return inTurn(withAuctionBridge(accepted, { auction }), held.seat, held.call, held.seq);
  }
  const c = held.call;
  if (c.type !== 'declaration') return cleared;
  const debar: Debarment = { seat: PARTNER[held.seat], doubles: false, liftable: true, laws };
  const barred = (s: TableState) =>
    withAuctionBridge(s, { debarred: [...auctionBridgeOf(s).debarred, debar] });
  switch (option) {
    case 'accept-call':
      return condone(state, held);
    case 'make-sufficient': {
      const d = sufficient(part.auction, c.strain);
      const next = barred(status(cleared, 'rectified'));
      // No declaration of that strain is sufficient: the offender is taken to have passed (default).
      return afterCall(next, appended(part.auction, d ?? PASS));
    }
    case 'all-the-tricks':
      return afterCall(
        barred(status(cleared, 'rectified')),
        appended(part.auction, { type: 'declaration', level: 7, strain: c.strain }),
      );
    case 'previous-final': {
      const final = previousOf(part.auction, LHO[held.seat]);
      if (final === null) return cleared;
      return playBegins(status(cleared, 'rectified'), final);
    }
    default:
      return cleared;
  }
}

/**
 * Law 65: a card led or exposed during the bidding. The offender's partner may not bid or double
 * again this hand; the card lies face up, subject to call (decided when the bidding ends).
 */
export function exposeInBidding(
  state: TableState,
  seat: Seat,
  holder: Seat,
  card: Card,
  how: Exposure,
  seq: number,
): TableState {
  const base = { seq, kind: 'exposed-card' as const, offender: seat, trick: 0, card };
  if (how === 'below-table' || how === 'detached')
    return addIrregularity(state, {
      ...base,
      status: 'no-rectification',
      laws: [how === 'below-table' ? 'Law 69' : 'Law 65'],
    });
  const part = auctionBridgeOf(state);
  const debar: Debarment = { seat: PARTNER[seat], doubles: true, liftable: false, laws: ['Law 65'] };
  const next = withAuctionBridge(
    change(state, {
      penaltyCards: [
        ...state.penaltyCards,
        { seat: holder, card, major: false, laws: ['Law 65'], kind: 'exposed-card' },
      ],
    }),
    { debarred: [...part.debarred, debar] },
  );
  return addIrregularity(next, { ...base, status: 'rectified', laws: ['Law 65'] });
}
