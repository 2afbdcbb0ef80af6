/**
 * Secrets at rest through the real app (decision 041): a TOTP secret is stored sealed, a secret and
 * a VAPID pair stored before sealing are sealed by the at-start step with no plaintext left, and the
 * member still signs in with a TOTP code afterwards.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { generateSecret } from 'otplib';
import { useTestApp } from '../test/factories';
import { newMember, sessionCookieOf, signUp } from '../test/harness';
import { freshTotpCode } from '../test/totp-codes';
import { sealStoredSecrets } from './seal-stored-secrets';

const t = useTestApp({ seed: false, members: ['enrolled'] as const });
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.ctx.handle.db.execute(query)) as unknown as { rows: T[] }).rows;
const storedSecret = async (userId: number) =>
  (await rows<{ s: string }>(sql`select totp_secret as s from users where id = ${userId}`))[0]!.s;

/** Signs in with password then TOTP code; resolves with the code step's status. */
async function signInWithTotp(email: string, password: string, secret: string) {
  const login = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  });
  expect(login.statusCode, login.body).toBe(200);
  const verify = await t.ctx.app.inject({
    method: 'POST',
    url: '/api/auth/2fa/verify',
    payload: { code: await freshTotpCode(secret) },
    headers: { cookie: sessionCookieOf(login) },
  });
  return verify.statusCode;
}

describe('secrets at rest', () => {
  it('stores a new TOTP secret sealed', async () => {
    const setup = await t.call(t.enrolled, 'POST', '/api/auth/2fa/setup');
    const { secret } = setup.json<{ secret: string }>();
    const stored = await storedSecret(t.enrolled.user.id);
    expect(stored).toMatch(/^s1\./);
    expect(stored).not.toContain(secret);
    const enable = await t.call(t.enrolled, 'POST', '/api/auth/2fa/enable', {
      code: await freshTotpCode(secret),
    });
    expect(enable.statusCode, enable.body).toBe(200);
  });

  it('seals secrets stored before sealing, leaving no plaintext, and TOTP sign-in still works', async () => {
    const input = newMember('Legacy Secret');
    const legacy = await signUp(t.ctx.app, input);
    const secret = generateSecret();
    // Two-factor as an older release stored it: the secret in the clear (set after the key call).
    const setLegacySecret = () =>
      t.ctx.handle.db.execute(
        sql`update users set totp_secret = ${secret}, totp_enabled_at = now() where id = ${legacy.user.id}`,
      );
    // The VAPID pair as an older release stored it: plain JSON.
    const key = await t.call(legacy, 'GET', '/api/push/public-key');
    expect(key.statusCode).toBe(200);
    const { publicKey } = key.json<{ publicKey: string }>();
    const pair = JSON.stringify({ publicKey, privateKey: 'private-key-stored-in-the-clear' });
    await t.ctx.handle.db.execute(sql`update server_keys set value = ${pair} where name = 'vapid'`);
    await setLegacySecret();

    expect(await sealStoredSecrets(t.ctx.handle.db)).toBe(2);
    expect(await sealStoredSecrets(t.ctx.handle.db)).toBe(0);

    const sealed = await storedSecret(legacy.user.id);
    expect(sealed).toMatch(/^s1\./);
    expect(sealed).not.toContain(secret);
    const plain = await rows<{ n: number }>(
      sql`select count(*)::int as n from users where totp_secret is not null and totp_secret not like 's1.%'`,
    );
    expect(plain[0]!.n).toBe(0);
    const [vapid] = await rows<{ value: string }>(
      sql`select value from server_keys where name = 'vapid'`,
    );
    expect(vapid!.value).toMatch(/^s1\./);
    expect(vapid!.value).not.toContain('private-key-stored-in-the-clear');

    expect(await signInWithTotp(input.email, input.password, secret)).toBe(200);
  });
});
