import { useId } from 'react';
import { Button } from '../Button/Button.js';
import { Image } from '../Image/Image.js';
import { IMAGE_SIZES, type ImageSource, mainImage } from '../Image/imageSources.js';
import { cx } from '../internal/cx.js';
import { dashboardStrings } from '../strings/catalogue/dashboard.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../TrackerSearchResult/TrackerSearchResult.css';

/** The catalogue's areas this module reads. */
const STRINGS = { dashboard: dashboardStrings };

export interface PendingInstallationProps {
  item: {
    _id: string;
    name: string;
    imageUrl?: string | null;
    images?: readonly ImageSource[] | null;
  };
  /** When the order was placed. */
  orderedAt: string;
  onInstall: () => void;
  isInstalling?: boolean;
  className?: string;
}

/**
 * A filter from an order not installed yet (the dashboard's Pending Installations): name,
 * "From order on {date}" and Install & Track.
 */
export function PendingInstallation({
  item,
  orderedAt,
  onInstall,
  isInstalling = false,
  className,
}: PendingInstallationProps) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const nameId = useId();
  return (
    <article className={cx('wt-base wt-TrackerSearchResult', className)} aria-labelledby={nameId}>
      <span className="wt-TrackerSearchResult-media">
        <Image {...mainImage(item)} sizes={IMAGE_SIZES.thumbnail} alt="" compactPlaceholder />
      </span>
      <div className="wt-TrackerSearchResult-body">
        <h3 id={nameId} className="wt-TrackerSearchResult-name">
          {item.name}
        </h3>
        <p className="wt-TrackerSearchResult-description">
          {formatString(s.dashboard.fromOrderOn, { date: format.date(orderedAt) })}
        </p>
      </div>
      <Button size="sm" onPress={onInstall} isPending={isInstalling} aria-describedby={nameId}>
        {s.dashboard.installAndTrack}
      </Button>
    </article>
  );
}
