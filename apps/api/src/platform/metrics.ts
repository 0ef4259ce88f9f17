// The process's metrics in Prometheus's format (GET /metrics, metrics-route.ts): requests per route,
// page views by outcome, integration deliveries, billing runs and charges, and the process itself.
// One registry per process: every server in it (tests build several) counts into the same one. Queue
// depths are read from the database at each scrape (queue-metrics.ts), so every process reports the
// same shared queues.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry });
const registers = [metricsRegistry];

export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route (its declared path) and status code.',
  labelNames: ['method', 'route', 'status_code'] as const,
  registers,
});

export const httpRequestSeconds = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from the request’s arrival to its answer, by method and route.',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

/** A counter of this process's registry. */
const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
  new Counter({ name, help, labelNames, registers });

export const ingestPageViews = counter(
  'ingest_page_views_total',
  'Page views the pixel sent, by outcome: stored, or the reason they were dropped.',
  ['outcome'],
);

export const integrationDeliveries = counter(
  'integration_deliveries_total',
  'Delivery attempts of leads to integrations, by provider and outcome (retry: another attempt is scheduled).',
  ['provider', 'outcome'],
);

export const billingRuns = counter('billing_runs_total', 'Billing runs, by outcome (completed or failed).', [
  'outcome',
]);

export const invoiceCharges = counter(
  'invoice_charges_total',
  'Invoice charges, by reason (run, retry, new-card, settlement) and outcome (paid, failed, skipped).',
  ['reason', 'outcome'],
);
