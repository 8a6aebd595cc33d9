import { useEffect, useState } from 'react';
import { afterHydration } from './hydrated';

/**
 * False while the page's first render must match the server's (which drew links and forms for
 * a browser without scripts), true from then on.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterHydration(() => setReady(true)), []);
  return ready;
}
