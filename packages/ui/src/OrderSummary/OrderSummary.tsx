import { formatUsd, LABELS, orderTotal, toCents } from '@wtkit/domain';
import { useId } from 'react';
import { LinkButton } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import type { RouterOptions } from '../internal/router.js';

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
 * The cart's Order Summary (000 §2): Subtotal, Shipping and Tax both "Calculated at checkout",
 * Total, and Proceed to Checkout.
 */
export function OrderSummary({
  items,
  checkoutHref = '/checkout',
  checkoutRouterOptions,
  isCheckoutDisabled = false,
  className,
}: OrderSummaryProps) {
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
        {LABELS.cart.orderSummary}
      </h2>
      <dl className="wt-OrderSummary-rows">
        <div className="wt-OrderSummary-row">
          <dt>{LABELS.cart.subtotal}</dt>
          <dd>{formatUsd(subtotal)}</dd>
        </div>
        <div className="wt-OrderSummary-row">
          <dt>{LABELS.cart.shipping}</dt>
          <dd className="wt-OrderSummary-later">{LABELS.cart.calculatedAtCheckout}</dd>
        </div>
        <div className="wt-OrderSummary-row">
          <dt>{LABELS.cart.tax}</dt>
          <dd className="wt-OrderSummary-later">{LABELS.cart.calculatedAtCheckout}</dd>
        </div>
        <div className="wt-OrderSummary-row" data-total="">
          <dt>{LABELS.cart.total}</dt>
          <dd>{formatUsd(subtotal)}</dd>
        </div>
      </dl>
      <LinkButton
        size="lg"
        className="wt-OrderSummary-checkout"
        href={checkoutHref}
        routerOptions={checkoutRouterOptions}
        isDisabled={isCheckoutDisabled}
      >
        {LABELS.cart.proceedToCheckout}
      </LinkButton>
    </section>
  );
}
