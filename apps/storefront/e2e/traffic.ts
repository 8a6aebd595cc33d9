import type { Page, Request } from 'playwright-core';

const KEEP = 40;
const recent = new Map<Page, string[]>();

const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

/**
 * Keeps the page's last page loads and API calls, their answers and console errors with the time of each, so that a
 * journey that fails for want of an answer says whether the request went out and what came back.
 */
export function recordTraffic(page: Page) {
  const lines: string[] = [];
  recent.set(page, lines);
  const note = (line: string) => {
    lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (lines.length > KEEP) lines.shift();
  };
  // Pages and API calls; scripts, styles and images would crowd them out.
  const worthNoting = (request: Request) =>
    ['document', 'fetch', 'xhr'].includes(request.resourceType());
  page.on('request', (request) => {
    if (worthNoting(request)) note(`-> ${request.method()} ${pathOf(request.url())}`);
  });
  page.on('requestfinished', async (request) => {
    if (!worthNoting(request)) return;
    const response = await request.response().catch(() => null);
    note(`<- ${response?.status() ?? '?'} ${request.method()} ${pathOf(request.url())}`);
  });
  page.on('requestfailed', (request) => {
    if (worthNoting(request))
      note(`xx ${request.method()} ${pathOf(request.url())}: ${request.failure()?.errorText}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console.${message.type()}: ${message.text().slice(0, 300)}`);
  });
  page.on('close', () => recent.delete(page));
}

/** What every open page last sent and heard, for a failed test's report. */
export function trafficReport(): string {
  return [...recent]
    .map(
      ([page, lines]) => `Page at ${page.url()}, last ${lines.length} events:\n${lines.join('\n')}`,
    )
    .join('\n\n');
}
