/**
 * Tables and a draw over 13-bit suit masks (bit r = rank index r, 0 = the two … 12 = the ace),
 * for the fast playout kernels of the games (`contract-bridge/playout.ts`,
 * `euchre/playout.ts`). A hand is four such masks in a `Uint16Array`, clubs to spades from a
 * base index; a card drawn is written suit × 16 + rank.
 *
 * Internal and allocation-free by design. Throws only on a broken invariant (a draw from a hand
 * that holds no card).
 */
import { invariant } from '../core/result.js';

/** POPCOUNT[mask]: the number of set bits of every 13-bit mask. */
export const POPCOUNT = new Uint8Array(1 << 13);
/** NTH_HIGHEST[(mask << 4) | k]: rank of the k-th highest set bit of `mask` (k = 0 is the highest). */
export const NTH_HIGHEST = new Uint8Array(1 << 17);

for (let mask = 1; mask < 1 << 13; mask++) {
  let k = 0;
  for (let r = 12; r >= 0; r--) {
    if (mask & (1 << r)) {
      NTH_HIGHEST[(mask << 4) | k] = r;
      k++;
    }
  }
  POPCOUNT[mask] = k;
}

/**
 * Draws the ⌊u·n⌋-th of the n cards in the four suit masks `h[base]` … `h[base + 3]`, in the
 * order spades first, high to low (that of `toCards`), for `u` in [0, 1); returns suit × 16 +
 * rank.
 */
export function drawNth(h: Uint16Array, base: number, u: number): number {
  const c = h[base] as number;
  const d = h[base + 1] as number;
  const hh = h[base + 2] as number;
  const s = h[base + 3] as number;
  const ns = POPCOUNT[s] as number;
  const nh = POPCOUNT[hh] as number;
  const nd = POPCOUNT[d] as number;
  const total = ns + nh + nd + (POPCOUNT[c] as number);
  invariant(total > 0, 'a draw from a hand that holds no card');
  let n = (u * total) | 0;
  if (n < ns) return 48 | (NTH_HIGHEST[(s << 4) | n] as number);
  n -= ns;
  if (n < nh) return 32 | (NTH_HIGHEST[(hh << 4) | n] as number);
  n -= nh;
  if (n < nd) return 16 | (NTH_HIGHEST[(d << 4) | n] as number);
  n -= nd;
  return NTH_HIGHEST[(c << 4) | n] as number;
}
