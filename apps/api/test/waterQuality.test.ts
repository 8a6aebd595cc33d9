import { unwrap } from '@wtkit/api-client';
import { displayTds, tdsRating } from '@wtkit/domain';
import { expect, it } from 'vitest';
import { apiClient, rawRequest } from './support/client.js';

it('answers the raw regional estimate for a ZIP, which the storefront scales and rates', async () => {
  const { data, message } = await unwrap(
    apiClient().GET('/waterquality/tds', { params: { query: { zip: '75001' } } }),
  );
  expect(data.zip).toBe('75001');
  expect(data.tdsValue).toBeGreaterThan(0);
  expect(data.source).toMatch(/USGS/);
  expect(message).toContain(data.region);
  const shown = displayTds(data.tdsValue, data.zip);
  expect(tdsRating(shown).rating).not.toBeNull();
});

it('refuses a malformed ZIP with 400 and an unknown region with 404', async () => {
  for (const zip of ['7500', 'ABCDE', '750011', '']) {
    const response = await rawRequest('GET', '/waterquality/tds', {
      path: `/waterquality/tds?zip=${encodeURIComponent(zip)}`,
    });
    expect(response.status, zip).toBe(400);
  }
  const missing = await rawRequest('GET', '/waterquality/tds', { path: '/waterquality/tds' });
  expect(missing.status).toBe(400);
  const unknown = await rawRequest('GET', '/waterquality/tds', {
    path: '/waterquality/tds?zip=00000',
  });
  expect(unknown.status).toBe(404);
  expect(unknown.body.message).toBe('We have no water-quality estimate for ZIP code 00000.');
});
