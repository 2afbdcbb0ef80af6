/**
 * The operator switches of decision 049 through the real HTTP app: REQUIRE_VERIFIED_EMAIL_TO_POST
 * refuses the four posting routes to unverified members and nothing else, and REQUIRE_TWO_FACTOR
 * (`staff`, `all`) leaves members in scope without a second factor only the routes to enrol or
 * leave. One database; an app per setting, sharing it (sessions live in the database).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { App } from '../app-types';
import { users } from '../db/schema/index';
import { createSongProvider } from '../providers/songs/index';
import { createRequest, createResponse, useTestApp } from '../test/factories';
import { newMember, sessionCookieOf, signUp, type SignedIn } from '../test/harness';
import { freshTotpCode } from '../test/totp-codes';
import { mustEnrolSecondFactor } from './operator-switches';

const t = useTestApp({ members: ['asker', 'answerer'] as const });
const apps: App[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
});

/** Another app on the test database with these settings. */
async function appWith(env: Record<string, unknown>): Promise<App> {
  const config = { ...t.ctx.config, ...env };
  const app = await buildApp(
    { db: t.ctx.handle.db, config, songs: createSongProvider(config, t.ctx.handle.db) },
    { logger: false },
  );
  apps.push(app);
  return app;
}

/** A fresh member with `role` and a verified address or not, signed in again so the session has both. */
let made = 0;
async function member(role: 'member' | 'staff', verified: boolean): Promise<SignedIn> {
  // Distinct names: a name like a staff member's is refused at sign-up.
  const input = newMember(`Switch ${'abcdefghijklmnop'[made++]!.repeat(3)} ${role}`);
  await signUp(t.ctx.app, input);
  await t.ctx.handle.db
    .update(users)
    .set({ role, emailVerifiedAt: verified ? new Date() : null })
    .where(eq(users.email, input.email.toLowerCase()));
  const res = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: input.email, password: input.password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { user: res.json(), cookie: sessionCookieOf(res) };
}

const as = (app: App, who: SignedIn, method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url,
    headers: { cookie: who.cookie },
    ...(payload ? { payload } : {}),
  });

