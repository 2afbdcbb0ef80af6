import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  newMember,
  signUp,
  waitForEmail,
  type TestContext,
} from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    STAFF_EMAILS: 'staff@example.com',
    ADMIN_EMAILS: 'boss@example.com',
  });
});
afterAll(() => ctx.close());

const register = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/register', payload });

describe('POST /api/auth/register', () => {
  it('gives each of many simultaneous sign-ups with one name its own slug (no 409)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          payload: newMember('Same Name Racer'),
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const slugs = answers.map((a) => a.json<{ slug: string }>().slug);
    expect(new Set(slugs).size).toBe(12);
    for (const slug of slugs) expect(slug).toMatch(/^same-name-racer(-\d+)?$/);
  });

  it('answers each rule of spec 000 §5 in order', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ email: '', displayName: 'Ann', password: 'secret1' }, 'Please fill in all fields'],
      [
        { email: 'a@b.co', displayName: 'R2D2', password: 'x' },
        'Display name can only contain letters, spaces, hyphens, and apostrophes',
      ],
      [
        { email: 'a@b.co', displayName: 'A', password: 'x' },
        'Display name must be between 2 and 50 characters',
      ],
      [
        { email: 'a@b.co', displayName: 'Ann', password: 'short' },
        'Password must be at least 6 characters',
      ],
      [
        { email: 'not-an-email', displayName: 'Ann', password: 'secret1' },
        'Please enter a valid email address',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await register(payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toEqual({ error: 'validation_error', message });
    }
  });

  it('creates the member with a session cookie that is HttpOnly, SameSite=Lax, Path=/', async () => {
    const input = newMember('Zoë O’Brien-Smith');
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      displayName: 'Zoë O’Brien-Smith',
      email: input.email,
      role: 'member',
      genres: [],
    });
    expect(body).not.toHaveProperty('password');
    expect(body.slug).toMatch(/^zoe-o-brien-smith(-\d+)?$/);
    const cookie = res.cookies.find((c) => c.name === 'hearsay_session')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.path).toBe('/');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('marks the cookie Secure behind HTTPS', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newMember(),
      headers: { 'x-forwarded-proto': 'https' },
    });
    // TRUST_PROXY is off in tests, so a forwarded header alone must not make it Secure.
    expect(res.cookies.find((c) => c.name === 'hearsay_session')!.secure).toBeFalsy();
  });

  it('answers a second sign-up with the same email like a new one, opens no session and tells the owner', async () => {
    const input = newMember('Owner Name');
    const owner = await signUp(ctx.app, input);
    const res = await register({
      ...input,
      email: input.email.toUpperCase(),
      password: 'another-passphrase',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(Object.keys(owner.user).sort());
    expect(body).toMatchObject({
      email: input.email,
      role: 'member',
      emailVerified: false,
      genres: [],
    });
    expect(body.id).toBeGreaterThan(owner.user.id);
    const cookie = res.cookies.find((c) => c.name === 'hearsay_session')!;
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The cookie opens nothing, and the owner's password was not changed.
    expect(
      (
        await ctx.app.inject({
          url: '/api/auth/me',
          headers: { cookie: `hearsay_session=${cookie.value}` },
        })
      ).statusCode,
    ).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: input.password },
    });
    expect(login.statusCode).toBe(200);
    const mail = await waitForEmail(ctx, input.email, 'Someone tried to sign up');
    expect(mail.text).toContain('/forgot-password');
  });

  it('gives members with the same display name distinct slugs', async () => {
    const a = await signUp(ctx.app, 'Same Name');
    const b = await signUp(ctx.app, 'Same Name');
    expect(a.user.slug).not.toBe(b.user.slug);
    expect(b.user.slug).toMatch(/^same-name/);
  });

  it('gives no role from STAFF_EMAILS and ADMIN_EMAILS at sign-up: the address is not verified yet', async () => {
    const staff = await signUp(ctx.app, { ...newMember(), email: 'Staff@example.com' });
    const boss = await signUp(ctx.app, { ...newMember(), email: 'boss@example.com' });
    expect(staff.user.role).toBe('member');
    expect(boss.user.role).toBe('member');
    expect(staff.user.emailVerified).toBe(false);
  });
});

describe('sessions', () => {
  it('GET /api/auth/me answers 401 without a session and the user with one', async () => {
    expect((await ctx.app.inject({ url: '/api/auth/me' })).statusCode).toBe(401);
    const { cookie, user } = await signUp(ctx.app);
    const me = await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('login fails the same way for an unknown email and a wrong password', async () => {
    const input = newMember();
    await signUp(ctx.app, input);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: 'nope-nope' },
    });
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  it('login requires both fields', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@b.co' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter both email and password');
  });

  it('issues a new token at each login and logout revokes it on the server', async () => {
    const input = newMember();
    const first = await signUp(ctx.app, input);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email.toUpperCase(), password: input.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = `hearsay_session=${login.cookies.find((c) => c.name === 'hearsay_session')!.value}`;
    expect(cookie).not.toBe(first.cookie);

    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    // The registration session of another browser is untouched.
    expect(
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: first.cookie } })).statusCode,
    ).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const { cookie } = await signUp(ctx.app);
    const token = cookie.split('=')[1]!;
    const rows = await ctx.handle.db.execute(`select token_hash from sessions`);
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes).not.toContain(token);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });
});

describe('rate limits', () => {
  it(
    'answers 429 with Retry-After after too many sign-in attempts from one IP',
    { timeout: 60_000 },
    async () => {
      const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: '3' }, { seed: false });
      try {
        const attempt = (remoteAddress = '10.9.9.9') =>
          limited.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: 'x@y.zz', password: 'whatever' },
            remoteAddress,
          });
        for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
        const res = await attempt();
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().error).toBe('rate_limited');
        // Another IP is not affected.
        expect((await attempt('10.9.9.8')).statusCode).toBe(401);
      } finally {
        await limited.close();
      }
    },
  );
});
