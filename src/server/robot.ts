/**
 * The computer player: fills empty seats so that one person can practise, at any game. It acts
 * only through the game's own legal acts (`rulebook.game`, ADR 0075): a legal call, biased
 * towards the pass so that auctions end; the making of the trump in euchre and the dealer's
 * discard; a legal card (following suit by the game's own suits, meeting the duties the laws
 * impose). It answers a decision with the first option offered and agrees to claims. It never
 * commits an irregularity.
 *
 * Pure but for `random`, the caller's seeded source; throws nothing.
 */
import type { Seat } from '../core/seat.js';
import type { RecordEvent } from '../notation/record/record.js';
import { nextOf } from '../table/judgement.js';
import { controllerOf } from '../table/mechanics.js';
import type { Judged } from './engine.js';

/** How often a robot passes when it may: enough that an auction of random calls soon ends. */
export const PASS_BIAS = 0.75;

/** The calls that pass, as each game writes them (euchre's dealer "turns it down" in the first round). */
const PASSES: ReadonlySet<string> = new Set(['P', 'pass', 'turn-down']);

/** Of the other calls, the robot chooses among the first few (the cheapest bids, or a double). */
const CHEAPEST = 4;

/** The act a computer player at `seats` would make now, or null if none of them is due. */
export function robotAct(
  judged: Pick<Judged, 'record' | 'state' | 'rulebook'>,
  seats: ReadonlySet<Seat>,
  random: () => number,
): RecordEvent | null {
  const { state, rulebook } = judged;
  if (state.phase === 'ended') return null;
  const pending = state.pending;
  if (pending !== null) {
    const chooser = pending.next;
    const first = pending.options[0];
    if (chooser === 'director' || !seats.has(chooser) || first === undefined) return null;
    return {
      type: 'elect',
      seat: chooser,
      option: first.id,
      ...(first.suit === undefined ? {} : { suit: first.suit }),
      ...(first.card === undefined ? {} : { card: first.card }),
    };
  }
  const game = rulebook.game;
  const next = nextOf(state, game);
  if (next === null) return null;
  if (state.claim !== null) {
    const answering = [next, ...(next.also ?? [])].find(
      (n) => n.seat !== 'director' && seats.has(n.seat) && n.acts.includes('agree'),
    );
    return answering === undefined || answering.seat === 'director'
      ? null
      : { type: 'agree', seat: answering.seat };
  }
  const seat = next.seat;
  if (seat === 'director') return null;
  switch (next.acts[0]) {
    case 'call': {
      if (!seats.has(seat)) return null;
      const call = chooseCall(game.legalCalls(state, seat), random);
      return call === undefined ? null : { type: 'call', seat, call };
    }
    case 'discard': {
      if (!seats.has(seat)) return null;
      const card = pick(game.legalDiscards(state, seat), random);
      return card === undefined ? null : { type: 'discard', seat, card };
    }
    case 'play': {
      if (!seats.has(controllerOf(state, seat))) return null;
      const card = pick(game.legalPlays(state, seat), random);
      return card === undefined ? null : { type: 'play', seat, card };
    }
    default:
      return null;
  }
}

/** A legal call: the pass with probability `PASS_BIAS` when it is legal, else one of the cheapest others. */
export function chooseCall(calls: readonly string[], random: () => number): string | undefined {
  const pass = calls.find((c) => PASSES.has(c));
  const others = calls.filter((c) => !PASSES.has(c));
  if (pass !== undefined && (others.length === 0 || random() < PASS_BIAS)) return pass;
  return pick(others.slice(0, CHEAPEST), random);
}

function pick<T>(list: readonly T[], random: () => number): T | undefined {
  return list[Math.floor(random() * list.length)];
}
