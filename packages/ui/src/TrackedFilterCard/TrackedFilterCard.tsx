import { type DateInput, LABELS, MESSAGES } from '@wtkit/domain';
import { useId } from 'react';
import { Button } from '../Button/Button.js';
import { ConfirmDialog } from '../Dialog/ConfirmDialog.js';
import { Image } from '../Image/Image.js';
import { cx } from '../internal/cx.js';
import { formatDate } from '../internal/dates.js';
import { PartLifeBar } from '../PartLifeBar/PartLifeBar.js';

export interface TrackedFilterPart {
  _id: string;
  partProductNameSnapshot: string;
  initialLifespanMonths: number | null;
  /** When the part was installed or last reset; the tracked product's date otherwise. */
  clockStartedAt?: string | null;
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
 * A filter on the tracker dashboard (001 §2): custom name, system name, installation date, a
 * life bar with remaining time and Reset per part, and Delete after a confirmation.
 */
export function TrackedFilterCard({
  tracked,
  onResetPart,
  onDelete,
  resettingPartId = null,
  isDeleting = false,
  now,
  headingLevel = 3,
  className,
}: TrackedFilterCardProps) {
  const headingId = useId();
  const Title = `h${headingLevel}` as const;
  const installed = formatDate(tracked.installationDate);
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
            <p className="wt-TrackedFilterCard-date">{LABELS.dashboard.installedOn(installed)}</p>
          ) : null}
        </div>
      </div>
      {tracked.trackedSystemParts.length === 0 ? (
        <p className="wt-TrackedFilterCard-empty">{MESSAGES.dashboard.noTrackableParts}</p>
      ) : (
        <ul className="wt-TrackedFilterCard-parts" aria-label={LABELS.dashboard.parts}>
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
                  aria-label={LABELS.dashboard.resetPart(part.partProductNameSnapshot)}
                  isPending={resettingPartId === part._id}
                  onPress={() => onResetPart(part._id)}
                >
                  {LABELS.dashboard.reset}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {onDelete ? (
        <div className="wt-TrackedFilterCard-actions">
          <ConfirmDialog
            trigger={
              <Button
                variant="danger"
                size="sm"
                aria-label={LABELS.dashboard.deleteTracked(tracked.customName)}
                isPending={isDeleting}
              >
                {LABELS.dashboard.delete}
              </Button>
            }
            title={LABELS.dashboard.deleteTracked(tracked.customName)}
            message={MESSAGES.dashboard.confirmStopTracking}
            confirmLabel={LABELS.dashboard.delete}
            onConfirm={onDelete}
          />
        </div>
      ) : null}
    </article>
  );
}
