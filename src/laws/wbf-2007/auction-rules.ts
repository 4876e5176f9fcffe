/**
 * The rulings in which the three WBF codes' auction laws differ, as named functions (ADR 0083):
 * `AUCTION_RULES_2007` here; 1997 (src/laws/wbf-1997/auction-rules.ts) and 2017
 * (src/laws/wbf-2017/auction-rules.ts) replace the ones their texts change, each replacement
 * named after its provision and tested under its code. The judge of a call (act-call.ts) calls
 * them through `code.auction`; what the codes share stays there.
 */
import type { Suit } from '../../core/card.js';
import { SUITS } from '../../core/card.js';
import { PARTNER } from '../../core/seat.js';
import { summarize } from '../../games/contract-bridge/auction.js';
import type { Call } from '../../games/contract-bridge/call.js';
import { updateIrregularity } from '../../table/mechanics.js';
import { amended, change, type Irregularity, type Pending, type TableState } from '../../table/state.js';
import type { Choice } from '../provision.js';
import {
  barred,
  callText,
  doubleCancelled,
  isDoubling,
  type Mark,
  settled,
  stage,
  withDefault,
} from './auction-steps.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { callOf, hasCalled, mustPass, relationOf } from './law-26-32-auction.js';

export type ReplacementLaws = { readonly comparable: readonly string[]; readonly other: readonly string[] };

export type AuctionRules = {
  /**
   * 29B and Laws 30–32: a call out of rotation not accepted. `state`: before the cancellation;
   * `cleared`: the call cancelled, its information unauthorised to the offenders.
   */
  readonly cancelled: (state: TableState, cleared: TableState, i: Irregularity) => TableState;
  /** 31A2, 2007 32B2 (2017 32A2): RHO bid, doubled or redoubled after the cancelled call. */
  readonly rhoActed: (state: TableState, i: Irregularity) => TableState;
  /** 31A1, 2007 32B1 (2017 32A1): the law of the call repeated after RHO's pass. */
  readonly repeated: (i: Irregularity) => string;
  /** The offender's replacement of a call out of rotation (31A2; 2017 30B1, 31B2, 32A2, 32B2). */
  readonly outOfRotationReplaced: (state: TableState, i: Irregularity, call: Call, mark: Mark) => TableState;
  /** 27B: a replacement of an insufficient bid other than the lowest sufficient bid in its denomination. */
  readonly insufficientReplaced: (state: TableState, i: Irregularity, call: Call, mark: Mark) => TableState;
  /** The laws of a comparable (or same-meaning) replacement and of any other. */
  readonly replacementLaws: (i: Irregularity) => ReplacementLaws;
  /** The laws a comparable-call finding cites (2017 adds Law 23A). */
  readonly comparableAsked: (laws: ReplacementLaws) => readonly string[];
  /** 25B2: the changed call not accepted (`state`: the decision closed, the substitute's information unauthorised). */
  readonly changeNotAccepted: (state: TableState, i: Irregularity, code: WbfCode) => TableState;
  /** Law 34's rule on three passes with a turn lost (2007 17E2, 2017 17D3, 1997 Law 34 itself). */
  readonly retention: string;
  /**
   * An insufficient bid replaced before the director ruled: the law it is judged by and the
   * LHO's decision then — 2007/2017 27C (the replacement stands unless the LHO accepts the
   * insufficient bid; Law 27B judges it), decision `27C`. 1997 has no 27C: its 27B, read so, and
   * its decision `27` (docs/laws/ambiguities-wbf.md).
   */
  readonly premature: { readonly law: string; readonly decision: string };
  /**
   * The LHO called before the rectification of an inadmissible call: 2007 36A, 37A, 38D, and
   * over a defender's call after the final pass 39B (1997 35A–D).
   */
  readonly condoned: {
    readonly double: string;
    readonly barred: string;
    readonly overSeven: string;
    readonly afterClose: string;
  };
  /**
   * 1997 25B2(b): the offender's choice after his change was not condoned — the first call stands
   * (`firstStands`) or any other call. 2007 and 2017 ask no such choice.
   */
  readonly changeChosen: (state: TableState, i: Irregularity, firstStands: boolean) => TableState;
  /**
   * Law 26 at the offender's partner's first lead: declarer's decision, or the state with the
   * restriction lapsed. `specified`: the suits the offender bid in the legal auction.
   */
  readonly leadRestriction: (
    state: TableState,
    due: Irregularity,
    specified: ReadonlySet<Suit>,
    code: WbfCode,
  ) => Pending | TableState;
};

