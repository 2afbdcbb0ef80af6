/**
 * Staff account controls through the real HTTP app: look-up, suspend (sessions
 * end at once, sign-in refused with its own code, content stays), unsuspend, end sessions, reset
 * two-factor, unlock; who may act on whom; each change written to the audit log.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, users } from '../../db/schema/index';
import { createRequest, useTestApp } from '../../test/factories';
import {
  newMember,
  sessionCookieOf,
  signUp,
  signUpStaff,
  type SignedIn,
  type SignedInStaff,
} from '../../test/harness';
import { freshTotpCode } from '../../test/totp-codes';
import { createSession } from './sessions.service';
import {
  ACCOUNT_SUSPENDED,
  NOT_ON_ADMIN,
  NOT_ON_STAFF,
  NOT_ON_YOURSELF,
} from './account-controls.service';

const t = useTestApp({ seed: false, members: { ann: 'Ann Member' } });
const { call } = t;
let staff: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  staff = await signUpStaff(t.ctx, 'Sid Staff');
  admin = await signUpStaff(t.ctx, 'Ada Admin', 'admin');
});

/** A fresh member with their sign-up payload, so tests can sign in again. */
async function member(name = 'Mo Member') {
  const input = newMember(name);
  return { input, ...(await signUp(t.ctx.app, input)) };
}
const signIn = ({ email, password }: { email: string; password: string }) =>
  t.ctx.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const eventsOf = async (type: string, target: number) =>
  t.ctx.handle.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.type, type), eq(auditEvents.targetUserId, target)));

describe('who may use the controls', () => {
  it('refuses members (403) and checks the body and the id', async () => {
    const { user } = await member();
    for (const [method, url, body] of [
      ['GET', `/api/admin/accounts?query=${user.id}`, undefined],
      ['POST', `/api/admin/users/${user.id}/suspend`, { reason: 'spam' }],
      ['POST', `/api/admin/users/${user.id}/unsuspend`, undefined],
      ['POST', `/api/admin/users/${user.id}/sessions/end`, undefined],
      ['POST', `/api/admin/users/${user.id}/2fa/reset`, undefined],
      ['POST', `/api/admin/users/${user.id}/unlock`, undefined],
    ] as const) {
      expect((await call(t.ann, method, url, body)).statusCode, url).toBe(403);
    }
    expect(
      (await call(staff, 'POST', `/api/admin/users/${user.id}/suspend`, { reason: '  ' })).json(),
    ).toMatchObject({ error: 'validation_error' });
    expect(
      (
        await call(staff, 'POST', `/api/admin/users/${user.id}/suspend`, {
          reason: 'x'.repeat(501),
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call(staff, 'POST', '/api/admin/users/2147483648/suspend', { reason: 'spam' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call(staff, 'POST', '/api/admin/users/2147483647/suspend', { reason: 'spam' }))
        .statusCode,
    ).toBe(404);
  });

  it('finds an account by e-mail, id or #id, and says when none matches', async () => {
    const { user, input } = await member('Lu Lookup');
    for (const query of [input.email.toUpperCase(), String(user.id), `#${user.id}`]) {
      const res = await call(
        staff,
        'GET',
        `/api/admin/accounts?query=${encodeURIComponent(query)}`,
      );
      expect(res.json()).toMatchObject({
        id: user.id,
        displayName: 'Lu Lookup',
        role: 'member',
        suspendedAt: null,
        twoFactorEnabled: false,
        sessions: 1,
      });
    }
    expect(
      (await call(staff, 'GET', '/api/admin/accounts?query=nobody%40example.com')).statusCode,
    ).toBe(404);
    expect((await call(staff, 'GET', '/api/admin/accounts?query=99999999999')).statusCode).toBe(
      404,
    );
  });

  it('refuses your own account, staff accounts to staff, and admin accounts to everyone', async () => {
    const other = await signUpStaff(t.ctx, 'Sam Staff');
    const refused = async (who: SignedIn, id: number, message: string) => {
      const res = await call(who, 'POST', `/api/admin/users/${id}/suspend`, { reason: 'test' });
      expect([res.statusCode, res.json().error, res.json().message]).toEqual([
        403,
        'cannot_act_on_account',
        message,
      ]);
    };
    await refused(staff, staff.user.id, NOT_ON_YOURSELF);
    await refused(staff, other.user.id, NOT_ON_STAFF);
    await refused(staff, admin.user.id, NOT_ON_ADMIN);
    await refused(admin, admin.user.id, NOT_ON_YOURSELF);
    // An admin may act on staff.
    const res = await call(admin, 'POST', `/api/admin/users/${other.user.id}/sessions/end`);
    // Its sign-up session and its staff session.
    expect(res.json()).toMatchObject({ ended: 2, account: { id: other.user.id, sessions: 0 } });
    expect((await call(other, 'GET', '/api/auth/me')).statusCode).toBe(401);
  });
});

describe('suspension', () => {
  it('ends every session at once, refuses sign-in with its own code, keeps the content, and is lifted by unsuspend', async () => {
    const mo = await member();
    const second = sessionCookieOf(await signIn(mo.input));
    const requestId = await createRequest(t.ctx, mo, 'Songs for a long night drive');

    const res = await call(staff, 'POST', `/api/admin/users/${mo.user.id}/suspend`, {
      reason: 'Spam links',
    });
    expect(res.json()).toMatchObject({
      id: mo.user.id,
      suspensionReason: 'Spam links',
      sessions: 0,
      suspendedAt: expect.any(String),
    });
    expect((await call(mo, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect(
      (await t.ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: second } }))
        .statusCode,
    ).toBe(401);

    const refused = await signIn(mo.input);
    expect([refused.statusCode, refused.json()]).toEqual([
      403,
      { error: 'account_suspended', message: ACCOUNT_SUSPENDED },
    ]);
    expect(refused.cookies.find((c) => c.name === 'hearsay_session')).toBeUndefined();
    // A wrong password answers as for anyone: the suspension is told only to the password's holder.
    expect((await signIn({ ...mo.input, password: 'not-the-password' })).statusCode).toBe(401);
    // A session that slipped in as the suspension committed opens nothing either.
    const [row] = await t.ctx.handle.db.select().from(users).where(eq(users.id, mo.user.id));
    const late = await createSession(
      t.ctx.handle.db,
      t.ctx.config,
      { id: mo.user.id, role: row!.role },
      null,
    );
    expect(
      (
        await t.ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: `hearsay_session=${late.token}` },
        })
      ).statusCode,
    ).toBe(401);
    // What they posted stays (decision 034).
    expect((await call(t.ann, 'GET', `/api/requests/${requestId}`)).statusCode).toBe(200);

    // Suspending again changes nothing and writes no second event.
    await call(staff, 'POST', `/api/admin/users/${mo.user.id}/suspend`, { reason: 'Again' });
    const suspended = await eventsOf('account_suspended', mo.user.id);
    expect(suspended).toHaveLength(1);
    expect(suspended[0]).toMatchObject({
      actorId: staff.user.id,
      ip: '127.0.0.1',
      details: { reason: 'Spam links', sessionsEnded: 2 },
    });
    expect(await eventsOf('signin_failed', mo.user.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ details: { reason: 'suspended' } }),
        expect.objectContaining({ details: { reason: 'wrong_password' } }),
      ]),
    );

    expect(
      (await call(staff, 'POST', `/api/admin/users/${mo.user.id}/unsuspend`)).json(),
    ).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect((await signIn(mo.input)).statusCode).toBe(200);
    expect(await eventsOf('account_unsuspended', mo.user.id)).toHaveLength(1);
  });
});

