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
import { addIrregularity, updateIrregularity, withContract } from '../../table/mechanics.js';
import {
  amended,
  change,
  type Irregularity,
  type Refusal,
  refusal,
  type TableState,
} from '../../table/state.js';
import { awaiting } from './act-play.js';
import { settle } from './act-settle.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { exposedAtAuctionEnd } from './law-24-exposed-in-auction.js';
import {
  callOf,
  hasCalled,
  mustPass,
  mustPassNow,
  relationOf,
  replacementLaws,
} from './law-26-32-auction.js';

type Judged = Result<TableState, Refusal>;
type Facts = NonNullable<Irregularity['auction']>;

/** A call made by `seat` (the record's text). */
export function judgeCall(state: TableState, seat: Seat, text: string, seq: number, code: WbfCode): Judged {
  const parsed = parseCall(text);
  if (!parsed.ok) return err(refusal('call-syntax', seq, `"${text}" is not a call of contract bridge`));
  const call = parsed.value;
  if (state.phase !== 'auction' || state.auction === null)
    return afterClose(state, seat, call, text, seq, code);
  const pending = state.pending;
  if (pending !== null) {
    const about = state.irregularities.find((i) => i.seq === pending.about);
    if (pending.provision === '25' && about !== undefined && seat === LHO[about.offender]) {
      // 25B1: the offender's LHO accepts the substitute by calling over it.
      const accepted = acceptChange(state, about, ['Law 25B1'], seq, code);
      if (!accepted.ok) return accepted;
      return judgeCall(accepted.value, seat, text, seq, code);
    }
    if ((pending.provision === '27' || pending.provision === '29') && about !== undefined) {
      // 28B: the player whose turn it was calls before the director rules: his call is in
      // rotation and the call out of rotation is cancelled without rectification.
      if (pending.provision === '29' && about.auction?.turnOf === seat)
        return judgeCall(forfeited(state, about, ['Law 28B']), seat, text, seq, code);
      // 27A1, 29A: the offender's LHO accepts by calling.
      if (seat === LHO[about.offender]) return judgeCall(accept(state, about, code), seat, text, seq, code);
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

/** A call at the caller's own turn: legal, insufficient (27), inadmissible (36, 37). */
function inRotation(state: TableState, seat: Seat, call: Call, seq: number, code: WbfCode): Judged {
  const auction = state.auction;
  if (auction === null) return err(refusal('auction-ended', seq, 'the auction is over'));
  const text = callText(call);
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
      auction: { call: text, stage: 'done', lead: 'due' },
      unauthorisedFor: SIDE_OF[seat],
    });
    const passed = inRotation(recorded, seat, PASS, seq, code);
    if (!passed.ok) return passed;
    const s = passed.value;
    return ok(
      s.phase !== 'auction'
        ? s
        : mustPass(
            mustPass(s, seat, 'throughout', ['Law 37B'], seq),
            PARTNER[seat],
            'throughout',
            ['Law 37B'],
            seq,
          ),
    );
  }
  const added = addCall(auction, call);
  if (!added.ok) {
    const e = added.error;
    if (e.kind === 'insufficient-bid')
      return ok(
        change(
          addIrregularity(state, {
            seq,
            kind: 'insufficient-bid',
            offender: seat,
            status: 'pending',
            laws: ['Law 27'],
            trick: 0,
            auction: { call: text, stage: 'decision' },
          }),
          {
            pending: decision(state, code, '27', { offender: seat, about: seq }),
          },
        ),
      );
    if (e.kind === 'double-not-allowed' || e.kind === 'redouble-not-allowed') {
      // 36B: cancelled; the offender calls again; his partner passes throughout; Law 26 applies.
      const recorded = addIrregularity(state, {
        seq,
        kind: 'inadmissible-call',
        offender: seat,
        status: 'rectified',
        laws: ['Law 36B'],
        trick: 0,
        auction: { call: text, stage: 'done', lead: 'due' },
        unauthorisedFor: SIDE_OF[seat],
      });
      return ok(mustPass(recorded, PARTNER[seat], 'throughout', ['Law 36B'], seq));
    }
    return err(refusal('auction-ended', seq, 'the auction is over: no more calls'));
  }
  // The common case (no obligation, no irregularity): nothing but the call to add.
  const consumed = change(
    state,
    state.obligations.length === 0
      ? { auction: added.value }
      : {
          auction: added.value,
          obligations: state.obligations.filter(
            (o) => o.kind !== 'must-pass' || o.seat !== seat || o.scope !== 'next-turn',
          ),
        },
  );
  return ok(closeIfEnded(followUp(consumed, seat, call, state, code), code));
}

