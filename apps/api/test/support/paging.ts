import type { ListProductsQuery, Product } from '@wtkit/api-client';
import { PRODUCT_PAGE_DEFAULT } from '@wtkit/domain';
import { expect } from 'vitest';

/** What the paging tests read of a page of `GET /products` (or its cards). */
export interface ProductPage<P extends { _id: string } = Product> {
  data: P[];
  nextCursor: string | null;
  prevCursor: string | null;
  offset: number;
  total: number;
}

/** Asks a server for one page of a listing. */
export type PageOf<P extends { _id: string } = Product> = (
  query: ListProductsQuery,
) => Promise<ProductPage<P>>;

export const idsOf = (page: ProductPage<{ _id: string }>) =>
  page.data.map((product) => product._id);

/** Every page of a listing in turn, forwards; `between` runs after each page but the last. */
export async function walk<P extends { _id: string } = Product>(
  page: PageOf<P>,
  query: ListProductsQuery,
  between?: (pageIndex: number) => Promise<void>,
) {
  const pages: ProductPage<P>[] = [];
  let cursor: string | undefined;
  for (let index = 0; ; index += 1) {
    const answer = await page({ ...query, ...(cursor ? { cursor } : {}) });
    pages.push(answer);
    if (answer.nextCursor === null) break;
    expect(answer.data).toHaveLength(query.limit ?? PRODUCT_PAGE_DEFAULT);
    cursor = answer.nextCursor;
    await between?.(index);
  }
  const seen = pages.flatMap((answer) => answer.data);
  return {
    pages,
    seen,
    ids: seen.map((product) => product._id),
    totals: pages.map((answer) => answer.total),
  };
}

/**
 * The pages before `from`, nearest first, each read by the `prevCursor` of the one after it,
 * until one has none; `between` runs after each page but the last.
 */
export async function walkBack(
  page: PageOf,
  query: ListProductsQuery,
  from: ProductPage,
  between?: (pageIndex: number) => Promise<void>,
) {
  const pages: ProductPage[] = [];
  let cursor = from.prevCursor;
  for (let index = 0; cursor; index += 1) {
    const answer = await page({ ...query, cursor });
    pages.push(answer);
    cursor = answer.prevCursor;
    if (cursor) await between?.(index);
  }
  return pages;
}

/**
 * Walks a listing that does not change forwards to its end, then backwards to its start by
 * `prevCursor`, and expects the same pages, with the same offsets and total, both ways: the first
 * page at offset 0 with no page before it, each page's offset the products of the pages before.
 * The listing must have at least two pages.
 */
export async function expectSamePagesBothWays(page: PageOf, query: ListProductsQuery) {
  const forward = await walk(page, query);
  const label = JSON.stringify(query);
  expect(forward.pages.length, label).toBeGreaterThan(1);
  let offset = 0;
  for (const answer of forward.pages) {
    expect(answer.offset, label).toBe(offset);
    offset += answer.data.length;
  }
  expect(forward.pages[0]?.prevCursor, label).toBeNull();
  const last = forward.pages.at(-1) as ProductPage;
  const back = await walkBack(page, query, last);
  const before = forward.pages.slice(0, -1).reverse();
  expect(back.map(idsOf), label).toEqual(before.map(idsOf));
  expect(
    back.map((answer) => answer.offset),
    label,
  ).toEqual(before.map((answer) => answer.offset));
  expect(new Set(back.map((answer) => answer.total)), label).toEqual(new Set([last.total]));
  // Back at the start, the page's own next page is the second page.
  const start = back.at(-1) as ProductPage;
  expect(start.prevCursor, label).toBeNull();
  const second = await page({ ...query, cursor: start.nextCursor ?? '' });
  expect(idsOf(second), label).toEqual(idsOf(forward.pages[1] as ProductPage));
  expect(second.offset, label).toBe(forward.pages[1]?.offset);
  return forward;
}
