import { LinkButton } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { Spinner } from '../Spinner/Spinner.js';
import { useStrings } from '../strings/WtkitProvider.js';

/**
 * Checkout's screens other than the payment (001 §2, §5): loading, Checkout Error (with Back to
 * Cart), a reason the order cannot start (empty cart, missing address...), and success.
 */
export type CheckoutStatusKind = 'loading' | 'error' | 'blocked' | 'success';

export interface CheckoutStatusProps {
  state: CheckoutStatusKind;
  /** The text: the error, the reason, or the success sentence. */
  message?: string;
  /** An action for the blocked state, e.g. the shipping details page. */
  action?: { label: string; href: string };
  /** Back to Cart's target; defaults to /shoppingCart. */
  cartHref?: string;
  className?: string;
}

export function CheckoutStatus({
  state,
  message,
  action,
  cartHref = '/shoppingCart',
  className,
}: CheckoutStatusProps) {
  const s = useStrings();
  return (
    <div className={cx('wt-base wt-CheckoutStatus', className)} data-state={state}>
      {state === 'loading' ? (
        <p className="wt-CheckoutStatus-text" role="status">
          <Spinner /> {message ?? s.checkout.loading}
        </p>
      ) : null}
      {state === 'error' ? (
        <>
          <h2 className="wt-CheckoutStatus-heading">{s.checkout.checkoutError}</h2>
          <p className="wt-CheckoutStatus-text" role="alert" data-tone="danger">
            {message}
          </p>
          <LinkButton href={cartHref}>{s.checkout.backToCart}</LinkButton>
        </>
      ) : null}
      {state === 'blocked' ? (
        <>
          <p className="wt-CheckoutStatus-text" role="alert" data-tone="warning">
            {message}
          </p>
          {action ? <LinkButton href={action.href}>{action.label}</LinkButton> : null}
        </>
      ) : null}
      {state === 'success' ? (
        <p className="wt-CheckoutStatus-text" role="status" data-tone="success">
          {message}
        </p>
      ) : null}
    </div>
  );
}
