/**
 * Property: random euchre hands with random acts — legal and irregular calls, cards played by any
 * seat (in turn or not, two at once), exposures, hands thrown down, withdrawals, quitted tricks,
 * questions, attention, findings and elections — never crash the judge and never lose a card:
 * every card dealt is always in exactly one place (a hand, the trick, a quitted trick, the discard),
 * and no irregularity cites a law twice.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Card, SUITS } from '../../../src/core/card.js';
import { toCards } from '../../../src/core/card-set.js';
import { makeDeal } from '../../../src/core/deal.js';
import { seededRandom } from '../../../src/core/random.js';
import { SEATS, type Seat } from '../../../src/core/seat.js';
import { randomEuchreDeal } from '../../../src/games/euchre/deal.js';
import { nonconformities } from '../../../src/laws/conformance.js';
import { legalNow } from '../../../src/laws/somerset-1888/common.js';
import { euchreOf } from '../../../src/laws/somerset-1888/euchre.js';
import { SOMERSET_1888 } from '../../../src/laws/somerset-1888/index.js';
import type { RecordEvent, TablelawRecord } from '../../../src/table/event.js';
import { evolve } from '../../../src/table/evolve.js';
import { judgementOf } from '../../../src/table/judgement.js';
import { startTable } from '../../../src/table/mechanics.js';
import type { TableState } from '../../../src/table/state.js';

const CALLS = [
  'pass',
  'order-up',
  'assist',
  'take-up',
  'turn-down',
  'alone',
  ...SUITS.flatMap((s) => [`make ${s}`, `alone ${s}`]),
];
const EXPOSURES = ['dropped', 'detached', 'lifted', 'below-table', 'seen-by-partner'] as const;
const FINDINGS = ['wrong-number-of-cards', 'card-exposed-in-deal', 'deal-out-of-turn'];
/**
 * fast-check's seed (any fixed integer: a failure must reproduce). Explored beyond these runs:
 * 5,000 runs under each of several seeds.
 */
const SEED = 18_880_106;

function cardsEverywhere(s: TableState): Card[] {
  const out: Card[] = [];
  for (const seat of SEATS) out.push(...toCards(s.hands[seat]));
  for (const t of s.tricks) out.push(...t.plays.map((p) => p.card));
  out.push(...(s.trick?.plays.map((p) => p.card) ?? []));
  const d = s.part.euchre?.discard;
  if (d !== null && d !== undefined) out.push(d);
  return out;
}

/** One act chosen by the numbers `r`: mostly sensible (the player in turn, a legal card), often not. */
function randomAct(s: TableState, r: readonly number[]): RecordEvent {
  const pick = <T>(xs: readonly T[], x: number): T => xs[Math.floor(x * xs.length) % xs.length] as T;
  const [a = 0, b = 0, c = 0, d = 0] = r;
  const e = euchreOf(s);
  const inTurn = s.turn ?? e.making.toCall ?? 'N';
  const seat: Seat = b < 0.7 ? inTurn : pick(SEATS, c);
  const held = toCards(s.hands[seat]);
  const card = held.length > 0 ? pick(held, d) : ('SA' as Card);
  if (s.pending !== null && a < 0.8) {
    const o = pick(s.pending.options, b);
    const chooser = pick(s.pending.chooser, c);
    return {
      type: 'elect',
      seat: chooser,
      option: o.id,
      ...(o.suit ? { suit: o.suit } : {}),
      ...(o.card ? { card: o.card } : {}),
    } as RecordEvent;
  }
  if (s.phase === 'auction')
    return a < 0.93
      ? { type: 'call', seat, call: pick(CALLS, d) }
      : { type: 'expose', seat, card, how: pick(EXPOSURES, c) };
  if (e.discardDue && a < 0.6)
    return { type: 'discard', seat: s.board.dealer, card: pick(toCards(s.hands[s.board.dealer]), d) };
  if (a < 0.75) {
    const legal = legalNow(s, seat);
    return { type: 'play', seat, card: b < 0.6 && legal.length > 0 ? pick(legal, d) : card };
  }
  if (a < 0.78 && held.length >= 2) return { type: 'play', seat, cards: [held[0] as Card, held[1] as Card] };
  if (a < 0.82) return { type: 'expose', seat, card, how: pick(EXPOSURES, c) };
  if (a < 0.84) return { type: 'face-hand', seat };
  if (a < 0.88) {
    const played = [...(s.trick?.plays ?? []), ...(s.tricks.at(-1)?.plays ?? [])];
    const p = played.length > 0 ? pick(played, d) : { seat, card };
    return { type: 'withdraw', seat: p.seat, card: p.card };
  }
  if (a < 0.91) return { type: 'quit-trick', seat };
  if (a < 0.93) return { type: 'ask', seat, of: pick(SEATS, d), about: 'revoke' };
  if (a < 0.95) return { type: 'attention', seat, to: 'trick' };
  if (a < 0.97) return { type: 'call', seat, call: pick(CALLS, d) };
  if (a < 0.985) return { type: 'finding', seat: 'director', fact: pick(FINDINGS, c), value: pick(SEATS, d) };
  return { type: 'claim', seat, tricks: Math.floor(d * 3) };
}

describe('Laws 46–105 — random euchre hands with random irregular acts', () => {
  test('never crash and never lose a card', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.array(fc.array(fc.double({ min: 0, max: 0.999, noNaN: true }), { minLength: 4, maxLength: 4 }), {
          minLength: 10,
          maxLength: 80,
        }),
        (seed, acts) => {
          const dealer = SEATS[seed % 4] as Seat;
          const deal = randomEuchreDeal(seededRandom(seed), dealer);
          const record: TablelawRecord = {
            format: 'tablelaw/1',
            game: 'euchre',
            rulebook: 'somerset-1888',
            board: { number: 1, dealer, deal: makeDeal({ hands: deal.hands }, 'N'), upcard: deal.upcard },
            events: [],
          };
          const start = startTable(record, SOMERSET_1888.game);
          expect(start.ok).toBe(true);
          if (!start.ok) return;
          let s = start.value;
          const dealt = new Set([...SEATS.flatMap((x) => toCards(deal.hands[x]))]);
          acts.forEach((r, i) => {
            const next = evolve(s, randomAct(s, r), i, SOMERSET_1888);
            if (next.ok) s = next.value;
            const all = cardsEverywhere(s);
            expect(new Set(all).size).toBe(all.length);
            for (const c of dealt) expect(all).toContain(c);
            for (const c of all) expect(dealt.has(c) || c === deal.upcard).toBe(true);
            // No citation twice in one irregularity's laws.
            for (const x of s.irregularities) expect(new Set(x.laws).size).toBe(x.laws.length);
            expect(nonconformities(s, SOMERSET_1888)).toEqual([]);
            judgementOf(s, SOMERSET_1888, 'ru');
          });
        },
      ),
      { numRuns: 300, seed: SEED },
    );
  });
});
