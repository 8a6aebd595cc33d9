import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { PlainLink } from '../internal/PlainLink.js';
import { listingPagesStrings } from '../strings/catalogue/listingPages.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './ListingPager.css';

/** The catalogue's areas this module reads. */
const STRINGS = { listingPages: listingPagesStrings };

export interface ListingPagerProps {
  /** How many matching products come before the first one shown. */
  offset: number;
  /** How many products are shown. */
  shown: number;
  total: number;
  /** The total is the catalogue's estimate: it is said as "about". */
  totalIsEstimate?: boolean;
  /** The page before the first one shown; none at the listing's start. */
  previousHref?: string | null | undefined;
  /** The page after the last one shown; none at the listing's end. */
  nextHref?: string | null | undefined;
  /**
   * Shows the next products in place of the link to their page (the host appends them to the
   * list); the link stays for pages drawn before their scripts run, and without them.
   */
  onShowMore?: (() => void) | undefined;
  /** The next products are on their way. */
  isLoadingMore?: boolean;
  className?: string;
}

/**
 * The foot of a listing: which products are shown of how many, and the way to the pages before
 * and after: links (one page each, working without JavaScript), or "Show more products", which
 * adds the next page below the last.
 */
export function ListingPager({
  offset,
  shown,
  total,
  totalIsEstimate = false,
  previousHref,
  nextHref,
  onShowMore,
  isLoadingMore = false,
  className,
}: ListingPagerProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const l = s.listingPages;
  if (shown === 0) return null;
  const status = formatString(totalIsEstimate ? l.showingEstimate : l.showing, {
    from: format.number(offset + 1),
    to: format.number(offset + shown),
    total: format.number(Math.max(total, offset + shown)),
  });
  return (
    <nav className={cx('wt-base wt-ListingPager', className)} aria-label={l.pages}>
      <p className="wt-ListingPager-status" aria-live="polite">
        {status}
      </p>
      <div className="wt-ListingPager-links">
        {previousHref ? (
          <PlainLink href={previousHref} rel="prev" className="wt-ListingPager-link wt-focus-ring">
            {l.previousPage}
          </PlainLink>
        ) : null}
        {nextHref && onShowMore ? (
          <Button variant="secondary" isPending={isLoadingMore} onPress={onShowMore}>
            {l.showMore}
          </Button>
        ) : nextHref ? (
          <PlainLink href={nextHref} rel="next" className="wt-ListingPager-link wt-focus-ring">
            {l.nextPage}
          </PlainLink>
        ) : null}
      </div>
    </nav>
  );
}
