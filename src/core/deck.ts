/** Packs: bridge's 52 cards and euchre's 32 (A K Q J 10 9 8 7) or 24 (A K Q J 10 9). */
import type { Rank } from './card.js';
import { type CardSet, FULL_PACK, ofRanks, size } from './card-set.js';

export const PACKS = ['52', '32', '24'] as const;
export type PackName = (typeof PACKS)[number];

export const PACK_RANKS: { readonly [P in PackName]: readonly Rank[] } = {
  '52': ['A', 'K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2'],
  '32': ['A', 'K', 'Q', 'J', 'T', '9', '8', '7'],
  '24': ['A', 'K', 'Q', 'J', 'T', '9'],
};

export const PACK_CARDS: { readonly [P in PackName]: CardSet } = {
  '52': FULL_PACK,
  '32': ofRanks(PACK_RANKS['32']),
  '24': ofRanks(PACK_RANKS['24']),
};

export function packSize(pack: PackName): number {
  return size(PACK_CARDS[pack]);
}
