import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Badge } from '../Badge/Badge.js';
import { Button } from '../Button/Button.js';
import { Icon } from '../Icon/Icon.js';
import { type NavItem, NavLinks } from '../NavLinks/NavLinks.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import type { DrawerUser } from './MobileDrawer.js';
import '../foundation.css';
import './MobileDrawer.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

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
  const s = useStringAreas(STRINGS);
  return (
    <ModalOverlay
      className="wt-base wt-MobileDrawer-overlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className="wt-MobileDrawer">
        <Dialog className="wt-MobileDrawer-dialog" aria-label={s.layout.menu}>
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
                    {user.role === 'admin' ? <Badge tone="info">{s.layout.admin}</Badge> : null}
                  </div>
                ) : (
                  <span />
                )}
                {/* An icon button, like the menu button that opened it: the words "Close
                    menu" wrapped onto two lines beside a long name or e-mail. */}
                <AriaButton
                  className="wt-MobileDrawer-close wt-focus-ring"
                  aria-label={s.layout.closeMenu}
                  onPress={close}
                >
                  <Icon name="close" />
                </AriaButton>
              </div>
              <NavLinks
                items={items}
                currentPath={currentPath}
                orientation="vertical"
                label={s.layout.menu}
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
                  {s.layout.logOut}
                </Button>
              ) : null}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
