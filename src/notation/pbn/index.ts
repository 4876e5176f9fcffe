/** `tablelaw/pbn`: reading and writing Portable Bridge Notation 2.1. */

export * from './charset.js';
export * from './export.js';
export * from './game.js';
export * from './make.js';
export * from './parse.js';
export * from './syntax.js';
export * from './tables.js';
