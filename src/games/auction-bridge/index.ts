/**
 * `tablelaw/auction-bridge`: the legal game of Auction Bridge under the Whist Club of New York
 * code of November 1912 — declarations (royal spades included), doubling, the declarer, the
 * play (shared with contract bridge), the score of a deal and the rubber — as pure functions
 * over readonly data. Irregularities are judged elsewhere (`table`, `laws`).
 */
export * from './auction.js';
export * from './declaration.js';
export * from './play.js';
export * from './rubber.js';
export * from './score.js';
