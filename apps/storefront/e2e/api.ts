import { inject } from 'vitest';

/**
 * A call to the journeys' server's API, as JSON, with a bearer token when given; anything but a
 * 2xx throws with the path, status and body.
 */
export async function api<T>(
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<T> {
  const response = await fetch(`${inject('baseUrl')}/api/v1${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
