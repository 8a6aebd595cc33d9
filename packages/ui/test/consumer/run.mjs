// Consumer fixture: packs @wtkit/domain and @wtkit/ui as they would be published, installs the
// tarballs into an app outside the workspace (a second shop front, "Agua Clara": Spanish copy,
// its own dark theme), type-checks and builds it, renders it on a server in plain Node, and checks
// it in Debian's Chromium: its token overrides apply, its product photos (listed with their
// variants, as the API lists them) show the width each layout needs, axe finds no violation
// (contrast included) with and without the tracker dialog open, no English text of the kit shows,
// and screenshots are saved in .work/screenshots. Then the same again with React 18, since the kit's peer range
// claims it. The checking tools (playwright-core, axe-core) are the fixture's own dependencies.
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
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishIn } from './copy-check.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const work = join(here, '.work');
const app = join(work, 'app');
const packages = join(here, '..', '..', '..');
const screenshots = join(work, 'screenshots');
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
  'copy-check.mjs',
]) {
  cpSync(join(here, entry), join(app, entry), { recursive: true });
}

step('installing the tarballs');
run('pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline', '--reporter=append-only'], app);

step('checking that the theme sets only documented tokens');
{
  // The packed kit's token list (TOKENS.md ships in the tarball), against every custom property
  // the shop's theme sets; and the theme styles none of the kit's classes itself.
  const documented = new Set(
    [
      ...readFileSync(join(app, 'node_modules/@wtkit/ui/TOKENS.md'), 'utf8').matchAll(
        /^\| `(--wt-[a-z0-9-]+)`/gm,
      ),
    ].map((match) => match[1]),
  );
  const theme = readFileSync(join(app, 'src/theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const set = [...theme.matchAll(/(--[a-z0-9-]+)\s*:/g)].map((match) => match[1]);
  const undocumented = set.filter((name) => !documented.has(name));
  if (documented.size < 40 || set.length < 20 || undocumented.length > 0 || /\.wt-/.test(theme))
    throw new Error(
      `theme.css: sets ${set.length} tokens of ${documented.size} documented; undocumented: ${undocumented.join(', ')}; styles a .wt- class: ${/\.wt-/.test(theme)}`,
    );
  console.log(`consumer: the theme sets ${set.length} of the ${documented.size} documented tokens`);
}

/** Type-check, build, render on the server and check in Chromium, with the React installed now. */
async function checkApp(react) {
  step(`React ${react}: type-checking`);
  run('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json'], app);

  step(`React ${react}: building with Vite (browser and server)`);
  run('pnpm', ['exec', 'vite', 'build'], app);
  run('pnpm', ['exec', 'vite', 'build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server'], app);

  step(`React ${react}: rendering on the server`);
  run('node', ['ssr-check.mjs'], app);

  step(`React ${react}: checking the shop front in Chromium (tokens, axe, copy)`);
  const dist = join(app, 'dist');
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  // The shop's photo variants come from its own server build, as its API would list them.
  const { photoFile } = await import(join(app, 'dist-server/server.js'));
  const photosFetched = [];
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const photo = photoFile(path);
    if (photo) {
      photosFetched.push(path);
      res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(photo);
      return;
    }
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

  // The app's own playwright-core and axe-core, installed from the registry with it.
  const requireFromApp = createRequire(join(app, 'package.json'));
  const { chromium } = requireFromApp('playwright-core');
  const axeSource = readFileSync(requireFromApp.resolve('axe-core/axe.min.js'), 'utf8');
  const english = JSON.parse(readFileSync(join(app, 'english.json'), 'utf8'));
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
  const problems = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
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
    await page.getByRole('heading', { name: 'Sistemas de filtración' }).waitFor();
    await page.getByRole('button', { name: 'Ampliar' }).waitFor();

    const tokens = await page.evaluate(() => {
      const style = (selector) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      return {
        priceColor: style('.wt-ProductCard-price')?.color ?? null,
        cardRadius: style('.wt-ProductCard')?.borderTopLeftRadius ?? null,
        pageBackground: style('html')?.backgroundColor ?? null,
        headerBackground: style('.wt-SiteHeader')?.backgroundColor ?? null,
        font: style('.wt-ProductCard-name')?.fontFamily.split(',')[0] ?? null,
        cards: document.querySelectorAll('.wt-ProductCard').length,
      };
    });
    const expected = {
      priceColor: 'rgb(245, 165, 36)',
      cardRadius: '24px',
      pageBackground: 'rgb(16, 22, 29)',
      headerBackground: 'rgb(16, 22, 29)',
      font: '"DejaVu Serif"',
      cards: 4,
    };
    if (JSON.stringify(tokens) !== JSON.stringify(expected))
      problems.push(`theme: expected ${JSON.stringify(expected)}, got ${JSON.stringify(tokens)}`);

    // The photo each <picture> shows at 1280 px: the smallest AVIF covering its layout's sizes;
    // and the shop's server was asked for those files only (no JPEG, no wider one).
    const shown = await page.evaluate(async () => {
      const loaded = (image) =>
        new Promise((resolve) => {
          const until = performance.now() + 10_000;
          const check = () =>
            (image.complete && image.currentSrc) || performance.now() > until
              ? resolve(undefined)
              : requestAnimationFrame(check);
          check();
        });
      const chosen = async (selector) => {
        const paths = [];
        for (const image of document.querySelectorAll(selector)) {
          image.scrollIntoView({ block: 'center' });
          await loaded(image);
          paths.push(image.currentSrc ? new URL(image.currentSrc).pathname : 'nothing');
        }
        return paths;
      };
      const result = {
        cards: await chosen('.wt-ProductCard picture > img'),
        gallery: await chosen('.wt-Magnifier picture > img'),
        thumbnails: await chosen('.wt-ProductGallery-thumb picture > img'),
        cart: await chosen('.wt-CartLine picture > img'),
      };
      window.scrollTo(0, 0);
      return result;
    });
    const expectedShown = {
      cards: ['osmosis', 'carbon', 'sedimentos', 'analisis'].map(
        (name) => `/fotos/${name}-320w.avif`,
      ),
      gallery: ['/fotos/osmosis-640w.avif'],
      thumbnails: ['osmosis', 'membrana', 'grifo'].map((name) => `/fotos/${name}-160w.avif`),
      cart: ['/fotos/sedimentos-160w.avif'],
    };
    if (JSON.stringify(shown) !== JSON.stringify(expectedShown))
      problems.push(
        `photos: expected ${JSON.stringify(expectedShown)}, got ${JSON.stringify(shown)}`,
      );
    const fetched = [...new Set(photosFetched)].sort();
    const expectedFetched = [...new Set(Object.values(expectedShown).flat())].sort();
    if (JSON.stringify(fetched) !== JSON.stringify(expectedFetched))
      problems.push(
        `photos fetched: expected ${expectedFetched.join(' ')}, got ${fetched.join(' ')}`,
      );

    /** axe over the whole page (every rule it runs by default, colour contrast among them). */
    async function axe(state) {
      if (!(await page.evaluate(() => 'axe' in window)))
        await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(async () => {
        const result = await window.axe.run(document, { resultTypes: ['violations'] });
        return result.violations.map(
          (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
      });
      for (const violation of violations) problems.push(`axe, ${state}: ${violation}`);
      return violations.length;
    }

    /** The page's texts and accessible names, for the English check. */
    async function copy(state) {
      const texts = await page.evaluate(() => {
        const found = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        while (walker.nextNode()) found.push(walker.currentNode.textContent ?? '');
        for (const element of document.body.querySelectorAll('*')) {
          for (const name of [
            'aria-label',
            'alt',
            'title',
            'placeholder',
            'aria-roledescription',
            'aria-valuetext',
          ]) {
            const value = element.getAttribute(name);
            if (value) found.push(value);
          }
        }
        return found;
      });
      for (const { path, en } of englishIn(texts, english))
        problems.push(`English text, ${state}: ${path} "${en}"`);
      return texts.length;
    }

    mkdirSync(screenshots, { recursive: true });
    const pageViolations = await axe('the page');
    const pageTexts = await copy('the page');
    await page.screenshot({ path: join(screenshots, `shop-react-${react}.png`), fullPage: true });

    await page.getByRole('button', { name: 'Registrar mi sistema' }).click();
    await page.getByRole('dialog', { name: 'Datos del producto' }).waitFor();
    // The dialog's entrance transition ends before axe reads its colours.
    await page.waitForTimeout(400);
    const dialogViolations = await axe('the tracker dialog open');
    const dialogTexts = await copy('the tracker dialog open');
    await page.screenshot({ path: join(screenshots, `tracker-react-${react}.png`) });
    // Saved empty, the dialog shows its validation: the domain's messages, in Spanish too.
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await page.getByText('El nombre del sistema es obligatorio.').first().waitFor();
    const invalidTexts = await copy('the tracker dialog saved empty');
    await page.screenshot({ path: join(screenshots, `tracker-invalid-react-${react}.png`) });

    problems.push(...errors.map((error) => `page error: ${error}`));
    if (problems.length > 0) throw new Error(`consumer page:\n  ${problems.join('\n  ')}`);
    console.log(
      `consumer: React ${react}: theme applied ${JSON.stringify(tokens)};`,
      `${fetched.length} photo variants fetched, each the width its layout needs;`,
      `axe: ${pageViolations} + ${dialogViolations} violations;`,
      `${pageTexts} + ${dialogTexts} + ${invalidTexts} texts, no English; screenshots in ${screenshots}`,
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
