import { defineProject } from 'vitest/config';

export type TestDriver = 'pglite' | 'postgres';

/** The project's name tells the suite's global setup which database to start. */
export const API_PROJECTS: Record<TestDriver, string> = {
  pglite: 'api',
  postgres: 'api-postgres',
};

/**
 * The API suite, run once on each database: PGlite (the embedded store, `api`) and PostgreSQL
 * (`api-postgres`, a throwaway cluster or TEST_DATABASE_URL).
 */
export function apiProject(driver: TestDriver) {
  return defineProject({
    test: {
      name: API_PROJECTS[driver],
      include: ['test/**/*.test.ts'],
      // Several server instances sharing one database can only run on PostgreSQL; the embedded
      // database's backups only on PGlite.
      exclude: driver === 'postgres' ? ['test/backup/**'] : ['test/scaleOut/**'],
      globalSetup: ['test/support/globalSetup.ts'],
      setupFiles: ['test/support/contractCheck.ts'],
      // The files share their worker's modules: importing the server again for each file was a
      // third of the suite's time, and no file depends on a fresh module state.
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  });
}
