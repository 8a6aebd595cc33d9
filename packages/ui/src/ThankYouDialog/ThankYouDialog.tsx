import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { checkoutStrings } from '../strings/catalogue/checkout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import '../Dialog/Dialog.css';
import './ThankYouDialog.css';

/** The catalogue's areas this module reads. */
const STRINGS = { checkout: checkoutStrings };

export interface ThankYouDialogProps {
  isOpen: boolean;
  /** Add System to My Products (the host goes to /dashboard with the filter item). */
  onAdd: () => void;
  /** No Thanks, I'll Do It Later (the host goes to /orderHistory); also Escape. */
  onDecline: () => void;
}

/**
 * After an order with a filter item: explains that adding the system enables
 * tracking and SMS/e-mail filter reminders from the ZIP's water quality, with consent and terms
 * acceptance, cancellable at any time; offers Add System to My Products or No Thanks.
 */
export function ThankYouDialog({ isOpen, onAdd, onDecline }: ThankYouDialogProps) {
  const s = useStringAreas(STRINGS);
  return (
    <ModalOverlay
      className="wt-base wt-ModalOverlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onDecline();
      }}
    >
      <Modal className="wt-Modal">
        <Dialog className="wt-Dialog wt-ThankYouDialog">
          <Heading slot="title" className="wt-Dialog-title">
            {s.checkout.thankYouTitle}
          </Heading>
          <p className="wt-Dialog-text">{s.checkout.thankYouText}</p>
          <div className="wt-Dialog-actions wt-ThankYouDialog-actions">
            <Button variant="secondary" onPress={onDecline}>
              {s.checkout.noThanks}
            </Button>
            <Button onPress={onAdd} autoFocus>
              {s.checkout.addSystem}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
