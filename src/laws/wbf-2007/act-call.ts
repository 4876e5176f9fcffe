/**
 * The judge of a call under the WBF codes: any call physically made is recorded and judged —
 * in rotation and legal, out of rotation (Laws 28–32), insufficient (27), by a player bound to
 * pass (37), a double or redouble Law 19 does not permit (36), after the final pass (39).
 *
 * `state.auction` holds the calls that stand, in rotation from the dealer; a turn forfeited by
 * Law 29A is held there as a pass (docs/laws/ambiguities-wbf.md). An irregular call is held in
 * its irregularity (`auction` facts) until it is accepted, cancelled, or its rectification is
 * ruled; whose turn it is after a cancellation follows from the calls that stand (29B: the
 * auction reverts to the player whose turn it was).
 */
import { appended } from '../../core/list.js';
import { err, ok, type Result } from '../../core/result.js';
import { LHO, PARTNER, type Seat, SIDE_OF } from '../../core/seat.js';
import { addCall, auctionOutcome, callerAt, summarize } from '../../games/contract-bridge/auction.js';
import {
  type Bid,
  bid,
  bidOutranks,
  type Call,
  LEVELS,
  PASS,
  parseCall,
} from '../../games/contract-bridge/call.js';
import { bridgeOrder } from '../../games/contract-bridge/play.js';
import { addIrregularity, updateIrregularity, withContract } from '../../table/mechanics.js';
import {
  amended,
  change,
  changeForCall,
  changeIrregularities,
  copied,
  type Irregularity,
  type Obligation,
  type Refusal,
  refusal,
  type TableState,
} from '../../table/state.js';
import { awaiting } from './act-play.js';
import { settle } from './act-settle.js';
import {
  callText,
  doubleCancelled,
  type Facts,
  isDoubling,
  markReplaced,
  settled,
  stage,
} from './auction-steps.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { exposedAtAuctionEnd } from './law-24-exposed-in-auction.js';
import { callOf, mustPass, mustPassNow, passObligation, pendingAbout } from './law-26-32-auction.js';
import {
  assessed,
  condoned,
  inadmissibleAwaiting,
  isBidAboveSeven,
  turnRetained,
} from './law-33-38-calls.js';

type Judged = Result<TableState, Refusal>;