/** The auction ended (Law 22): passed out, or the contract and the play period. */
function closeIfEnded(followed: TableState, code: WbfCode): TableState {
  if (followed.auction === null) return followed;
  const outcome = auctionOutcome(followed.auction);
  if (outcome.kind === 'in-progress') return followed;
  const closed = change(followed, {
    obligations: followed.obligations.filter((o) => o.kind !== 'must-pass'),
  });
  if (outcome.kind === 'passed-out')
    return change(closed, {
      phase: 'ended',
      result: { tricks: { NS: 0, EW: 0 }, transfers: [], score: { NS: 0, EW: 0 } },
    });
  return settle(exposedAtAuctionEnd(withContract(closed, outcome.contract)), code);
}

/**
 * The rectifications a legal call in rotation completes: RHO's call after a bid, double or
 * redouble out of rotation at his turn (31A, 32); the offender's replacement (27B, 31A2, 31B,
 * 2017 30B1, 32A2, 32B2). `before`: the state before the call (the auction it was made over).
 */
function followUp(state: TableState, seat: Seat, call: Call, before: TableState, code: WbfCode): TableState {
  if (state.irregularities.length === 0) return state;
  let s = state;
  for (const i of state.irregularities) {
    const facts = i.auction;
    if (facts === undefined || i.status !== 'pending') continue;
    if (facts.stage === 'rho' && facts.turnOf === seat) s = afterRho(s, i, call, code);
    else if (facts.stage === 'repeat' && i.offender === seat) {
      const repeated = callText(call) === callText(callOf(i));
      s = repeated
        ? settled(s, i, 'no-rectification', [callOf(i).type === 'bid' ? 'Law 31A1' : doubleLaw(code, 'B1')])
        : replaced(s, i, call, before, code);
    } else if (facts.stage === 'replacement' && i.offender === seat) s = replaced(s, i, call, before, code);
  }
  return s;
}

/** 31A, 32 (2007 32B, 2017 32A): RHO has called after the call out of rotation was cancelled. */
function afterRho(state: TableState, i: Irregularity, call: Call, code: WbfCode): TableState {
  if (call.type === 'pass') return stage(state, i, 'repeat', []);
  if (callOf(i).type === 'bid' || code.auctionLaws === '2017') return stage(state, i, 'replacement', []);
  // 2007 32B2 (1997: after a bid): the offender calls freely; his partner passes throughout.
  const law = doubleLaw(code, 'B2');
  return mustPass(
    settled(state, i, 'rectified', [law], 'due'),
    PARTNER[i.offender],
    'throughout',
    [law],
    i.seq,
  );
}

/** 1997/2007 32B (RHO's turn) is 2017's 32A. */
function doubleLaw(code: WbfCode, part: 'B1' | 'B2'): string {
  return code.auctionLaws === '2017' ? `Law 32${part === 'B1' ? 'A1' : 'A2'}` : `Law 32${part}`;
}

