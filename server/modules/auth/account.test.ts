/**
 * Account security through the real HTTP app: verification, env roles, reset, change,
 * sessions and their limits, two-factor. Links are read from the outbox the offline sender writes.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { roleChanges, users } from '../../db/schema/index';
import {
  createTestContext,
  newMember,
  sessionCookieOf,
  signUp,
  signUpStaff,
  waitForEmail,
  type TestContext,
} from '../../test/harness';
import { freshTotpCode } from '../../test/totp-codes';
import { generate } from 'otplib';
import { applyRoleBootstrap } from './roles.service';
import { hashPassword } from './passwords';
import { TOO_COMMON_PASSWORD } from './passwords';

const SQUATTED = 'owner-staff@example.com';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { STAFF_EMAILS: SQUATTED, ADMIN_EMAILS: 'owner-admin@example.com' },
    { seed: false },
  );
});
afterAll(() => ctx.close());
afterEach(() => vi.useRealTimers());

const post = (url: string, payload: unknown, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
  });
const me = (cookie: string) => ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });
let ipCounter = 0;
/** A reset request from a fresh IP each time, so only the per-address limit applies. */
const forgot = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`,
  });
const tokenOf = (link: string | null) => new URL(link!).searchParams.get('token')!;

describe('e-mail verification and env roles', () => {
  it('sends a single-use link at sign-up; verifying marks the address and issues a new session id', async () => {
    const input = newMember('Vera Verify');
    const { cookie, user } = await signUp(ctx.app, input);
    expect(user.emailVerified).toBe(false);
    const mail = await waitForEmail(ctx, input.email, 'Confirm your email');
    expect(mail.link).toMatch(/^http:\/\/localhost:\d+\/verify-email\?token=/);
    const res = await post('/api/auth/verify-email', { token: tokenOf(mail.link) }, cookie);
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookieOf(res);
    expect(fresh).not.toBe(cookie);
    expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(fresh)).json().emailVerified).toBe(true);
    // Replay changes nothing; it says the address is verified already.
    const again = await post('/api/auth/verify-email', { token: tokenOf(mail.link) });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ alreadyVerified: true });
    expect(again.cookies.find((c) => c.name === 'hearsay_session')).toBeUndefined();
  });

  it('never gives the squatted staff address the role, at sign-up or at restart; the verified owner gets it, logged', async () => {
    const squatter = await signUp(ctx.app, { ...newMember('Squat Ter'), email: SQUATTED });
    expect(squatter.user.role).toBe('member');
    await applyRoleBootstrap(ctx.handle.db, ctx.config);
    expect((await me(squatter.cookie)).json().role).toBe('member');
    expect(
      (await ctx.app.inject({ url: '/api/admin/data/users', headers: { cookie: squatter.cookie } }))
        .statusCode,
    ).toBe(403);

    // An account that got the role through the old hole loses it at start-up until verified.
    await ctx.handle.db.update(users).set({ role: 'staff' }).where(eq(users.email, SQUATTED));
    await applyRoleBootstrap(ctx.handle.db, ctx.config);
    const [row] = await ctx.handle.db.select().from(users).where(eq(users.email, SQUATTED));
    expect(row!.role).toBe('member');

    // The owner of the mailbox takes the account back by reset, then verifies: now staff, logged.
    await forgot(SQUATTED);
    const reset = await waitForEmail(ctx, SQUATTED, 'Reset your Hearsay password');
    expect(
      (
        await post('/api/auth/reset-password', {
          token: tokenOf(reset.link),
          password: 'owner-takes-it-back',
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(squatter.cookie)).statusCode).toBe(401);
    const verifyMail = await waitForEmail(ctx, SQUATTED, 'Confirm your email');
    const ownerLogin = await login(SQUATTED, 'owner-takes-it-back');
    const verified = await post(
      '/api/auth/verify-email',
      { token: tokenOf(verifyMail.link) },
      sessionCookieOf(ownerLogin),
    );
    expect(verified.statusCode).toBe(200);
    expect((await me(sessionCookieOf(verified))).json().role).toBe('staff');
    const log = await ctx.handle.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.email, SQUATTED))
      .orderBy(roleChanges.id);
    expect(log.map((r) => [r.fromRole, r.toRole, r.source, r.actor])).toEqual([
      ['staff', 'member', 'env', 'start-up: unverified address'],
      ['member', 'staff', 'env', 'STAFF_EMAILS'],
    ]);
  });

  it('resends the verification link, rate-limited per account', async () => {
    const input = newMember();
    const { cookie } = await signUp(ctx.app, input);
    for (let i = 0; i < 3; i++)
      expect((await post('/api/auth/verify-email/resend', {}, cookie)).statusCode).toBe(200);
    const limited = await post('/api/auth/verify-email/resend', {}, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe('rate_limited');
  });
});

describe('passwords', () => {
  it('refuses common passwords with the issue text, keeps the spec messages, accepts 64+ characters without truncation', async () => {
    for (const password of ['123456', 'password', 'qwerty123', 'iloveyou']) {
      const res = await post('/api/auth/register', { ...newMember(), password });
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_error', message: TOO_COMMON_PASSWORD });
    }
    expect(
      (await post('/api/auth/register', { ...newMember(), password: 'short' })).json().message,
    ).toBe('Password must be at least 6 characters');
    const long = 'a-long-passphrase-'.repeat(5); // 90 characters
    const input = { ...newMember(), password: long };
    expect((await post('/api/auth/register', input)).statusCode).toBe(201);
    expect((await login(input.email, long)).statusCode).toBe(200);
    expect((await login(input.email, long.slice(0, 72))).statusCode).toBe(401);
  });

  it("keeps the members' 6-character minimum and asks 12 of staff at a password change (decision 023)", async () => {
    const member = newMember();
    const { cookie } = await signUp(ctx.app, member);
    const change = (c: string, currentPassword: string, newPassword: string) =>
      post('/api/auth/change-password', { currentPassword, newPassword }, c);
    expect((await change(cookie, member.password, 'Zq8#wL')).statusCode).toBe(200);
    const staffInput = newMember('Floor Keeper');
    const staff = await signUpStaff(ctx, staffInput);
    const short = await change(staff.cookie, staffInput.password, 'Zq8#wLm2vK');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'validation_error',
      message: 'Staff and admin passwords must be at least 12 characters.',
    });
    expect((await change(staff.cookie, staffInput.password, 'Zq8#wLm2vK!p')).statusCode).toBe(200);
  });

  it('upgrades a hash made with older argon2 parameters at the next successful sign-in', async () => {
    const input = newMember();
    await signUp(ctx.app, input);
    const old = await hashPassword(
      { ARGON2_MEMORY_KIB: 512, ARGON2_TIME_COST: 2, ARGON2_PARALLELISM: 1 },
      input.password,
    );
    await ctx.handle.db.update(users).set({ password: old }).where(eq(users.email, input.email));
    expect((await login(input.email, input.password)).statusCode).toBe(200);
    const [row] = await ctx.handle.db
      .select({ password: users.password })
      .from(users)
      .where(eq(users.email, input.email));
    expect(row!.password).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
  });

  it('forgot password: same answer for unknown addresses, 5 per 30 min per address, single-use link, ends every session', async () => {
    const input = newMember();
    const first = await signUp(ctx.app, input);
    const second = sessionCookieOf(await login(input.email, input.password));
    const known = await forgot(input.email);
    const unknown = await forgot('nobody-here@example.com');
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await waitForEmail(ctx, input.email, 'Reset your Hearsay password');
    const token = tokenOf(mail.link);

    expect(
      (await post('/api/auth/reset-password', { token, password: '123456' })).json().message,
    ).toBe(TOO_COMMON_PASSWORD);
    // A refused password does not spend the link.
    const token2 = token;
    expect(
      (await post('/api/auth/reset-password', { token: token2, password: 'brand-new-secret' }))
        .statusCode,
    ).toBe(200);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(401);
    expect(
      (
        await post('/api/auth/reset-password', { token: token2, password: 'another-new-one' })
      ).json().error,
    ).toBe('invalid_token');
    expect((await login(input.email, 'brand-new-secret')).statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(401);

    for (let i = 0; i < 4; i++) expect((await forgot(input.email)).statusCode).toBe(200);
    expect((await forgot(input.email)).statusCode).toBe(429);
  });

  it('limits reset requests per IP across addresses', async () => {
    const ask = (n: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: `ip-${n}@example.com` },
        remoteAddress: '10.7.7.7',
      });
    for (let i = 0; i < 5; i++) expect((await ask(i)).statusCode).toBe(200);
    expect((await ask(9)).statusCode).toBe(429);
  });

  it('change password needs the current one and can sign out every other session', async () => {
    const input = newMember();
    const a = await signUp(ctx.app, input);
    const b = sessionCookieOf(await login(input.email, input.password));
    const wrong = await post(
      '/api/auth/change-password',
      { currentPassword: 'not-it-at-all', newPassword: 'new-secret-words' },
      a.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('wrong_password');
    const ok = await post(
      '/api/auth/change-password',
      { currentPassword: input.password, newPassword: 'new-secret-words', signOutOthers: true },
      a.cookie,
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().signedOut).toBe(1);
    const rotated = sessionCookieOf(ok);
    expect(rotated).not.toBe(a.cookie);
    expect((await me(a.cookie)).statusCode).toBe(401);
    expect((await me(b)).statusCode).toBe(401);
    expect((await me(rotated)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('lists where you are signed in with device and this-device mark; signs out one', async () => {
    const input = newMember();
    const a = await signUp(ctx.app, input);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: input.password },
      headers: {
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      },
    });
    const list = await ctx.app.inject({ url: '/api/auth/sessions', headers: { cookie: a.cookie } });
    const sessions = list.json().sessions as { id: string; device: string; current: boolean }[];
    expect(sessions).toHaveLength(2);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = sessions.find((s) => !s.current)!;
    expect(phone.device).toBe('Safari on iOS');
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/auth/sessions/${phone.id}`,
          headers: { cookie: a.cookie },
        })
      ).statusCode,
    ).toBe(200);
    expect((await me(sessionCookieOf(other))).statusCode).toBe(401);
    expect((await me(a.cookie)).statusCode).toBe(200);
    // Another member's session id is not found from here.
    const stranger = await signUp(ctx.app);
    const theirs = (
      await ctx.app.inject({ url: '/api/auth/sessions', headers: { cookie: stranger.cookie } })
    ).json().sessions[0].id;
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/auth/sessions/${theirs}`,
          headers: { cookie: a.cookie },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('members: idle 7 days and absolute 30 days, activity writes at most once a minute (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2030-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const { cookie } = await signUp(ctx.app);
    const at = async (ms: number) => {
      vi.setSystemTime(new Date(start.getTime() + ms));
      return (await me(cookie)).statusCode;
    };
    const day = 86_400_000;
    ctx.resetQueryCount();
    expect(await at(30_000)).toBe(200);
    const withinMinute = ctx.queryCount();
    ctx.resetQueryCount();
    expect(await at(90_000)).toBe(200);
    expect(ctx.queryCount()).toBe(withinMinute + 1); // one touch write after a minute
    for (let d = 6; d < 30; d += 6) expect(await at(d * day)).toBe(200);
    expect(await at(30 * day + 1000)).toBe(401);

    vi.setSystemTime(start);
    const idle = await signUp(ctx.app);
    vi.setSystemTime(new Date(start.getTime() + 7 * day + 1000));
    expect((await me(idle.cookie)).statusCode).toBe(401);
  });

  it('staff: idle 30 minutes and absolute 12 hours (fake clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = new Date('2031-01-01T00:00:00Z');
    vi.setSystemTime(start);
    const staff = await signUpStaff(ctx, 'Lifetime Keeper');
    const minute = 60_000;
    vi.setSystemTime(new Date(start.getTime() + 29 * minute));
    expect((await me(staff.cookie)).statusCode).toBe(200);
    for (let m = 55; m < 12 * 60; m += 25) {
      vi.setSystemTime(new Date(start.getTime() + m * minute));
      expect((await me(staff.cookie)).statusCode, `minute ${m}`).toBe(200);
    }
    vi.setSystemTime(new Date(start.getTime() + 12 * 60 * minute + 1000));
    expect((await me(staff.cookie)).statusCode).toBe(401);

    vi.setSystemTime(start);
    const idle = await signUpStaff(ctx, 'Idle Watcher');
    vi.setSystemTime(new Date(start.getTime() + 31 * minute));
    expect((await me(idle.cookie)).statusCode).toBe(401);
  });
});

describe('two-factor', () => {
  it('staff pass TOTP or a single-use recovery code after sign-in; 5 failed tries per 15 minutes', async () => {
    const input = newMember('Two Factor');
    const staff = await signUpStaff(ctx, input);
    expect(staff.recoveryCodes).toHaveLength(10);
    expect(
      (await ctx.app.inject({ url: '/api/feedback', headers: { cookie: staff.cookie } }))
        .statusCode,
    ).toBe(200);

    const fresh = sessionCookieOf(await login(input.email, input.password));
    expect(
      (await ctx.app.inject({ url: '/api/feedback', headers: { cookie: fresh } })).json().error,
    ).toBe('mfa_required');
    const ok = await post(
      '/api/auth/2fa/verify',
      { code: await freshTotpCode(staff.totpSecret) },
      fresh,
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: '/api/feedback', headers: { cookie: sessionCookieOf(ok) } }))
        .statusCode,
    ).toBe(200);

    const next = sessionCookieOf(await login(input.email, input.password));
    const code = staff.recoveryCodes[0]!;
    expect(
      (await post('/api/auth/2fa/verify', { code: code.toUpperCase() }, next)).json().method,
    ).toBe('recovery');
    const replay = sessionCookieOf(await login(input.email, input.password));
    expect((await post('/api/auth/2fa/verify', { code }, replay)).json().error).toBe(
      'invalid_code',
    );
    // Successes give their try back: only the replay counted so far. Four more
    // wrong codes make 5 failures in the window; the 6th try is refused before the code is checked.
    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/2fa/verify', { code: '000000' }, replay)).statusCode).toBe(400);
    const limited = await post(
      '/api/auth/2fa/verify',
      { code: await generate({ secret: staff.totpSecret }) },
      replay,
    );
    expect(limited.statusCode).toBe(429);
  });

  it('accepts a TOTP code once: the same code again within its window is refused', async () => {
    const input = newMember('Replay Staff');
    const staff = await signUpStaff(ctx, input);
    const code = await freshTotpCode(staff.totpSecret);
    const first = sessionCookieOf(await login(input.email, input.password));
    expect((await post('/api/auth/2fa/verify', { code }, first)).statusCode).toBe(200);
    const second = sessionCookieOf(await login(input.email, input.password));
    const replayed = await post('/api/auth/2fa/verify', { code }, second);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json()).toEqual({
      error: 'invalid_code',
      message: 'That code is not correct. Please try again.',
    });
    // The enrolment code was used too: it cannot pass a sign-in either.
    expect(
      (await ctx.app.inject({ url: '/api/feedback', headers: { cookie: second } })).json().error,
    ).toBe('mfa_required');
  });

  it('members may turn it on; then member routes wait for the code', async () => {
    const input = newMember();
    const { cookie } = await signUp(ctx.app, input);
    const setup = await post('/api/auth/2fa/setup', {}, cookie);
    expect(setup.json().qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.json().otpauthUrl).toContain('otpauth://totp/Hearsay');
    const enable = await post(
      '/api/auth/2fa/enable',
      { code: await freshTotpCode(setup.json().secret) },
      cookie,
    );
    expect(enable.statusCode).toBe(200);
    const fresh = sessionCookieOf(await login(input.email, input.password));
    const blocked = await ctx.app.inject({ url: '/api/genres', headers: { cookie: fresh } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe('mfa_required');
    expect((await me(fresh)).json()).toMatchObject({ twoFactorEnabled: true, mfaPassed: false });
  });
});
