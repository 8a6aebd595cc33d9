import { type DataRouter, matchRoutes } from 'react-router';

/** What the framework's route manifest says of a route module (its `imports` are static). */
interface ManifestRoute {
  module: string;
  imports?: string[];
}

declare global {
  interface Window {
    __reactRouterDataRouter?: DataRouter;
    __reactRouterManifest?: { routes: Record<string, ManifestRoute | undefined> };
    __reactRouterRouteModules?: Record<string, unknown>;
  }
}

/**
 * On a navigation, asks for the next page's route modules and their static imports together.
 * The framework imports a route module alone, and the browser finds the module's imports only
 * once it has parsed it: one round trip later. The server's page already preloads them all, so
 * both ways a page's chunks (checkout's card form among them, its largest paint) come at once.
 */
export function preloadNavigations() {
  const router = window.__reactRouterDataRouter;
  const manifest = window.__reactRouterManifest;
  if (!router || !manifest) return;
  const asked = new Set<string>();
  router.subscribe(({ navigation }) => {
    if (navigation.state !== 'loading') return;
    for (const match of matchRoutes(router.routes, navigation.location) ?? []) {
      const route = manifest.routes[match.route.id];
      if (!route || window.__reactRouterRouteModules?.[match.route.id]) continue;
      for (const href of [route.module, ...(route.imports ?? [])]) {
        if (asked.has(href)) continue;
        asked.add(href);
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = href;
        document.head.append(link);
      }
    }
  });
}
