/**
 * Shared constants of the double-dummy search. (The bit helpers, popcount and the highest bit, are
 * written out in each module that uses them: measured, calling them as imported functions cost
 * 3 % more instructions in the search.)
 */

/** The trump index of no trump (suits are clubs 0 … spades 3). */
export const NO_TRUMP = 4;
