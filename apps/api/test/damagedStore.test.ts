import {
  cpSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { startServer } from '../src/server.js';

const root = mkdtempSync(join(tmpdir(), 'wtkit-store-'));
const shop = join(root, 'shop');

const configFor = (dataDir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    JWT_SECRET: 'store-test-secret-that-is-long-enough-for-hs256',
  });
const start = (dataDir: string) =>
  startServer(configFor(dataDir), { logger: pino({ level: 'silent' }) });

/** Every file under `dir` with its size and modification time. */
function snapshot(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const info = statSync(path);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
    else found.push(`${relative(dir, path)} ${info.size} ${info.mtimeMs}`);
  };
  visit(dir);
  return found.sort();
}

let copies = 0;
/** A copy of the shop's data folder, damaged by `damage`. */
function damagedCopy(damage: (dir: string) => void) {
  copies += 1;
  const dir = join(root, `copy-${copies}`);
  cpSync(shop, dir, { recursive: true });
  damage(dir);
  return dir;
}

beforeAll(async () => {
  const server = await start(shop);
  await server.close();
}, 120_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('a damaged or missing store never starts as a new shop', () => {
  it('marks a data folder that holds a shop', () => {
    expect(readdirSync(shop)).toContain('store.json');
  });

  it.each([
    [
      'the database folder is gone but the marker says a shop was here',
      (dir: string) => rmSync(join(dir, 'pgdata'), { recursive: true }),
      /pgdata cannot be opened: the folder is missing or empty, but .*store\.json says this data folder has held a shop since/,
    ],
    [
      'PG_VERSION was deleted',
      (dir: string) => rmSync(join(dir, 'pgdata', 'PG_VERSION')),
      /cannot be opened: it is not a database cluster \(PG_VERSION is missing\)/,
    ],
    [
      'the control file is truncated',
      (dir: string) => truncateSync(join(dir, 'pgdata', 'global', 'pg_control'), 100),
      /its control file global\/pg_control is damaged \(100 bytes\)/,
    ],
    [
      'the write-ahead log is gone',
      (dir: string) => {
        for (const name of readdirSync(join(dir, 'pgdata', 'pg_wal')))
          if (/^[0-9A-F]{24}$/.test(name)) rmSync(join(dir, 'pgdata', 'pg_wal', name));
      },
      /its write-ahead log \(pg_wal\) is missing/,
    ],
  ])('refuses when %s, naming the cause and touching nothing', async (_case, damage, message) => {
    const dir = damagedCopy(damage);
    const before = snapshot(dir);
    await expect(start(dir)).rejects.toThrow(message);
    await expect(start(dir)).rejects.toThrow(
      /Restore .* from a backup, or set DATA_DIR to an empty folder/,
    );
    expect(snapshot(dir)).toEqual(before);
  });

  it('adopts a shop from before the marker existed', async () => {
    const dir = damagedCopy((copy) => rmSync(join(copy, 'store.json')));
    const server = await start(dir);
    await server.close();
    expect(readdirSync(dir)).toContain('store.json');
  }, 120_000);

  it('starts a new shop in an empty folder, and in a folder that only has other files', async () => {
    for (const dir of [join(root, 'fresh'), mkdtempSync(join(root, 'other-files-'))]) {
      if (!dir.endsWith('fresh')) writeFileSync(join(dir, 'notes.txt'), 'not a shop');
      const server = await start(dir);
      await server.close();
      expect(readdirSync(dir)).toContain('store.json');
    }
  }, 120_000);
});
