/**
 * Auth limits in the shape OWASP recommends, with a way out :
 * people behind one address are never refused for succeeding; a guesser is slowed, then stopped;
 * the owner still gets in from a known device, through the e-mailed unlock link, or after staff
 * lift the pause. Real limits (decision 002) throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  newMember,
  sessionCookieOf,
  signUpStaff,
  waitForEmail,
  type TestContext,
} from '../../test/harness';
import { freshTotpCode } from '../../test/totp-codes';
import { DEVICE_COOKIE } from './signin-guard';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {
      AUTH_RATE_LIMIT_MAX: '10',
      AUTH_RATE_LIMIT_HOURLY_MAX: '30',
      AUTH_FAILURES_HOURLY_MAX: '100',
      SIGNIN_FAILURES_MAX: '25',
    },
    { seed: false },
  );
}, 180_000);
afterAll(() => ctx.close());

let signupIp = 0;
/** Sign-ups come from their own addresses (the sign-up limit is not what these tests are about). */
const register = (input = newMember()) =>
  ctx.app
    .inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: input,
      remoteAddress: `192.0.2.${++signupIp}`,
    })
    .then((res) => ({ input, res, cookie: sessionCookieOf(res) }));
const post = (url: string, remoteAddress: string, payload?: object, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
const deviceCookieOf = (res: { cookies: { name: string; value: string }[] }) => {
  const c = res.cookies.find((x) => x.name === DEVICE_COOKIE);
  if (!c) throw new Error('no device cookie');
  return `${DEVICE_COOKIE}=${c.value}`;
};

describe('six members behind one address', { timeout: 240_000 }, () => {
  it('sign in, open their verification links and pass two-factor all day without a refusal; a few typos too', async () => {
    const NAT = '203.0.113.200';
    const members = [];
    for (let i = 0; i < 6; i++)
      members.push(await register(newMember(`Office Mate ${'ABCDEF'[i]}`)));
    // Each opens the link from their mailbox at the office.
    for (const m of members) {
      const mail = await waitForEmail(ctx, m.input.email, 'Confirm your email');
      const token = new URL(mail.link!).searchParams.get('token')!;
      expect((await post('/api/auth/verify-email', NAT, { token }, m.cookie)).statusCode).toBe(200);
    }
    // Two of them use two-factor; their recovery codes stand in for a day of fresh TOTP codes.
    const recovery = new Map<string, string[]>();
    for (const m of members.slice(0, 2)) {
      const login = await post('/api/auth/login', NAT, {
        email: m.input.email,
        password: m.input.password,
      });
      const cookie = sessionCookieOf(login);
      const setup = await post('/api/auth/2fa/setup', NAT, undefined, cookie);
      const enable = await post(
        '/api/auth/2fa/enable',
        NAT,
        { code: await freshTotpCode(setup.json().secret) },
        cookie,
      );
      expect(enable.statusCode).toBe(200);
      recovery.set(m.input.email, enable.json().recoveryCodes);
    }
    // A day: 40 sign-ins each (240 from one address, 8× the old 30 per hour), 2FA each time it is on.
    let refused = 0;
    for (let cycle = 0; cycle < 40; cycle++) {
      for (const m of members) {
        // Each member mistypes once during the day.
        if (cycle === 7)
          expect(
            (await post('/api/auth/login', NAT, { email: m.input.email, password: 'typo-typo' }))
              .statusCode,
          ).toBe(401);
        const login = await post('/api/auth/login', NAT, {
          email: m.input.email,
          password: m.input.password,
        });
        if (login.statusCode !== 200) refused++;
        const codes = recovery.get(m.input.email);
        if (codes && cycle % 4 === 0) {
          const passed = await post(
            '/api/auth/2fa/verify',
            NAT,
            { code: codes.pop()! },
            sessionCookieOf(login),
          );
          if (passed.statusCode !== 200) refused++;
        }
        await post('/api/auth/logout', NAT, undefined, sessionCookieOf(login));
      }
    }
    expect(refused).toBe(0);
  });
});

describe('a guesser is stopped, the owner is not', { timeout: 240_000 }, () => {
  it('one address guessing one account is slowed then stopped (back-off), and spraying accounts hits the failures limit', async () => {
    const { input } = await register();
    const guess = (i: number) =>
      post('/api/auth/login', '198.51.100.77', { email: input.email, password: `guess-${i}` });
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await guess(i));
    // 5 free (a fifth of 25), a sixth admitted that starts the wait, then refused with Retry-After.
    expect(answers.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    expect(Number(answers[7]!.headers['retry-after'])).toBeGreaterThanOrEqual(25);
    // The right password from that address waits too (it is the guesser's address and account) ...
    expect(
      (
        await post('/api/auth/login', '198.51.100.77', {
          email: input.email,
          password: input.password,
        })
      ).statusCode,
    ).toBe(429);
    // ... while the owner elsewhere is not affected.
    expect(
      (
        await post('/api/auth/login', '192.0.2.250', {
          email: input.email,
          password: input.password,
        })
      ).statusCode,
    ).toBe(200);
    // Spraying many accounts from one address: 10 failures a minute, then 429.
    const spray = [];
    for (let i = 0; i < 11; i++)
      spray.push(
        (
          await post('/api/auth/login', '198.51.100.78', {
            email: `sprayed${i}@example.com`,
            password: 'Summer2026!',
          })
        ).statusCode,
      );
    expect(spray.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(spray[10]).toBe(429);
  });

  it('a distributed guess locks the account for new devices, but the owner gets in from a known device, by the unlock link, or after staff lift it', async () => {
    const { input } = await register(newMember('Locked Owner'));
    const known = await post('/api/auth/login', '192.0.2.251', {
      email: input.email,
      password: input.password,
    });
    expect(known.statusCode).toBe(200);
    const device = deviceCookieOf(known);
    // 30 guesses from 30 addresses: 25 checked, then the account is paused.
    const codes = [];
    for (let i = 0; i < 30; i++)
      codes.push(
        (
          await post('/api/auth/login', `100.64.0.${i}`, {
            email: input.email,
            password: `guess-${i}`,
          })
        ).statusCode,
      );
    expect(codes.filter((c) => c === 401)).toHaveLength(25);
    expect(codes.slice(25).every((c) => c === 429)).toBe(true);
    // From a new device, even with the right password: paused.
    const fresh = await post('/api/auth/login', '192.0.2.252', {
      email: input.email,
      password: input.password,
    });
    expect(fresh.statusCode).toBe(429);
    expect(fresh.json().message).toMatch(/failed sign-ins for this account/);
    // From the known device: in.
    expect(
      (
        await post(
          '/api/auth/login',
          '192.0.2.253',
          { email: input.email, password: input.password },
          device,
        )
      ).statusCode,
    ).toBe(200);
    // A device cookie of another account, or a forged one, does not count.
    const other = await register();
    const otherLogin = await post('/api/auth/login', '192.0.2.254', {
      email: other.input.email,
      password: other.input.password,
    });
    const forged = device.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (const cookie of [deviceCookieOf(otherLogin), forged])
      expect(
        (
          await post(
            '/api/auth/login',
            '192.0.2.252',
            { email: input.email, password: input.password },
            cookie,
          )
        ).statusCode,
      ).toBe(429);

    // The owner was e-mailed an unlock link at the first refusal: it lifts the pause.
    const mail = await waitForEmail(
      ctx,
      input.email,
      'Sign-ins to your Hearsay account were paused',
    );
    const unlock = await ctx.app.inject({
      url: new URL(mail.link!).pathname + new URL(mail.link!).search,
      remoteAddress: '192.0.2.252',
    });
    expect(unlock.statusCode).toBe(303);
    expect(unlock.headers.location).toBe('/login');
    expect(
      (
        await post('/api/auth/login', '192.0.2.252', {
          email: input.email,
          password: input.password,
        })
      ).statusCode,
    ).toBe(200);
    const badLink = await ctx.app.inject({
      url: '/api/auth/unlock?token=1.99999999999999.' + 'a'.repeat(43),
    });
    expect(badLink.statusCode).toBe(400);

    // Paused again; staff lift it.
    for (let i = 0; i < 26; i++)
      await post('/api/auth/login', `100.65.0.${i}`, {
        email: input.email,
        password: `guess-${i}`,
      });
    expect(
      (
        await post('/api/auth/login', '192.0.2.249', {
          email: input.email,
          password: input.password,
        })
      ).statusCode,
    ).toBe(429);
    const staff = await signUpStaff(ctx, 'Desk Officer');
    const member = await post('/api/auth/login', '192.0.2.248', {
      email: other.input.email,
      password: other.input.password,
    });
    const userId = (
      await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookieOf(member) } })
    ).json().id;
    expect(
      (
        await post(
          `/api/admin/users/${userId}/unlock`,
          '192.0.2.247',
          undefined,
          sessionCookieOf(member),
        )
      ).statusCode,
    ).toBe(403);
    const lockedId = (
      await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: sessionCookieOf(known) } })
    ).json().id;
    expect(
      (await post(`/api/admin/users/${lockedId}/unlock`, '192.0.2.247', undefined, staff.cookie))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post('/api/auth/login', '192.0.2.249', {
          email: input.email,
          password: input.password,
        })
      ).statusCode,
    ).toBe(200);
  });
});
