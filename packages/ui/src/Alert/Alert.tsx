import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import '../foundation.css';
import './Alert.css';

export type AlertTone = 'success' | 'info' | 'warning' | 'danger';

export interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** Optional action (e.g. Try Again) shown after the text. */
  action?: ReactNode;
  className?: string;
}

/**
 * An inline message. Errors are announced assertively (role alert), the other tones politely
 * (role status).
 */
export function Alert({ tone = 'info', children, action, className }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx('wt-base wt-Alert', className)}
      data-tone={tone}
    >
      <span className="wt-Alert-text">{children}</span>
      {action}
    </div>
  );
}
