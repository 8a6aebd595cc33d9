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

export interface FakeSetupIntent {
  id: string;
  object: 'setup_intent';
  customer: string;
  usage: string;
  status: string;
  client_secret: string;
  payment_method: string | null;
  metadata: Record<string, string>;
}

export interface FakePaymentMethod {
  id: string;
  object: 'payment_method';
  type: 'card';
  customer: string | null;
  card: { brand: string; last4: string; exp_month: number; exp_year: number };
}

/**
 * The Stripe endpoints the server uses (create/retrieve/update PaymentIntent, also confirmed off
 * session with a saved PaymentMethod, create Refund, create Customer, create/retrieve
 * SetupIntent, detach PaymentMethod, create Tax Calculation), spoken on loopback with Stripe's
 * form encoding, bearer key and Idempotency-Key semantics.
 */
export async function startFakeStripe(secretKey: string) {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, string>();
  const refunds: string[] = [];
  const customers = new Map<string, { id: string; object: 'customer'; metadata: unknown }>();
  const setupIntents = new Map<string, FakeSetupIntent>();
  const paymentMethods = new Map<string, FakePaymentMethod>();
  /** Answers again what a request with the same Idempotency-Key answered (any object). */
  const idempotent = new Map<string, unknown>();
  const requests: Array<{ method: string; path: string; idempotencyKey: string | undefined }> = [];
  /** How a PaymentMethod answers a charge made off session (succeeds unless told otherwise). */
  const offSession = new Map<string, 'succeeds' | 'declines' | 'authenticates'>();
  /** A card error answered for an Idempotency-Key, answered again for it as Stripe does. */
  const cardErrors = new Map<string, unknown>();
  /**
   * Stripe Tax: a rate per state in thousandths of a percent, the states taxing shipping, the
   * calculations asked for, and a failure to answer with (`location`: the address refused).
   */
  const tax = {
    rates: new Map<string, number>(),
    shippingTaxed: new Set<string>(),
    calculations: [] as Array<{ state: string; lines: number[]; shipping: number }>,
    failure: null as null | 'location' | 'server',
  };

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
        const replayed = idempotencyKey ? cardErrors.get(idempotencyKey) : undefined;
        if (replayed) return send(402, replayed);
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
        // A saved card charged without its holder: as the PaymentMethod was told to answer.
        if (form.get('confirm') === 'true' && form.get('off_session') === 'true') {
          const behaviour = offSession.get(form.get('payment_method') ?? '') ?? 'succeeds';
          if (behaviour === 'succeeds') {
            intent.status = 'succeeded';
            return send(200, intent);
          }
          const [code, message] =
            behaviour === 'declines'
              ? ['card_declined', 'Your card was declined.']
              : ['authentication_required', 'This transaction requires authentication.'];
          intent.last_payment_error = { message };
          const error = { error: { type: 'card_error', code, message, payment_intent: intent } };
          if (idempotencyKey) cardErrors.set(idempotencyKey, error);
          return send(402, error);
        }
        return send(200, intent);
      }
      if (req.method === 'POST' && path === '/v1/tax/calculations') {
        if (tax.failure === 'server')
          return send(500, { error: { type: 'api_error', message: 'Something went wrong' } });
        const state = form.get('customer_details[address][state]') ?? '';
        const rate = tax.rates.get(state);
        if (tax.failure === 'location' || form.get('customer_details[address][country]') !== 'US')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'customer_tax_location_invalid',
              message: 'We could not determine the customer’s tax location.',
            },
          });
        // Stripe Tax's arithmetic here: each amount taxed and rounded half up on its own.
        const taxOf = (amount: number) => Math.round((amount * (rate ?? 0)) / 100_000);
        const lines = [];
        for (let index = 0; form.has(`line_items[${index}][amount]`); index += 1) {
          const amount = Number(form.get(`line_items[${index}][amount]`));
          lines.push({
            object: 'tax.calculation_line_item',
            amount,
            amount_tax: taxOf(amount),
            reference: form.get(`line_items[${index}][reference]`),
            tax_behavior: form.get(`line_items[${index}][tax_behavior]`),
          });
        }
        const shipping = Number(form.get('shipping_cost[amount]') ?? 0);
        const shippingTax = tax.shippingTaxed.has(state) ? taxOf(shipping) : 0;
        const lineTax = lines.reduce((sum, line) => sum + line.amount_tax, 0);
        tax.calculations.push({ state, lines: lines.map((line) => line.amount), shipping });
        return send(200, {
          id: `taxcalc_${randomBytes(8).toString('hex')}`,
          object: 'tax.calculation',
          currency: form.get('currency'),
          tax_amount_exclusive: lineTax + shippingTax,
          tax_amount_inclusive: 0,
          amount_total:
            lines.reduce((sum, line) => sum + line.amount, 0) + shipping + lineTax + shippingTax,
          shipping_cost: { amount: shipping, amount_tax: shippingTax, tax_behavior: 'exclusive' },
          line_items: {
            object: 'list',
            data: lines,
            has_more: false,
            url: '/v1/tax/calculations/line_items',
          },
        });
      }
      const match = /^\/v1\/payment_intents\/([^/?]+)/.exec(path);
      // An update changes the amount of an intent not paid yet, as Stripe's does.
      if (req.method === 'POST' && match?.[1] && path === `/v1/payment_intents/${match[1]}`) {
        const intent = intents.get(match[1]);
        if (!intent)
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such payment_intent' },
          });
        if (intent.status === 'succeeded' || intent.status === 'canceled')
          return send(400, {
            error: {
              type: 'invalid_request_error',
              code: 'payment_intent_unexpected_state',
              message: `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
            },
          });
        if (form.has('amount')) intent.amount = Number(form.get('amount'));
        return send(200, intent);
      }
      if (req.method === 'GET' && match?.[1]) {
        const intent = intents.get(match[1]);
        return intent
          ? send(200, intent)
          : send(404, {
              error: { type: 'invalid_request_error', message: 'No such payment_intent' },
            });
      }
      if (req.method === 'POST' && path === '/v1/customers') {
        const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
        if (earlier) return send(200, earlier);
        const customer = {
          id: `cus_${randomBytes(8).toString('hex')}`,
          object: 'customer' as const,
          metadata: { userId: form.get('metadata[userId]') ?? '' },
        };
        customers.set(customer.id, customer);
        if (idempotencyKey) idempotent.set(idempotencyKey, customer);
        return send(200, customer);
      }
      if (req.method === 'POST' && path === '/v1/setup_intents') {
        const customer = form.get('customer') ?? '';
        if (!customers.has(customer)) {
          return send(400, {
            error: { type: 'invalid_request_error', message: `No such customer: '${customer}'` },
          });
        }
        const id = `seti_${randomBytes(8).toString('hex')}`;
        const intent: FakeSetupIntent = {
          id,
          object: 'setup_intent',
          customer,
          usage: form.get('usage') ?? 'off_session',
          status: 'requires_payment_method',
          client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
          payment_method: null,
          metadata: { userId: form.get('metadata[userId]') ?? '' },
        };
        setupIntents.set(id, intent);
        return send(200, intent);
      }
      const setupMatch = /^\/v1\/setup_intents\/([^/?]+)(?:\?(.*))?$/.exec(path);
      if (req.method === 'GET' && setupMatch?.[1]) {
        const intent = setupIntents.get(setupMatch[1]);
        if (!intent) {
          return send(404, {
            error: { type: 'invalid_request_error', message: 'No such setupintent' },
          });
        }
        const expand = [...new URLSearchParams(setupMatch[2] ?? '').entries()]
          .filter(([key]) => key.startsWith('expand['))
          .map(([, value]) => value);
        const method = intent.payment_method ? paymentMethods.get(intent.payment_method) : null;
        return send(200, {
          ...intent,
          payment_method: expand.includes('payment_method') ? method : intent.payment_method,
        });
      }
      const detachMatch = /^\/v1\/payment_methods\/([^/?]+)\/detach$/.exec(path);
      if (req.method === 'POST' && detachMatch?.[1]) {
        const method = paymentMethods.get(detachMatch[1]);
        if (!method?.customer) {
          return send(400, {
            error: {
              type: 'invalid_request_error',
              message:
                'The payment method you provided is not attached to a customer so detachment is impossible.',
            },
          });
        }
        method.customer = null;
        return send(200, method);
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
    tax,
    /** What Stripe.js confirming a card does to the intent. */
    succeed(id: string) {
      const intent = intents.get(id);
      if (intent) intent.status = 'succeeded';
      return intent;
    },
    customers,
    setupIntents,
    paymentMethods,
    offSession,
    /** What Stripe.js confirming a SetupIntent with a card does: a PaymentMethod attached to its customer. */
    confirmSetup(
      id: string,
      card: FakePaymentMethod['card'] = {
        brand: 'visa',
        last4: '4242',
        exp_month: 12,
        exp_year: 2040,
      },
    ) {
      const intent = setupIntents.get(id);
      if (!intent) throw new Error(`no fake setup intent ${id}`);
      const method: FakePaymentMethod = {
        id: `pm_${randomBytes(8).toString('hex')}`,
        object: 'payment_method',
        type: 'card',
        customer: intent.customer,
        card,
      };
      paymentMethods.set(method.id, method);
      intent.status = 'succeeded';
      intent.payment_method = method.id;
      return method;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
