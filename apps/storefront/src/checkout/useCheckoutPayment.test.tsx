import { useQuery } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok, refused } from '../../test/fakeApi';
import { renderWithApp } from '../../test/renderWithApp';
import { queries } from '../apiClient';
import { pendingOrderFor } from './pendingOrder';
import type { CheckoutBasket } from './useCheckoutBasket';
import { useCheckoutPayment } from './useCheckoutPayment';

const address = { street: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' };
const filter = { _id: 'p1', name: 'Kitchen RO', price: 199.99, type: 'filter' as const };
const cartBasket: CheckoutBasket = {
  lines: [{ product: filter, quantity: 2 }] as CheckoutBasket['lines'],
  isBuyNow: false,
  totalCents: 39998,
  address,
};
const buyNowBasket: CheckoutBasket = { ...cartBasket, isBuyNow: true };

const intent = (status = 'requires_payment_method') =>
  ok({
    clientSecret: 'pi_1_secret',
    paymentIntentId: 'pi_1',
    amount: 399.98,
    currency: 'usd',
    status,
  });
const order = (items: { _id: string; type: string }[]) =>
  ok({ _id: 'o1', orderItems: items.map((item) => ({ ...item, name: 'Item', quantity: 1 })) }, 201);

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  fakeApi.on('POST', '/payments/create-payment-intent', intent());
  fakeApi.on('GET', '/cart', ok({ items: [{ product: filter, quantity: 2 }] }));
  fakeApi.on('DELETE', '/cart', ok({ items: [] }));
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
});

/** The payment hook beside the header's cart (what a placed order must refresh). */
function pay(basket = cartBasket, onExpired = vi.fn()) {
  return renderWithApp(
    () => ({
      payment: useCheckoutPayment(basket, { onExpired }),
      cart: useQuery(queries.getCart()),
    }),
    { at: '/checkout' },
  );
}

