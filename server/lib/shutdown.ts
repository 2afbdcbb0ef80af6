/**
 * Graceful stop within a bounded time. In order:
 * 1. drain: readiness turns 503 and answers carry `Connection: close` (modules/health), while the
 *    instance keeps serving everything that reaches it for `drainMs`, so a proxy or load balancer
 *    stops choosing it and retires its pooled connections without a request failing;
 * 2. close idle keep-alive connections and stop accepting new ones (a proxy then fails over on
 *    connect, which is safe even for a POST: nothing was sent), end SSE streams with a short retry
 *    hint, let requests in flight finish, and after `graceMs` cut whatever is still open.
 * A SIGTERM therefore ends the process within drainMs plus the time its requests in flight take,
 * and never later than drainMs + graceMs (Kubernetes waits 30 s by default, systemd 90 s).
 */
import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

/** Closes `app`; resolves when closed. Connections still open after `graceMs` are destroyed. */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn(
      { event: 'shutdown_forced' },
      `connections still open after ${graceMs} ms: closing them`,
    );
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

/** Drains for `drainMs` (step 1 above), then closes gracefully within `graceMs` (step 2). */
export async function drainThenClose(
  app: FastifyInstance,
  readiness: Readiness,
  options: { drainMs: number; graceMs: number },
): Promise<void> {
  readiness.drain();
  // During the drain idle pooled connections stay open: one closed by us can cross a request the
  // proxy is sending on it at that moment. The proxy retires each the next time it uses it (the
  // answer carries Connection: close).
  const closeIdle = app.server.closeIdleConnections.bind(app.server);
  app.server.closeIdleConnections = () => {};
  if (options.drainMs > 0) {
    app.log.info(
      { event: 'drain_started', drainMs: options.drainMs },
      'draining: not ready, still serving',
    );
    await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  }
  // After the drain the proxy has stopped choosing this instance; the idle connections it still
  // pools are closed now (and by close() below), so the process ends once requests in flight are
  // answered instead of waiting out the grace. A request that crosses such a close is retried on
  // another instance by the proxy (nginx `proxy_next_upstream ... non_idempotent`), which is safe
  // because every write carries an Idempotency-Key (docs/deploy.md, decision 041).
  app.server.closeIdleConnections = closeIdle;
  closeIdle();
  await closeGracefully(app, options.graceMs);
}
