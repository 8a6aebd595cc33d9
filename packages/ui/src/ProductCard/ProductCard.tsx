import { productStyleClasses } from '@wtkit/domain';
import { Suspense } from 'react';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource, mainImage } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import { PlainLink } from '../internal/PlainLink.js';
import type { RouterOptions } from '../internal/router.js';
import { productStrings } from '../strings/catalogue/product.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './ProductCard.css';
import { LazySelectableProductCard } from './LazySelectableProductCard.js';

/** The catalogue's areas this module reads. */
const STRINGS = { product: productStrings };

/** What a card shows of a product; the API's Product fits. */
export interface ProductCardProduct {
  _id: string;
  name: string;
  /** Dollars with two decimals, as the API gives it. */
  price: number;
  imageUrl?: string | null;
  /** The API's `images`: the first one's variants make the card's `srcset`. */
  images?: readonly ImageSource[] | null;
  /** The product's style class text: its plain class names go on the card for the site's CSS. */
  additional?: string | null;
}

/**
 * view: the card links to the product. edit: it links to the product's edit form. delete: it is
 * a checkbox and does not navigate.
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

/** The card's image; shared by the view and delete modes. */
export function ProductCardMedia({ product }: { product: ProductCardProduct }) {
  return (
    <span className="wt-ProductCard-media">
      <Image {...mainImage(product)} sizes={IMAGE_SIZES.card} alt="" />
    </span>
  );
}

export function ProductCardPrice({ product }: { product: ProductCardProduct }) {
  const format = useFormat();
  return <span className="wt-ProductCard-price">{format.price(product.price)}</span>;
}

/**
 * A product tile: image, name and USD price, in view, edit or delete mode. The product's style
 * class text (`additional`) adds its class names to the card, for the site's own CSS.
 */
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
  const s = useStringAreas(STRINGS);
  if (mode === 'delete') {
    return (
      <Suspense fallback={null}>
        <LazySelectableProductCard
          product={product}
          showPrice={showPrice}
          isSelected={isSelected}
          defaultSelected={defaultSelected}
          onSelectedChange={onSelectedChange}
          className={className}
        />
      </Suspense>
    );
  }

  const Heading = `h${headingLevel}` as const;
  return (
    <article
      className={cx(
        'wt-base wt-ProductCard',
        ...productStyleClasses(product.additional),
        className,
      )}
      data-mode={mode}
    >
      <ProductCardMedia product={product} />
      <span className="wt-ProductCard-body">
        <Heading className="wt-ProductCard-name">
          <PlainLink
            href={href}
            routerOptions={routerOptions}
            className="wt-ProductCard-link wt-focus-ring"
          >
            {mode === 'edit' ? (
              <span className="wt-visually-hidden">{`${s.product.edit}: `}</span>
            ) : null}
            {product.name}
          </PlainLink>
        </Heading>
        {showPrice ? <ProductCardPrice product={product} /> : null}
      </span>
      {mode === 'edit' ? (
        <span className="wt-ProductCard-editBadge" aria-hidden="true">
          {s.product.edit}
        </span>
      ) : null}
    </article>
  );
}
