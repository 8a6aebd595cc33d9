import { testApi, uniqueEmail } from '@wtkit/test-support';
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

/** The shared test helpers (@wtkit/test-support) at `base`, every answer checked. */
export function suiteApi(base: string = baseUrl()) {
  return testApi(base, {
    onClient(client) {
      client.use({
        async onResponse({ request, response, schemaPath }) {
          const type = response.headers.get('content-type') ?? '';
          if (type.includes('application/json')) {
            checkResponse(request.method, schemaPath, response, await response.clone().json());
          }
        },
      });
    },
  });
}

/**
 * The real client over HTTP, with every response validated against the contract; `base` points it
 * at a server a test file started itself (default: the suite's server).
 */
export function apiClient(token?: string, base: string = baseUrl()) {
  return suiteApi(base).client(token);
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

export { uniqueEmail };

/** Registers and signs in a fresh shopper. */
export function newShopper(name = 'Test Shopper', base: string = baseUrl()) {
  return suiteApi(base).newShopper({ name });
}

export async function adminToken() {
  const admin = inject('admin');
  return (await suiteApi().signIn(admin.email, admin.password)).token;
}
