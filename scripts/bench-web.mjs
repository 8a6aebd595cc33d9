// `pnpm bench:web`: the storefront's weight and Lighthouse scores. It builds the app, starts the
// server as `pnpm start` does (node apps/api/dist/main.js, here on a free port with a throwaway
// DATA_DIR), prints each route's first load in gzipped JavaScript (the client entry, the root
// route module and the route's module with what they import statically, plus React Router's
// route manifest, read from Vite's manifest; the routes are read from src/routes.ts,
// so new ones appear by themselves), then audits pages with
// Lighthouse (its default mobile emulation) in Debian's Chromium. It prints figures; it never
// fails on a score or a size. Beside Lighthouse's blocking time it prints one counted from the
// main thread's CPU time (`lib/cpuBlockingTime.mjs`), which a busy machine moves far less.
//
//   pnpm bench:web                 build, sizes, Lighthouse
//   pnpm bench:web --sizes-only    build and sizes only (scripts/lib/firstLoads.mjs prints the
//                                  sizes of the workspace's own build without building)
//   pnpm bench:web --no-build      reuse the packages' and the server's builds
//   pnpm bench:web --runs N        Lighthouse runs per page (default 3; the median is shown)
//   pnpm bench:web --only PAGE     Lighthouse on that page only (e.g. /checkout)
//   BENCH_WEB_LHR_DIR=DIR          also writes each run's full Lighthouse report there
//   pnpm bench:web --json FILE     also write the figures as JSON
//   pnpm bench:web --photo FILE    also audit the page of a product given FILE (a JPEG, uploaded
//                                  as the admin's form does), e.g. the phone photo
//                                  `pnpm bench:images --save-photos DIR` writes
//   pnpm bench:web --protocol P    audit over P: `h2` (behind a TLS front speaking HTTP/2, as a
//                                  load balancer serves the shop), `http1` (the server itself,
//                                  as `pnpm start` answers on localhost) or `both` (default)
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuBlockingTime } from './lib/cpuBlockingTime.mjs';
import { firstLoads, printFirstLoads } from './lib/firstLoads.mjs';
import { selfSignedCertificate, startTlsFront } from './lib/tlsFront.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const storefront = join(root, 'apps/storefront');
const args = process.argv.slice(2);
const sizesOnly = args.includes('--sizes-only');
const build = !args.includes('--no-build');
const jsonIndex = args.indexOf('--json');
const jsonFile = jsonIndex >= 0 ? resolve(args[jsonIndex + 1] ?? 'bench-web.json') : null;
const runsIndex = args.indexOf('--runs');
// Lighthouse's scores move from run to run (more so on a busy machine): each page is audited
// several times and the run with the median performance score is reported.
const onlyIndex = args.indexOf('--only');
const only = onlyIndex >= 0 ? args[onlyIndex + 1] : undefined;
const runs = runsIndex >= 0 ? Math.max(1, Number(args[runsIndex + 1]) || 1) : 3;
const photoIndex = args.indexOf('--photo');
const photo = photoIndex >= 0 ? resolve(args[photoIndex + 1] ?? '') : null;
const protocolIndex = args.indexOf('--protocol');
const protocol = protocolIndex >= 0 ? args[protocolIndex + 1] : 'both';
if (!['h2', 'http1', 'both'].includes(protocol))
  throw new Error(`--protocol takes h2, http1 or both, not ${protocol}`);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** How the pages are reached: over HTTP/2 through the TLS front, or from the server itself. */
const PROTOCOLS = {
  h2: {
    label: 'HTTP/2 over TLS, through a local front as a load balancer would serve it',
    // The front's certificate is self-signed for this run.
    chromeFlags: [...chromeFlags, '--ignore-certificate-errors'],
  },
  http1: { label: 'HTTP/1.1, the server itself', chromeFlags },
};

const ADMIN = { email: 'admin@bench.wtkit.local', password: 'bench-admin-password' };

