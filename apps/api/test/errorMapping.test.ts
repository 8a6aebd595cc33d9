import { MESSAGES } from '@wtkit/domain';
import { describe, expect, it } from 'vitest';
import { AuthError, CodeError } from '../src/auth/errors.js';
import {
  conflict,
  forbidden,
  invalid,
  notFound,
  notSignedIn,
  paymentRefused,
  tooMany,
  unavailable,
  unprocessable,
} from '../src/errors.js';
import { HttpError, toHttpError } from '../src/http/errors.js';
import { MessageDeliveryError } from '../src/messaging/errors.js';
import { PaymentProviderError } from '../src/payments/errors.js';
import { StorageError } from '../src/storage/errors.js';

const answer = (error: unknown) => {
  const mapped = toHttpError(error);
  return mapped && { status: mapped.status, errors: mapped.errors, headers: mapped.headers };
};

describe('the errors of the server’s parts, as answers', () => {
  it('answers a refused session 401 and a missing role 403, with the refusal’s sentence', () => {
    expect(answer(new AuthError('unauthenticated', MESSAGES.session.loginToContinue))).toEqual({
      status: 401,
    });
    const forbidden = toHttpError(new AuthError('forbidden', MESSAGES.session.accessDenied));
    expect(forbidden?.status).toBe(403);
    expect(forbidden?.message).toBe(MESSAGES.session.accessDenied);
  });

  it('answers a refused upload 400 or 403, and a busy storage 429 with when to try again', () => {
    expect(answer(new StorageError('not-an-image', 'x'))?.status).toBe(400);
    expect(answer(new StorageError('unsupported-type', 'x'))?.status).toBe(400);
    expect(answer(new StorageError('expired-link', 'x'))?.status).toBe(403);
    expect(answer(new StorageError('busy', 'x'))).toEqual({
      status: 429,
      headers: { 'Retry-After': '5' },
    });
  });

  it('answers codes asked too often 429 with Retry-After, and a wrong code 422 on the code', () => {
    expect(answer(new CodeError('too-soon', 'x', 42))).toEqual({
      status: 429,
      headers: { 'Retry-After': '42' },
    });
    expect(answer(new CodeError('wrong', 'The code is not correct.'))).toEqual({
      status: 422,
      errors: [{ path: 'code', message: 'The code is not correct.' }],
    });
  });

  it('keeps an HttpError as it is, and leaves the providers’ failures and bugs to the 500 answer', () => {
    const refusal = new HttpError(409, 'x');
    expect(toHttpError(refusal)).toBe(refusal);
    expect(toHttpError(new PaymentProviderError('stripe', 'down'))).toBeUndefined();
    expect(toHttpError(new MessageDeliveryError('down'))).toBeUndefined();
    expect(toHttpError(new Error('bug'))).toBeUndefined();
  });
});

describe('the refusals features raise, as answers', () => {
  it('answers each refusal with its status, keeping the fields and when to try again', () => {
    const statuses = [
      [invalid('x'), 400],
      [notSignedIn('x'), 401],
      [paymentRefused('x'), 402],
      [forbidden('x'), 403],
      [notFound('x'), 404],
      [conflict('x'), 409],
      [unprocessable('x'), 422],
      [tooMany('x', 7), 429],
      [unavailable('x'), 503],
    ] as const;
    for (const [refusal, status] of statuses) expect(answer(refusal)?.status).toBe(status);
    expect(answer(unprocessable('Bad', [{ path: 'price', message: 'Bad' }]))?.errors).toEqual([
      { path: 'price', message: 'Bad' },
    ]);
    expect(answer(tooMany('Slow down', 7))?.headers).toEqual({ 'Retry-After': '7' });
    expect(toHttpError(notFound('No such product.'))?.message).toBe('No such product.');
  });
});
