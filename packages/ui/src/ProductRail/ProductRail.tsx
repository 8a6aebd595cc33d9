import { FEATURED_SCROLL_STEP_PX } from '@wtkit/domain';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { Alert } from '../Alert/Alert.js';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import type { RouterOptions } from '../internal/router.js';
import { useReducedMotion } from '../internal/useReducedMotion.js';
import { ProductCard, type ProductCardProduct } from '../ProductCard/ProductCard.js';
import { homeStrings } from '../strings/catalogue/home.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './ProductRail.css';

/** The catalogue's areas this module reads. */
const STRINGS = { home: homeStrings };

export type ProductRailStatus = 'loading' | 'error' | 'ready';

export interface ProductRailProps<P extends ProductCardProduct = ProductCardProduct> {
  products: readonly P[];
  /** loading, error, or ready (then empty when there are no products). */
  status?: ProductRailStatus;
  /** Error text; defaults to "Failed to load featured products.". */
  errorMessage?: string;
  heading?: string;
  /** Where a card leads; defaults to `/product/{id}`. */
  getHref?: (product: P) => string;
  getRouterOptions?: (product: P) => RouterOptions;
  /** Distance of one scroll-button press (default 1000 px). */
  scrollStep?: number;
  className?: string;
}

const END_SLACK_PX = 8;

/**
 * The home page's Most ordered carousel: a horizontally scrolling row of cards with
 * price (2 decimals) and name, and left/right buttons that scroll by 1000 px and disable at the
 * ends. Loading, empty and error states.
 */
export function ProductRail<P extends ProductCardProduct = ProductCardProduct>({
  products,
  status = 'ready',
  errorMessage: errorMessageProp,
  heading: headingProp,
  getHref = (product) => `/product/${encodeURIComponent(product._id)}`,
  getRouterOptions,
  scrollStep = FEATURED_SCROLL_STEP_PX,
  className,
}: ProductRailProps<P>) {
  const s = useStringAreas(STRINGS);
  const errorMessage = useFormat().message(errorMessageProp ?? s.home.featuredLoadFailed);
  const heading = headingProp ?? s.home.mostOrdered;
  const headingId = useId();
  const scrollerRef = useRef<HTMLUListElement | null>(null);
  const [atStart, setAtStart] = useState(true);
  const [atEnd, setAtEnd] = useState(false);
  const reducedMotion = useReducedMotion();

  const measure = useCallback(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    // A few pixels of slack: snapping and sub-pixel widths never land exactly on the ends.
    setAtStart(scroller.scrollLeft <= END_SLACK_PX);
    setAtEnd(scroller.scrollLeft + scroller.clientWidth >= scroller.scrollWidth - END_SLACK_PX);
  }, []);

  const showList = status === 'ready' && products.length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: products change the scroll width
  useEffect(() => {
    if (!showList) return;
    measure();
    const scroller = scrollerRef.current;
    if (!scroller || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [showList, measure, products]);

  const scrollBy = (delta: number) => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const behavior = reducedMotion ? 'auto' : 'smooth';
    if (typeof scroller.scrollBy === 'function') scroller.scrollBy({ left: delta, behavior });
    else scroller.scrollLeft += delta;
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = (
      <p className="wt-ProductRail-state" role="status">
        {s.home.loadingFeatured}
      </p>
    );
  } else if (status === 'error') {
    body = <Alert tone="danger">{errorMessage}</Alert>;
  } else if (products.length === 0) {
    body = <p className="wt-ProductRail-state">{s.home.noFeatured}</p>;
  } else {
    body = (
      <div className="wt-ProductRail-viewport">
        <Button
          className="wt-ProductRail-scroll wt-focus-ring"
          data-direction="left"
          aria-label={s.home.scrollLeft}
          isDisabled={atStart}
          onPress={() => scrollBy(-scrollStep)}
        >
          <Icon name="chevron-left" />
        </Button>
        <ul
          ref={scrollerRef}
          className="wt-ProductRail-list"
          aria-labelledby={headingId}
          onScroll={measure}
        >
          {products.map((product) => (
            <li key={product._id} className="wt-ProductRail-item">
              <ProductCard
                product={product}
                href={getHref(product)}
                routerOptions={getRouterOptions?.(product)}
              />
            </li>
          ))}
        </ul>
        <Button
          className="wt-ProductRail-scroll wt-focus-ring"
          data-direction="right"
          aria-label={s.home.scrollRight}
          isDisabled={atEnd}
          onPress={() => scrollBy(scrollStep)}
        >
          <Icon name="chevron-right" />
        </Button>
      </div>
    );
  }

  return (
    <section className={cx('wt-base wt-ProductRail', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="wt-ProductRail-heading">
        {heading}
      </h2>
      {body}
    </section>
  );
}
