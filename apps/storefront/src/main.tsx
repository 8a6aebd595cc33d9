import '@wtkit/ui/styles.css';
import './app.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { validateWithoutEval } from '@wtkit/domain';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { router } from './router';
import { queryClient } from './session';

// The page's Content-Security-Policy allows no eval, which zod would otherwise probe for.
validateWithoutEval();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// The first render is a transition: React renders it in slices and lets the browser in between,
// instead of one long task that keeps a phone's main thread busy.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
});
