import { lineTotal, toCents } from '@wtkit/domain';
import { useRef } from 'react';
import { Button, Link } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource, mainImage } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import type { RouterOptions } from '../internal/router.js';
import { QuantityStepper } from '../QuantityStepper/QuantityStepper.js';
import { cartStrings } from '../strings/catalogue/cart.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './CartLine.css';

/** The catalogue's areas this module reads. */
const STRINGS = { cart: cartStrings };

/** A cart item as the API gives it; `product` may be missing for a deleted product. */
export interface CartLineItem {
  product: {
    _id: string;
    name: string;
    price: number;
    imageUrl?: string | null;
    images?: readonly ImageSource[] | null;
  } | null;
  quantity: number;
}

export interface CartLineProps {
  item: CartLineItem;
  /** Called with the new quantity (at least 1). */
  onQuantityChange?: (quantity: number) => void;
  onRemove?: () => void;
  /** Disables the controls while an update of this line runs. */
  isBusy?: boolean;
  /** Where the product name leads; none by default. */
  href?: string;
  routerOptions?: RouterOptions;
  className?: string;
}

/**
 * One row of the cart: image, name, unit price, quantity controls (decrease disabled
 * at 1), line total and remove. An item without product data shows the spec's error text.
 */
export function CartLine({
  item,
  onQuantityChange,
  onRemove,
  isBusy = false,
  href,
  routerOptions,
  className,
}: CartLineProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const { product } = item;
  // The quantity the line was shown with: once it changes, the new quantity and total are
  // announced (the stepper's own text changes silently for a screen reader).
  const shownQuantity = useRef(item.quantity);
  if (!product) {
    return (
      <div className={cx('wt-base wt-CartLine', className)} data-invalid="">
        <div className="wt-CartLine-row">
          <p className="wt-CartLine-missing" role="alert">
            {s.cart.itemProductMissing}
          </p>
        </div>
      </div>
    );
  }
  const total = format.priceCents(lineTotal(toCents(product.price), item.quantity));
  const changed = item.quantity !== shownQuantity.current;
  return (
    <div className={cx('wt-base wt-CartLine', className)} data-busy={isBusy || undefined}>
      <div className="wt-CartLine-row">
        <span className="wt-CartLine-media">
          <Image {...mainImage(product)} sizes={IMAGE_SIZES.thumbnail} alt="" />
        </span>
        <div className="wt-CartLine-info">
          <p className="wt-CartLine-name">
            {href ? (
              <Link
                href={href}
                routerOptions={routerOptions}
                className="wt-CartLine-link wt-focus-ring"
              >
                {product.name}
              </Link>
            ) : (
              product.name
            )}
          </p>
          <p className="wt-CartLine-price">
            <span className="wt-visually-hidden">{`${s.cart.unitPrice}: `}</span>
            {format.price(product.price)}
          </p>
        </div>
        <QuantityStepper
          className="wt-CartLine-quantity"
          value={item.quantity}
          onChange={onQuantityChange}
          isBusy={isBusy}
          label={formatString(s.cart.quantityOf, { name: product.name })}
          hideLabel
        />
        <p className="wt-CartLine-total">
          <span className="wt-visually-hidden">{`${s.cart.lineTotal}: `}</span>
          {total}
        </p>
        <p className="wt-visually-hidden" role="status">
          {changed
            ? formatString(s.cart.quantityChanged, {
                name: product.name,
                count: item.quantity,
                total,
              })
            : ''}
        </p>
        <Button
          className="wt-CartLine-remove wt-focus-ring"
          aria-label={formatString(s.cart.remove, { name: product.name })}
          isDisabled={isBusy}
          onPress={onRemove}
        >
          <Icon name="trash" />
        </Button>
      </div>
    </div>
  );
}