/** The offender's replacement call decides the rectification. */
function replaced(
  state: TableState,
  i: Irregularity,
  call: Call,
  before: TableState,
  code: WbfCode,
): TableState {
  const withdrawn = callOf(i);
  const text = callText(call);
  const mark = (s: TableState, laws: readonly string[], lead?: 'due') =>
    updateIrregularity(s, i.seq, (r) =>
      amended(r, {
        status: 'rectified',
        laws,
        auction: amended(
          r.auction as Facts,
          lead ? { stage: 'done', replacement: text, lead } : { stage: 'done', replacement: text },
        ),
      }),
    );
  if (i.kind === 'insufficient-bid') {
    // 27B1(a): the lowest sufficient bid in the same denomination: no rectification.
    if (withdrawn.type === 'bid' && call.type === 'bid' && isLowestSufficient(before, withdrawn, call))
      return mark(state, ['Law 27B1(a)']);
    if (code.auctionLaws === '1997')
      return mustPass(
        mark(state, ['Law 27B2'], 'due'),
        PARTNER[i.offender],
        'throughout',
        ['Law 27B2'],
        i.seq,
      );
    return withDefault(state, i, call, code, 'throughout', mark);
  }
  if (code.auctionLaws !== '2017') {
    // 1997/2007 31A2: repeating the denomination bars partner once; anything else throughout.
    const same = withdrawn.type === 'bid' && call.type === 'bid' && call.strain === withdrawn.strain;
    return same
      ? mustPass(mark(state, ['Law 31A2(a)']), PARTNER[i.offender], 'next-turn', ['Law 31A2(a)'], i.seq)
      : mustPass(
          mark(state, ['Law 31A2(b)'], 'due'),
          PARTNER[i.offender],
          'throughout',
          ['Law 31A2(b)'],
          i.seq,
        );
  }
  return withDefault(state, i, call, code, 'next-turn', mark);
}

/**
 * The replacement awaits the director's finding (2007 27B1(b) same meaning; 2017 Law 23A a
 * comparable call): the conservative default — not comparable — applies until he finds otherwise.
 */
function withDefault(
  state: TableState,
  i: Irregularity,
  _call: Call,
  code: WbfCode,
  scope: 'next-turn' | 'throughout',
  mark: (s: TableState, laws: readonly string[], lead?: 'due') => TableState,
): TableState {
  const laws = replacementLaws(i, code);
  const marked = updateIrregularity(mark(state, laws.other, 'due'), i.seq, (r) =>
    amended(r, {
      finding: {
        fact: 'comparable-call',
        value: false,
        by: 'default',
        laws: code.auctionLaws === '2017' ? ['Law 23A', ...laws.comparable] : laws.comparable,
      },
    }),
  );
  return mustPass(marked, PARTNER[i.offender], scope, laws.other, i.seq);
}

/** 27B1(a): `call` is the lowest bid in `withdrawn`'s denomination sufficient over the auction. */
function isLowestSufficient(before: TableState, withdrawn: Bid, call: Bid): boolean {
  if (call.strain !== withdrawn.strain || before.auction === null) return false;
  const last = summarize(before.auction).lastBid;
  if (last === null) return false;
  const lowest = LEVELS.find((level) => bidOutranks(bid(level, call.strain), last));
  return lowest === call.level;
}

function stage(
  state: TableState,
  i: Irregularity,
  next: Facts['stage'],
  laws: readonly string[],
): TableState {
  return updateIrregularity(state, i.seq, (r) =>
    amended(r, {
      laws: [...r.laws, ...laws],
      auction: amended(r.auction as Facts, { stage: next }),
    }),
  );
}

