/**
 * The steps every WBF code's auction rulings are made of (Laws 25–32): an irregular call moved to
 * its next stage, ruled (with its laws, and the Law 26 restriction due or not), its replacement
 * marked, the director's comparable-call finding asked with its conservative default. The rulings
 * themselves — which step, which law — are each code's (auction-rules.ts, and the 1997 and 2017
 * overrides beside their codes).
 */
import { appended } from '../../core/list.js';
import { PARTNER } from '../../core/seat.js';
import type { Call } from '../../games/contract-bridge/call.js';
import { updateIrregularity } from '../../table/mechanics.js';
import {
  amended,
  change,
  changeIrregularities,
  copied,
  type Irregularity,
  type Obligation,
  type TableState,
} from '../../table/state.js';
import { mustPass, passObligation } from './law-26-32-auction.js';

export type Facts = NonNullable<Irregularity['auction']>;

/** The irregular call moves to its next stage, citing `laws` besides its own. */
export function stage(
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

/** The irregular call is ruled: its status and laws; `lead`: Law 26 is due at the partner's first lead. */
export function settled(
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
 * Ruled by the offender's replacement `text`: its laws, and whether Law 26 is due; `bar`, the
 * partner's pass obligation the ruling imposes, added in the same change of the state.
 */
export type Mark = (
  state: TableState,
  laws: readonly string[],
  lead?: 'due',
  finding?: Irregularity['finding'],
  bar?: Obligation,
) => TableState;

export function markReplaced(i: Irregularity, text: string): Mark {
  return (s, laws, lead, finding, bar) => {
    const irregularities = s.irregularities.updatedAt(i.seq, (r) => {
      // Copies with the changed keys set by name (`copied`; a spread would add keys the slow way).
      const auction = copied(r.auction as Facts);
      auction.stage = 'done';
      auction.replacement = text;
      if (lead) auction.lead = lead;
      const ruled = copied(r);
      ruled.status = 'rectified';
      ruled.laws = laws;
      ruled.auction = auction;
      // The director's finding, when one is recorded with the ruling, in the same update.
      if (finding !== undefined) ruled.finding = finding;
      return ruled;
    });
    if (bar !== undefined)
      return changeIrregularities(s, irregularities, s.pending, appended(s.obligations, bar));
    return irregularities === s.irregularities ? s : changeIrregularities(s, irregularities);
  };
}

/** Ruled with the partner barred (`scope`) under `laws`, Law 26 due when `lead`. */
export function barred(
  state: TableState,
  i: Irregularity,
  mark: Mark,
  scope: 'next-turn' | 'throughout',
  laws: readonly string[],
  lead?: 'due',
): TableState {
  return mark(state, laws, lead, undefined, passObligation(PARTNER[i.offender], scope, laws, i.seq));
}

/**
 * The replacement awaits the director's finding (2007 27B1(b) same meaning; 2017 Law 23A a
 * comparable call): the conservative default — not comparable — applies until he finds otherwise.
 * `laws`: the comparable replacement's and the other's; `asked`: the finding's laws.
 */
export function withDefault(
  state: TableState,
  i: Irregularity,
  mark: Mark,
  scope: 'next-turn' | 'throughout',
  laws: { readonly comparable: readonly string[]; readonly other: readonly string[] },
  asked: readonly string[],
): TableState {
  return mark(
    state,
    laws.other,
    'due',
    { fact: 'comparable-call', value: false, by: 'default', laws: asked },
    passObligation(PARTNER[i.offender], scope, laws.other, i.seq),
  );
}

/** A call as the record writes it. */
export function callText(call: Call): string {
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

/**
 * 27B3: the offender tried to replace his insufficient bid by a double or redouble: it is
 * cancelled (taken off the auction; he calls again), his partner passes throughout, Law 26 may
 * apply. `asked`: the laws of the comparable-call finding that would let it stand (2007 27B1(b),
 * 2017 Law 23A), or null where the code has none (1997).
 */
export function doubleCancelled(
  state: TableState,
  i: Irregularity,
  text: string,
  asked: readonly string[] | null,
): TableState {
  const auction = state.auction;
  const withdrawn =
    auction === null
      ? state
      : change(state, { auction: { dealer: auction.dealer, calls: auction.calls.slice(0, -1) } });
  const marked = updateIrregularity(withdrawn, i.seq, (r) =>
    amended(r, {
      status: 'pending',
      laws: ['Law 27B3'],
      auction: amended(r.auction as Facts, { stage: 'replacement', replacement: text, lead: 'due' }),
      ...(asked === null
        ? {}
        : { finding: { fact: 'comparable-call', value: false, by: 'default', laws: asked } }),
    }),
  );
  if (r27B3Barred(state, i)) return marked;
  return mustPass(marked, PARTNER[i.offender], 'throughout', ['Law 27B3'], i.seq);
}

/** The partner is already barred by this irregularity (a second attempt to double). */
function r27B3Barred(state: TableState, i: Irregularity): boolean {
  return state.obligations.some((o) => o.kind === 'must-pass' && o.about === i.seq);
}

/** Whether a call is a double or a redouble. */
export function isDoubling(call: Call): boolean {
  return call.type === 'double' || call.type === 'redouble';
}
