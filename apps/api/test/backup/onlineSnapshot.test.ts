import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { snapshotPgdata } from '../../src/db/pgliteSnapshot.js';

const work = mkdtempSync(join(tmpdir(), 'wtkit-snapshot-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the snapshot of the embedded database', () => {
  it('lets statements run while it copies, and restores to one consistent moment', async () => {
    const db = await PGlite.create(join(work, 'live'));
    await db.exec(
      'create table t(id int primary key, x text); insert into t select g, repeat(md5(g::text), 20) from generate_series(1, 20000) g',
    );
    let next = 20_000;
    let copying = false;
    let writtenWhileCopying = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop) {
        next += 1;
        await db.query('insert into t values ($1, $2)', [next, 'written during the backup']);
        if (copying) writtenWhileCopying += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();

    copying = true;
    const before = next;
    const snapshot = await snapshotPgdata(db, join(work, 'live'));
    copying = false;
    const after = next;
    stop = true;
    await writer;
    await db.close();

    // The old snapshot held every statement until it was done: none could complete meanwhile.
    expect(writtenWhileCopying).toBeGreaterThan(1);
    const restored = await PGlite.create(join(work, 'restored'), {
      loadDataDir: new Blob(snapshot),
    });
    const [row] = (
      await restored.query<{ rows: number; last: number }>(
        'select count(*)::int as rows, max(id) as last from t',
      )
    ).rows;
    await restored.close();
    // Every row committed before the copy began, then an unbroken run of those written during it.
    expect(row?.last).toBe(row?.rows);
    expect(row?.rows).toBeGreaterThanOrEqual(before - 1);
    expect(row?.rows).toBeLessThanOrEqual(after);
  });
});
