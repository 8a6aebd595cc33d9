import { type CheckoutLine, checkoutTotals } from '@wtkit/domain';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource, mainImage } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { checkoutStrings } from '../strings/catalogue/checkout.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './CheckoutSummary.css';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

/** A line to pay for: the cart's item or a Buy it Now's (product may be gone from the cart). */
export interface CheckoutSummaryItem extends CheckoutLine {
  readonly product: {
    readonly _id: string;
    readonly name: string;
    readonly price: number;
    readonly imageUrl?: string | null;
    readonly images?: readonly ImageSource[] | null;
  } | null;
}

/**
 * The order's figures as the server answered them (the payment intent): the subtotal, the promo
 * code's discount, the shipping method and its price, the sales tax and the total charged. A
 * line that is null is not shown (no code, a shop without shipping methods or tax).
 */
export interface CheckoutMoney {
  subtotalCents: number;
  discount: { code: string; cents: number } | null;
  /** The method's name and what this order pays for it (0 shows Free). */
  shipping: { method: string; cents: number } | null;
  taxCents: number | null;
  totalCents: number;
}

/**
 * The discount line, when the order has a promo code: `applied` with the server's figures (the
 * total shown is the server's; the same as `money` with only a discount), or `error` when the
 * discount could not be priced (the message is shown and the total is the lines' sum, or
 * `money`'s). Without it the summary has no discount line.
 */
export type CheckoutDiscount =
  | {
      state: 'applied';
      code: string;
      subtotalCents: number;
      discountCents: number;
      totalCents: number;
    }
  | { state: 'error'; message: string };

export interface CheckoutSummaryProps {
  items: readonly CheckoutSummaryItem[];
  /** The server's figures; without them the total is the lines' sum. */
  money?: CheckoutMoney | null;
  discount?: CheckoutDiscount | null;
  /**
   * A change (address, shipping method, promo code) is being repriced: the figures shown are
   * the last ones, dimmed, the total says Calculating, and the change is announced. Nothing
   * moves: the same rows keep their place.
   */
  calculating?: boolean;
  /** Shown between the lines and the total (the promo-code field, the shipping methods). */
  children?: ReactNode;
  className?: string;
}

/** The figures a discount alone gives (the promo code's answer before shipping and tax). */
const discountMoney = (discount: CheckoutDiscount | null | undefined): CheckoutMoney | null =>
  discount?.state === 'applied'
    ? {
        subtotalCents: discount.subtotalCents,
        discount: { code: discount.code, cents: discount.discountCents },
        shipping: null,
        taxCents: null,
        totalCents: discount.totalCents,
      }
    : null;

/**
 * Checkout's order summary: each item with image, name, quantity and line total
 * (price × quantity), then the grand total with two decimals. With the server's figures, the
 * subtotal, the discount, the shipping and the tax come before the total, each as answered
 * (never computed here).
 */
export function CheckoutSummary({
  items,
  money,
  discount,
  calculating = false,
  children,
  className,
}: CheckoutSummaryProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const headingId = useId();
  const shown = items.filter((item) => item.product !== null);
  const { lineCents, totalCents } = checkoutTotals(shown);
  const figures = money ?? discountMoney(discount);
  const said = useRepricingAnnouncement(
    calculating,
    format.priceCents(figures?.totalCents ?? totalCents),
  );
  return (
    <section
      className={cx('wt-base wt-panel wt-CheckoutSummary', className)}
      aria-labelledby={headingId}
      aria-busy={calculating || undefined}
      data-calculating={calculating ? '' : undefined}
    >
      <h2 id={headingId} className="wt-panel-heading">
        {s.checkout.orderSummary}
      </h2>
      <ul
        className="wt-CheckoutSummary-lines"
        aria-label={format.plural(s.checkout.itemCount, shown.length)}
      >
        {shown.map((item, index) => {
          const product = item.product;
          if (!product) return null;
          return (
            <li key={product._id} className="wt-CheckoutSummary-line">
              <span className="wt-CheckoutSummary-media">
                <Image
                  {...mainImage(product)}
                  sizes={IMAGE_SIZES.thumbnail}
                  alt=""
                  compactPlaceholder
                />
              </span>
              <span className="wt-CheckoutSummary-info">
                <span className="wt-CheckoutSummary-name">{product.name}</span>
                <span className="wt-CheckoutSummary-quantity">
                  {formatString(s.checkout.quantity, { count: item.quantity })}
                </span>
              </span>
              <span className="wt-CheckoutSummary-lineTotal">
                <span className="wt-visually-hidden">{`${s.checkout.lineTotal}: `}</span>
                {format.priceCents(lineCents[index] ?? 0)}
              </span>
            </li>
          );
        })}
      </ul>
      {children}
      {figures || discount ? (
        <dl className="wt-CheckoutSummary-rows" data-testid="checkout-lines">
          <div className="wt-CheckoutSummary-row">
            <dt>{s.checkout.subtotal}</dt>
            <dd>{format.priceCents(figures?.subtotalCents ?? totalCents)}</dd>
          </div>
          {discount?.state === 'error' ? (
            <div className="wt-CheckoutSummary-row" data-error="" data-testid="checkout-discount">
              <dt>{s.checkout.discount}</dt>
              <dd>
                <DomainMessage text={discount.message} />
              </dd>
            </div>
          ) : figures?.discount ? (
            <div
              className="wt-CheckoutSummary-row"
              data-discount=""
              data-testid="checkout-discount"
            >
              <dt>{formatString(s.checkout.discountWithCode, { code: figures.discount.code })}</dt>
              <dd>
                {formatString(s.checkout.discountAmount, {
                  amount: format.priceCents(figures.discount.cents),
                })}
              </dd>
            </div>
          ) : null}
          {figures?.shipping ? (
            <div className="wt-CheckoutSummary-row" data-testid="checkout-shipping">
              <dt>
                {formatString(s.checkout.shippingWithMethod, { method: figures.shipping.method })}
              </dt>
              <dd>
                {figures.shipping.cents === 0
                  ? s.checkout.free
                  : format.priceCents(figures.shipping.cents)}
              </dd>
            </div>
          ) : null}
          {figures && figures.taxCents !== null ? (
            <div className="wt-CheckoutSummary-row" data-testid="checkout-tax">
              <dt>{s.checkout.tax}</dt>
              <dd>{format.priceCents(figures.taxCents)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <p className="wt-CheckoutSummary-total">
        <span>{s.checkout.grandTotal}</span>
        {calculating ? (
          <span data-testid="checkout-calculating">{s.checkout.calculating}</span>
        ) : (
          <span data-testid="checkout-total">
            {format.priceCents(figures?.totalCents ?? totalCents)}
          </span>
        )}
      </p>
      <p className="wt-visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}

/**
 * What the summary's live region says: that the total is being updated while a change is
 * repriced, then the new total. Nothing on the first render (the page says its own total).
 */
function useRepricingAnnouncement(calculating: boolean, total: string): string {
  const s = useStringAreas(STRINGS);
  const [said, setSaid] = useState('');
  const wasCalculating = useRef(false);
  useEffect(() => {
    if (calculating) setSaid(s.checkout.calculatingTotal);
    else if (wasCalculating.current) setSaid(formatString(s.checkout.totalUpdated, { total }));
    wasCalculating.current = calculating;
  }, [calculating, total, s.checkout]);
  return said;
}
