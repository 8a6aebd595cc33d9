import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** The shop's Prometheus metrics, one registry per server (tests run several in one process). */
export interface Metrics {
  registry: Registry;
  /** One answered request: the contract's operation (or the kind of page), method, status. */
  request(operation: string, method: string, status: number, seconds: number): void;
  cacheLookup(hit: boolean): void;
  orderPlaced(totalCents: number): void;
  paymentFailed(reason: string): void;
  reminders(outcome: 'sent' | 'failed', count: number): void;
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

  return {
    registry,
    request(operation, method, status, seconds) {
      const labels = { operation, method, status: String(status) };
      requests.inc(labels);
      durations.observe(labels, seconds);
    },
    cacheLookup: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
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
