import { LABELS } from '@wtkit/domain';
import type { ReactElement } from 'react';
import { Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import './Dialog.css';

export interface ConfirmDialogProps {
  /** The control that opens the dialog (a react-aria Button). */
  trigger: ReactElement;
  title: string;
  /** The question, e.g. "Are you sure you want to stop tracking this item?". */
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** An alert dialog that asks before a destructive action; Escape or Cancel closes it. */
export function ConfirmDialog({
  trigger,
  title,
  message,
  confirmLabel,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <DialogTrigger>
      {trigger}
      <ModalOverlay className="wt-base wt-ModalOverlay" isDismissable>
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
                    {LABELS.tracker.cancel}
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
    </DialogTrigger>
  );
}
