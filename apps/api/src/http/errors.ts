import { MESSAGES } from '@wtkit/domain';
import { AuthError, CodeError } from '../auth/errors.js';
import { StorageError, type StorageRefusal } from '../storage/errors.js';

export interface FieldError {
  path: string;
  message: string;
  /** The line of an uploaded file the problem is on. */
  line?: number;
}

/** A failure the client caused or must know about; becomes `{ success: false, message, errors? }`. */
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
export const forbidden = (message: string = MESSAGES.session.accessDenied) =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: FieldError[]) =>
  new HttpError(422, message, errors);

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
 * The one place where the errors of the server's own parts (storage, sessions, codes) become
 * answers: the status and headers each refusal is answered with. Anything else (a payment
 * provider's or a message provider's failure, a bug) is the server's fault: `undefined`, and
 * the caller answers 500.
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
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
    return unprocessable(error.message, [{ path: 'code', message: error.message }]);
  }
  return undefined;
}
