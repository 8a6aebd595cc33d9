import { checkTdsZip, displayTds, type TdsRatingKey, type TdsTone, tdsRating } from '@wtkit/domain';
import { type FormEvent, useId, useState } from 'react';
import { Input, Label } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { DomainMessage } from '../internal/DomainMessage.js';
import { useControllableState } from '../internal/useControllableState.js';
import { Spinner } from '../Spinner/Spinner.js';
import { homeStrings } from '../strings/catalogue/home.js';
import type { WtkitStrings } from '../strings/types.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../internal/FieldControl.css';
import './TdsChecker.css';

/** The catalogue's areas this module reads. */
const STRINGS = { home: homeStrings };

/** empty (nothing checked yet), loading, ready (a reading arrived) or failed. */
export type TdsCheckerStatus = 'empty' | 'loading' | 'ready' | 'failed';

export interface TdsCheckerProps {
  zip?: string;
  defaultZip?: string;
  onZipChange?: (zip: string) => void;
  /** Called with the trimmed, valid ZIP when the user checks it. */
  onCheck?: (zip: string) => void;
  status?: TdsCheckerStatus;
  /**
   * The raw regional reading the lookup returned (data.tdsValue). The checker shows its display
   * value (scaled and offset by the ZIP, domain's `displayTds`) with rating and tone.
   */
  rawTds?: number | null;
  /** The ZIP the reading belongs to; defaults to the last ZIP checked here. */
  checkedZip?: string;
  /** Heading; defaults to "Test Your Home's Water Quality". */
  heading?: string;
  className?: string;
}

interface Reading {
  ppm: number;
  rating: TdsRatingKey | null;
  tone: TdsTone;
}

/** The rating's words in the catalogue: domain rates with a key per band, null for no reading. */
function ratingText(rating: TdsRatingKey | null, s: WtkitStrings['home']): string {
  return rating === null ? s.noReading : s.tdsRatings[rating];
}

function reading(rawTds: number | null | undefined, zip: string | undefined): Reading | null {
  if (rawTds === null || rawTds === undefined || zip === undefined) return null;
  try {
    const ppm = displayTds(rawTds, zip);
    const rating = tdsRating(ppm);
    return { ppm, rating: rating.rating, tone: rating.tone };
  } catch {
    return null;
  }
}

/**
 * The home page's water-quality checker: a ZIP input and Check TDS; the result in
 * ppm with its rating and colour, or --- when the lookup fails.
 */
export function TdsChecker({
  zip: zipProp,
  defaultZip = '',
  onZipChange,
  onCheck,
  status = 'empty',
  rawTds,
  checkedZip,
  heading: headingProp,
  className,
}: TdsCheckerProps) {
  const s = useStringAreas(STRINGS);
  const heading = headingProp ?? s.home.waterQualityHeading;
  const headingId = useId();
  const inputId = useId();
  const errorId = useId();
  const [zip, setZip] = useControllableState(zipProp, defaultZip, onZipChange);
  const [error, setError] = useState<string | null>(null);
  const [lastChecked, setLastChecked] = useState<string | undefined>(undefined);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkTdsZip(zip);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    setLastChecked(checked.zip);
    onCheck?.(checked.zip);
  };

  const result = status === 'ready' ? reading(rawTds, checkedZip ?? lastChecked) : null;

  return (
    <section className={cx('wt-base wt-TdsChecker', className)} aria-labelledby={headingId}>
      <h2 id={headingId} className="wt-TdsChecker-heading">
        {heading}
      </h2>
      {/*
        A plain form with react-aria's Label and Input rather than its Form and TextField: the
        checker is on the home page's first load, and this one field needs none of their
        validation machinery (the domain's checkTdsZip gives the message).
      */}
      <form className="wt-TdsChecker-form" onSubmit={submit} noValidate>
        <div className="wt-TdsChecker-field">
          <Label className="wt-TdsChecker-label" htmlFor={inputId}>
            {s.home.zipCode}
          </Label>
          <Input
            id={inputId}
            className="wt-FieldControl wt-TdsChecker-input wt-focus-ring"
            value={zip}
            onChange={(event) => {
              setZip(event.target.value);
              if (error) setError(null);
            }}
            aria-invalid={error !== null || undefined}
            aria-describedby={error ? errorId : undefined}
            aria-required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
          />
          {error ? (
            <p id={errorId} className="wt-TdsChecker-error" role="alert">
              <DomainMessage text={error} />
            </p>
          ) : null}
        </div>
        <Button type="submit" isPending={status === 'loading'}>
          {s.home.checkTds}
        </Button>
      </form>
      <output className="wt-TdsChecker-result" aria-live="polite" data-status={status}>
        {status === 'loading' ? (
          <span className="wt-TdsChecker-loading">
            <Spinner /> {s.home.checking}
          </span>
        ) : null}
        {status === 'failed' || (status === 'ready' && result === null) ? (
          <span className="wt-TdsChecker-value">{s.home.tdsUnavailable}</span>
        ) : null}
        {result ? (
          <>
            <span className="wt-TdsChecker-value" data-tone={result.tone}>
              {result.ppm} {s.home.ppm}
            </span>
            <span className="wt-TdsChecker-rating" data-tone={result.tone}>
              {ratingText(result.rating, s.home)}
            </span>
          </>
        ) : null}
      </output>
    </section>
  );
}
