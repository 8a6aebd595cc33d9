import { InfiniteQueryObserver, QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApiClient, createInfiniteQueries, queryKeys } from '../src/index.js';
import { operationsOf, readOpenApi } from './openapiDocument.js';
import { startRecordingServer } from './recordingServer.js';

let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: server.baseUrl });

it('are named by operationIds of the contract', () => {
  const ids = operationsOf(readOpenApi()).map(({ operation }) => operation.operationId);
  for (const name of Object.keys(createInfiniteQueries(client()))) expect(ids).toContain(name);
});

it('ask each next page with the cursor the page before answered, keeping the query', async () => {
  const product = (id: string) => ({ _id: id });
  const pages: Record<string, { data: unknown[]; nextCursor: string | null }> = {
    '': { data: [product('a'), product('b')], nextCursor: 'c1' },
    c1: { data: [product('c')], nextCursor: null },
  };
  server.answer((request) => {
    const cursor = new URL(request.url, 'http://x').searchParams.get('cursor') ?? '';
    return { status: 200, body: { success: true, total: 3, ...pages[cursor] } };
  });
  const options = createInfiniteQueries(client()).listProducts({
    type: 'part',
    q: 'carbon',
    limit: 2,
  });
  // Under `products`, so a catalogue write refreshes the pages too.
  expect(options.queryKey.slice(0, 1)).toEqual(queryKeys.products.all);
  expect(options.queryKey).toEqual(
    createInfiniteQueries(client()).listProducts({
      type: 'part',
      q: 'carbon',
      limit: 2,
      sort: undefined,
    }).queryKey,
  );

  const before = server.requests.length;
  const queryClient = new QueryClient();
  const first = await queryClient.fetchInfiniteQuery(options);
  expect(first.pages.flatMap((page) => page.data.map((p) => p._id))).toEqual(['a', 'b']);
  // Asked for three pages, it stops after the last (its nextCursor is null).
  const all = await queryClient.fetchInfiniteQuery({ ...options, pages: 3 });
  expect(all.pages.flatMap((page) => page.data.map((p) => p._id))).toEqual(['a', 'b', 'c']);
  expect(server.requests.slice(before).map((r) => r.url)).toEqual([
    '/api/v1/products?type=part&q=carbon&limit=2',
    '/api/v1/products?type=part&q=carbon&limit=2',
    '/api/v1/products?type=part&q=carbon&limit=2&cursor=c1',
  ]);
});

it('start at the page a cursor names and ask the page before with its prevCursor', async () => {
  const product = (id: string) => ({ _id: id });
  const pages: Record<
    string,
    { data: unknown[]; nextCursor: string | null; prevCursor: string | null }
  > = {
    p2: { data: [product('c')], nextCursor: null, prevCursor: 'p1' },
    p1: { data: [product('a'), product('b')], nextCursor: 'p2', prevCursor: null },
  };
  server.answer((request) => {
    const cursor = new URL(request.url, 'http://x').searchParams.get('cursor') ?? '';
    return { status: 200, body: { success: true, total: 3, offset: 0, ...pages[cursor] } };
  });
  const factories = createInfiniteQueries(client());
  const options = factories.listProducts({ limit: 2 }, 'p2');
  // Each starting page is a query of its own.
  expect(options.queryKey).not.toEqual(factories.listProducts({ limit: 2 }).queryKey);
  const queryClient = new QueryClient();
  await queryClient.fetchInfiniteQuery(options);
  const before = server.requests.length;
  const observer = new InfiniteQueryObserver(queryClient, options);
  const result = await observer.fetchPreviousPage();
  expect(result.data?.pages.flatMap((page) => page.data.map((p) => p._id))).toEqual([
    'a',
    'b',
    'c',
  ]);
  expect(result.hasPreviousPage).toBe(false);
  expect(server.requests.slice(before).map((r) => r.url)).toEqual([
    '/api/v1/products?limit=2&cursor=p1',
  ]);
});

it('ask the card pages at /products/cards, a query apart from the full products', async () => {
  const pages: Record<string, { data: unknown[]; nextCursor: string | null }> = {
    '': { data: [{ _id: 'a' }], nextCursor: 'c1' },
    c1: { data: [{ _id: 'b' }], nextCursor: null },
  };
  server.answer((request) => {
    const cursor = new URL(request.url, 'http://x').searchParams.get('cursor') ?? '';
    return { status: 200, body: { success: true, total: 2, offset: 0, ...pages[cursor] } };
  });
  const factories = createInfiniteQueries(client());
  const options = factories.listProductCards({ category: 'residential', limit: 1 });
  expect(options.queryKey.slice(0, 1)).toEqual(queryKeys.products.all);
  expect(options.queryKey).not.toEqual(
    factories.listProducts({ category: 'residential', limit: 1 }).queryKey,
  );
  const before = server.requests.length;
  const all = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 2 });
  expect(all.pages.flatMap((page) => page.data.map((p) => p._id))).toEqual(['a', 'b']);
  expect(server.requests.slice(before).map((r) => r.url)).toEqual([
    '/api/v1/products/cards?category=residential&limit=1',
    '/api/v1/products/cards?category=residential&limit=1&cursor=c1',
  ]);
});
