/**
 * Rate limits an attacker cannot reset: auth limits keyed by address and target account
 * whatever cookie is sent (credential checks count failures only), the global limiter, sized action limits, daily search limits, trusted
 * proxy hops, and one limit across two app instances sharing the database store.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { ConfigError, loadConfig, type Config } from '../config';
import { createSongProvider } from '../providers/songs/index';
import { createTestContext, newMember, signUp, type TestContext } from '../test/harness';
import { addressSubject, waitText } from './rate-limits';

/** The numbers for auth, with everything else as high as the harness sets it. */
const REAL: Partial<Config> = {
  AUTH_RATE_LIMIT_MAX: 10,
  AUTH_RATE_LIMIT_WINDOW_MS: 60_000,
  AUTH_RATE_LIMIT_HOURLY_MAX: 30,
  SIGNUP_RATE_LIMIT_MAX: 5,
  SIGNIN_FAILURES_MAX: 25,
  AUTH_FAILURES_HOURLY_MAX: 100,
};
let base: TestContext;
const apps: App[] = [];
beforeAll(async () => {
  base = await createTestContext({}, { seed: false });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await base?.close();
});

/** Another app (own limits and, with the memory store, own counters) on the shared database. */
async function context(overrides: Partial<Config>): Promise<{ app: App }> {
  const config = { ...base.config, ...overrides };
  const app = await buildApp(
    { db: base.handle.db, config, songs: createSongProvider(config, base.handle.db) },
    { logger: false },
  );
  apps.push(app);
  return { app };
}

/** A sign-in from `remoteAddress`, with `cookie` when given and any other `headers`. */
const login = (
  ctx: { app: App },
  remoteAddress: string,
  body: Record<string, string>,
  cookie?: string,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: body,
    remoteAddress,
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

describe('helpers', () => {
  // IPv6 addresses are grouped by /64, IPv4-mapped ones unwrapped.
  it.each([
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['::ffff:198.51.100.4', '198.51.100.4'],
    ['198.51.100.4', '198.51.100.4'],
  ])('limits address %s as %s', (address, subject) => {
    expect(addressSubject(address)).toBe(subject);
  });
  it.each([
    [1, '1 second'],
    [599_990, '10 minutes'],
    [3_600_000, '1 hour'],
  ])('says a wait of %i ms as "%s"', (ms, text) => {
    expect(waitText(ms)).toBe(text);
  });
  it('refuses TRUST_PROXY=true and takes hop counts or addresses', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.1.0/24' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.1.0/24',
    ]);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
  });
});

