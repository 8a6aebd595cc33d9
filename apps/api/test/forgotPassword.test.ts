import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema.js';
import { type OwnServer, startOwnServer, testClock } from './support/ownServer.js';

const clock = testClock('2026-03-02T09:00:00.000Z');

/** An SMTP server that refuses the first message (a temporary failure) and takes the rest. */
const received: string[] = [];
let refusals = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      if (refusals === 0) {
        refusals += 1;
        const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
        return callback(error);
      }
      received.push(data);
      callback();
    });
  },
});

/** A mail server that accepts connections and never says a word. */
const silentSockets = new Set<Socket>();
const silent = createServer((socket) => {
  silentSockets.add(socket);
});

let own: OwnServer;
let silentOwn: OwnServer;

const listen = (server: { listen: (port: number, host: string, cb: () => void) => unknown }) =>
  new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

beforeAll(async () => {
  await listen(smtp);
  await listen(silent);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const silentPort = (silent.address() as AddressInfo).port;
  own = await startOwnServer({
    now: clock.now,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, OUTBOX_RETRY_SECONDS: '0' },
  });
  silentOwn = await startOwnServer({
    env: { SMTP_URL: `smtp://127.0.0.1:${silentPort}`, OUTBOX_RETRY_SECONDS: '0' },
  });
});

afterAll(async () => {
  // The silent server's connections end, so the sends waiting on them fail and the server closes.
  for (const socket of silentSockets) socket.destroy();
  silent.close();
  await Promise.all([own?.close(), silentOwn?.close()]);
  smtp.close();
});

async function register(base: string, email: string) {
  const response = await fetch(`${base}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Reset Tester', email, password: 'correct-horse-battery' }),
  });
  expect(response.status).toBe(201);
}

async function forgot(base: string, credential: string) {
  const response = await fetch(`${base}/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ credential }),
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

describe('forgot password does not tell who has an account', () => {
  it('answers at once and the same for an existing and a missing account, even when the mail server hangs', async () => {
    await register(silentOwn.base, 'hangs@example.com');
    const existing = await forgot(silentOwn.base, 'hangs@example.com');
    const missing = await forgot(silentOwn.base, 'nobody@example.com');
    expect(existing.status).toBe(200);
    expect(existing.body).toBe(missing.body);
    expect(existing.headers.get('content-length')).toBe(missing.headers.get('content-length'));
  });

  it('sends the code after answering, and tries again from the outbox when the delivery failed', async () => {
    await register(own.base, 'retry@example.com');
    expect((await forgot(own.base, 'retry@example.com')).status).toBe(200);

    const db = own.server.app.db;
    const row = async () =>
      (await db.select().from(outbox).where(eq(outbox.recipient, 'retry@example.com')))[0];
    await expect.poll(async () => (await row())?.status).toBe('failed');
    expect(received).toEqual([]);
    expect((await row())?.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000));

    // Not due yet: nothing is sent.
    expect(await own.server.app.messenger.retryFailed()).toEqual({ sent: 0, failed: 0 });
    clock.set(new Date(clock.now().getTime() + 31_000));
    expect(await own.server.app.messenger.retryFailed()).toEqual({ sent: 1, failed: 0 });
    expect((await row())?.status).toBe('sent');
    expect((await row())?.attempts).toBe(2);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/Your wtkit password reset code is \d{6}/);
  });
});
