import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parse } from 'yaml';
import { type ContractOperation, loadContract } from '../../src/http/contract.js';
import { openapiPath } from '../../src/paths.js';
import {
  type FuzzRequest,
  type Identity,
  type OperationShape,
  requestArbitrary,
} from './requests.js';
import { type JsonSchema, resolver } from './schemaArbitrary.js';

const doc = parse(readFileSync(openapiPath, 'utf8')) as Record<string, unknown> & {
  paths: Record<string, Record<string, Record<string, unknown>>>;
};
const resolve = resolver(doc);
export const contract = loadContract();

/** The operation's parameters and body schema, read from the document. */
export function shapeOf(operation: ContractOperation): OperationShape {
  const item = doc.paths[operation.path] ?? {};
  const raw = item[operation.method.toLowerCase()] ?? {};
  const parameters = [
    ...((item.parameters as unknown as JsonSchema[]) ?? []),
    ...((raw.parameters as JsonSchema[]) ?? []),
  ].map((p) => resolve(p)) as unknown as OperationShape['parameters'];
  const content = (raw.requestBody as { content?: Record<string, { schema: JsonSchema }> })
    ?.content;
  const [mediaType, media] = Object.entries(content ?? {})[0] ?? [];
  return { path: operation.path, parameters, bodyMediaType: mediaType, bodySchema: media?.schema };
}

/** The content types the contract documents for an answer (`image/*` matches any image). */
function documentedTypes(operation: ContractOperation, status: number): string[] | undefined {
  const raw = doc.paths[operation.path]?.[operation.method.toLowerCase()] as
    | { responses: Record<string, JsonSchema> }
    | undefined;
  const response = raw?.responses[String(status)];
  if (!response) return undefined;
  return Object.keys((resolve(response).content as object | undefined) ?? {});
}

const typeMatches = (documented: string, actual: string) =>
  documented.endsWith('/*') ? actual.startsWith(documented.slice(0, -1)) : actual === documented;

/** What is wrong with an answer, by the contract; empty when nothing is. */
export async function problemsWith(operation: ContractOperation, response: Response) {
  const problems: string[] = [];
  if (response.status >= 500) problems.push(`answered ${response.status}`);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const text = await response.text();
  const documented = documentedTypes(operation, response.status);
  if (!documented) {
    problems.push(`${response.status} is not documented (${text.slice(0, 200)})`);
    return problems;
  }
  if (!documented.some((entry) => typeMatches(entry, type)))
    problems.push(`content type ${type || '(none)'} is not one of ${documented.join(', ')}`);
  if (type === 'application/json') {
    const errors = operation.validateResponse(response.status, JSON.parse(text));
    if (errors.length)
      problems.push(`body does not match: ${JSON.stringify(errors)} in ${text.slice(0, 300)}`);
  }
  return problems;
}

/** Header values a client can send at all (the fetch API refuses the rest before sending). */
const sendable = (value: string) => value.replace(/[^\x20-\x7e]/g, '?');

export interface FuzzSession {
  base: string;
  /** The bearer token of an identity, signing in again when a Log Out ended the last one. */
  token(identity: Identity): Promise<string | undefined>;
  /** Forget an identity's token (after a call that ended its session). */
  forget(identity: Identity): void;
}

export async function send(
  session: FuzzSession,
  request: FuzzRequest,
  identity: Identity,
  method: string,
) {
  const url = new URL(`${session.base}${request.path}`);
  for (const [name, value] of request.query) url.searchParams.append(name, value);
  const token = await session.token(identity);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) headers[name] = sendable(value);
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(url, { method, headers, body: request.body });
}

export interface FuzzOptions {
  seed: number;
  runs: number;
  /** Ids worth using as path parameters (real products, orders, tracked products). */
  ids: string[];
}

/** Runs the property for one operation: every answer is documented, well-formed and not 5xx. */
export async function fuzzOperation(
  session: FuzzSession,
  operation: ContractOperation,
  options: FuzzOptions,
) {
  const arbitrary = requestArbitrary(shapeOf(operation), resolve, options.ids);
  await fc.assert(
    fc.asyncProperty(
      arbitrary,
      fc.constantFrom<Identity>('anonymous', 'shopper', 'admin'),
      async (request, identity) => {
        const response = await send(session, request, identity, operation.method);
        if (operation.operationId === 'logout' && response.status === 200) session.forget(identity);
        const problems = await problemsWith(operation, response);
        if (problems.length)
          throw new Error(
            `${operation.method} ${request.path} as ${identity} (${request.mutation}): ${problems.join('; ')}`,
          );
      },
    ),
    { seed: options.seed, numRuns: options.runs, endOnFailure: true },
  );
}
