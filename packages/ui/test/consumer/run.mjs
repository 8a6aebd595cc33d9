// Consumer fixture: packs @wtkit/domain and @wtkit/ui as they would be published, installs the
// tarballs into an app outside the workspace, type-checks and builds it, renders it on a server
// in plain Node, and checks in Debian's Chromium that the site's token overrides apply; then the
// same again with React 18, since the kit's peer range claims it.
// Needs the packages built first (`pnpm build`); `pnpm test:packages` runs it (through `test:consumer` of @wtkit/ui).
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
const work = join(here, '.work');
const app = join(work, 'app');
const packages = join(here, '..', '..', '..');
const started = Date.now();

function run(command, args, cwd) {
  execFileSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env } });
}

function step(name) {
  console.log(`consumer: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

rmSync(work, { recursive: true, force: true });
mkdirSync(app, { recursive: true });

step('packing @wtkit/domain and @wtkit/ui');
for (const [name, dir] of [
  ['domain', join(packages, 'domain')],
  ['ui', join(packages, 'ui')],
]) {
  if (!existsSync(join(dir, 'dist')))
    throw new Error(`${dir}/dist is missing: run pnpm build first.`);
  const before = new Set(readdirSync(work));
  run('pnpm', ['pack', '--pack-destination', work], dir);
  const tarball = readdirSync(work).find((f) => f.endsWith('.tgz') && !before.has(f));
  if (!tarball) throw new Error(`pnpm pack produced no tarball for ${name}`);
  renameSync(join(work, tarball), join(work, `${name}.tgz`));
}

for (const entry of [
  'package.json',
  'pnpm-workspace.yaml',
  'tsconfig.json',
  'vite.config.mjs',
  'index.html',
  'src',
  'ssr-check.mjs',
]) {
  cpSync(join(here, entry), join(app, entry), { recursive: true });
}

step('installing the tarballs');
run('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only'], app);

/** Type-check, build, render on the server and check in Chromium, with the React installed now. */
async function checkApp(react) {
  step(`React ${react}: type-checking`);
  run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], app);

  step(`React ${react}: building with Vite`);
  run('pnpm', ['exec', 'vite', 'build'], app);

  step(`React ${react}: rendering on the server`);
  run('node', ['ssr-check.mjs'], app);

  step(`React ${react}: checking the overridden tokens in Chromium`);
  const dist = join(app, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = join(dist, path === '/' ? 'index.html' : path);
    if (!file.startsWith(dist) || !existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const { chromium } = await import('playwright');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1024, height: 800 } });
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // Script errors and React's warnings; a missing file (the fixture has no favicon) is not one.
      const text = message.text();
      if (
        ['error', 'warning'].includes(message.type()) &&
        !text.startsWith('Failed to load resource')
      )
        errors.push(text);
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole('region', { name: 'Highlights' }).waitFor();
    const result = await page.evaluate(() => {
      const price = document.querySelector('.wt-ProductCard-price');
      const card = document.querySelector('.wt-ProductCard');
      const track = document.querySelector('.wt-BannerCarousel-track');
      const box = track?.getBoundingClientRect();
      return {
        priceColor: price ? getComputedStyle(price).color : null,
        cardRadius: card ? getComputedStyle(card).borderTopLeftRadius : null,
        ratio: box ? Math.round((box.width / box.height) * 10) / 10 : null,
        dots: document.querySelectorAll('[aria-label^="Go to slide"]').length,
      };
    });
    const expected = { priceColor: 'rgb(122, 31, 162)', cardRadius: '0px', ratio: 2.7, dots: 4 };
    if (JSON.stringify(result) !== JSON.stringify(expected) || errors.length > 0) {
      throw new Error(
        `consumer page: expected ${JSON.stringify(expected)}, got ${JSON.stringify(result)}; errors: ${errors.join('; ')}`,
      );
    }
    console.log(
      `consumer: React ${react}: tokens overridden, carousel and card rendered`,
      JSON.stringify(result),
    );
  } finally {
    await browser.close();
    server.close();
  }
}

// The kit claims React 18 and 19 (its peer range): the same app runs on both.
await checkApp('19');
step('installing React 18');
run(
  'pnpm',
  [
    'add',
    'react@^18.3.1',
    'react-dom@^18.3.1',
    '@types/react@^18.3.0',
    '@types/react-dom@^18.3.0',
    '--prefer-offline',
    '--reporter=append-only',
  ],
  app,
);
await checkApp('18');
step('done');