/** A call made by `seat` (the record's text). */
export function judgeCall(
  state: TableState,
  seat: Seat,
  text: string,
  seq: number,
  code: WbfCode,
  simultaneous = false,
): Judged {
  const parsed = parseCall(text);
  const aboveSeven = !parsed.ok && isBidAboveSeven(text);
  if (!parsed.ok && !aboveSeven)
    return err(refusal('call-syntax', seq, `"${text}" is not a call of contract bridge`));
  // A bid of more than seven is judged as the highest bid where only its kind matters (39C).
  const call = parsed.ok ? parsed.value : bid(7, 'NT');
  if (state.phase !== 'auction' || state.auction === null) {
    // 37A, 38D: the pass substituted for an inadmissible call ended the auction; the offender's
    // LHO calls before its rectification is assessed (any other call assesses it).
    const waiting = inadmissibleAwaiting(state);
    if (waiting === undefined) return afterClose(state, seat, call, text, seq, code);
    if (seat !== LHO[waiting.offender] || simultaneous)
      return judgeCall(assessed(state), seat, text, seq, code, simultaneous);
    const condonedAfter = condonedAfterClose(state, waiting, code);
    if (condonedAfter.phase === 'auction') return judgeCall(condonedAfter, seat, text, seq, code);
    return afterClose(condonedAfter, seat, call, text, seq, code);
  }
  // 36A, 37A, 38D: the offender's LHO calls before an inadmissible call's rectification is assessed.
  const waiting = inadmissibleAwaiting(state);
  if (waiting !== undefined) {
    if (seat !== LHO[waiting.offender] || simultaneous)
      return judgeCall(assessed(state), seat, text, seq, code, simultaneous);
    const judged = condoned(state, waiting, code);
    return judged.cancelled ? ok(judged.state) : judgeCall(judged.state, seat, text, seq, code);
  }
  if (simultaneous) return simultaneousCall(state, seat, text, seq, code);
  if (aboveSeven) return overSeven(state, seat, text, seq, code);
  const pending = state.pending;
  if (pending !== null) {
    const about = pendingAbout(state, pending.about);
    if (pending.provision === '25' && about !== undefined && seat === LHO[about.offender]) {
      // 25B1: the offender's LHO accepts the substitute by calling over it.
      const accepted = acceptChange(state, about, ['Law 25B1'], seq, code);
      if (!accepted.ok) return accepted;
      return judgeCall(accepted.value, seat, text, seq, code);
    }
    if ((pending.provision === '27' || pending.provision === '27C') && about?.kind === 'insufficient-bid') {
      const early = about.auction?.premature;
      // 27C: the offender replaces his insufficient bid before the director has ruled.
      if (seat === about.offender && early === undefined)
        return ok(prematurelyReplaced(state, about, text, seq, code));
      // His LHO calls over that replacement: it stands (27C), and his call follows it.
      if (seat === LHO[about.offender] && early !== undefined) {
        const stood = notAccepted(state, about, code);
        return stood.ok ? judgeCall(stood.value, seat, text, seq, code) : stood;
      }
    }
    if ((pending.provision === '27' || pending.provision === '29') && about !== undefined) {
      // 28B: the player whose turn it was calls before the director rules: his call is in
      // rotation and the call out of rotation is cancelled without rectification.
      if (pending.provision === '29' && about.auction?.turnOf === seat)
        return judgeCall(forfeited(state, about, ['Law 28B']), seat, text, seq, code);
      // 27A1, 29A: the offender's LHO accepts by calling. Law 34: if the pass so accepted would
      // end the auction with a player's turn lost, the auction reverts to him and the LHO's call,
      // a later pass, is cancelled with it.
      if (seat === LHO[about.offender]) {
        const retained = turnRetained(state, about, code);
        return retained !== null
          ? ok(retained)
          : judgeCall(accept(state, about, code), seat, text, seq, code);
      }
    }
    return awaiting(state, seq);
  }
  const auction = state.auction;
  const caller = callerAt(auction, auction.calls.length);
  if (seat !== caller) {
    // 28A: at RHO's turn, RHO being bound to pass: the pass is deemed made, the call in rotation.
    if (LHO[caller] === seat && mustPassNow(state, caller) !== undefined) {
      const deemed = inRotation(state, caller, PASS, seq, code);
      if (!deemed.ok) return deemed;
      return judgeCall(
        addIrregularity(deemed.value, {
          seq,
          kind: 'call-out-of-turn',
          offender: seat,
          status: 'no-rectification',
          laws: ['Law 28A'],
          trick: 0,
          auction: { call: text, turnOf: caller, stage: 'done' },
        }),
        seat,
        text,
        seq,
        code,
      );
    }
    // Law 25: the player who made the last call calls again before his LHO: a change of call.
    const last = auction.calls.length - 1;
    if (last >= 0 && callerAt(auction, last) === seat) return ok(changeOfCall(state, seat, text, seq, code));
    return ok(outOfRotation(state, seat, caller, text, seq, code));
  }
  return inRotation(state, seat, call, seq, code);
}

/**
 * Law 33: `seat`'s call was made at the same time as the call recorded just before it. If his
 * was the call in turn, the other is deemed made after his: both are judged in that order.
 * Otherwise the record's order is the law's. A `simultaneous-call` records the reading.
 */
