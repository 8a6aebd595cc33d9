import { type Browser, chromium } from 'playwright-core';

/** One image the page downloaded, as the browser's network events tell it. */
export interface ImageTransfer {
  url: string;
  type: string;
  /** Bytes received over the wire for it (headers included), from `Network.loadingFinished`. */
  bytes: number;
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
): Promise<ImageTransfer[]> {
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
    await page.goto(url, { waitUntil: 'networkidle' });
    for (;;) {
      // A string: this package's types have no DOM.
      const more = await page.evaluate(
        '(() => { const before = scrollY; scrollBy(0, innerHeight); return scrollY > before; })()',
      );
      if (!more) break;
      await page.waitForTimeout(200);
    }
    await page.waitForLoadState('networkidle');
    return done;
  } finally {
    await context.close();
  }
}
