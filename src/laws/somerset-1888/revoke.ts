/**
 * The revoke (laws 62–71) and the points of the hand (laws 2–4, 49, 50, 90, 102) at a euchre
 * table. Quoted from the code (public domain):
 *
 * - 62: a revoke "is when a player, holding one or more cards of the suit led, plays a card of a
 *   different suit."
 * - 63: "The penalty of a revoke is three points, except in the case of a lone hand, when it is
 *   five; and the penalty may be claimed as often as the revoke is repeated in the hand."
 * - 64: "A revoke is established if the trick in which it occurs be turned and quitted; or if the
 *   revoking player or his partner, whether in his right turn or otherwise, lead or play to the
 *   following trick."
 * - 65: "A player may ask his partner whether he has not a card of the suit renounced. Should the
 *   question be asked before the trick be turned and quitted, subsequent turning and quitting does
 *   not establish the revoke".
 * - 66: "At the end of the hand the claimants of a revoke may search all the tricks."
 * - 69: "If a player discover his mistake in time to save a revoke, the adversaries may call the
 *   card played in error. Any player or players who have played after him, except his partner,
 *   may withdraw their cards and substitute others; the cards so withdrawn are not liable to be
 *   called."
 * - 71: "An equal number of revokes on different sides cancel each other."
 * - 4: "The penalty of a revoke takes precedence of all other scores."
 *
 * Readings and defaults (the revoke's points go to the other side; the revoking side still scores
 * its tricks; every revoke is established at the end of the hand): docs/laws/somerset-1888-ambiguities.md.
 * Pure; throws nothing.
 */
import type { Card } from '../../core/card.js';
import { add } from '../../core/card-set.js';
import { ok, type Result } from '../../core/result.js';
import {
  type BySide,
  OTHER_SIDE,
  PARTNER,
  rotation,
  SEATS_OF,
  type Seat,
  SIDE_OF,
  type Side,
} from '../../core/seat.js';
import { scorePoints, startRubber } from '../../games/euchre/game.js';
import { handPoints } from '../../games/euchre/score.js';
import { tricksWon, withHand } from '../../table/mechanics.js';
import { type BoardResult, change, type Refusal, type TableState } from '../../table/state.js';
import { decide, refuse } from './common.js';
import { euchreOf, nextActive, takeBackCard } from './euchre.js';
import type { EuchrePenalty } from './euchre-start.js';
import { addExposed } from './play.js';

/** 64: the last trick turned and quitted establishes its revokes (unless asked in time, 65). */
export function quitTrick(state: TableState): TableState {
  const last = state.tricks.length - 1;
  if (last < 0 || (state.trick !== null && state.trick.plays.length > 0)) return state;
  const e = euchreOf(state);
  return change(state, {
    part: { euchre: { ...e, quitted: Math.max(e.quitted, last + 1) } },
    // The trick turned and quitted is closed: no card of it is withdrawn any more (69).
    correction: null,
    irregularities: state.irregularities.updated(
      (i) => i.status === 'latent' && i.trick === last && i.noticed !== true,
      (i) => ({ ...i, status: 'established' as const, laws: ['Law 62', 'Law 64'] }),
      ['revoke'],
    ),
  });
}

/** 65: a player asks his partner whether he has none of the suit renounced. */
export function askPartner(state: TableState, seat: Seat, of: Seat): TableState {
  if (PARTNER[seat] !== of) return state;
  const current = state.tricks.length;
  return change(state, {
    irregularities: state.irregularities.updated(
      (i) => i.status === 'latent' && i.offender === of && i.trick >= current - 1,
      (i) => ({ ...i, noticed: true }),
      ['revoke'],
    ),
  });
}

/**
 * 69: the revoking player takes his card back in time (the adversaries may call it: it is an
 * exposed card); then those who played after him, except his partner, may take theirs back.
 */
export function withdraw(
  state: TableState,
  seat: Seat,
  card: Card,
  seq: number,
): Result<TableState, Refusal> {
  const revoke = state.irregularities
    .ofKind('revoke')
    .find((i) => i.status === 'latent' && i.offender === seat && i.card === card);
  if (revoke !== undefined) {
    let s = state;
    if (!(s.trick?.plays.some((p) => p.card === card) ?? false)) {
      const last = s.tricks[s.tricks.length - 1];
      if (last === undefined || !last.plays.some((p) => p.card === card))
        return refuse('withdraw-not-allowed', seq, `${card} is no longer in a trick that can be reopened`);
      let hands = s.hands;
      for (const p of s.trick?.plays ?? []) hands = withHand(hands, p.seat, add(hands[p.seat], p.card));
      s = change(s, {
        hands,
        tricks: s.tricks.slice(0, -1),
        trick: { leader: last.leader, plays: last.plays },
      });
    }
    s = takeBackCard(s, seat, card);
    s = addExposed(s, { seat, card, laws: ['Law 69'] });
    const trick = s.trick;
    s = change(s, {
      turn: trick === null ? s.turn : nextActive(s, trick.leader, trick.plays),
      correction: { revoke: revoke.seq, nonOffenderWithdrew: false },
      irregularities: s.irregularities.updatedAt(
        revoke.seq,
        (i) => ({ ...i, status: 'corrected' as const, laws: ['Law 62', 'Law 69'] }),
        'revoke',
      ),
    });
    return ok(s);
  }
  const correction = state.correction;
  // The corrected trick: in progress, or completed again by the revoker's proper card.
  const open = correction === null ? state : reopened(state, seat, card);
  const trick = open.trick;
  if (correction !== null && trick !== null) {
    const revoker = state.irregularities.ofSeq(correction.revoke, 'revoke')[0]?.offender;
    const order = rotation(trick.leader);
    const after =
      revoker !== undefined &&
      seat !== PARTNER[revoker] &&
      order.indexOf(seat) > order.indexOf(revoker) &&
      trick.plays.some((p) => p.seat === seat && p.card === card);
    if (after) {
      const s = takeBackCard(open, seat, card);
      const t = s.trick;
      return ok(
        change(s, {
          turn: t === null ? s.turn : nextActive(s, t.leader, t.plays),
          correction: { ...correction, nonOffenderWithdrew: true },
        }),
      );
    }
  }
  return refuse('withdraw-not-allowed', seq, `the laws do not let ${seat} take back ${card} now (Law 69)`);
}