const work = mkdtempSync(join(tmpdir(), 'wtkit-bench-web-'));
// `react-router build` writes client/ (STOREFRONT_DIR) and server/ beside it, where the server
// looks for its renderer.
const dist = join(work, 'client');
const started = Date.now();
const step = (text) =>
  console.error(`bench:web ${text} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

// ── build ──────────────────────────────────────────────────────────────────────────────────────
if (build) {
  step('building the packages and the server (pnpm build)');
  execFileSync('pnpm', ['build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
step('building the storefront (react-router build)');
execFileSync('pnpm', ['exec', 'react-router', 'build'], {
  cwd: storefront,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, FRAMEWORK_BUILD_DIR: work },
});

// ── routes and their first loads ───────────────────────────────────────────────────────────────
const { routes, sizes } = firstLoads(storefront, dist);
printFirstLoads(sizes);

// ── server ─────────────────────────────────────────────────────────────────────────────────────
const results = { routes: sizes, lighthouse: [] };
if (!sizesOnly) {
  const port = await new Promise((resolvePort, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address();
      server.close(() => resolvePort(free));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const dataDir = join(work, 'data');
  let serverLog = '';
  step(`starting the server on ${base}`);
  const server = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      STOREFRONT_DIR: dist,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      REMINDER_INTERVAL_SECONDS: '0',
      NODE_ENV: 'production',
      PUBLIC_URL: base,
      // Production refuses test cards unless told on purpose; the bench pays with them.
      PAYMENT_PROVIDER: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout.on('data', (chunk) => {
    serverLog += chunk;
  });
  server.stderr.on('data', (chunk) => {
    serverLog += chunk;
  });
  try {
    const deadline = Date.now() + 90_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`The server exited:\n${serverLog}`);
      try {
        if ((await fetch(`${base}/healthz`)).ok) break;
      } catch {}
      if (Date.now() > deadline) throw new Error(`The server did not start:\n${serverLog}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    // The pages must come rendered by the server (a server build that cannot load leaves the
    // shop's placeholder page, which is not what is being measured).
    const home = await (await fetch(`${base}/`)).text();
    if (!home.includes('window.__reactRouterContext'))
      throw new Error(`The server did not render the page:\n${serverLog}`);
    // Over HTTP/1.1 a browser opens six connections and asks for one file at a time on each, so
    // a page of many small chunks waits on round trips; over HTTP/2 they share one connection.
    // Shoppers reach a deployed shop over TLS, where browsers speak HTTP/2: that is audited
    // through a local TLS front, and the server as it answers by itself beside it.
    const pages = await auditedPages(base, routes);
    if (protocol !== 'http1') {
      const certificate = selfSignedCertificate();
      if (!certificate) console.log('\nNo `openssl` command: the HTTP/2 audit is left out.');
      else {
        const front = await startTlsFront(base, certificate);
        step(`a TLS front (HTTP/2) on ${front.url}`);
        try {
          // A photo's variants are addressed from PUBLIC_URL, the server's own http address: a
          // page from the TLS front may not load them (mixed content, and the policy's
          // `img-src 'self'`), so the photo's page is audited over the server's address only.
          const overFront = pages.filter((page) => !page.photo);
          if (overFront.length < pages.length)
            console.log(
              '\nThe photo product is audited over HTTP/1.1 only: its variant addresses start with PUBLIC_URL (the server itself), which a page from the TLS front may not load.',
            );
          results.lighthouse.push(...(await audit(overFront, front.url, 'h2')));
        } finally {
          await front.close();
        }
      }
    }
    if (protocol !== 'h2') results.lighthouse.push(...(await audit(pages, base, 'http1')));
  } finally {
    if (server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
    }
  }
}
if (jsonFile) writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
rmSync(work, { recursive: true, force: true });
step('done');

