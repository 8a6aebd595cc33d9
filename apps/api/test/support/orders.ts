import type { OrderLine } from '@wtkit/test-support';
import { suiteApi } from './client.js';

export { ADDRESS, TEST_CARD } from '@wtkit/test-support';

/**
 * The whole purchase as the storefront makes it: payment intent for the cart (or Buy it Now
 * items), card confirmation with the test card, then the order.
 */
export function placePaidOrder(token: string, options: { items?: OrderLine[] } = {}) {
  return suiteApi().placePaidOrder(token, options);
}
