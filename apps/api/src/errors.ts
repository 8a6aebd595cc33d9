/** A problem with one field of what was sent. */
export interface FieldError {
  path: string;
  message: string;
  /** The line of an uploaded file the problem is on. */
  line?: number;
}

/**
 * Why a feature refused to do what it was asked. Services raise these and know nothing of HTTP;
 * the HTTP edge (`http/errors.ts`) decides the status and headers each is answered with.
 */
export type Refusal =
  /** What was sent is malformed (a bad cursor, a value out of range). */
  | 'invalid'
  /** Nobody is signed in, or the sign-in is not good (any more). */
  | 'not-signed-in'
  /** The signed-in user may not do this. */
  | 'forbidden'
  /** What the request names does not exist (for this user). */
  | 'not-found'
  /** It clashes with what is already there (a taken e-mail, a duplicate SKU). */
  | 'conflict'
  /** Well-formed, but it breaks a business rule. */
  | 'unprocessable'
  /** The payment did not go through. */
  | 'payment-refused'
  /** Asked too often; `retryAfterSeconds` says when to ask again. */
  | 'too-many'
  /** A part the request needs is not configured or not available here. */
  | 'unavailable';

export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly refusal: Refusal,
    message: string,
    readonly errors?: FieldError[],
    /** For `too-many`: when the client may try again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const invalid = (message: string, errors?: FieldError[]) =>
  new DomainError('invalid', message, errors);
export const notSignedIn = (message: string) => new DomainError('not-signed-in', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not-found', message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new DomainError('conflict', message, errors);
export const unprocessable = (message: string, errors?: FieldError[]) =>
  new DomainError('unprocessable', message, errors);
export const paymentRefused = (message: string) => new DomainError('payment-refused', message);
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new DomainError('too-many', message, undefined, retryAfterSeconds);
export const unavailable = (message: string) => new DomainError('unavailable', message);
