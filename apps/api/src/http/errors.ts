import { MESSAGES } from '@wtkit/domain';
import { AuthError, CodeError } from '../auth/errors.js';
import { DomainError, type FieldError, type Refusal } from '../errors.js';
import { StorageError, type StorageRefusal } from '../storage/index.js';

export type { FieldError };

/**
 * A failure the client caused or must know about, as the HTTP edge answers it:
 * `{ success: false, message, errors? }` with its status and headers. Services raise
 * `DomainError`s instead; only the edge (the server, routes and handlers) makes these.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message: string = MESSAGES.session.loginToContinue) =>
  new HttpError(401, message);

const REFUSAL_STATUS: Record<Refusal, HttpError['status']> = {
  invalid: 400,
  'not-signed-in': 401,
  'payment-refused': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many': 429,
  unavailable: 503,
};

const STORAGE_STATUS: Record<StorageRefusal, HttpError['status']> = {
  'unsupported-type': 400,
  'type-mismatch': 400,
  'not-an-image': 400,
  'invalid-link': 403,
  'expired-link': 403,
  'too-large': 413,
  busy: 429,
};

/** Seconds a client waits before trying an upload again when the server is receiving too many. */
const UPLOAD_RETRY_AFTER_SECONDS = 5;

/**
 * The one place where the errors of the server's own parts (features' refusals, storage,
 * sessions, codes) become answers: the status and headers each is answered with. Anything else (a payment
 * provider's or a message provider's failure, a bug) is the server's fault: `undefined`, and
 * the caller answers 500.
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError)
    return new HttpError(
      REFUSAL_STATUS[error.refusal],
      error.message,
      error.errors,
      error.retryAfterSeconds === undefined
        ? undefined
        : { 'Retry-After': String(error.retryAfterSeconds) },
    );
  if (error instanceof AuthError)
    return new HttpError(error.reason === 'forbidden' ? 403 : 401, error.message);
  if (error instanceof StorageError) {
    const status = STORAGE_STATUS[error.reason];
    return new HttpError(
      status,
      error.message,
      undefined,
      status === 429 ? { 'Retry-After': String(UPLOAD_RETRY_AFTER_SECONDS) } : undefined,
    );
  }
  if (error instanceof CodeError) {
    if (error.reason === 'too-soon' || error.reason === 'too-many')
      return new HttpError(429, error.message, undefined, {
        'Retry-After': String(error.retryAfterSeconds ?? 60),
      });
    return new HttpError(422, error.message, [{ path: 'code', message: error.message }]);
  }
  return undefined;
}
