import { memo, type Ref, Suspense } from 'react';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import type { RouterOptions } from '../internal/router.js';
import { useControllableState } from '../internal/useControllableState.js';
import { LazySelectableProductCard } from '../ProductCard/LazySelectableProductCard.js';
import {
  ProductCard,
  type ProductCardMode,
  type ProductCardProduct,
} from '../ProductCard/ProductCard.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { productStrings } from '../strings/catalogue/product.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './ProductGrid.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings, product: productStrings };

export interface ProductGridProps<P extends ProductCardProduct = ProductCardProduct> {
  products: readonly P[];
  /** Accessible name of the list, e.g. the listing's title. */
  label: string;
  mode?: ProductCardMode;
  /**
   * Where a card leads. Defaults: `/product/{id}` in view mode, `/createProduct` in edit mode;
   * pass the product as navigation state with `getRouterOptions`. Pass functions that stay the
   * same from render to render (not written inline): the cards then skip the grid's re-renders.
   */
  getHref?: (product: P, mode: ProductCardMode) => string;
  getRouterOptions?: (product: P, mode: ProductCardMode) => RouterOptions;
  showPrice?: boolean;
  /** Delete mode: ids of the checked products. */
  selectedIds?: readonly string[];
  defaultSelectedIds?: readonly string[];
  onSelectionChange?: (ids: readonly string[]) => void;
  /** Delete mode: the confirm button; it deletes every checked product. */
  onDeleteSelected?: (ids: readonly string[]) => void;
  /** Disables the confirm button while the deletion runs. */
  isDeleting?: boolean;
  /** Shown when there are no products. */
  emptyMessage?: string;
  /**
   * Heading level of the product names in view and edit modes: 2 right under the page's h1 (a
   * listing), 3 (the default) under a section's h2.
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** The list of cards, for a host that appends pages to it (see `useShowMore`). */
  listRef?: Ref<HTMLUListElement>;
}

function defaultHref(product: ProductCardProduct, mode: ProductCardMode): string {
  return mode === 'edit' ? '/createProduct' : `/product/${encodeURIComponent(product._id)}`;
}

const NO_IDS: readonly string[] = [];

interface GridCardProps<P extends ProductCardProduct> {
  product: P;
  mode: ProductCardMode;
  showPrice: boolean;
  getHref: (product: P, mode: ProductCardMode) => string;
  getRouterOptions?: (product: P, mode: ProductCardMode) => RouterOptions;
  headingLevel: 2 | 3 | 4;
}

/**
 * A card that draws again only when what it shows changes: the page around the grid renders
 * again after the scripts start (and on every change of its own state), and redrawing every
 * card each time would cost a page of links. Stable `getHref` and `getRouterOptions` (not new
 * functions on each render) keep it so.
 */
const GridCard = memo(function GridCard<P extends ProductCardProduct>({
  product,
  mode,
  showPrice,
  getHref,
  getRouterOptions,
  headingLevel,
}: GridCardProps<P>) {
  return (
    <ProductCard
      product={product}
      mode={mode}
      showPrice={showPrice}
      href={getHref(product, mode)}
      routerOptions={getRouterOptions?.(product, mode)}
      headingLevel={headingLevel}
    />
  );
}) as <P extends ProductCardProduct>(props: GridCardProps<P>) => ReturnType<typeof ProductCard>;

/** The listings' grid: 2, 3 or 4 columns by width, in view, edit or delete mode. */
export function ProductGrid<P extends ProductCardProduct = ProductCardProduct>({
  products,
  label,
  mode = 'view',
  getHref = defaultHref,
  getRouterOptions,
  showPrice = true,
  selectedIds,
  defaultSelectedIds = NO_IDS,
  onSelectionChange,
  onDeleteSelected,
  isDeleting = false,
  emptyMessage: emptyMessageProp,
  headingLevel = 3,
  className,
  listRef,
}: ProductGridProps<P>) {
  const s = useStringAreas(STRINGS);
  const emptyMessage = emptyMessageProp ?? s.product.noProductsFound;
  const [selected, setSelected] = useControllableState(
    selectedIds,
    defaultSelectedIds,
    onSelectionChange,
  );

  if (products.length === 0) {
    return (
      <div className={cx('wt-base wt-ProductGrid', className)}>
        <p className="wt-ProductGrid-empty">{emptyMessage}</p>
      </div>
    );
  }

  const list = (
    <ul ref={listRef} className="wt-ProductGrid-list" aria-label={label}>
      {products.map((product) => (
        <li key={product._id} className="wt-ProductGrid-item">
          {mode === 'delete' ? (
            <LazySelectableProductCard
              product={product}
              showPrice={showPrice}
              isSelected={selected.includes(product._id)}
              onSelectedChange={(checked) =>
                setSelected((ids) =>
                  checked
                    ? [...ids.filter((id) => id !== product._id), product._id]
                    : ids.filter((id) => id !== product._id),
                )
              }
            />
          ) : (
            <GridCard
              product={product}
              mode={mode}
              showPrice={showPrice}
              getHref={getHref}
              getRouterOptions={getRouterOptions}
              headingLevel={headingLevel}
            />
          )}
        </li>
      ))}
    </ul>
  );

  return (
    <div className={cx('wt-base wt-ProductGrid', className)} data-mode={mode}>
      {mode === 'delete' && onDeleteSelected ? (
        <div className="wt-ProductGrid-actions">
          <Button
            variant="danger"
            // Pending, not disabled, while it deletes: disabling the focused button drops focus.
            isDisabled={selected.length === 0}
            isPending={isDeleting}
            onPress={() => onDeleteSelected(selected)}
          >
            {formatString(s.layout.deleteSelected, { count: selected.length })}
          </Button>
        </div>
      ) : null}
      {mode === 'delete' ? (
        // One boundary for every card's checkbox: they appear together, never a few at a time
        // (a keyboard user tabbing through the first ones would otherwise skip the late ones).
        <Suspense fallback={null}>{list}</Suspense>
      ) : (
        list
      )}
    </div>
  );
}
