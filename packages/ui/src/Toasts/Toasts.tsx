import { ERROR_MESSAGE_MS, SUCCESS_MESSAGE_MS } from '@wtkit/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import type { AlertTone } from '../Alert/Alert.js';
import { Icon } from '../Icon/Icon.js';
import { cx } from '../internal/cx.js';
import { layoutStrings } from '../strings/catalogue/layout.js';
import { useStringAreas } from '../strings/WtkitProvider.js';
import '../foundation.css';
import './Toasts.css';

/** The catalogue's areas this module reads. */
const STRINGS = { layout: layoutStrings };

export interface Toast {
  id: string;
  tone: AlertTone;
  message: string;
  /**
   * How long it stays, in ms. Defaults: success 3 s and errors 5 s; info and warning
   * 5 s. Null keeps it until dismissed.
   */
  durationMs?: number | null;
}

export function toastDuration(toast: Toast): number | null {
  if (toast.durationMs !== undefined) return toast.durationMs;
  return toast.tone === 'success' ? SUCCESS_MESSAGE_MS : ERROR_MESSAGE_MS;
}

/** A host-side queue of toasts: `push` returns the id; `dismiss` removes one. */
export function useToasts() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const counter = useRef(0);
  const push = useCallback((toast: Omit<Toast, 'id'> & { id?: string }) => {
    counter.current += 1;
    const id = toast.id ?? `toast-${counter.current}`;
    setToasts((current) => [...current.filter((t) => t.id !== id), { ...toast, id }]);
    return id;
  }, []);
  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((t) => t.id !== id));
  }, []);
  return { toasts, push, dismiss };
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: string) => void }) {
  const s = useStringAreas(STRINGS);
  const duration = toastDuration(toast);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  useEffect(() => {
    if (duration === null) return;
    const timer = setTimeout(() => onDismissRef.current(toast.id), duration);
    return () => clearTimeout(timer);
  }, [duration, toast.id]);
  return (
    <li className="wt-Toast" data-tone={toast.tone}>
      <span className="wt-Toast-message">{toast.message}</span>
      <AriaButton
        className="wt-Toast-dismiss wt-focus-ring"
        aria-label={s.layout.dismiss}
        onPress={() => onDismiss(toast.id)}
      >
        <Icon name="close-small" />
      </AriaButton>
    </li>
  );
}

export interface ToastRegionProps {
  toasts: readonly Toast[];
  onDismiss: (id: string) => void;
  className?: string;
}

/**
 * Short messages in a corner of the page ("Item added to cart!", "Upload failed."), each
 * dismissible and gone after its time. Two live regions announce them: errors assertively,
 * the rest politely.
 */
export function ToastRegion({ toasts, onDismiss, className }: ToastRegionProps) {
  const s = useStringAreas(STRINGS);
  const errors = toasts.filter((t) => t.tone === 'danger');
  const others = toasts.filter((t) => t.tone !== 'danger');
  return (
    <section
      className={cx('wt-base wt-ToastRegion', className)}
      aria-label={s.layout.notifications}
    >
      <div role="alert" aria-relevant="additions">
        <ol className="wt-ToastRegion-list">
          {errors.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </ol>
      </div>
      <div role="status" aria-relevant="additions">
        <ol className="wt-ToastRegion-list">
          {others.map((toast) => (
            <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} />
          ))}
        </ol>
      </div>
    </section>
  );
}
