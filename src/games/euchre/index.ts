/**
 * `games/euchre`: the legal game of Euchre as the Somerset Club of Boston's laws of 1888 play it
 * — pack and bowers, the deal, making the trump and lone hands, the discard, the play, the
 * points of a hand, games and the rubber, and a fast random-hand kernel.
 */
export * from './call.js';
export * from './deal.js';
export * from './game.js';
export * from './hand.js';
export * from './making.js';
export * from './pack-and-bowers.js';
export * from './play.js';
export * from './playout.js';
export * from './score.js';