function simultaneousCall(state: TableState, seat: Seat, text: string, seq: number, code: WbfCode): Judged {
  const pending = state.pending;
  const earlier =
    pending?.provision === '29' && pending.about === seq - 1 ? pendingAbout(state, pending.about) : undefined;
  const facts = earlier?.auction;
  const noted = (s: TableState, offender: Seat, call: string, turnOf: Seat) =>
    addIrregularity(s, {
      seq,
      kind: 'simultaneous-call',
      offender,
      status: 'no-rectification',
      laws: ['Law 33'],
      trick: 0,
      auction: { call, turnOf, stage: 'done' },
    });
  if (earlier !== undefined && facts !== undefined && facts.turnOf === seat) {
    const undone = change(state, {
      pending: null,
      irregularities: state.irregularities.without((i) => i.seq === earlier.seq, ['call-out-of-turn']),
    });
    const first = judgeCall(undone, seat, text, seq, code);
    if (!first.ok) return first;
    const second = judgeCall(first.value, earlier.offender, facts.call, earlier.seq, code);
    if (!second.ok) return second;
    return ok(noted(second.value, earlier.offender, facts.call, seat));
  }
  const auction = state.auction;
  const turnOf = auction === null ? seat : callerAt(auction, auction.calls.length);
  const judged = judgeCall(state, seat, text, seq, code);
  return judged.ok ? ok(noted(judged.value, seat, text, turnOf)) : judged;
}

/**
 * Law 38: a bid of more than seven. Cancelled; at the offender's turn a pass is substituted and
 * the auction goes on unless that pass ends it (38B, 38C); each member of the offending side
 * passes throughout; Law 26 may apply (38D). Out of his turn nothing is substituted.
 */
function overSeven(state: TableState, seat: Seat, text: string, seq: number, code: WbfCode): Judged {
  if (state.pending !== null || state.auction === null) return awaiting(state, seq);
  const recorded = addIrregularity(state, {
    seq,
    kind: 'inadmissible-call',
    offender: seat,
    status: 'rectified',
    laws: ['Law 38B', 'Law 38C'],
    trick: 0,
    auction: { call: text, stage: 'decision', lead: 'due' },
    unauthorisedFor: SIDE_OF[seat],
  });
  const inTurn = callerAt(state.auction, state.auction.calls.length) === seat;
  const passed = inTurn ? inRotation(recorded, seat, PASS, seq, code) : ok(recorded);
  if (!passed.ok) return passed;
  const s = passed.value;
  if (s.phase !== 'auction') return ok(s);
  return ok(
    mustPass(
      mustPass(s, seat, 'throughout', ['Law 38C'], seq),
      PARTNER[seat],
      'throughout',
      ['Law 38C'],
      seq,
    ),
  );
}

/**
 * 37B: the substituted pass ended the auction; the auction's obligations it ended (the passes and
 * doubles barred: no card among them) are kept for 37A.
 */
function closedByPass(state: TableState, seq: number, obligations: TableState['obligations']): TableState {
  const auctionDuties = obligations.filter((o) => o.kind === 'must-pass' || o.kind === 'forbid-double');
  return updateIrregularity(
    state,
    seq,
    (r) => amended(r, { auction: amended(r.auction as Facts, { closedOver: auctionDuties }) }),
    'inadmissible-call',
  );
}

/**
 * 37A, 38D after the auction was closed by the pass substituted for the inadmissible call (37B,
 * 38B): the offender's LHO calls before the rectification is assessed. 37A: the barred call
 * stands in place of the pass — the auction is reopened as it was before that pass, and the
 * LHO's call is judged in it. 38D: the bid of more than seven stays cancelled, the auction closed;
 * only Law 26 no longer applies (the LHO's call is then a call after the final pass, Law 39).
 */
function condonedAfterClose(state: TableState, i: Irregularity, code: WbfCode): TableState {
  const held = i.auction?.closedOver;
  if (i.laws.includes('Law 37B') && held !== undefined) {
    const condoned0 = condoned(reopened(state, i.offender, held), i, code);
    return condoned0.state;
  }
  const judged = condoned(state, i, code).state;
  // 38D: a Law 26 decision already open at the opening lead lapses with the restriction.
  const pending = judged.pending;
  return pending !== null && pending.provision === '26' && pending.about === i.seq
    ? settle(change(judged, { pending: null }), code)
    : judged;
}

/**
 * The auction as it stood when the pass substituted by 37B ended it (the pass still the last
 * call): no contract, no play, the obligations then in force except the offender's own for that
 * turn, the exposed cards of Law 24 not yet penalty cards.
 */
