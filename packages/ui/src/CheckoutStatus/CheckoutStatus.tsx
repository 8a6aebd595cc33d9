import { LinkButton } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { Spinner } from '../Spinner/Spinner.js';
import { checkoutStrings } from '../strings/catalogue/checkout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './CheckoutStatus.css';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

/**
 * Checkout's screens other than the payment: loading, Checkout Error (with Back to Cart) for a
 * failure or a reason the order cannot start (empty cart, missing address...; that one may add
 * an action such as the shipping details page), and success.
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
  const s = useStringAreas(STRINGS);
  return (
    <div className={cx('wt-base wt-CheckoutStatus', className)} data-state={state}>
      {state === 'loading' ? (
        <p className="wt-CheckoutStatus-text" role="status">
          <Spinner /> {message ?? s.checkout.loading}
        </p>
      ) : null}
      {state === 'error' || state === 'blocked' ? (
        <>
          <h2 className="wt-CheckoutStatus-heading">{s.checkout.checkoutError}</h2>
          <p className="wt-CheckoutStatus-text" role="alert" data-tone="danger">
            {message}
          </p>
          <div className="wt-CheckoutStatus-actions">
            {state === 'blocked' && action ? (
              <LinkButton href={action.href}>{action.label}</LinkButton>
            ) : null}
            <LinkButton
              href={cartHref}
              variant={state === 'blocked' && action ? 'secondary' : 'primary'}
            >
              {s.checkout.backToCart}
            </LinkButton>
          </div>
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
