import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { TOKEN_STORAGE_KEY } from '@wtkit/domain';
import {
  type Browser,
  type BrowserContext,
  chromium,
  type Page,
  type Request,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import { recordTraffic } from './traffic';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The two widths every journey runs at: a phone and a desktop. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/**
 * The app loads its scripts after the server's page has been painted and then hydrates it, so
 * a page is only interactive a moment after its load event. `goto`, `reload`, `goBack`,
 * `goForward` and `waitForURL` (waiting for the load event, the default, or network idle) also
 * wait for that moment, as a shopper would before pressing a button; a page without the app's
 * data (no `window.__reactRouterContext`, which the server's page sets) or without scripts does
 * not wait. Asked to wait only for `commit` or
 * `domcontentloaded`, they return as they are.
 */
function waitForHydration(page: Page) {
  const wrap =
    <A extends unknown[], R>(
      original: (...args: A) => Promise<R>,
      options: (args: A) => { waitUntil?: string } | undefined,
    ) =>
    async (...args: A): Promise<R> => {
      const result = await original(...args);
      const waitUntil = options(args)?.waitUntil;
      if (waitUntil === 'commit' || waitUntil === 'domcontentloaded') return result;
      await page.waitForFunction(
        () =>
          !('__reactRouterContext' in window) ||
          document.documentElement.hasAttribute('data-hydrated'),
        undefined,
        { timeout: 20_000 },
      );
      return result;
    };
  page.goto = wrap(page.goto.bind(page), (args) => args[1]);
  page.reload = wrap(page.reload.bind(page), (args) => args[0]);
  // Back and forward may load the page afresh (not from the back-forward cache): a click right
  // after would land on the server's markup before the app answers it.
  page.goBack = wrap(page.goBack.bind(page), (args) => args[0]);
  page.goForward = wrap(page.goForward.bind(page), (args) => args[0]);
  // A link followed before its page was hydrated loads the next page afresh; a field filled on
  // it before it hydrates would lose what was typed.
  page.waitForURL = wrap(page.waitForURL.bind(page), (args) => args[1]);
}

function hydrating(context: BrowserContext, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) context.on('page', waitForHydration);
  return context;
}

/** Debian's Chromium, never a downloaded browser (none can be downloaded here). */
export async function launchChromium(): Promise<Browser> {
  const browser = await launch();
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) =>
    hydrating(await newContext(options), options?.javaScriptEnabled !== false);
  const newPage = browser.newPage.bind(browser);
  browser.newPage = async (options) => {
    const page = await newPage(options);
    if (options?.javaScriptEnabled !== false) waitForHydration(page);
    return page;
  };
  return browser;
}

/**
 * A context of `browser` at one viewport on the journeys' server (starting from `storageState`,
 * such as another context's signed-in storage, when given), and a page in it on which an uncaught
 * script error fails the test.
 */
export async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  timeout = 10_000,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
  baseURL: string = inject('baseUrl'),
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL, storageState });
  context.setDefaultTimeout(timeout);
  const page = await context.newPage();
  recordTraffic(page);
  page.on('pageerror', (error) => {
    throw error;
  });
  return { context, page };
}

/** A page whose session is `token` from its first request (the shop at `baseURL`). */
export async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  token: string,
  baseURL: string = inject('baseUrl'),
) {
  const opened = await openPage(browser, viewport, 20_000, undefined, baseURL);
  await opened.context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: TOKEN_STORAGE_KEY,
    value: token,
  });
  return opened;
}

function launch(): Promise<Browser> {
  return chromium.launch({
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
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe (WCAG 2.1 A and AA) over the page as it is now; any violation fails the test. */
export async function expectNoAxeViolations(page: Page, where: string) {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // Evaluated through the DevTools protocol: a <script> tag would be refused by the page's
    // Content-Security-Policy, as it should be.
    await page.evaluate(axeSource);
  }
  const violations = await page.evaluate(async () => {
    // Colours are checked once they have settled: a button that has just been enabled is still
    // fading from grey to blue for a moment (endless animations, such as a spinner's, aside).
    const settling = document
      .getAnimations()
      .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
      .map((animation) => animation.finished.catch(() => undefined));
    await Promise.race([Promise.all(settling), new Promise((done) => setTimeout(done, 2000))]);
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected as a global script
    const axe = (window as any).axe;
    // react-aria's live announcer briefly keeps announcements that point at the previous
    // screen's (now removed) messages; it is not part of the page being checked.
    const result = await axe.run(
      { exclude: [['[data-live-announcer]']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      },
    );
    return result.violations as AxeViolation[];
  });
  const summary = violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}

/**
 * Moves the page's clock (Playwright's, installed with `page.clock.install()`) by `ms`, running
 * every timer due in that time, then waits until whatever those timers started has finished:
 * each request they made has been answered and the page has drawn a frame after it. A test that
 * then finds nothing changed knows the timers ran and did nothing, without waiting in real time.
 */
export async function runClockFor(page: Page, ms: number) {
  // Only the requests seen starting count: one already on its way may end in the meantime.
  const inFlight = new Set<Request>();
  const started = (request: Request) => {
    inFlight.add(request);
  };
  const ended = (request: Request) => {
    inFlight.delete(request);
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.clock.runFor(ms);
    await expect.poll(() => inFlight.size).toBe(0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