function reopened(state: TableState, offender: Seat, held: TableState['obligations']): TableState {
  const open: Partial<TableState> = {
    phase: 'auction',
    contract: null,
    declarer: null,
    dummy: null,
    trump: null,
    order: bridgeOrder(null),
    turn: null,
    pending: null,
    result: null,
    leadDecision: -1,
    penaltyCards: state.penaltyCards.filter((p) => !p.laws.includes('Law 24')),
    obligations: held.filter(
      (o) =>
        o.seat !== offender ||
        (o.kind !== 'forbid-double' && (o.kind !== 'must-pass' || o.scope !== 'next-turn')),
    ),
  };
  return change(state, open);
}

/** A call at the caller's own turn: legal, insufficient (27), inadmissible (36, 37). */
function inRotation(state: TableState, seat: Seat, call: Call, seq: number, code: WbfCode): Judged {
  const auction = state.auction;
  if (auction === null) return err(refusal('auction-ended', seq, 'the auction is over'));
  const bound = mustPassNow(state, seat);
  if (bound !== undefined && call.type !== 'pass') {
    // 37B: cancelled, a pass substituted; the offending side passes throughout.
    const recorded = addIrregularity(state, {
      seq,
      kind: 'inadmissible-call',
      offender: seat,
      status: 'rectified',
      laws: ['Law 37B'],
      trick: 0,
      auction: { call: callText(call), stage: 'decision', lead: 'due' },
      unauthorisedFor: SIDE_OF[seat],
    });
    const passed = inRotation(recorded, seat, PASS, seq, code);
    if (!passed.ok) return passed;
    const s = passed.value;
    return ok(
      s.phase !== 'auction'
        ? closedByPass(s, seq, recorded.obligations)
        : mustPass(
            mustPass(s, seat, 'throughout', ['Law 37B'], seq),
            PARTNER[seat],
            'throughout',
            ['Law 37B'],
            seq,
          ),
    );
  }
  const forbidden =
    call.type === 'double' || call.type === 'redouble'
      ? state.obligations.find((o) => o.kind === 'forbid-double' && o.seat === seat)
      : undefined;
  if (forbidden !== undefined)
    return ok(inadmissible(state, seat, callText(call), [...forbidden.laws, 'Law 36B'], seq));
  const added = addCall(auction, call);
  if (!added.ok) {
    const e = added.error;
    if (e.kind === 'insufficient-bid') {
      // Recorded and its decision opened in one change of the state.
      const text = callText(call);
      const before = secondInsufficient(state, seat, text);
      return ok(
        changeIrregularities(
          before,
          before.irregularities.append({
            seq,
            kind: 'insufficient-bid',
            offender: seat,
            status: 'pending',
            laws: ['Law 27'],
            trick: 0,
            auction: { call: text, stage: 'decision' },
          }),
          decision(state, code, '27', { offender: seat, about: seq }),
        ),
      );
    }
    if (e.kind === 'double-not-allowed' || e.kind === 'redouble-not-allowed')
      return ok(inadmissible(state, seat, callText(call), ['Law 36B'], seq));
    return err(refusal('auction-ended', seq, 'the auction is over: no more calls'));
  }
  // The common case (no obligation of his spent, no irregularity): nothing but the call to add.
  const obligations = state.obligations;
  const consumed = changeForCall(
    state,
    added.value,
    obligations.some((o) => spentByCall(o, seat))
      ? obligations.filter((o) => !spentByCall(o, seat))
      : obligations,
  );
  return ok(closeIfEnded(followUp(consumed, seat, call, state, code), code));
}

/** An obligation `seat`'s call in rotation spends: his pass for this turn, his double forbidden. */
function spentByCall(o: Obligation, seat: Seat): boolean {
  return (
    o.seat === seat && (o.kind === 'forbid-double' || (o.kind === 'must-pass' && o.scope === 'next-turn'))
  );
}

/**
 * 36B: a double or redouble the laws do not permit (Law 19; 1997/2007 30B2(b) read the same way)
 * is cancelled; the offender calls again; his partner passes throughout; Law 26 may apply.
 */
