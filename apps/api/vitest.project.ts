import { defineProject } from 'vitest/config';

export type TestDriver = 'pglite' | 'postgres';

/** The project's name tells the suite's global setup which database to start. */
export const API_PROJECTS: Record<TestDriver, string> = {
  pglite: 'api',
  postgres: 'api-postgres',
};

/**
 * Files whose database is never the suite's: units, and servers of their own on PGlite data
 * folders (start-up, damaged stores, platform settings, metrics, Stripe, S3, SMTP; metrics also
 * asks the suite's server for headers that no database takes part in). Each would run the same
 * way in both projects, so they run once, in `api`.
 */
const SAME_ON_EVERY_DATABASE = [
  'test/contractAgreement.test.ts',
  'test/damagedStore.test.ts',
  'test/dataDirLock.test.ts',
  'test/errorMapping.test.ts',
  'test/faults/invariants.test.ts',
  'test/messaging.test.ts',
  'test/metrics.test.ts',
  'test/pageCache.test.ts',
  'test/pageRenderer.test.ts',
  'test/platform.test.ts',
  'test/s3Storage.test.ts',
  'test/seedData.test.ts',
  'test/startup.test.ts',
  'test/stripe.test.ts',
  'test/tokens.test.ts',
  'test/userCache.test.ts',
];

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
      // database's backups and the import command on its folder only on PGlite.
      exclude:
        driver === 'postgres'
          ? [
              'test/backup/**',
              'test/faults/backupFaults.test.ts',
              'test/catalogueImportCli.test.ts',
              ...SAME_ON_EVERY_DATABASE,
            ]
          : ['test/scaleOut/**'],
      globalSetup: ['test/support/globalSetup.ts'],
      setupFiles: ['test/support/contractCheck.ts'],
      // The files share their worker's modules: importing the server again for each file was a
      // third of the suite's time, and no file depends on a fresh module state.
      isolate: false,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // Work that follows an answer (messages, the outbox) can take seconds when the machine is
      // loaded; a poll gives up only after that.
      expect: { poll: { timeout: 15_000 } },
    },
  });
}
