import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startTemporaryPostgres } from '../support/postgres.js';
import { runFaults } from './faultRun.js';
import { findViolations } from './invariants.js';

/**
 * Concurrent checkouts while the server is killed with SIGKILL and started again, on the store
 * this suite runs on (PGlite in `api`, PostgreSQL in `api-postgres`). Bounded here;
 * `pnpm test:faults` runs longer with a random seed (FAULT_SEED to replay, FAULT_KILLS for more).
 */
const SEED =
  process.env.FAULT_SEED === 'random'
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FAULT_SEED ?? 7);
const KILLS = Number(process.env.FAULT_KILLS ?? 3);
const SHOPPERS = Number(process.env.FAULT_SHOPPERS ?? 5);

describe(`kill -9 during checkouts (seed ${SEED}, ${KILLS} kills)`, () => {
  it(
    'loses no acknowledged order, writes no half order, makes one order per payment and keeps stock exact',
    async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-faults-'));
      const postgres = inject('driver') === 'postgres' ? await startTemporaryPostgres() : undefined;
      try {
        const result = await runFaults({
          dataDir,
          databaseUrl: postgres?.url,
          kills: KILLS,
          shoppers: SHOPPERS,
          seed: SEED,
          log: (line) => console.log(line),
        });
        console.log(
          `${inject('driver')}: ${result.kills} kills, ${result.attempts} checkouts attempted, ${result.acknowledged} orders acknowledged, ${result.record.orders.length} stored`,
        );
        expect(result.acknowledged).toBeGreaterThan(0);
        expect(findViolations(result.record)).toEqual([]);
      } finally {
        postgres?.stop();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000 + KILLS * 30_000,
  );
});
