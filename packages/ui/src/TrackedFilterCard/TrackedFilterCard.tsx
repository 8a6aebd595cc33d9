import type { DateInput } from '@wtkit/domain';
import { useId } from 'react';
import { Button } from '../Button/Button.js';
import { ConfirmDialog } from '../Dialog/ConfirmDialog.js';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { PartLifeBar } from '../PartLifeBar/PartLifeBar.js';
import { dashboardStrings } from '../strings/catalogue/dashboard.js';
import { formatString } from '../strings/formatString.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './TrackedFilterCard.css';

/** The catalogue's areas this module reads. */
const STRINGS = { dashboard: dashboardStrings };

/** The catalogue product that replaces a part, at today's price and stock. */
export interface ReplacementProduct {
  _id: string;
  name: string;
  /** Dollars, as the API gives them. */
  price: number;
  stock: number;
  imageUrl?: string;
}

export interface TrackedFilterPart {
  _id: string;
  partProductNameSnapshot: string;
  initialLifespanMonths: number | null;
  /** When the part was installed or last reset; the tracked product's date otherwise. */
  clockStartedAt?: string | null;
  /** Undefined when not known; null when the catalogue has no product for it (not reorderable). */
  replacement?: ReplacementProduct | null;
}

/** A tracked product as the API gives it; the fields the card shows. */
export interface TrackedFilter {
  _id: string;
  customName: string;
  installationDate: string | null;
  systemProductNameSnapshot: string;
  systemProductImageUrlSnapshot?: string | null;
  trackedSystemParts: readonly TrackedFilterPart[];
}

export interface TrackedFilterCardProps {
  tracked: TrackedFilter;
  onResetPart?: (partId: string) => void;
  /** Reorder now: the part's replacement bought on its own (the host opens checkout with it). */
  onReorder?: (part: TrackedFilterPart & { replacement: ReplacementProduct }) => void;
  /** Called after the user confirms "Are you sure you want to stop tracking this item?". */
  onDelete?: () => void;
  /** The part whose reset is running (its button is pending). */
  resettingPartId?: string | null;
  isDeleting?: boolean;
  now?: DateInput;
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A filter on the tracker dashboard: custom name, system name, installation date, a
 * life bar with remaining time and Reset per part, the product that replaces each part with
 * its price, stock and Reorder now, and Delete after a confirmation.
 */
export function TrackedFilterCard({
  tracked,
  onResetPart,
  onReorder,
  onDelete,
  resettingPartId = null,
  isDeleting = false,
  now,
  headingLevel = 3,
  className,
}: TrackedFilterCardProps) {
  const s = useStringAreas(STRINGS);
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  const format = useFormat();
  const deleteLabel = formatString(s.dashboard.deleteTracked, { name: tracked.customName });
  const installed = format.date(tracked.installationDate);
  return (
    <article className={cx('wt-base wt-TrackedFilterCard', className)} aria-labelledby={headingId}>
      <div className="wt-TrackedFilterCard-header">
        <span className="wt-TrackedFilterCard-media">
          <Image src={tracked.systemProductImageUrlSnapshot} alt="" />
        </span>
        <div className="wt-TrackedFilterCard-titles">
          <Title id={headingId} className="wt-TrackedFilterCard-title">
            {tracked.customName}
          </Title>
          <p className="wt-TrackedFilterCard-system">{tracked.systemProductNameSnapshot}</p>
          {installed ? (
            <p className="wt-TrackedFilterCard-date">
              {formatString(s.dashboard.installedOn, { date: installed })}
            </p>
          ) : null}
        </div>
      </div>
      {tracked.trackedSystemParts.length === 0 ? (
        <p className="wt-TrackedFilterCard-empty">{s.dashboard.noTrackableParts}</p>
      ) : (
        <ul className="wt-TrackedFilterCard-parts" aria-label={s.dashboard.parts}>
          {tracked.trackedSystemParts.map((part) => (
            <li key={part._id} className="wt-TrackedFilterCard-part">
              <PartLifeBar
                label={part.partProductNameSnapshot}
                installationDate={part.clockStartedAt ?? tracked.installationDate}
                lifespanMonths={part.initialLifespanMonths}
                now={now}
              />
              {onResetPart ? (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={formatString(s.dashboard.resetPart, {
                    part: part.partProductNameSnapshot,
                  })}
                  isPending={resettingPartId === part._id}
                  onPress={() => onResetPart(part._id)}
                >
                  {s.dashboard.reset}
                </Button>
              ) : null}
              {part.replacement !== undefined ? (
                <PartReplacement part={part} onReorder={onReorder} />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {onDelete ? (
        <div className="wt-TrackedFilterCard-actions">
          <ConfirmDialog
            trigger={
              <Button variant="danger" size="sm" aria-label={deleteLabel} isPending={isDeleting}>
                {s.dashboard.delete}
              </Button>
            }
            title={deleteLabel}
            message={s.dashboard.confirmStopTracking}
            confirmLabel={s.dashboard.delete}
            onConfirm={onDelete}
          />
        </div>
      ) : null}
    </article>
  );
}

/** A part's replacement product with its price and stock, and Reorder now while it is in stock. */
function PartReplacement({
  part,
  onReorder,
}: {
  part: TrackedFilterPart;
  onReorder: TrackedFilterCardProps['onReorder'];
}) {
  const s = useStringAreas(STRINGS);
  const format = useFormat();
  const { replacement } = part;
  if (!replacement) {
    return <p className="wt-TrackedFilterCard-replacement">{s.dashboard.noReplacement}</p>;
  }
  const inStock = replacement.stock > 0;
  return (
    <div className="wt-TrackedFilterCard-replacement">
      <p className="wt-TrackedFilterCard-replacementText">
        <span className="wt-TrackedFilterCard-replacementLabel">{s.dashboard.replacement}: </span>
        <span className="wt-TrackedFilterCard-replacementName">{replacement.name}</span>{' '}
        <span className="wt-TrackedFilterCard-replacementPrice">
          {format.price(replacement.price)}
        </span>{' '}
        <span
          className={cx(
            'wt-TrackedFilterCard-stock',
            !inStock && 'wt-TrackedFilterCard-stock--out',
          )}
        >
          {inStock
            ? formatString(s.dashboard.inStock, { count: format.number(replacement.stock) })
            : s.dashboard.outOfStock}
        </span>
      </p>
      {onReorder ? (
        <Button
          variant="primary"
          size="sm"
          aria-label={formatString(s.dashboard.reorderPart, { part: replacement.name })}
          isDisabled={!inStock}
          onPress={() => onReorder({ ...part, replacement })}
        >
          {s.dashboard.reorderNow}
        </Button>
      ) : null}
    </div>
  );
}
