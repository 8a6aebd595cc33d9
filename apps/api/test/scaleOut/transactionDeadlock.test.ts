import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { outbox } from '../../src/db/schema.js';
import { type OwnServer, startOwnServer } from '../support/ownServer.js';

// Two connections of one shop's pool that lock two rows in opposite orders: only PostgreSQL has
// several connections (the embedded database runs one statement at a time), so this file runs there.
let own: OwnServer;
const db = () => own.server.app.db;

beforeAll(async () => {
  own = await startOwnServer();
}, 60_000);

afterAll(async () => {
  await own?.close();
});

const row = (recipient: string) => ({
  channel: 'sms' as const,
  recipient,
  subject: 'Retry',
  body: 'A row written by the deadlock test.',
});

it('turns a real deadlock between two transactions into two commits', async () => {
  const [first, second] = [`deadlock-a-${randomUUID()}`, `deadlock-b-${randomUUID()}`];
  const [a, b] = await db()
    .insert(outbox)
    .values([row(first), row(second)])
    .returning({ id: outbox.id });
  if (!a || !b) throw new Error('rows not written');
  // Each transaction locks one row, waits until the other has locked the other row, then
  // asks for it: PostgreSQL picks one as the deadlock's victim, which then runs again.
  let locked = 0;
  let bothLocked: () => void = () => {};
  const barrier = new Promise<void>((resolve) => {
    bothLocked = resolve;
  });
  let runs = 0;
  const crossing = (mine: string, theirs: string, label: string) =>
    db().transaction(async (tx) => {
      runs += 1;
      await tx.update(outbox).set({ subject: label }).where(eq(outbox.id, mine));
      locked += 1;
      if (locked === 2) bothLocked();
      await barrier;
      await tx.update(outbox).set({ error: label }).where(eq(outbox.id, theirs));
    });
  await Promise.all([crossing(a.id, b.id, 'first'), crossing(b.id, a.id, 'second')]);
  expect(runs).toBe(3);
  const rows = await db()
    .select()
    .from(outbox)
    .where(inArray(outbox.recipient, [first, second]));
  // Both transactions committed in full: each row carries one label from each.
  expect(rows).toHaveLength(2);
  for (const written of rows)
    expect([written.subject, written.error].sort()).toEqual(['first', 'second'].sort());
});
