import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl } from './support/client.js';
import { type ServerProcess, startServerProcess } from './support/serverProcess.js';

// A shop of its own in its own process, behind a (pretend) trusted proxy, with metrics on and
// every log line printed.
const TOKEN = 'metrics-token-for-the-tests';
const dataDir = mkdtempSync(join(tmpdir(), 'wtkit-metrics-'));
let server: ServerProcess;
let origin: string;

beforeAll(async () => {
  server = startServerProcess({
    DATA_DIR: dataDir,
    METRICS_TOKEN: TOKEN,
    TRUST_PROXY: 'true',
    LOG_LEVEL: 'debug',
  });
  origin = await server.ready;
}, 60_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const scrape = async () => {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.status).toBe(200);
  return response.text();
};

/** The value of a sample line `name{labels} value`. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((candidate) => candidate.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : Number.NaN;
}

const logLines = () =>
  server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);

describe('GET /metrics', () => {
  it('answers only a scraper with the token', async () => {
    const none = await fetch(`${origin}/metrics`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    const wrong = await fetch(`${origin}/metrics`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const right = await fetch(`${origin}/metrics`, {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(right.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  });

  it('is not there at all without METRICS_TOKEN', async () => {
    const response = await fetch(`${new URL(baseUrl()).origin}/metrics`);
    expect(response.status).toBe(404);
  });

  it('counts and times requests by operation and status, and catalogue cache hits and misses', async () => {
    const before = await scrape();
    const products =
      'wtkit_http_requests_total{operation="listProducts",method="GET",status="200"}';
    const start = Number.isNaN(sample(before, products)) ? 0 : sample(before, products);
    for (let i = 0; i < 3; i += 1)
      expect((await fetch(`${origin}/api/v1/products`)).status).toBe(200);
    expect((await fetch(`${origin}/api/v1/products/not-an-id`)).status).toBe(404);
    expect((await fetch(`${origin}/no-such-page`)).status).toBe(404);

    const after = await scrape();
    expect(sample(after, products)).toBe(start + 3);
    expect(
      sample(after, 'wtkit_http_requests_total{operation="getProduct",method="GET",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(after, 'wtkit_http_requests_total{operation="page",method="GET",status="404"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        after,
        'wtkit_http_request_duration_seconds_count{operation="listProducts",method="GET",status="200"}',
      ),
    ).toBe(start + 3);
    expect(
      sample(after, 'wtkit_catalogue_cache_lookups_total{result="hit"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      sample(after, 'wtkit_catalogue_cache_lookups_total{result="miss"}'),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports the outbox backlog, the process and the event loop', async () => {
    const text = await scrape();
    expect(sample(text, 'wtkit_outbox_backlog')).toBeGreaterThanOrEqual(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});

describe('request ids', () => {
  it('gives every answer one, and writes it on the log lines of that request', async () => {
    const response = await fetch(`${origin}/api/v1/products`);
    const id = response.headers.get('x-request-id') ?? '';
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const other = await fetch(`${origin}/api/v1/products`);
    expect(other.headers.get('x-request-id')).not.toBe(id);
    await expect
      .poll(() => logLines().find((line) => line.reqId === id))
      .toMatchObject({ msg: 'request answered', operation: 'listProducts', status: 200 });
  });

  it('keeps a trusted proxy’s id, unless it is not a plain token', async () => {
    const kept = await fetch(`${origin}/api/v1/products`, {
      headers: { 'x-request-id': 'edge-7f3a:42' },
    });
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a:42');
    await expect.poll(() => logLines().some((line) => line.reqId === 'edge-7f3a:42')).toBe(true);
    const unsafe = await fetch(`${origin}/api/v1/products`, {
      headers: { 'x-request-id': 'two words' },
    });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('makes its own when no proxy is trusted', async () => {
    const response = await fetch(`${baseUrl()}/products`, {
      headers: { 'x-request-id': 'from-the-outside' },
    });
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('names the page on the log lines of the API calls its rendering makes', async () => {
    const page = await fetch(`${origin}/products`, { headers: { 'x-request-id': 'page-1' } });
    expect(page.status).toBe(200);
    await expect
      .poll(() =>
        logLines()
          .filter((line) => line.reqId === 'page-1')
          .map((line) => line.operation)
          .sort(),
      )
      .toEqual(expect.arrayContaining(['listProducts', 'page']));
  });
});
