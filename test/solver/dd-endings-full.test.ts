/** The DDS ground truth: every 12-card ending (the quick test takes ten). */
import { describe, test } from 'vitest';
import { checkEnding, freshEngine } from './dd-check.js';
import { readEndings } from './dd-data.js';

describe('double-dummy endings agree with DDS (all fifty 12-card endings)', () => {
  test('all 12-card endings', () => {
    const engine = freshEngine();
    for (const ending of readEndings(12)) checkEnding(ending, engine);
  }, 180_000);
});
