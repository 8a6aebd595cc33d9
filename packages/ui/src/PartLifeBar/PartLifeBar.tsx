import { type DateInput, partLife } from '@wtkit/domain';
import { Label, Meter } from 'react-aria-components';
import { cx } from '../internal/cx.js';
import { partLifeStrings } from '../strings/catalogue/partLife.js';
import { formatString } from '../strings/formatString.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './PartLifeBar.css';

/** The catalogue's areas this module reads. */
const STRINGS = { partLife: partLifeStrings };

export interface PartLifeBarProps {
  /** The part's name (its snapshot name). */
  label: string;
  /** When the part's clock started: installation or last reset. */
  installationDate: DateInput | null | undefined;
  lifespanMonths: number | null | undefined;
  /** The moment to measure at; defaults to now. */
  now?: DateInput;
  className?: string;
}

/**
 * A tracked part's remaining life as a meter: percent of lifespan left, the text
 * "N month(s)", "Expired" or "N/A", and the tone red ≤ 20 %, yellow ≤ 50 %, else green.
 */
export function PartLifeBar({
  label,
  installationDate,
  lifespanMonths,
  now,
  className,
}: PartLifeBarProps) {
  const strings = useStringAreas(STRINGS).partLife;
  const life = partLife({ installationDate, lifespanMonths, now });
  const text =
    life.remainingMonths === null
      ? strings.notAvailable
      : life.remainingMonths === 0
        ? strings.expired
        : formatString(strings.remaining, { months: life.remainingMonths });
  return (
    <Meter
      className={cx('wt-base wt-PartLifeBar', className)}
      value={life.percent}
      minValue={0}
      maxValue={100}
      valueLabel={text}
      data-tone={life.tone}
    >
      <span className="wt-PartLifeBar-header">
        <Label className="wt-PartLifeBar-label">{label}</Label>
        <span className="wt-PartLifeBar-value">{text}</span>
      </span>
      <span className="wt-PartLifeBar-track" aria-hidden="true">
        <span className="wt-PartLifeBar-fill" style={{ width: `${life.percent}%` }} />
      </span>
    </Meter>
  );
}
