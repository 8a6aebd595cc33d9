import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

// The database of a server of its own, opened as the shop opens it.
let own: OwnServer;
const db = () => own.server.app.db;

beforeAll(async () => {
  own = await startOwnServer();
}, 60_000);

afterAll(async () => {
  await own?.close();
});

/** An error as node-postgres reports PostgreSQL's `code`, wrapped by drizzle like a failed query. */
const pgFailure = (code: string) =>
  new Error('Failed query', { cause: Object.assign(new Error(code), { code }) });

const row = (recipient: string) => ({
  channel: 'sms' as const,
  recipient,
  subject: 'Retry',
  body: 'A row written by the retry tests.',
});

const rowsFor = (recipients: string[]) =>
  db().select().from(outbox).where(inArray(outbox.recipient, recipients));

describe('transactions the database rolls back for a deadlock or serialisation failure', () => {
  for (const code of ['40P01', '40001']) {
    it(`runs a transaction that failed with ${code} again, and commits it once`, async () => {
      const recipient = `retry-${code}-${randomUUID()}`;
      let runs = 0;
      const result = await db().transaction(async (tx) => {
        runs += 1;
        await tx.insert(outbox).values(row(recipient));
        if (runs === 1) throw pgFailure(code);
        return 'committed';
      });
      expect(result).toBe('committed');
      expect(runs).toBe(2);
      expect(await rowsFor([recipient])).toHaveLength(1);
    });
  }

  it('gives up after three runs, writing nothing', async () => {
    const recipient = `retry-gives-up-${randomUUID()}`;
    let runs = 0;
    const failing = db().transaction(async (tx) => {
      runs += 1;
      await tx.insert(outbox).values(row(recipient));
      throw pgFailure('40001');
    });
    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
    expect(await rowsFor([recipient])).toEqual([]);
  });

  it('runs any other failure once', async () => {
    let runs = 0;
    const failing = db().transaction(async () => {
      runs += 1;
      throw pgFailure('23505');
    });
    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(1);
  });
});
