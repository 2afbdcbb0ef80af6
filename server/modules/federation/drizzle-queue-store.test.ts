/**
 * Fedify's KvStore and MessageQueue on our tables (decision 046), on PGlite and, with
 * TEST_DATABASE_URL, PostgreSQL: values round-trip and expire, prefixes list, a message is handled
 * once even by two listeners, a delayed one waits, and a claimed one is deleted after handling;
 * compare-and-swap is atomic, and a held host's deliveries wait (decision 051).
 */
import { Temporal } from '@js-temporal/polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { DrizzleKvStore } from './drizzle-kv-store';
import { eq } from 'drizzle-orm';
import { federationDeliveryHosts, federationQueue } from '../../db/schema';
import { DrizzleMessageQueue, PROBE_GRACE_SECONDS, deliveryHostOf } from './drizzle-message-queue';

/** A polyfill Duration as the global Temporal type Fedify's interfaces name (Node 20 has none). */
const ms = (milliseconds: number) => Temporal.Duration.from({ milliseconds }) as never;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

describe('DrizzleKvStore', () => {
  it('stores, lists by prefix, expires and deletes', async () => {
    const kv = new DrizzleKvStore(ctx.handle.db);
    await kv.set(['_fedify', 'doc', 'a'], { n: 1 });
    await kv.set(['_fedify', 'doc', 'b'], 'two');
    await kv.set(['_fedify', 'docs'], 3);
    await kv.set(['_fedify', 'gone'], 4, { ttl: ms(1) });
    await new Promise((r) => setTimeout(r, 20));
    expect(await kv.get(['_fedify', 'doc', 'a'])).toEqual({ n: 1 });
    expect(await kv.get(['_fedify', 'gone'])).toBeUndefined();
    const listed = [];
    for await (const entry of kv.list(['_fedify', 'doc'])) listed.push(entry);
    expect(listed).toEqual([
      { key: ['_fedify', 'doc', 'a'], value: { n: 1 } },
      { key: ['_fedify', 'doc', 'b'], value: 'two' },
    ]);
    await kv.set(['_fedify', 'doc', 'a'], { n: 2 });
    expect(await kv.get(['_fedify', 'doc', 'a'])).toEqual({ n: 2 });
    await kv.delete(['_fedify', 'doc', 'a']);
    expect(await kv.get(['_fedify', 'doc', 'a'])).toBeUndefined();
    await kv.sweep();
    const [row] = (
      (await ctx.handle.db.execute(
        `select count(*)::int as n from federation_kv where key like '%gone%'`,
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    expect(Number(row!.n)).toBe(0);
  });
});

describe('DrizzleKvStore.cas', () => {
  it('swaps only from the expected value, treats expired as absent, and deletes', async () => {
    const kv = new DrizzleKvStore(ctx.handle.db);
    const key = ['_fedify', 'circuit', 'dead.example'] as const;
    expect(await kv.cas(key, undefined, { state: 'closed', failures: ['a'] })).toBe(true);
    // A second writer that still expects "absent" loses.
    expect(await kv.cas(key, undefined, { state: 'open' })).toBe(false);
    // Key order does not matter (jsonb equality); a stale expectation loses.
    expect(await kv.cas(key, { failures: ['a'], state: 'closed' }, { state: 'open' })).toBe(true);
    expect(await kv.cas(key, { state: 'closed', failures: ['a'] }, { state: 'x' })).toBe(false);
    expect(await kv.get(key)).toEqual({ state: 'open' });
    expect(await kv.cas(key, { state: 'open' }, undefined)).toBe(true);
    expect(await kv.get(key)).toBeUndefined();
    await kv.set(key, 'old', { ttl: ms(1) });
    await new Promise((r) => setTimeout(r, 20));
    expect(await kv.cas(key, 'old', 'new')).toBe(false);
    expect(await kv.cas(key, undefined, 'new')).toBe(true);
    expect(await kv.get(key)).toBe('new');
  });
});

describe('DrizzleMessageQueue', () => {
  it('keeps deliveries to a held host back, and holds the ones already waiting', async () => {
    const queue = new DrizzleMessageQueue(ctx.handle.db, { pollMs: 20 });
    const until = new Date(Date.now() + 3_600_000);
    await queue.enqueue({ type: 'outbox', inbox: 'http://held.example:8080/inbox', n: 1 });
    await queue.enqueue({ type: 'outbox', inbox: 'http://free.example/inbox', n: 2 });
    await queue.holdHost('held.example:8080', until);
    await ctx.handle.db.insert(federationDeliveryHosts).values({
      host: 'held.example:8080',
      openings: 1,
      heldUntil: until,
    });
    await queue.enqueue({ type: 'outbox', inbox: 'http://held.example:8080/inbox', n: 3 });
    const claimed = [];
    for (let c = await queue.claim(); c; c = await queue.claim()) claimed.push(c.message);
    expect(claimed).toEqual([{ type: 'outbox', inbox: 'http://free.example/inbox', n: 2 }]);
    const rows = await ctx.handle.db
      .select({ message: federationQueue.message, deliverAt: federationQueue.deliverAt })
      .from(federationQueue)
      .where(eq(federationQueue.host, 'held.example:8080'))
      .orderBy(federationQueue.id);
    // The oldest probes the host when the hold ends; the others wait for the probe's outcome.
    expect(rows.map((r) => [(r.message as { n: number }).n, r.deliverAt.getTime()])).toEqual([
      [1, until.getTime()],
      [3, until.getTime() + PROBE_GRACE_SECONDS * 1000],
    ]);
    await queue.releaseHost('held.example:8080');
    const released = [];
    for (let c = await queue.claim(); c; c = await queue.claim()) released.push(c.message);
    expect(released).toHaveLength(2);
    await ctx.handle.db.delete(federationQueue);
  });

  it('names the host of a delivery only', () => {
    expect(deliveryHostOf({ type: 'outbox', inbox: 'https://a.example:8443/x' })).toBe(
      'a.example:8443',
    );
    expect(deliveryHostOf({ type: 'fanout', inbox: 'https://a.example/x' })).toBeNull();
    expect(deliveryHostOf({ type: 'outbox', inbox: 'not a url' })).toBeNull();
    expect(deliveryHostOf(null)).toBeNull();
  });

  it('hands each message to one of two listeners once, and keeps a delayed one back', async () => {
    const one = new DrizzleMessageQueue(ctx.handle.db, { pollMs: 20 });
    const two = new DrizzleMessageQueue(ctx.handle.db, { pollMs: 20 });
    const seen: number[] = [];
    const stop = new AbortController();
    const handler = async (message: unknown) => {
      seen.push((message as { n: number }).n);
    };
    const listening = [
      one.listen(handler, { signal: stop.signal }),
      two.listen(handler, { signal: stop.signal }),
    ];
    await one.enqueueMany(Array.from({ length: 20 }, (_, n) => ({ n })));
    await two.enqueue({ n: 99 }, { delay: ms(60_000) });
    for (let i = 0; i < 200 && seen.length < 20; i++) await new Promise((r) => setTimeout(r, 25));
    stop.abort();
    await Promise.all(listening);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(await one.getDepth()).toEqual({ queued: 1, ready: 0, delayed: 1 });
  });

  it("wakes a listener in another process at once when the server's queue notifies", async () => {
    // The server's side only enqueues (FEDERATION_DELIVERY=separate); the worker's side polls so
    // rarely that only the notification can explain a prompt delivery.
    const server = new DrizzleMessageQueue(ctx.handle.db, { notifyOthers: true });
    const worker = new DrizzleMessageQueue(ctx.handle.db, {
      pollMs: 600_000,
      listenFn: ctx.handle.listen,
    });
    const stop = new AbortController();
    const handled: unknown[] = [];
    const listening = worker.listen(async (message) => void handled.push(message), {
      signal: stop.signal,
    });
    // The workers' first claims find nothing; then they wait.
    await new Promise((r) => setTimeout(r, 300));
    await server.enqueue({ type: 'outbox', inbox: 'http://woken.example/inbox' });
    for (let i = 0; i < 100 && handled.length === 0; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(handled).toEqual([{ type: 'outbox', inbox: 'http://woken.example/inbox' }]);
    stop.abort();
    await listening;
  });
});
