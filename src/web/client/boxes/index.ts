/** The box of each game's table, by the game in the view (ADR 0089). */

import { AUCTION_BRIDGE_BOX } from './auction-bridge.js';
import type { Box } from './box.js';
import { CONTRACT_BRIDGE_BOX } from './contract-bridge.js';
import { EUCHRE_BOX } from './euchre.js';

export type { Box, BoxContext, Seat } from './box.js';

export function boxFor(game: string): Box {
  return game === 'euchre'
    ? EUCHRE_BOX
    : game === 'auction-bridge'
      ? AUCTION_BRIDGE_BOX
      : CONTRACT_BRIDGE_BOX;
}