function inadmissible(state: TableState, seat: Seat, text: string, laws: readonly string[], seq: number) {
  // Recorded and the partner barred in one change of the state.
  return changeIrregularities(
    state,
    state.irregularities.append({
      seq,
      kind: 'inadmissible-call',
      offender: seat,
      status: 'rectified',
      laws,
      trick: 0,
      auction: { call: text, stage: 'decision', lead: 'due' },
      unauthorisedFor: SIDE_OF[seat],
    }),
    state.pending,
    appended(state.obligations, passObligation(PARTNER[seat], 'throughout', laws, seq)),
  );
}

/**
 * 27B4: the offender replaces his insufficient bid by another insufficient bid. His LHO may
 * accept the new one (27A1); the first is ruled as 27B3 at once — his partner passes throughout,
 * Law 26 may apply — unless the LHO accepts (then the second stands, with no further rectification
 * of the first: docs/laws/ambiguities-wbf.md).
 */
function secondInsufficient(state: TableState, seat: Seat, text: string): TableState {
  const first = state.irregularities.find(
    (i) => i.kind === 'insufficient-bid' && i.offender === seat && i.auction?.stage === 'replacement',
  );
  if (first === undefined) return state;
  return updateIrregularity(state, first.seq, (r) =>
    amended(r, {
      status: 'pending',
      laws: ['Law 27B4'],
      auction: amended(r.auction as Facts, { stage: 'done', replacement: text }),
    }),
  );
}

/**
 * 27C (1997: 27B): the offender replaced his insufficient bid before the director ruled. The
 * replacement is recorded beside it and the LHO's choice stays open: accepting the insufficient
 * bid (27A1) cancels the replacement; otherwise the replacement stands and 27B rules it.
 */
function prematurelyReplaced(
  state: TableState,
  i: Irregularity,
  text: string,
  seq: number,
  code: WbfCode,
): TableState {
  const recorded = updateIrregularity(state, i.seq, (r) =>
    amended(r, {
      laws: [...r.laws, code.auction.premature.law],
      auction: amended(r.auction as Facts, { premature: { call: text, seq } }),
    }),
  );
  return change(recorded, {
    pending: decision(state, code, code.auction.premature.decision, { offender: i.offender, about: i.seq }),
  });
}

/**
 * 27B: the insufficient bid not accepted; a replacement made before the ruling (27C) stands as
 * the offender's call, judged as if made now (27B1–B4, or any law its own kind calls for).
 */
export function notAccepted(state: TableState, i: Irregularity, code: WbfCode): Judged {
  const rejected = reject(state, i, code);
  const early = i.auction?.premature;
  return early === undefined ? ok(rejected) : judgeCall(rejected, i.offender, early.call, early.seq, code);
}

/** 27B4: the second insufficient bid was accepted (nothing more) or not (27B3 for the first). */
function secondRuled(state: TableState, i: Irregularity, accepted: boolean): TableState {
  const first = state.irregularities.find(
    (r) =>
      r.kind === 'insufficient-bid' &&
      r.offender === i.offender &&
      r.seq < i.seq &&
      r.status === 'pending' &&
      r.laws[0] === 'Law 27B4',
  );
  if (first === undefined) return state;
  if (accepted) return settled(state, first, 'no-rectification', ['Law 27B4', 'Law 27A1']);
  return mustPass(
    settled(state, first, 'rectified', ['Law 27B4', 'Law 27B3'], 'due'),
    PARTNER[first.offender],
    'throughout',
    ['Law 27B4', 'Law 27B3'],
    first.seq,
  );
}

/** The auction ended (Law 22): passed out, or the contract and the play period. */
function closeIfEnded(followed: TableState, code: WbfCode): TableState {
  if (followed.auction === null) return followed;
  // 22A: only passes end it — three after a bid, double or redouble, or four (so four calls at
  // least): an auction whose last three calls are not all passes goes on, without reading it
  // over again.
  const calls = followed.auction.calls;
  const n = calls.length;
  if (
    n < 4 ||
    calls[n - 1]?.type !== 'pass' ||
    calls[n - 2]?.type !== 'pass' ||
    calls[n - 3]?.type !== 'pass'
  )
    return followed;
  const outcome = auctionOutcome(followed.auction);
  if (outcome.kind === 'in-progress') return followed;
  // The auction's obligations end with it (lifted in the same change as the phase's).
  const obligations = followed.obligations.filter(
    (o) => o.kind !== 'must-pass' && o.kind !== 'forbid-double',
  );
  if (outcome.kind === 'passed-out')
    return change(followed, {
      phase: 'ended',
      obligations,
      result: { tricks: { NS: 0, EW: 0 }, transfers: [], score: { NS: 0, EW: 0 } },
    });
  return settle(exposedAtAuctionEnd(withContract(followed, outcome.contract, obligations)), code);
}

