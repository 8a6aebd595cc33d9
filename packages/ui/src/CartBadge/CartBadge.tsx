import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import { PlainLink } from '../internal/PlainLink.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useFormat, useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './CartBadge.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface CartBadgeProps {
  /** Sum of the cart's quantities; the badge shows when it is above 0. */
  count: number;
  href?: string;
  className?: string;
}

/** The header's cart link with the item count; its name says the count ("Shopping Cart, 2 items"). */
export function CartBadge({ count, href = '/shoppingCart', className }: CartBadgeProps) {
  const s = useStringAreas(STRINGS);
  const { plural } = useFormat();
  const label = count > 0 ? plural(s.layout.cartWithCount, count) : s.layout.shoppingCart;
  return (
    <PlainLink
      href={href}
      className={cx('wt-base wt-CartBadge wt-focus-ring', className)}
      aria-label={label}
    >
      <Icon name="cart" />
      {count > 0 ? (
        <span className="wt-CartBadge-count" aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      ) : null}
    </PlainLink>
  );
}
