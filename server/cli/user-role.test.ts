import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { roleChanges } from '../db/schema/index';
import {
  createTestContext,
  newMember,
  sessionCookieOf,
  signUp,
  type TestContext,
} from '../test/harness';
import { USAGE, parseUserRoleArgs, runUserRole } from './user-role';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

describe('parseUserRoleArgs', () => {
  it('normalises the email and role', () => {
    expect(parseUserRoleArgs([' Boss@Example.COM ', 'Staff'])).toEqual({
      email: 'boss@example.com',
      role: 'staff',
    });
  });

  it.each([[[]], [['a@example.com']], [['a@example.com', 'staff', 'extra']]])(
    'prints the usage for %j',
    (args) => {
      expect(parseUserRoleArgs(args)).toEqual({ code: 2, message: USAGE });
    },
  );

  it('refuses unknown roles and non-emails', () => {
    expect(parseUserRoleArgs(['a@example.com', 'owner'])).toMatchObject({
      code: 2,
      message: expect.stringContaining('Unknown role "owner"'),
    });
    expect(parseUserRoleArgs(['nobody', 'staff'])).toMatchObject({
      code: 2,
      message: expect.stringContaining('Not an email address'),
    });
  });
});

describe('runUserRole', () => {
  it('promotes and demotes an account, logs who and when, and ends its sessions', async () => {
    const input = newMember();
    const { user, cookie } = await signUp(ctx.app, input);
    const me = async (c: string) =>
      (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie: c } })).json().role;
    expect(await me(cookie)).toBe('member');

    expect(await runUserRole(ctx.handle.db, [user.email.toUpperCase(), 'staff'])).toEqual({
      code: 0,
      message: `${user.email} is now staff.`,
    });
    // A role change ends the account's sessions: the next one is issued under the new role.
    expect((await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      401,
    );
    const login = async () =>
      sessionCookieOf(
        await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: input.email, password: input.password },
        }),
      );
    const staffCookie = await login();
    expect(await me(staffCookie)).toBe('staff');
    // Staff routes wait for two-factor.
    const feedback = await ctx.app.inject({
      url: '/api/feedback',
      headers: { cookie: staffCookie },
    });
    expect(feedback.statusCode).toBe(403);
    expect(feedback.json().error).toBe('mfa_required');

    expect((await runUserRole(ctx.handle.db, [user.email, 'admin'])).code).toBe(0);
    expect(await me(await login())).toBe('admin');
    expect((await runUserRole(ctx.handle.db, [user.email, 'member'])).code).toBe(0);
    const memberCookie = await login();
    expect(await me(memberCookie)).toBe('member');
    expect(
      (await ctx.app.inject({ url: '/api/feedback', headers: { cookie: memberCookie } }))
        .statusCode,
    ).toBe(403);

    const log = await ctx.handle.db
      .select()
      .from(roleChanges)
      .where(eq(roleChanges.userId, user.id))
      .orderBy(roleChanges.id);
    expect(log.map((r) => [r.fromRole, r.toRole, r.source])).toEqual([
      ['member', 'staff', 'cli'],
      ['staff', 'admin', 'cli'],
      ['admin', 'member', 'cli'],
    ]);
    expect(log[0]!.actor).toMatch(/^cli:/);
    expect(log[0]!.createdAt).toBeInstanceOf(Date);
  });

  it('exits 1 for an unknown account and 2 for bad arguments', async () => {
    expect(await runUserRole(ctx.handle.db, ['ghost@example.com', 'staff'])).toEqual({
      code: 1,
      message: 'No account with the email ghost@example.com.',
    });
    expect((await runUserRole(ctx.handle.db, ['ghost@example.com', 'root'])).code).toBe(2);
  });
});
