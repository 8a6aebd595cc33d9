import { lazy, type ReactElement, Suspense, useState } from 'react';
import { ButtonContext } from 'react-aria-components';

const loadSheet = () => import('./ConfirmDialogSheet.js');
const ConfirmDialogSheet = lazy(loadSheet);

export interface ConfirmDialogProps {
  /** The control that opens the dialog (a react-aria Button). */
  trigger: ReactElement;
  title: string;
  /** The question, e.g. "Are you sure you want to stop tracking this item?". */
  message: string;
  confirmLabel: string;
  /** The button that closes the dialog and does nothing; "Cancel" by default. */
  cancelLabel?: string | undefined;
  onConfirm: () => void;
}

/**
 * An alert dialog that asks before a destructive action; Escape or Cancel closes it. The modal
 * is loaded when the dialog is first opened (and fetched ahead when the pointer or the focus
 * reaches the trigger), so a page's first load carries only the trigger.
 */
export function ConfirmDialog({
  trigger,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
}: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  // Once opened, the modal stays mounted so it can play its closing transition.
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);
  const prefetch = () => {
    void loadSheet();
  };
  return (
    <>
      <ButtonContext.Provider
        value={{
          'aria-haspopup': 'dialog',
          'aria-expanded': isOpen,
          onHoverStart: prefetch,
          onFocus: prefetch,
          onPress: () => setOpen(true),
        }}
      >
        {trigger}
      </ButtonContext.Provider>
      {wasOpened ? (
        <Suspense fallback={null}>
          <ConfirmDialogSheet
            isOpen={isOpen}
            onOpenChange={setOpen}
            title={title}
            message={message}
            confirmLabel={confirmLabel}
            cancelLabel={cancelLabel}
            onConfirm={onConfirm}
          />
        </Suspense>
      ) : null}
    </>
  );
}
