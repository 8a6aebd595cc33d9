import { LABELS } from '@wtkit/domain';
import { Checkbox, Link } from 'react-aria-components';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { usd } from '../internal/money.js';
import type { RouterOptions } from '../internal/router.js';
import './ProductCard.css';

/** What a card shows of a product; the API's Product fits. */
export interface ProductCardProduct {
  _id: string;
  name: string;
  /** Dollars with two decimals, as the API gives it. */
  price: number;
  imageUrl?: string | null;
}

/**
 * view: the card links to the product. edit: it links to the product's edit form. delete: it is
 * a checkbox and does not navigate (000 §2 listings).
 */
export type ProductCardMode = 'view' | 'edit' | 'delete';

export interface ProductCardProps {
  product: ProductCardProduct;
  mode?: ProductCardMode;
  /** Where the card leads in view and edit modes, e.g. `/product/{id}` or `/createProduct`. */
  href?: string;
  /** Passed to the host's router with the link (e.g. the product as navigation state). */
  routerOptions?: RouterOptions;
  /** The important-products row shows image and name only. */
  showPrice?: boolean;
  /** Delete mode: whether the card is checked. */
  isSelected?: boolean;
  defaultSelected?: boolean;
  onSelectedChange?: (selected: boolean) => void;
  /** Heading level of the product name in view and edit modes. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

function CheckIcon() {
  return (
    <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <path
        d="M3 8.5l3 3 7-7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A product tile: image, name and USD price (000 §2), in view, edit or delete mode. */
export function ProductCard({
  product,
  mode = 'view',
  href,
  routerOptions,
  showPrice = true,
  isSelected,
  defaultSelected,
  onSelectedChange,
  headingLevel = 3,
  className,
}: ProductCardProps) {
  const media = (
    <span className="wt-ProductCard-media">
      <Image src={product.imageUrl} alt="" />
    </span>
  );
  const price = showPrice ? (
    <span className="wt-ProductCard-price">{usd(product.price)}</span>
  ) : null;

  if (mode === 'delete') {
    return (
      <Checkbox
        className={cx('wt-base wt-ProductCard', className)}
        data-mode="delete"
        isSelected={isSelected}
        defaultSelected={defaultSelected}
        onChange={onSelectedChange}
      >
        {media}
        <span className="wt-ProductCard-box" aria-hidden="true">
          <CheckIcon />
        </span>
        <span className="wt-ProductCard-body">
          <span className="wt-ProductCard-name">{product.name}</span>
          {price}
        </span>
      </Checkbox>
    );
  }

  const Heading = `h${headingLevel}` as const;
  return (
    <article className={cx('wt-base wt-ProductCard', className)} data-mode={mode}>
      {media}
      <span className="wt-ProductCard-body">
        <Heading className="wt-ProductCard-name">
          <Link
            href={href}
            routerOptions={routerOptions}
            className="wt-ProductCard-link wt-focus-ring"
          >
            {mode === 'edit' ? (
              <span className="wt-visually-hidden">{`${LABELS.productForm.editTitle}: `}</span>
            ) : null}
            {product.name}
          </Link>
        </Heading>
        {price}
      </span>
      {mode === 'edit' ? (
        <span className="wt-ProductCard-editBadge" aria-hidden="true">
          {LABELS.productForm.editTitle}
        </span>
      ) : null}
    </article>
  );
}
