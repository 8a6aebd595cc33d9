import { lazy, Suspense, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import { useControllableState } from '../internal/useControllableState.js';
import type { NavItem } from '../NavLinks/NavLinks.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './MobileDrawer.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

const loadSheet = () => import('./MobileDrawerSheet.js');
const MobileDrawerSheet = lazy(loadSheet);

export interface DrawerUser {
  name: string;
  email?: string | null;
  phoneNumber?: string | null;
  role: 'user' | 'admin';
}

export interface MobileDrawerProps {
  items: readonly NavItem[];
  currentPath?: string | null;
  /** The signed-in user; without one the account links are left out. */
  user?: DrawerUser | null;
  onLogOut?: () => void;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  cartHref?: string;
  dashboardHref?: string;
  accountHref?: string;
  className?: string;
}

/**
 * The small-screen menu: the user's name, e-mail or phone and an admin badge, the same
 * links as the header, Shopping Cart, Dashboard, Account and Log Out. A modal sheet: focus is
 * kept inside, Escape and the backdrop close it. The sheet is loaded when the menu is first
 * opened (and fetched ahead when the pointer or focus reaches the button), so the pages' first
 * load carries only the button.
 */
export function MobileDrawer({
  items,
  currentPath,
  user,
  onLogOut,
  isOpen: isOpenProp,
  onOpenChange,
  cartHref = '/shoppingCart',
  dashboardHref = '/dashboard',
  accountHref = '/account',
  className,
}: MobileDrawerProps) {
  const s = useStringAreas(STRINGS);
  const [isOpen, setOpen] = useControllableState(isOpenProp, false, onOpenChange);
  // Once opened, the sheet stays mounted so it can play its closing transition.
  const [wasOpened, setWasOpened] = useState(isOpen);
  if (isOpen && !wasOpened) setWasOpened(true);
  const accountItems: NavItem[] = user
    ? [
        { href: cartHref, label: s.layout.shoppingCart },
        { href: dashboardHref, label: s.layout.dashboard },
        { href: accountHref, label: s.layout.account },
      ]
    : [];
  const prefetch = () => {
    void loadSheet();
  };
  return (
    <>
      <AriaButton
        className={cx('wt-base wt-MobileDrawer-trigger wt-focus-ring', className)}
        aria-label={s.layout.openMenu}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onHoverStart={prefetch}
        onFocus={prefetch}
        onPress={() => setOpen(true)}
      >
        <Icon name="menu" />
      </AriaButton>
      {wasOpened ? (
        <Suspense fallback={null}>
          <MobileDrawerSheet
            items={[...items, ...accountItems]}
            currentPath={currentPath}
            user={user}
            onLogOut={onLogOut}
            isOpen={isOpen}
            onOpenChange={setOpen}
          />
        </Suspense>
      ) : null}
    </>
  );
}
