import { waitFor } from '@testing-library/react';
import { MESSAGES } from '@wtkit/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, ok, refused } from '../../test/fakeApi';
import { renderWithApp } from '../../test/renderWithApp';
import { useCheckoutBasket } from './useCheckoutBasket';

const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
const filter = { _id: 'p1', name: 'Kitchen RO', price: 199.99, type: 'filter' };
const kit = { _id: 'p2', name: 'Test kit', price: 20, type: 'part' };

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  fakeApi.on('GET', '/users/me', ok({ _id: 'u1', email: 'ann@example.com', address }));
  fakeApi.on('GET', '/cart', ok({ items: [{ product: filter, quantity: 2 }] }));
});
afterEach(() => localStorage.clear());

const checkout = (state?: unknown) =>
  renderWithApp(() => useCheckoutBasket(), { at: '/checkout', state });

describe('useCheckoutBasket', () => {
  it('fixes the cart with the shipping address once the user and the cart are in', async () => {
    const page = checkout();
    expect(page.result.current.step).toEqual({ name: 'loading' });
    await waitFor(() => expect(page.result.current.step.name).toBe('pay'));
    expect(page.result.current.step).toEqual({
      name: 'pay',
      basket: {
        lines: [{ product: filter, quantity: 2 }],
        isBuyNow: false,
        totalCents: 39998,
        address,
      },
    });

    // The cart changes (the order takes its lines out): what is being paid for does not.
    const basket = page.result.current.step.name === 'pay' && page.result.current.step.basket;
    fakeApi.on('GET', '/cart', ok({ items: [] }));
    await page.queryClient.refetchQueries();
    page.rerender();
    expect(page.result.current.step).toEqual({ name: 'pay', basket });
  });

  it('pays for a Buy it Now’s items, not the cart', async () => {
    const page = checkout({ items: [{ product: kit, quantity: 1 }], isBuyNow: true });
    await waitFor(() => expect(page.result.current.step.name).toBe('pay'));
    expect(page.result.current.step).toMatchObject({
      basket: { lines: [{ product: kit, quantity: 1 }], isBuyNow: true, totalCents: 2000 },
    });
  });

  it('is blocked by an empty cart or a missing shipping address', async () => {
    fakeApi.on('GET', '/cart', ok({ items: [] }));
    const empty = checkout();
    await waitFor(() =>
      expect(empty.result.current.step).toEqual({
        name: 'blocked',
        message: MESSAGES.checkout.cartEmpty,
      }),
    );
    empty.unmount();

    fakeApi.on('GET', '/cart', ok({ items: [{ product: filter, quantity: 1 }] }));
    fakeApi.on('GET', '/users/me', ok({ _id: 'u1', email: 'ann@example.com' }));
    const noAddress = checkout();
    await waitFor(() =>
      expect(noAddress.result.current.step).toEqual({
        name: 'blocked',
        message: MESSAGES.checkout.shippingAddressMissing,
      }),
    );
  });

  it('shows the server’s sentence when the cart cannot be loaded', async () => {
    fakeApi.on('GET', '/cart', refused(404, 'Cart not found.'));
    const page = checkout();
    await waitFor(() =>
      expect(page.result.current.step).toEqual({ name: 'error', message: 'Cart not found.' }),
    );
  });

  it('sends a signed-out shopper to sign in', () => {
    localStorage.clear();
    expect(checkout().result.current.step).toEqual({ name: 'signIn' });
  });

  it('shows Session expired for a refused token, then goes to sign in', async () => {
    fakeApi.on('GET', '/cart', refused(401, 'Not authorized.'));
    const page = checkout();
    await waitFor(() => expect(page.result.current.step).toEqual({ name: 'expired' }));
    await waitFor(() => expect(page.location().pathname).toBe('/log'), { timeout: 3000 });
  });

  it('shows Session expired when the payment reports a refused token', async () => {
    const page = checkout();
    await waitFor(() => expect(page.result.current.step.name).toBe('pay'));
    page.result.current.expire();
    await waitFor(() => expect(page.result.current.step).toEqual({ name: 'expired' }));
  });
});