/**
 * The rectifications a legal call in rotation completes: RHO's call after a bid, double or
 * redouble out of rotation at his turn (31A, 32); the offender's replacement (27B, 31A2, 31B,
 * 2017 30B1, 32A2, 32B2). `before`: the state before the call (the auction it was made over).
 */
function followUp(state: TableState, seat: Seat, call: Call, before: TableState, code: WbfCode): TableState {
  const irregularities = state.irregularities;
  let s = state;
  // By position, not by the list's iterator (read on every call once anything was irregular).
  for (let k = 0; k < irregularities.length; k++) {
    const i = irregularities.at(k) as Irregularity;
    const facts = i.auction;
    if (facts === undefined || i.status !== 'pending') continue;
    if (facts.stage === 'rho' && facts.turnOf === seat) s = afterRho(s, i, call, code);
    else if (facts.stage === 'repeat' && i.offender === seat) {
      const repeated = callText(call) === callText(callOf(i));
      s = repeated
        ? settled(s, i, 'no-rectification', [code.auction.repeated(i)])
        : replaced(s, i, call, before, code);
    } else if (facts.stage === 'replacement' && i.offender === seat) s = replaced(s, i, call, before, code);
  }
  return s;
}

/** 31A, 32 (2007 32B, 2017 32A): RHO has called after the call out of rotation was cancelled. */
function afterRho(state: TableState, i: Irregularity, call: Call, code: WbfCode): TableState {
  if (call.type === 'pass') return stage(state, i, 'repeat', []);
  return code.auction.rhoActed(state, i);
}

/** The offender's replacement call decides the rectification (each code's rulings). */
function replaced(
  state: TableState,
  i: Irregularity,
  call: Call,
  before: TableState,
  code: WbfCode,
): TableState {
  const withdrawn = callOf(i);
  const marked = markReplaced(i, callText(call));
  // 27C: the ruling of a replacement made before the director ruled cites that paragraph too.
  const early = i.auction?.premature === undefined ? null : code.auction.premature.law;
  const mark: typeof marked =
    early === null
      ? marked
      : (s, laws, lead, finding, bar) => marked(s, [early, ...laws], lead, finding, bar);
  if (i.kind === 'insufficient-bid' && i.laws.includes('Law 27B3')) {
    // 27B3: after his attempted double was cancelled, the offender's replacement (a double again
    // is cancelled again); his partner is already barred.
    if (isDoubling(call)) return doubleCancelled(state, i, callText(call), null);
    return updateIrregularity(state, i.seq, (r) =>
      amended(r, {
        status: 'rectified',
        auction: amended(r.auction as Facts, { stage: 'done', replacement: callText(call) }),
      }),
    );
  }
  if (i.kind === 'insufficient-bid') {
    // 27B1(a): the lowest sufficient bid in the same denomination: no rectification.
    if (withdrawn.type === 'bid' && call.type === 'bid' && isLowestSufficient(before, withdrawn, call))
      return mark(state, ['Law 27B1(a)']);
    return code.auction.insufficientReplaced(state, i, call, mark);
  }
  return code.auction.outOfRotationReplaced(state, i, call, mark);
}

/** 27B1(a): `call` is the lowest bid in `withdrawn`'s denomination sufficient over the auction. */
function isLowestSufficient(before: TableState, withdrawn: Bid, call: Bid): boolean {
  if (call.strain !== withdrawn.strain || before.auction === null) return false;
  const last = summarize(before.auction).lastBid;
  if (last === null) return false;
  const lowest = LEVELS.find((level) => bidOutranks(bid(level, call.strain), last));
  return lowest === call.level;
}

