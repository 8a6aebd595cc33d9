import { describe, expect, it } from 'vitest';
import { loadedTestCardForm } from './checkout/paymentProvider';
import { routes } from './router';

describe('the checkout route', () => {
  it('is not drawn before the card form it shows at once has loaded', async () => {
    const checkout = routes
      .flatMap((route) => [route, ...(route.children ?? [])])
      .find((route) => route.path === 'checkout');
    expect(loadedTestCardForm()).toBeUndefined();
    if (typeof checkout?.lazy !== 'function') throw new Error('no lazy checkout route');
    await checkout.lazy();
    expect(loadedTestCardForm()?.TestCardForm).toBeTypeOf('function');
  });
});
