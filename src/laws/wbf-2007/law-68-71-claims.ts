/**
 * WBF 2007, Laws 68–71: claims and concessions (our paraphrase).
 *
 * - 68A/B: a claim is a statement that a side will win a number of the remaining tricks (facing
 *   the hand is one, 48B2, 68A); a concession that it will lose them. 68C: the claimer states his
 *   line of play (the record's `statement`). 68D: play ceases; the opponents agree (69) or doubt
 *   it, and the director decides (70).
 * - 68B2: a defender's concession to which his partner objects at once is no concession: play
 *   continues, and the information is unauthorised for their side (16D; not in 1997).
 * - 68D2(b) (2017): after a doubt, the non-claiming side may ask that play continue: if all four
 *   agree, the claim is void.
 * - 69A: agreed, the board is scored with the claimed tricks. 69B: a player of the side that agreed
 *   may withdraw his agreement within the correction period (a `dispute` after the board); the
 *   director restores the tricks it had won or would likely have won.
 * - 70: a disputed claim is the director's decision: he sees the claim, its statement, the
 *   hands as they stand and the trick in progress (a solver may attach its analysis: src/solver,
 *   a layer above the laws); he upholds the claim or awards the tricks he finds (doubtful points
 *   against the claimer, 70A).
 * - 71: a concession of a trick that could not be lost by any normal play is cancelled (applied
 *   when the claim or concession is agreed, for the tricks the engine can show are certain).
 *
 * Tricks that "cannot be lost" are counted conservatively: the trumps in one hand higher than
 * every trump the opponents hold (each wins the trick it is played to), or every remaining trick
 * when the side holds all the remaining cards of every suit it could be led.
 */
import { SUITS } from '../../core/card.js';
import { OTHER_SIDE, PARTNER, SEATS_OF, type Seat, SIDE_OF, type Side } from '../../core/seat.js';
import { type Claim, change, type TableState, type Transfer } from '../../table/state.js';
import type { Provision } from '../provision.js';
import type { WbfCode } from './code.js';
import { decision } from './decision.js';

