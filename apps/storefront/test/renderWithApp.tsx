import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createQueryClient } from '../src/queryClient';

type Location = ReturnType<typeof useLocation>;

function LocationProbe({ onLocation }: { onLocation: (location: Location) => void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders a hook as a page of the app renders it: the browser's kind of query cache (mutations
 * refresh what their `meta.invalidates` names) and a router at `at` with navigation `state`.
 * `seed` fills the cache first. `location()` is the router's location as of the last render.
 */
export function renderWithApp<Result>(
  hook: () => Result,
  {
    at = '/dashboard',
    state,
    seed,
  }: { at?: string; state?: unknown; seed?: (queryClient: QueryClient) => void } = {},
) {
  const queryClient = createQueryClient();
  seed?.(queryClient);
  let location: Location | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[{ pathname: at, state }]}>
        {children}
        <LocationProbe
          onLocation={(seen) => {
            location = seen;
          }}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const rendered = renderHook(hook, { wrapper });
  return {
    ...rendered,
    queryClient,
    location: () => {
      if (!location) throw new Error('The router has not rendered');
      return location;
    },
  };
}
