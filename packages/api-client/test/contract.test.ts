import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { openapiPath, operationsOf, readOpenApi } from './openapiDocument.js';

const doc = readOpenApi();
const operations = operationsOf(doc);
const find = (method: string, path: string) =>
  operations.find((op) => op.method === method && op.path === path)?.operation;

/** The calls the storefront makes, plus the ones the product needs beyond them. */
const required: Array<[method: string, path: string, auth: 'bearer' | 'public']> = [
  ['get', '/waterquality/tds', 'public'],
  ['get', '/products', 'public'],
  ['get', '/products/cards', 'public'],
  ['get', '/products/featured', 'public'],
  ['get', '/products/{id}', 'public'],
  ['post', '/products', 'bearer'],
  ['put', '/products/{id}', 'bearer'],
  ['delete', '/products/{id}', 'bearer'],
  ['get', '/upload/sign-r2-upload', 'bearer'],
  ['get', '/users/me', 'bearer'],
  ['put', '/users/me', 'bearer'],
  ['post', '/auth/login', 'public'],
  ['post', '/auth/register', 'public'],
  ['post', '/auth/google', 'public'],
  ['post', '/auth/send-verification-code', 'bearer'],
  ['post', '/auth/verify-email', 'bearer'],
  ['post', '/auth/verify-phone', 'bearer'],
  ['get', '/cart', 'bearer'],
  ['delete', '/cart', 'bearer'],
  ['post', '/cart/items', 'bearer'],
  ['put', '/cart/items/{productId}', 'bearer'],
  ['delete', '/cart/items/{productId}', 'bearer'],
  ['post', '/payments/create-payment-intent', 'bearer'],
  ['post', '/orders', 'bearer'],
  ['get', '/orders', 'bearer'],
  ['get', '/orders/myorders', 'bearer'],
  ['put', '/orders/{orderId}/items/{orderItemId}/install', 'bearer'],
  ['get', '/trackers', 'bearer'],
  ['put', '/trackers', 'bearer'],
  ['post', '/trackers/tracked-products', 'bearer'],
  ['delete', '/trackers/tracked-products/{id}', 'bearer'],
  ['post', '/trackers/tracked-products/{id}/parts/{partId}/reset', 'bearer'],
  // beyond the spec
  ['post', '/payments/test-confirm', 'bearer'],
  ['post', '/payments/webhook', 'public'],
  ['put', '/orders/{orderId}/ship', 'bearer'],
  ['put', '/orders/{orderId}/deliver', 'bearer'],
  ['post', '/auth/forgot-password', 'public'],
  ['post', '/auth/reset-password', 'public'],
  ['post', '/auth/logout', 'bearer'],
  ['post', '/contact', 'public'],
  ['put', '/upload/local/{key}', 'public'],
  ['get', '/files/{key}', 'public'],
  ['post', '/upload/variants', 'bearer'],
  ['post', '/products/import', 'bearer'],
  ['get', '/products/export', 'bearer'],
  ['get', '/search/synonyms', 'bearer'],
  ['post', '/search/synonyms', 'bearer'],
  ['delete', '/search/synonyms/{id}', 'bearer'],
  ['get', '/search/suggestions', 'public'],
  ['get', '/payment-methods', 'bearer'],
  ['post', '/payment-methods', 'bearer'],
  ['post', '/payment-methods/setup-intent', 'bearer'],
  ['delete', '/payment-methods/{id}', 'bearer'],
  ['get', '/plans', 'bearer'],
  ['post', '/plans', 'bearer'],
  ['patch', '/plans/{id}', 'bearer'],
  ['get', '/plan-links/{token}', 'public'],
  ['post', '/plan-links/{token}', 'public'],
  ['get', '/admin/plan-cycles', 'bearer'],
  ['get', '/admin/upcoming-plan-orders', 'bearer'],
  ['get', '/test-clock', 'bearer'],
  ['post', '/test-clock', 'bearer'],
  ['get', '/admin/promo-codes', 'bearer'],
  ['post', '/admin/promo-codes', 'bearer'],
  ['put', '/admin/promo-codes/{id}', 'bearer'],
  ['delete', '/admin/promo-codes/{id}', 'bearer'],
  ['post', '/admin/promo-codes/{id}/grants', 'bearer'],
  ['get', '/users/me/coupons', 'bearer'],
  ['get', '/shipping-methods', 'public'],
  ['get', '/admin/shipping-methods', 'bearer'],
  ['post', '/admin/shipping-methods', 'bearer'],
  ['put', '/admin/shipping-methods/{id}', 'bearer'],
  ['delete', '/admin/shipping-methods/{id}', 'bearer'],
  ['get', '/admin/tax-rates', 'bearer'],
  ['put', '/admin/tax-rates/{state}', 'bearer'],
  ['delete', '/admin/tax-rates/{state}', 'bearer'],
];

describe('openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(openapiPath);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('serves everything under /api/v1', () => {
    expect(doc.servers).toEqual([{ url: '/api/v1' }]);
  });

  it.each(required)('has %s %s with its authentication', (method, path, auth) => {
    const operation = find(method, path);
    expect(operation, `${method.toUpperCase()} ${path}`).toBeDefined();
    expect(operation?.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    const security = operation?.security ?? [];
    expect(security.some((entry) => 'bearerAuth' in entry)).toBe(auth === 'bearer');
    if (auth === 'bearer') {
      expect(Object.keys(operation?.responses ?? {})).toContain('401');
    }
  });

  it('has no operation beyond the list above, and unique operation ids', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`).sort()).toEqual(
      required.map(([method, path]) => `${method} ${path}`).sort(),
    );
    const ids = operations.map((op) => op.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('answers every failure with the shared error body', () => {
    const responses = doc.components.responses as Record<string, { content: unknown }>;
    for (const { operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) < 400) continue;
        expect(response.$ref, `${operation.operationId} ${status}`).toMatch(
          /^#\/components\/responses\//,
        );
        const name = response.$ref?.split('/').pop() ?? '';
        expect(responses[name]?.content).toEqual({
          'application/json': { schema: { $ref: '#/components/schemas/Error' } },
        });
      }
    }
  });

  it('defines the error body as { success: false, message, errors? }', () => {
    const error = (doc.components.schemas as Record<string, unknown>).Error;
    expect(error).toMatchObject({
      required: ['success', 'message'],
      properties: {
        success: { const: false },
        message: { type: 'string' },
        errors: { type: 'array' },
      },
    });
  });
});
