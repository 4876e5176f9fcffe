/**
 * A board's result for the session from the table's own record: the judgement gives the
 * contract, the tricks after every transfer and the score (Law 77), or the director's
 * artificial adjusted score (Law 12C2); each irregularity ruled and each transfer becomes a
 * ruling on the traveller, with its laws. The cards as dealt at the table come with it, so a
 * fouled board (Law 87) is found by comparing them with the hand record.
 */
import { makeDeal } from '../core/deal.js';
import { err, ok, type Result } from '../core/result.js';
import { OTHER_SIDE, SIDE_OF } from '../core/seat.js';
import { makeContract } from '../games/contract-bridge/call.js';
import type { Judged } from '../laws/judge.js';
import type { Outcome, Ruling, TableResult } from './results.js';

export type FromRecordError = { readonly kind: 'not-finished'; readonly message: string };

export type Seated = {
  readonly ns: string;
  readonly ew: string;
  readonly table: number | null;
  readonly round: number | null;
};

const AWARD = { 'average-plus': 'A+', 'average-minus': 'A-' } as const;

export function resultFromJudged(
  judged: Judged,
  seated: Seated,
): Result<TableResult, FromRecordError | { readonly kind: 'invalid'; readonly message: string }> {
  if (!judged.ok) return err({ kind: 'invalid', message: judged.error.message });
  const { state, judgement } = judged;
  const result = judgement.result;
  if (result === null)
    return err({ kind: 'not-finished', message: `board ${state.board.number} is not finished at the table` });
  const rulings: Ruling[] = [
    ...judgement.irregularities.map((i) => ({
      law: i.laws.join(', '),
      text: `${i.kind} by ${i.offender} (${i.status})`,
    })),
    ...result.transfers.map((t) => ({
      law: t.laws.join(', '),
      text: `${t.tricks} trick${t.tricks === 1 ? '' : 's'} transferred to ${t.to}`,
    })),
  ];
  let outcome: Outcome;
  if (result.artificial !== undefined) {
    outcome = {
      kind: 'artificial',
      NS: { award: AWARD[result.artificial.NS] },
      EW: { award: AWARD[result.artificial.EW] },
    };
    rulings.push({
      law: 'Law 12C2',
      text: `artificial adjusted score: NS ${AWARD[result.artificial.NS]}, EW ${AWARD[result.artificial.EW]}`,
    });
  } else {
    const c = state.contract;
    const declarer = state.declarer;
    outcome = {
      kind: 'played',
      component: {
        score: result.score.NS - result.score.EW,
        weight: 100,
        contract: c === null ? 'P' : makeContract(c),
        declarer: c === null ? null : declarer,
        tricks: c === null || declarer === null ? null : result.tricks[SIDE_OF[declarer]],
      },
      ...(result.capped === undefined ? {} : { cap: result.capped.side }),
    };
    // 1997 25B2(b)(2): the offending side held to average minus; the other keeps its result.
    if (result.capped !== undefined)
      rulings.push({
        law: result.capped.laws.join(', '),
        text: `${result.capped.side} score no more than average minus; ${OTHER_SIDE[result.capped.side]} keep the table result`,
      });
  }
  return ok({ ...seated, deal: makeDeal({ hands: state.dealt }), outcome, rulings });
}
