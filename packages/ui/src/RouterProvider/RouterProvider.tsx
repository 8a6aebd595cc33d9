import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import type { RouterOptions } from '../internal/router.js';

export interface RouterProviderProps {
  /** Opens an address of the site without loading a document (the host router's navigate). */
  navigate: (path: string, routerOptions: RouterOptions) => void;
  /** The address a link's `href` is written with (the host router's own, with its basename). */
  useHref?: (href: string) => string;
  children: ReactNode;
}

export interface KitRouter {
  navigate: RouterProviderProps['navigate'];
  useHref: (href: string) => string;
}

const sameHref = (href: string) => href;
const KitRouterContext = createContext<KitRouter | null>(null);

/**
 * The host's router, for react-aria's links and the kit's own: react-aria's `RouterProvider`
 * with the same props, and with it the kit may draw links that need no react-aria hooks (a
 * product card's, 48 to a listing, and the frame's: `PlainLink`). A host that gives react-aria's provider alone
 * gets react-aria's `Link` everywhere, as before.
 */
export function RouterProvider({ navigate, useHref, children }: RouterProviderProps) {
  const router = useMemo(() => ({ navigate, useHref: useHref ?? sameHref }), [navigate, useHref]);
  return (
    <KitRouterContext.Provider value={router}>
      <AriaRouterProvider navigate={navigate} useHref={useHref}>
        {children}
      </AriaRouterProvider>
    </KitRouterContext.Provider>
  );
}

/** The kit's router, when the host gave it through the kit's `RouterProvider`. */
export function useKitRouter(): KitRouter | null {
  return useContext(KitRouterContext);
}
