/** `tablelaw/session`: a club session's movements, scoring (Law 78, 12C, 87, 90) and results formats. */
export * from './export-pbn.js';
export * from './fouled.js';
export * from './from-record.js';
export * from './html.js';
export * from './imps.js';
export * from './movement.js';
export * from './plan.js';
export * from './profiles.js';
export * from './read-results.js';
export * from './report.js';
export * from './results.js';
export * from './scoring.js';
export * from './usebio.js';
