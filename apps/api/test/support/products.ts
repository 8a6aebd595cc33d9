import type { ProductInput } from '@wtkit/api-client';
import { suiteApi } from './client.js';

/** A product made for one test (its own SKU and stock), by the admin. */
export function createProduct(adminToken: string, overrides: Partial<ProductInput> = {}) {
  return suiteApi().createProduct(adminToken, {
    name: 'Checkout Test Cartridge',
    description: 'A product made by the checkout tests.',
    ...overrides,
  });
}

/** A made-up word of letters that no other product holds. */
export function uniqueWord(prefix = 'zq') {
  const letters = Math.random().toString(36).slice(2, 10).replace(/[0-9]/g, '');
  return `${prefix}${letters.padEnd(6, 'x')}`;
}
