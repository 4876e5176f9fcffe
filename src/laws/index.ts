/** `tablelaw/laws`: rulebooks as data (provisions by law), the registry, and judging a record. */
export * from './judge.js';
export * from './provision.js';
export * from './registry.js';
export { WBF_2007 } from './wbf-2007/index.js';
