/** A request without a valid session, or from a user without the role the call needs. */
export class AuthError extends Error {
  override readonly name = 'AuthError';

  constructor(
    readonly reason: 'unauthenticated' | 'forbidden',
    message: string,
  ) {
    super(message);
  }
}

/** A one-time code refused: asked for too often, or not the right, live code. */
export class CodeError extends Error {
  override readonly name = 'CodeError';

  constructor(
    readonly reason: 'too-soon' | 'too-many' | 'expired' | 'attempts' | 'wrong',
    message: string,
    /** For `too-soon` and `too-many`: when another code may be asked for. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}
