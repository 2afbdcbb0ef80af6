/**
 * Limits that hold under parallel requests: every counted limit is one atomic
 * step taken before the work, so of a burst of parallel attempts at most the limit reach the
 * expensive check. A wrong password answers 401 only after the argon2 check, a wrong TOTP code 400
 * only after the code check, a reset request 200 only when its e-mail is sent; a refused attempt
 * answers 429 before any of that. So those answers count the checks. `LIMIT_LOG=1` prints them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  newMember,
  sessionCookieOf,
  signUp,
  type TestContext,
} from '../../test/harness';
import { freshTotpCode } from '../../test/totp-codes';

let ctx: TestContext;
beforeAll(async () => {
  // The real per-account numbers; the per-address limits out of the way (other tests cover them).
  ctx = await createTestContext(
    {
      SIGNIN_FAILURES_MAX: '25',
      AUTH_RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_HOURLY_MAX: '100000',
      AUTH_FAILURES_HOURLY_MAX: '100000',
    },
    { seed: false },
  );
}, 180_000);
afterAll(() => ctx.close());

const engine = () => (process.env.TEST_DATABASE_URL ? 'postgresql' : 'pglite');
const report = (limit: string, checked: number, max: number, fired: number) => {
  if (process.env.LIMIT_LOG)
    console.log(
      `[${engine()}] ${limit}: ${checked} of ${fired} parallel attempts checked (limit ${max})`,
    );
};
const count = (answers: { statusCode: number }[], status: number) =>
  answers.filter((a) => a.statusCode === status).length;

describe(
  'parallel attempts reach the expensive check at most the limit',
  { timeout: 180_000 },
  () => {
    it('wrong passwords for one account from 12 addresses: 96 in parallel, at most 25 hashed', async () => {
      const victim = newMember();
      await signUp(ctx.app, victim);
      const answers = await Promise.all(
        Array.from({ length: 96 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: victim.email, password: `wrong-password-${i}` },
            remoteAddress: `198.51.100.${i % 12}`,
          }),
        ),
      );
      report('sign-in failures per account', count(answers, 401), 25, 96);
      expect(count(answers, 401)).toBeLessThanOrEqual(25);
      expect(count(answers, 401) + count(answers, 429)).toBe(96);
    });

    it('wrong passwords for one account from one address: 60 in parallel, at most 6 hashed (5 free, 1 that starts the back-off)', async () => {
      const victim = newMember();
      await signUp(ctx.app, victim);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/login',
            payload: { email: victim.email, password: `wrong-${i}` },
            remoteAddress: '198.51.100.99',
          }),
        ),
      );
      report('sign-in back-off per address + account', count(answers, 401), 6, 60);
      expect(count(answers, 401)).toBeLessThanOrEqual(6);
      expect(count(answers, 401) + count(answers, 429)).toBe(60);
    });

    it('wrong TOTP codes for one account: 60 in parallel, at most 5 checked', async () => {
      const input = newMember();
      const { cookie } = await signUp(ctx.app, input);
      const setup = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/setup',
        headers: { cookie },
      });
      const enable = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/2fa/enable',
        headers: { cookie },
        payload: { code: await freshTotpCode(setup.json().secret) },
      });
      expect(enable.statusCode).toBe(200);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: input.email, password: input.password },
      });
      const signedIn = sessionCookieOf(login);
      const answers = await Promise.all(
        Array.from({ length: 60 }, () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/2fa/verify',
            headers: { cookie: signedIn },
            payload: { code: '000000' },
          }),
        ),
      );
      report('two-factor tries per account', count(answers, 400), 5, 60);
      expect(count(answers, 400)).toBeLessThanOrEqual(5);
      expect(count(answers, 400) + count(answers, 429)).toBe(60);
    });

    it('reset requests for one address from 60 addresses in parallel: at most 5 e-mails', async () => {
      const input = newMember();
      await signUp(ctx.app, input);
      const answers = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: input.email },
            remoteAddress: `203.0.113.${i}`,
          }),
        ),
      );
      report('reset e-mails per address', count(answers, 200), 5, 60);
      expect(count(answers, 200)).toBeLessThanOrEqual(5);
      expect(count(answers, 200) + count(answers, 429)).toBe(60);
    });

    it('verification resends: 50 in parallel, at most 3 e-mails', async () => {
      const { cookie } = await signUp(ctx.app);
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/auth/verify-email/resend',
            headers: { cookie },
          }),
        ),
      );
      report('verification resends per account', count(answers, 200), 3, 50);
      expect(count(answers, 200)).toBeLessThanOrEqual(3);
    });

    it('wrong passwords at delete-account for one session: 50 in parallel, at most 10 checked', async () => {
      const { cookie } = await signUp(ctx.app);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          ctx.app.inject({
            method: 'POST',
            url: '/api/account/delete',
            headers: { cookie },
            payload: { password: `guess-${i}`, removeContent: false },
          }),
        ),
      );
      report('password confirmations per account (delete account)', count(answers, 400), 10, 50);
      expect(count(answers, 400)).toBeLessThanOrEqual(10);
      expect(count(answers, 400) + count(answers, 429)).toBe(50);
    });
  },
);