/**
 * Law 25: a player changes his call before his LHO has called. The director may find it
 * unintended (25A: finding `unintended`, default false); otherwise it is an intended change
 * (25B) which the LHO may accept.
 */
function changeOfCall(state: TableState, seat: Seat, text: string, seq: number, code: WbfCode): TableState {
  return change(
    addIrregularity(state, {
      seq,
      kind: 'change-of-call',
      offender: seat,
      status: 'pending',
      laws: ['Law 25'],
      trick: 0,
      auction: { call: text, stage: 'decision' },
    }),
    {
      pending: decision(state, code, '25', {
        offender: seat,
        about: seq,
        findings: [{ fact: 'unintended', default: false, laws: ['Law 25A'] }],
      }),
    },
  );
}

/**
 * 25A (found unintended) or 25B1 (accepted): the substitute replaces the offender's last call
 * and is judged by its own law there (insufficient, inadmissible…).
 */
export function acceptChange(
  state: TableState,
  i: Irregularity,
  laws: readonly string[],
  seq: number,
  code: WbfCode,
): Judged {
  const auction = state.auction;
  if (auction === null) return ok(state);
  const withdrawn = change(
    settled(state, i, laws[0] === 'Law 25A' ? 'no-rectification' : 'rectified', laws),
    {
      pending: null,
      auction: { dealer: auction.dealer, calls: auction.calls.slice(0, -1) },
    },
  );
  return inRotation(withdrawn, i.offender, callOf(i), seq, code);
}

/** 25B2: not accepted — each code's ruling (1997 25B2(b), 2007 25B2, 2017 25B2 with Law 26). */
export function rejectChange(state: TableState, i: Irregularity, code: WbfCode): TableState {
  const cleared = updateIrregularity(change(state, { pending: null }), i.seq, (r) =>
    amended(r, { unauthorisedFor: SIDE_OF[r.offender] }),
  );
  return code.auction.changeNotAccepted(cleared, i, code);
}

/** A call out of rotation: recorded; the offender's LHO may accept it (29A). */
function outOfRotation(
  state: TableState,
  seat: Seat,
  caller: Seat,
  text: string,
  seq: number,
  code: WbfCode,
): TableState {
  // Recorded and its decision opened in one change of the state.
  return change(state, {
    irregularities: state.irregularities.append({
      seq,
      kind: 'call-out-of-turn',
      offender: seat,
      status: 'pending',
      laws: ['Law 29'],
      trick: 0,
      auction: { call: text, turnOf: caller, stage: 'decision' },
    }),
    pending: decision(state, code, '29', { offender: seat, about: seq }),
  });
}

/** 28B: the call out of rotation is cancelled without rectification (its information: Law 16D). */
function forfeited(state: TableState, i: Irregularity, laws: readonly string[]): TableState {
  return change(settled(state, i, 'no-rectification', laws), { pending: null });
}

/**
 * 27A1, 29A: the call stands as if legal and in rotation; the turns it skipped are forfeited
 * (held as passes: if they complete the auction, it has ended). Elected by the offender's LHO,
 * or by his calling. A call at the LHO's own turn cannot be put in rotation without taking the
 * turns of all three others: accepted, it forfeits the rectification and the auction continues
 * from the LHO, as when he calls in turn (28B; docs/laws/ambiguities-wbf.md).
 */
export function accept(state: TableState, i: Irregularity, code: WbfCode): TableState {
  const auction = state.auction;
  if (auction === null) return state;
  if (i.auction?.turnOf === LHO[i.offender]) return forfeited(state, i, ['Law 29A']);
  const calls = [...auction.calls];
  while (callerAt({ dealer: auction.dealer, calls }, calls.length) !== i.offender) calls.push(PASS);
  calls.push(callOf(i));
  // 27C: a replacement made before the ruling is cancelled with the acceptance (its information
  // unauthorised to the offending side, Law 16D; 2017 16C).
  const early = i.auction?.premature !== undefined;
  const ruled = settled(
    secondRuled(state, i, true),
    i,
    'no-rectification',
    i.kind !== 'insufficient-bid'
      ? ['Law 29A']
      : early
        ? ['Law 27A1', code.auction.premature.law]
        : ['Law 27A1'],
  );
  const accepted0 = change(
    early
      ? updateIrregularity(ruled, i.seq, (r) => amended(r, { unauthorisedFor: SIDE_OF[r.offender] }))
      : ruled,
    {
      pending: null,
      auction: { dealer: auction.dealer, calls },
    },
  );
  // The offender's own pass obligation for this turn is spent by the call accepted.
  const accepted = change(accepted0, {
    obligations: accepted0.obligations.filter(
      (o) => o.kind !== 'must-pass' || o.seat !== i.offender || o.scope !== 'next-turn',
    ),
  });
  return closeIfEnded(accepted, code);
}

