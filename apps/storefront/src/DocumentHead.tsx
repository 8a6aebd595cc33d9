import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from './router';
import { queries } from './session';

/**
 * Keeps the tab's title, the description and the canonical link in step with the page while the
 * shopper moves around (the server sent them with the first page). Renders nothing; re-renders
 * alone when the query cache changes, as a product's name arrives after its page has opened.
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
    const head = (match?.handle as RouteHandle | undefined)?.head({
      pathname,
      search: new URLSearchParams(search),
      params: match?.params ?? {},
      queryClient,
      queries,
      baseUrl: window.location.origin,
    });
    if (!head) return;
    const { title, description, canonicalPath, noindex } = head.meta;
    if (document.title !== title) document.title = title;
    document.head.querySelector('meta[name="description"]')?.setAttribute('content', description);
    const canonical = document.head.querySelector('link[rel="canonical"]');
    if (canonical && canonicalPath && !noindex)
      canonical.setAttribute(
        'href',
        new URL(canonicalPath, canonical.getAttribute('href') ?? '').href,
      );
  }, [match, pathname, search, queryClient, cacheVersion]);
  return null;
}
