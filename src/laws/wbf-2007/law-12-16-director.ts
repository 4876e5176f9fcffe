/**
 * WBF 2007, Laws 12 and 16D, and the director's findings (our paraphrase).
 *
 * - 12A/C: the director awards an adjusted score where the laws give the non-offending side no
 *   redress (45F: dummy suggested a play; 64C: a revoke insufficiently compensated): assigned
 *   (12C1: tricks transferred to the non-offending side) or artificial (12C2: average plus to the
 *   non-offending side, average minus to the offenders). The engine asks it at the end of the
 *   board; without a decision the table result stands.
 * - 16D: information from withdrawn cards and actions is authorised for the non-offending side
 *   and unauthorised for the offending side: every irregularity in which a card went back records
 *   the side it is unauthorised for.
 * - Findings: where a law turns on judgement the engine asks the director (a pending decision
 *   listing the facts and their defaults) and takes his `finding`. Any other act first applies
 *   the defaults — a table without a director — and the irregularity says which was applied.
 *   54C (`could-see-dummy`) is a finding the director may give while Law 54's election is open.
 */
import { type Seat, SIDE_OF } from '../../core/seat.js';
import { amended, change, type Irregularity, type TableState } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';

export const KEEP = {
  en: 'The non-offending side is not damaged, or sufficiently compensated: the result stands',
  nb: 'Den ikke-skyldige siden er ikke skadelidende eller er tilstrekkelig kompensert: resultatet står',
  ru: 'Ненарушившая сторона не пострадала или достаточно компенсирована: результат остаётся',
};
export const ASSIGN = {
  en: 'Assigned adjusted score: transfer more tricks to the non-offending side',
  nb: 'Tildelt justert score: overfør flere stikk til den ikke-skyldige siden',
  ru: 'Назначенный компенсирующий результат: передать ненарушившей стороне ещё взятки',
};
export const ARTIFICIAL = {
  en: 'Artificial adjusted score: average plus to the non-offending side, average minus to the offenders',
  nb: 'Kunstig justert score: gjennomsnitt pluss til den ikke-skyldige siden, minus til de skyldige',
  ru: 'Искусственный компенсирующий результат: среднее плюс ненарушившей стороне, среднее минус нарушителям',
};

