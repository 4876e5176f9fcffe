/** Seats, sides and rotation at a four-handed table. */

export const SEATS = ['N', 'E', 'S', 'W'] as const;
export type Seat = (typeof SEATS)[number];
export type BySeat<T> = { readonly [S in Seat]: T };

export const SIDES = ['NS', 'EW'] as const;
export type Side = (typeof SIDES)[number];
export type BySide<T> = { readonly [S in Side]: T };

/** Left-hand opponent: the next seat clockwise. */
export const LHO: BySeat<Seat> = { N: 'E', E: 'S', S: 'W', W: 'N' };
/** Right-hand opponent: the previous seat clockwise. */
export const RHO: BySeat<Seat> = { N: 'W', E: 'N', S: 'E', W: 'S' };
export const PARTNER: BySeat<Seat> = { N: 'S', E: 'W', S: 'N', W: 'E' };
export const SIDE_OF: BySeat<Side> = { N: 'NS', E: 'EW', S: 'NS', W: 'EW' };
export const OTHER_SIDE: BySide<Side> = { NS: 'EW', EW: 'NS' };
export const SEATS_OF: BySide<readonly [Seat, Seat]> = { NS: ['N', 'S'], EW: ['E', 'W'] };
export const SEAT_INDEX: BySeat<number> = { N: 0, E: 1, S: 2, W: 3 };

export const SEAT_NAMES: BySeat<string> = { N: 'North', E: 'East', S: 'South', W: 'West' };

export function isSeat(text: string): text is Seat {
  return text === 'N' || text === 'E' || text === 'S' || text === 'W';
}

export function isSide(text: string): text is Side {
  return text === 'NS' || text === 'EW';
}

/** The seat `steps` places clockwise from `seat` (negative steps go anticlockwise). */
export function seatAfter(seat: Seat, steps: number): Seat {
  return SEATS[(((SEAT_INDEX[seat] + steps) % 4) + 4) % 4] as Seat;
}

/** The four seats in clockwise order starting with `first`. */
export function rotation(first: Seat): readonly [Seat, Seat, Seat, Seat] {
  return [first, seatAfter(first, 1), seatAfter(first, 2), seatAfter(first, 3)];
}

export function sameSide(a: Seat, b: Seat): boolean {
  return SIDE_OF[a] === SIDE_OF[b];
}

/** Builds a record by seat from a function of the seat. */
export function bySeat<T>(f: (seat: Seat) => T): BySeat<T> {
  return { N: f('N'), E: f('E'), S: f('S'), W: f('W') };
}

export function bySide<T>(f: (side: Side) => T): BySide<T> {
  return { NS: f('NS'), EW: f('EW') };
}
