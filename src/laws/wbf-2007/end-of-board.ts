/**
 * The director's decisions at the end of the board, in the order the engine asks them: each is
 * opened when the previous one is made (or at once when play ends), so that every law that gives
 * the director a say after play is asked once.
 *
 * - 62D2: a revoke on trick twelve may have suggested the partner's play (the tricks may change).
 * - 64C: after an established revoke, equity (Law 12).
 * - 45F: dummy indicated a card.
 * - 43B3: dummy, after violating 43A2, first drew attention to a defender's irregularity.
 * - 50E3: a non-offender said the information from a penalty card damaged his side.
 * - 55C: declarer's lead out of turn was taken back; his line may have used the information.
 * - 47E2: a card played after misinformation could no longer be taken back (47E2(b)).
 * - 27D: an insufficient bid corrected without rectification (27B1); 2017 23C: a comparable call
 *   replaced a call out of rotation — without the help it gave, the outcome could have differed.
 * - 1997 25B2(b)(2): after a change of call not condoned the offender made another call; his
 *   side may score no more than average minus.
 * - 23 (2017 72C): an auction irregularity barred the offender's partner: could he have known it
 *   could damage the other side?
 * - 21B3: misinformation found too late to change the call; 16B: unauthorised information from
 *   partner (a hesitation) the non-offenders said was used.
 * Without a decision the table result stands.
 */
import { OTHER_SIDE, SIDE_OF, type Side } from '../../core/seat.js';
import type { Irregularity, Pending, TableState } from '../../table/state.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';
import { nonOffendersOf } from './law-12-16-director.js';
import { declaringSide } from './law-42-43-dummy.js';
import { anyEstablishedRevoke, nonOffendingSide, twelfthTrickChoice } from './law-61-64-revoke.js';

export const END_PROVISIONS = [
  '62D2',
  '64C',
  '45F',
  '43B3',
  '50E3',
  '55C',
  '47E2',
  '27D',
  '23C',
  '25B2(b)(2)',
  '21B3',
  '16B',
  '23',
] as const;
export type EndProvision = (typeof END_PROVISIONS)[number];

export function isEndProvision(ref: string): ref is EndProvision {
  return (END_PROVISIONS as readonly string[]).includes(ref);
}

const CAUSES: { readonly [P in Exclude<EndProvision, '62D2' | '64C'>]: (i: Irregularity) => boolean } = {
  '45F': (i) => i.kind === 'dummy-indicated-card' && i.status === 'pending',
  '43B3': (i) => i.kind === 'dummy-attention' && i.laws.includes('Law 43B3'),
  '50E3': (i) => i.laws.includes('Law 50E3'),
  '55C': (i) => i.kind === 'lead-out-of-turn' && (i.laws.includes('Law 55B1') || i.laws.includes('Law 55B2')),
  '47E2': (i) => i.kind === 'misinformation' && i.laws.includes('Law 47E2(b)'),
  '27D': (i) =>
    i.kind === 'insufficient-bid' && (i.laws.includes('Law 27B1(a)') || i.laws.includes('Law 27B1(b)')),
  // Only 2017 finds a call out of rotation's replacement comparable (2007 asks it of 27B1(b) alone).
  '23C': (i) =>
    i.kind === 'call-out-of-turn' && i.finding?.fact === 'comparable-call' && i.finding.value === true,
  // Only 1997 has it: the offender made another call, his side capped at average minus.
  '25B2(b)(2)': (i) => i.kind === 'change-of-call' && i.laws.includes('Law 25B2(b)(2)'),
  '21B3': (i) => i.kind === 'misinformation' && i.laws.includes('Law 21B3'),
  '16B': (i) => i.kind === 'unauthorised-information' && i.status === 'pending',
  '23': (i) =>
    (i.kind === 'insufficient-bid' ||
      i.kind === 'call-out-of-turn' ||
      i.kind === 'inadmissible-call' ||
      i.kind === 'change-of-call' ||
      i.kind === 'exposed-card') &&
    i.status === 'rectified' &&
    i.laws.some((l) => PARTNER_BARRED.has(l)),
};