export const DIRECTOR: readonly Provision[] = [
  {
    ref: '12C',
    title: {
      en: "The director's adjusted score",
      nb: 'Turneringslederens justerte score',
      ru: 'Компенсирующий результат, назначенный судьёй',
    },
    // Opened by no act of its own: each end-of-board provision (64C, 45F, 43B3, 50E3, 55C, 47E2)
    // offers Law 12's three options citing its own law first (end-of-board.ts).
    chooser: 'none',
    options: {},
  },
  {
    ref: '16D',
    title: {
      en: 'Information from withdrawn cards: unauthorised for the offending side',
      nb: 'Informasjon fra tilbaketrukne kort: uautorisert for den skyldige siden',
      ru: 'Информация от возвращённых карт: запрещённая для нарушившей стороны',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '54C',
    title: {
      en: "Declarer could have seen dummy's cards: he must accept the lead",
      nb: 'Spilleføreren kunne ha sett blindemanns kort: han må godta utspillet',
      ru: 'Разыгрывающий мог видеть карты болвана: он обязан принять ход',
    },
    // The director's finding turns Law 54's decision into this one: declarer may only accept.
    chooser: 'declarer',
    options: {
      'accept-lead': {
        laws: ['Law 54C'],
        text: {
          en: "Accept the lead: you could have seen dummy's cards (dummy is spread, you play second)",
          nb: 'Godta utspillet: du kunne ha sett blindemanns kort (blindemann legges ned, du spiller annet kort)',
          ru: 'Принять ход: вы могли видеть карты болвана (болван выкладывается, вы играете второй)',
        },
      },
    },
  },
];

/** Laws under which a card goes back to a hand (the information from it is governed by 16D). */
const WITHDRAWALS: ReadonlySet<string> = new Set([
  'Law 53C',
  'Law 55B1',
  'Law 55B2',
  'Law 54E',
  'Law 62B',
  'Law 62B1',
  'Law 62B2',
  'Law 62C1',
  'Law 62C2',
  'Law 45C4(b)',
  'Law 45D',
  'Law 45E2',
  'Law 57D',
  'Law 58B',
  'Law 53A',
  'Law 47E2(a)',
]);

/** 16D: the side for which the information from an irregularity's withdrawn card is unauthorised. */
export function unauthorisedSide(i: Irregularity): Irregularity['unauthorisedFor'] {
  if (i.unauthorisedFor !== undefined) return i.unauthorisedFor;
  if (i.status === 'latent' || i.status === 'pending') return undefined;
  for (const l of i.laws) if (WITHDRAWALS.has(l)) return SIDE_OF[i.offender];
  return undefined;
}

/**
 * 50E2: a defender's card that lies face up as a penalty card gives his partner information that
 * is unauthorised for him (authorised for declarer): the irregularity that made it one records it.
 */
function penaltyCardInformation(state: TableState, i: Irregularity): boolean {
  if (i.status === 'latent' || i.status === 'pending' || i.card === undefined) return false;
  if (i.kind === 'defective-trick' || i.kind === 'misinformation') return false;
  return state.penaltyCards.some((p) => p.seat === i.offender && p.card === i.card && p.kind === undefined);
}

/**
 * Records 16D on every settled irregularity whose card went back, and 50E2 on every one whose card
 * became a penalty card (cheap: only new ones change). `before`, a state already so recorded:
 * when the act changed neither the irregularities nor the penalty cards, nothing is new (the hot
 * path of replay: most acts are plain plays).
 */
export function recordUnauthorised(state: TableState, before?: TableState): TableState {
  if (
    before !== undefined &&
    before.irregularities === state.irregularities &&
    before.penaltyCards === state.penaltyCards
  )
    return state;
  let list = state.irregularities;
  // An irregularity `before` already held (the same object at the same place) was looked at then
  // and needs nothing now, unless a penalty card has come since: only the new or changed ones
  // are looked at, found by what the two lists do not share, so an act costs no more as
  // irregularities pile up (ADR 0074).
  const all = before === undefined || newPenaltyCard(before, state);
  const changed = all ? null : list.changedPositions(before.irregularities);
  const n = changed === null ? list.length : changed.length;
  for (let j = 0; j < n; j++) {
    const k = changed === null ? j : (changed[j] as number);
    const i = list.at(k) as Irregularity;
    if (i.unauthorisedFor !== undefined) continue;
    const side = unauthorisedSide(i);
    const penalty = penaltyCardInformation(state, i);
    if (!penalty && side === undefined) continue;
    list = list.withAt(
      k,
      penalty
        ? amended(i, {
            unauthorisedFor: SIDE_OF[i.offender],
            unauthorisedLaws: side === undefined ? ['Law 50E2'] : ['Law 16D', 'Law 50E2'],
          })
        : amended(i, { unauthorisedFor: side ?? SIDE_OF[i.offender] }),
    );
  }
  return list === state.irregularities ? state : change(state, { irregularities: list });
}

/** Whether a penalty card lies on the table now that did not before (50E2 may newly apply). */
function newPenaltyCard(before: TableState, state: TableState): boolean {
  if (before.penaltyCards === state.penaltyCards) return false;
  return state.penaltyCards.some(
    (p) => !before.penaltyCards.some((q) => q.seat === p.seat && q.card === p.card && q.kind === p.kind),
  );
}

/**
 * 50E3: a non-offender says the information from a penalty card of the opponents damaged his side:
 * the latest such irregularity is marked, and the director decides at the end of the board.
 */
export function penaltyCardInformationClaimed(state: TableState, seat: Seat): TableState {
  const target = state.irregularities.findLast(
    (i) =>
      i.unauthorisedLaws?.includes('Law 50E2') === true &&
      SIDE_OF[i.offender] !== SIDE_OF[seat] &&
      !i.laws.includes('Law 50E3'),
  );
  if (target === undefined) return state;
  return change(state, {
    irregularities: state.irregularities.updated(
      (i) => i === target,
      (i) => ({ ...i, laws: [...i.laws, 'Law 50E3'] }),
      [target.kind],
    ),
  });
}

/**
 * 54C: the director finds declarer could have seen dummy's cards: Law 54's decision becomes
 * 54C's, where only acceptance remains.
 */
export function couldSeeDummy(
  state: TableState,
  value: boolean,
  by: 'director' | 'default',
  code: WbfCode,
): TableState {
  const pending = state.pending;
  if (pending === null || pending.provision !== '54' || !value) return state;
  const { about, next } = pending;
  const facts = { about, next, ...(pending.proper === undefined ? {} : { proper: pending.proper }) };
  return change(
    {
      ...state,
      irregularities: state.irregularities.updatedAt(pending.about, (i) => ({
        ...i,
        finding: { fact: 'could-see-dummy', value, by, laws: ['Law 54C'] },
      })),
    },
    { pending: decision(state, code, '54C', facts) },
  );
}

/** The side that did not offend in the first irregularity of a kind (45F: the defenders). */
export function nonOffendersOf(state: TableState, kind: Irregularity['kind']): 'NS' | 'EW' | null {
  const first = state.irregularities.ofKind(kind)[0];
  if (first === undefined) return null;
  return SIDE_OF[first.offender] === 'NS' ? 'EW' : 'NS';
}
