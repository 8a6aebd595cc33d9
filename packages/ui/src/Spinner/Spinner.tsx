import { cx } from '../internal/cx.js';
import '../foundation.css';
import './Spinner.css';

export interface SpinnerProps {
  /** Accessible label; without one the spinner is decorative (the busy state is told elsewhere). */
  label?: string;
  className?: string;
}

/** A small rotating ring. Stops rotating when the user prefers reduced motion. */
export function Spinner({ label, className }: SpinnerProps) {
  return label ? (
    <span role="status" className={cx('wt-base wt-Spinner', className)}>
      <span className="wt-Spinner-ring" aria-hidden="true" />
      <span className="wt-visually-hidden">{label}</span>
    </span>
  ) : (
    <span className={cx('wt-base wt-Spinner', className)} aria-hidden="true">
      <span className="wt-Spinner-ring" />
    </span>
  );
}
