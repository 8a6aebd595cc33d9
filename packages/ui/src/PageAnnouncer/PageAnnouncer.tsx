import { useEffect, useRef, useState } from 'react';
import '../foundation.css';

export interface PageAnnouncerProps {
  /**
   * What identifies the page shown (the path and query): when it changes, the new page has
   * arrived and focus moves to its heading.
   */
  pageKey: string;
  /** The id of the element holding the page (its `main`); focus goes to its first `h1`. */
  mainId?: string;
}

/** How long a new page may take to show its heading (a lazy route, a slow loader). */
const WAIT_FOR_HEADING_MS = 3000;

/** The page's h1 when it shows, else the main region itself; focusable from script. */
function pageStart(main: HTMLElement): HTMLElement {
  const heading = main.querySelector<HTMLElement>('h1');
  // A heading that is only there for screen readers (visually hidden) would take a focus
  // ring no one sees: the page's main region takes focus instead.
  const box = heading?.getBoundingClientRect();
  const target = heading && box && box.width > 1 && box.height > 1 ? heading : main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.classList.add('wt-focus-ring');
  return target;
}

/** Whether focus is in a dialog (a drawer, a confirmation): one that traps it until it closes. */
function inDialog(element: Element | null): boolean {
  return element?.closest('[role=dialog], [role=alertdialog]') != null;
}

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

/**
 * A client-side route change moves no focus by itself: what had focus (a link, the search) is
 * gone or stays behind, and a screen reader hears nothing of the new page. When `pageKey`
 * changes, this moves focus to the new page's `h1` (or the `main` itself when there is none or
 * it is visually hidden),
 * with the kit's focus ring, and announces the document's title in a polite live region once
 * the page has set it. The first page (the server's) is left alone: the browser announces it.
 * Focus that has already moved into the new page (a field it focused) is left where it is; the
 * control that started the change does not count as that, even when it stays in the new page.
 */
export function PageAnnouncer({ pageKey, mainId = 'main' }: PageAnnouncerProps) {
  const [announcement, setAnnouncement] = useState('');
  const firstKey = useRef(pageKey);
  // What had focus when the route changed, read while the new page renders (before its commit
  // moves anything): a control that stays in the new page (a listing's mode link) keeps focus
  // only if the page gave it focus, never because it started the change.
  const renderedKey = useRef(pageKey);
  const focusAtChange = useRef<Element | null>(null);
  if (renderedKey.current !== pageKey) {
    renderedKey.current = pageKey;
    focusAtChange.current = typeof document === 'undefined' ? null : document.activeElement;
  }
  useEffect(() => {
    if (pageKey === firstKey.current) return;
    firstKey.current = '';
    const titleBefore = document.title;
    let cancelled = false;
    void (async () => {
      const main = document.getElementById(mainId);
      if (!main) return;
      const started = performance.now();
      let heading = main.querySelector<HTMLElement>('h1');
      while (!heading && performance.now() - started < WAIT_FOR_HEADING_MS) {
        await nextFrame();
        if (cancelled) return;
        heading = main.querySelector<HTMLElement>('h1');
      }
      // A drawer or dialog the navigation started from may close after the page arrived (a
      // link's press ends on key up, a busy machine delays it): while it is open it keeps focus
      // in itself, so the heading waits for it to close and hand focus back on its way out.
      while (
        inDialog(document.activeElement) &&
        performance.now() - started < WAIT_FOR_HEADING_MS
      ) {
        await nextFrame();
        if (cancelled) return;
      }
      await nextFrame();
      if (cancelled) return;
      // A dialog still open is the user's to close.
      if (inDialog(document.activeElement)) return;
      const target = pageStart(main);
      const active = document.activeElement;
      const focusInsidePage =
        active !== null &&
        active !== document.body &&
        active !== target &&
        active !== focusAtChange.current &&
        main.contains(active);
      if (!focusInsidePage) target.focus({ preventScroll: true });
      // The page sets its title a moment after it shows (its head is built after loading).
      while (document.title === titleBefore && performance.now() - started < WAIT_FOR_HEADING_MS) {
        await nextFrame();
        if (cancelled) return;
      }
      setAnnouncement(document.title || (target.textContent ?? ''));
    })();
    return () => {
      cancelled = true;
    };
  }, [pageKey, mainId]);
  useFocusKeptInPage(mainId);
  return (
    <div className="wt-base wt-visually-hidden" role="status" aria-live="polite">
      {announcement}
    </div>
  );
}

/**
 * The heading of the part of the page a lost control was in: the nearest of its ancestors
 * (recorded when it took focus) that is still in the page and is a section, region, article or
 * form with a heading (the one that names it, else its first). The page's start when none is.
 */
function fallbackFor(ancestors: readonly Element[], main: HTMLElement): HTMLElement {
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected || !main.contains(ancestor)) continue;
    if (!ancestor.matches('section, [role=region], article, form')) continue;
    const named = ancestor.getAttribute('aria-labelledby')?.split(' ')[0];
    const labelling = named ? document.getElementById(named) : null;
    const heading =
      labelling?.matches('h1, h2, h3, h4, h5, h6') === true
        ? labelling
        : ancestor.querySelector<HTMLElement>('h1, h2, h3, h4, h5, h6');
    if (!heading || heading.matches('main h1')) continue;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.classList.add('wt-focus-ring');
    return heading;
  }
  return pageStart(main);
}

/**
 * A page that replaces the part holding focus (a form swapped for its result, a loading state
 * for the content, a card deleted with its Delete button) drops focus to the document's body,
 * where the next Tab starts over and a screen reader says nothing. When the element that had
 * focus inside `main` leaves the document and focus is still on the body once the page has had
 * its say (two frames), focus goes to the heading of the section it was in (My Tracked Filters
 * for a deleted card), or to the page's heading (or `main`) when that section went too. Pages
 * that know a better place move focus there in their own effects: the kit only acts on the body.
 */
function useFocusKeptInPage(mainId: string) {
  useEffect(() => {
    const main = document.getElementById(mainId);
    if (!main) return;
    let focusedInMain: Element | null = null;
    let ancestors: Element[] = [];
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      focusedInMain = target instanceof Element && main.contains(target) ? target : null;
      ancestors = [];
      for (
        let node = focusedInMain?.parentElement;
        node && node !== main;
        node = node.parentElement
      )
        ancestors.push(node);
    };
    const observer = new MutationObserver(() => {
      if (!focusedInMain || focusedInMain.isConnected) return;
      focusedInMain = null;
      const lostFrom = ancestors;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const active = document.activeElement;
          // Scrolled into view if need be: the removed control may have been far down a long
          // section (a tracked filter's Delete under its parts' plans), and the page that
          // shrank with it can leave the section's heading above the viewport.
          if (main.isConnected && (active === null || active === document.body))
            fallbackFor(lostFrom, main).focus();
        }),
      );
    });
    document.addEventListener('focusin', onFocusIn);
    observer.observe(main, { childList: true, subtree: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      observer.disconnect();
    };
  }, [mainId]);
}
