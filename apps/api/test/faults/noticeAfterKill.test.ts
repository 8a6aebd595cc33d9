import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, inject, it } from 'vitest';
import { suiteApi } from '../support/client.js';
import { startFakeTwilio } from '../support/fakeTwilio.js';
import { startTemporaryPostgres } from '../support/postgres.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';

const ADMIN = { email: 'notice-admin@test.wtkit', password: 'notice-admin-password' };
const PHONE = '+15125559001';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server is killed with SIGKILL right after it answered an order, while the text message
 * confirming it is still on its way to the provider (which does not answer). Started again on
 * the same data, it delivers the message: it was written with the order, and the outbox job takes
 * over a pending message once the lease of the instance that wrote it has run out.
 */
it('delivers the confirmation of an order answered just before a kill -9, once, after the restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-notice-kill-'));
  const postgres = inject('driver') === 'postgres' ? await startTemporaryPostgres() : undefined;
  const twilio = await startFakeTwilio();
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    PAYMENT_PROVIDER: 'test',
    LOG_LEVEL: 'error',
    OUTBOX_RETRY_SECONDS: '1',
    OUTBOX_LEASE_SECONDS: '2',
    ...twilio.env,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  };
  let server: ServerProcess | undefined;
  try {
    server = startServerProcess(env);
    const shop = suiteApi(`${await server.ready}/api/v1`);
    const admin = (await shop.signIn(ADMIN.email, ADMIN.password)).token;
    const product = await shop.createProduct(admin, { name: 'Kill Test Cartridge', stock: 5 });
    const { token } = await shop.newShopper({ name: 'Killed', phoneNumber: PHONE });
    twilio.hold(PHONE);
    const { order } = await shop.placePaidOrder(token, {
      items: [{ productId: product._id, quantity: 1 }],
    });
    await server.stop('SIGKILL');
    twilio.drop();
    expect(twilio.delivered).toEqual([]);

    server = startServerProcess(env);
    await server.ready;
    // The job runs every second and the lease is two: a few seconds at most; the bound only
    // keeps a broken build from waiting for ever.
    for (let waited = 0; waited < 30_000 && twilio.delivered.length === 0; waited += 100)
      await sleep(100);
    expect(twilio.delivered).toEqual([
      { to: PHONE, body: expect.stringContaining(`order ${order._id.slice(0, 8)} confirmed`) },
    ]);
    // Another run of the job sends nothing again.
    await sleep(2_500);
    expect(twilio.delivered).toHaveLength(1);
  } finally {
    await server?.stop();
    await twilio.close();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
