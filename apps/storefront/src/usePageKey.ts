import { useRef } from 'react';
import type { Location } from 'react-router-dom';

/**
 * The key of the page shown, for the kit's `PageAnnouncer`: its path and query. An address that
 * changed in place (a navigation whose state says `inPlace`, such as a listing's filters or its
 * next products shown below the others) keeps the page's key, so focus stays where the shopper
 * is; any other change of path, or of query without that state, is a new page.
 */
export function usePageKey(location: Pick<Location, 'pathname' | 'search' | 'state'>): string {
  const key = `${location.pathname}${location.search}`;
  const shown = useRef({ key, pathname: location.pathname });
  const inPlace = (location.state as { inPlace?: unknown } | null)?.inPlace === true;
  if (shown.current.key !== key && !(inPlace && shown.current.pathname === location.pathname))
    shown.current = { key, pathname: location.pathname };
  return shown.current.key;
}
