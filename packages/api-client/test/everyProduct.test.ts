import { QueryClient } from '@tanstack/react-query';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  createApiClient,
  everyProduct,
  everyProductQuery,
  PRODUCT_PAGE_MAX,
  queryKeys,
} from '../src/index.js';
import { readOpenApi } from './openapiDocument.js';
import { startRecordingServer } from './recordingServer.js';

let server: Awaited<ReturnType<typeof startRecordingServer>>;
beforeAll(async () => {
  server = await startRecordingServer();
});
afterAll(() => server.close());

const client = () => createApiClient({ baseUrl: server.baseUrl });

it('asks for pages as large as the contract allows', () => {
  const limit = readOpenApi().components.schemas?.ProductPageLimit as { maximum: number };
  expect(PRODUCT_PAGE_MAX).toBe(limit.maximum);
});

it('follows the cursors to the last page, keeping the query, and answers every product', async () => {
  const product = (id: string) => ({ _id: id });
  const pages: Record<string, { data: unknown[]; nextCursor: string | null }> = {
    '': { data: [product('a'), product('b')], nextCursor: 'c1' },
    c1: { data: [product('c'), product('d')], nextCursor: 'c2' },
    c2: { data: [product('e')], nextCursor: null },
  };
  server.answer((request) => {
    const cursor = new URL(request.url, 'http://x').searchParams.get('cursor') ?? '';
    return { status: 200, body: { success: true, total: 5, ...pages[cursor] } };
  });
  const before = server.requests.length;
  const products = await everyProduct(client(), { type: 'part' });
  expect(products.map((p) => p._id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  expect(server.requests.slice(before).map((r) => r.url)).toEqual([
    `/api/v1/products?type=part&limit=${PRODUCT_PAGE_MAX}`,
    `/api/v1/products?type=part&limit=${PRODUCT_PAGE_MAX}&cursor=c1`,
    `/api/v1/products?type=part&limit=${PRODUCT_PAGE_MAX}&cursor=c2`,
  ]);

  const options = everyProductQuery(client(), { type: 'part' });
  expect(options.queryKey.slice(0, 1)).toEqual(queryKeys.products.all);
  const fetched = await new QueryClient().fetchQuery(options);
  expect(fetched).toHaveLength(5);
});