/**
 * The last completed trick reopened when it holds `seat`'s `card` and no card of the next trick
 * has been played (the revoker's proper card completed it again); else the state as it is.
 */
function reopened(state: TableState, seat: Seat, card: Card): TableState {
  if (state.trick !== null && state.trick.plays.length > 0) return state;
  const last = state.tricks[state.tricks.length - 1];
  if (last === undefined || !last.plays.some((p) => p.seat === seat && p.card === card)) return state;
  return change(state, {
    tricks: state.tricks.slice(0, -1),
    trick: { leader: last.leader, plays: last.plays },
  });
}

/** Established revokes by the side that made them. */
export function revokeCount(state: TableState): BySide<number> {
  const n = { NS: 0, EW: 0 };
  for (const i of state.irregularities.ofKind('revoke'))
    if (i.status === 'established') n[SIDE_OF[i.offender]]++;
  return n;
}

/** 71: the side whose revokes are not cancelled by the other's, and how many, or null. */
export function revokeBalance(state: TableState): { readonly side: Side; readonly count: number } | null {
  const n = revokeCount(state);
  if (n.NS === n.EW) return null;
  return n.NS > n.EW ? { side: 'NS', count: n.NS - n.EW } : { side: 'EW', count: n.EW - n.NS };
}

/**
 * The end of the hand: every revoke still latent is established (the tricks are gathered); if a
 * side's revokes are not cancelled (71) its adversaries may claim them (63, 66); the hand is scored.
 */
export function finish(state: TableState): TableState {
  let s = change(state, {
    phase: 'ended',
    turn: null,
    pending: null,
    correction: null,
    irregularities: state.irregularities.updated(
      (i) => i.status === 'latent',
      (i) => ({ ...i, status: 'established' as const, laws: ['Law 62', 'Law 64'] }),
      ['revoke'],
    ),
  });
  let hands = s.hands;
  for (const p of s.trick?.plays ?? []) hands = withHand(hands, p.seat, add(hands[p.seat], p.card));
  s = change(s, { hands, trick: null, result: handResult(s, false) });
  const balance = revokeBalance(s);
  if (balance === null) return s;
  return decide(s, '63', SEATS_OF[balance.side][0], -1, ['take-points', 'keep-result']);
}

/** 63 decided: the revoke claimed (its points scored first, law 4) or not. */
export function electOnRevokeClaim(state: TableState, claim: boolean): TableState {
  return change(state, { pending: null, result: handResult(state, claim) });
}

/** The points of the hand, in the order scored: a claimed revoke's, penalties (90), then the hand's. */
export function handResult(state: TableState, claimRevokes: boolean): BoardResult {
  const e = euchreOf(state);
  const won = tricksWon(state);
  const tricks = { NS: won.NS + state.claimed.NS, EW: won.EW + state.claimed.EW };
  const awards: EuchrePenalty[] = [];
  const lone = e.lone !== null && !e.loneLost;
  if (claimRevokes) {
    const balance = revokeBalance(state);
    const n = revokeCount(state);
    if (balance !== null)
      awards.push({
        side: OTHER_SIDE[balance.side],
        points: balance.count * (e.lone !== null ? 5 : 3),
        laws: n.NS > 0 && n.EW > 0 ? ['Law 63', 'Law 4', 'Law 71'] : ['Law 63', 'Law 4'],
      });
  }
  awards.push(...e.penalties);
  const maker = e.making.maker;
  if (e.abandoned !== null && e.lone !== null)
    awards.push({ side: SIDE_OF[e.lone], points: 5, laws: ['Law 50'] });
  else if (maker !== null) {
    const makers = SIDE_OF[maker];
    const p = handPoints(tricks[makers], lone);
    const side = p.to === 'makers' ? makers : OTHER_SIDE[makers];
    let points = p.points;
    let laws = [...p.laws];
    if (lone && e.partnerExposed) {
      laws = [...laws, 'Law 102'];
      if (p.outcome === 'march') points = 2;
    }
    if (e.handsAbandoned) laws = [...laws, 'Law 49'];
    if (!e.noScore.includes(side)) awards.push({ side, points, laws });
  }
  const score = { NS: 0, EW: 0 };
  for (const a of awards) score[a.side] += a.points;
  const result: BoardResult = { tricks, transfers: [], score, points: awards };
  const before = e.before;
  if (before === null) return result;
  const scored = scorePoints({ ...startRubber(), score: before }, awards);
  if (!scored.ok) return result;
  const game = scored.value.games[0];
  return {
    ...result,
    game: {
      before,
      after: game === undefined ? scored.value.score : game.score,
      winner: game?.winner ?? null,
    },
  };
}
