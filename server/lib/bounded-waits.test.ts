/**
 * Bounded waits: a client sending 9 of 100 promised bytes loses its socket after the
 * request timeout; a graceful close ends within its grace period even with such clients, and a
 * request already on its way when the close begins is answered (then its connection closes), so a
 * proxy never sees a write refused mid-shutdown; PostgreSQL cancels long statements.
 */
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { openDatabase } from '../db/client';
import { createSongProvider } from '../providers/songs/index';
import { createTestContext, type TestContext } from '../test/harness';
import { drainThenClose } from './shutdown';
import { createReadiness, type Readiness } from './readiness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx?.close());

async function listening(
  overrides: Partial<TestContext['config']>,
): Promise<{ app: App; port: number; readiness: Readiness }> {
  const config = { ...ctx.config, ...overrides };
  const readiness = createReadiness();
  const app = await buildApp(
    { db: ctx.handle.db, config, songs: createSongProvider(config, ctx.handle.db), readiness },
    { logger: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, port: (app.server.address() as AddressInfo).port, readiness };
}

/** Opens a socket and sends a request that promises 100 body bytes but sends 9. */
function slowClient(
  port: number,
): Promise<{ socket: Socket; closed: Promise<{ at: number; data: string }> }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"email":',
      );
      let data = '';
      socket.on('data', (d) => (data += d.toString()));
      const closed = new Promise<{ at: number; data: string }>((done) =>
        socket.on('close', () => done({ at: Date.now(), data })),
      );
      socket.on('error', () => undefined);
      resolve({ socket, closed });
    });
  });
}

describe('bounded waits', () => {
  it(
    'drops a slow-body client after the request timeout (408), not minutes later',
    { timeout: 30_000 },
    async () => {
      const { app, port } = await listening({ REQUEST_TIMEOUT_MS: 1_500 });
      try {
        const started = Date.now();
        const { closed } = await slowClient(port);
        const { at, data } = await closed;
        expect(at - started).toBeLessThan(5_000);
        expect(data).toMatch(/^HTTP\/1\.1 408/);
      } finally {
        await app.close();
      }
    },
  );

  it(
    'closes within the grace period with a slow client connected, answering a request on its way and closing its connection',
    { timeout: 30_000 },
    async () => {
      const { app, port, readiness } = await listening({ REQUEST_TIMEOUT_MS: 60_000 });
      const { closed } = await slowClient(port);
      // A second connection with a request under way (headers not finished yet).
      const late = await new Promise<Socket>((resolve) => {
        const s = connect(port, '127.0.0.1', () => {
          s.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n');
          resolve(s);
        });
      });
      let lateAnswer = '';
      late.on('data', (d) => (lateAnswer += d.toString()));
      late.on('error', () => undefined);
      const started = Date.now();
      const closing = drainThenClose(app, readiness, { drainMs: 0, graceMs: 1_000 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      late.write('\r\n');
      await closing;
      expect(Date.now() - started).toBeLessThan(3_000);
      await closed;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(lateAnswer).toMatch(/^HTTP\/1\.1 200/);
      expect(lateAnswer.toLowerCase()).toContain('connection: close');
      late.destroy();
    },
  );

  it.runIf(!!process.env.TEST_DATABASE_URL)(
    'cancels a PostgreSQL statement after the statement timeout',
    async () => {
      const handle = await openDatabase({
        databaseUrl: process.env.TEST_DATABASE_URL,
        statementTimeoutMs: 300,
      });
      try {
        const started = Date.now();
        await expect(handle.db.execute(sql`select pg_sleep(5)`)).rejects.toThrow();
        expect(Date.now() - started).toBeLessThan(2_000);
      } finally {
        await handle.close();
      }
    },
  );
});
