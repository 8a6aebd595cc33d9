import { type CheckoutLine, checkoutTotals } from '@wtkit/domain';
import { useId } from 'react';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource, mainImage } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
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

export interface CheckoutSummaryProps {
  items: readonly CheckoutSummaryItem[];
  className?: string;
}

/**
 * Checkout's order summary: each item with image, name, quantity and line total
 * (price × quantity), then the grand total with two decimals.
 */
export function CheckoutSummary({ items, className }: CheckoutSummaryProps) {
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
      <p className="wt-CheckoutSummary-total">
        <span>{s.checkout.grandTotal}</span>
        <span data-testid="checkout-total">{format.priceCents(totalCents)}</span>
      </p>
    </section>
  );
}
