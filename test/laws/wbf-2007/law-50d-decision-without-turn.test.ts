/**
 * A penalty-card decision made while no hand is in turn. Declarer's election of 50D2 (the
 * offender's partner to lead) or 51A (which of two major penalty cards is played) is opened when a
 * defender is in turn; attention drawn to a revoke on the trick just quitted reopens that trick
 * for its correction (62A) and takes the turn away before declarer has chosen. The election then
 * applies to the hand the decision is about — the offender's partner (50D2), the holder of the
 * card designated (51A) — and the board goes on: every card is still somewhere, nothing is lost.
 */
import { describe, expect, test } from 'vitest';
import { size } from '../../../src/core/card-set.js';
import { SEATS } from '../../../src/core/seat.js';
import { holds } from '../../../src/table/mechanics.js';
import type { TableState } from '../../../src/table/state.js';
import { type Board, given } from '../given.js';

const CODES = ['wbf-1997', 'wbf-2007', 'wbf-2017'] as const;

/** Every card of the deal: in a hand (penalty cards are held), in the trick, or in a quitted trick. */
function cardsAccountedFor(state: TableState): number {
  let n = 0;
  for (const seat of SEATS) n += size(state.hands[seat]);
  n += state.trick?.plays.length ?? 0;
  for (const t of state.tricks) n += t.plays.length;
  return n;
}

/**
 * 4H by East, dummy West. Trick 1: South leads C4, dummy C6, North ruffs with H5 holding clubs
 * (a revoke), then `exposures` by a defender, and East's C2 completes the trick: North, who won it
 * with the ruff, is to lead — the decision opens. Then declarer draws attention to the revoke.
 */
function revokeThenAttention(exposures: (b: Board) => Board): Board {
  return exposures(given().plays('S:C4 W:C6 N:H5'))
    .plays('E:C2')
    .add({ type: 'attention', seat: 'E', to: 'revoke' });
}

const partnerHasTheKing = () =>
  revokeThenAttention((b) => b.add({ type: 'expose', seat: 'S', card: 'SK', how: 'dropped' }));

const northHasTwo = () =>
  revokeThenAttention((b) =>
    b
      .add({ type: 'expose', seat: 'N', card: 'HA', how: 'dropped' })
      .add({ type: 'expose', seat: 'N', card: 'HK', how: 'dropped' }),
  );

describe('Law 50D2 — the election on the partner’s lead, made after the turn was taken away (62A)', () => {
  for (const code of CODES)
    test(`${code}: the decision stays declarer's; his election binds the offender's partner; 52 cards`, () => {
      const reopened = partnerHasTheKing().under(code).state;
      // The revoke trick is open again for its correction: nobody is in turn, the decision stands.
      expect(reopened.turn).toBeNull();
      expect(reopened.trick?.plays).toHaveLength(4);
      expect(reopened.pending).toMatchObject({ provision: '50D2', chooser: ['E'], offender: 'S' });
      expect(cardsAccountedFor(reopened)).toBe(52);

      const elected = partnerHasTheKing().under(code).elect('E', 'require-suit', { suit: 'S' });
      const s = elected.state;
      expect(s.pending).toBeNull();
      // 50D2(a): North (the offender's partner) must lead spades; South's king goes back to his hand.
      expect(s.obligations).toContainEqual({
        kind: 'lead-suit',
        seat: 'N',
        suit: 'S',
        laws: ['Law 50D2(a)'],
      });
      expect(s.penaltyCards.some((p) => p.card === 'SK')).toBe(false);
      expect(holds(s.hands.S, 'SK')).toBe(true);
      expect(cardsAccountedFor(s)).toBe(52);

      // The correction goes on (62B): North withdraws the ruff and follows suit; dummy's C6 wins.
      const corrected = elected.add({ type: 'withdraw', seat: 'N', card: 'H5' }).plays('N:C3').state;
      expect(corrected.tricks).toHaveLength(1);
      expect(corrected.tricks[0]?.winner).toBe('W');
      expect(corrected.turn).toBe('W');
      expect(cardsAccountedFor(corrected)).toBe(52);
    });

  test('an election by anyone but declarer is refused, the turn taken away or not', () => {
    const refused = partnerHasTheKing().elect('N', 'require-suit', { suit: 'S' }).refusal();
    expect(refused.kind).toBe('not-offered');
  });
});

describe('Law 51A — the card designated after the turn was taken away (62A)', () => {
  for (const code of CODES)
    test(`${code}: the designation binds the holder of the card designated; 52 cards`, () => {
      const reopened = northHasTwo().under(code).state;
      expect(reopened.turn).toBeNull();
      expect(reopened.pending).toMatchObject({ provision: '51A', chooser: ['E'] });
      expect(cardsAccountedFor(reopened)).toBe(52);

      const s = northHasTwo().under(code).elect('E', 'designate-card', { card: 'HK' }).state;
      expect(s.pending).toBeNull();
      expect(s.obligations).toContainEqual(
        expect.objectContaining({ kind: 'play-card', seat: 'N', card: 'HK' }),
      );
      expect(cardsAccountedFor(s)).toBe(52);
    });
});
