import { useId } from 'react';
import { Button } from '../Button/Button.js';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource, mainImage } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import { dashboardStrings } from '../strings/catalogue/dashboard.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './TrackerSearchResult.css';

/** The catalogue's areas this module reads. */
const STRINGS = { dashboard: dashboardStrings };

export interface TrackerSearchResultProps {
  product: {
    _id: string;
    name: string;
    description?: string | null;
    imageUrl?: string | null;
    images?: readonly ImageSource[] | null;
  };
  onAdd: () => void;
  isAdding?: boolean;
  className?: string;
}

/**
 * A result of the dashboard's "Find and Add a Filter" search: name, description (or
 * "No description available.") and Add to Tracker.
 */
export function TrackerSearchResult({
  product,
  onAdd,
  isAdding = false,
  className,
}: TrackerSearchResultProps) {
  const s = useStringAreas(STRINGS);
  const nameId = useId();
  const description = product.description?.trim() || s.dashboard.noDescription;
  return (
    <article className={cx('wt-base wt-TrackerSearchResult', className)} aria-labelledby={nameId}>
      <span className="wt-TrackerSearchResult-media">
        <Image {...mainImage(product)} sizes={IMAGE_SIZES.thumbnail} alt="" compactPlaceholder />
      </span>
      <div className="wt-TrackerSearchResult-body">
        <h3 id={nameId} className="wt-TrackerSearchResult-name">
          {product.name}
        </h3>
        <p className="wt-TrackerSearchResult-description">{description}</p>
      </div>
      <Button size="sm" onPress={onAdd} isPending={isAdding} aria-describedby={nameId}>
        {s.dashboard.addToTracker}
      </Button>
    </article>
  );
}
