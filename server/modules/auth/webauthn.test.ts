/**
 * Security keys (WebAuthn) as a second factor through the real HTTP app (
 * docs/decisions/039), with a software authenticator (server/test/soft-authenticator.ts): register,
 * pass the second-factor step with a key, the refusals (wrong challenge, wrong origin, replay,
 * counter regression, another account's key, malformed bodies) as 4xx, staff passing the staff gate
 * with a key and no TOTP, parallel tries under the account's limit, removal, staff reset, and the
 * audit events of keys and of failed second factors (TOTP included).
 */
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, securityKeys, users } from '../../db/schema/index';
import { useTestApp, type Method } from '../../test/factories';
import {
  newMember,
  sessionCookieOf,
  signUp,
  signUpStaff,
  waitForEmail,
  type SignedInStaff,
} from '../../test/harness';
import { SoftAuthenticator } from '../../test/soft-authenticator';
import { freshTotpCode } from '../../test/totp-codes';
import { MAX_SECURITY_KEYS, relyingPartyOf } from './webauthn.service';

const t = useTestApp({ seed: false });
let rp: { id: string; origin: string };
let staffAdmin: SignedInStaff;
beforeAll(async () => {
  rp = relyingPartyOf(t.ctx.config);
  staffAdmin = await signUpStaff(t.ctx, 'Sid Staff');
});

/** A browser: its cookie follows every Set-Cookie (sessions rotate at each second factor). */
class Browser {
  cookie = '';
  async call(method: Method, url: string, payload?: unknown) {
    const res = await t.ctx.app.inject({
      method,
      url,
      headers: this.cookie ? { cookie: this.cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    if (res.cookies.some((c) => c.name === 'hearsay_session')) this.cookie = sessionCookieOf(res);
    return res;
  }
}

/** A signed-up member in a browser, with their sign-in details. */
async function member(name = 'Kim Keys') {
  const input = newMember(name);
  const signed = await signUp(t.ctx.app, input);
  const browser = new Browser();
  browser.cookie = signed.cookie;
  return { input, id: signed.user.id, browser };
}

/** Registers a new software key for the browser's account; returns it. */
async function addKey(browser: Browser, nickname = 'Blue key') {
  const key = new SoftAuthenticator(rp.origin, rp.id);
  const options = await browser.call('POST', '/api/auth/webauthn/register/options');
  expect(options.statusCode, options.body).toBe(200);
  const res = await browser.call('POST', '/api/auth/webauthn/register/verify', {
    nickname,
    response: key.register(options.json().options),
  });
  expect(res.statusCode, res.body).toBe(200);
  return key;
}

/** Signs in with the password in a fresh browser (second factor not passed yet). */
async function signIn(input: { email: string; password: string }) {
  const browser = new Browser();
  const res = await browser.call('POST', '/api/auth/login', {
    email: input.email,
    password: input.password,
  });
  expect(res.statusCode, res.body).toBe(200);
  return browser;
}

/** Runs the second-factor step with `key`, forging what `forge` says; the verify answer. */
async function passWithKey(
  browser: Browser,
  key: SoftAuthenticator,
  forge: Parameters<SoftAuthenticator['authenticate']>[1] = {},
) {
  const options = await browser.call('POST', '/api/auth/webauthn/authenticate/options');
  expect(options.statusCode, options.body).toBe(200);
  return browser.call('POST', '/api/auth/webauthn/authenticate/verify', {
    response: key.authenticate(options.json().options, forge),
  });
}

const eventsOf = (type: string, target: number) =>
  t.ctx.handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.targetUserId, target)));

describe('registering and signing in with a security key', () => {
  it('adds a key, asks for it at the next sign-in, and lets the session in once it signs', async () => {
    const m = await member();
    await addKey(m.browser, 'Blue key');
    const list = await m.browser.call('GET', '/api/auth/webauthn/keys');
    expect(list.json()).toMatchObject({
      max: MAX_SECURITY_KEYS,
      keys: [{ nickname: 'Blue key', lastUsedAt: null }],
    });
    expect(await eventsOf('security_key_added', m.id)).toHaveLength(1);

    const later = await signIn(m.input);
    const me = await later.call('GET', '/api/auth/me');
    expect(me.json()).toMatchObject({
      hasSecurityKey: true,
      twoFactorEnabled: false,
      mfaPassed: false,
    });
    const gated = await later.call('GET', '/api/notifications/unread-count');
    expect([gated.statusCode, gated.json().error]).toEqual([403, 'mfa_required']);
    // A session that has not passed the key cannot list or add keys either.
    expect((await later.call('GET', '/api/auth/webauthn/keys')).statusCode).toBe(403);
    expect((await later.call('POST', '/api/auth/webauthn/register/options')).statusCode).toBe(403);
  });
});

