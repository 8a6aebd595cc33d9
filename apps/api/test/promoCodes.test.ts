import { randomUUID } from 'node:crypto';
import { type PromoCodeInput, unwrap } from '@wtkit/api-client';
import { promoCodeMessages } from '@wtkit/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, apiClient, newShopper, rawRequest } from './support/client.js';
import { ADDRESS, TEST_CARD } from './support/orders.js';
import { createProduct } from './support/products.js';

let admin: string;
beforeAll(async () => {
  admin = await adminToken();
});

const uniqueCode = (prefix = 'SAVE') => `${prefix}-${randomUUID().slice(0, 8).toUpperCase()}`;
const PAST = '2020-01-01T00:00:00.000Z';
const FUTURE = '2099-01-01T00:00:00.000Z';

async function newCode(overrides: Partial<PromoCodeInput> = {}) {
  const { data } = await unwrap(
    apiClient(admin).POST('/admin/promo-codes', {
      body: { code: uniqueCode(), kind: 'percentage', percentOff: 10, ...overrides },
    }),
  );
  return data;
}

type Lines = Array<{ productId: string; quantity: number }>;

const intent = (token: string, body: { amount: number; items: Lines; promoCode?: string }) =>
  rawRequest('POST', '/payments/create-payment-intent', { token, body: JSON.stringify(body) });

/** Pays for `items` with the code and places the order; answers the order. */
async function buyWithCode(token: string, items: Lines, amount: number, promoCode: string) {
  const api = apiClient(token);
  const started = await unwrap(
    api.POST('/payments/create-payment-intent', { body: { amount, items, promoCode } }),
  );
  await unwrap(
    api.POST('/payments/test-confirm', {
      body: { clientSecret: started.data.clientSecret, card: TEST_CARD },
    }),
  );
  const placed = await unwrap(
    api.POST('/orders', {
      body: {
        orderItems: items,
        shippingAddress: ADDRESS,
        paymentMethod: 'Stripe',
        paymentIntentId: started.data.paymentIntentId,
      },
    }),
  );
  return { intent: started.data, order: placed.data };
}

