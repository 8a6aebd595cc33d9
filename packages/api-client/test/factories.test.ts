import { MutationCache, type MutationOptions, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createApiClient,
  createMutations,
  createQueries,
  invalidateFromMeta,
  queryKeys,
} from '../src/index.js';
import { operationsOf, readOpenApi } from './openapiDocument.js';
import { startRecordingServer } from './recordingServer.js';

let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.answer(() => ({ status: 200, body: { success: true, data: {} } }));
});

const client = () => createApiClient({ baseUrl: server.baseUrl, getToken: () => 'tok' });

/** Operations a browser does not call through TanStack Query, and why. */
const notFactories: Record<string, string> = {
  uploadLocalFile: 'the browser PUTs the file to the signedUrl it was given, with progress',
  getUploadedFile: 'served to <img src>, not fetched as data',
  stripeWebhook: 'called by Stripe, not by the storefront',
  importProducts: 'the admin sends a CSV file with XMLHttpRequest, for its upload progress',
  exportProducts: 'a CSV file the admin downloads, not data to cache',
};

describe('option factories', () => {
  it('exist for every operation of openapi.yaml, named by operationId', () => {
    const queries = createQueries(client());
    const mutations = createMutations(client());
    const ids = operationsOf(readOpenApi()).map(({ operation }) => operation.operationId ?? '');
    const covered = [
      ...Object.keys(queries),
      ...Object.keys(mutations),
      ...Object.keys(notFactories),
    ];
    expect(ids.filter((id) => !covered.includes(id))).toEqual([]);
    expect(covered.filter((name) => !ids.includes(name))).toEqual([]);
  });

  it('give queries stable keys that do not depend on undefined parameters', () => {
    const queries = createQueries(client());
    expect(queries.listProducts({ category: 'residential', q: undefined }).queryKey).toEqual(
      queries.listProducts({ category: 'residential' }).queryKey,
    );
    expect(queries.getProduct('p1').queryKey).toEqual(['products', 'detail', 'p1']);
    expect(queries.listFeaturedProducts().queryKey).toEqual(queryKeys.products.featured);
    expect(queries.getTdsByZip('75001').queryKey).toEqual(['waterquality', 'tds', '75001']);
    for (const key of [
      queries.listProducts().queryKey,
      queries.listProductCards().queryKey,
      queries.listFeaturedProducts().queryKey,
      queries.getProduct('x').queryKey,
    ]) {
      expect(key.slice(0, 1)).toEqual(queryKeys.products.all);
    }
    expect(queries.listOrders().queryKey.slice(0, 1)).toEqual(queryKeys.orders.all);
    expect(queries.listMyOrders().queryKey.slice(0, 1)).toEqual(queryKeys.orders.all);
  });

  it('fetch through the client with the right path and parameters', async () => {
    const queries = createQueries(client());
    const queryClient = new QueryClient();
    const body = { success: true, message: 'ok', data: { zip: '75001', tdsValue: 210 } };
    server.answer(() => ({ status: 200, body }));
    await expect(queryClient.fetchQuery(queries.getTdsByZip('75001'))).resolves.toEqual(body);
    expect(server.last()?.url).toBe('/api/v1/waterquality/tds?zip=75001');

    await queryClient.fetchQuery(queries.listProducts({ type: 'filter', q: 'ro' }));
    expect(server.last()?.url).toBe('/api/v1/products?type=filter&q=ro');
    await queryClient.fetchQuery(queries.listProductCards({ important: true }));
    expect(server.last()?.url).toBe('/api/v1/products/cards?important=true');
    expect(queries.listProductCards({ important: true }).queryKey).not.toEqual(
      queries.listProducts({ important: true }).queryKey,
    );

    await queryClient.fetchQuery(queries.suggestSearch(' RO & UV '));
    expect(server.last()?.url).toBe('/api/v1/search/suggestions?q=RO%20%26%20UV');
    expect(queries.suggestSearch(' ro ').queryKey).toEqual(queries.suggestSearch('ro').queryKey);

    await queryClient.fetchQuery(queries.getTracker());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/trackers' });

    await queryClient.fetchQuery(queries.listPaymentMethods());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/payment-methods' });

    await queryClient.fetchQuery(queries.listPlans());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/plans' });
    await queryClient.fetchQuery(queries.getTestClock());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/test-clock' });
    await queryClient.fetchQuery(queries.listPromoCodes());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/admin/promo-codes' });
    await queryClient.fetchQuery(queries.listMyCoupons());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/users/me/coupons' });
    await queryClient.fetchQuery(queries.listShippingMethodsForState('tx', 45.5));
    expect(server.last()).toMatchObject({
      method: 'GET',
      url: '/api/v1/shipping-methods?state=tx&subtotal=45.5',
    });
    await queryClient.fetchQuery(queries.listShippingMethodsForState('NY'));
    expect(server.last()).toMatchObject({
      method: 'GET',
      url: '/api/v1/shipping-methods?state=NY',
    });
    await queryClient.fetchQuery(queries.listShippingMethods());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/admin/shipping-methods' });
    await queryClient.fetchQuery(queries.listTaxRates());
    expect(server.last()).toMatchObject({ method: 'GET', url: '/api/v1/admin/tax-rates' });
    expect(server.last()?.headers.authorization).toBe('Bearer tok');
  });

  it('read the payment intent of a checkout once, keyed by what it charges', async () => {
    const queries = createQueries(client());
    const cart = queries.createPaymentIntent({ amount: 12.5 });
    const buyNow = queries.createPaymentIntent({
      amount: 12.5,
      items: [{ productId: 'p1', quantity: 1 }],
    });
    expect(cart.queryKey).toEqual(queryKeys.paymentIntent({ amount: 12.5, items: undefined }));
    expect(buyNow.queryKey).not.toEqual(cart.queryKey);
    expect(cart).toMatchObject({ staleTime: Number.POSITIVE_INFINITY, gcTime: 0, retry: false });
    // A promo code makes another intent: its own entry.
    const withCode = queries.createPaymentIntent({ amount: 12.5, promoCode: 'SAVE10' });
    expect(withCode.queryKey).not.toEqual(cart.queryKey);

    await new QueryClient().fetchQuery(buyNow);
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/payments/create-payment-intent',
      body: { amount: 12.5, items: [{ productId: 'p1', quantity: 1 }] },
    });
  });

  it('ask for a plan link once: its refusal is final', async () => {
    const queries = createQueries(client());
    server.answer(() => ({ status: 404, body: { success: false, message: 'Link not found.' } }));
    const before = server.requests.length;
    // Retrying as a browser's client does (a server-side client does not retry at all).
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: 2, retryDelay: 0 } },
    });
    await expect(queryClient.fetchQuery(queries.describePlanLink('t1'))).rejects.toMatchObject({
      status: 404,
    });
    expect(server.requests.slice(before).map((request) => request.url)).toEqual([
      '/api/v1/plan-links/t1',
    ]);
  });

  it('reject a failed query with the server message', async () => {
    const queries = createQueries(client());
    server.answer(() => ({ status: 403, body: { success: false, message: 'Admins only.' } }));
    await expect(new QueryClient().fetchQuery(queries.listOrders())).rejects.toMatchObject({
      status: 403,
      message: 'Admins only.',
    });
  });

  it('send mutations with the right method, path and body', async () => {
    const mutations = createMutations(client());
    const queryClient = new QueryClient();
    const run = <D, V>(options: MutationOptions<D, Error, V>, variables: V) =>
      queryClient.getMutationCache().build(queryClient, options).execute(variables);

    await run(mutations.updateCartItem(), { productId: 'p1', quantity: 3 });
    expect(server.last()).toMatchObject({
      method: 'PUT',
      url: '/api/v1/cart/items/p1',
      body: { quantity: 3 },
    });

    await run(mutations.installOrderItem(), {
      orderId: 'o1',
      orderItemId: 'i1',
      body: {
        customFilterName: 'Kitchen RO',
        additionalData: { contactMethod: 'email', waterSource: 'municipal', hardnessUnit: 'gpg' },
      },
    });
    expect(server.last()).toMatchObject({
      method: 'PUT',
      url: '/api/v1/orders/o1/items/i1/install',
      body: { customFilterName: 'Kitchen RO' },
    });

    await run(mutations.resetTrackedPart(), { id: 't1', partId: 'pt1' });
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/trackers/tracked-products/t1/parts/pt1/reset',
    });

    await run(mutations.signUpload(), { fileName: 'a b.png', fileType: 'image/png' });
    expect(server.last()?.url).toBe(
      '/api/v1/upload/sign-r2-upload?fileName=a%20b.png&fileType=image%2Fpng',
    );

    await run(mutations.clearCart(), undefined);
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/v1/cart' });

    await run(mutations.createSetupIntent(), undefined);
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/payment-methods/setup-intent',
    });
    await run(mutations.savePaymentMethod(), {
      setupIntentId: 'seti_1',
      card: { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2040, cvc: '123' },
    });
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/payment-methods',
      body: { setupIntentId: 'seti_1', card: { expMonth: 12 } },
    });
    await run(mutations.deletePaymentMethod(), 'pm1');
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/v1/payment-methods/pm1' });

    await run(mutations.createPlan(), { trackedPartId: 'tp1', quantity: 2 });
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/plans',
      body: { trackedPartId: 'tp1', quantity: 2 },
    });
    await run(mutations.updatePlan(), { id: 'plan1', action: 'skip' });
    expect(server.last()).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/plans/plan1',
      body: { action: 'skip' },
    });
    const code = { code: 'SAVE10', kind: 'percentage' as const, percentOff: 10 };
    await run(mutations.createPromoCode(), code);
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/promo-codes',
      body: code,
    });
    await run(mutations.updatePromoCode(), { id: 'pc1', body: { ...code, percentOff: 15 } });
    expect(server.last()).toMatchObject({
      method: 'PUT',
      url: '/api/v1/admin/promo-codes/pc1',
      body: { percentOff: 15 },
    });
    await run(mutations.deactivatePromoCode(), 'pc1');
    expect(server.last()).toMatchObject({
      method: 'DELETE',
      url: '/api/v1/admin/promo-codes/pc1',
    });
    await run(mutations.grantPromoCode(), { id: 'pc1', body: { email: 'ana@example.com' } });
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/promo-codes/pc1/grants',
      body: { email: 'ana@example.com' },
    });
    const method = {
      name: 'Standard',
      deliveryEstimate: '3-5 business days',
      price: 9.99,
      states: ['TX'],
    };
    await run(mutations.createShippingMethod(), method);
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/admin/shipping-methods',
      body: method,
    });
    await run(mutations.updateShippingMethod(), { id: 'sm1', body: { ...method, price: 7 } });
    expect(server.last()).toMatchObject({
      method: 'PUT',
      url: '/api/v1/admin/shipping-methods/sm1',
      body: { price: 7 },
    });
    await run(mutations.deactivateShippingMethod(), 'sm1');
    expect(server.last()).toMatchObject({
      method: 'DELETE',
      url: '/api/v1/admin/shipping-methods/sm1',
    });
    await run(mutations.setTaxRate(), { state: 'NY', body: { rate: 8.875, taxShipping: true } });
    expect(server.last()).toMatchObject({
      method: 'PUT',
      url: '/api/v1/admin/tax-rates/NY',
      body: { rate: 8.875, taxShipping: true },
    });
    await run(mutations.deleteTaxRate(), 'NY');
    expect(server.last()).toMatchObject({ method: 'DELETE', url: '/api/v1/admin/tax-rates/NY' });
    await run(mutations.moveTestClock(), { advanceDays: 30 });
    expect(server.last()).toMatchObject({
      method: 'POST',
      url: '/api/v1/test-clock',
      body: { advanceDays: 30 },
    });
  });

  it('refresh the query families a successful mutation makes stale', async () => {
    const mutations = createMutations(client());
    const queryClient: QueryClient = new QueryClient({
      mutationCache: new MutationCache({
        onSuccess: (data, variables, result, mutation) =>
          invalidateFromMeta(queryClient)(data, variables, result, mutation),
      }),
    });
    queryClient.setQueryData(queryKeys.cart, { stale: false });
    queryClient.setQueryData(queryKeys.products.detail('p1'), { stale: false });
    queryClient.setQueryData(queryKeys.tracker, { stale: false });
    queryClient.setQueryData(queryKeys.coupons, { stale: false });

    await queryClient
      .getMutationCache()
      .build(queryClient, mutations.createOrder())
      .execute({
        orderItems: [{ productId: 'p1', quantity: 1 }],
        shippingAddress: { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
        paymentMethod: 'Stripe',
        paymentIntentId: 'pi_1',
      });

    const isStale = (queryKey: readonly unknown[]) =>
      queryClient.getQueryState(queryKey)?.isInvalidated ?? false;
    expect(isStale(queryKeys.cart)).toBe(true);
    expect(isStale(queryKeys.products.detail('p1'))).toBe(true);
    expect(isStale(queryKeys.tracker)).toBe(false);
    // The order may have used one of the shopper's coupons.
    expect(isStale(queryKeys.coupons)).toBe(true);

    // Deleting a tracked filter: an ordered one waits for installation again.
    queryClient.setQueryData(queryKeys.orders.mine, { stale: false });
    await queryClient
      .getMutationCache()
      .build(queryClient, mutations.deleteTrackedProduct())
      .execute('t1');
    expect(isStale(queryKeys.tracker)).toBe(true);
    expect(isStale(queryKeys.orders.mine)).toBe(true);

    // Saving or removing a card refreshes the saved cards.
    queryClient.setQueryData(queryKeys.paymentMethods, { stale: false });
    await queryClient
      .getMutationCache()
      .build(queryClient, mutations.deletePaymentMethod())
      .execute('pm1');
    expect(isStale(queryKeys.paymentMethods)).toBe(true);

    // Resetting a part moves its plan's next order date.
    queryClient.setQueryData(queryKeys.tracker, { stale: false });
    queryClient.setQueryData(queryKeys.plans, { stale: false });
    await queryClient
      .getMutationCache()
      .build(queryClient, mutations.resetTrackedPart())
      .execute({ id: 't1', partId: 'pt1' });
    expect(isStale(queryKeys.tracker)).toBe(true);
    expect(isStale(queryKeys.plans)).toBe(true);
    // Granting a code (or any change to one) refreshes the list and the shopper's coupons.
    queryClient.setQueryData(queryKeys.promoCodes, { stale: false });
    queryClient.setQueryData(queryKeys.coupons, { stale: false });
    await queryClient
      .getMutationCache()
      .build(queryClient, mutations.grantPromoCode())
      .execute({ id: 'pc1', body: { userId: 'u1' } });
    expect(isStale(queryKeys.promoCodes)).toBe(true);
    expect(isStale(queryKeys.coupons)).toBe(true);
  });
});
