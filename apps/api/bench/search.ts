/**
 * `pnpm bench:search`: product search on the embedded database (PGlite, as `pnpm start` without
 * DATABASE_URL). Inserts N generated products beside the seeded catalogue, then runs each kind
 * of query (exact SKU, misspelt word, partial word, synonym, two words) as `GET /products` runs it
 * (`catalogue`: the first page of 48 by relevance, with the count of every match) and prints
 * p50/p99 per kind. Prints figures; asserts nothing.
 *
 *   BENCH_SEARCH_PRODUCTS=10000 BENCH_SEARCH_RUNS=50 pnpm bench:search     # the defaults
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { products } from '../src/db/schema.js';
import { productsByIds } from '../src/products/queries.js';
import { catalogue, listingOf } from '../src/products/service.js';

const N = Number(process.env.BENCH_SEARCH_PRODUCTS ?? 10_000);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 50);

const KINDS = ['Sediment', 'Carbon Block', 'Reverse Osmosis Membrane', 'Softener Resin', 'UV Lamp'];
const MEDIA = ['Arsenic', 'Fluoride', 'Iron', 'Lead', 'Chloramine', 'Nitrate', 'KDF', 'Catalytic'];
const SIZES = ['10"', '20" x 4.5"', '1.5 cu ft', '75 GPD', '12 GPM', '5 Micron'];
const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

const QUERIES: Record<string, string> = {
  exact: 'GEN-004711',
  typo: 'arsnic',
  partial: 'osmo',
  synonym: 'RO membrane',
  'two words': 'carbon 10',
};

const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-bench-search-'));
const database = await openDatabase({ dataDir });
try {
  const started = performance.now();
  for (let from = 0; from < N; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, N - from) }, (_, k) => {
      const i = from + k;
      const name = `${pick(MEDIA, i * 7)} ${pick(KINDS, i)} ${pick(SIZES, i * 3)}`;
      return {
        name,
        sku: `GEN-${String(i).padStart(6, '0')}`,
        priceCents: 1000 + (i % 5000),
        stock: i % 40,
        category: 'residential' as const,
        description: `${name}. Removes ${pick(MEDIA, i * 5).toLowerCase()} and sediment; fits standard housings.`,
        tags: [pick(MEDIA, i).toLowerCase(), pick(KINDS, i * 11).toLowerCase()],
      };
    });
    await database.db.insert(products).values(rows);
  }
  console.log(`${N} products inserted in ${Math.round(performance.now() - started)} ms`);

  const table = Object.entries(QUERIES).map(([kind, q]) => {
    return { kind, q };
  });
  const results = [];
  for (const { kind, q } of table) {
    const times: number[] = [];
    let found = 0;
    const search = () =>
      catalogue(database.db, 'bench-secret', listingOf({ q }), {
        exactCountUpTo: 1000,
        read: productsByIds,
      });
    await search(); // warm: plan, caches
    for (let run = 0; run < RUNS; run++) {
      const t0 = performance.now();
      found = (await search()).total;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (p: number) =>
      Number((times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0).toFixed(1));
    results.push({ kind, q, found, 'p50 ms': at(0.5), 'p99 ms': at(0.99) });
  }
  console.table(results);
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