describe('promo codes (admin)', () => {
  it('creates a code stored upper-case, lists, edits and deactivates it', async () => {
    const api = apiClient(admin);
    const code = uniqueCode();
    const created = await api.POST('/admin/promo-codes', {
      body: {
        code: ` ${code.toLowerCase()} `,
        kind: 'fixed-amount',
        amountOff: 5,
        minimumSubtotal: 25,
        category: 'residential',
        startsAt: PAST,
        endsAt: FUTURE,
        usageLimit: 50,
        perCustomerLimit: 1,
      },
    });
    expect(created.response.status).toBe(201);
    const promo = created.data?.data;
    expect(promo).toMatchObject({
      code,
      kind: 'fixed-amount',
      percentOff: null,
      amountOff: 5,
      minimumSubtotal: 25,
      category: 'residential',
      productIds: [],
      startsAt: PAST,
      endsAt: FUTURE,
      usageLimit: 50,
      perCustomerLimit: 1,
      timesUsed: 0,
      isActive: true,
    });
    const id = promo?._id ?? '';
    const listed = await unwrap(api.GET('/admin/promo-codes'));
    expect(listed.data.find((row) => row._id === id)?.code).toBe(code);

    const edited = await unwrap(
      api.PUT('/admin/promo-codes/{id}', {
        params: { path: { id } },
        body: { code, kind: 'percentage', percentOff: 25 },
      }),
    );
    expect(edited.data).toMatchObject({ kind: 'percentage', percentOff: 25, amountOff: null });
    expect(edited.data.category).toBeNull();

    const off = await unwrap(api.DELETE('/admin/promo-codes/{id}', { params: { path: { id } } }));
    expect(off.data.isActive).toBe(false);
    const again = await unwrap(api.DELETE('/admin/promo-codes/{id}', { params: { path: { id } } }));
    expect(again.data.isActive).toBe(false);
    const on = await unwrap(
      api.PUT('/admin/promo-codes/{id}', {
        params: { path: { id } },
        body: { code, kind: 'percentage', percentOff: 25, isActive: true },
      }),
    );
    expect(on.data.isActive).toBe(true);
  });

  it('refuses a taken code (409), broken rules (422), shoppers (403) and unknown codes (404)', async () => {
    const existing = await newCode();
    const taken = await rawRequest('POST', '/admin/promo-codes', {
      token: admin,
      body: JSON.stringify({ code: existing.code.toLowerCase(), kind: 'free-shipping' }),
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(promoCodeMessages.codeTaken);

    const cases: Array<[Record<string, unknown>, string]> = [
      [{ kind: 'percentage' }, promoCodeMessages.percentOffRequired],
      [{ kind: 'fixed-amount' }, promoCodeMessages.amountOffRequired],
      [{ kind: 'free-shipping', amountOff: 5 }, promoCodeMessages.notForKind],
      [{ kind: 'free-shipping', code: 'NO--WAY' }, promoCodeMessages.codeInvalid],
      [
        { kind: 'free-shipping', startsAt: FUTURE, endsAt: PAST },
        promoCodeMessages.endsBeforeStart,
      ],
      [
        { kind: 'free-shipping', category: 'residential', productIds: [randomUUID()] },
        promoCodeMessages.oneScope,
      ],
    ];
    for (const [body, message] of cases) {
      const refused = await rawRequest('POST', '/admin/promo-codes', {
        token: admin,
        body: JSON.stringify({ code: uniqueCode(), ...body }),
      });
      expect([refused.status, refused.body.message]).toEqual([422, message]);
    }
    const badPercent = await rawRequest('POST', '/admin/promo-codes', {
      token: admin,
      body: JSON.stringify({ code: uniqueCode(), kind: 'percentage', percentOff: 101 }),
    });
    expect(badPercent.status).toBe(400);

    const shopper = await newShopper();
    expect((await rawRequest('GET', '/admin/promo-codes', { token: shopper.token })).status).toBe(
      403,
    );
    const missing = await rawRequest('DELETE', '/admin/promo-codes/{id}', {
      path: `/admin/promo-codes/${randomUUID()}`,
      token: admin,
    });
    expect([missing.status, missing.body.message]).toEqual([404, promoCodeMessages.notFound]);
  });
});

describe('a promo code at checkout', () => {
  it('answers the discount line, charges the subtotal less the discount and records it on the order', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin, { price: 19.99, stock: 10 });
    const promo = await newCode({ percentOff: 15 });
    const items = [{ productId: product._id, quantity: 3 }];
    // 15 % of $59.97 is $8.9955: $9.00 to the nearest cent.
    const { intent: started, order } = await buyWithCode(
      shopper.token,
      items,
      59.97,
      ` ${promo.code.toLowerCase()} `,
    );
    expect(started).toMatchObject({
      amount: 50.97,
      subtotal: 59.97,
      discount: 9,
      promoCode: promo.code,
    });
    expect(order).toMatchObject({
      totalPrice: 50.97,
      subtotal: 59.97,
      discount: 9,
      promoCode: promo.code,
    });
    expect(order.orderItems.map((item) => item.discount)).toEqual([9]);
    const mine = await unwrap(apiClient(shopper.token).GET('/orders/myorders'));
    expect(mine.data[0]).toMatchObject({ _id: order._id, totalPrice: 50.97, discount: 9 });
    const listed = await unwrap(apiClient(admin).GET('/admin/promo-codes'));
    expect(listed.data.find((row) => row._id === promo._id)?.timesUsed).toBe(1);
  });

  it('answers no discount without a code, and a new intent once a code is added', async () => {
    const shopper = await newShopper();
    const product = await createProduct(admin, { price: 10 });
    const items = [{ productId: product._id, quantity: 2 }];
    const plain = await intent(shopper.token, { amount: 20, items });
    expect(plain.body.data).toMatchObject({
      amount: 20,
      subtotal: 20,
      discount: 0,
      promoCode: null,
    });
    const promo = await newCode({ kind: 'fixed-amount', percentOff: null, amountOff: 2.5 });
    const discounted = await intent(shopper.token, { amount: 20, items, promoCode: promo.code });
    const again = await intent(shopper.token, { amount: 20, items, promoCode: promo.code });
    expect(discounted.body.data).toMatchObject({ amount: 17.5, discount: 2.5 });
    const id = (answer: typeof plain) =>
      (answer.body.data as { paymentIntentId: string }).paymentIntentId;
    expect(id(discounted)).not.toBe(id(plain));
    expect(id(again)).toBe(id(discounted));
  });

  it('takes a fixed amount off the products in scope only, shared in proportion', async () => {
    const shopper = await newShopper();
    const [inScope, other] = await Promise.all([
      createProduct(admin, { price: 3.33 }),
      createProduct(admin, { price: 50 }),
    ]);
    const promo = await newCode({
      kind: 'fixed-amount',
      percentOff: null,
      amountOff: 100,
      productIds: [inScope._id],
    });
    const items = [
      { productId: other._id, quantity: 1 },
      { productId: inScope._id, quantity: 3 },
    ];
    const { order } = await buyWithCode(shopper.token, items, 59.99, promo.code);
    // Capped at what the products in scope cost: 3 × $3.33.
    expect(order).toMatchObject({ subtotal: 59.99, discount: 9.99, totalPrice: 50 });
    expect(order.orderItems.map((item) => [item.product, item.discount])).toEqual([
      [other._id, 0],
      [inScope._id, 9.99],
    ]);
  });

  it('refuses a code that does not apply, saying why', async () => {
    const [shopper, other] = await Promise.all([newShopper(), newShopper()]);
    const product = await createProduct(admin, { price: 20, stock: 10, category: 'residential' });
    const items = [{ productId: product._id, quantity: 1 }];
    const refusal = async (token: string, promoCode: string) => {
      const answer = await intent(token, { amount: 20, items, promoCode });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual([{ path: 'promoCode', message: answer.body.message }]);
      return answer.body.message;
    };
    expect(await refusal(shopper.token, 'NO-SUCH-CODE')).toBe(promoCodeMessages.unknown);
    const off = await newCode({ isActive: false });
    expect(await refusal(shopper.token, off.code)).toBe(promoCodeMessages.inactive);
    const over = await newCode({ startsAt: PAST, endsAt: '2021-03-04T05:06:00.000Z' });
    expect(await refusal(shopper.token, over.code)).toBe(
      'This promo code expired on Mar 4, 2021, 5:06 AM UTC.',
    );
    const later = await newCode({ startsAt: FUTURE });
    expect(await refusal(shopper.token, later.code)).toBe(
      'This promo code is not valid until Jan 1, 2099, 12:00 AM UTC.',
    );
    const minimum = await newCode({ minimumSubtotal: 20.01 });
    expect(await refusal(shopper.token, minimum.code)).toBe(
      'This promo code needs a subtotal of at least $20.01 before the discount.',
    );
    const elsewhere = await newCode({ category: 'commercial' });
    expect(await refusal(shopper.token, elsewhere.code)).toBe(promoCodeMessages.notApplicable);

    const once = await newCode({ perCustomerLimit: 1 });
    await buyWithCode(shopper.token, items, 20, once.code);
    expect(await refusal(shopper.token, once.code)).toBe(promoCodeMessages.alreadyUsed);
    expect((await intent(other.token, { amount: 20, items, promoCode: once.code })).status).toBe(
      200,
    );

    const single = await newCode({ usageLimit: 1 });
    await buyWithCode(other.token, items, 20, single.code);
    expect(await refusal(shopper.token, single.code)).toBe(promoCodeMessages.limitReached);
  });
});

