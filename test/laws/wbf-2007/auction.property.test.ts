/**
 * Every call is judged (Laws 26–39), as a property: from the deal, random acts of the
 * auction — any seat making any call, in or out of rotation, the chooser accepting or refusing,
 * the director's comparable-call finding, a card dropped (Law 24), questions and alerts (20),
 * claims of misinformation (21) or of information from partner (16B), simultaneous calls (33), bids
 * of more than seven (38), and calls just after the auction closed (39, 37A, 38D) — then play
 * to the end by the lowest legal card. No act
 * is refused but a physically impossible one or one made while the director holds the table
 * (`awaiting-decision`); nothing is `not-yet-judged`; replay never throws; the 52 cards stay
 * accounted for. Seeded (fast-check `seed`), under each of the three codes.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { size, toCards } from '../../../src/core/card-set.js';
import { SEATS, type Seat } from '../../../src/core/seat.js';
import type { OptionId } from '../../../src/table/event.js';
import type { TableState } from '../../../src/table/state.js';
import { AUCTION_DEAL, AuctionBoard } from '../auction-given.js';

const SEED = 20261126;
const CALLS = [
  'P',
  'X',
  'XX',
  ...[1, 2, 3, 4, 7].flatMap((l) => ['C', 'D', 'H', 'S', 'NT'].map((s) => `${l}${s}`)),
  // Law 38: a bid of more than seven.
  '8C',
  '13NT',
];
const REFUSALS_ALLOWED = new Set(['awaiting-decision', 'finding-not-asked']);

function cardsAccounted(s: TableState): number {
  const inHands = SEATS.reduce((n, seat) => n + size(s.hands[seat]), 0);
  const played = s.tricks.reduce((n, t) => n + t.plays.length, 0) + (s.trick?.plays.length ?? 0);
  return inHands + played;
}

type Step =
  | { readonly kind: 'call'; readonly seat: Seat; readonly call: string }
  | { readonly kind: 'elect'; readonly pick: number }
  | { readonly kind: 'finding'; readonly yes: boolean }
  | { readonly kind: 'expose'; readonly seat: Seat; readonly pick: number }
  // Laws 16, 20, 21, 33: questions, alerts, claims of misinformation or of information from partner.
  | { readonly kind: 'ask'; readonly seat: Seat; readonly of: Seat; readonly about: 'auction' | 'call' }
  | {
      readonly kind: 'attention';
      readonly seat: Seat;
      readonly to: 'alert' | 'misinformation' | 'unauthorised-information';
      readonly offender: Seat;
    }
  | { readonly kind: 'misinformed'; readonly yes: boolean }
  | { readonly kind: 'simultaneous'; readonly seat: Seat; readonly call: string };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('expose' as const),
      seat: fc.constantFrom(...SEATS),
      pick: fc.nat(12),
    }),
  },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('call' as const),
      seat: fc.constantFrom(...SEATS),
      call: fc.constantFrom(...CALLS),
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('elect' as const), pick: fc.nat(9) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('finding' as const), yes: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('ask' as const),
      seat: fc.constantFrom(...SEATS),
      of: fc.constantFrom(...SEATS),
      about: fc.constantFrom('auction' as const, 'call' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('attention' as const),
      seat: fc.constantFrom(...SEATS),
      to: fc.constantFrom('alert' as const, 'misinformation' as const, 'unauthorised-information' as const),
      offender: fc.constantFrom(...SEATS),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('misinformed' as const), yes: fc.boolean() }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('simultaneous' as const),
      seat: fc.constantFrom(...SEATS),
      call: fc.constantFrom(...CALLS),
    }),
  },
);

describe('Laws 16–39 — every call, question and claim of the auction is judged (property)', () => {
  for (const code of ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const)
    test(`${code}: random irregular auctions, then play`, () => {
      fc.assert(
        fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
          const b = new AuctionBoard(AUCTION_DEAL).under(code);
          // Up to two calls after the auction has closed (39; 37A, 38D and 39B when the offender's
          // LHO calls at once, which may reopen the auction).
          let late = 0;
          for (const s of steps) {
            if (b.state.phase !== 'auction') {
              if (s.kind !== 'call' || late >= 2) break;
              late++;
            }
            const before = b.events.length;
            if (s.kind === 'expose') {
              const hand = toCards(b.state.hands[s.seat]);
              const card = hand[s.pick % hand.length];
              if (card !== undefined) b.add({ type: 'expose', seat: s.seat, card, how: 'dropped' });
            } else if (s.kind === 'call') b.add({ type: 'call', seat: s.seat, call: s.call });
            else if (s.kind === 'finding')
              b.add({ type: 'finding', seat: 'director', fact: 'comparable-call', value: s.yes });
            else if (s.kind === 'misinformed')
              b.add({ type: 'finding', seat: 'director', fact: 'misinformed', value: s.yes });
            else if (s.kind === 'ask')
              b.add({ type: 'ask', seat: s.seat, of: s.of, about: s.about, answer: 'natural' });
            else if (s.kind === 'attention')
              b.add({ type: 'attention', seat: s.seat, to: s.to, offender: s.offender });
            else if (s.kind === 'simultaneous')
              b.add({ type: 'call', seat: s.seat, call: s.call, simultaneous: true });
            else {
              const j = b.judge();
              const pending = j.pending;
              if (pending === null) continue;
              const option = pending.options[s.pick % pending.options.length];
              const chooser = pending.chooser[0];
              if (option === undefined || chooser === undefined) continue;
              b.add({
                type: 'elect',
                seat: chooser,
                option: option.id as OptionId,
                ...(option.suit ? { suit: option.suit } : {}),
              });
            }
            const outcome = b.outcome();
            if (!outcome.ok) {
              expect(REFUSALS_ALLOWED.has(outcome.kind), `${outcome.kind}: ${outcome.message}`).toBe(true);
              b.events.splice(before);
            }
          }
          // Play to the end: the lowest legal card, each decision's first option.
          for (let k = 0; k < 40 && b.state.phase === 'play'; k++) {
            const pending = b.judge().pending;
            const option = pending?.options[0];
            const chooser = pending?.chooser[0];
            if (option !== undefined && chooser !== undefined)
              b.add({
                type: 'elect',
                seat: chooser,
                option: option.id as OptionId,
                ...(option.suit ? { suit: option.suit } : {}),
                ...(option.card ? { card: option.card } : {}),
              });
            else b.continuePlay();
          }
          const state = b.state;
          expect(cardsAccounted(state)).toBe(52);
          expect(state.obligations.some((o) => o.kind === 'must-pass') && state.phase !== 'auction').toBe(
            false,
          );
        }),
        { numRuns: 150, seed: SEED },
      );
    });
});
