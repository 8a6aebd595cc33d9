import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    setupFiles: ['test/support/contractCheck.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
