import { act, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { useConsumeNavigationState } from './useConsumeNavigationState';

interface Seen {
  state: { n: number } | null;
  locationState: unknown;
  consume: () => void;
}

let renders: Seen[] = [];
let loads = 0;

function Home() {
  return null;
}

function Page() {
  const { state, consume } = useConsumeNavigationState<{ n: number }>();
  renders.push({ state, locationState: useLocation().state, consume });
  return null;
}

/** The page at /dashboard with a slow loader (a navigation lands only when it has answered). */
function renderAt(state: unknown) {
  renders = [];
  loads = 0;
  const router = createMemoryRouter(
    [
      { path: '/', Component: Home },
      {
        path: '/dashboard',
        Component: Page,
        loader: async () => {
          loads += 1;
          await new Promise((resolve) => setTimeout(resolve, 20));
          return null;
        },
      },
    ],
    { initialEntries: ['/', { pathname: '/dashboard', search: '?tab=1', state }], initialIndex: 1 },
  );
  render(<RouterProvider router={router} />);
  return { router, loads: () => loads, last: () => renders.at(-1) as Seen };
}

describe('useConsumeNavigationState', () => {
  it('gives the state until it is consumed, then null at once and in the history entry', async () => {
    const page = renderAt({ n: 1 });
    await waitFor(() => expect(page.last().state).toEqual({ n: 1 }));

    act(() => page.last().consume());
    // The navigation waits for the loader; the page no longer sees the state already.
    expect(page.last()).toMatchObject({ state: null, locationState: { n: 1 } });

    await waitFor(() => expect(page.last().locationState).toBeNull());
    expect(page.last().state).toBeNull();
    expect(page.router.state.location).toMatchObject({ pathname: '/dashboard', search: '?tab=1' });
    // Replaced, not pushed: Back leaves the page instead of coming back to the state.
    expect(page.router.state.historyAction).toBe('REPLACE');
    act(() => {
      void page.router.navigate(-1);
    });
    await waitFor(() => expect(page.router.state.location.pathname).toBe('/'));
  });

  it('drops the state once however often it is consumed', async () => {
    const page = renderAt({ n: 1 });
    await waitFor(() => expect(page.last().state).toEqual({ n: 1 }));
    const { consume } = page.last();
    act(() => {
      consume();
      consume();
    });
    await waitFor(() => expect(page.last().locationState).toBeNull());
    act(() => page.last().consume());
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The first load and one navigation.
    expect(page.loads()).toBe(2);
  });

  it('keeps the state while it is not consumed', async () => {
    const page = renderAt({ n: 2 });
    await waitFor(() => expect(page.last().state).toEqual({ n: 2 }));
    expect(page.last().locationState).toEqual({ n: 2 });
  });
});
