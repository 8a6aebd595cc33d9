import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiClient, unwrap } from '@wtkit/api-client';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { outbox } from '../src/db/schema.js';
import { type RunningServer, startServer } from '../src/server.js';

interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}
interface ReceivedSms {
  authorization: string | undefined;
  path: string;
  form: URLSearchParams;
}

const mails: ReceivedMail[] = [];
const texts: ReceivedSms[] = [];
const FAILING_NUMBER = '+15550000500';

// A real SMTP server on loopback, receiving what nodemailer sends.
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let data = '';
    stream.on('data', (chunk: Buffer) => {
      data += chunk.toString('utf8');
    });
    stream.on('end', () => {
      mails.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((r) => r.address),
        data,
      });
      callback();
    });
  },
});

// Twilio's Messages endpoint, spoken locally.
const twilio = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString('utf8');
  });
  req.on('end', () => {
    const form = new URLSearchParams(body);
    texts.push({ authorization: req.headers.authorization, path: req.url ?? '', form });
    const failing = form.get('To') === FAILING_NUMBER;
    res.writeHead(failing ? 500 : 201, { 'content-type': 'application/json' });
    res.end(JSON.stringify(failing ? { message: 'boom' } : { sid: 'SM123', status: 'queued' }));
  });
});

let server: RunningServer;
let dataDir: string;
/** The server's clock runs this far ahead of the real one (time travel for expiry). */
let clockOffsetMs = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => twilio.listen(0, '127.0.0.1', resolve));
  dataDir = mkdtempSync(join(tmpdir(), 'wtkit-messaging-'));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const twilioPort = (twilio.address() as AddressInfo).port;
  server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      MAIL_FROM: 'Shop <shop@wtkit.test>',
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15550001111',
      TWILIO_API_URL: `http://127.0.0.1:${twilioPort}`,
    }),
    { logger: pino({ level: 'silent' }), now: () => new Date(Date.now() + clockOffsetMs) },
  );
});

afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await new Promise<void>((resolve) => twilio.close(() => resolve()));
  rmSync(dataDir, { recursive: true, force: true });
});

const api = (token?: string) =>
  createApiClient({ baseUrl: `${server.url}/api/v1`, getToken: () => token });

async function signUp(body: { email?: string; phoneNumber?: string }) {
  const password = 'long-enough-pw';
  await unwrap(api().POST('/auth/register', { body: { name: 'Messaging', password, ...body } }));
  const credential = body.email ?? body.phoneNumber ?? '';
  return (await unwrap(api().POST('/auth/login', { body: { credential, password } }))).data.token;
}

describe('messages through real providers', () => {
  it('e-mails the verification code over SMTP and records it as sent', async () => {
    const token = await signUp({ email: 'smtp-shopper@example.com' });
    await unwrap(api(token).POST('/auth/send-verification-code', { body: {} }));
    const mail = mails.at(-1);
    expect(mail?.from).toBe('shop@wtkit.test');
    expect(mail?.to).toEqual(['smtp-shopper@example.com']);
    expect(mail?.data).toMatch(/Subject: Your verification code/);
    const code = /code is (\d{6})/.exec(mail?.data ?? '')?.[1] ?? '';
    const verified = await unwrap(api(token).POST('/auth/verify-email', { body: { code } }));
    expect(verified.data.isEmailVerified).toBe(true);

    const rows = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'smtp-shopper@example.com'));
    expect(rows.map((row) => row.status)).toEqual(['sent']);
    expect(existsSync(join(dataDir, 'outbox.jsonl'))).toBe(false);
  });

  it('lets a code expire after 10 minutes', async () => {
    const token = await signUp({ email: 'expiring@example.com' });
    await unwrap(api(token).POST('/auth/send-verification-code', { body: {} }));
    const code = /code is (\d{6})/.exec(mails.at(-1)?.data ?? '')?.[1] ?? '';
    clockOffsetMs = 10 * 60_000 + 1_000;
    try {
      const late = await api(token).POST('/auth/verify-email', { body: { code } });
      expect(late.response.status).toBe(422);
      expect(late.error?.message).toBe('This code has expired or was replaced. Request a new one.');
    } finally {
      clockOffsetMs = 0;
    }
  });

  it('texts the code through the SMS provider with its credentials', async () => {
    const token = await signUp({ phoneNumber: '+15550002222' });
    await unwrap(api(token).POST('/auth/send-verification-code', { body: {} }));
    const sms = texts.at(-1);
    expect(sms?.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(sms?.authorization).toBe(
      `Basic ${Buffer.from('AC123:secret-token').toString('base64')}`,
    );
    expect(sms?.form.get('To')).toBe('+15550002222');
    expect(sms?.form.get('From')).toBe('+15550001111');
    expect(sms?.form.get('Body')).toMatch(/verification code is \d{6}/);
  });

  it('records a failed delivery and tells the customer to try again (503)', async () => {
    const token = await signUp({ phoneNumber: FAILING_NUMBER });
    const response = await api(token).POST('/auth/send-verification-code', { body: {} });
    expect(response.response.status).toBe(503);
    expect(response.error?.message).toBe(
      'We could not send the code right now. Please try again in a few minutes.',
    );
    const rows = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, FAILING_NUMBER));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'failed', channel: 'sms' });
    expect(rows[0]?.error).toMatch(/500/);
  });
});
