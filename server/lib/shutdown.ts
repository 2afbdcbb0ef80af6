/**
 * Graceful stop within a bounded time (issues 12 and 30). In order:
 * 1. drain: readiness turns 503 and answers carry `Connection: close` (modules/health), while the
 *    instance keeps serving everything that reaches it for `drainMs`, so a proxy or load balancer
 *    stops choosing it and retires its pooled connections without a request failing;
 * 2. stop accepting connections (a proxy then fails over on connect, which is safe even for a
 *    POST: nothing was sent), end SSE streams with a short retry hint, let requests in flight
 *    finish, and after `graceMs` cut whatever is still open (slow or stuck clients).
 * A SIGTERM therefore ends the process within drainMs + graceMs (Kubernetes waits 30 s by default,
 * systemd 90 s).
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
  // An idle pooled connection closed by us can cross a request the proxy is sending on it at that
  // moment; the proxy then sees a reset after sending and cannot retry a POST (measured: 2–3 lost
  // per restart). So idle connections are never closed here, nor by close() (Node's server.close()
  // closes them): the proxy retires each the next time it uses it (the answer carries Connection:
  // close), and whatever is still open when the grace period ends is cut.
  app.server.closeIdleConnections = () => {};
  if (options.drainMs > 0) {
    app.log.info(
      { event: 'drain_started', drainMs: options.drainMs },
      'draining: not ready, still serving',
    );
    await new Promise((resolve) => setTimeout(resolve, options.drainMs));
  }
  await closeGracefully(app, options.graceMs);
}
