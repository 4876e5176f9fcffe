/**
 * The games the library knows, by the id a record names them with, and the deal each is played
 * with: contract bridge and Auction Bridge deal a full 52-card pack, thirteen cards a hand;
 * euchre five cards a hand from the 32-card pack, the rest (the trump card among them) undealt.
 * The table (src/table) takes both from here, and knows nothing else of any one game.
 */
import { BRIDGE_DEAL, type DealRules } from '../core/deal.js';
import { euchreDealRules } from './euchre/pack-and-bowers.js';

export const GAMES = ['contract-bridge', 'auction-bridge', 'euchre'] as const;
export type GameId = (typeof GAMES)[number];

const DEAL_RULES: { readonly [G in GameId]: DealRules } = {
  'contract-bridge': BRIDGE_DEAL,
  'auction-bridge': BRIDGE_DEAL,
  euchre: euchreDealRules('32'),
};

/** The deal rules a game's record must satisfy. */
export function dealRulesOf(game: GameId): DealRules {
  return DEAL_RULES[game];
}
