import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: null | { message: string };
}

/**
 * The Stripe endpoints the server uses (create/retrieve PaymentIntent, create Refund), spoken on
 * loopback with Stripe's form encoding, bearer key and Idempotency-Key semantics.
 */
export async function startFakeStripe(secretKey: string) {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: string[] = [];
  const requests: Array<{ method: string; path: string; idempotencyKey: string | undefined }> = [];

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString('utf8');
    });
    req.on('end', () => {
      const path = req.url ?? '';
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? '', path, idempotencyKey });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_fake' });
        res.end(JSON.stringify(payload));
      };
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
        return;
      }
      const form = new URLSearchParams(body);
      if (req.method === 'POST' && path === '/v1/payment_intents') {
        const existing = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
        if (existing) return send(200, intents.get(existing));
        const id = `pi_${randomBytes(8).toString('hex')}`;
        const intent: FakeIntent = {
          id,
          object: 'payment_intent',
          amount: Number(form.get('amount')),
          currency: form.get('currency') ?? '',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          metadata: { userId: form.get('metadata[userId]') ?? '' },
          last_payment_error: null,
        };
        intents.set(id, intent);
        if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, id);
        return send(200, intent);
      }
      const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
      if (req.method === 'GET' && match?.[1]) {
        const intent = intents.get(match[1]);
        return intent
          ? send(200, intent)
          : send(404, {
              error: { type: 'invalid_request_error', message: 'No such payment_intent' },
            });
      }
      if (req.method === 'POST' && path === '/v1/refunds') {
        const intentId = form.get('payment_intent') ?? '';
        refunds.push(intentId);
        return send(200, {
          id: `re_${randomBytes(6).toString('hex')}`,
          object: 'refund',
          payment_intent: intentId,
          status: 'succeeded',
        });
      }
      send(404, {
        error: {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${req.method} ${path})`,
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    intents,
    refunds,
    requests,
    /** What Stripe.js confirming a card does to the intent. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
