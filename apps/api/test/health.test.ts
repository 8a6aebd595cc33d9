import { expect, inject, it } from 'vitest';

it('answers the health check from the database this run was asked to use', async () => {
  const response = await fetch(`${new URL(inject('baseUrl')).origin}/healthz`);
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: inject('driver') });
});
