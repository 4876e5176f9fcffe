/**
 * Property (ADR 0072): in every code, random boards whose acts include `expose` of any card with
 * any `holder` and any `how` never throw, and an exposure of another hand's card that the code
 * does not admit is refused `not-own-card` with a message that does not depend on any hand —
 * the same for a card that hand holds and one it does not. Seeded: a failure reproduces.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ALL_CARDS, type Card } from '../../src/core/card.js';
import { toCards } from '../../src/core/card-set.js';
import { seededRandom } from '../../src/core/random.js';
import { SEATS } from '../../src/core/seat.js';
import { RULEBOOKS } from '../../src/laws/registry.js';
import type { AnyRecord, RecordEvent } from '../../src/notation/record/record.js';
import { EXPOSURES } from '../../src/table/event.js';
import { evolve, replay } from '../../src/table/evolve.js';
import type { TableState } from '../../src/table/state.js';
import { Board } from '../laws/given.js';
import { lone, ordered } from '../laws/somerset-1888/given.js';
import { AuctionBoard } from '../laws/whist-club-1912/given.js';

const SEED = 20_261_126;

const STARTS: readonly { readonly name: string; readonly record: () => AnyRecord }[] = [
  { name: 'wbf-1997', record: () => new Board().under('wbf-1997').record },
  { name: 'wbf-2007', record: () => new Board().under('wbf-2007').record },
  { name: 'wbf-2017', record: () => new Board().under('wbf-2017').record },
  { name: 'whist-club-1912', record: () => new AuctionBoard().record },
  { name: 'somerset-1888 (ordered up)', record: () => ordered().record },
  { name: 'somerset-1888 (alone)', record: () => lone().record },
];

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

/** An ordinary act: the first option of a decision, or a card of the hand in turn. */
function ordinary(s: TableState, r: () => number): RecordEvent | null {
  const p = s.pending;
  if (p !== null) {
    const o = p.options[0];
    const chooser = p.chooser[0];
    if (o === undefined || chooser === undefined) return null;
    return {
      type: 'elect',
      seat: chooser,
      option: o.id,
      ...(o.suit === undefined ? {} : { suit: o.suit }),
      ...(o.card === undefined ? {} : { card: o.card }),
    };
  }
  if (s.phase !== 'play' || s.turn === null) return null;
  const hand = toCards(s.hands[s.turn]);
  return hand.length === 0 ? null : { type: 'play', seat: s.turn, card: pick(r, hand) };
}

/** The refusal's text with the card's name taken out. */
const shape = (kind: string, message: string, card: Card) => `${kind}|${message.replaceAll(card, '<card>')}`;

describe('ADR 0072 — an exposure of another hand’s card, in every code (property)', () => {
  for (const start of STARTS)
    test(`${start.name}: never throws; a holder not admitted is refused alike, whatever the hands`, () => {
      const rulebook = RULEBOOKS[start.record().rulebook];
      if (rulebook === undefined) throw new Error('no rulebook');
      const admitted = rulebook.namesAnotherHand ?? [];
      fc.assert(
        fc.property(fc.integer(), (seed) => {
          const random = seededRandom(seed);
          const r = () => random.next();
          const record = start.record();
          const first = replay(record, rulebook);
          if (first.state === null || first.error !== undefined) throw new Error('the start does not replay');
          let s = first.state;
          const events = [...record.events];
          for (let step = 0; step < 40 && s.phase !== 'ended'; step++) {
            const actor = pick(r, SEATS);
            const holder = pick(r, SEATS);
            const how = pick(r, EXPOSURES);
            const held = toCards(s.hands[holder]);
            const card = r() < 0.5 && held.length > 0 ? pick(r, held) : pick(r, ALL_CARDS);
            const event: RecordEvent =
              r() < 0.3
                ? { type: 'expose', seat: actor, card, how, holder }
                : (ordinary(s, r) ?? { type: 'quit-trick', seat: actor });
            const next = evolve(s, event, events.length, rulebook);
            if (event.type === 'expose' && holder !== actor && !admitted.includes(how)) {
              expect(next.ok).toBe(false);
              if (next.ok) return;
              // The same refusal for a card of any other hand, held or not.
              const other = pick(r, ALL_CARDS);
              const again = evolve(s, { ...event, card: other }, events.length, rulebook);
              expect(again.ok).toBe(false);
              if (!again.ok)
                expect(shape(again.error.kind, again.error.message, other)).toBe(
                  shape(next.error.kind, next.error.message, card),
                );
              expect(next.error.kind).toBe('not-own-card');
            }
            if (!next.ok) continue;
            s = next.value;
            events.push(event);
          }
          // The log so built replays to the same state.
          const again = replay({ ...record, events }, rulebook);
          expect(again.error).toBeUndefined();
          expect(again.state).toEqual(s);
        }),
        { seed: SEED, numRuns: 60 },
      );
    });
});
