/**
 * The rate limit the OpenAPI document shows for a route is the one that answers 429 (decision 048):
 * with small limits, each route that can be called without a valid body is hit until its first 429,
 * and the number of calls let through is the smallest limit `x-rate-limit` lists for it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type ApiRouteName } from '../../common/api-routes';
import { definitionOf } from '../../common/api-definitions';
import { createTestContext, newMember, sessionCookieOf, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    {
      WRITE_RATE_LIMIT_MAX: '3',
      ACTION_RATE_LIMIT_SCALE: '0.02',
      AUTH_RATE_LIMIT_MAX: '3',
      AUTH_RATE_LIMIT_HOURLY_MAX: '5',
      AUTH_FAILURES_HOURLY_MAX: '4',
      GIF_SEARCH_DAILY_MAX: '2',
    },
    { seed: false },
  );
});
afterAll(() => ctx.close());

interface Limit {
  name: string;
  max: number;
}

let address = 0;
/** A fresh client address, so each route counts from zero on address-keyed limits. */
const nextAddress = () => `192.0.2.${++address}`;

/** A member signed up from their own address (sign-up is limited per address). */
async function freshMember(): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: newMember(),
    remoteAddress: nextAddress(),
  });
  expect(res.statusCode).toBe(201);
  return sessionCookieOf(res);
}

describe('documented rate limits', () => {
  it('let through exactly the smallest documented limit before the first 429', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { 'x-rate-limit'?: Limit[] }>>;
    };
    const checked: string[] = [];
    const wrong: string[] = [];
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const definition = definitionOf(name as ApiRouteName)!;
      // Member routes with a body or a query count only valid calls: left to their own tests.
      if (definition.access === 'staff') continue;
      const openApiPath = route.path.replace(/:([A-Za-z_]+)/g, '{$1}');
      const limits = (
        doc.paths[openApiPath]?.[route.method.toLowerCase()]?.['x-rate-limit'] ?? []
      ).filter((l) => l.name !== 'global');
      if (!limits.length) continue;
      const early = typeof definition.limit === 'string' && definition.limit.startsWith('auth');
      if (!early && (definition.body || definition.query || definition.access !== 'member'))
        continue;
      const cookie = definition.access === 'member' ? await freshMember() : undefined;
      const remoteAddress = nextAddress();
      const url = route.path.replace(/:[A-Za-z_]+/g, '2147483');
      const expected = Math.min(...limits.map((l) => l.max));
      let passed = 0;
      let refused = false;
      for (; passed <= expected + 1; passed++) {
        const res = await ctx.app.inject({
          method: route.method,
          url,
          remoteAddress,
          ...(cookie ? { headers: { cookie } } : {}),
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        if (res.statusCode === 429) break;
        // A path value the params schema refuses is answered before a member limit counts.
        if (res.statusCode === 400 && !early) {
          refused = true;
          break;
        }
      }
      if (refused) continue;
      checked.push(name);
      if (passed !== expected) wrong.push(`${name}: 429 after ${passed}, documented ${expected}`);
    }
    expect(wrong).toEqual([]);
    expect(checked.length).toBeGreaterThanOrEqual(15);
  });
});
