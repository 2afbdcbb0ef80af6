/**
 * E-mails speak the member's language (decision 047), through the real HTTP app: the sign-up
 * page's language becomes the account's, the verification e-mail is written in it, the member
 * can change it (PUT /api/users/{id}/locale, an unknown language is a 400), and the next e-mail
 * (a password reset) follows; English stays the contract's words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, newMember, waitForEmail, type TestContext } from '../../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

async function register(acceptLanguage: string) {
  const input = newMember('Lena Sprache');
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: input,
    headers: { 'accept-language': acceptLanguage },
  });
  expect(res.statusCode).toBe(201);
  const session = res.cookies.find((c) => c.name === 'hearsay_session')!;
  return {
    input,
    user: res.json<{ id: number; locale: string | null }>(),
    cookie: `hearsay_session=${session.value}`,
  };
}

describe('e-mails in the member’s language', () => {
  it('writes the verification in the sign-up language, and a reset in the saved one', async () => {
    const { input, user, cookie } = await register('de-AT,de;q=0.9,en;q=0.5');
    expect(user.locale).toBe('de');
    const verification = await waitForEmail(ctx, input.email, 'Bestätige deine E-Mail-Adresse');
    expect(verification.text).toContain(`Hallo ${input.displayName},`);
    expect(verification.link).toContain('/verify-email?token=');

    const put = (locale: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/users/${user.id}/locale`,
        payload: { locale },
        headers: { cookie },
      });
    expect((await put('xx')).statusCode).toBe(400);
    const saved = await put('ar');
    expect([saved.statusCode, saved.json().locale]).toEqual([200, 'ar']);

    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: input.email },
    });
    const reset = await waitForEmail(ctx, input.email, 'أعد تعيين كلمة مرور Hearsay');
    expect(reset.text).toContain('/reset-password?token=');
  });

  it('keeps the English words for an English browser', async () => {
    const { input, user } = await register('en-GB');
    expect(user.locale).toBe('en');
    const verification = await waitForEmail(
      ctx,
      input.email,
      'Confirm your email address for Hearsay',
    );
    expect(verification.text).toContain(
      'Confirm that this is your email address by opening this link within 24 hours:',
    );
  });
});