/** The rectifications that bar the offender's partner (Laws 23 and 2017 72C are cited by them). */
const PARTNER_BARRED: ReadonlySet<string> = new Set([
  'Law 24B',
  'Law 24C',
  'Law 25B2(b)(1)',
  'Law 27B2',
  'Law 27B3',
  'Law 30B2(b)',
  'Law 31A2(a)',
  'Law 31A2(b)',
  'Law 31B',
  'Law 32A',
  'Law 32B2',
  'Law 36B',
  'Law 37B',
  'Law 38C',
]);

/** The kind of irregularity each provision's cause must be (none given: any). */
const CAUSE_KINDS: { readonly [P in keyof typeof CAUSES]?: Irregularity['kind'] } = {
  '45F': 'dummy-indicated-card',
  '43B3': 'dummy-attention',
  '55C': 'lead-out-of-turn',
  '47E2': 'misinformation',
  '27D': 'insufficient-bid',
  '23C': 'call-out-of-turn',
  '25B2(b)(2)': 'change-of-call',
  '21B3': 'misinformation',
  '16B': 'unauthorised-information',
};

/** The first irregularity that calls for an end-of-board decision `p`; only its kind is looked at. */
function causeOf(state: TableState, p: keyof typeof CAUSES): Irregularity | undefined {
  return firstCause(state, CAUSES[p], CAUSE_KINDS[p]);
}

function firstCause(
  state: TableState,
  cause: (i: Irregularity) => boolean,
  kind: Irregularity['kind'] | undefined,
): Irregularity | undefined {
  return kind === undefined
    ? state.irregularities.find(cause)
    : state.irregularities.ofKind(kind).find(cause);
}

/** An end-of-board provision as `endDecision` asks it: its place in the order, and its cause. */
type EndEntry = {
  readonly p: EndProvision;
  readonly place: number;
  /** Its cause and the kind that cause must be (62D2 and 64C: asked of the revokes instead). */
  readonly cause?: (i: Irregularity) => boolean;
  readonly kind?: Irregularity['kind'];
};

/**
 * The end-of-board provisions of each code, in order, with their causes: made once per code (some
 * provisions are one code's alone: 1997 25B2(b)(2), 2017 23C), not looked up by name at each ask.
 */
const ENTRIES = new WeakMap<WbfCode, readonly EndEntry[]>();

function entriesOf(code: WbfCode): readonly EndEntry[] {
  const known = ENTRIES.get(code);
  if (known !== undefined) return known;
  const made = END_PROVISIONS.flatMap((p, place): EndEntry[] => {
    if (code.provisions[p] === undefined) return [];
    if (p === '62D2' || p === '64C') return [{ p, place }];
    const kind = CAUSE_KINDS[p];
    return [kind === undefined ? { p, place, cause: CAUSES[p] } : { p, place, cause: CAUSES[p], kind }];
  });
  ENTRIES.set(code, made);
  return made;
}

function applies(state: TableState, e: EndEntry): boolean {
  if (e.cause !== undefined) return firstCause(state, e.cause, e.kind) !== undefined;
  if (e.p === '62D2') return twelfthTrickChoice(state) !== null;
  return anyEstablishedRevoke(state);
}

/** The first end-of-board decision due after `after` (null: from the start), or null. */
export function endDecision(state: TableState, after: string | null, code: WbfCode): Pending | null {
  const from = after === null ? 0 : END_PROVISIONS.indexOf(after as EndProvision) + 1;
  const entries = entriesOf(code);
  for (let k = 0; k < entries.length; k++) {
    const e = entries[k] as EndEntry;
    if (e.place < from || !applies(state, e)) continue;
    const p = e.p;
    // Law 12's three options (keep the result, assign an adjusted score, an artificial one), each
    // citing the provision's own law first, as its provision states them.
    if (p !== '62D2') return decision(state, code, p, { about: -1 });
    const choice = twelfthTrickChoice(state);
    if (choice === null) continue;
    return decision(state, code, '62D2', { about: choice.seq }, [
      'keep-result',
      { id: 'designate-card', card: choice.other },
    ]);
  }
  return null;
}

/** The side an adjusted score of an end-of-board decision goes to (the non-offending side). */
export function endDecisionSide(state: TableState, p: EndProvision): Side | null {
  if (p === '64C') return nonOffendingSide(state);
  if (p === '45F') return nonOffendersOf(state, 'dummy-indicated-card');
  if (p === '43B3') return declaringSide(state);
  if (p === '62D2') return null;
  const cause = causeOf(state, p);
  return cause === undefined ? null : OTHER_SIDE[SIDE_OF[cause.offender]];
}