export const CLAIMS: readonly Provision[] = [
  {
    ref: '68',
    title: {
      en: 'Claim or concession of tricks',
      nb: 'Krav eller innrømmelse av stikk',
      ru: 'Претензия или уступка взяток',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '69',
    title: {
      en: 'Agreement with a claim or concession',
      nb: 'Enighet om krav eller innrømmelse',
      ru: 'Согласие с претензией или уступкой',
    },
    chooser: 'none',
    options: {},
  },
  {
    ref: '70',
    title: {
      en: 'Contested claim or concession: the director decides',
      nb: 'Omstridt krav eller innrømmelse: turneringslederen avgjør',
      ru: 'Оспоренная претензия или уступка: решает судья',
    },
    chooser: 'director',
    options: {
      'uphold-claim': {
        laws: ['Law 70A'],
        text: {
          en: 'Uphold the claim (or concession) as made',
          nb: 'Kravet (eller innrømmelsen) står som fremsatt',
          ru: 'Претензия (или уступка) остаётся в силе',
        },
      },
      'award-tricks': {
        laws: ['Law 70A', 'Law 70C', 'Law 70D', 'Law 70E'],
        text: {
          en: 'Award the claiming side that many of the remaining tricks; doubtful points go against the claimer',
          nb: 'Tildel kravstillerens side så mange av de gjenstående stikkene; tvil går mot kravstilleren',
          ru: 'Присудить стороне заявившего столько оставшихся взяток; сомнения — против заявившего',
        },
      },
    },
  },
  {
    ref: '69B',
    title: {
      en: 'Agreement to a claim or concession withdrawn within the correction period',
      nb: 'Enighet om krav eller innrømmelse trukket tilbake innen korreksjonsperioden',
      ru: 'Согласие с претензией или уступкой отозвано в период исправлений',
    },
    chooser: 'director',
    options: {
      'keep-result': {
        laws: ['Law 69A'],
        text: {
          en: 'The agreement stands: no trick agreed away had been won, or would likely have been won',
          nb: 'Enigheten står: ikke noe stikk som ble gitt bort, var vunnet eller ville sannsynligvis blitt vunnet',
          ru: 'Согласие остаётся: ни одна отданная взятка не была выиграна и вряд ли была бы выиграна',
        },
      },
      'adjust-tricks': {
        laws: ['Law 69B'],
        text: {
          en: 'Give back to the withdrawing side the tricks it had won, or would likely have won had play continued',
          nb: 'Gi tilbake til siden som trekker enigheten stikkene den hadde vunnet eller sannsynligvis ville vunnet',
          ru: 'Вернуть отозвавшей стороне взятки, которые она выиграла или, вероятно, выиграла бы',
        },
      },
    },
  },
  {
    ref: '71',
    title: {
      en: 'Concession cancelled',
      nb: 'Innrømmelse annullert',
      ru: 'Отмена уступки',
    },
    chooser: 'none',
    options: {},
  },
];

/** The remaining tricks of the board (the trick in progress included). */
export function remainingTricks(state: TableState): number {
  return state.totalTricks - state.tricks.length;
}

/** Of the remaining tricks, how many the claim or concession gives the claimer's side. */
export function claimersTricks(state: TableState, claim: Claim): number {
  return claim.kind === 'claim' ? claim.tricks : remainingTricks(state) - claim.tricks;
}

/**
 * 68D, 70: a disputed claim: the director's decision, showing what he needs. Where the code's
 * provision 70 offers `play-on` (2017 68D2(b)), the non-claiming side may instead ask that play
 * continue (elected by one of them, which records that all four agreed): they answer too.
 */
export function disputedClaim(state: TableState, claim: Claim, code: WbfCode): TableState {
  const playOn = code.provisions['70']?.options['play-on'] !== undefined;
  const also = playOn ? SEATS_OF[OTHER_SIDE[SIDE_OF[claim.seat]]] : [];
  return change(state, { pending: decision(state, code, '70', { about: claim.seq, claim, also }) });
}

/** 2017 68D2(b): play continues; the claim is void and is not adjudicated. */
export function playOn(state: TableState): TableState {
  return change(state, { claim: null, pending: null });
}

/**
 * 68B2: a defender's concession to which his partner objects at once (the very next act) is no
 * concession: play continues; the information is unauthorised for the conceder's side (16D).
 * Revokes the concession established (63A3) are open again. Null when 68B2 does not apply.
 */
export function objectedConcession(state: TableState, seat: Seat, seq: number): TableState | null {
  const c = state.claim;
  if (c === null || c.kind !== 'concede' || seat !== PARTNER[c.seat] || seq !== c.seq + 1) return null;
  if (state.declarer === null || SIDE_OF[c.seat] === SIDE_OF[state.declarer]) return null;
  const reopened = state.irregularities.updated(
    (i) => i.status === 'established' && i.laws[i.laws.length - 1]?.startsWith('Law 63A3') === true,
    (i) => ({ ...i, status: 'latent' as const, laws: i.laws.slice(0, -1) }),
    ['revoke'],
  );
  return change(state, {
    claim: null,
    irregularities: reopened.append({
      seq,
      kind: 'concession-objected',
      offender: c.seat,
      status: 'no-rectification',
      laws: ['Law 68B2'],
      trick: state.tricks.length,
      unauthorisedFor: SIDE_OF[c.seat],
    }),
  });
}

/** 2007 68B2: the partner of a defender who concedes may object at once (1997 has no 68B2). */
export function concessionObjector2007(state: TableState, claim: Claim): Seat | null {
  if (claim.kind !== 'concede' || state.declarer === null || SIDE_OF[claim.seat] === SIDE_OF[state.declarer])
    return null;
  return PARTNER[claim.seat];
}

/**
 * 69B: after a board ended on an agreed claim or concession, a player of the side that gave tricks
 * away withdraws his agreement: the director decides (`keep-result`, or `adjust-tricks` with the
 * tricks that side had won or would likely have won). Null when no claim gave that side's tricks away.
 */
export function agreementWithdrawn(
  state: TableState,
  seat: Seat,
  seq: number,
  code: WbfCode,
): TableState | null {
  const side = SIDE_OF[seat];
  if (state.phase !== 'ended' || state.pending !== null || state.claimed[OTHER_SIDE[side]] === 0) return null;
  const pending = decision(state, code, '69B', { about: seq });
  return change(state, {
    pending,
    irregularities: state.irregularities.append({
      seq,
      kind: 'agreement-withdrawn',
      offender: seat,
      status: 'pending',
      laws: ['Law 69B'],
      trick: state.tricks.length,
    }),
  });
}

/**
 * Tricks `side` cannot lose of those remaining, conservatively: in a trump contract the trumps of
 * one hand higher than every trump of the opponents; all of them when the opponents hold no card.
 */
export function unlosableTricks(state: TableState, side: Side): number {
  const remaining = remainingTricks(state);
  const [a, b] = SEATS_OF[side];
  const [x, y] = SEATS_OF[OTHER_SIDE[side]];
  const theirs = (suit: (typeof SUITS)[number]) =>
    (state.hands[x][SUIT_POS[suit]] ?? 0) | (state.hands[y][SUIT_POS[suit]] ?? 0);
  if (SUITS.every((s) => theirs(s) === 0)) return remaining;
  const trump = state.trump;
  if (trump === null) return 0;
  const top = (seat: Seat) => {
    const mine = state.hands[seat][SUIT_POS[trump]] ?? 0;
    const opp = theirs(trump);
    let n = 0;
    for (let bit = 12; bit >= 0; bit--) {
      const m = 1 << bit;
      if ((mine & m) !== 0 && (opp & ~((m << 1) - 1)) === 0) n++;
    }
    return n;
  };
  return Math.min(remaining, Math.max(top(a), top(b)));
}

const SUIT_POS = { C: 0, D: 1, H: 2, S: 3 } as const;

/**
 * 71: after agreement, tricks the claiming (or conceding) side gave away that it could not lose
 * are restored to it: the concession is cancelled for them. (69B — the agreeing side withdrawing
 * its agreement — is the player's choice within the correction period, not applied here.)
 */
export function cancelledConcession(state: TableState, claim: Claim, claimerTricks: number): Transfer | null {
  const claimer: Side = SIDE_OF[claim.seat];
  const sure = unlosableTricks(state, claimer);
  if (sure <= claimerTricks) return null;
  return { to: claimer, tricks: sure - claimerTricks, laws: ['Law 71'] };
}

/** A hand faced (48B2, 68A): a claim of every remaining trick. */
export function facedHandClaim(state: TableState, seat: Seat, seq: number): Claim {
  return { seq, kind: 'claim', seat, tricks: remainingTricks(state), statement: 'hand faced' };
}
