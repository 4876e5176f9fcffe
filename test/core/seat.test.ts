import { describe, expect, test } from 'vitest';
import { LHO, PARTNER, RHO, rotation, SEATS, SIDE_OF, sameSide, seatAfter } from '../../src/core/seat.js';

describe('seats and sides', () => {
  test('LHO, RHO and partner are consistent with clockwise rotation', () => {
    for (const seat of SEATS) {
      expect(RHO[LHO[seat]]).toBe(seat);
      expect(LHO[LHO[seat]]).toBe(PARTNER[seat]);
      expect(seatAfter(seat, 1)).toBe(LHO[seat]);
      expect(seatAfter(seat, -1)).toBe(RHO[seat]);
      expect(seatAfter(seat, 4)).toBe(seat);
      expect(sameSide(seat, PARTNER[seat])).toBe(true);
      expect(sameSide(seat, LHO[seat])).toBe(false);
    }
  });
  test('rotation starts at the given seat', () => {
    expect(rotation('W')).toEqual(['W', 'N', 'E', 'S']);
    expect(SIDE_OF.E).toBe('EW');
  });
});