/**
 * 27B, 29B: not accepted. The call is cancelled (its information is unauthorised to the offending
 * side, Law 16D) and the auction reverts to the player whose turn it was; Laws 27 and 30–32 say
 * what follows.
 */
export function reject(state: TableState, i: Irregularity, code: WbfCode): TableState {
  // 27B: the offender's replacement is awaited; his information unauthorised — the decision
  // closed and the irregularity updated in one change of the state.
  if (i.kind === 'insufficient-bid') {
    const ruled = secondRuled(state, i, false);
    return changeIrregularities(
      ruled,
      ruled.irregularities.updatedAt(i.seq, (r) => {
        const replacing = copied(r);
        replacing.unauthorisedFor = SIDE_OF[r.offender];
        // The stage replaced, no key added: a spread.
        replacing.auction = { ...(r.auction as Facts), stage: 'replacement' };
        return replacing;
      }),
      null,
    );
  }
  const closed = change(state, { pending: null });
  const cleared = updateIrregularity(closed, i.seq, (r) =>
    amended(r, {
      unauthorisedFor: SIDE_OF[r.offender],
    }),
  );
  return code.auction.cancelled(state, cleared, i);
}

/**
 * 2017 39B (2007 39B; 1997 35D): the offender's LHO calls over a defender's bid, double or
 * redouble after the final pass before its rectification is assessed (his call the very next
 * act): no further rectification — Law 26 no longer applies to it, and a Law 26 decision already
 * open at the opening lead lapses. His own call is judged as any call after the final pass.
 */
function lhoCalledOver(state: TableState, seat: Seat, seq: number, code: WbfCode): TableState {
  const last = state.irregularities.at(state.irregularities.length - 1);
  if (
    last === undefined ||
    last.kind !== 'call-after-close' ||
    last.seq !== seq - 1 ||
    LHO[last.offender] !== seat ||
    last.auction?.lead !== 'due'
  )
    return state;
  const { lead: _lifted, ...facts } = last.auction;
  const ruled = updateIrregularity(
    state,
    last.seq,
    (r) => ({
      ...r,
      status: 'no-rectification',
      laws: ['Law 39A', code.auction.condoned.afterClose],
      auction: facts,
    }),
    'call-after-close',
  );
  const pending = ruled.pending;
  return pending !== null && pending.provision === '26' && pending.about === last.seq
    ? change(ruled, { pending: null })
    : ruled;
}

/** 39A: a call after the final pass is cancelled; 39C: a defender's bid, double or redouble brings Law 26. */
function afterClose(
  state: TableState,
  seat: Seat,
  call: Call,
  text: string,
  seq: number,
  code: WbfCode,
): Judged {
  const before = lhoCalledOver(state, seat, seq, code);
  const defender = before.declarer !== null && SIDE_OF[seat] !== SIDE_OF[before.declarer];
  const restricted =
    defender &&
    call.type !== 'pass' &&
    before.phase === 'play' &&
    before.tricks.length === 0 &&
    before.trick === null;
  return ok(
    settle(
      addIrregularity(before, {
        seq,
        kind: 'call-after-close',
        offender: seat,
        status: restricted ? 'rectified' : 'no-rectification',
        laws: restricted ? ['Law 39A', 'Law 39C'] : ['Law 39A', 'Law 39B'],
        trick: before.tricks.length,
        auction: restricted ? { call: text, stage: 'done', lead: 'due' } : { call: text, stage: 'done' },
        unauthorisedFor: SIDE_OF[seat],
      }),
      code,
    ),
  );
}