describe('auth limits', { timeout: 120_000 }, () => {
  it('keys failed sign-ins by address whatever session cookie is sent (10 per minute)', async () => {
    const ctx = await context(REAL);
    const a = await signUp(ctx.app);
    const b = await signUp(ctx.app);
    const cookies = [a.cookie, b.cookie, undefined];
    for (let i = 0; i < 10; i++) {
      const res = await login(
        ctx,
        '203.0.113.10',
        { email: `nobody${i}@example.com`, password: 'wrong-password' },
        cookies[i % 3],
      );
      expect(res.statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const blocked = await login(
      ctx,
      '203.0.113.10',
      { email: 'nobody@example.com', password: 'wrong-password' },
      a.cookie,
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      error: 'rate_limited',
      message: expect.stringMatching(/try again in (\d+ seconds?|1 minute)/),
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(60);
  });

  it('caps an address at AUTH_FAILURES_HOURLY_MAX failed credential checks per hour', async () => {
    const ctx = await context({ ...REAL, AUTH_RATE_LIMIT_MAX: 1000, AUTH_FAILURES_HOURLY_MAX: 40 });
    for (let i = 0; i < 40; i++)
      expect(
        (await login(ctx, '203.0.113.11', { email: `x${i}@example.com`, password: 'nope-nope' }))
          .statusCode,
      ).toBe(401);
    const res = await login(ctx, '203.0.113.11', { email: 'y@example.com', password: 'nope-nope' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('counts every call of the other auth writes per address (30 per hour)', async () => {
    const ctx = await context({ ...REAL, AUTH_RATE_LIMIT_MAX: 1000 });
    const forgot = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: 'z@example.com' },
        remoteAddress: '203.0.113.13',
      });
    for (let i = 0; i < 30; i++) expect((await forgot()).statusCode).not.toBe(500);
    expect((await forgot()).statusCode).toBe(429);
  });

  it('allows 5 sign-ups per 30 minutes per address', async () => {
    const ctx = await context(REAL);
    const register = (cookie?: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newMember(),
        remoteAddress: '203.0.113.12',
        headers: cookie ? { cookie } : {},
      });
    let cookie: string | undefined;
    for (let i = 0; i < 5; i++) {
      const res = await register(cookie);
      expect(res.statusCode).toBe(201);
      // Each new account's cookie is sent with the next attempt: it must not open a new budget.
      cookie = `hearsay_session=${res.cookies.find((c) => c.name === 'hearsay_session')!.value}`;
    }
    const sixth = await register(cookie);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(25 * 60);
  });

  it('limits failed sign-ins per account across addresses (25 per hour), and a success clears them', async () => {
    const ctx = await context(REAL);
    const victim = newMember();
    await signUp(ctx.app, victim);
    const fail = (i: number) =>
      login(ctx, `198.51.100.${i % 250}`, {
        email: victim.email.toUpperCase(),
        password: 'wrong-password',
      });
    for (let i = 0; i < 24; i++) expect((await fail(i)).statusCode).toBe(401);
    // A success resets the count (soft limit: the owner is never locked out for good).
    expect(
      (await login(ctx, '192.0.2.1', { email: victim.email, password: victim.password }))
        .statusCode,
    ).toBe(200);
    for (let i = 0; i < 25; i++) expect((await fail(100 + i)).statusCode).toBe(401);
    const limited = await login(ctx, '192.0.2.2', {
      email: victim.email,
      password: victim.password,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/failed sign-ins for this account/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = newMember();
    await signUp(ctx.app, { ...other });
    expect(
      (await login(ctx, '192.0.2.3', { email: other.email, password: other.password })).statusCode,
    ).toBe(200);
  });

  it.each([
    {
      name: 'does not let a rotating X-Forwarded-For reset the limit (TRUST_PROXY=1)',
      trustProxy: 1 as const,
      remoteAddress: '10.0.0.2',
      // The client forges the left part; our one proxy appends the address it saw.
      forwardedFor: (i: number) => `192.0.2.${i}, 203.0.113.50`,
    },
    {
      name: 'ignores X-Forwarded-For entirely without TRUST_PROXY',
      trustProxy: undefined,
      remoteAddress: '203.0.113.60',
      forwardedFor: (i: number) => `192.0.2.${i}`,
    },
  ])('$name', async ({ trustProxy, remoteAddress, forwardedFor }) => {
    const ctx = await context(
      trustProxy === undefined ? REAL : { ...REAL, TRUST_PROXY: trustProxy },
    );
    const attempt = (i: number) =>
      login(
        ctx,
        remoteAddress,
        { email: `x${i}@example.com`, password: 'wrong-password' },
        undefined,
        { 'x-forwarded-for': forwardedFor(i) },
      );
    for (let i = 0; i < 10; i++) expect((await attempt(i)).statusCode).toBe(401);
    expect((await attempt(99)).statusCode).toBe(429);
  });
});

describe('global, action and search limits', { timeout: 60_000 }, () => {
  it('limits anonymous callers per address and members per account', async () => {
    const ctx = await context({ GLOBAL_RATE_LIMIT_ANONYMOUS: 5, GLOBAL_RATE_LIMIT_MEMBER: 8 });
    for (let i = 0; i < 5; i++)
      expect(
        (await ctx.app.inject({ url: '/api/auth/me', remoteAddress: '203.0.113.70' })).statusCode,
      ).toBe(401);
    const anon = await ctx.app.inject({ url: '/api/auth/me', remoteAddress: '203.0.113.70' });
    expect(anon.statusCode).toBe(429);
    const { cookie } = await signUp(ctx.app);
    for (let i = 0; i < 8; i++)
      expect(
        (
          await ctx.app.inject({
            url: '/api/auth/me',
            headers: { cookie },
            remoteAddress: `203.0.113.${80 + i}`,
          })
        ).statusCode,
      ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          url: '/api/auth/me',
          headers: { cookie },
          remoteAddress: '203.0.113.99',
        })
      ).statusCode,
    ).toBe(429);
  });

  it('sizes write limits per action: 6 requests per 10 minutes', async () => {
    const ctx = await context({ ACTION_RATE_LIMIT_SCALE: 1 });
    const { cookie } = await signUp(ctx.app);
    const post = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/requests',
        headers: { cookie },
        payload: { type: 'text', content: 'more jazz' },
      });
    for (let i = 0; i < 6; i++) expect((await post()).statusCode).toBe(201);
    const seventh = await post();
    expect(seventh.statusCode).toBe(429);
    expect(seventh.json().message).toMatch(/try again in 10 minutes/);
    // Bad input does not use up the budget: validation runs first.
    const other = await signUp(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/requests',
          headers: { cookie: other.cookie },
          payload: { type: 'poem' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('limits YouTube-only song searches per member per day, and never catalogue searches (decision 028)', async () => {
    // YouTube at a closed loopback port: each search fails fast with 502, and still counts.
    const youtube = await context({
      SONG_SEARCH_DAILY_MAX: 3,
      SONG_PROVIDER: 'youtube',
      YOUTUBE_API_KEY: 'k',
      YOUTUBE_BASE_URL: 'http://127.0.0.1:9/',
    });
    const { cookie } = await signUp(youtube.app);
    for (let i = 0; i < 3; i++)
      expect(
        (await youtube.app.inject({ url: `/api/youtube/search?query=q${i}`, headers: { cookie } }))
          .statusCode,
      ).not.toBe(429);
    const res = await youtube.app.inject({
      url: '/api/youtube/search?query=q9',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3600);

    const catalog = await context({ SONG_SEARCH_DAILY_MAX: 3, SONG_PROVIDER: 'catalog' });
    const member = await signUp(catalog.app);
    for (let i = 0; i < 6; i++)
      expect(
        (
          await catalog.app.inject({
            url: `/api/youtube/search?query=q${i}`,
            headers: { cookie: member.cookie },
          })
        ).statusCode,
      ).toBe(200);
  });
});

describe('shared counters', { timeout: 60_000 }, () => {
  it('enforces one limit across two app instances on one database (RATE_LIMIT_STORE=database)', async () => {
    const one = await context({ ...REAL, RATE_LIMIT_STORE: 'database' });
    const two = await context({ ...REAL, RATE_LIMIT_STORE: 'database' });
    let n = 0;
    const attempt = (ctx: { app: App }) =>
      login(ctx, '203.0.113.90', { email: `x${++n}@example.com`, password: 'wrong-password' });
    for (let i = 0; i < 10; i++)
      expect((await attempt([one, two][i % 2]!)).statusCode, `attempt ${i + 1}`).toBe(401);
    for (const ctx of [one, two]) expect((await attempt(ctx)).statusCode).toBe(429);
  });

  it('counts the global limit in the database store without a write per request', async () => {
    const ctx = await context({ RATE_LIMIT_STORE: 'database', GLOBAL_RATE_LIMIT_ANONYMOUS: 5 });
    for (let i = 0; i < 5; i++)
      expect(
        (await ctx.app.inject({ url: '/api/auth/me', remoteAddress: '203.0.113.92' })).statusCode,
      ).toBe(401);
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', remoteAddress: '203.0.113.92' })).statusCode,
    ).toBe(429);
    const rows = async () =>
      (await base.handle.db.execute(
        sql`select hits from rate_limit_counters where key = 'global:ip:203.0.113.92'`,
      )) as unknown as { rows: { hits: number }[] };
    expect((await rows()).rows).toEqual([]);
    await expect.poll(async () => (await rows()).rows[0]?.hits, { timeout: 5_000 }).toBe(6);
  });

  it('keeps separate counters per instance with the memory store (why the database store exists)', async () => {
    const one = await context({ ...REAL, RATE_LIMIT_STORE: 'memory' });
    const two = await context({ ...REAL, RATE_LIMIT_STORE: 'memory' });
    for (let i = 0; i < 10; i++)
      await login([one, two][i % 2]!, '203.0.113.91', { email: 'x@example.com', password: 'w' });
    const res = await login(one, '203.0.113.91', { email: 'x@example.com', password: 'w' });
    expect(res.statusCode).toBe(401);
  });
});