describe('coupons', () => {
  it('lists the codes granted to the shopper with where each stands', async () => {
    const shopper = await newShopper();
    const [first, second] = [await newCode({ perCustomerLimit: 1 }), await newCode()];
    const grant = (id: string, body: { email: string } | { userId: string }) =>
      rawRequest('POST', '/admin/promo-codes/{id}/grants', {
        path: `/admin/promo-codes/${id}/grants`,
        token: admin,
        body: JSON.stringify(body),
      });
    expect((await grant(first._id, { email: shopper.email.toUpperCase() })).status).toBe(201);
    expect((await grant(first._id, { userId: shopper.user._id })).status).toBe(200);
    expect((await grant(second._id, { userId: shopper.user._id })).status).toBe(201);
    const nobody = await grant(first._id, { email: 'nobody@example.com' });
    expect([nobody.status, nobody.body.message]).toEqual([404, promoCodeMessages.customerNotFound]);
    expect((await grant(randomUUID(), { userId: shopper.user._id })).status).toBe(404);

    const product = await createProduct(admin, { price: 8 });
    await buyWithCode(shopper.token, [{ productId: product._id, quantity: 1 }], 8, first.code);
    await unwrap(
      apiClient(admin).DELETE('/admin/promo-codes/{id}', { params: { path: { id: second._id } } }),
    );
    const coupons = await unwrap(apiClient(shopper.token).GET('/users/me/coupons'));
    expect(coupons.data.map((coupon) => [coupon.promoCode.code, coupon.state])).toEqual([
      [second.code, 'inactive'],
      [first.code, 'used'],
    ]);
    const stranger = await newShopper();
    expect((await unwrap(apiClient(stranger.token).GET('/users/me/coupons'))).data).toEqual([]);
  });
});
