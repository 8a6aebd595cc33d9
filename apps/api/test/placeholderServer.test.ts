import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createPlaceholderServer } from '../src/placeholderServer.js';

const server = createPlaceholderServer(
  fileURLToPath(new URL('../../../openapi.yaml', import.meta.url)),
);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('answers the health check', async () => {
  const response = await fetch(`${base}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok' });
});

it('serves the contract', async () => {
  const response = await fetch(`${base}/api/v1/openapi.yaml`);
  expect(response.status).toBe(200);
  expect(await response.text()).toMatch(/^openapi: 3\.1\.0/);
});

it('says plainly that the API is not built yet, in the shared error body', async () => {
  const response = await fetch(`${base}/api/v1/products`);
  expect(response.status).toBe(501);
  expect(await response.json()).toMatchObject({ success: false, message: /not built yet/ });
});
