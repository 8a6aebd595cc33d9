import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { queries } from './apiClient';
import type { RouteHandle } from './router';

/** The head builders, loaded after the page: the server sent the first page's head. */
const loadHeads = () => import('./pageHead');

/**
 * Keeps the tab's title, the description and the canonical link in step with the page while the
 * shopper moves around. Renders nothing; re-renders alone when the query cache changes, as a
 * product's name arrives after its page has opened.
 */
export function DocumentHead() {
  const matches = useMatches();
  const { pathname, search } = useLocation();
  const queryClient = useQueryClient();
  const [cacheVersion, cacheChanged] = useReducer((count: number) => count + 1, 0);
  useEffect(() => queryClient.getQueryCache().subscribe(cacheChanged), [queryClient]);
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.head);

  useEffect(() => {
    void cacheVersion;
    const spec = (match?.handle as RouteHandle | undefined)?.head;
    if (!spec) return;
    let current = true;
    void loadHeads().then(({ headFor }) => {
      if (!current) return;
      const { title, description, canonicalPath, noindex } = headFor(spec, {
        pathname,
        search: new URLSearchParams(search),
        params: match?.params ?? {},
        queryClient,
        queries,
        baseUrl: window.location.origin,
      }).meta;
      if (document.title !== title) document.title = title;
      document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
      const canonical = document.head.querySelector('link[rel="canonical"]');
      const href = canonical?.getAttribute('href');
      if (canonical && href && canonicalPath && !noindex)
        canonical.setAttribute('href', new URL(canonicalPath, href).href);
    });
    return () => {
      current = false;
    };
  }, [match, pathname, search, queryClient, cacheVersion]);
  return null;
}
