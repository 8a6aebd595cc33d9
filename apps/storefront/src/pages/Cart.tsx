import { useMutation } from '@tanstack/react-query';
import { cartMessages, SESSION_EXPIRED_REDIRECT_MS, sessionMessages } from '@wtkit/domain';
import { Alert, CartLine, CartState, cartStrings, OrderSummary, useStringAreas } from '@wtkit/ui';
import { useEffect, useState } from 'react';
import { errorMessage, isUnauthorized } from '../errors';
import { mutations } from '../mutations';
import { useToken } from '../session';
import { useCart } from '../useCart';
import { useTimedRedirect } from '../useTimedRedirect';
import './Cart.css';

/** The catalogue's areas this module reads. */
const STRINGS = { cart: cartStrings };

/** Shopping Cart: log in, loading, error with Try Again, empty, populated. */
export default function Cart() {
  const s = useStringAreas(STRINGS);
  const token = useToken();
  const cart = useCart();
  const redirect = useTimedRedirect();
  const update = useMutation(mutations.updateCartItem());
  const remove = useMutation(mutations.removeCartItem());
  const [message, setMessage] = useState<string | null>(null);
  // A removed line is said in a live region that is in the page before it speaks.
  const [removed, setRemoved] = useState('');

  const sessionExpired = isUnauthorized(cart.error);
  useEffect(() => {
    if (sessionExpired) redirect('/log', SESSION_EXPIRED_REDIRECT_MS);
  }, [sessionExpired, redirect]);

  // Loading the cart with a token the server refuses is an expired session (message, then
  // /log after 2 s); a quantity change or removal it refuses says so in the cart's own words,
  // and the page falls back to Go to Login since the token is gone.
  const onFailure = (fallback: string) => (cause: unknown) => {
    setMessage(
      isUnauthorized(cause) ? sessionMessages.authenticationError : errorMessage(cause, fallback),
    );
  };

  let body: React.ReactNode;
  if (sessionExpired) {
    body = <Alert tone="danger">{sessionMessages.expired}</Alert>;
  } else if (token === null) {
    body = <CartState state="login" />;
  } else if (cart.isPending) {
    body = <CartState state="loading" />;
  } else if (cart.isError) {
    body = <CartState state="error" onRetry={() => cart.refetch()} />;
  } else if (cart.data.data.items.length === 0) {
    body = <CartState state="empty" />;
  } else {
    const items = cart.data.data.items;
    const busyId = update.isPending
      ? update.variables?.productId
      : remove.isPending
        ? remove.variables
        : undefined;
    body = (
      <div className="sf-cart">
        <ul className="sf-cart-lines" aria-label={s.cart.title}>
          {items.map((item, index) => (
            <li key={item.product?._id ?? `missing-${index}`}>
              {item.product ? (
                <CartLine
                  item={item}
                  href={`/product/${encodeURIComponent(item.product._id)}`}
                  isBusy={busyId === item.product._id}
                  onQuantityChange={(quantity) => {
                    // The stepper also reports its shown value when it is disabled mid-update
                    // (it commits on blur): nothing to send when the server already has it.
                    if (quantity === item.quantity) return;
                    setMessage(null);
                    const productId = item.product?._id ?? '';
                    update.mutate(
                      { productId, quantity },
                      { onError: onFailure(cartMessages.updateQuantityFailed) },
                    );
                  }}
                  onRemove={() => {
                    setMessage(null);
                    const name = item.product?.name ?? '';
                    remove.mutate(item.product?._id ?? '', {
                      onSuccess: () => setRemoved(cartMessages.removed(name)),
                      onError: onFailure(cartMessages.removeFailed),
                    });
                  }}
                />
              ) : (
                <Alert tone="danger">{cartMessages.itemProductMissing}</Alert>
              )}
            </li>
          ))}
        </ul>
        <OrderSummary items={items} isCheckoutDisabled={update.isPending || remove.isPending} />
      </div>
    );
  }

  return (
    <section className="sf-cart-page" aria-labelledby="cart-title">
      <h1 id="cart-title">{s.cart.title}</h1>
      <p className="wt-visually-hidden" role="status">
        {removed}
      </p>
      {message ? <Alert tone="danger">{message}</Alert> : null}
      {body}
    </section>
  );
}
