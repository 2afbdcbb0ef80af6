/**
 * Liveness, readiness and metrics: /api/health answers without the database,
 * /api/ready says 503 while draining, when the database is gone or migrations are missing, and
 * draining answers carry `Connection: close`; /metrics needs its token.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { createReadiness } from '../../lib/readiness';
import { createSongProvider } from '../../providers/songs/index';
import { useTestApp } from '../../test/factories';
import {
  METRICS_FAILURES_MAX,
  METRICS_FAILURES_WINDOW_MS,
  bearerMatches,
  startMetricsServer,
} from './health.routes';
import type { AddressInfo } from 'node:net';

const TOKEN = 'metrics-token-for-tests-0001';
const t = useTestApp({ env: { METRICS_TOKEN: TOKEN }, members: ['member'] as const });
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Another app on the test database with its own readiness. */
async function appWith(readiness = createReadiness()) {
  const config = t.ctx.config;
  const app = await buildApp(
    { db: t.ctx.handle.db, config, songs: createSongProvider(config, t.ctx.handle.db), readiness },
    { logger: false },
  );
  apps.push(app);
  return { app, readiness };
}

describe('readiness', () => {
  it('is ready on a migrated database, and live without any I/O', async () => {
    const ready = await t.ctx.app.inject({ url: '/api/ready' });
    expect(ready.statusCode, ready.body).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect((await t.ctx.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok' });
  });

  it('turns 503 the moment draining starts, keeps serving, and asks clients to close their connections', async () => {
    const { app, readiness } = await appWith();
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/api/health' })).headers.connection).not.toBe('close');
    readiness.drain();
    const draining = await app.inject({ url: '/api/ready' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({
      error: 'not_ready',
      message: 'This instance is shutting down.',
    });
    const served = await app.inject({ url: '/api/health' });
    expect(served.statusCode).toBe(200);
    expect(served.headers.connection).toBe('close');
    // Routes registered before the health module too, and answers the member gets.
    const write = await app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: t.member.cookie },
      payload: { type: 'text', content: 'Songs while draining' },
    });
    expect(write.statusCode, write.body).toBe(201);
    expect(write.headers.connection).toBe('close');
  });

  it('is not ready while a shipped migration is missing from the database', async () => {
    const db = t.ctx.handle.db;
    const latest = await db.execute(
      sql`select id, hash, created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    );
    const row = (latest as unknown as { rows: { id: number; hash: string; created_at: string }[] })
      .rows[0]!;
    await db.execute(sql`delete from drizzle.__drizzle_migrations where id = ${row.id}`);
    try {
      const res = await t.ctx.app.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: 'not_ready',
        message: 'Database migrations are not applied yet.',
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${row.id}, ${row.hash}, ${row.created_at})`,
      );
    }
    expect((await t.ctx.app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('metrics', () => {
  it('refuses a scrape without the token and counts answers by route and status with it', async () => {
    expect((await t.ctx.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect(
      (
        await t.ctx.app.inject({
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-000000000' },
        })
      ).statusCode,
    ).toBe(401);
    await t.call(t.member, 'GET', '/api/requests?page=1');
    const res = await t.ctx.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(
      /hearsay_http_request_duration_seconds_count\{method="GET",route="\/api\/requests",status_code="200"\} [1-9]/,
    );
    expect(res.body).toMatch(/hearsay_genre_jobs_queued \d+/);
    expect(res.body).toMatch(/hearsay_notification_streams \d+/);
  });

  it('is absent without METRICS_TOKEN', async () => {
    const config = { ...t.ctx.config, METRICS_TOKEN: undefined };
    const plain = await buildApp(
      { db: t.ctx.handle.db, config, songs: createSongProvider(config, t.ctx.handle.db) },
      { logger: false },
    );
    apps.push(plain);
    expect(
      (await plain.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } }))
        .statusCode,
    ).toBe(404);
  });

  it('serves the registry on its own port without a token (METRICS_PORT)', async () => {
    const server = await startMetricsServer(t.ctx.app.metrics, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const scrape = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scrape.status).toBe(200);
      expect(await scrape.text()).toContain('hearsay_http_request_duration_seconds');
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });

  it('refuses an address after METRICS_FAILURES_MAX wrong tokens, even with the right one, until the window ends', async () => {
    const scrape = (remoteAddress: string, token: string) =>
      t.ctx.app.inject({
        url: '/metrics',
        remoteAddress,
        headers: { authorization: `Bearer ${token}` },
      });
    const guesser = '198.51.100.23';
    // A right token does not use up the budget.
    expect((await scrape(guesser, TOKEN)).statusCode).toBe(200);
    for (let i = 0; i < METRICS_FAILURES_MAX; i++)
      expect((await scrape(guesser, `wrong-token-${i}-0000000000`)).statusCode).toBe(401);
    for (const token of ['wrong-token-again-000000000', TOKEN]) {
      const refused = await scrape(guesser, token);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'rate_limited' });
      expect(refused.json().message).toMatch(/^Too many failed metrics scrapes/);
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(METRICS_FAILURES_WINDOW_MS / 1000 - 60);
      expect(wait).toBeLessThanOrEqual(METRICS_FAILURES_WINDOW_MS / 1000);
    }
    // Another address is not affected.
    expect((await scrape('198.51.100.24', TOKEN)).statusCode).toBe(200);
  });

  it('compares bearer tokens exactly', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});
