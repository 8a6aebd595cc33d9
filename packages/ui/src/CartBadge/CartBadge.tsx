import { Link } from 'react-aria-components';
import { cx } from '../internal/cx.js';
import { useFormat, useStrings } from '../strings/WtkitProvider.js';

export interface CartBadgeProps {
  /** Sum of the cart's quantities; the badge shows when it is above 0. */
  count: number;
  href?: string;
  className?: string;
}

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.7L21 8H6.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="9.5" cy="19" r="1.5" fill="currentColor" />
      <circle cx="17" cy="19" r="1.5" fill="currentColor" />
    </svg>
  );
}

/** The header's cart link with the item count; its name says the count ("Shopping Cart, 2 items"). */
export function CartBadge({ count, href = '/shoppingCart', className }: CartBadgeProps) {
  const s = useStrings();
  const { plural } = useFormat();
  const label = count > 0 ? plural(s.layout.cartWithCount, count) : s.layout.shoppingCart;
  return (
    <Link
      href={href}
      className={cx('wt-base wt-CartBadge wt-focus-ring', className)}
      aria-label={label}
    >
      <CartIcon />
      {count > 0 ? (
        <span className="wt-CartBadge-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </Link>
  );
}
