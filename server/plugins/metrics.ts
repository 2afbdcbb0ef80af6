/**
 * Prometheus metrics, one registry per app so several apps in one test process do not
 * share counters. Recorded here: HTTP answer durations by route and status, and rate-limit
 * refusals; modules add their own gauges to `app.metrics` (SSE streams, the genre-detection
 * queue, the database pool). Served by modules/health (GET /metrics, or METRICS_PORT).
 */
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's metrics registry. */
    metrics: Registry;
  }
}

/**
 * Answer-time buckets (seconds): from a cached page (~1 ms) to the request timeout (15 s), finer
 * below 100 ms, where nearly every answer lands (docs/perf/feed-performance.md).
 */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

/** Creates the registry, decorates `app.metrics` and records every answer. */
export function registerMetrics(
  app: FastifyInstance,
  options: { processMetrics: boolean },
): Registry {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'hearsay_http_request_duration_seconds',
    help: 'Time from request to answer, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const refused = new Counter({
    name: 'hearsay_rate_limit_refusals_total',
    help: 'Requests answered 429 by a rate limit, by route pattern.',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  app.decorate('metrics', registry);
  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: ids and queries would make one series per request.
    const route =
      request.routeOptions.url ?? (request.url.startsWith('/api/') ? 'unmatched /api' : 'page');
    duration.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.statusCode === 429) refused.inc({ route });
  });
  return registry;
}
