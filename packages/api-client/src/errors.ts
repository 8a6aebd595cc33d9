import type { components } from './generated/schema.js';

type ErrorBody = components['schemas']['Error'];
export type FieldError = components['schemas']['FieldError'];

/** A failed call: the HTTP status, the server's message (or a fallback) and any field errors. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldError[] = [],
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
  const body = isErrorBody(error) ? error : undefined;
  throw new ApiError(
    response.status,
    body?.message ?? `HTTP error! status: ${response.status}`,
    body?.errors ?? [],
  );
}

function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
