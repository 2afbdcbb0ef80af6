/**
 * The batched database counters of the global limit: one statement per flush, one count shared by
 * instances, nothing lost or double-counted around a flush, and windows that end. The exact store's
 * upsert commits without waiting for the WAL flush, in its own transaction only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import type { Database } from '../db/client';
import { DatabaseLimitStore, MemoryLimitStore, backoffDelayMs } from './limit-store';
import { BatchedDatabaseLimitStore } from './batched-limit-store';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(async () => {
  await ctx?.close();
});

const stored = async (key: string) => {
  const result = await ctx.handle.db.execute(
    sql`select hits from rate_limit_counters where key = ${key}`,
  );
  return Number((result as unknown as { rows: { hits: number }[] }).rows[0]?.hits ?? 0);
};
const HOUR = 3_600_000;

describe('BatchedDatabaseLimitStore', () => {
  it('counts hits in process and writes them in one statement per flush', async () => {
    const store = new BatchedDatabaseLimitStore(ctx.handle.db, 60_000);
    const counts = [];
    ctx.resetQueryCount();
    for (let i = 0; i < 5; i++) counts.push((await store.hit('global:user:1', HOUR)).hits);
    for (let i = 0; i < 3; i++) await store.hit('global:ip:203.0.113.1', HOUR);
    expect(counts).toEqual([1, 2, 3, 4, 5]);
    expect(ctx.queryCount()).toBe(0);
    await store.flush();
    expect(ctx.queryCount()).toBe(1);
    expect(await stored('global:user:1')).toBe(5);
    expect(await stored('global:ip:203.0.113.1')).toBe(3);
    const next = await store.hit('global:user:1', HOUR);
    expect(next.hits).toBe(6);
    expect(next.resetInMs).toBeGreaterThan(HOUR - 60_000);
    await store.close();
  });

  it('shares one count between instances once each has flushed', async () => {
    const one = new BatchedDatabaseLimitStore(ctx.handle.db, 60_000);
    const two = new BatchedDatabaseLimitStore(ctx.handle.db, 60_000);
    for (let i = 0; i < 4; i++) await one.hit('global:user:2', HOUR);
    for (let i = 0; i < 3; i++) await two.hit('global:user:2', HOUR);
    await one.flush();
    await two.flush();
    expect(await stored('global:user:2')).toBe(7);
    // `two` learnt the table's 7 at its flush; `one` learns it at its next one.
    expect((await two.hit('global:user:2', HOUR)).hits).toBe(8);
    await one.hit('global:user:2', HOUR);
    await one.flush();
    // 7 plus its own new hit; two's 8th hit is not flushed yet.
    expect((await one.peek('global:user:2')).hits).toBe(8);
    await two.close();
    await one.close();
    expect(await stored('global:user:2')).toBe(9);
  });

  it('keeps counting the hits of a flush in progress, and counts each hit once after it', async () => {
    const store = new BatchedDatabaseLimitStore(ctx.handle.db, 60_000);
    for (let i = 0; i < 3; i++) await store.hit('global:user:3', HOUR);
    const flushing = store.flush();
    expect((await store.peek('global:user:3')).hits).toBe(3);
    expect((await store.hit('global:user:3', HOUR)).hits).toBe(4);
    await flushing;
    expect((await store.peek('global:user:3')).hits).toBe(4);
    await store.close();
    expect(await stored('global:user:3')).toBe(4);
  });

  it('flushes by itself after its interval, and starts a new window when the old one ended', async () => {
    let now = Date.now();
    const store = new BatchedDatabaseLimitStore(ctx.handle.db, 20, () => now);
    await store.hit('global:user:4', 50);
    await store.hit('global:user:4', 50);
    await expect.poll(() => stored('global:user:4'), { timeout: 2_000 }).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    now = Date.now();
    expect((await store.hit('global:user:4', 50)).hits).toBe(1);
    await store.close();
    expect(await stored('global:user:4')).toBe(1);
  });

  it('forgets a key everywhere on reset', async () => {
    const store = new BatchedDatabaseLimitStore(ctx.handle.db, 60_000);
    await store.hit('global:user:5', HOUR);
    await store.flush();
    await store.reset('global:user:5');
    expect(await stored('global:user:5')).toBe(0);
    expect((await store.peek('global:user:5')).hits).toBe(0);
    await store.close();
  });
});

describe('DatabaseLimitStore', () => {
  const setting = async (db: Database) => {
    const result = await db.execute(sql`select current_setting('synchronous_commit') as value`);
    return (result as unknown as { rows: { value: string }[] }).rows[0]!.value;
  };

  it('counts each hit exactly, and commits the counter without waiting for the WAL flush in its own transaction only', async () => {
    const store = new DatabaseLimitStore(ctx.handle.db);
    expect((await store.hit('write:user:9', HOUR)).hits).toBe(1);
    // In a caller's transaction the statement's setting is visible until that transaction ends…
    const inside = await ctx.handle.db.transaction(async (tx) => {
      const count = await new DatabaseLimitStore(tx).hit('write:user:9', HOUR);
      return { hits: count.hits, setting: await setting(tx) };
    });
    expect(inside).toEqual({ hits: 2, setting: 'off' });
    // …and no later: the connection's own setting is untouched.
    expect(await setting(ctx.handle.db)).toBe('on');
    expect(await stored('write:user:9')).toBe(2);
    expect((await store.peek('write:user:9')).hits).toBe(2);
  });
});

describe.each([
  ['MemoryLimitStore', () => new MemoryLimitStore()],
  ['DatabaseLimitStore', () => new DatabaseLimitStore(ctx.handle.db)],
])('%s: atomic steps of the exact limits', (_name, make) => {
  const RULE = { free: 3, baseMs: 60_000, maxMs: 3_600_000, forgetMs: 86_400_000 };

  it('admits at most the limit of 60 parallel hits when the decision is taken on the returned count', async () => {
    const store = make();
    const key = `parallel:${_name}:${Math.random()}`;
    const counts = await Promise.all(Array.from({ length: 60 }, () => store.hit(key, HOUR)));
    expect(counts.map((c) => c.hits).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 60 }, (_, i) => i + 1),
    );
    expect(counts.filter((c) => c.hits <= 5)).toHaveLength(5);
  });

  it('takes back one hit on release, never below zero', async () => {
    const store = make();
    const key = `release:${_name}:${Math.random()}`;
    await store.hit(key, HOUR);
    await store.hit(key, HOUR);
    await store.release(key);
    expect((await store.peek(key)).hits).toBe(1);
    await store.release(key);
    await store.release(key);
    expect((await store.peek(key)).hits).toBe(0);
  });

  it('backs off exponentially after the free attempts, and admits one of many parallel attempts once waiting', async () => {
    const store = make();
    const key = `backoff:${_name}:${Math.random()}`;
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await store.backoff(key, RULE));
    expect(first.map((r) => [r.allowed, r.retryInMs])).toEqual([
      [true, 0],
      [true, 0],
      [true, 0],
    ]);
    // The fourth is admitted and sets the first wait (base); everything during it is refused.
    const fourth = await store.backoff(key, RULE);
    expect(fourth.allowed).toBe(true);
    expect(fourth.retryInMs).toBeGreaterThan(59_000);
    const burst = await Promise.all(Array.from({ length: 40 }, () => store.backoff(key, RULE)));
    expect(burst.filter((r) => r.allowed)).toHaveLength(0);
    expect(burst.every((r) => r.retryInMs > 58_000 && r.retryInMs <= 60_000)).toBe(true);
    expect(backoffDelayMs(RULE, 5)).toBe(120_000);
    expect(backoffDelayMs(RULE, 30)).toBe(3_600_000);
    await store.reset(key);
    expect((await store.backoff(key, RULE)).allowed).toBe(true);
  });
});
