import type { ProductInput } from '@wtkit/api-client';
import type { OrderLine } from '@wtkit/test-support';
import { suiteApi } from './client.js';

export { ADDRESS, TEST_CARD } from '@wtkit/test-support';

/** A product made for one test (its own SKU and stock), by the admin. */
export function createProduct(adminToken: string, overrides: Partial<ProductInput> = {}) {
  return suiteApi().createProduct(adminToken, {
    name: 'Checkout Test Cartridge',
    description: 'A product made by the checkout tests.',
    ...overrides,
  });
}

/**
 * The whole purchase as the storefront makes it: payment intent for the cart (or Buy it Now
 * items), card confirmation with the test card, then the order.
 */
export function placePaidOrder(token: string, options: { items?: OrderLine[] } = {}) {
  return suiteApi().placePaidOrder(token, options);
}
