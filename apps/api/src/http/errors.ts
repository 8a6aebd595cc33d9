export interface FieldError {
  path: string;
  message: string;
}

/** A failure the client caused or must know about; becomes `{ success: false, message, errors? }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: 400 | 401 | 402 | 403 | 404 | 405 | 409 | 413 | 422 | 429 | 503,
    message: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: FieldError[]) =>
  new HttpError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'Access denied. Admin privileges required.') =>
  new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string, errors?: FieldError[]) =>
  new HttpError(409, message, errors);
export const unprocessable = (message: string, errors?: FieldError[]) =>
  new HttpError(422, message, errors);
