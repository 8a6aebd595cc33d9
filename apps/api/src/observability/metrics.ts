import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The shop's Prometheus metrics, one registry per server (tests run several in one process). */
export interface Metrics {
  registry: Registry;
  /** One answered request: the contract's operation (or the kind of page), method, status. */
  request(operation: string, method: string, status: number, seconds: number): void;
  cacheLookup(hit: boolean): void;
  /** A listing's count or facets: kept for this catalogue generation (hit), or read (miss). */
  listingFigureLookup(figure: 'count' | 'facets', hit: boolean): void;
  orderPlaced(totalCents: number): void;
  paymentFailed(reason: string): void;
  reminders(outcome: 'sent' | 'failed', count: number): void;
  /** Reads the kept pages and the renders waiting at each scrape. */
  watchPages(read: () => PageFigures): void;
  /** A page rendered on the server (a miss of the page cache). */
  pageRendered(): void;
}

/** What the page cache and the render slots hold at a moment. */
export interface PageFigures {
  entries: number;
  bytes: number;
  waiting: number;
}

export function createMetrics(options: {
  /** Messages waiting in the outbox (pending, or failed and to be tried again). */
  outboxBacklog: () => Promise<number>;
}): Metrics {
  const registry = new Registry();
  // Process figures, event-loop lag among them (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = new Counter({
    name: 'wtkit_http_requests_total',
    help: 'Answered requests by operation, method and status',
    labelNames: ['operation', 'method', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'wtkit_http_request_duration_seconds',
    help: 'Time to answer a request, by operation, method and status',
    labelNames: ['operation', 'method', 'status'],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const cache = new Counter({
    name: 'wtkit_catalogue_cache_lookups_total',
    help: 'Catalogue answers served from the cache (hit) or read from the database (miss)',
    labelNames: ['result'],
    registers: [registry],
  });
  const figures = new Counter({
    name: 'wtkit_listing_figures_lookups_total',
    help: 'Listing counts and facets kept since the catalogue last changed (hit) or read from the database (miss)',
    labelNames: ['figure', 'result'],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'wtkit_orders_total',
    help: 'Orders placed',
    registers: [registry],
  });
  const revenue = new Counter({
    name: 'wtkit_revenue_cents_total',
    help: 'Amount of the orders placed, in US cents',
    registers: [registry],
  });
  const paymentFailures = new Counter({
    name: 'wtkit_payment_failures_total',
    help: 'Card payments refused, by reason',
    labelNames: ['reason'],
    registers: [registry],
  });
  const reminders = new Counter({
    name: 'wtkit_reminders_total',
    help: 'Filter reminders handed to the messenger, by outcome',
    labelNames: ['outcome'],
    registers: [registry],
  });
  new Gauge({
    name: 'wtkit_outbox_backlog',
    help: 'E-mails and text messages waiting to be sent or tried again',
    registers: [registry],
    async collect() {
      this.set(await options.outboxBacklog());
    },
  });

  let pageFigures: () => PageFigures = () => ({ entries: 0, bytes: 0, waiting: 0 });
  const pageGauge = (name: string, help: string, figure: keyof PageFigures) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pageFigures()[figure]);
      },
    });
  pageGauge('wtkit_page_cache_entries', 'Rendered public pages kept in memory', 'entries');
  pageGauge(
    'wtkit_page_cache_bytes',
    'Bytes the kept pages take (PAGE_CACHE_BYTES caps it)',
    'bytes',
  );
  pageGauge('wtkit_page_renders_waiting', 'Page misses waiting for a render slot', 'waiting');
  const renders = new Counter({
    name: 'wtkit_page_renders_total',
    help: 'Pages rendered on the server (misses of the page cache)',
    registers: [registry],
  });

  return {
    registry,
    watchPages(read) {
      pageFigures = read;
    },
    pageRendered: () => renders.inc(),
    request(operation, method, status, seconds) {
      const labels = { operation, method, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    cacheLookup: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
    listingFigureLookup: (figure, hit) => figures.inc({ figure, result: hit ? 'hit' : 'miss' }),
    orderPlaced(totalCents) {
      orders.inc();
      revenue.inc(totalCents);
    },
    paymentFailed: (reason) => paymentFailures.inc({ reason }),
    reminders: (outcome, count) => {
      if (count > 0) reminders.inc({ outcome }, count);
    },
  };
}
