import { type CheckoutLine, checkoutTotals } from '@wtkit/domain';
import { type ReactNode, useId } from 'react';
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
 * The discount line, when the order has a promo code: `applied` with the server's figures (the
 * total shown is the server's), or `error` when the discount could not be priced (the message
 * is shown and the total is the lines' sum). Without it the summary has no discount line.
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
  discount?: CheckoutDiscount | null;
  /** Shown between the lines and the total (the promo-code field). */
  children?: ReactNode;
  className?: string;
}

/**
 * Checkout's order summary: each item with image, name, quantity and line total
 * (price × quantity), then the grand total with two decimals. With a promo code, the subtotal
 * and the discount come before the total.
 */
export function CheckoutSummary({ items, discount, children, className }: CheckoutSummaryProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const headingId = useId();
  const shown = items.filter((item) => item.product !== null);
  const { lineCents, totalCents } = checkoutTotals(shown);
  return (
    <section
      className={cx('wt-base wt-panel wt-CheckoutSummary', className)}
      aria-labelledby={headingId}
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
      {discount ? (
        <dl className="wt-CheckoutSummary-rows" data-testid="checkout-discount">
          <div className="wt-CheckoutSummary-row">
            <dt>{s.checkout.subtotal}</dt>
            <dd>
              {format.priceCents(
                discount.state === 'applied' ? discount.subtotalCents : totalCents,
              )}
            </dd>
          </div>
          {discount.state === 'applied' ? (
            <div className="wt-CheckoutSummary-row" data-discount="">
              <dt>{formatString(s.checkout.discountWithCode, { code: discount.code })}</dt>
              <dd>
                {formatString(s.checkout.discountAmount, {
                  amount: format.priceCents(discount.discountCents),
                })}
              </dd>
            </div>
          ) : (
            <div className="wt-CheckoutSummary-row" data-error="">
              <dt>{s.checkout.discount}</dt>
              <dd>
                <DomainMessage text={discount.message} />
              </dd>
            </div>
          )}
        </dl>
      ) : null}
      <p className="wt-CheckoutSummary-total">
        <span>{s.checkout.grandTotal}</span>
        <span data-testid="checkout-total">
          {format.priceCents(discount?.state === 'applied' ? discount.totalCents : totalCents)}
        </span>
      </p>
    </section>
  );
}