/** 2007 Laws 30–32: a call out of rotation not accepted (1997 reads the same). */
export function cancelled2007(state: TableState, cleared: TableState, i: Irregularity): TableState {
  const relation = relationOf(i.offender, i.auction?.turnOf ?? i.offender);
  const call = callOf(i);
  const called = hasCalled(state, i.offender);
  if (call.type === 'pass') {
    if (relation === 'lho' && called) return settled(cleared, i, 'rectified', ['Law 30B3', 'Law 25']);
    const anyBid = state.auction !== null && summarize(state.auction).lastBid !== null;
    if (!anyBid)
      return mustPass(
        settled(cleared, i, 'rectified', ['Law 30A']),
        i.offender,
        'next-turn',
        ['Law 30A'],
        i.seq,
      );
    if (relation === 'partner') {
      // 30B2(a): the offender passes throughout; 30B2(b): his partner may not double or redouble now.
      const bound = mustPass(
        settled(cleared, i, 'rectified', ['Law 30B2(a)', 'Law 30B2(b)']),
        i.offender,
        'throughout',
        ['Law 30B2(a)'],
        i.seq,
      );
      return amendObligations(bound, {
        kind: 'forbid-double',
        seat: PARTNER[i.offender],
        laws: ['Law 30B2(b)'],
        about: i.seq,
      });
    }
    const law = relation === 'rho' ? 'Law 30B1(a)' : 'Law 30B1(b)';
    return mustPass(settled(cleared, i, 'rectified', [law]), i.offender, 'next-turn', [law], i.seq);
  }
  if (relation === 'rho') return stage(cleared, i, 'rho', [call.type === 'bid' ? 'Law 31A' : 'Law 32B']);
  if (relation === 'lho' && called) return settled(cleared, i, 'rectified', ['Law 25']);
  // 31B, 32A: partner passes throughout; Law 26 may apply.
  const law = call.type === 'bid' ? 'Law 31B' : 'Law 32A';
  return mustPass(
    settled(cleared, i, 'rectified', [law], 'due'),
    PARTNER[i.offender],
    'throughout',
    [law],
    i.seq,
  );
}

function amendObligations(state: TableState, o: TableState['obligations'][number]): TableState {
  return change(state, { obligations: [...state.obligations, o] });
}

/** 2007 31A2 after RHO's bid; 32B2 after RHO's bid, double or redouble: the partner passes throughout. */
export function rhoActed2007(state: TableState, i: Irregularity): TableState {
  if (callOf(i).type === 'bid') return stage(state, i, 'replacement', []);
  return mustPass(
    settled(state, i, 'rectified', ['Law 32B2'], 'due'),
    PARTNER[i.offender],
    'throughout',
    ['Law 32B2'],
    i.seq,
  );
}

/** 2007 31A2: repeating the denomination bars the partner once (a); any other call throughout (b). */
export function outOfRotationReplaced2007(
  state: TableState,
  i: Irregularity,
  call: Call,
  mark: Mark,
): TableState {
  const withdrawn = callOf(i);
  const same = withdrawn.type === 'bid' && call.type === 'bid' && call.strain === withdrawn.strain;
  return same
    ? barred(state, i, mark, 'next-turn', ['Law 31A2(a)'])
    : barred(state, i, mark, 'throughout', ['Law 31A2(b)'], 'due');
}

