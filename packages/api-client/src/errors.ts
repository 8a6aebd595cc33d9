import type { components } from './generated/schema.js';

type ErrorBody = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];

/**
 * A failed call: the HTTP status, the server's message (or `HTTP error! status: N` when the body
 * carried none) and any field errors. `serverMessage` is set only when the server sent a
 * sentence, so a page can show it or else its own fallback.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
    readonly serverMessage?: string,
  ) {
    super(message);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

interface CallResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * The success body of a call, or an `ApiError` carrying the server's message. Pages show
 * `error.message`, which is the server's own sentence whenever it sent one.
 */
export async function unwrap<T>(call: Promise<CallResult<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (error === undefined && data !== undefined) return data;
  throw apiErrorFrom(response.status, error);
}

/** The `ApiError` of a refused call, from its status and (parsed) body. */
export function apiErrorFrom(status: number, body: unknown): ApiError {
  const sent = isErrorBody(body) ? body : undefined;
  return new ApiError(
    status,
    sent?.message ?? `HTTP error! status: ${status}`,
    sent?.errors ?? [],
    sent?.message,
  );
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
