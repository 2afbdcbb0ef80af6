/**
 * Walks every registered /api route: each declares a policy, and the policy holds over HTTP.
 * A route added without `config.access` fails app start-up, and so this suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestContext, signUp, type TestContext } from '../test/harness';
import { registerAccessControl, type RouteRecord } from './access';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

/** Fills path parameters with plausible values. */
const concrete = (url: string) => url.replace(/:videoId/g, 'dQw4w9WgXcQ').replace(/:[A-Za-z]+/g, '1');

describe('route policies', () => {
  it('registers a policy for every API route', () => {
    expect(ctx.app.apiRoutes.length).toBeGreaterThan(8);
    for (const r of ctx.app.apiRoutes) expect(['public', 'member', 'staff']).toContain(r.access);
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
      const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers: { cookie } });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('refuses to register an /api route without a policy', async () => {
    const app = Fastify();
    const routes: RouteRecord[] = [];
    registerAccessControl(app, routes);
    expect(() => app.get('/api/oops', async () => 'no policy')).toThrow(/declares no access policy/);
    await app.close();
  });
});
