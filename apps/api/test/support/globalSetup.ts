import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../src/config.js';
import { createLogger } from '../../src/logger.js';
import { startServer } from '../../src/server.js';
import { API_PROJECTS } from '../../vitest.project.js';
import { startFakeGoogleKeys } from './fakeGoogle.js';
import { startTemporaryPostgres } from './postgres.js';

export const TEST_ADMIN = { email: 'admin@test.wtkit', password: 'admin-password-for-tests' };

export const TEST_GOOGLE_CLIENT_ID = 'wtkit-test.apps.googleusercontent.com';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    driver: 'pglite' | 'postgres';
    admin: { email: string; password: string };
    dataDir: string;
    /** The suite's PostgreSQL (empty on PGlite): tests that need databases of their own make them there. */
    databaseUrl: string;
    googlePrivateJwk: Record<string, unknown>;
    /**
     * Where the first own server of the run leaves a started and stopped shop's data folder
     * (migrated, seeded), which later own servers on PGlite copy instead of building their own.
     */
    ownServerTemplate: string;
  }
}

/**
 * The real time, except that no two readings are equal: each is at least a millisecond after the
 * one before. Something the server does after another thing carries a later time, so a test can
 * compare the two without waiting for the clock to move.
 */
export function strictlyIncreasingClock(): () => Date {
  let last = 0;
  return () => {
    last = Math.max(Date.now(), last + 1);
    return new Date(last);
  };
}

/**
 * One real server for the whole API suite, as `pnpm start` runs it: PGlite in a fresh data folder
 * in the `api` project, PostgreSQL in `api-postgres` (TEST_DATABASE_URL, or a throwaway cluster).
 */
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-api-test-'));
  const usePostgres = project.name === API_PROJECTS.postgres;
  const postgres =
    usePostgres && !process.env.TEST_DATABASE_URL ? await startTemporaryPostgres() : undefined;
  const databaseUrl = usePostgres ? (process.env.TEST_DATABASE_URL ?? postgres?.url) : undefined;

  const google = await startFakeGoogleKeys();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
    GOOGLE_JWKS_URL: google.jwksUrl,
    // The suite signs up many shoppers from one address; per-account limits stay as shipped.
    RATE_LIMIT_PER_IP: '100000',
  });
  const server = await startServer(config, {
    logger: createLogger(process.env.API_TEST_LOG ?? 'silent'),
    now: strictlyIncreasingClock(),
  });
  project.provide('baseUrl', `${server.url}/api/v1`);
  project.provide('driver', usePostgres ? 'postgres' : 'pglite');
  project.provide('admin', TEST_ADMIN);
  project.provide('dataDir', dataDir);
  project.provide('databaseUrl', databaseUrl ?? '');
  project.provide('googlePrivateJwk', google.privateJwk);
  const templates = mkdtempSync(join(tmpdir(), 'wtkit-own-template-'));
  project.provide('ownServerTemplate', join(templates, 'shop'));

  return async () => {
    await server.close();
    await google.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(templates, { recursive: true, force: true });
  };
}
