/** `tablelaw/record`: the tablelaw record, read, validated and written (DESIGN §4). */

export * from './judge-text.js';
export * from './record.js';
