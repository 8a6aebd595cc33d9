import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unwrap } from '@wtkit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../../src/paths.js';
import { apiClient, suiteApi } from '../support/client.js';
import { type ServerProcess, startServerProcess } from '../support/serverProcess.js';

// `pnpm backup` and `pnpm restore` as an operator runs them, against shops in processes of their
// own on the embedded database.
const run = promisify(execFile);
const ADMIN = { email: 'admin@backup.wtkit', password: 'admin-password-for-backup-tests' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const work = mkdtempSync(join(tmpdir(), 'wtkit-backup-test-'));
const env = (dataDir: string) => ({
  DATA_DIR: dataDir,
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  JWT_SECRET: 'backup-test-secret-that-is-long-enough-for-hs256',
  PAYMENT_PROVIDER: 'test',
});
const servers: ServerProcess[] = [];
async function start(dataDir: string) {
  const server = startServerProcess(env(dataDir));
  servers.push(server);
  return `${await server.ready}/api/v1`;
}

/** The command as `pnpm backup` / `pnpm restore` runs it, from `cwd`. */
function cli(args: string[], dataDir: string, cwd = work) {
  return run(
    process.execPath,
    ['--import', 'tsx', join(appRoot, 'src', 'backup', 'cli.ts'), ...args],
    {
      cwd: appRoot,
      env: { PATH: process.env.PATH ?? '', ...env(dataDir), INIT_CWD: cwd },
    },
  );
}

let original: string;
const shop = {
  email: `kept-${randomUUID().slice(0, 8)}@example.com`,
  password: 'correct-horse-battery',
};
let orderId: string;
let imageUrl: string;
/** What the original shop serves at `imageUrl` (a variant made from the upload). */
let servedImage: Buffer;
/** The shopper's session, signed in before the backup. */
let tokenBefore: string;

beforeAll(async () => {
  original = await start(join(work, 'shop'));
  const admin = (
    await unwrap(
      apiClient(undefined, original).POST('/auth/login', {
        body: { credential: ADMIN.email, password: ADMIN.password },
      }),
    )
  ).data.token;
  const signed = await unwrap(
    apiClient(admin, original).GET('/upload/sign-r2-upload', {
      params: { query: { fileName: 'kept.png', fileType: 'image/png' } },
    }),
  );
  const origin = new URL(original).origin;
  const stored = await fetch(new URL(signed.signedUrl, origin), {
    method: 'PUT',
    body: PNG,
    headers: { 'content-type': 'image/png' },
  });
  expect(stored.status).toBe(200);
  imageUrl = signed.publicUrl;
  servedImage = Buffer.from(await (await fetch(new URL(imageUrl, origin))).arrayBuffer());
  expect(servedImage.subarray(0, 8)).toEqual(PNG.subarray(0, 8));
  const api = suiteApi(original);
  const product = await api.createProduct(admin, {
    name: 'Backed-up Cartridge',
    price: 19.5,
    stock: 5,
    description: 'Made before the backup.',
    imageUrl,
  });
  const { token } = await api.newShopper({
    name: 'Kept Shopper',
    email: shop.email,
    password: shop.password,
  });
  tokenBefore = token;
  await api.addToCart(token, { productId: product._id, quantity: 2 });
  const { order } = await api.placePaidOrder(token);
  orderId = order._id;
}, 120_000);

afterAll(async () => {
  for (const server of servers) await server.stop();
  rmSync(work, { recursive: true, force: true });
});

describe('pnpm backup and pnpm restore', () => {
  it('backs up the running shop into one archive, and the restored shop has every order, account and image', async () => {
    const { stdout } = await cli(['backup', 'snapshot.tar.gz'], join(work, 'shop'));
    expect(stdout).toContain('Backup of the running shop written to');
    expect(existsSync(join(work, 'snapshot.tar.gz'))).toBe(true);
    // The shop kept running and answering meanwhile.
    expect((await fetch(`${original}/products`)).status).toBe(200);

    const restoring = await cli(['restore', 'snapshot.tar.gz'], join(work, 'restored'));
    expect(restoring.stdout).toContain('Every session was ended');
    const restored = await start(join(work, 'restored'));
    // A session from before the backup is over in the restored shop (it may have been ended
    // since, by a Log Out or a password change the backup cannot know of), not in the original.
    const before = await apiClient(tokenBefore, restored).GET('/orders/myorders');
    expect(before.response.status).toBe(401);
    expect((await apiClient(tokenBefore, original).GET('/orders/myorders')).response.status).toBe(
      200,
    );
    const session = await unwrap(
      apiClient(undefined, restored).POST('/auth/login', {
        body: { credential: shop.email, password: shop.password },
      }),
    );
    const orders = await unwrap(apiClient(session.data.token, restored).GET('/orders/myorders'));
    expect(orders.data.map((order) => order._id)).toContain(orderId);
    const order = orders.data.find((candidate) => candidate._id === orderId);
    expect(order?.totalPrice).toBe(39);
    expect(order?.isPaid).toBe(true);
    const image = await fetch(new URL(imageUrl, new URL(restored).origin));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(servedImage);
    const admin = await apiClient(undefined, restored).POST('/auth/login', {
      body: { credential: ADMIN.email, password: ADMIN.password },
    });
    expect(admin.response.status).toBe(200);
  });

  it('backs up a stopped shop by opening its folder itself', async () => {
    const dataDir = join(work, 'restored');
    const server = servers.at(-1) as ServerProcess;
    await server.stop();
    const { stdout } = await cli(['backup', 'stopped.tar.gz'], dataDir);
    expect(stdout).toContain('Backup written to');
    await cli(['restore', 'stopped.tar.gz'], join(work, 'again'));
    const again = await start(join(work, 'again'));
    const session = await unwrap(
      apiClient(undefined, again).POST('/auth/login', {
        body: { credential: shop.email, password: shop.password },
      }),
    );
    const orders = await unwrap(apiClient(session.data.token, again).GET('/orders/myorders'));
    expect(orders.data.map((order) => order._id)).toContain(orderId);
  });

  it('never restores over a folder that holds anything, nor a file that is not a backup', async () => {
    const occupied = join(work, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'notes.txt'), 'mine');
    await expect(cli(['restore', 'snapshot.tar.gz'], occupied)).rejects.toMatchObject({
      stderr: expect.stringContaining('is not empty'),
    });
    expect(readdirSync(occupied)).toEqual(['notes.txt']);

    writeFileSync(join(work, 'not-a-backup.tar.gz'), 'hello');
    await expect(
      cli(['restore', 'not-a-backup.tar.gz'], join(work, 'empty')),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('not a wtkit backup'),
    });
  });
});
