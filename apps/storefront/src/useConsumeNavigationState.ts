import { useCallback, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * A page's one-shot navigation state: what the page that linked here sent along (the item the
 * checkout's thank-you dialog wants installed, the product a product page's I have this product
 * marks as owned). `state` is there until `consume()`; from then on it is null at once, even
 * before the navigation that drops it lands, and the history entry's state is replaced by null,
 * so a reload or Back does not act on it again.
 */
export function useConsumeNavigationState<State>(): {
  state: State | null;
  consume: () => void;
} {
  const location = useLocation();
  const navigate = useNavigate();
  const { key, pathname, search, state: sent } = location;
  const [consumedKey, setConsumedKey] = useState<string | null>(null);
  // Two calls in one render are one consumption: the state is dropped with one navigation (and
  // a page without state has nothing to drop).
  const consumed = useRef<string | null>(null);
  const consume = useCallback(() => {
    if (sent == null || consumed.current === key) return;
    consumed.current = key;
    setConsumedKey(key);
    navigate(`${pathname}${search}`, { replace: true, state: null });
  }, [sent, key, pathname, search, navigate]);
  const state = consumedKey === key ? null : ((sent as State | null) ?? null);
  return { state, consume };
}
