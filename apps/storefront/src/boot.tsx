// The kit's layer order, tokens and base first; each component brings its own rules.
import '@wtkit/ui/foundation.css';
import './app.css';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { validateWithoutEval } from '@wtkit/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { adoptEarlyRequests } from './adoptEarlyRequests';
import { loadApi, queryClient } from './apiClient';
import { afterHydration } from './hydrated';
import { type HydrationState, readHydrationState } from './hydrationState';
import { routes } from './router';

declare global {
  interface Window {
    __staticRouterHydrationData?: HydrationState['router'];
  }
}

/**
 * The server's answers become the query cache as they are: the page was rendered from them a
 * moment ago, and catalogue writes refresh the server's pages, so they count as fresh now (the
 * server sends them without times, so that a page is the same bytes whenever it was rendered).
 */
function adoptServerState(state: HydrationState) {
  const loadedAt = Date.now();
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      dehydratedAt: loadedAt,
      state: { ...query.state, dataUpdatedAt: loadedAt },
    })),
  });
  // React Router reads its server data (and rebuilds route errors) from here.
  window.__staticRouterHydrationData = state.router;
}

/** The route modules of the address, loaded before hydrating so the first render matches. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

const app = (router: ReturnType<typeof createBrowserRouter>) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

/** Starts the app: hydrates the server's page, or renders one where the server sent none. */
export function boot() {
  // The page's Content-Security-Policy allows no eval, which zod would otherwise probe for.
  validateWithoutEval();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');

  const state = readHydrationState();
  if (state) {
    adoptServerState(state);
    // After the first render, which must match the server's page (it had none of them).
    afterHydration(adoptEarlyRequests);
    // The API client is not needed for the first render: it loads once the page is interactive.
    afterHydration(() => void loadApi());
    // Not a top-level await: the route chunks import this module's chunk, which must have run.
    void loadMatchedRoutes().then(() => {
      // Hydration is a transition: React hydrates in slices and lets the browser in between.
      const router = createBrowserRouter(routes);
      startTransition(() => {
        hydrateRoot(root, app(router), {
          onRecoverableError: (error) => console.error('Hydration', error),
        });
      });
    });
  } else {
    const router = createBrowserRouter(routes);
    startTransition(() => createRoot(root).render(app(router)));
  }
}
