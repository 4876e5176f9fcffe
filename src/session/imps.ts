/**
 * The International Match Point scale (Law 78B): a difference in total points becomes IMPs by
 * the standard WBF table. Each row is the least difference that earns that many IMPs; a
 * difference below 20 earns none, 4000 or more earns 24. A difference that is not a multiple of
 * 10 (a weighted or averaged score) takes the row of the largest bound it reaches.
 */
export const IMP_SCALE: readonly number[] = [
  20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300, 1500, 1750, 2000, 2250, 2500,
  3000, 3500, 4000,
];

/** IMPs for a difference in points, signed as the difference is. */
export function imps(difference: number): number {
  const size = Math.abs(difference);
  let n = 0;
  while (n < IMP_SCALE.length && size >= (IMP_SCALE[n] as number)) n++;
  return difference < 0 ? -n : n;
}
