import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goodFile, importCli } from '../support/catalogueImportCli.js';
import { type OwnServer, startOwnServer } from '../support/ownServer.js';

// On PostgreSQL the import runs beside the shop, as another instance would.
let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'wtkit-csv-cli-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('pnpm catalogue:import on PostgreSQL', () => {
  let own: OwnServer;
  beforeAll(async () => {
    own = await startOwnServer();
  });
  afterAll(async () => {
    await own.close();
  });

  /** How many products the running shop lists for the imported SKU. */
  const listed = async () => {
    const answer = (await (await fetch(`${own.base}/products?q=CLI-PG`)).json()) as {
      data: unknown[];
    };
    return answer.data.length;
  };

  it('imports while the shop runs, and the shop serves the change at once', async () => {
    const url = own.databaseUrl ?? '';
    const secret = 'cli-secret-that-is-long-enough-for-hs256-signing';
    writeFileSync(join(work, 'pg.csv'), goodFile('CLI-PG', '7'));
    // The shop's catalogue answer is cached before the import…
    expect(await listed()).toBe(0);
    const result = await importCli(
      'pg.csv',
      { DATABASE_URL: url, JWT_SECRET: secret, DATA_DIR: work },
      work,
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/1 added/);
    // …and the notification the commit sends clears it.
    await expect.poll(listed).toBe(1);
  });
});