describe('sessions, two-factor and sign-in pauses', () => {
  it('ends all sessions of an account and logs how many', async () => {
    const mo = await member();
    await signIn(mo.input);
    expect(
      (await call(staff, 'POST', `/api/admin/users/${mo.user.id}/sessions/end`)).json(),
    ).toMatchObject({ ended: 2 });
    expect((await call(mo, 'GET', '/api/auth/me')).statusCode).toBe(401);
    expect((await eventsOf('sessions_ended', mo.user.id))[0]).toMatchObject({
      actorId: staff.user.id,
      details: { sessionsEnded: 2 },
    });
  });

  it('resets two-factor: the owner signs in with the password alone and can enrol again', async () => {
    const mo = await member();
    const setup = await call(mo, 'POST', '/api/auth/2fa/setup');
    const enabled = await call(mo, 'POST', '/api/auth/2fa/enable', {
      code: await freshTotpCode(setup.json().secret),
    });
    expect(enabled.statusCode).toBe(200);
    expect(await eventsOf('mfa_enabled', mo.user.id)).toHaveLength(1);

    const reset = await call(staff, 'POST', `/api/admin/users/${mo.user.id}/2fa/reset`);
    expect(reset.json()).toMatchObject({ twoFactorEnabled: false, sessions: 0 });
    expect(
      (
        await t.ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie: sessionCookieOf(enabled) },
        })
      ).statusCode,
    ).toBe(401);
    const again = await signIn(mo.input);
    expect(again.json()).toMatchObject({ twoFactorEnabled: false });
    // Not asked for a code: a member route answers at once.
    expect(
      (
        await t.ctx.app.inject({
          method: 'GET',
          url: '/api/auth/sessions',
          headers: { cookie: sessionCookieOf(again) },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await t.ctx.app.inject({
          method: 'POST',
          url: '/api/auth/2fa/setup',
          headers: { cookie: sessionCookieOf(again) },
        })
      ).statusCode,
    ).toBe(200);
    expect((await eventsOf('mfa_reset', mo.user.id))[0]).toMatchObject({
      actorId: staff.user.id,
      details: { wasOn: true, sessionsEnded: 1 },
    });
  });

  it('lifts a sign-in pause and logs it', async () => {
    const mo = await member();
    expect((await call(staff, 'POST', `/api/admin/users/${mo.user.id}/unlock`)).json()).toEqual({
      success: true,
    });
    expect(await eventsOf('signin_unlocked', mo.user.id)).toHaveLength(1);
  });
});
