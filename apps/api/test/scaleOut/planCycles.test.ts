import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unwrap } from '@wtkit/api-client';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, paymentIntents, planCycles, plans } from '../../src/db/schema.js';
import { rawRequest, suiteApi } from '../support/client.js';
import { type OwnServer, startOwnServer } from '../support/ownServer.js';
import { insertPlanCatalogue, planShopper } from '../support/plans.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';

// Two shops on one PostgreSQL database: this one in the test's process, the other a process of
// its own; both run the plan job every second, and both move the clock at once.
const ADMIN = { ADMIN_EMAIL: 'plan-scale@wtkit.test', ADMIN_PASSWORD: 'plan-scale-admin-password' };
const SHOPPERS = 4;

let own: OwnServer;
let other: ServerProcess;
let otherBase: string;
let folder: string;

beforeAll(async () => {
  own = await startOwnServer({ env: { REMINDER_INTERVAL_SECONDS: '1', ...ADMIN } });
  if (!own.databaseUrl) throw new Error('two instances need PostgreSQL');
  folder = mkdtempSync(join(tmpdir(), 'wtkit-plan-scale-'));
  other = startServerProcess({
    DATA_DIR: folder,
    DATABASE_URL: own.databaseUrl,
    REMINDER_INTERVAL_SECONDS: '1',
    PAYMENT_PROVIDER: 'test',
    ...ADMIN,
  });
  otherBase = `${await other.ready}/api/v1`;
}, 120_000);

afterAll(async () => {
  await other?.stop();
  await own?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('plan orders on two instances', () => {
  it('places each plan’s order exactly once when the clock moves on both at once', async () => {
    const db = own.server.app.db;
    const { filterId } = await insertPlanCatalogue(db);
    const planIds: string[] = [];
    let due = '';
    for (let i = 0; i < SHOPPERS; i += 1) {
      const shopper = await planShopper({ base: own.base, filterId });
      const { data: plan } = await unwrap(
        shopper.api.POST('/plans', { body: { trackedPartId: shopper.cartridge._id } }),
      );
      planIds.push(plan._id);
      due = plan.nextOrderDate ?? '';
    }
    const tokens = await Promise.all(
      [own.base, otherBase].map(
        async (base) =>
          (await suiteApi(base).signIn(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).token,
      ),
    );
    const moves = await Promise.all(
      [own.base, otherBase].map((base, index) =>
        rawRequest('POST', '/test-clock', {
          base,
          token: tokens[index],
          body: JSON.stringify({ date: due }),
        }),
      ),
    );
    // Both moves count (the later one is at the same date or refused as a step back).
    expect(moves.some((move) => move.status === 200)).toBe(true);

    const cycles = () => db.select().from(planCycles).where(inArray(planCycles.planId, planIds));
    await expect
      .poll(async () => (await cycles()).map((cycle) => cycle.status))
      .toEqual(planIds.map(() => 'ordered'));
    // Further runs of both instances' jobs find nothing more to do.
    await rawRequest('POST', '/test-clock', {
      base: otherBase,
      token: tokens[1],
      body: JSON.stringify({ advanceDays: 1 }),
    });
    await rawRequest('POST', '/test-clock', {
      base: own.base,
      token: tokens[0],
      body: JSON.stringify({ advanceDays: 1 }),
    });

    for (const planId of planIds) {
      const placed = await db.select().from(orders).where(eq(orders.planId, planId));
      expect(placed).toHaveLength(1);
      const [plan] = await db.select().from(plans).where(eq(plans.id, planId));
      const charges = await db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.userId, plan?.userId ?? ''));
      expect(charges).toHaveLength(1);
    }
    expect((await cycles()).every((cycle) => cycle.attempts === 1)).toBe(true);
  });
});
