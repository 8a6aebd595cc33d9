import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import { goodFile, importCli } from './support/catalogueImportCli.js';
import { startOwnServer } from './support/ownServer.js';

let work: string;
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'wtkit-csv-cli-'));
});
afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

describe('pnpm catalogue:import on a PGlite data folder', () => {
  let dataDir: string;
  beforeAll(async () => {
    // A shop that was started once and stopped (the suite's own-server template).
    const shop = await startOwnServer();
    dataDir = join(work, 'shop');
    await shop.server.close();
    cpSync(shop.dataDir, dataDir, { recursive: true });
    rmSync(shop.dataDir, { recursive: true, force: true });
  });

  it('imports a file (relative to where it was typed) with progress lines', async () => {
    writeFileSync(join(work, 'good.csv'), goodFile('CLI-ONE', '12.5'));
    const result = await importCli('good.csv', { DATA_DIR: dataDir }, work);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Read 100% of the file/);
    expect(result.stdout).toMatch(/1 added, 0 changed, 0 unchanged/);
    const database = await openDatabase({ dataDir });
    try {
      const [row] = await database.db.select().from(products).where(eq(products.sku, 'CLI-ONE'));
      expect(row).toMatchObject({ priceCents: 1250, description: 'Imported, from the command' });
    } finally {
      await database.close();
    }
  });

  it('prints the problems of a bad file, exits 1 and writes nothing', async () => {
    writeFileSync(
      join(work, 'bad.csv'),
      `${goodFile('CLI-TWO', '3')}Bad,CLI-THREE,-4,1,residential,,,Desc,false,,,none,none,,,,\n`,
    );
    const result = await importCli('bad.csv', { DATA_DIR: dataDir }, work);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/nothing was imported/);
    expect(result.stderr).toMatch(/line 3: price /);
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(products).where(eq(products.sku, 'CLI-TWO'));
      expect(rows).toEqual([]);
    } finally {
      await database.close();
    }
  });

  it('refuses while a shop runs on the folder, naming the way through the shop', async () => {
    const running = await startOwnServer();
    try {
      writeFileSync(join(work, 'good.csv'), goodFile('CLI-FOUR', '1'));
      const result = await importCli('good.csv', { DATA_DIR: running.dataDir }, work);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/is running on .*POST \/api\/v1\/products\/import/s);
    } finally {
      await running.close();
    }
  });

  it('refuses a folder that holds no shop, and a missing file', async () => {
    const empty = mkdtempSync(join(work, 'empty-'));
    writeFileSync(join(work, 'good.csv'), goodFile('CLI-FIVE', '1'));
    expect((await importCli('good.csv', { DATA_DIR: empty }, work)).stderr).toMatch(
      /holds no shop/,
    );
    const missing = await importCli('nope.csv', { DATA_DIR: dataDir }, work);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/cannot be read/);
  });
});
