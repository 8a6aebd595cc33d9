import { randomUUID } from 'node:crypto';
import { createApiClient, unwrap } from '@wtkit/api-client';
import { inject } from 'vitest';
import { loadContract } from '../../src/http/contract.js';

const contract = loadContract();
export const baseUrl = () => inject('baseUrl');

/** Every response body the suite receives, checked against openapi.yaml. */
export const contractViolations: string[] = [];

function checkResponse(method: string, schemaPath: string, response: Response, body: unknown) {
  const operation = contract.operations.find(
    (op) => op.method === method && op.path === schemaPath,
  );
  if (!operation) {
    contractViolations.push(`${method} ${schemaPath}: not in the contract`);
    return;
  }
  const problems = operation.validateResponse(response.status, body);
  if (problems.length) {
    contractViolations.push(
      `${method} ${schemaPath} ${response.status}: ${JSON.stringify(problems)} in ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

/**
 * The real client over HTTP, with every response validated against the contract; `base` points it
 * at a server a test file started itself (default: the suite's server).
 */
export function apiClient(token?: string, base: string = baseUrl()) {
  const client = createApiClient({ baseUrl: base, getToken: () => token });
  client.use({
    async onResponse({ request, response, schemaPath }) {
      const type = response.headers.get('content-type') ?? '';
      if (type.includes('application/json')) {
        checkResponse(request.method, schemaPath, response, await response.clone().json());
      }
    },
  });
  return client;
}

/** A raw request, for bodies the typed client would never send; its answer is still checked. */
export async function rawRequest(
  method: string,
  schemaPath: string,
  options: {
    path?: string;
    token?: string;
    body?: string;
    headers?: Record<string, string>;
    base?: string;
  } = {},
) {
  const response = await fetch(`${options.base ?? baseUrl()}${options.path ?? schemaPath}`, {
    method,
    headers: {
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    ...(options.body !== undefined ? { body: options.body } : {}),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : undefined;
  checkResponse(method, schemaPath, response, body);
  return { status: response.status, body: body as Record<string, unknown> };
}

export const uniqueEmail = () => `shopper-${randomUUID().slice(0, 8)}@example.com`;

/** Registers and signs in a fresh shopper. */
export async function newShopper(name = 'Test Shopper', base: string = baseUrl()) {
  const email = uniqueEmail();
  const password = 'correct-horse-battery';
  await unwrap(
    apiClient(undefined, base).POST('/auth/register', { body: { name, email, password } }),
  );
  const session = await unwrap(
    apiClient(undefined, base).POST('/auth/login', { body: { credential: email, password } }),
  );
  return { email, password, token: session.data.token, user: session.data.user };
}

export async function adminToken() {
  const admin = inject('admin');
  const session = await unwrap(
    apiClient().POST('/auth/login', {
      body: { credential: admin.email, password: admin.password },
    }),
  );
  return session.data.token;
}
