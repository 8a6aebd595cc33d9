import { cx } from '../internal/cx.js';
import { PlainLink } from '../internal/PlainLink.js';
import type { RouterOptions } from '../internal/router.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import type { WtkitStrings } from '../strings/types.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './NavLinks.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface NavItem {
  href: string;
  label: string;
  routerOptions?: RouterOptions;
}

/**
 * The header's links: Home, My Products, Orders (admins only), Commercial,
 * Residential, Test Kit, Products, Contact Us. Worded from `strings` (the default catalogue
 * unless given; inside a WtkitProvider, `useDefaultNavItems` passes the provider's).
 */
export function defaultNavItems({
  isAdmin = false,
  strings = STRINGS,
}: {
  isAdmin?: boolean;
  /** A catalogue, or its `layout` area alone. */
  strings?: Pick<WtkitStrings, 'layout'>;
} = {}): NavItem[] {
  const L = strings.layout;
  return [
    { href: '/', label: L.home },
    { href: '/dashboard', label: L.myProducts },
    ...(isAdmin ? [{ href: '/receivedOrders', label: L.orders }] : []),
    { href: '/commercial', label: L.commercial },
    { href: '/residential', label: L.residential },
    { href: '/testkit', label: L.testKit },
    { href: '/products', label: L.products },
    { href: '/contact-us', label: L.contactUs },
  ];
}

/** `defaultNavItems` worded by the nearest WtkitProvider. */
export function useDefaultNavItems({ isAdmin = false }: { isAdmin?: boolean } = {}): NavItem[] {
  return defaultNavItems({ isAdmin, strings: useStringAreas(STRINGS) });
}

/** Whether a link is the current page: the same path, or a sub-path (/products/edit). */
export function isCurrentPath(href: string, currentPath: string | null | undefined): boolean {
  if (!currentPath) return false;
  const path = currentPath.split(/[?#]/)[0] ?? '';
  if (href === '/') return path === '/';
  return path === href || path.startsWith(`${href}/`);
}

export interface NavLinksProps {
  items: readonly NavItem[];
  /** The current location's path; its link gets aria-current="page". None on product pages. */
  currentPath?: string | null;
  /** Accessible name of the navigation landmark. */
  label?: string;
  orientation?: 'horizontal' | 'vertical';
  /** Called after a link is pressed (the drawer closes). */
  onNavigate?: () => void;
  className?: string;
}

/** Navigation links with the current page marked (aria-current) and styled. */
export function NavLinks({
  items,
  currentPath,
  label,
  orientation = 'horizontal',
  onNavigate,
  className,
}: NavLinksProps) {
  const s = useStringAreas(STRINGS);
  return (
    <nav
      className={cx('wt-base wt-NavLinks', className)}
      aria-label={label ?? s.layout.mainNavigation}
      data-orientation={orientation}
    >
      <ul className="wt-NavLinks-list">
        {items.map((item) => {
          const current = isCurrentPath(item.href, currentPath);
          return (
            // Two entries may share an address (the drawer's My Products and Dashboard both lead
            // to /dashboard): the label tells them apart.
            <li key={`${item.href} ${item.label}`}>
              <PlainLink
                href={item.href}
                routerOptions={item.routerOptions}
                className="wt-NavLinks-link wt-focus-ring"
                aria-current={current ? 'page' : undefined}
                data-current={current || undefined}
                onNavigate={onNavigate}
              >
                {item.label}
              </PlainLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
