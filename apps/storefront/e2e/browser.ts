import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The two widths every journey runs at: a phone and a desktop. */
export const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** Debian's Chromium, never a downloaded browser (none can be downloaded here). */
export function launchChromium(): Promise<Browser> {
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
