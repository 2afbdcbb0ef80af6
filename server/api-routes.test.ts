/**
 * The route table the client builds its URLs from (common/api-routes.ts) names exactly the /api
 * routes the app registers, and each answer schema of common/api-contract.ts is the one the
 * route serialises through (decision 036).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, apiPath, type ApiRouteName } from '../common/api-routes';
import { API_CONTRACT, NOT_JSON_ROUTES } from '../common/api-contract';
import { API_BODIES } from '../common/api-bodies';
import { createTestContext, type TestContext } from './test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { seed: false });
});
afterAll(() => ctx.close());

const key = (method: string, path: string) => `${method} ${path}`;

/** The 2xx answer schema a registered route declares (each declares exactly one). */
function answerSchema(schema: unknown): unknown {
  const response = (schema as { response?: Record<string, unknown> } | undefined)?.response ?? {};
  const ok = Object.entries(response).filter(([code]) => code.startsWith('2'));
  return ok[0]?.[1];
}

/** Two schemas are the same contract when they are one object or describe the same JSON. */
function sameSchema(a: z.ZodType, b: z.ZodType, io: 'input' | 'output' = 'output'): boolean {
  if (a === b) return true;
  const json = (s: z.ZodType) => JSON.stringify(z.toJSONSchema(s, { io, unrepresentable: 'any' }));
  return json(a) === json(b);
}

describe('the route table', () => {
  it('names every registered /api route, and only those', () => {
    const registered = new Set(ctx.app.apiRoutes.map((r) => key(r.method, r.url)));
    const table = new Set(Object.values(API_ROUTES).map((r) => key(r.method, r.path)));
    expect(
      [...registered].filter((r) => !table.has(r)),
      'missing from the table',
    ).toEqual([]);
    expect(
      [...table].filter((r) => !registered.has(r)),
      'not registered',
    ).toEqual([]);
    expect(table.size).toBe(Object.keys(API_ROUTES).length);
  });

  it('gives each contracted route the answer schema the server serialises with', () => {
    const byKey = new Map(ctx.app.apiRoutes.map((r) => [key(r.method, r.url), r.schema]));
    const drift: string[] = [];
    for (const [name, schema] of Object.entries(API_CONTRACT)) {
      const route = API_ROUTES[name as ApiRouteName];
      const served = answerSchema(byKey.get(key(route.method, route.path)));
      if (!served || !sameSchema(served as z.ZodType, schema)) drift.push(name);
    }
    expect(drift).toEqual([]);
    expect(Object.keys(API_CONTRACT).length).toBeGreaterThan(100);
  });

  it('contracts every route except the listed non-JSON ones', () => {
    const notJson = new Set<string>(NOT_JSON_ROUTES);
    const missing = Object.keys(API_ROUTES).filter((n) => !(n in API_CONTRACT) && !notJson.has(n));
    expect(missing, 'JSON routes without an answer schema').toEqual([]);
    expect(
      NOT_JSON_ROUTES.filter((n) => n in API_CONTRACT),
      'listed as not JSON yet contracted',
    ).toEqual([]);
  });

  it('types every JSON body from the schema the server validates it with', () => {
    const bodies: Partial<Record<string, z.ZodType>> = API_BODIES;
    const nameOf = new Map(
      Object.entries(API_ROUTES).map(([name, r]) => [key(r.method, r.path), name]),
    );
    const missing: string[] = [];
    const drift: string[] = [];
    for (const route of ctx.app.apiRoutes) {
      const served = (route.schema as { body?: z.ZodType } | undefined)?.body;
      const name = nameOf.get(key(route.method, route.url));
      if (!served || !name) continue;
      const schema = bodies[name];
      if (!schema) missing.push(name);
      else if (!sameSchema(served, schema, 'input')) drift.push(name);
    }
    expect(missing, 'routes with a body schema missing from API_BODIES').toEqual([]);
    expect(drift, 'API_BODIES entries that differ from the server').toEqual([]);
  });

  it('fills path placeholders, URI-encoded', () => {
    expect(apiPath('getRequest', { id: 7 })).toBe('/api/requests/7');
    expect(apiPath('getProfile', { slug: 'a b/c' })).toBe('/api/profile/a%20b%2Fc');
    expect(apiPath('getUserSavedSong', { id: 1, responseId: 2 })).toBe(
      '/api/users/1/saved-songs/2',
    );
    expect(apiPath('getRequests')).toBe('/api/requests');
  });
});
