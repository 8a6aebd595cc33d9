import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { adoptEarlyRequests } from './adoptEarlyRequests';
import { loadApi, queryClient } from './apiClient';
import { afterHydration } from './hydrated';
import { preloadNavigations } from './navigationPreloads';

// After the first render, which must match the server's (it had no signed-in answers).
afterHydration(adoptEarlyRequests);
// The API client is not needed for the first render: it loads once the page is interactive.
afterHydration(() => void loadApi());
afterHydration(preloadNavigations);

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <HydratedRouter />
      </QueryClientProvider>
    </StrictMode>,
    { onRecoverableError: (error) => console.error('Hydration', error) },
  );
});
