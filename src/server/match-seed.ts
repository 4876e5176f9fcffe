/**
 * The seed each deal of a match is dealt from (ADR 0104): the first deal from the match's seed
 * itself (a table made with `seed` is the first deal of its match), each later one from a seed
 * derived with HMAC-SHA-256 under the match's key. Seed and key are kept in the table's settings
 * in the store and never sent to a seat: a deal's 32-bit seed can be searched for from its cards
 * once the deal is shown, but the next deal's seed cannot be derived from it without the key.
 */
import { createHmac } from 'node:crypto';
import type { MatchSettings } from './match.js';

/** The seed deal `deal` (from 1) of the match is dealt from. */
export function dealSeed(match: Pick<MatchSettings, 'seed' | 'key'>, deal: number): number {
  if (deal === 1) return match.seed;
  return createHmac('sha256', match.key).update(`${match.seed}/${deal}`).digest().readUInt32BE(0);
}
