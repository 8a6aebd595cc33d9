import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PageAnnouncer } from './PageAnnouncer.js';

/** A page with a section of cards; each card's button removes the card (a Delete). */
function Page({ cards, keepSection = true }: { cards: string[]; keepSection?: boolean }) {
  const [shown, setShown] = useState(cards);
  return (
    <>
      <PageAnnouncer pageKey="/dashboard" />
      <main id="main">
        <h1>Dashboard</h1>
        {keepSection || shown.length === cards.length ? (
          <section aria-labelledby="tracked">
            <h2 id="tracked">My Tracked Filters</h2>
            <ul>
              {shown.map((card) => (
                <li key={card}>
                  <article aria-labelledby={`card-${card}`}>
                    <h3 id={`card-${card}`}>{card}</h3>
                    <button
                      type="button"
                      onClick={() => setShown((now) => now.filter((c) => c !== card))}
                    >
                      Delete {card}
                    </button>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p>Nothing left</p>
        )}
      </main>
    </>
  );
}

function removeWithFocus(name: string) {
  const button = screen.getByRole('button', { name });
  act(() => button.focus());
  expect(document.activeElement).toBe(button);
  act(() => button.click());
}

describe('PageAnnouncer keeps focus in the page', () => {
  it('moves focus to the heading of the section a removed control was in', async () => {
    render(<Page cards={['Kitchen RO', 'Garage softener']} />);
    removeWithFocus('Delete Kitchen RO');
    const section = screen.getByRole('heading', { name: 'My Tracked Filters' });
    await waitFor(() => expect(document.activeElement).toBe(section));
    expect(section).toHaveAttribute('tabindex', '-1');
    expect(section).toHaveClass('wt-focus-ring');
  });

  it("moves focus to the page's start when the section went with the control", async () => {
    render(<Page cards={['Kitchen RO']} keepSection={false} />);
    removeWithFocus('Delete Kitchen RO');
    // happy-dom lays nothing out: the h1 has no box, so the page's start is its main region.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });

  it('leaves focus the page moved itself before the fallback', async () => {
    render(
      <>
        <Page cards={['Kitchen RO', 'Garage softener']} />
        <button type="button">Elsewhere</button>
      </>,
    );
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    removeWithFocus('Delete Kitchen RO');
    act(() => elsewhere.focus());
    await act(
      () =>
        new Promise<void>((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 20))),
        ),
    );
    expect(document.activeElement).toBe(elsewhere);
  });
});

/** A page whose link stays in the page when the route changes (a listing's mode link). */
function Listing({ pageKey }: { pageKey: string }) {
  return (
    <>
      <PageAnnouncer pageKey={pageKey} />
      <main id="main">
        <h1>Residential</h1>
        <a href="/residential/delete">Delete products</a>
      </main>
    </>
  );
}

describe('PageAnnouncer on a route change', () => {
  it('moves focus from the control that started the change, even when it stays', async () => {
    const { rerender } = render(<Listing pageKey="/residential" />);
    const link = screen.getByRole('link', { name: 'Delete products' });
    act(() => link.focus());
    rerender(<Listing pageKey="/residential/delete" />);
    // happy-dom lays nothing out: the h1 has no box, so the page's start is its main region.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

/** A route change started from a link in the menu drawer, a modal dialog outside the page. */
function WithDrawer({ pageKey, drawerOpen }: { pageKey: string; drawerOpen: boolean }) {
  return (
    <>
      <button type="button">Open menu</button>
      {drawerOpen ? (
        <div role="dialog" aria-label="Menu">
          <a href="/receivedOrders">Orders</a>
        </div>
      ) : null}
      <PageAnnouncer pageKey={pageKey} />
      <main id="main">
        <h1>{pageKey}</h1>
      </main>
    </>
  );
}

function frames(count: number) {
  return act(
    () =>
      new Promise<void>((resolve) => {
        const step = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1));
        step(count);
      }),
  );
}

describe('PageAnnouncer after a drawer', () => {
  it('waits for a drawer that closes after the page arrived, then moves focus to the page', async () => {
    const { rerender } = render(<WithDrawer pageKey="/residential" drawerOpen />);
    const link = screen.getByRole('link', { name: 'Orders' });
    act(() => link.focus());
    rerender(<WithDrawer pageKey="/receivedOrders" drawerOpen />);
    await frames(6);
    // A modal drawer would pull focus back into itself (and hand it to its button as it
    // closed): the page waits while focus is in the drawer.
    expect(document.activeElement).toBe(link);
    rerender(<WithDrawer pageKey="/receivedOrders" drawerOpen={false} />);
    act(() => screen.getByRole('button', { name: 'Open menu' }).focus());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});
