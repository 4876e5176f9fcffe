/**
 * Complete Howell movements for 2 to 8 tables, as data: the first round of each, the rest
 * following by the standard cyclic rule of guide-card Howells (each round, every pair number
 * but the highest goes up one, modulo 2T − 1, and every board set goes up one, modulo 2T − 1).
 * The highest-numbered pair sits North–South at its table throughout.
 *
 * A row is `[table, NS pair, EW pair, board set]`. With 2T pairs and 2T − 1 rounds every pair
 * meets every other once and plays every board set once (checked in
 * test/session/movement.test.ts). With 2 and 3 tables no such movement exists in which the
 * tables of a round all play different sets (a Room square of side 3 or 5 does not exist), and
 * in the cyclic form every table of a round plays the same set: the tables share it, passing the
 * boards round (the movement's `shares` says so, and the set then needs at least as many boards
 * as there are tables).
 */
export type HowellRow = readonly [table: number, ns: number, ew: number, set: number];

export type HowellTable = {
  readonly tables: number;
  readonly firstRound: readonly HowellRow[];
};

export const HOWELL_TABLES: readonly HowellTable[] = [
  {
    tables: 2,
    firstRound: [
      [1, 4, 1, 1],
      [2, 2, 3, 1],
    ],
  },
  {
    tables: 3,
    firstRound: [
      [1, 6, 1, 1],
      [2, 2, 5, 1],
      [3, 3, 4, 1],
    ],
  },
  {
    tables: 4,
    firstRound: [
      [1, 8, 4, 1],
      [2, 7, 6, 6],
      [3, 3, 1, 4],
      [4, 5, 2, 7],
    ],
  },
  {
    tables: 5,
    firstRound: [
      [1, 10, 6, 4],
      [2, 4, 2, 3],
      [3, 1, 9, 5],
      [4, 5, 8, 8],
      [5, 3, 7, 9],
    ],
  },
  {
    tables: 6,
    firstRound: [
      [1, 12, 3, 10],
      [2, 8, 7, 9],
      [3, 1, 5, 11],
      [4, 10, 4, 8],
      [5, 2, 11, 5],
      [6, 9, 6, 6],
    ],
  },
  {
    tables: 7,
    firstRound: [
      [1, 14, 8, 12],
      [2, 11, 6, 8],
      [3, 3, 7, 1],
      [4, 9, 10, 9],
      [5, 5, 12, 13],
      [6, 2, 13, 5],
      [7, 4, 1, 10],
    ],
  },
  {
    tables: 8,
    firstRound: [
      [1, 16, 11, 10],
      [2, 4, 2, 14],
      [3, 3, 14, 5],
      [4, 6, 12, 4],
      [5, 8, 7, 8],
      [6, 15, 5, 9],
      [7, 9, 1, 12],
      [8, 13, 10, 3],
    ],
  },
];