describe('useCheckoutPayment', () => {
  it('asks the server for one payment intent for the cart’s total', async () => {
    const page = pay();
    await waitFor(() =>
      expect(page.result.current.payment.intent).toEqual({
        status: 'ready',
        clientSecret: 'pi_1_secret',
      }),
    );
    page.rerender();
    expect(fakeApi.calls('POST', '/payments/create-payment-intent')).toEqual([
      expect.objectContaining({ body: { amount: 399.98 } }),
    ]);
  });

  it('prices a Buy it Now’s items, not the cart', async () => {
    const page = pay(buyNowBasket);
    await waitFor(() => expect(page.result.current.payment.intent.status).toBe('ready'));
    expect(fakeApi.calls('POST', '/payments/create-payment-intent')[0]?.body).toEqual({
      amount: 399.98,
      items: [{ productId: 'p1', quantity: 2 }],
    });
  });

  it('goes from paying to the thank-you dialog for an order with a filter; the cart is cleared and refreshed', async () => {
    fakeApi.on('POST', '/orders', order([{ _id: 'i1', type: 'filter' }]));
    const page = pay();
    await waitFor(() => expect(page.result.current.payment.intent.status).toBe('ready'));
    expect(page.result.current.payment.phase).toBeNull();

    act(() => page.result.current.payment.startPaying());
    expect(page.result.current.payment.phase).toEqual({ name: 'paying' });
    // Kept for a provider that leaves the page to authenticate the card.
    expect(pendingOrderFor('pi_1')).toMatchObject({ isBuyNow: false });

    const cartAsks = fakeApi.calls('GET', '/cart').length;
    act(() => page.result.current.payment.paid('pi_1'));
    expect(page.result.current.payment.phase).toEqual({ name: 'finalizing' });
    await waitFor(() =>
      expect(page.result.current.payment.phase).toEqual({
        name: 'thankYou',
        orderId: 'o1',
        orderItemId: 'i1',
      }),
    );
    expect(fakeApi.calls('POST', '/orders')[0]?.body).toEqual({
      orderItems: [{ productId: 'p1', quantity: 2 }],
      shippingAddress: address,
      paymentMethod: 'Stripe',
      paymentIntentId: 'pi_1',
    });
    expect(fakeApi.calls('DELETE', '/cart')).toHaveLength(1);
    expect(pendingOrderFor('pi_1')).toBeNull();
    // The order's and the cart's mutations refreshed the cart.
    expect(fakeApi.calls('GET', '/cart').length).toBeGreaterThan(cartAsks);
  });

  it('places an order without a filter: the success text, then Order History', async () => {
    fakeApi.on('POST', '/orders', order([{ _id: 'i1', type: 'part' }]));
    const page = pay(buyNowBasket);
    await waitFor(() => expect(page.result.current.payment.intent.status).toBe('ready'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    act(() => page.result.current.payment.paid('pi_1'));
    await waitFor(() => expect(page.result.current.payment.phase).toEqual({ name: 'placed' }));
    // A Buy it Now leaves the cart alone.
    expect(fakeApi.calls('DELETE', '/cart')).toHaveLength(0);
    expect(page.location().pathname).toBe('/checkout');
    act(() => vi.advanceTimersByTime(3000));
    expect(page.location().pathname).toBe('/orderHistory');
  });

  it('places the order of an intent paid before, once, without paying again', async () => {
    fakeApi.on('POST', '/payments/create-payment-intent', intent('succeeded'));
    fakeApi.on('POST', '/orders', order([{ _id: 'i1', type: 'filter' }]));
    const page = pay();
    await waitFor(() => expect(page.result.current.payment.phase?.name).toBe('thankYou'));
    // No payment form meanwhile: the intent shows as loading.
    expect(page.result.current.payment.intent).toEqual({ status: 'loading' });
    page.rerender();
    act(() => page.result.current.payment.paid('pi_1'));
    expect(fakeApi.calls('POST', '/orders')).toHaveLength(1);
  });

  it('lets the shopper pay again after a refused payment', async () => {
    const page = pay();
    await waitFor(() => expect(page.result.current.payment.intent.status).toBe('ready'));
    act(() => page.result.current.payment.startPaying());
    act(() => page.result.current.payment.paymentFailed('Your card was declined.'));
    expect(page.result.current.payment).toMatchObject({
      phase: null,
      payError: 'Your card was declined.',
    });
    act(() => page.result.current.payment.startPaying());
    expect(page.result.current.payment).toMatchObject({
      phase: { name: 'paying' },
      payError: null,
    });
  });

  it('shows why the order failed; a refused token also ends the session', async () => {
    fakeApi.on('POST', '/orders', refused(401, 'Not authorized.'));
    const onExpired = vi.fn();
    const page = pay(cartBasket, onExpired);
    await waitFor(() => expect(page.result.current.payment.intent.status).toBe('ready'));
    act(() => page.result.current.payment.paid('pi_1'));
    await waitFor(() =>
      expect(page.result.current.payment.phase).toEqual({
        name: 'failed',
        message: 'Not authorized.',
      }),
    );
    expect(onExpired).toHaveBeenCalled();
  });

  it('shows the server’s refusal of the intent, asked once', async () => {
    fakeApi.on('POST', '/payments/create-payment-intent', refused(422, 'Nothing to pay.'));
    const onExpired = vi.fn();
    const page = pay(cartBasket, onExpired);
    expect(page.result.current.payment.intent).toEqual({ status: 'asking' });
    await waitFor(() =>
      expect(page.result.current.payment.intent).toEqual({
        status: 'error',
        message: 'Nothing to pay.',
      }),
    );
    expect(fakeApi.calls('POST', '/payments/create-payment-intent')).toHaveLength(1);
    expect(onExpired).not.toHaveBeenCalled();

    fakeApi.on('POST', '/payments/create-payment-intent', refused(401, 'Not authorized.'));
    const expired = pay(cartBasket, onExpired);
    await waitFor(() => expect(expired.result.current.payment.intent.status).toBe('error'));
    expect(onExpired).toHaveBeenCalled();
  });
});
