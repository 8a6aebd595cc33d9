import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from './support/serverProcess.js';

const started: ServerProcess[] = [];
const folders: string[] = [];

function newDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'wtkit-startup-'));
  folders.push(dir);
  return dir;
}

function start(env: Record<string, string>) {
  const server = startServerProcess(env);
  started.push(server);
  return server;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((server) => server.stop('SIGKILL')));
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const account = {
  name: 'Lock Tester',
  email: 'lock@example.com',
  password: 'correct-horse-battery',
};

async function register(url: string) {
  const response = await fetch(`${url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  expect(response.status).toBe(201);
}

async function signIn(url: string) {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential: account.email, password: account.password }),
  });
  return response.status;
}

describe('one server per data folder (embedded database)', () => {
  it('refuses a second server on the same DATA_DIR, naming the folder, while the first keeps serving', async () => {
    const dataDir = newDataDir();
    const first = start({ DATA_DIR: dataDir });
    const url = await first.ready;
    await register(url);

    const second = start({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(
      `Another wtkit server (pid ${first.child.pid}) is using the data folder ${dataDir}.`,
    );
    expect(await signIn(url)).toBe(200);

    // Stopped cleanly, the first gives the folder back: the next start sees its data.
    expect(await first.stop()).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
    const third = start({ DATA_DIR: dataDir });
    expect(await signIn(await third.ready)).toBe(200);
  });

  it('fails on a port in use before it touches the data folder', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as { port: number };
    const dataDir = join(newDataDir(), 'shop');
    try {
      const server = start({ DATA_DIR: dataDir, PORT: String(port) });
      expect(await server.exited).toBe(1);
      expect(server.output()).toContain(`Port ${port} on 127.0.0.1 is already in use.`);
      expect(existsSync(dataDir)).toBe(false);
    } finally {
      blocker.close();
    }
  });

  it('after kill -9 the next start takes over the stale lock and finds every committed write', async () => {
    const dataDir = newDataDir();
    const first = start({ DATA_DIR: dataDir });
    await register(await first.ready);
    const lock = JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8'));
    expect(lock.pid).toBe(first.child.pid);
    expect(await first.stop('SIGKILL')).toBe('SIGKILL');

    const second = start({ DATA_DIR: dataDir });
    const url = await second.ready;
    expect(await signIn(url)).toBe(200);
    expect(second.output()).toContain('took over the data folder');
    expect(JSON.parse(readFileSync(join(dataDir, 'server.lock'), 'utf8')).pid).toBe(
      second.child.pid,
    );
  });
});

/** Every path under `dir` (itself included) that its group or others can reach, with its mode. */
function openToOthers(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const info = lstatSync(path);
    if (info.mode & 0o077) found.push(`${path} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

describe('the data folder is private to its owner', () => {
  it('creates the database, outbox and secrets unreadable by others, and fixes what was left open', async () => {
    const dataDir = newDataDir();
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'outbox.jsonl'), '', { mode: 0o644 });
    chmodSync(join(dataDir, 'outbox.jsonl'), 0o666);
    const server = start({ DATA_DIR: dataDir, JWT_SECRET: '' });
    const url = await server.ready;
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    await register(url);
    // A reset code goes to the outbox file, the one a developer reads.
    const forgot = await fetch(`${url}/api/v1/auth/forgot-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: account.email }),
    });
    expect(forgot.status).toBe(200);
    await expect
      .poll(() => readFileSync(join(dataDir, 'outbox.jsonl'), 'utf8'))
      .toContain(account.email);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    expect(await server.stop()).toBe(0);
    expect(openToOthers(dataDir)).toEqual([]);
  });
});

describe('stopping', () => {
  it('stops cleanly on SIGTERM sent the moment the shop says where it listens', async () => {
    const dataDir = newDataDir();
    const server = start({ DATA_DIR: dataDir });
    await server.ready;
    expect(await server.stop('SIGTERM')).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe('production', () => {
  const PUBLIC_URL = 'https://shop.example.com';

  it('refuses to start without PUBLIC_URL, and says why', async () => {
    const dataDir = newDataDir();
    const refused = start({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENT_PROVIDER: 'test' });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('NODE_ENV=production needs PUBLIC_URL');
    expect(refused.output()).toContain('would point at http://localhost');
    // Refused before anything was opened or created.
    expect(existsSync(join(dataDir, 'pgdata'))).toBe(false);
  });

  it('refuses to start without Stripe, and warns when test cards are chosen on purpose', async () => {
    const refused = start({ DATA_DIR: newDataDir(), NODE_ENV: 'production', PUBLIC_URL });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toContain('NODE_ENV=production takes real payments');

    const testCards = start({
      DATA_DIR: newDataDir(),
      NODE_ENV: 'production',
      PUBLIC_URL,
      PAYMENT_PROVIDER: 'test',
    });
    await testCards.ready;
    expect(testCards.output()).toContain('PAYMENT_PROVIDER=test: this shop takes only test cards');
  });
});
