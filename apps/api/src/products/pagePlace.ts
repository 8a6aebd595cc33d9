import type { PageRows, PageStart } from './pageCut.js';

/** A place in a listing and how many matching products come before it (see `CursorPosition`). */
export interface Place extends PageStart {
  offset: number;
}

/** Where a page lies: how many matching products come before it, and where its neighbours start. */
export interface PagePlace {
  offset: number;
  next: Place | null;
  prev: Place | null;
}

const after = (values: string[] | null, offset: number): Place => ({
  direction: 'after',
  values,
  offset,
});
const before = (values: string[] | null, offset: number): Place => ({
  direction: 'before',
  values,
  offset,
});

/**
 * The place of a page read from `start` (null: the first page). Offsets are counted along the
 * pages from the first, so products added or deleted since may shift them; a page read backwards
 * that reached the start is at 0 whatever was counted. An empty page (every product it would
 * have shown deleted) leads back to the other end of the listing when anything still matches
 * (`anyMatching`, asked only then).
 */
export async function pagePlace(
  start: Place | null,
  page: PageRows<unknown>,
  anyMatching: () => Promise<boolean>,
): Promise<PagePlace> {
  const shown = page.products.length;
  if (!start)
    return { offset: 0, prev: null, next: page.more ? after(page.lastKeys, shown) : null };
  if (start.direction === 'after') {
    const offset = start.offset;
    if (!page.firstKeys)
      return { offset, next: null, prev: (await anyMatching()) ? before(null, offset) : null };
    return {
      offset,
      next: page.more ? after(page.lastKeys, offset + shown) : null,
      prev: start.values ? before(page.firstKeys, offset) : null,
    };
  }
  if (!page.firstKeys)
    return { offset: 0, prev: null, next: (await anyMatching()) ? after(null, 0) : null };
  const offset = page.more ? Math.max(0, start.offset - shown) : 0;
  return {
    offset,
    prev: page.more ? before(page.firstKeys, offset) : null,
    next: start.values ? after(page.lastKeys, offset + shown) : null,
  };
}
