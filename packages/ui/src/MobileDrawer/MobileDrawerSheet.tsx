import { LABELS } from '@wtkit/domain';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { type NavItem, NavLinks } from '../NavLinks/NavLinks.js';
import type { DrawerUser } from './MobileDrawer.js';

export interface MobileDrawerSheetProps {
  items: readonly NavItem[];
  currentPath?: string | null;
  user?: DrawerUser | null;
  onLogOut?: () => void;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The drawer's modal sheet. Its own module, loaded when the menu is first opened: the modal,
 * dialog and focus-trapping code are a sizeable part of react-aria that no page needs until then.
 */
export default function MobileDrawerSheet({
  items,
  currentPath,
  user,
  onLogOut,
  isOpen,
  onOpenChange,
}: MobileDrawerSheetProps) {
  return (
    <ModalOverlay
      className="wt-base wt-MobileDrawer-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
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
                items={items}
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
  );
}
