/**
 * Shared constants of the double-dummy search. Modules take each into a module `const` of their
 * own (`const CARDS = CARD_COUNT`) and write the small bit helpers out locally: V8 folds a module
 * constant, where it checks an imported binding at every use and a declared function at every call
 * (measured: 3 % more instructions when the helpers were imported).
 */

/** The trump index of no trump (suits are clubs 0 … spades 3). */
export const NO_TRUMP = 4;

/** Cards in each mask of one suit (13 bits): a load from a table, where counting bits is a dozen operations. */
export const CARD_COUNT: Uint8Array = (() => {
  const table = new Uint8Array(1 << 13);
  for (let m = 1; m < table.length; m++) table[m] = (table[m >>> 1] as number) + (m & 1);
  return table;
})();
