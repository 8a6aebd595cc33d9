import type { ReactNode } from 'react';
import { cx } from '../internal/cx.js';
import '../foundation.css';
import './Badge.css';

export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

/** A small status label (order status, admin role, upload result). */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return (
    <span className={cx('wt-base wt-Badge', className)} data-tone={tone}>
      {children}
    </span>
  );
}
