/** `tablelaw/table`: the event log, `evolve`/`replay`, per-seat views and the judgement. */

export * from './event.js';
export * from './evolve.js';
export * from './game.js';
export * from './irregularities.js';
export * from './judgement.js';
export * from './mechanics.js';
export * from './rulebook.js';
export * from './state.js';
export * from './view.js';
