import type { ListProductsQuery, Product } from '@wtkit/api-client';
import { unwrap } from '@wtkit/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, suiteApi } from './support/client.js';
import { type OwnServer, startOwnServer } from './support/ownServer.js';

/*
 * A listing's `total` on a server that counts exactly only up to a few matches
 * (CATALOGUE_EXACT_COUNT_UP_TO): past it, the total is an estimate and says so.
 */

const ADMIN = { email: 'admin@counts.wtkit', password: 'admin-password-for-counts' };
const EXACT_UP_TO = 5;
const MARKER = 'countmarker';

let own: OwnServer;
let admin: string;
const shop = () => suiteApi(own.base);
const page = (query: ListProductsQuery) =>
  unwrap(apiClient(undefined, own.base).GET('/products', { params: { query } }));

beforeAll(async () => {
  own = await startOwnServer({
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      CATALOGUE_EXACT_COUNT_UP_TO: String(EXACT_UP_TO),
    },
  });
  admin = (await shop().signIn(ADMIN.email, ADMIN.password)).token;
  for (let index = 0; index < 12; index += 1) {
    await shop().createProduct(admin, {
      name: `Counted ${MARKER} ${index}`,
      category: index < 3 ? 'commercial' : 'residential',
    });
  }
}, 60_000);

afterAll(async () => {
  await own?.close();
});

describe('the total of a listing', () => {
  it('is exact up to the threshold', async () => {
    const answer = await page({ q: MARKER, category: 'commercial' });
    expect(answer.total).toBe(3);
    expect(answer.totalIsEstimate).toBe(false);
    const none = await page({ q: 'nothingmatchesthisword' });
    expect(none).toMatchObject({ total: 0, totalIsEstimate: false, data: [] });
  });

  it('is an estimate past the threshold, never below what was counted, repeated on every page', async () => {
    const seen: Product[] = [];
    let cursor: string | undefined;
    for (;;) {
      const answer = await page({ q: MARKER, limit: 4, ...(cursor ? { cursor } : {}) });
      expect(answer.totalIsEstimate).toBe(true);
      expect(answer.total).toBeGreaterThan(EXACT_UP_TO);
      seen.push(...answer.data);
      if (answer.nextCursor === null) break;
      cursor = answer.nextCursor;
    }
    // The estimate changes how the total is counted, never which products the pages hold.
    expect(new Set(seen.map((product) => product._id)).size).toBe(12);
    const everything = await page({});
    expect(everything.totalIsEstimate).toBe(true);
    expect(everything.total).toBeGreaterThan(EXACT_UP_TO);
  });
});
