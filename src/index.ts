/**
 * `tablelaw`: the laws of card play, executable. The root entry re-exports the vocabulary
 * (`tablelaw/core`); each layer has its own subpath (`tablelaw/contract-bridge`, `tablelaw/pbn`, …).
 */
export * from './core/index.js';
