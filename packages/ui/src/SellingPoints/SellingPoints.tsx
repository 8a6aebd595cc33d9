import { useId } from 'react';
import { cx } from '../internal/cx.js';
import { homeStrings } from '../strings/catalogue/home.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './SellingPoints.css';

/** The catalogue's areas this module reads. */
const STRINGS = { home: homeStrings };

export interface SellingPointsProps {
  heading?: string;
  /** The tiles, in order; defaults to the shop's five. */
  points?: readonly string[];
  className?: string;
}

/**
 * The home page's "Your water is our Passion" strip, for larger screens only: hidden on
 * phone widths, the first three tiles on small widths (Trusted Water Care and Quick Support
 * hidden), all five from medium widths up.
 */
export function SellingPoints({
  heading: headingProp,
  points: pointsProp,
  className,
}: SellingPointsProps) {
  const s = useStringAreas(STRINGS);
  const heading = headingProp ?? s.home.sellingPointsHeading;
  const points = pointsProp ?? s.home.sellingPoints;
  const headingId = useId();
  return (
    <section className={cx('wt-base wt-SellingPoints', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="wt-SellingPoints-heading">
        {heading}
      </h2>
      <ul className="wt-SellingPoints-list">
        {points.map((point, index) => (
          <li
            key={point}
            className="wt-SellingPoints-tile"
            data-large-only={index >= 3 || undefined}
          >
            {point}
          </li>
        ))}
      </ul>
    </section>
  );
}
