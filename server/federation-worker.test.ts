/**
 * FEDERATION_DELIVERY=separate (decision 060): the server only queues its deliveries, and the
 * federation worker, a second app over the same database that does not listen, sends them.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userFollows } from './db/schema';
import { startFederationWorker, type FederationWorker } from './federation-worker';
import { upsertRemoteMember } from './modules/federation/remote-members.repository';
import { createSongProvider } from './providers/songs/index';
import { createTestContext, signUp, type TestContext } from './test/harness';
import { startFakeFediverse, type FakeFediverse } from './test/fakes/fake-fediverse';
import { eventually } from './test/fakes/fediverse-activities';

let ctx: TestContext;
let fake: FakeFediverse;
let worker: FederationWorker | undefined;
beforeAll(async () => {
  ctx = await createTestContext(
    {
      FEDERATION: 'on',
      PUBLIC_URL: 'http://hearsay.example',
      FEDERATION_ALLOW_PRIVATE_ADDRESSES: 'true',
      FEDERATION_DELIVERY: 'separate',
      // The setting's check asks for PostgreSQL; the test's server and worker share the harness's
      // database (PGlite, or PostgreSQL with TEST_DATABASE_URL) in one process instead.
      DATABASE_URL: 'postgres://unused.example/hearsay',
    },
    { seed: false },
  );
  fake = await startFakeFediverse();
}, 60_000);
afterAll(async () => {
  await worker?.close();
  await fake.close();
  await ctx.close();
});

describe('deliveries sent by a separate worker', () => {
  it('are only queued by the server, and sent once the worker runs', async () => {
    const ada = await signUp(ctx.app);
    const follower = await fake.actor('follower');
    const followerId = await upsertRemoteMember(ctx.handle.db, {
      actorUri: follower.id.href,
      handle: `follower@${fake.host}`,
      displayName: 'Follower',
      inboxUrl: `${fake.origin}/users/follower/inbox`,
      sharedInboxUrl: null,
      iconUrl: null,
    });
    await ctx.handle.db.insert(userFollows).values({ followerId, followedId: ada.user.id });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { cookie: ada.cookie },
      payload: { type: 'text', content: 'Songs for a quiet harbour' },
    });
    expect(res.statusCode).toBe(201);
    const queue = ctx.app.federation!.queue;
    // Queued after the answer (the outgoing hooks run once it is sent).
    expect(await eventually(async () => (await queue.getDepth()).queued > 0)).toBe(true);
    // The server's own queue never runs: after two of its polls nothing has gone out.
    await new Promise((r) => setTimeout(r, 2_500));
    expect(fake.received).toEqual([]);

    worker = await startFederationWorker(
      {
        db: ctx.handle.db,
        config: { ...ctx.config, METRICS_PORT: 0 },
        songs: createSongProvider(ctx.config, ctx.handle.db),
      },
      { logger: false },
    );
    const created = await eventually(() =>
      fake.received.find((a) => a.type === 'Create' && JSON.stringify(a).includes('quiet harbour')),
    );
    expect(created).toBeDefined();
    expect(await eventually(async () => (await queue.getDepth()).queued === 0)).toBe(true);
    // The worker's own metrics port counts what it sent.
    const metrics = await eventually(async () => {
      const text = await (await fetch(`http://127.0.0.1:${worker!.metricsPort}/metrics`)).text();
      return /hearsay_federation_deliveries_total\{outcome="delivered"\} [1-9]/.test(text) && text;
    });
    expect(metrics).toContain('hearsay_federation_queue_messages');
    expect(
      await ctx.handle.db.select().from(userFollows).where(eq(userFollows.followerId, followerId)),
    ).toHaveLength(1);
  }, 60_000);

  it('refuses to start when federation is off', async () => {
    await expect(
      startFederationWorker({
        db: ctx.handle.db,
        config: { ...ctx.config, FEDERATION: 'off' },
        songs: createSongProvider(ctx.config, ctx.handle.db),
      }),
    ).rejects.toThrow(/FEDERATION=on/);
  });
});
