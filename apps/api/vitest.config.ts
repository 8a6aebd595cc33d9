import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    // Several server instances sharing one database can only run on PostgreSQL: these tests run
    // in the PostgreSQL pass (`pnpm test:api:pg`).
    // The embedded database's backups run in the PGlite pass only.
    exclude: process.env.API_TEST_DB === 'postgres' ? ['test/backup/**'] : ['test/scaleOut/**'],
    globalSetup: ['test/support/globalSetup.ts'],
    setupFiles: ['test/support/contractCheck.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
