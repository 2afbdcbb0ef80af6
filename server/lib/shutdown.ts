/**
 * Graceful stop within a bounded time (issue 12): stop accepting connections, let requests in
 * flight finish (a request arriving meanwhile on an open connection gets Fastify's 503), and
 * after `graceMs` cut every remaining connection (slow or stuck clients), so a SIGTERM always
 * ends the process within its orchestrator's patience (Kubernetes waits 30 s, systemd 90 s, we
 * promise 10 s).
 */
import type { FastifyInstance } from 'fastify';

/** Closes `app`; resolves when closed. Connections still open after `graceMs` are destroyed. */
export async function closeGracefully(app: FastifyInstance, graceMs: number): Promise<void> {
  const cut = setTimeout(() => {
    app.log.warn({ event: 'shutdown_forced' }, `connections still open after ${graceMs} ms: closing them`);
    app.server.closeAllConnections();
  }, graceMs);
  cut.unref();
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}
