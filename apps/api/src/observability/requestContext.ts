import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

interface RequestContext {
  requestId: string;
  /** What the request turned out to be (the contract's operation), for its metrics. */
  operation?: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request whose work is running now, if any (log lines carry it). */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

/** The operation the running request named, if it reached one. */
export function currentOperation(): string | undefined {
  return storage.getStore()?.operation;
}

/** Names the running request's operation (the contract's operationId). */
export function nameOperation(operation: string): void {
  const context = storage.getStore();
  if (context) context.operation = operation;
}

/** Letters, digits and `-_.:` only, so an id can go into headers and logs as it is. */
const SAFE_ID = /^[\w.:-]{1,128}$/;

/**
 * The request's id: a trusted proxy's `x-request-id` when there is a proxy in front (so the
 * proxy's logs and ours meet), else a new one.
 */
export function requestIdFor(request: Request, trustProxy: boolean): string {
  const given = trustProxy ? request.headers.get('x-request-id') : null;
  return given && SAFE_ID.test(given) ? given : randomUUID();
}
