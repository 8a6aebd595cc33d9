import { orderTotal, toCents } from '@wtkit/domain';
import { useId } from 'react';
import { LinkButton } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import type { RouterOptions } from '../internal/router.js';
import { cartStrings } from '../strings/catalogue/cart.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './OrderSummary.css';

/** The catalogue's areas this module reads. */
const STRINGS = { cart: cartStrings };

export interface OrderSummaryLine {
  product: { price: number } | null;
  quantity: number;
}

export interface OrderSummaryProps {
  /** The cart's items; the subtotal is the sum of price × quantity (lines without product skip). */
  items: readonly OrderSummaryLine[];
  /** Where Proceed to Checkout leads; defaults to /checkout. */
  checkoutHref?: string;
  checkoutRouterOptions?: RouterOptions;
  /** Disables Proceed to Checkout (e.g. while the cart updates). */
  isCheckoutDisabled?: boolean;
  className?: string;
}

/**
 * The cart's Order Summary: Subtotal, Shipping and Tax both "Calculated at checkout",
 * Total, and Proceed to Checkout.
 */
export function OrderSummary({
  items,
  checkoutHref = '/checkout',
  checkoutRouterOptions,
  isCheckoutDisabled = false,
  className,
}: OrderSummaryProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const headingId = useId();
  const subtotal = orderTotal(
    items.flatMap((item) =>
      item.product ? [{ unitCents: toCents(item.product.price), quantity: item.quantity }] : [],
    ),
  );
  return (
    <section
      className={cx('wt-base wt-panel wt-OrderSummary', className)}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="wt-panel-heading">
        {s.cart.orderSummary}
      </h2>
      <dl className="wt-OrderSummary-rows">
        <div className="wt-OrderSummary-row">
          <dt>{s.cart.subtotal}</dt>
          <dd>{format.priceCents(subtotal)}</dd>
        </div>
        <div className="wt-OrderSummary-row">
          <dt>{s.cart.shipping}</dt>
          <dd className="wt-OrderSummary-later">{s.cart.calculatedAtCheckout}</dd>
        </div>
        <div className="wt-OrderSummary-row">
          <dt>{s.cart.tax}</dt>
          <dd className="wt-OrderSummary-later">{s.cart.calculatedAtCheckout}</dd>
        </div>
        <div className="wt-OrderSummary-row" data-total="">
          <dt>{s.cart.total}</dt>
          <dd>{format.priceCents(subtotal)}</dd>
        </div>
      </dl>
      <LinkButton
        size="lg"
        className="wt-OrderSummary-checkout"
        href={checkoutHref}
        routerOptions={checkoutRouterOptions}
        isDisabled={isCheckoutDisabled}
      >
        {s.cart.proceedToCheckout}
      </LinkButton>
    </section>
  );
}
