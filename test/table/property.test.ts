/**
 * Property: random deals with random acts — legal plays, leads out of turn, revokes, exposures,
 * inquiries, claims, and random elections among the options offered — never crash, never lose
 * or duplicate a card, and always reach a finished board or a pending decision.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Card, SUITS } from '../../src/core/card.js';
import { add, EMPTY, FULL_PACK, lowestOf, size, toCards, union } from '../../src/core/card-set.js';
import { makeDeal } from '../../src/core/deal.js';
import { randomDeal, seededRandom } from '../../src/core/random.js';
import { SEATS, type Seat } from '../../src/core/seat.js';
import { STRAINS } from '../../src/games/contract-bridge/call.js';
import { WBF_2007 } from '../../src/laws/wbf-2007/index.js';
import { playablePenaltyCards } from '../../src/laws/wbf-2007/law-49-52-penalty-cards.js';
import type { RecordEvent, TablelawRecord } from '../../src/notation/record/record.js';
import { evolve, replay } from '../../src/table/evolve.js';
import { ledSuit, startTable } from '../../src/table/mechanics.js';
import type { TableState } from '../../src/table/state.js';

function cardsOnBoard(s: TableState): { total: number; union: number } {
  let all = EMPTY;
  let total = 0;
  for (const seat of SEATS) {
    all = union(all, s.hands[seat]);
    total += size(s.hands[seat]);
  }
  const played = [...(s.trick?.plays ?? []), ...s.tricks.flatMap((t) => t.plays)];
  for (const p of played) all = add(all, p.card);
  total += played.length;
  return { total, union: size(all) };
}

function regularCard(s: TableState, seat: Seat): Card | undefined {
  const hand = s.hands[seat];
  const led = ledSuit(s);
  const lead = s.obligations.find((o) => o.seat === seat && o.kind === 'lead-suit');
  const forbid = s.obligations.find((o) => o.seat === seat && o.kind === 'forbid-lead-suit');
  const suits = SUITS.filter((x) => forbid?.kind !== 'forbid-lead-suit' || x !== forbid.suit);
  return (
    playablePenaltyCards(s, seat)[0]?.card ??
    (led !== null ? lowestOf(hand, led) : undefined) ??
    (lead?.kind === 'lead-suit' ? lowestOf(hand, lead.suit) : undefined) ??
    [...suits, ...SUITS].map((x) => lowestOf(hand, x)).find((c) => c !== undefined)
  );
}

function randomAct(s: TableState, r: () => number): RecordEvent {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)] as T;
  const duty = s.obligations.find((o) => o.kind === 'correct-revoke');
  if (duty !== undefined) return { type: 'withdraw', seat: duty.seat, card: duty.card };
  if (s.claim !== null)
    return { type: 'agree', seat: s.claim.seat === 'N' || s.claim.seat === 'S' ? 'E' : 'N' };
  if (s.pending !== null && s.pending.options.length > 0 && r() < 0.85) {
    const o = pick(s.pending.options);
    return {
      type: 'elect',
      seat: pick(s.pending.chooser),
      option: o.id,
      ...(o.suit ? { suit: o.suit } : {}),
      ...(o.card ? { card: o.card } : {}),
      ...(o.id === 'adjust-tricks' ? { tricks: 1 } : {}),
    };
  }
  const x = r();
  const anySeat = pick(SEATS);
  const anyCard = pick(toCards(s.hands[anySeat]).length > 0 ? toCards(s.hands[anySeat]) : (['SA'] as Card[]));
  if (x < 0.08) return { type: 'play', seat: anySeat, card: anyCard }; // perhaps out of turn
  if (x < 0.14)
    return {
      type: 'play',
      seat: s.turn ?? anySeat,
      card: pick(toCards(s.hands[s.turn ?? anySeat])) ?? anyCard,
    }; // perhaps a revoke
  if (x < 0.18)
    return {
      type: 'expose',
      seat: anySeat,
      card: anyCard,
      how: pick(['dropped', 'named', 'seen-by-partner'] as const),
    };
  if (x < 0.22) return { type: 'attention', seat: anySeat, to: 'revoke' };
  if (x < 0.24) return { type: 'ask', seat: anySeat, of: pick(SEATS), about: 'revoke' };
  if (x < 0.25) return { type: 'claim', seat: anySeat, tricks: Math.floor(r() * 4) };
  const seat = s.turn ?? anySeat;
  const card = regularCard(s, seat);
  return card === undefined ? { type: 'attention', seat } : { type: 'play', seat, card };
}

describe('the table under random acts', () => {
  test('never crashes, never loses or duplicates a card, always reaches an end or a decision', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffffff }), (seed) => {
        const random = seededRandom(seed);
        const r = () => random.next();
        const deal = randomDeal(random);
        const record: TablelawRecord = {
          format: 'tablelaw/1',
          game: 'contract-bridge',
          rulebook: 'wbf-2007',
          board: { number: 1, dealer: 'N', vulnerable: 'None', deal: makeDeal(deal) },
          contract: {
            level: (1 + Math.floor(r() * 7)) as 1,
            strain: STRAINS[Math.floor(r() * 5)] ?? 'NT',
            risk: '',
            declarer: SEATS[Math.floor(r() * 4)] ?? 'N',
          },
          events: [],
        };
        const start = startTable(record);
        expect(start.ok).toBe(true);
        if (!start.ok) return;
        let state = start.value;
        const events: RecordEvent[] = [];
        for (let attempt = 0; attempt < 2000 && !(state.phase === 'ended'); attempt++) {
          const event = randomAct(state, r);
          const next = evolve(state, event, events.length, WBF_2007);
          if (!next.ok) {
            expect(next.error.at).toBe(events.length);
            continue;
          }
          events.push(event);
          state = next.value;
          const count = cardsOnBoard(state);
          expect(count).toEqual({ total: 52, union: 52 });
          expect(size(union(EMPTY, FULL_PACK))).toBe(52);
          for (const p of state.penaltyCards) expect(toCards(state.hands[p.seat])).toContain(p.card);
        }
        expect(state.phase === 'ended' || state.pending !== null).toBe(true);
        if (state.phase === 'ended' && state.pending === null) expect(state.result).not.toBeNull();
        const again = replay({ ...record, events }, WBF_2007);
        expect(again.error).toBeUndefined();
        expect(again.state).toEqual(state);
      }),
      { numRuns: 150 },
    );
  });
});
