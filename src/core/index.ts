/** `tablelaw/core`: the vocabulary every other layer speaks. No dependencies. */
export * from './board.js';
export * from './card.js';
export type { CardSet } from './card-set.js';
export * as cards from './card-set.js';
export * from './deal.js';
export * from './deck.js';
export * from './random.js';
export * from './result.js';
export * from './seat.js';
