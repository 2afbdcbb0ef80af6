/**
 * Dead links and password changes say what is wrong, through the real HTTP app:
 * a spent verification link of a verified address, a reset link checked when its page opens, and
 * the change-password form's missing fields and reused password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  newMember,
  signUp,
  waitForEmail,
  type TestContext,
} from '../../test/harness';
import {
  ALREADY_VERIFIED,
  CURRENT_PASSWORD_MISSING,
  NEW_PASSWORD_MISSING,
  SAME_PASSWORD,
} from './account-links';
import { INVALID_LINK } from './auth.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const tokenOf = (link: string | null) => new URL(link!).searchParams.get('token')!;
const sessionOf = (res: { cookies: { name: string; value: string }[] }) =>
  `hearsay_session=${res.cookies.find((c) => c.name === 'hearsay_session')!.value}`;

describe('a spent verification link', () => {
  it('tells a verified member the address is already verified, signed in or not; an unknown link stays invalid', async () => {
    const input = newMember('Val Verified');
    const { cookie } = await signUp(ctx.app, input);
    const token = tokenOf((await waitForEmail(ctx, input.email, 'Confirm your email')).link);
    const first = await post('/api/auth/verify-email', { token }, cookie);
    expect(first.statusCode).toBe(200);
    const fresh = sessionOf(first);

    for (const who of [fresh, undefined]) {
      const again = await post('/api/auth/verify-email', { token }, who);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({
        success: true,
        emailVerified: true,
        alreadyVerified: true,
        message: ALREADY_VERIFIED,
      });
    }
    // A verified member opening a link that is no link at all: nothing to do either.
    expect(
      (await post('/api/auth/verify-email', { token: 'not-a-real-token' }, fresh)).json(),
    ).toMatchObject({ alreadyVerified: true });
    // Without a session, an unknown link is still "invalid or has expired".
    const unknown = await post('/api/auth/verify-email', { token: 'not-a-real-token' });
    expect([unknown.statusCode, unknown.json()]).toEqual([
      400,
      { error: 'invalid_token', message: INVALID_LINK },
    ]);
  });

  it('keeps "invalid or has expired" for an unverified member whose link is dead', async () => {
    const input = newMember('Una Unverified');
    const { cookie } = await signUp(ctx.app, input);
    const res = await post('/api/auth/verify-email', { token: 'x'.repeat(43) }, cookie);
    expect([res.statusCode, res.json().error]).toEqual([400, 'invalid_token']);
  });
});

describe('POST /api/auth/reset-password/check', () => {
  it('accepts a live link without using it up, and refuses a spent or unknown one', async () => {
    const input = newMember('Rita Reset');
    await signUp(ctx.app, input);
    expect((await post('/api/auth/forgot-password', { email: input.email })).statusCode).toBe(200);
    const token = tokenOf(
      (await waitForEmail(ctx, input.email, 'Reset your Hearsay password')).link,
    );

    expect((await post('/api/auth/reset-password/check', { token })).json()).toEqual({
      success: true,
    });
    expect((await post('/api/auth/reset-password/check', { token })).statusCode).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token, password: 'a fresh long passphrase 42' }))
        .statusCode,
    ).toBe(200);
    const spent = await post('/api/auth/reset-password/check', { token });
    expect([spent.statusCode, spent.json()]).toEqual([
      400,
      { error: 'invalid_token', message: INVALID_LINK },
    ]);
    expect((await post('/api/auth/reset-password/check', { token: 'nope' })).statusCode).toBe(400);
    expect((await post('/api/auth/reset-password/check', {})).statusCode).toBe(400);
  });
});

describe('POST /api/auth/change-password', () => {
  it('names the missing field and refuses the current password as the new one', async () => {
    const input = newMember('Cora Change');
    const { cookie } = await signUp(ctx.app, input);
    const change = (currentPassword: string, newPassword: string) =>
      post('/api/auth/change-password', { currentPassword, newPassword }, cookie);

    expect((await change('', '')).json()).toEqual({
      error: 'validation_error',
      message: CURRENT_PASSWORD_MISSING,
    });
    expect((await change(input.password, '')).json()).toEqual({
      error: 'validation_error',
      message: NEW_PASSWORD_MISSING,
    });
    const same = await change(input.password, input.password);
    expect([same.statusCode, same.json()]).toEqual([
      400,
      { error: 'validation_error', message: SAME_PASSWORD },
    ]);
    // The password is unchanged and a real change still works.
    expect(
      (await post('/api/auth/login', { email: input.email, password: input.password })).statusCode,
    ).toBe(200);
    expect((await change(input.password, 'another long passphrase 77')).statusCode).toBe(200);
  });
});

describe('the reset-link check under the address limit', () => {
  it('does not count opening a live link, and still stops guessing', async () => {
    const limited = await createTestContext({ AUTH_RATE_LIMIT_MAX: '4' }, { seed: false });
    try {
      const input = newMember('Gus Guess');
      await signUp(limited.app, input);
      const check = (token: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password/check',
          payload: { token },
        });
      expect(
        (
          await limited.app.inject({
            method: 'POST',
            url: '/api/auth/forgot-password',
            payload: { email: input.email },
          })
        ).statusCode,
      ).toBe(200);
      const token = tokenOf(
        (await waitForEmail(limited, input.email, 'Reset your Hearsay password')).link,
      );
      for (let i = 0; i < 8; i++) expect((await check(token)).statusCode).toBe(200);
      const guesses: number[] = [];
      for (let i = 0; i < 6; i++) guesses.push((await check(`guess-${i}`)).statusCode);
      expect(guesses[0]).toBe(400);
      expect(guesses).toContain(429);
    } finally {
      await limited.close();
    }
    // It builds and migrates its own database (a hook's work, under the hooks' 60 s, not 20 s).
  }, 60_000);
});