describe('the second-factor step', () => {
  it('passes with the key: the gate opens, the counter and last use are stored, the pass is audited', async () => {
    const m = await member();
    const key = await addKey(m.browser);
    const later = await signIn(m.input);
    const res = await passWithKey(later, key);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      method: 'security_key',
      user: { mfaPassed: true },
    });
    expect((await later.call('GET', '/api/notifications/unread-count')).statusCode).toBe(200);
    const [row] = await t.ctx.handle.db
      .select()
      .from(securityKeys)
      .where(eq(securityKeys.userId, m.id));
    expect(row!.signCount).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
    expect(await eventsOf('mfa_passed', m.id)).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ method: 'security_key' }) }),
    ]);
  });

  it('refuses a wrong challenge, a wrong origin, a wrong ceremony type and a replay with 400', async () => {
    const m = await member();
    const key = await addKey(m.browser);
    const later = await signIn(m.input);
    const other = Buffer.alloc(32, 7).toString('base64url');
    for (const forge of [
      { challenge: other },
      { origin: 'https://evil.example' },
      { rpId: 'evil.example' },
      { type: 'webauthn.create' },
    ]) {
      const res = await passWithKey(later, key, forge);
      expect([res.statusCode, res.json().error], JSON.stringify(forge)).toEqual([
        400,
        'invalid_security_key',
      ]);
    }
    // The refused tries above each used their challenge up.
    const options = await later.call('POST', '/api/auth/webauthn/authenticate/options');
    const answer = key.authenticate(options.json().options);
    const first = await later.call('POST', '/api/auth/webauthn/authenticate/verify', {
      response: answer,
    });
    expect(first.statusCode, first.body).toBe(200);
    // The same answer again: its challenge is gone (single use), and a new session has none.
    const replay = await later.call('POST', '/api/auth/webauthn/authenticate/verify', {
      response: answer,
    });
    expect([replay.statusCode, replay.json().error]).toEqual([400, 'challenge_expired']);
    const failures = await eventsOf('mfa_failed', m.id);
    expect(failures.map((e) => e.details.reason)).toEqual([
      'invalid_security_key',
      'invalid_security_key',
      'invalid_security_key',
      'invalid_security_key',
      'challenge_expired',
    ]);
  });

  it('refuses a challenge older than five minutes', async () => {
    const m = await member();
    const key = await addKey(m.browser);
    const later = await signIn(m.input);
    const options = await later.call('POST', '/api/auth/webauthn/authenticate/options');
    await t.ctx.handle.db.execute(
      // Age the stored challenge instead of waiting.
      sql`update webauthn_challenges set expires_at = now() - interval '1 second'`,
    );
    const res = await later.call('POST', '/api/auth/webauthn/authenticate/verify', {
      response: key.authenticate(options.json().options),
    });
    expect([res.statusCode, res.json().error]).toEqual([400, 'challenge_expired']);
  });

  it('refuses a counter that goes back (a cloned key), logs and audits it', async () => {
    const m = await member();
    const key = await addKey(m.browser);
    const later = await signIn(m.input);
    expect((await passWithKey(later, key, { counter: 10 })).statusCode).toBe(200);
    const clone = await signIn(m.input);
    for (const counter of [10, 9]) {
      const res = await passWithKey(clone, key, { counter });
      expect([res.statusCode, res.json().error]).toEqual([400, 'security_key_counter']);
    }
    expect((await clone.call('GET', '/api/notifications/unread-count')).statusCode).toBe(403);
    const failures = await eventsOf('mfa_failed', m.id);
    expect(failures.map((e) => [e.details.reason, e.details.reportedCounter])).toEqual([
      ['security_key_counter', 10],
      ['security_key_counter', 9],
    ]);
    // The key still works with a counter above the stored one.
    expect((await passWithKey(clone, key, { counter: 11 })).statusCode).toBe(200);
  });

  it("refuses another account's key", async () => {
    const owner = await member('Olga Owner');
    const ownersKey = await addKey(owner.browser);
    const m = await member();
    await addKey(m.browser);
    const later = await signIn(m.input);
    const res = await passWithKey(later, ownersKey);
    expect([res.statusCode, res.json().error]).toEqual([400, 'unknown_security_key']);
  });

  it('answers malformed credentials with 4xx, never 500', async () => {
    const m = await member();
    const key = await addKey(m.browser);
    const later = await signIn(m.input);
    const bodies: unknown[] = [
      {},
      { response: null },
      { response: { id: 'x' } },
      { response: { ...key.authenticate({ challenge: 'AA' }), type: 'password' } },
      { response: { ...key.authenticate({ challenge: 'AA' }), id: 'not base64 !' } },
    ];
    const valid = key.authenticate({ challenge: 'AA' });
    for (const field of ['clientDataJSON', 'authenticatorData', 'signature'] as const) {
      bodies.push({ response: { ...valid, response: { ...valid.response, [field]: 'AAAA' } } });
      bodies.push({ response: { ...valid, response: { ...valid.response, [field]: '' } } });
    }
    for (const body of bodies) {
      await later.call('POST', '/api/auth/webauthn/authenticate/options');
      const res = await later.call('POST', '/api/auth/webauthn/authenticate/verify', body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
      expect(res.json()).toEqual(
        expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
      );
    }
    // Registration too.
    for (const response of [
      {
        ...key.register({ challenge: 'AA' }),
        response: { clientDataJSON: 'AAAA', attestationObject: 'AAAA' },
      },
      {
        ...key.register({ challenge: 'AA' }),
        response: { clientDataJSON: '', attestationObject: '' },
      },
    ]) {
      const fresh = await member();
      await fresh.browser.call('POST', '/api/auth/webauthn/register/options');
      const res = await fresh.browser.call('POST', '/api/auth/webauthn/register/verify', {
        nickname: 'Broken',
        response,
      });
      expect([res.statusCode, res.json().error]).toEqual([400, 'invalid_security_key']);
    }
  });

  it('counts parallel tries under the account limit before checking them (5 of 40)', async () => {
    const m = await member();
    const key = await addKey(m.browser);
    const later = await signIn(m.input);
    const options = await later.call('POST', '/api/auth/webauthn/authenticate/options');
    const wrong = key.authenticate(options.json().options, { origin: 'https://evil.example' });
    const answers = await Promise.all(
      Array.from({ length: 40 }, () =>
        t.ctx.app.inject({
          method: 'POST',
          url: '/api/auth/webauthn/authenticate/verify',
          headers: { cookie: later.cookie },
          payload: { response: wrong },
        }),
      ),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});

describe('registration rules', () => {
  it('takes a nickname of 1–50 characters and refuses an unknown challenge or an 11th key', async () => {
    const m = await member();
    const key = new SoftAuthenticator(rp.origin, rp.id);
    const options = await m.browser.call('POST', '/api/auth/webauthn/register/options');
    for (const nickname of ['', '   ', 'x'.repeat(51)]) {
      const res = await m.browser.call('POST', '/api/auth/webauthn/register/verify', {
        nickname,
        response: key.register(options.json().options),
      });
      expect(res.statusCode, nickname).toBe(400);
    }
    // No options asked: no challenge to answer.
    const fresh = await member();
    const res = await fresh.browser.call('POST', '/api/auth/webauthn/register/verify', {
      nickname: 'Key',
      response: key.register({ challenge: Buffer.alloc(32).toString('base64url') }),
    });
    expect([res.statusCode, res.json().error]).toEqual([400, 'challenge_expired']);

    for (let i = 0; i < MAX_SECURITY_KEYS; i++) await addKey(m.browser, `Key ${i + 1}`);
    const full = await m.browser.call('POST', '/api/auth/webauthn/register/options');
    expect([full.statusCode, full.json().error]).toEqual([409, 'security_key_limit']);
  });

  it('refuses the same credential twice', async () => {
    const m = await member();
    const key = await addKey(m.browser);
    const options = await m.browser.call('POST', '/api/auth/webauthn/register/options');
    const res = await m.browser.call('POST', '/api/auth/webauthn/register/verify', {
      nickname: 'Again',
      response: key.register(options.json().options),
    });
    expect([res.statusCode, res.json().error]).toEqual([409, 'security_key_exists']);
  });
});

describe('removing keys', () => {
  it('needs the password, audits the removal, and a member without keys signs in with the password alone', async () => {
    const m = await member();
    await addKey(m.browser);
    const [{ id }] = (await m.browser.call('GET', '/api/auth/webauthn/keys')).json().keys;
    const wrong = await m.browser.call('DELETE', `/api/auth/webauthn/keys/${id}`, {
      password: 'nope',
    });
    expect([wrong.statusCode, wrong.json().error]).toEqual([400, 'wrong_password']);
    const missing = await m.browser.call('DELETE', `/api/auth/webauthn/keys/2147483647`, {
      password: m.input.password,
    });
    expect(missing.statusCode).toBe(404);
    const ok = await m.browser.call('DELETE', `/api/auth/webauthn/keys/${id}`, {
      password: m.input.password,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await eventsOf('security_key_removed', m.id)).toHaveLength(1);
    const later = await signIn(m.input);
    expect((await later.call('GET', '/api/notifications/unread-count')).statusCode).toBe(200);
  });

  it("deletes an account's keys with the account", async () => {
    const m = await member();
    await addKey(m.browser);
    await t.ctx.handle.db.delete(users).where(eq(users.id, m.id));
    expect(
      await t.ctx.handle.db.select().from(securityKeys).where(eq(securityKeys.userId, m.id)),
    ).toEqual([]);
  });
});

describe('staff', () => {
  /** A staff account with no second factor yet, signed in. */
  async function bareStaff() {
    const input = newMember('Sue Staff');
    const signed = await signUp(t.ctx.app, input);
    await t.ctx.handle.db
      .update(users)
      .set({ role: 'staff', emailVerifiedAt: new Date() })
      .where(eq(users.id, signed.user.id));
    return { input, id: signed.user.id, browser: await signIn(input) };
  }

  it('pass the staff gate with a security key and no TOTP', async () => {
    const s = await bareStaff();
    const before = await s.browser.call('GET', `/api/admin/accounts?query=${s.id}`);
    expect([before.statusCode, before.json().error, before.json().enrolled]).toEqual([
      403,
      'mfa_required',
      false,
    ]);
    const key = await addKey(s.browser);
    expect((await s.browser.call('GET', `/api/admin/accounts?query=${s.id}`)).statusCode).toBe(200);

    const later = await signIn(s.input);
    const gated = await later.call('GET', `/api/admin/accounts?query=${s.id}`);
    expect([gated.statusCode, gated.json().enrolled]).toEqual([403, true]);
    expect((await passWithKey(later, key)).statusCode).toBe(200);
    const open = await later.call('GET', `/api/admin/accounts?query=${s.id}`);
    expect(open.statusCode).toBe(200);
    expect(open.json().twoFactorEnabled).toBe(true);

    // Their last key stays while it is their only second factor.
    const [{ id }] = (await later.call('GET', '/api/auth/webauthn/keys')).json().keys;
    const last = await later.call('DELETE', `/api/auth/webauthn/keys/${id}`, {
      password: s.input.password,
    });
    expect([last.statusCode, last.json().error]).toEqual([403, 'last_second_factor']);
  });

  it("a staff two-factor reset removes the account's security keys and ends its sessions", async () => {
    const m = await member();
    await addKey(m.browser);
    await addKey(m.browser, 'Spare key');
    const admin = new Browser();
    admin.cookie = staffAdmin.cookie;
    const res = await admin.call('POST', `/api/admin/users/${m.id}/2fa/reset`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().twoFactorEnabled).toBe(false);
    expect(
      await t.ctx.handle.db.select().from(securityKeys).where(eq(securityKeys.userId, m.id)),
    ).toEqual([]);
    expect((await m.browser.call('GET', '/api/auth/me')).statusCode).toBe(401);
    const [event] = await eventsOf('mfa_reset', m.id);
    expect(event!.details).toMatchObject({ wasOn: true });
    const later = await signIn(m.input);
    expect((await later.call('GET', '/api/notifications/unread-count')).statusCode).toBe(200);
  });
});

describe('taking an account back', () => {
  it("removes a squatter's security keys when the mailbox owner first verifies from another browser", async () => {
    const m = await member('Sam Squatter');
    await addKey(m.browser);
    const mail = await waitForEmail(t.ctx, m.input.email, 'Confirm your email');
    const token = new URL(mail.link!).searchParams.get('token')!;
    const verified = await new Browser().call('POST', '/api/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(
      await t.ctx.handle.db.select().from(securityKeys).where(eq(securityKeys.userId, m.id)),
    ).toEqual([]);
    expect((await m.browser.call('GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('failed second factors in the audit log', () => {
  it('writes each wrong TOTP code as mfa_failed, and a right one as mfa_passed', async () => {
    const s = await signUpStaff(t.ctx, 'Tess Totp');
    const me = (await t.ctx.handle.db.select().from(users).where(eq(users.id, s.user.id)))[0]!;
    const later = await signIn({ email: me.email, password: 'secret-password' });
    for (let i = 0; i < 3; i++) {
      const res = await later.call('POST', '/api/auth/2fa/verify', { code: '000000' });
      expect([res.statusCode, res.json().error]).toEqual([400, 'invalid_code']);
    }
    const ok = await later.call('POST', '/api/auth/2fa/verify', {
      code: await freshTotpCode(s.totpSecret),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const failed = await eventsOf('mfa_failed', s.user.id);
    expect(failed.map((e) => e.details)).toEqual(
      Array(3).fill({ method: 'totp', reason: 'invalid_code' }),
    );
    expect((await eventsOf('mfa_passed', s.user.id)).map((e) => e.details)).toContainEqual({
      method: 'totp',
    });
  });
});
