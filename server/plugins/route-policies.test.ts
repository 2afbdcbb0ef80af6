/**
 * Walks every registered /api route: each declares a policy, and the policy holds over HTTP.
 * A route added without `config.access` fails app start-up, and so this suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/index';
import {
  createTestContext,
  newMember,
  sessionCookieOf,
  signUp,
  signUpStaff,
  type TestContext,
} from '../test/harness';
import { registerAccessControl, type RouteRecord } from './access';

const STAFF_EMAIL = 'route-policy-staff@example.com';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ STAFF_EMAILS: STAFF_EMAIL }, { seed: false });
});
afterAll(() => ctx.close());

/** Fills path parameters with plausible values. */
const concrete = (url: string) =>
  url.replace(/:videoId/g, 'dQw4w9WgXcQ').replace(/:[A-Za-z]+/g, '1');

describe('route policies', () => {
  it('registers a policy for every API route', () => {
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(8);
    for (const r of ctx.app.apiRoutes) expect(['public', 'member', 'staff']).toContain(r.access);
  });

  it('declares a 2xx response schema on every API route (nothing outside it can leak)', () => {
    const missing = ctx.app.apiRoutes.filter((r) => {
      const response =
        (r.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
      return !Object.keys(response).some((status) => /^2\d\d$/.test(status));
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('answers 401 to anonymous callers of every member and staff route', async () => {
    for (const route of ctx.app.apiRoutes.filter((r) => r.access !== 'public')) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(res.json().error).toBe('unauthorized');
    }
  });

  it('answers 403 to members on every staff route', async () => {
    const { cookie } = await signUp(ctx.app);
    for (const route of ctx.app.apiRoutes.filter((r) => r.access === 'staff')) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 403 mfa_required on every staff route to staff who have not passed two-factor', async () => {
    const input = newMember('No Mfa Staff');
    await signUp(ctx.app, input);
    await ctx.handle.db
      .update(users)
      .set({ role: 'staff', emailVerifiedAt: new Date() })
      .where(eq(users.email, input.email));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: input.password },
    });
    const cookie = sessionCookieOf(login);
    const staffRoutes = ctx.app.apiRoutes.filter((r) => r.access === 'staff');
    for (const route of staffRoutes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({
        error: 'mfa_required',
        enrolled: false,
      });
    }
    // Enrolled (another session did it) but this session has not passed the code: still refused.
    const staff = await signUpStaff(ctx, 'Enrolled Staff');
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: staff.user.email, password: 'secret-password' },
    });
    for (const route of staffRoutes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie: sessionCookieOf(again) },
      });
      expect(res.json(), `${route.method} ${route.url}`).toMatchObject({
        error: 'mfa_required',
        enrolled: true,
      });
    }
  });

  it('lets staff through the policy on every staff route (no 401 or 403)', async () => {
    const { cookie, user } = await signUpStaff(ctx, {
      ...newMember('Route Staff'),
      email: STAFF_EMAIL,
    });
    expect(user.role).toBe('staff');
    const staffRoutes = ctx.app.apiRoutes.filter((r) => r.access === 'staff');
    expect(staffRoutes.length).toBeGreaterThan(0);
    for (const route of staffRoutes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      // Past the policy a route may still answer 400 (empty body) or 404 (id 1), never 401/403.
      expect([401, 403], `${route.method} ${route.url} answered ${res.statusCode}`).not.toContain(
        res.statusCode,
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBeLessThan(500);
    }
  });

  it('refuses to register an /api route without a policy', async () => {
    const app = Fastify();
    const routes: RouteRecord[] = [];
    registerAccessControl(app, routes, {
      REQUIRE_VERIFIED_EMAIL_TO_POST: false,
      REQUIRE_TWO_FACTOR: 'off',
    });
    expect(() => app.get('/api/oops', async () => 'no policy')).toThrow(
      /declares no access policy/,
    );
    await app.close();
  });
});
