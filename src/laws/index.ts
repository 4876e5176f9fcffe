/**
 * `tablelaw/laws`: rulebooks as data (provisions by law), the registry, judging a record, and
 * checking a state against its code (conformance).
 */
export * from './conformance.js';
export * from './coverage.js';
export * from './judge.js';
export * from './provision.js';
export * from './registry.js';
export { SOMERSET_1888 } from './somerset-1888/index.js';
export { WBF_1997 } from './wbf-1997/index.js';
export { WBF_2007 } from './wbf-2007/index.js';
export { WBF_2017 } from './wbf-2017/index.js';
