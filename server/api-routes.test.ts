/**
 * The route table the client builds its URLs from (common/api-routes.ts) names exactly the /api
 * routes the app registers (decision 036), each has one definition (common/api-definitions/) it
 * is registered from, and the contract the client reads is the schema the route serialises
 * through (decision 048).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ROUTES, apiPath, type ApiRouteName } from '../common/api-routes';
import { API_DEFINITIONS, definitionOf } from '../common/api-definitions';
import { NOT_JSON_ROUTES, answerSchemaOf } from '../common/api-contract';
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

  it('defines every route once, in one feature module, and registers it from that definition', async () => {
    const modules = import.meta.glob<Record<string, object>>('../common/api-definitions/*.ts', {
      eager: true,
    });
    const names = Object.values(modules).flatMap((m) =>
      Object.entries(m)
        .filter(([exported]) => exported.endsWith('Definitions'))
        .flatMap(([, definitions]) => Object.keys(definitions)),
    );
    expect(names.length, 'a name defined in two feature modules').toBe(new Set(names).size);
    expect(new Set(names)).toEqual(new Set(Object.keys(API_DEFINITIONS)));
    const undefinedRoutes = Object.keys(API_ROUTES).filter(
      (name) => !definitionOf(name as ApiRouteName),
    );
    expect(undefinedRoutes, 'routes without a definition (decision 048)').toEqual([]);
    const byKey = new Map(ctx.app.apiRoutes.map((r) => [key(r.method, r.url), r]));
    const drift: string[] = [];
    for (const [name, route] of Object.entries(API_ROUTES)) {
      const served = byKey.get(key(route.method, route.path));
      const definition = definitionOf(name as ApiRouteName)!;
      const schema = served?.schema as { body?: unknown; response?: unknown } | undefined;
      if (
        served?.access !== definition.access ||
        schema?.body !== definition.body ||
        schema?.response !== definition.answer
      )
        drift.push(name);
    }
    expect(drift, 'routes registered with something else than their definition').toEqual([]);
  });

  it('contracts every route except the listed non-JSON ones, with the schema the server serialises with', () => {
    const byKey = new Map(ctx.app.apiRoutes.map((r) => [key(r.method, r.url), r.schema]));
    const notJson = new Set<string>(NOT_JSON_ROUTES);
    const missing: string[] = [];
    const drift: string[] = [];
    for (const [name, route] of Object.entries(API_ROUTES)) {
      if (notJson.has(name)) continue;
      const schema = answerSchemaOf(name as ApiRouteName);
      const served = answerSchema(byKey.get(key(route.method, route.path)));
      if (!schema) missing.push(name);
      else if (!served || !sameSchema(served as z.ZodType, schema)) drift.push(name);
    }
    expect(missing, 'JSON routes without an answer schema').toEqual([]);
    expect(drift).toEqual([]);
    expect(
      NOT_JSON_ROUTES.filter((n) => definitionOf(n)?.answer === undefined),
      'non-JSON routes still document their 200',
    ).toEqual([]);
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
