/**
 * Staff takeover by squatting a STAFF_EMAILS address, end to end through the HTTP
 * app: the squatter registers the staff address, enrols two-factor and keeps the session; the owner
 * opens the verification link from the outbox in a browser without a session. The squatter's
 * session ends without ever being staff, and the owner sets a password from the e-mailed link and
 * becomes staff without the squatter's TOTP. Also across a restart (a second app on the database).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { App } from '../../app-types';
import { sessions, users } from '../../db/schema/index';
import { createSongProvider } from '../../providers/songs/index';
import {
  createTestContext,
  newMember,
  sessionCookieOf,
  signUp,
  waitForEmail,
  type TestContext,
} from '../../test/harness';
import { freshTotpCode } from '../../test/totp-codes';
import { applyRoleBootstrap } from './roles.service';

const BOSS = 'boss-takeover@example.com';
const BOSS_RESTART = 'boss-restart@example.com';
const STAFF_ROUTE = '/api/admin/data/users';
let ctx: TestContext;
const extraApps: App[] = [];
beforeAll(async () => {
  ctx = await createTestContext({ STAFF_EMAILS: `${BOSS},${BOSS_RESTART}` }, { seed: false });
});
afterAll(async () => {
  for (const app of extraApps) await app.close();
  await ctx.close();
});

const tokenOf = (link: string | null) => new URL(link!).searchParams.get('token')!;
const call = (app: App, method: 'GET' | 'POST', url: string, cookie?: string, payload?: object) =>
  app.inject({ method, url, ...(payload ? { payload } : {}), headers: cookie ? { cookie } : {} });

/** The squatter's part: registers `email`, enrols TOTP as a member, keeps the session cookie. */
async function squat(app: App, email: string, name: string) {
  const input = { ...newMember(name), email, password: 'squatters-own-password' };
  const { cookie } = await signUp(app, input);
  const setup = await call(app, 'POST', '/api/auth/2fa/setup', cookie);
  expect(setup.statusCode).toBe(200);
  const enable = await call(app, 'POST', '/api/auth/2fa/enable', cookie, {
    code: await freshTotpCode(setup.json().secret),
  });
  expect(enable.statusCode).toBe(200);
  return { cookie: sessionCookieOf(enable), password: input.password };
}

/** The owner's part and every check, on `app` (the same one, or one built after a restart). */
async function ownerTakesBack(
  app: App,
  email: string,
  squatter: { cookie: string; password: string },
) {
  const verifyMail = await waitForEmail(ctx, email, 'Confirm your email');
  const verified = await call(app, 'POST', '/api/auth/verify-email', undefined, {
    token: tokenOf(verifyMail.link),
  });
  expect(verified.statusCode).toBe(200);
  expect(verified.cookies.find((c) => c.name === 'hearsay_session' && c.value)).toBeUndefined();
  expect(verified.json().message).toMatch(/sent it a link to choose your password/);

  // The squatter's session is gone, was never staff, and the old password opens nothing.
  expect((await call(app, 'GET', '/api/auth/me', squatter.cookie)).statusCode).toBe(401);
  expect((await call(app, 'GET', STAFF_ROUTE, squatter.cookie)).statusCode).toBe(401);
  const [row] = await ctx.handle.db.select().from(users).where(eq(users.email, email));
  expect(
    await ctx.handle.db.select().from(sessions).where(eq(sessions.userId, row!.id)),
  ).toHaveLength(0);
  expect(row!.totpEnabledAt).toBeNull();
  expect(
    (await call(app, 'POST', '/api/auth/login', undefined, { email, password: squatter.password }))
      .statusCode,
  ).toBe(401);

  // The owner sets a password from the link sent at once (a staff address needs 12 characters).
  const mail = await waitForEmail(ctx, email, 'Choose a password');
  const token = tokenOf(mail.link);
  const short = await call(app, 'POST', '/api/auth/reset-password', undefined, {
    token,
    password: 'Zq8#wLm2',
  });
  expect(short.statusCode).toBe(400);
  expect(short.json().message).toMatch(/at least 12 characters/);
  expect(
    (
      await call(app, 'POST', '/api/auth/reset-password', undefined, {
        token,
        password: 'owner-long-passphrase-7',
      })
    ).statusCode,
  ).toBe(200);
  const login = await call(app, 'POST', '/api/auth/login', undefined, {
    email,
    password: 'owner-long-passphrase-7',
  });
  expect(login.statusCode).toBe(200);
  expect(login.json()).toMatchObject({
    role: 'staff',
    emailVerified: true,
    twoFactorEnabled: false,
  });
  const cookie = sessionCookieOf(login);
  // Staff routes wait for two-factor, which the owner can now enrol (not the squatter's 409).
  expect((await call(app, 'GET', STAFF_ROUTE, cookie)).json()).toMatchObject({
    error: 'mfa_required',
    enrolled: false,
  });
  const setup = await call(app, 'POST', '/api/auth/2fa/setup', cookie);
  expect(setup.statusCode).toBe(200);
  const enable = await call(app, 'POST', '/api/auth/2fa/enable', cookie, {
    code: await freshTotpCode(setup.json().secret),
  });
  expect(enable.statusCode).toBe(200);
  expect((await call(app, 'GET', STAFF_ROUTE, sessionCookieOf(enable))).statusCode).toBe(200);
}

describe('squatting a STAFF_EMAILS address', () => {
  it('the owner verifying without a session ends the squatter, clears password and two-factor, and gets a reset link', async () => {
    const squatter = await squat(ctx.app, BOSS, 'Quiet Squatter');
    expect((await call(ctx.app, 'GET', '/api/auth/me', squatter.cookie)).json()).toMatchObject({
      role: 'member',
      twoFactorEnabled: true,
    });
    await ownerTakesBack(ctx.app, BOSS, squatter);
  });

  it('holds after a restart: a second app on the same database, start-up role bootstrap included', async () => {
    const squatter = await squat(ctx.app, BOSS_RESTART, 'Patient Intruder');
    await ctx.app.close();
    await applyRoleBootstrap(ctx.handle.db, ctx.config);
    const restarted = await buildApp(
      {
        db: ctx.handle.db,
        config: ctx.config,
        songs: createSongProvider(ctx.config, ctx.handle.db),
      },
      { logger: false },
    );
    extraApps.push(restarted);
    await restarted.ready();
    // The squatter's session survived the restart as a member's.
    expect((await call(restarted, 'GET', '/api/auth/me', squatter.cookie)).json().role).toBe(
      'member',
    );
    await ownerTakesBack(restarted, BOSS_RESTART, squatter);
  });

  it('a member verifying in their own browser keeps the account, gets a new session and ends older ones', async () => {
    const input = newMember('Own Browser');
    const app = extraApps[0] ?? ctx.app;
    const first = await signUp(app, input);
    const other = await call(app, 'POST', '/api/auth/login', undefined, {
      email: input.email,
      password: input.password,
    });
    const mail = await waitForEmail(ctx, input.email, 'Confirm your email');
    const res = await call(app, 'POST', '/api/auth/verify-email', first.cookie, {
      token: tokenOf(mail.link),
    });
    expect(res.statusCode).toBe(200);
    expect(
      (await call(app, 'GET', '/api/auth/me', sessionCookieOf(res))).json().emailVerified,
    ).toBe(true);
    expect((await call(app, 'GET', '/api/auth/me', sessionCookieOf(other))).statusCode).toBe(401);
    expect(
      (
        await call(app, 'POST', '/api/auth/login', undefined, {
          email: input.email,
          password: input.password,
        })
      ).statusCode,
    ).toBe(200);
  });
});
