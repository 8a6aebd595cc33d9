import { useEffect, useRef, useState } from 'react';

/**
 * Shows a message for `durationMs` after `trigger` changes to a non-null value, then hides it
 * and calls `onExpire`. A null duration keeps the message until the trigger changes.
 */
export function useTimedMessage(
  trigger: unknown,
  durationMs: number | null,
  onExpire?: () => void,
): boolean {
  const active = trigger !== null && trigger !== undefined && trigger !== false;
  const [visible, setVisible] = useState(active);
  const onExpireRef = useRef(onExpire);
  onExpireRef.current = onExpire;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new trigger value (another error text) restarts the countdown
  useEffect(() => {
    setVisible(active);
    if (!active || durationMs === null) return;
    const timer = setTimeout(() => {
      setVisible(false);
      onExpireRef.current?.();
    }, durationMs);
    return () => clearTimeout(timer);
  }, [active, trigger, durationMs]);

  return visible && active;
}