// ── Lighthouse ─────────────────────────────────────────────────────────────────────────────────
async function api(base, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json().catch(() => null);
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json?.message ?? ''}`);
  return json;
}

/**
 * The pages to audit, after making the shop ready for them once: a signed-in customer with a
 * shipping address and a line in the cart, so /checkout shows its form rather than the
 * empty-cart state. The admin account is the one the server creates.
 */
async function auditedPages(base, routeList) {
  const products = await api(base, '/products');
  const product = products.data[0];
  const session = await api(base, '/auth/login', {
    method: 'POST',
    body: { credential: ADMIN.email, password: ADMIN.password },
  });
  const token = session.data.token;
  await api(base, '/users/me', {
    method: 'PUT',
    token,
    body: { address: { street: '1 Main St', city: 'Dallas', state: 'TX', zip: '75201' } },
  });
  if (product) {
    await api(base, '/cart/items', {
      method: 'POST',
      token,
      body: { productId: product._id, quantity: 1 },
    });
  }

  const photoProduct = photo ? await productWithPhoto(base, token, photo) : undefined;
  const paths = new Set(routeList.map((r) => r.path));
  return [
    { name: '/', url: '/' },
    { name: '/products', url: '/products' },
    // A search: its page is ranked by the database and marked noindex, a listing of its own.
    { name: '/products?q=carbon', url: '/products?q=carbon' },
    ...(product
      ? [{ name: '/product/:id', url: `/product/${encodeURIComponent(product._id)}` }]
      : []),
    ...(photoProduct
      ? [
          {
            name: '/product/:id (photo)',
            url: `/product/${encodeURIComponent(photoProduct)}`,
            photo: true,
          },
        ]
      : []),
    ...(paths.has('/checkout') ? [{ name: '/checkout (signed in)', url: '/checkout', token }] : []),
    ...(paths.has('/dashboard')
      ? [{ name: '/dashboard (signed in)', url: '/dashboard', token }]
      : []),
  ];
}

/**
 * A product whose image is the photo in `file`, uploaded as the admin's product form does: a
 * signed link, the PUT, then `POST /upload/variants`, whose `publicUrl` the product keeps.
 */
async function productWithPhoto(base, token, file) {
  const signed = await api(
    base,
    `/upload/sign-r2-upload?fileName=photo.jpg&fileType=image%2Fjpeg`,
    {
      token,
    },
  );
  const put = await fetch(new URL(signed.signedUrl, base), {
    method: 'PUT',
    body: readFileSync(file),
    headers: { 'content-type': 'image/jpeg' },
  });
  if (!put.ok) throw new Error(`PUT ${file}: ${put.status} ${await put.text()}`);
  const made = await api(base, '/upload/variants', {
    method: 'POST',
    token,
    body: { publicUrl: signed.publicUrl },
  });
  const product = await api(base, '/products', {
    method: 'POST',
    token,
    body: {
      name: 'Photographed softener',
      sku: 'BENCH-PHOTO',
      price: 129,
      stock: 5,
      category: 'residential',
      description: 'A softener photographed with a phone.',
      imageUrl: made.publicUrl,
    },
  });
  return product.data._id;
}

/** Lighthouse on each page from `pagesBase`, reached `over` a protocol (a key of PROTOCOLS). */
/** The middle value (the lower of the two middle ones for an even count), or null for none. */
function medianOf(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : sorted[Math.floor((sorted.length - 1) / 2)];
}

async function audit(pages, pagesBase, over) {
  const { label } = PROTOCOLS[over];
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { chromium } = await import('playwright');

  const rows = [];
  for (const page of pages.filter((p) => !only || p.url === only || p.name.startsWith(only))) {
    const attempts = [];
    // A run Lighthouse could not trace (it reports a runtime error, such as NO_NAVSTART, and
    // scores 0) is run again, up to twice per page, rather than counted.
    let retries = 2;
    for (let run = 1; run <= runs; run += 1) {
      step(`Lighthouse ${page.url} (run ${run} of ${runs})`);
      const attempt = await auditOnce(page, run);
      if (attempt.error && attempt.retry && retries > 0) {
        retries -= 1;
        step(`Lighthouse ${page.url}: ${attempt.error}; running it again`);
        run -= 1;
        continue;
      }
      attempts.push(attempt);
    }
    const good = attempts.filter((row) => !row.error);
    good.sort((a, b) => a.performance - b.performance);
    const median = good[Math.floor((good.length - 1) / 2)];
    rows.push(
      median
        ? {
            ...median,
            performanceRuns: good.map((row) => row.performance),
            // The CPU-time figure is steadier than the score: its own median over the runs.
            cpuTbtMs: medianOf(good.map((row) => row.cpuTbtMs).filter((ms) => ms !== null)),
          }
        : (attempts.at(-1) ?? { page: page.name, error: 'no run' }),
    );
  }

  async function auditOnce(page, run) {
    // A fresh browser per run: a cold cache and no storage from the previous page.
    const chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: PROTOCOLS[over].chromeFlags,
      logLevel: 'silent',
    });
    try {
      if (page.token) {
        // The session token goes into this origin's localStorage from a page that loads no
        // script (the health check), so the audited page still starts with a cold cache.
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        const context = browser.contexts()[0];
        const tab = await context.newPage();
        await tab.goto(`${pagesBase}/healthz`);
        await tab.evaluate((value) => localStorage.setItem('token', value), page.token);
        await tab.close();
        await browser.close();
      }
      const result = await lighthouse(`${pagesBase}${page.url}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        // Keep the token set above (Lighthouse otherwise clears the origin's storage).
        disableStorageReset: Boolean(page.token),
      });
      const lhr = result.lhr;
      if (lhr.runtimeError) return { page: page.name, error: lhr.runtimeError.code, retry: true };
      const lhrDir = process.env.BENCH_WEB_LHR_DIR;
      if (lhrDir)
        writeFileSync(
          join(lhrDir, `${page.name.replace(/\W+/g, '_')}-${over}-${run}.json`),
          JSON.stringify(lhr),
        );
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const metric = (id) => lhr.audits[id]?.numericValue;
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0))
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map((a) => a.id);
      return {
        page: page.name,
        protocol: over,
        requestedUrl: `${pagesBase}${page.url}`,
        finalUrl: lhr.finalDisplayedUrl,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        fcpMs: Math.round(metric('first-contentful-paint') ?? 0),
        lcpMs: Math.round(metric('largest-contentful-paint') ?? 0),
        tbtMs: Math.round(metric('total-blocking-time') ?? 0),
        cpuTbtMs: cpuBlockingTime(result.artifacts?.Trace?.traceEvents ?? []),
        cls: Number((metric('cumulative-layout-shift') ?? 0).toFixed(3)),
        scriptKb: Math.round(
          (lhr.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
            ?.transferSize ?? 0) / 1000,
        ),
        notPassed: failing,
      };
    } catch (error) {
      return { page: page.name, error: String(error?.message ?? error) };
    } finally {
      await chrome.kill();
    }
  }

  console.log(
    `\nLighthouse 13, ${label} (mobile emulation: Moto G Power, slow 4G, 4x CPU; median of ${runs} runs), targets: performance 100 (/, /products, a product), >= 98 (/checkout, /dashboard, a search, the photo page), accessibility, best practices and SEO 100, FCP <= 1.0 s`,
  );
  console.log(
    `  ${'page'.padEnd(24)} perf  a11y  best   seo   FCP ms   LCP ms  TBT ms  CPU TBT    CLS  script kB`,
  );
  for (const row of rows) {
    if (row.error) {
      console.log(`  ${row.page.padEnd(24)} failed: ${row.error}`);
      continue;
    }
    console.log(
      `  ${row.page.padEnd(24)} ${String(row.performance).padStart(4)}  ${String(row.accessibility).padStart(4)}  ${String(row.bestPractices).padStart(4)}  ${String(row.seo).padStart(4)}  ${String(row.fcpMs).padStart(7)}  ${String(row.lcpMs).padStart(7)}  ${String(row.tbtMs).padStart(6)}  ${String(row.cpuTbtMs ?? '-').padStart(7)}  ${row.cls.toFixed(3).padStart(5)}  ${String(row.scriptKb).padStart(9)}`,
    );
    if (new URL(row.finalUrl).pathname !== new URL(row.requestedUrl).pathname) {
      console.log(`  ${''.padEnd(24)} (ended on ${new URL(row.finalUrl).pathname})`);
    }
    if (row.notPassed.length > 0)
      console.log(`  ${''.padEnd(24)} not passed: ${row.notPassed.join(', ')}`);
    if (row.performanceRuns?.length > 1)
      console.log(`  ${''.padEnd(24)} performance of each run: ${row.performanceRuns.join(', ')}`);
  }
  return rows;
}