/** 2007 27B1(b): the director's same-meaning finding (default: not), else 27B2 — partner passes throughout. */
function insufficientReplaced2007(state: TableState, i: Irregularity, call: Call, mark: Mark): TableState {
  const laws = AUCTION_RULES_2007.replacementLaws(i);
  // 27B3: a double or redouble is cancelled unless found to have the same meaning (27B1(b)).
  if (isDoubling(call))
    return doubleCancelled(state, i, callText(call), AUCTION_RULES_2007.comparableAsked(laws));
  return withDefault(state, i, mark, 'throughout', laws, AUCTION_RULES_2007.comparableAsked(laws));
}

/**
 * Law 26 as 1997 and 2007 state it, with the code's paragraph names: a withdrawn suit bid — the
 * suit specified in the legal auction, nothing (`specifiedLaw`); else require or forbid it
 * (`require`, `forbid`); any other withdrawn call — forbid any one suit (26B).
 */
export function leadRestrictionBySuit(names: {
  readonly specifiedLaw: string;
  readonly require: string;
  readonly forbid: string;
}): AuctionRules['leadRestriction'] {
  // 26A2's choices for each suit, made once per code (frozen: their offers are made once too).
  const bySuit = {} as { [S in Suit]: readonly Choice[] };
  for (const suit of SUITS)
    bySuit[suit] = Object.freeze([
      { id: 'require-suit', laws: [names.require], suit },
      { id: 'forbid-suit', laws: [names.forbid], suit },
      'waive-penalty',
    ]);
  return (state, due, specified, code) => {
    const call = callOf(due);
    if (call.type === 'bid' && call.strain !== 'NT') {
      const suit = call.strain;
      if (specified.has(suit))
        return updateIrregularity(state, due.seq, (i) =>
          amended(i, {
            auction: amended(i.auction as NonNullable<Irregularity['auction']>, { lead: 'done' }),
            laws: [...i.laws, names.specifiedLaw],
          }),
        );
      return decision(state, code, '26', { about: due.seq }, bySuit[suit]);
    }
    return decision(state, code, '26', { about: due.seq }, FORBID_ANY_SUIT);
  };
}

/** 26B over the four suits: the same choices for every such decision (frozen: their offers are made once). */
const FORBID_ANY_SUIT: readonly Choice[] = Object.freeze(forbidAnyOf(SUITS));

/** 26B: declarer may forbid any one of `suits`, or impose nothing. */
export function forbidAnyOf(suits: readonly Suit[]): Choice[] {
  return [...suits.map((suit): Choice => ({ id: 'forbid-suit', laws: ['Law 26B'], suit })), 'waive-penalty'];
}

export const AUCTION_RULES_2007: AuctionRules = {
  cancelled: cancelled2007,
  rhoActed: rhoActed2007,
  repeated: (i) => (callOf(i).type === 'bid' ? 'Law 31A1' : 'Law 32B1'),
  outOfRotationReplaced: outOfRotationReplaced2007,
  insufficientReplaced: insufficientReplaced2007,
  replacementLaws: (i) =>
    i.kind === 'insufficient-bid'
      ? { comparable: ['Law 27B1(b)'], other: ['Law 27B2'] }
      : { comparable: ['Law 31A2(a)'], other: ['Law 31A2(b)'] },
  comparableAsked: (laws) => laws.comparable,
  // 25B2: not accepted, the substitute is cancelled and the first call stands.
  changeNotAccepted: (state, i) => settled(state, i, 'rectified', ['Law 25B2']),
  changeChosen: (state) => change(state, { pending: null }),
  retention: 'Law 17E2',
  premature: { law: 'Law 27C', decision: '27C' },
  condoned: { double: 'Law 36A', barred: 'Law 37A', overSeven: 'Law 38D', afterClose: 'Law 39B' },
  leadRestriction: leadRestrictionBySuit({
    specifiedLaw: 'Law 26A1',
    require: 'Law 26A2(a)',
    forbid: 'Law 26A2(b)',
  }),
};
