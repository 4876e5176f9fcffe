/**
 * Property (Law 62A, 1997/2007/2017): on random deals, the offender's own withdrawal of his revoke
 * card before it is established is the correction — it judges exactly as the same withdrawal
 * after an opponent drew attention to the revoke (62B1/62B2 and 62C follow alike). Play runs
 * with each hand's lowest legal card until a hand that could follow discards instead (the
 * revoke), then the revoker either withdraws at once or after a `quit-trick` of the completed
 * trick (both before his side plays to the next trick).
 *
 * Seeded (fast-check `seed`): a failure names the inner seed and reproduces.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { type Card, SUITS, suitOf } from '../../../src/core/card.js';
import { lowestOf, toCards } from '../../../src/core/card-set.js';
import { makeDeal } from '../../../src/core/deal.js';
import { randomDeal, randomInt, seededRandom } from '../../../src/core/random.js';
import { OTHER_SIDE, SEATS_OF, type Seat, SIDE_OF } from '../../../src/core/seat.js';
import { ledSuit } from '../../../src/table/mechanics.js';
import { given } from '../given.js';

const SEED = 62_062_062;
const CODES = ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const;

/** A board played until a revoke: the deal, the plays, the revoker and his card; or null. */
function toRevoke(
  seed: number,
  code: (typeof CODES)[number],
): { deal: string; plays: string; offender: Seat; card: Card } | null {
  const random = seededRandom(seed);
  const deal = makeDeal(randomDeal(random));
  const b = given(deal).under(code);
  const revokeAt = randomInt(random, 40) + 1;
  for (let k = 0; k < 52; k++) {
    const s = b.state;
    const seat = s.turn;
    if (seat === null || s.pending !== null) return null;
    const led = ledSuit(s);
    const hand = s.hands[seat];
    if (k >= revokeAt && led !== null) {
      const other = toCards(hand).find((c) => suitOf(c) !== led);
      if (lowestOf(hand, led) !== undefined && other !== undefined) {
        const plays = b.events
          .map((e) => (e.type === 'play' && 'card' in e ? `${e.seat}:${e.card}` : ''))
          .join(' ');
        return { deal, plays, offender: seat, card: other };
      }
    }
    const card =
      (led !== null ? lowestOf(hand, led) : undefined) ??
      SUITS.map((suit) => lowestOf(hand, suit)).find((c) => c !== undefined);
    if (card === undefined) return null;
    b.play(seat, card);
  }
  return null;
}

describe('Law 62A — the offender corrects his own revoke: as if attention had been drawn (property, 1997, 2007, 2017)', () => {
  for (const code of CODES)
    test(`${code}: own withdrawal and withdrawal after attention judge alike`, () => {
      let checked = 0;
      fc.assert(
        fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.boolean(), (seed, quitFirst) => {
          const found = toRevoke(seed, code);
          if (found === null) return;
          const { deal, plays, offender, card } = found;
          const opponent = SEATS_OF[OTHER_SIDE[SIDE_OF[offender]]][0] as Seat;
          const start = () => {
            const b = given(deal).under(code).plays(plays).play(offender, card);
            // The trick completed by the revoke card: turned and quitted, nothing led to the next.
            if (quitFirst && b.state.trick === null) b.add({ type: 'quit-trick', seat: opponent });
            return b;
          };
          const own = start().add({ type: 'withdraw', seat: offender, card });
          const drawn = start()
            .add({ type: 'attention', seat: opponent, to: 'revoke' })
            .add({ type: 'withdraw', seat: offender, card });
          const a = own.judge();
          const d = drawn.judge();
          expect(a.irregularities.find((i) => i.kind === 'revoke')).toMatchObject({
            status: 'corrected',
            laws: expect.arrayContaining(['Law 62A']),
          });
          expect(a.irregularities).toEqual(d.irregularities);
          expect(a.obligations).toEqual(d.obligations);
          expect(a.next).toEqual(d.next);
          expect(own.state.trick).toEqual(drawn.state.trick);
          expect(own.state.hands).toEqual(drawn.state.hands);
          checked++;
        }),
        { seed: SEED, numRuns: 40 },
      );
      expect(checked).toBeGreaterThan(20);
    });
});
