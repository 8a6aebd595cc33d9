import { Button, LinkButton } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { Spinner } from '../Spinner/Spinner.js';
import { cartStrings } from '../strings/catalogue/cart.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './CartState.css';

/** The catalogue's areas this module reads. */
const STRINGS = { cart: cartStrings };

/** The cart page's states other than populated. */
export type CartStateKind = 'login' | 'loading' | 'error' | 'empty';

export interface CartStateProps {
  state: CartStateKind;
  /** Error text; defaults to "Failed to load cart. Please try again.". */
  errorMessage?: string;
  /** Try Again in the error state. */
  onRetry?: () => void;
  /** Go to Login's target; defaults to /log. */
  loginHref?: string;
  /** Continue Shopping's target; defaults to /. */
  shopHref?: string;
  className?: string;
}

/**
 * Please log in (Go to Login), loading, error with Try Again, and empty (Your Cart is Empty,
 * Continue Shopping).
 */
export function CartState({
  state,
  errorMessage: errorMessageProp,
  onRetry,
  loginHref = '/log',
  shopHref = '/',
  className,
}: CartStateProps) {
  const s = useStringAreas(STRINGS);
  const errorMessage = useFormat().message(errorMessageProp ?? s.cart.loadFailed);
  return (
    <div className={cx('wt-base wt-CartState', className)} data-state={state}>
      {state === 'login' ? (
        <>
          <p className="wt-CartState-text">{s.cart.loginPrompt}</p>
          <LinkButton href={loginHref}>{s.cart.goToLogin}</LinkButton>
        </>
      ) : null}
      {state === 'loading' ? (
        <p className="wt-CartState-text" role="status">
          <Spinner /> {s.cart.loading}
        </p>
      ) : null}
      {state === 'error' ? (
        <>
          <p className="wt-CartState-text" role="alert" data-tone="danger">
            {errorMessage}
          </p>
          <Button variant="secondary" onPress={onRetry}>
            {s.cart.tryAgain}
          </Button>
        </>
      ) : null}
      {state === 'empty' ? (
        <>
          <h2 className="wt-CartState-heading">{s.cart.empty}</h2>
          <LinkButton href={shopHref}>{s.cart.continueShopping}</LinkButton>
        </>
      ) : null}
    </div>
  );
}
