import { LABELS } from '@wtkit/domain';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { cx } from '../internal/cx.js';
import { type NavItem, NavLinks } from '../NavLinks/NavLinks.js';
import './MobileDrawer.css';

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

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M4 6h16M4 12h16M4 18h16"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The small-screen menu (000 §2): the user's name, e-mail or phone and an admin badge, the same
 * links as the header, Shopping Cart, Dashboard, Account and Log Out. A modal sheet: focus is
 * kept inside, Escape and the backdrop close it.
 */
export function MobileDrawer({
  items,
  currentPath,
  user,
  onLogOut,
  isOpen,
  onOpenChange,
  cartHref = '/shoppingCart',
  dashboardHref = '/dashboard',
  accountHref = '/account',
  className,
}: MobileDrawerProps) {
  const accountItems: NavItem[] = user
    ? [
        { href: cartHref, label: LABELS.layout.shoppingCart },
        { href: dashboardHref, label: LABELS.layout.dashboard },
        { href: accountHref, label: LABELS.layout.account },
      ]
    : [];
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <AriaButton
        className={cx('wt-base wt-MobileDrawer-trigger wt-focus-ring', className)}
        aria-label={LABELS.layout.openMenu}
      >
        <MenuIcon />
      </AriaButton>
      <ModalOverlay className="wt-base wt-MobileDrawer-overlay" isDismissable>
        <Modal className="wt-MobileDrawer">
          <Dialog className="wt-MobileDrawer-dialog" aria-label={LABELS.layout.menu}>
            {({ close }) => (
              <>
                <div className="wt-MobileDrawer-header">
                  {user ? (
                    <div className="wt-MobileDrawer-user">
                      <Heading slot="title" className="wt-MobileDrawer-name">
                        {user.name}
                      </Heading>
                      <span className="wt-MobileDrawer-contact">
                        {user.email || user.phoneNumber}
                      </span>
                      {user.role === 'admin' ? (
                        <Badge tone="info">{LABELS.layout.admin}</Badge>
                      ) : null}
                    </div>
                  ) : (
                    <span />
                  )}
                  <Button variant="ghost" size="sm" onPress={close}>
                    {LABELS.layout.closeMenu}
                  </Button>
                </div>
                <NavLinks
                  items={[...items, ...accountItems]}
                  currentPath={currentPath}
                  orientation="vertical"
                  label={LABELS.layout.menu}
                  onNavigate={close}
                />
                {user && onLogOut ? (
                  <Button
                    variant="secondary"
                    className="wt-MobileDrawer-logout"
                    onPress={() => {
                      close();
                      onLogOut();
                    }}
                  >
                    {LABELS.layout.logOut}
                  </Button>
                ) : null}
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
