/**
 * `pnpm bench:catalogue`: a catalogue of many products, on PGlite and on PostgreSQL. For each
 * database it starts the server as `pnpm start` does (in a process of its own, answers not
 * cached: `CATALOGUE_CACHE_SECONDS=0`, so every figure is a database read and a render), imports
 * generated products through `POST /products/import`, then measures over HTTP:
 *
 * - the import's time, and that of the same file imported again (every row unchanged);
 * - `GET /products` p50/p99: the first page, a page near the end (by cursor, forwards and
 *   backwards), filtered, and searches (a word, an exact SKU, misspelt words long and short, a synonym);
 * - facets (`facets=true`), with and without search text;
 * - listing pages as HTML: gzipped size and time to render;
 * - `/sitemap.xml` and its first products file;
 * - the server's resident memory: freshly seeded, after the import, and after a crawl of every
 *   page of the listing.
 *
 * Prints figures; asserts nothing.
 *
 *   pnpm bench:catalogue [--products 100000] [--databases pglite,postgres] [--runs 50]
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { findPostgresBin, startTemporaryPostgres } from '../test/support/postgres.js';
import { startServerProcess } from '../test/support/serverProcess.js';

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    databases: { type: 'string', default: 'pglite,postgres' },
    runs: { type: 'string', default: '50' },
  },
});
const PRODUCTS = Number(args.products);
const RUNS = Number(args.runs);
const DATABASES = args.databases
  .split(',')
  .filter((name) => name === 'pglite' || name === 'postgres');
const ADMIN = { email: 'bench@wtkit.local', password: 'bench-password' };

const KINDS = ['Sediment', 'Carbon Block', 'Reverse Osmosis Membrane', 'Softener Resin', 'UV Lamp'];
const MEDIA = ['Arsenic', 'Fluoride', 'Iron', 'Lead', 'Chloramine', 'Nitrate', 'KDF', 'Catalytic'];
const SIZES = ['10"', '20" x 4.5"', '1.5 cu ft', '75 GPD', '12 GPM', '5 Micron'];
const BRANDS = ['Aqualine', 'Purewell', 'Clearflow', 'Hydrona', 'Stillbrook', 'Norrfors', 'Vadora'];
const CATEGORIES = ['residential', 'commercial', 'test kit'];
const TYPES = ['none', 'part', 'filter'];
const FILTER_TYPES = ['none', 'undersink', 'wholehouse'];
const pick = <T>(list: T[], i: number) => list[i % list.length] as T;

const csvCell = (text: string) => (/[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/** `count` generated products as a catalogue CSV (the import's columns). */
function catalogueCsv(count: number): string {
  const lines = ['name,sku,price,stock,category,description,tags,type,filterType'];
  for (let i = 0; i < count; i++) {
    const type = pick(TYPES, i * 13);
    const name = `${pick(BRANDS, i * 3)} ${pick(MEDIA, i * 7)} ${pick(KINDS, i)} ${pick(SIZES, i * 3)} ${i % 997}`;
    const description = `${name}. Removes ${pick(MEDIA, i * 5).toLowerCase()} and sediment; fits standard housings.`;
    lines.push(
      [
        csvCell(name),
        `GEN-${String(i).padStart(6, '0')}`,
        (10 + (i % 4990) / 10).toFixed(2),
        String(i % 40),
        pick(CATEGORIES, i * 17),
        csvCell(description),
        `${pick(MEDIA, i).toLowerCase()}|${pick(KINDS, i * 11).toLowerCase()}`,
        type,
        type === 'filter' ? pick(FILTER_TYPES.slice(1), i) : 'none',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

const milliseconds = (from: number) => Number((performance.now() - from).toFixed(1));

function percentiles(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) =>
    Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return { p50: at(0.5), p99: at(0.99) };
}

/** Resident memory of a process now and at its peak, in MB. */
function residentMemory(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mb = (field: string) =>
    Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  return { now: mb('VmRSS'), peak: mb('VmHWM') };
}

/**
 * CPU time the process has used, in seconds (user and system, from `/proc`): steadier than wall
 * time on a shared machine, and the server holds the embedded database too.
 */
function cpuSeconds(pid: number) {
  // The fields after the command's closing parenthesis; utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function getJson<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

interface Page {
  data: { _id: string }[];
  nextCursor: string | null;
  prevCursor?: string | null;
  total?: number;
  totalIsEstimate?: boolean;
}

/** `url` asked `RUNS` times after one warm-up: p50/p99 in ms, and what the last answer said. */
async function timed(url: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  let bytes = 0;
  let text = '';
  for (let run = -1; run < RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    const body = Buffer.from(await response.arrayBuffer());
    if (!response.ok) throw new Error(`${url}: ${response.status} ${body.toString()}`);
    if (run >= 0) times.push(performance.now() - started);
    bytes = body.length;
    text = body.toString('utf8');
  }
  return { ...percentiles(times), bytes, text };
}

async function benchDatabase(database: 'pglite' | 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-bench-catalogue-'));
  const postgres = database === 'postgres' ? await startTemporaryPostgres() : undefined;
  const server = startServerProcess({
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://localhost',
    PAYMENT_PROVIDER: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256',
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    RATE_LIMIT_PER_IP: '100000000',
    CATALOGUE_CACHE_SECONDS: '0',
    DATA_DIR: dataDir,
    ...(postgres ? { DATABASE_URL: postgres.url } : {}),
  });
  const figures: Record<string, string | number> = {};
  const queries: Record<string, unknown>[] = [];
  try {
    const origin = await server.ready;
    const api = `${origin}/api/v1`;
    const pid = server.child.pid as number;
    const listingPaths = ['/products', '/residential', '/commercial', '/testkit'];
    for (const path of listingPaths) await fetch(`${origin}${path}`).then((r) => r.arrayBuffer());
    figures['RSS seeded shop, MB'] = residentMemory(pid).now;

    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ credential: ADMIN.email, password: ADMIN.password }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    const csv = catalogueCsv(PRODUCTS);
    let cpu = cpuSeconds(pid);
    let started = performance.now();
    const imported = await fetch(`${api}/products/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    if (!imported.ok) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    figures[`import of ${PRODUCTS} rows, s`] = Number((milliseconds(started) / 1000).toFixed(1));
    figures[`import of ${PRODUCTS} rows, server CPU s`] = Number(
      (cpuSeconds(pid) - cpu).toFixed(1),
    );
    figures['RSS after the import, MB'] = residentMemory(pid).now;

    // The same file again: every row unchanged.
    cpu = cpuSeconds(pid);
    started = performance.now();
    const again = await fetch(`${api}/products/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
      body: csv,
    });
    if (!again.ok) throw new Error(`re-import: ${again.status} ${await again.text()}`);
    const unchanged = ((await again.json()) as { data: { unchanged: number } }).data.unchanged;
    if (unchanged !== PRODUCTS) throw new Error(`re-import: ${unchanged} of ${PRODUCTS} unchanged`);
    figures[`re-import of the same ${PRODUCTS} rows, s`] = Number(
      (milliseconds(started) / 1000).toFixed(1),
    );
    figures[`re-import of the same ${PRODUCTS} rows, server CPU s`] = Number(
      (cpuSeconds(pid) - cpu).toFixed(1),
    );

    // A crawl of every page of the listing, 100 a page: its time, and cursors near the end.
    started = performance.now();
    let cursor: string | null = null;
    let pages = 0;
    let seen = 0;
    const cursors: string[] = [];
    const prevCursors: string[] = [];
    do {
      const page: Page = await getJson<Page>(
        `${api}/products?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      pages += 1;
      seen += page.data.length;
      cursor = page.nextCursor;
      if (cursor) cursors.push(cursor);
      if (page.prevCursor) prevCursors.push(page.prevCursor);
    } while (cursor);
    figures[`crawl of the listing (${pages} pages of 100, ${seen} products), s`] = Number(
      (milliseconds(started) / 1000).toFixed(1),
    );
    const deep = cursors[Math.max(0, cursors.length - 2)] ?? '';
    const deepBack = prevCursors.at(-1) ?? '';

    const apiQueries: [string, string][] = [
      ['first page', '/products'],
      ['deep page (cursor)', `/products?cursor=${encodeURIComponent(deep)}`],
      ['deep page backwards (prevCursor)', `/products?cursor=${encodeURIComponent(deepBack)}`],
      [
        'filtered, by price',
        '/products?category=commercial&type=filter&minPrice=2000&maxPrice=30000&inStock=true&sort=price-asc',
      ],
      ['search: word', '/products?q=arsenic'],
      ['search: exact SKU', `/products?q=GEN-${String(Math.floor(PRODUCTS / 2)).padStart(6, '0')}`],
      ['search: typo (arsnic)', '/products?q=arsnic'],
      ['search: short typo (blok)', '/products?q=blok'],
      ['search: synonym (RO membrane)', '/products?q=RO%20membrane'],
      ['search: filtered (carbon, commercial)', '/products?q=carbon&category=commercial'],
      ['facets', '/products?facets=true'],
      ['facets, search (carbon)', '/products?q=carbon&facets=true'],
    ];
    for (const [kind, path] of apiQueries) {
      const { p50, p99, text } = await timed(`${api}${path}`);
      const page = JSON.parse(text) as Page;
      // An estimated total (past CATALOGUE_EXACT_COUNT_UP_TO) is shown as "~N".
      const found =
        page.total === undefined ? '' : `${page.totalIsEstimate ? '~' : ''}${page.total}`;
      queries.push({ database, kind, found, 'p50 ms': p50, 'p99 ms': p99 });
    }

    const htmlPages: [string, string][] = [
      ['HTML /products', '/products'],
      ['HTML /residential', '/residential'],
      ['HTML /products?q=arsenic', '/products?q=arsenic'],
    ];
    for (const [kind, path] of htmlPages) {
      const { p50, p99, bytes, text } = await timed(`${origin}${path}`);
      queries.push({
        database,
        kind,
        found: `${Math.round(bytes / 1024)} kB, ${Math.round(gzipSync(text).length / 1024)} kB gzipped`,
        'p50 ms': p50,
        'p99 ms': p99,
      });
    }

    started = performance.now();
    const index = await (await fetch(`${origin}/sitemap.xml`)).text();
    figures['GET /sitemap.xml, ms'] = milliseconds(started);
    const firstFile = /<loc>[^<]*(\/sitemap-products-1\.xml)<\/loc>/.exec(index)?.[1];
    if (firstFile) {
      started = performance.now();
      const file = await (await fetch(`${origin}${firstFile}`)).text();
      figures[`GET ${firstFile} (${Math.round(file.length / 1024)} kB), ms`] =
        milliseconds(started);
    }

    // Every listing page as HTML, and the API's pages once more: the memory a crawl leaves.
    for (const path of listingPaths) await fetch(`${origin}${path}`).then((r) => r.arrayBuffer());
    figures['RSS after the crawl, MB'] = residentMemory(pid).now;
    figures['RSS peak, MB'] = residentMemory(pid).peak;
  } finally {
    await server.stop();
    postgres?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { figures, queries };
}

for (const database of DATABASES) {
  if (database === 'postgres' && !findPostgresBin()) {
    console.log('PostgreSQL is not installed: skipped.');
    continue;
  }
  console.log(`${database}: ${PRODUCTS} products…`);
  const result = await benchDatabase(database as 'pglite' | 'postgres');
  console.table(result.figures);
  console.table(result.queries);
}
