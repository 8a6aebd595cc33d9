import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './Dialog.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface ConfirmDialogSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** ConfirmDialog's modal, loaded when the dialog is first opened. */
export default function ConfirmDialogSheet({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
}: ConfirmDialogSheetProps) {
  const s = useStringAreas(STRINGS);
  return (
    <ModalOverlay
      className="wt-base wt-ModalOverlay"
      isDismissable
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <Modal className="wt-Modal">
        <Dialog role="alertdialog" className="wt-Dialog">
          {({ close }) => (
            <>
              <Heading slot="title" className="wt-Dialog-title">
                {title}
              </Heading>
              <p className="wt-Dialog-text">{message}</p>
              <div className="wt-Dialog-actions">
                <Button variant="secondary" onPress={close} autoFocus>
                  {s.layout.cancel}
                </Button>
                <Button
                  variant="danger"
                  onPress={() => {
                    close();
                    onConfirm();
                  }}
                >
                  {confirmLabel}
                </Button>
              </div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
