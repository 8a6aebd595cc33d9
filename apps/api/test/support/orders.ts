import { type ProductInput, unwrap } from '@wtkit/api-client';
import { apiClient } from './client.js';

export const TEST_CARD = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
export const ADDRESS = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };

/** A product made for one test (its own SKU and stock), by the admin. */
export async function createProduct(adminToken: string, overrides: Partial<ProductInput> = {}) {
  const { data } = await unwrap(
    apiClient(adminToken).POST('/products', {
      body: {
        name: 'Checkout Test Cartridge',
        sku: `CHK-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
        price: 24.5,
        stock: 10,
        category: 'residential',
        description: 'A product made by the checkout tests.',
        ...overrides,
      },
    }),
  );
  return data;
}

/**
 * The whole purchase as the storefront makes it: payment intent for the cart (or Buy it Now
 * items), card confirmation with the test card, then the order.
 */
export async function placePaidOrder(
  token: string,
  options: { items?: Array<{ productId: string; quantity: number }> } = {},
) {
  const api = apiClient(token);
  const lines =
    options.items ??
    (await unwrap(api.GET('/cart'))).data.items.map((item) => ({
      productId: item.product._id,
      quantity: item.quantity,
    }));
  const amount = options.items
    ? await (async () => {
        let cents = 0;
        for (const line of lines) {
          const { data } = await unwrap(
            api.GET('/products/{id}', { params: { path: { id: line.productId } } }),
          );
          cents += Math.round(data.price * 100) * line.quantity;
        }
        return cents / 100;
      })()
    : (await unwrap(api.GET('/cart'))).data.subtotal;
  const intent = await unwrap(
    api.POST('/payments/create-payment-intent', {
      body: { amount, ...(options.items ? { items: options.items } : {}) },
    }),
  );
  await unwrap(
    api.POST('/payments/test-confirm', {
      body: { clientSecret: intent.data.clientSecret, card: TEST_CARD },
    }),
  );
  const order = await unwrap(
    api.POST('/orders', {
      body: {
        orderItems: lines,
        shippingAddress: ADDRESS,
        paymentMethod: 'Stripe',
        paymentIntentId: intent.data.paymentIntentId,
      },
    }),
  );
  return { intent: intent.data, order: order.data };
}
