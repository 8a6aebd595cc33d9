import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Several server instances sharing one database can only run on PostgreSQL: these tests run
    // in the PostgreSQL pass (`pnpm test:api:pg`).
    exclude: process.env.API_TEST_DB === 'postgres' ? [] : ['test/scaleOut/**'],
    globalSetup: ['test/support/globalSetup.ts'],
    setupFiles: ['test/support/contractCheck.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
