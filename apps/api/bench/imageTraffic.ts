import { type Browser, chromium } from 'playwright-core';

/** One image the page downloaded, as the browser's network events tell it. */
export interface ImageTransfer {
  url: string;
  type: string;
  /** Bytes received over the wire for it (headers included), from `Network.loadingFinished`. */
  bytes: number;
}

/** What a page load downloaded of images, and how its layout behaved. */
export interface PageImages {
  images: ImageTransfer[];
  /**
   * Layout shifts not caused by input, added up over the load and the scroll (at least the
   * page's cumulative layout shift, which takes the worst window of them).
   */
  layoutShift: number;
  /** The largest contentful paint's image address, or its element's tag when it is no image. */
  largestPaint: string;
}

/** Debian's Chromium, headless, as the e2e tests launch it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
  });
}

/**
 * Opens `url` in a fresh context (empty cache) at `width`×`height` CSS pixels and a device pixel
 * ratio of `pixelRatio`, scrolls to the page's end a screen at a time (so lazy images near each
 * screen load as a shopper's scrolling would load them), waits until the network is quiet, and
 * answers every image the page downloaded.
 */
export async function imagesDownloaded(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number; pixelRatio: number },
): Promise<PageImages> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    deviceScaleFactor: viewport.pixelRatio,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const images = new Map<string, { url: string; type: string }>();
    const done: ImageTransfer[] = [];
    cdp.on('Network.responseReceived', (event) => {
      if (event.type === 'Image')
        images.set(event.requestId, { url: event.response.url, type: event.response.mimeType });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const image = images.get(event.requestId);
      if (image) done.push({ ...image, bytes: event.encodedDataLength });
    });
    await cdp.send('Network.enable');
    // Strings: this package's types have no DOM.
    await page.addInitScript(`
      window.__shift = 0;
      window.__largest = '';
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) window.__largest = last.url || (last.element ? last.element.tagName : '');
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    `);
    await page.goto(url, { waitUntil: 'networkidle' });
    for (;;) {
      const more = await page.evaluate(
        '(() => { const before = scrollY; scrollBy(0, innerHeight); return scrollY > before; })()',
      );
      if (!more) break;
      await page.waitForTimeout(200);
    }
    await page.waitForLoadState('networkidle');
    const { layoutShift, largestPaint } = (await page.evaluate(
      '({ layoutShift: window.__shift, largestPaint: window.__largest })',
    )) as { layoutShift: number; largestPaint: string };
    return { images: done, layoutShift, largestPaint };
  } finally {
    await context.close();
  }
}