function settled(
  state: TableState,
  i: Irregularity,
  status: Irregularity['status'],
  laws: readonly string[],
  lead?: 'due',
): TableState {
  return updateIrregularity(state, i.seq, (r) =>
    amended(r, {
      status,
      laws,
      auction: amended(r.auction as Facts, lead ? { stage: 'done', lead } : { stage: 'done' }),
    }),
  );
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

/**
 * 25B2 (2007, 2017): not accepted, the substitute is cancelled and the first call stands (2017:
 * Law 26 may apply). 1997 25B2(b)(1): the first call stands and the partner passes once, with the
 * lead penalties of 25B2(c); 1997's other choice (any legal call, the side's score capped at
 * average minus) is not offered (docs/laws/ambiguities-wbf.md).
 */
export function rejectChange(state: TableState, i: Irregularity, code: WbfCode): TableState {
  const cleared = updateIrregularity(change(state, { pending: null }), i.seq, (r) =>
    amended(r, { unauthorisedFor: SIDE_OF[r.offender] }),
  );
  if (code.auctionLaws === '1997')
    return mustPass(
      settled(cleared, i, 'rectified', ['Law 25B2(b)(1)', 'Law 25B2(c)'], 'due'),
      PARTNER[i.offender],
      'next-turn',
      ['Law 25B2(b)(1)'],
      i.seq,
    );
  return code.auctionLaws === '2017'
    ? settled(cleared, i, 'rectified', ['Law 25B2'], 'due')
    : settled(cleared, i, 'rectified', ['Law 25B2']);
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
  return change(
    addIrregularity(state, {
      seq,
      kind: 'call-out-of-turn',
      offender: seat,
      status: 'pending',
      laws: ['Law 29'],
      trick: 0,
      auction: { call: text, turnOf: caller, stage: 'decision' },
    }),
    {
      pending: decision(state, code, '29', { offender: seat, about: seq }),
    },
  );
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
  const accepted0 = change(
    settled(state, i, 'no-rectification', i.kind === 'insufficient-bid' ? ['Law 27A1'] : ['Law 29A']),
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
  const cleared = updateIrregularity(change(state, { pending: null }), i.seq, (r) =>
    amended(r, {
      unauthorisedFor: SIDE_OF[r.offender],
    }),
  );
  if (i.kind === 'insufficient-bid') return stage(cleared, i, 'replacement', []);
  const turnOf = i.auction?.turnOf ?? i.offender;
  const relation = relationOf(i.offender, turnOf);
  const call = callOf(i);
  const offender = i.offender;
  const partner = PARTNER[offender];
  const called = hasCalled(state, offender);
  const anyBid = state.auction !== null && summarize(state.auction).lastBid !== null;
  const y2017 = code.auctionLaws === '2017';
  if (call.type === 'pass') {
    if (relation === 'lho' && called)
      return settled(cleared, i, 'rectified', [y2017 ? 'Law 30B2' : 'Law 30B3', 'Law 25']);
    if (y2017) {
      if (relation === 'rho')
        return mustPass(
          settled(cleared, i, 'rectified', ['Law 30A']),
          offender,
          'next-turn',
          ['Law 30A'],
          i.seq,
        );
      return stage(cleared, i, 'replacement', ['Law 30B1']);
    }
    if (!anyBid)
      return mustPass(
        settled(cleared, i, 'rectified', ['Law 30A']),
        offender,
        'next-turn',
        ['Law 30A'],
        i.seq,
      );
    if (relation === 'partner')
      return mustPass(
        settled(cleared, i, 'rectified', ['Law 30B2(a)']),
        offender,
        'throughout',
        ['Law 30B2(a)'],
        i.seq,
      );
    const law = relation === 'rho' ? 'Law 30B1(a)' : 'Law 30B1(b)';
    return mustPass(settled(cleared, i, 'rectified', [law]), offender, 'next-turn', [law], i.seq);
  }
  if (relation === 'rho')
    return stage(cleared, i, 'rho', [call.type === 'bid' ? 'Law 31A' : y2017 ? 'Law 32A' : 'Law 32B']);
  if (relation === 'lho' && called)
    return settled(cleared, i, 'rectified', [
      call.type === 'bid' ? (y2017 ? 'Law 31C' : 'Law 25') : y2017 ? 'Law 32C' : 'Law 25',
    ]);
  if (y2017) return stage(cleared, i, 'replacement', [call.type === 'bid' ? 'Law 31B' : 'Law 32B']);
  // 1997/2007 31B, 32A: partner passes throughout; Law 26 may apply.
  const law = call.type === 'bid' ? 'Law 31B' : 'Law 32A';
  return mustPass(settled(cleared, i, 'rectified', [law], 'due'), partner, 'throughout', [law], i.seq);
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
  const defender = state.declarer !== null && SIDE_OF[seat] !== SIDE_OF[state.declarer];
  const restricted =
    defender &&
    call.type !== 'pass' &&
    state.phase === 'play' &&
    state.tricks.length === 0 &&
    state.trick === null;
  return ok(
    settle(
      addIrregularity(state, {
        seq,
        kind: 'call-after-close',
        offender: seat,
        status: restricted ? 'rectified' : 'no-rectification',
        laws: restricted ? ['Law 39A', 'Law 39C'] : ['Law 39A', 'Law 39B'],
        trick: state.tricks.length,
        auction: restricted ? { call: text, stage: 'done', lead: 'due' } : { call: text, stage: 'done' },
        unauthorisedFor: SIDE_OF[seat],
      }),
      code,
    ),
  );
}

function callText(call: Call): string {
  switch (call.type) {
    case 'pass':
      return 'P';
    case 'double':
      return 'X';
    case 'redouble':
      return 'XX';
    case 'bid':
      return `${call.level}${call.strain}`;
  }
}
