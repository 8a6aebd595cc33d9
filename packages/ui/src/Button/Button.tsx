import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  type ButtonProps as AriaButtonProps,
  Link as AriaLink,
  type LinkProps as AriaLinkProps,
} from 'react-aria-components';
import { cx } from '../internal/cx.js';
import '../foundation.css';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/** A button of the kit: react-aria's Button with the kit's look and focus ring. */
export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={cx('wt-base wt-Button wt-focus-ring', className)}
      data-variant={variant}
      data-size={size}
    />
  );
}

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  children?: ReactNode;
}

/** A link that looks like a button (Go to Login, Continue Shopping). Routing is the host's. */
export function LinkButton({
  variant = 'primary',
  size = 'md',
  className,
  ...props
}: LinkButtonProps) {
  return (
    <AriaLink
      {...props}
      className={cx('wt-base wt-Button wt-focus-ring', className)}
      data-variant={variant}
      data-size={size}
    />
  );
}
