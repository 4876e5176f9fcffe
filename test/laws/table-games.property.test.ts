/**
 * The game seam and the rulebook agree (ADR 0075), as a property: at any table reached by robots
 * from a seeded deal, every card `legalPlays` offers and every call `legalCalls` offers is judged
 * regular (no irregularity recorded, nothing refused), and every other card the hand holds, or
 * call of the game's vocabulary, is not. Seeded (fast-check `seed`).
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { toCards } from '../../src/core/card-set.js';
import { seededRandom } from '../../src/core/random.js';
import { SEATS } from '../../src/core/seat.js';
import type { RecordEvent } from '../../src/notation/record/record.js';
import { freshRecord, type GameId, type Judged, robotAct, tryAct } from '../../src/server/engine.js';
import { nextOf } from '../../src/table/judgement.js';

const SEED = 20261126;
const ALL = new Set(SEATS);

const BRIDGE_CALLS = [
  'P',
  'X',
  'XX',
  ...[1, 2, 3, 4, 5, 6, 7].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].map((s) => `${l}${s}`)),
];
const VOCABULARY: { readonly [G in GameId]: readonly string[] } = {
  'contract-bridge': BRIDGE_CALLS,
  'auction-bridge': [...BRIDGE_CALLS, ...[1, 2, 3, 4, 5, 6, 7].map((l) => `${l}RS`)],
  euchre: [
    'pass',
    'order-up',
    'assist',
    'take-up',
    'turn-down',
    ...['C', 'D', 'H', 'S'].flatMap((s) => [`make ${s}`, `alone ${s}`]),
  ],
};

/** The table after `steps` robot acts from a fresh seeded board (or the end, if sooner). */
function reached(game: GameId, rulebook: string, seed: number, steps: number): Judged {
  const fresh = freshRecord({ game, rulebook, seed, board: 1 + (seed % 16) });
  if (!fresh.ok) throw new Error(fresh.error.message);
  const random = seededRandom(seed);
  let judged = fresh.value;
  for (let i = 0; i < steps; i++) {
    const event = robotAct(judged, ALL, () => random.next());
    if (event === null) break;
    const next = tryAct(judged, event);
    if (!next.ok) throw new Error(next.error.message);
    judged = next.value;
  }
  return judged;
}

/**
 * Law 78 (1888): in the second round a player who names the suit turned down "is considered to
 * have passed" — not a call the law offers, yet no irregularity: the one act outside the seam
 * judged regular.
 */
function namesSuitTurnedDown(judged: Judged, call: string): boolean {
  const making = judged.state.part.euchre?.making;
  return making?.phase === 'second-round' && / [CDHS]$/.test(call) && call.endsWith(making.upcard[0] ?? '');
}

/** Whether the act is judged regular: accepted, and no irregularity recorded. */
function regular(judged: Judged, event: RecordEvent): boolean {
  const next = tryAct(judged, event);
  return next.ok && next.value.state.irregularities.length === judged.state.irregularities.length;
}

describe.each([
  ['contract-bridge', 'wbf-1997'],
  ['contract-bridge', 'wbf-2007'],
  ['contract-bridge', 'wbf-2017'],
  ['auction-bridge', 'whist-club-1912'],
  ['euchre', 'somerset-1888'],
] as const)('%s under %s: the seam offers exactly the regular acts', (game, rulebook) => {
  test('every card and call offered is regular; every other is not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0x7fffffff }),
        fc.integer({ min: 0, max: 100 }),
        (seed, steps) => {
          const judged = reached(game, rulebook, seed, steps);
          const { state } = judged;
          const seam = judged.rulebook.game;
          const next = nextOf(state, seam);
          if (next === null || next.seat === 'director') return;
          const seat = next.seat;
          if (next.acts.includes('play')) {
            const legal = seam.legalPlays(state, seat);
            expect(legal.length).toBeGreaterThan(0);
            for (const card of toCards(state.hands[seat]))
              expect(regular(judged, { type: 'play', seat, card }), `${seat} ${card}`).toBe(
                legal.includes(card),
              );
          }
          if (next.acts.includes('call')) {
            const legal = seam.legalCalls(state, seat);
            expect(legal.length).toBeGreaterThan(0);
            for (const call of VOCABULARY[game]) {
              if (namesSuitTurnedDown(judged, call)) continue;
              expect(regular(judged, { type: 'call', seat, call }), `${seat} ${call}`).toBe(
                legal.includes(call),
              );
            }
          }
          if (next.acts.includes('discard')) {
            const legal = seam.legalDiscards(state, seat);
            for (const card of toCards(state.hands[seat]))
              expect(regular(judged, { type: 'discard', seat, card }), `${seat} ${card}`).toBe(
                legal.includes(card),
              );
          }
        },
      ),
      { numRuns: 150, seed: SEED },
    );
  });
});

/**
 * A table reached by robots with irregular acts mixed in — a card dropped face up, a card played
 * at random (a revoke, a lead out of turn) — each decision answered by a random option: the
 * duties the laws then impose (penalty cards, lead restrictions, called cards and suits).
 */
function withDuties(game: GameId, rulebook: string, seed: number, steps: number): Judged {
  const fresh = freshRecord({ game, rulebook, seed, board: 1 + (seed % 16) });
  if (!fresh.ok) throw new Error(fresh.error.message);
  const random = seededRandom(seed);
  const r = () => random.next();
  const pick = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(r() * xs.length)];
  let judged = fresh.value;
  for (let i = 0; i < steps; i++) {
    const { state } = judged;
    const seat = pick(SEATS) ?? 'N';
    const card = pick(toCards(state.hands[seat]));
    const option = pick(state.pending?.options ?? []);
    const x = r();
    const event: RecordEvent | null =
      state.pending !== null && state.pending.next !== 'director' && option !== undefined
        ? {
            type: 'elect',
            seat: state.pending.next,
            option: option.id,
            ...(option.suit === undefined ? {} : { suit: option.suit }),
            ...(option.card === undefined ? {} : { card: option.card }),
          }
        : x < 0.08 && card !== undefined && state.phase === 'play'
          ? { type: 'expose', seat, card, how: 'dropped' }
          : x < 0.16 && state.phase === 'play' && state.turn !== null
            ? { type: 'play', seat: state.turn, card: pick(toCards(state.hands[state.turn])) ?? 'SA' }
            : robotAct(judged, ALL, r);
    if (event === null) break;
    const next = tryAct(judged, event);
    if (next.ok) judged = next.value;
  }
  return judged;
}

describe.each([
  ['contract-bridge', 'wbf-1997'],
  ['contract-bridge', 'wbf-2007'],
  ['contract-bridge', 'wbf-2017'],
  ['auction-bridge', 'whist-club-1912'],
  ['euchre', 'somerset-1888'],
] as const)('%s under %s, with the duties irregularities leave', (game, rulebook) => {
  test('every card offered is judged regular, and a hand with a card due is offered one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 0x7fffffff }),
        fc.integer({ min: 0, max: 100 }),
        (seed, steps) => {
          const judged = withDuties(game, rulebook, seed, steps);
          const { state } = judged;
          const seam = judged.rulebook.game;
          const next = nextOf(state, seam);
          if (next === null || next.seat === 'director' || !next.acts.includes('play')) return;
          const seat = next.seat;
          const legal = seam.legalPlays(state, seat);
          expect(legal.length).toBeGreaterThan(0);
          for (const card of legal)
            expect(regular(judged, { type: 'play', seat, card }), `${seat} ${card}`).toBe(true);
        },
      ),
      { numRuns: 150, seed: SEED },
    );
  });
});
