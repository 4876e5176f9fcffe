import { defineConfig } from 'vitest/config';
import SummaryReporter from './scripts/summary-reporter.js';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    pool: 'threads',
    testTimeout: 60_000,
    reporters: ['default', new SummaryReporter()],
  },
});