describe('REQUIRE_VERIFIED_EMAIL_TO_POST', () => {
  let requestId: number;
  let responseId: number;
  beforeAll(async () => {
    requestId = await createRequest(t.ctx, t.asker);
    responseId = await createResponse(t.ctx, t.answerer, requestId);
  });

  /** The four posting calls of `who` on `app`, by name. */
  async function posts(app: App, who: SignedIn) {
    return {
      request: await as(app, who, 'POST', '/api/requests', {
        type: 'text',
        content: 'Songs for unverified mornings',
      }),
      answer: await as(app, who, 'POST', `/api/requests/${requestId}/responses`, {
        songId: `song-unverified-${who.user.id}`,
        songData: { id: `song-unverified-${who.user.id}`, name: 'Unverified tune' },
      }),
      cosign: await as(app, who, 'POST', `/api/responses/${responseId}/cosigns`, {}),
      reply: await as(app, who, 'POST', `/api/responses/${responseId}/replies`, {
        body: 'Great pick',
      }),
    };
  }

  it('refuses the four posting routes to an unverified member, with a code and a way out', async () => {
    const app = await appWith({ REQUIRE_VERIFIED_EMAIL_TO_POST: true });
    const unverified = await member('member', false);
    for (const [what, res] of Object.entries(await posts(app, unverified))) {
      expect(res.statusCode, `${what}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'email_not_verified' });
      expect(res.json().message).toMatch(/confirm your e-mail address/);
    }
    // Other writes and reads are untouched.
    const upvote = await as(app, unverified, 'POST', `/api/requests/${requestId}/upvote`, {});
    expect(upvote.statusCode, upvote.body).toBeLessThan(300);
    expect((await as(app, unverified, 'GET', `/api/requests/${requestId}`)).statusCode).toBe(200);
    // A verified member posts as before.
    const verified = await member('member', true);
    for (const [what, res] of Object.entries(await posts(app, verified)))
      expect(res.statusCode, `${what}: ${res.body}`).toBe(201);
  });

  it('changes nothing when false (the default)', async () => {
    const unverified = await member('member', false);
    for (const [what, res] of Object.entries(await posts(t.ctx.app, unverified)))
      expect(res.statusCode, `${what}: ${res.body}`).toBe(201);
  });
});

describe('REQUIRE_TWO_FACTOR', () => {
  /** Answers of the routes left open to a member who must enrol, none of them 403. */
  async function expectEnrolmentOpen(app: App, who: SignedIn) {
    const me = await as(app, who, 'GET', '/api/auth/me');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().twoFactorRequired).toBe(true);
    expect((await as(app, who, 'GET', '/api/account/export')).statusCode).toBe(200);
    const keyOptions = await as(app, who, 'POST', '/api/auth/webauthn/register/options', {});
    expect(keyOptions.statusCode, keyOptions.body).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);
  }

  /** Refused with the typed code on a member route, an /api/auth route that is not enrolment, and a write. */
  async function expectRefused(app: App, who: SignedIn) {
    for (const [method, url, payload] of [
      ['GET', '/api/auth/sessions'],
      ['GET', '/api/notifications'],
      ['POST', '/api/requests', { type: 'text', content: 'Songs before enrolling' }],
    ] as const) {
      const res = await as(app, who, method, url, payload);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
      expect(res.json()).toMatchObject({ error: 'two_factor_required' });
      expect(res.json().message).toMatch(/Set up two-factor authentication/);
    }
  }

  it('staff: holds a staff member without a second factor at enrolment, then lets them in', async () => {
    const app = await appWith({ REQUIRE_TWO_FACTOR: 'staff' });
    const staff = await member('staff', true);
    await expectRefused(app, staff);
    const admin = await as(app, staff, 'GET', '/api/admin/data/stats');
    expect(admin.json()).toMatchObject({ error: 'two_factor_required' });
    await expectEnrolmentOpen(app, staff);

    const setup = await as(app, staff, 'POST', '/api/auth/2fa/setup', {});
    expect(setup.statusCode, setup.body).toBe(200);
    const enable = await as(app, staff, 'POST', '/api/auth/2fa/enable', {
      code: await freshTotpCode(setup.json().secret),
    });
    expect(enable.statusCode, enable.body).toBe(200);
    const enrolled = { user: staff.user, cookie: sessionCookieOf(enable) };
    expect((await as(app, enrolled, 'GET', '/api/auth/sessions')).statusCode).toBe(200);
    expect((await as(app, enrolled, 'GET', '/api/admin/data/stats')).statusCode).toBe(200);
    expect((await as(app, enrolled, 'GET', '/api/auth/me')).json().twoFactorRequired).toBe(false);

    // Members are outside the `staff` scope.
    const plain = await member('member', true);
    expect((await as(app, plain, 'GET', '/api/auth/sessions')).statusCode).toBe(200);
    expect((await as(app, plain, 'GET', '/api/auth/me')).json().twoFactorRequired).toBe(false);
  });

  it('all: holds every member without a second factor at enrolment, and signing out still works', async () => {
    const app = await appWith({ REQUIRE_TWO_FACTOR: 'all' });
    const plain = await member('member', true);
    await expectRefused(app, plain);
    await expectEnrolmentOpen(app, plain);
    const out = await as(app, plain, 'POST', '/api/auth/logout');
    expect(out.statusCode, out.body).toBe(200);
  });

  it('off (the default): /api/auth/me has no flag and nothing is held', async () => {
    const plain = await member('member', true);
    const me = await as(t.ctx.app, plain, 'GET', '/api/auth/me');
    expect(me.json()).not.toHaveProperty('twoFactorRequired');
    expect((await as(t.ctx.app, plain, 'GET', '/api/auth/sessions')).statusCode).toBe(200);
  });
});

describe('mustEnrolSecondFactor', () => {
  const on = (scope: 'off' | 'staff' | 'all') => ({
    REQUIRE_VERIFIED_EMAIL_TO_POST: false,
    REQUIRE_TWO_FACTOR: scope,
  });
  const user = (role: 'member' | 'staff' | 'admin', factor: 'none' | 'totp' | 'key') => ({
    role,
    emailVerifiedAt: null,
    totpEnabledAt: factor === 'totp' ? new Date() : null,
    hasSecurityKey: factor === 'key',
  });

  it('covers the scope without a second factor; a security key counts like TOTP', () => {
    expect(mustEnrolSecondFactor(on('off'), user('admin', 'none'))).toBe(false);
    expect(mustEnrolSecondFactor(on('staff'), user('admin', 'none'))).toBe(true);
    expect(mustEnrolSecondFactor(on('staff'), user('staff', 'none'))).toBe(true);
    expect(mustEnrolSecondFactor(on('staff'), user('member', 'none'))).toBe(false);
    expect(mustEnrolSecondFactor(on('all'), user('member', 'none'))).toBe(true);
    expect(mustEnrolSecondFactor(on('all'), user('member', 'key'))).toBe(false);
    expect(mustEnrolSecondFactor(on('all'), user('staff', 'totp'))).toBe(false);
  });
});
