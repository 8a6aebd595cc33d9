import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeTwilio {
  /** The origin to give the shop as TWILIO_API_URL. */
  url: string;
  /** The shop's settings for it. */
  env: Record<string, string>;
  /** Messages answered 201 (delivered), in order: recipient and text. */
  delivered: Array<{ to: string; body: string }>;
  /** Messages that arrived, answered or not. */
  arrived: Array<{ to: string; body: string }>;
  /** Messages to this number get no answer until `release` (a provider that hangs). */
  hold(to: string): void;
  /** Answers every held message (201) and stops holding. */
  release(): void;
  /** Stops holding and drops the held requests unanswered (their sender is gone). */
  drop(): void;
  /** Messages to this number are answered 500. */
  fail(to: string): void;
  /** Drops held requests without an answer and stops listening. */
  close(): Promise<void>;
}

/** Twilio's Messages endpoint, spoken locally, whose answers a test decides. */
export async function startFakeTwilio(): Promise<FakeTwilio> {
  const held = new Set<string>();
  const failing = new Set<string>();
  const waiting: Array<{ res: ServerResponse; to: string; body: string }> = [];
  const delivered: FakeTwilio['delivered'] = [];
  const arrived: FakeTwilio['arrived'] = [];
  const answer = (res: ServerResponse, ok: boolean) => {
    res.writeHead(ok ? 201 : 500, { 'content-type': 'application/json' });
    res.end(JSON.stringify(ok ? { sid: 'SM123', status: 'queued' } : { message: 'boom' }));
  };
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    req.on('end', () => {
      const form = new URLSearchParams(text);
      const message = { to: form.get('To') ?? '', body: form.get('Body') ?? '' };
      arrived.push(message);
      if (held.has(message.to)) {
        waiting.push({ res, ...message });
        return;
      }
      const ok = !failing.has(message.to);
      if (ok) delivered.push(message);
      answer(res, ok);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    env: {
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC123',
      TWILIO_AUTH_TOKEN: 'secret-token',
      TWILIO_FROM: '+15550001111',
      TWILIO_API_URL: url,
    },
    delivered,
    arrived,
    hold: (to) => held.add(to),
    release() {
      held.clear();
      for (const { res, to, body } of waiting.splice(0)) {
        delivered.push({ to, body });
        answer(res, true);
      }
    },
    drop() {
      held.clear();
      for (const { res } of waiting.splice(0)) res.destroy();
    },
    fail: (to) => failing.add(to),
    async close() {
      for (const { res } of waiting.splice(0)) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
