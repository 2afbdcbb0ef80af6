import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signUp, type TestContext } from '../test/harness';
import { USAGE, parseUserRoleArgs, runUserRole } from './user-role';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

describe('parseUserRoleArgs', () => {
  it('normalises the email and role', () => {
    expect(parseUserRoleArgs([' Boss@Example.COM ', 'Staff'])).toEqual({ email: 'boss@example.com', role: 'staff' });
  });

  it.each([[[]], [['a@example.com']], [['a@example.com', 'staff', 'extra']]])('prints the usage for %j', (args) => {
    expect(parseUserRoleArgs(args)).toEqual({ code: 2, message: USAGE });
  });

  it('refuses unknown roles and non-emails', () => {
    expect(parseUserRoleArgs(['a@example.com', 'owner'])).toMatchObject({ code: 2, message: expect.stringContaining('Unknown role "owner"') });
    expect(parseUserRoleArgs(['nobody', 'staff'])).toMatchObject({ code: 2, message: expect.stringContaining('Not an email address') });
  });
});

describe('runUserRole', () => {
  it('promotes and demotes an account, and the session sees it on the next request', async () => {
    const { user, cookie } = await signUp(ctx.app);
    const me = async () => (await ctx.app.inject({ url: '/api/auth/me', headers: { cookie } })).json().role;
    const feedbackList = async () => (await ctx.app.inject({ url: '/api/feedback', headers: { cookie } })).statusCode;
    expect(await me()).toBe('member');
    expect(await feedbackList()).toBe(403);

    expect(await runUserRole(ctx.handle.db, [user.email.toUpperCase(), 'staff'])).toEqual({ code: 0, message: `${user.email} is now staff.` });
    expect(await me()).toBe('staff');
    expect(await feedbackList()).toBe(200);

    expect((await runUserRole(ctx.handle.db, [user.email, 'admin'])).code).toBe(0);
    expect(await me()).toBe('admin');
    expect(await feedbackList()).toBe(200);

    expect((await runUserRole(ctx.handle.db, [user.email, 'member'])).code).toBe(0);
    expect(await me()).toBe('member');
    expect(await feedbackList()).toBe(403);
  });

  it('exits 1 for an unknown account and 2 for bad arguments', async () => {
    expect(await runUserRole(ctx.handle.db, ['ghost@example.com', 'staff'])).toEqual({ code: 1, message: 'No account with the email ghost@example.com.' });
    expect((await runUserRole(ctx.handle.db, ['ghost@example.com', 'root'])).code).toBe(2);
  });
});
