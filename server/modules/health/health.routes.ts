/**
 * Liveness, readiness and metrics (docs/deploy.md):
 * - GET /api/health: the process answers (no I/O), for a supervisor's liveness probe.
 * - GET /api/ready: 200 when this instance should get traffic — not draining, the database
 *   answers, and every migration this build ships is applied; else 503 `not_ready` saying which.
 * - GET /metrics: Prometheus text, only with METRICS_TOKEN (as a bearer token; wrong tokens are
 *   limited per client address, decision 049); with METRICS_PORT it is served on that port instead
 *   (startMetricsServer), never on the public one.
 * While draining, every answer carries `Connection: close`, so a proxy stops reusing its pooled
 * connections to this instance before the instance stops listening.
 */
import { createServer, type Server } from 'node:http';
import { timingSafeEqual, createHash } from 'node:crypto';
import { Gauge, type Registry } from 'prom-client';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types';
import type { ExactLimitStore } from '../../lib/limit-store';
import { addressSubject, rateLimited } from '../../plugins/rate-limits';
import { registerRoute } from '../../lib/route-table';
import { HttpError } from '../../lib/http-errors';
import type { Readiness } from '../../lib/readiness';
import {
  genreQueueState,
  latestAppliedMigration,
  latestShippedMigration,
  pingDatabase,
} from './health.repository';

/** How long the readiness check waits for the database before calling it unreachable (ms). */
export const READY_DB_TIMEOUT_MS = 2_000;

/** Why the instance is not ready, or null when it is. */
async function notReadyReason(deps: AppDeps, readiness: Readiness): Promise<string | null> {
  if (readiness.draining) return 'This instance is shutting down.';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), READY_DB_TIMEOUT_MS);
  });
  try {
    const outcome = await Promise.race([pingDatabase(deps.db).then(() => 'ok' as const), timeout]);
    if (outcome === 'timeout') return 'The database did not answer in time.';
  } catch {
    return 'The database is unreachable.';
  } finally {
    clearTimeout(timer);
  }
  const applied = await latestAppliedMigration(deps.db).catch(() => null);
  if (applied === null || applied < latestShippedMigration())
    return 'Database migrations are not applied yet.';
  return null;
}

/** Adds the gauges read at each scrape: database pool, genre-detection queue. */
function registerGauges(registry: Registry, deps: AppDeps): void {
  if (deps.poolStats) {
    const stats = deps.poolStats;
    new Gauge({
      name: 'hearsay_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle, waiting = callers queued for one).',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = stats();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  const queue = { depth: 0, oldestSeconds: 0 };
  new Gauge({
    name: 'hearsay_genre_jobs_queued',
    help: 'Genre-detection jobs waiting or in progress (all instances).',
    registers: [registry],
    async collect() {
      Object.assign(queue, await genreQueueState(deps.db).catch(() => queue));
      this.set(queue.depth);
    },
  });
  new Gauge({
    name: 'hearsay_genre_jobs_oldest_age_seconds',
    help: 'Age of the oldest queued genre-detection job (0 when none).',
    registers: [registry],
    collect() {
      // Read by the queue gauge's collect just before (gauges are collected in registration order).
      this.set(queue.oldestSeconds);
    },
  });
}

/** True when `header` is `Bearer <token>`; compared in constant time. */
export function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(header.slice('Bearer '.length)), digest(token));
}

/** Wrong /metrics tokens one client address may send per window before it is refused (decision 049). */
export const METRICS_FAILURES_MAX = 10;
/** The window those failures are counted in (ms). */
export const METRICS_FAILURES_WINDOW_MS = 15 * 60_000;

/**
 * Checks a scrape's bearer token, counting a failure per client address in the shared limit store.
 * Every attempt takes a hit first, one atomic step, and a right token gives it back: parallel
 * guesses cannot pass a count read before they were counted. Over the limit the address gets 429
 * with Retry-After until the window ends, even with the right token (it cannot tell a guesser that
 * it just found it). Throws 401 on a wrong or missing token.
 */
async function admitScrape(
  store: ExactLimitStore,
  token: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const key = `metrics-failures:${addressSubject(request.ip)}`;
  const count = await store.hit(key, METRICS_FAILURES_WINDOW_MS);
  if (count.hits > METRICS_FAILURES_MAX) {
    request.log.warn({ event: 'metrics_token_limited' }, 'metrics token failures limit reached');
    throw rateLimited(reply, count.resetInMs, 'Too many failed metrics scrapes from this address.');
  }
  if (!bearerMatches(request.headers.authorization, token)) {
    throw new HttpError(401, 'unauthorized', 'Metrics need the METRICS_TOKEN as a bearer token.');
  }
  await store.release(key);
}

export async function healthRoutes(app: App, deps: AppDeps, readiness: Readiness) {
  registerGauges(app.metrics, deps);

  app.addHook('onSend', async (_request, reply, payload) => {
    if (readiness.draining) reply.header('connection', 'close');
    return payload;
  });

  registerRoute(app, 'getHealth', async () => ({
    status: 'ok' as const,
  }));

  registerRoute(app, 'getReady', async () => {
    const reason = await notReadyReason(deps, readiness);
    if (reason) throw new HttpError(503, 'not_ready', reason);
    return { status: 'ready' as const };
  });

  const token = deps.config.METRICS_TOKEN;
  if (token && deps.config.METRICS_PORT === undefined) {
    app.get(
      '/metrics',
      { schema: { hide: true }, config: { access: 'public', rateLimit: false } },
      async (request, reply) => {
        await admitScrape(app.limitStore, token, request, reply);
        return reply.type(app.metrics.contentType).send(await app.metrics.metrics());
      },
    );
  }
}

/**
 * Serves `registry` as Prometheus text on `host:port` (METRICS_PORT), apart from the public port
 * so a firewall, not a token, keeps it private. Resolves with the listening server.
 */
export async function startMetricsServer(
  registry: Registry,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
