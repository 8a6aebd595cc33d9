import { type RefObject, useCallback, useEffect, useRef } from 'react';

const FOCUSABLE = 'input, button, a[href], [tabindex]';

/**
 * What a "Show more" button under a list of results calls: asks for the next page and, once its
 * results are appended to the list (`count` grows), moves focus to the first new result's first
 * control, so the keyboard carries on where the new results start. The hook belongs to the
 * list's owner, not to the button, which goes when the last page has come.
 */
export function useShowMore(
  /** The list the pages are appended to: its children are the results. */
  listRef: RefObject<HTMLElement | null>,
  /** How many results the list shows. */
  count: number,
  /** Asks for the next page. */
  onLoadMore: () => void,
): () => void {
  // How many results there were when more were asked for, until they come.
  const shownBefore = useRef<number | null>(null);

  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || count === before) return;
    shownBefore.current = null;
    // Fewer results: another search replaced the list; there are no new results to go to.
    if (count < before) return;
    const first = listRef.current?.children[before];
    const target = first?.matches(FOCUSABLE) ? first : first?.querySelector(FOCUSABLE);
    if (target instanceof HTMLElement) target.focus();
  }, [count, listRef]);

  return useCallback(() => {
    shownBefore.current = count;
    onLoadMore();
  }, [count, onLoadMore]);
}
