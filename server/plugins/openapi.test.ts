/**
 * The OpenAPI document lists every registered /api route with a summary, its access level and
 * its error answers; /api/docs serves the interactive docs under the production CSP.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { errorCodesOf } from './openapi';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ NODE_ENV: 'production' }, { seed: false });
});
afterAll(() => ctx.close());

interface Operation {
  summary?: string;
  'x-access'?: string;
  operationId?: string;
  description?: string;
  'x-rate-limit'?: { name: string; max: number; windowSeconds: number; per: string }[];
  security?: unknown[];
  responses: Record<string, unknown>;
  parameters?: { name: string; in: string }[];
  requestBody?: unknown;
}

async function spec() {
  const res = await ctx.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json() as { openapi: string; paths: Record<string, Record<string, Operation>> };
}

/** Fastify's `/api/requests/:id` is OpenAPI's `/api/requests/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z_]+)/g, '{$1}');

describe('OpenAPI', () => {
  it('is written once and served as the same JSON text to every caller', async () => {
    const first = await ctx.app.inject({ url: '/api/openapi.json' });
    const build = vi.spyOn(ctx.app, 'swagger');
    const again = await ctx.app.inject({ url: '/api/openapi.json?fresh=1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect(build).not.toHaveBeenCalled();
    build.mockRestore();
  });

  it('is OpenAPI 3.1 and lists every registered /api route with summary, access and errors', async () => {
    const doc = await spec();
    expect(doc.openapi).toBe('3.1.0');
    const routes = ctx.app.apiRoutes.filter((r) => r.url !== '/api/openapi.json');
    expect(routes.length).toBeGreaterThan(40);
    const missing: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(`${route.method} ${route.url}: not documented`);
        continue;
      }
      if (!op.summary)
        missing.push(
          `${route.method} ${route.url}: no summary (add one to its definition in common/api-definitions/)`,
        );
      if (op['x-access'] !== route.access)
        missing.push(`${route.method} ${route.url}: x-access ${op['x-access']} ≠ ${route.access}`);
      if (
        !Object.keys(op.responses).some((code) => code.startsWith('4')) &&
        route.url !== '/api/health'
      )
        missing.push(`${route.method} ${route.url}: no 4xx answer`);
      if (route.access !== 'public' && !op.responses['401'])
        missing.push(`${route.method} ${route.url}: no 401`);
    }
    expect(missing).toEqual([]);
  });

  it('documents inputs from the zod schemas, staff-only errors and rate limits', async () => {
    const doc = await spec();
    const feed = doc.paths['/api/requests']!.get!;
    expect(feed.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sort', 'search']),
    );
    expect(feed.security).toEqual([{ session: [] }]);
    const create = doc.paths['/api/requests/{id}/responses']!.post!;
    expect(create.requestBody).toBeTruthy();
    expect(Object.keys(create.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '409', '413', '415']),
    );
    expect(doc.paths['/api/feedback']!.get!.responses['403']).toBeTruthy();
    const login = doc.paths['/api/auth/login']!.post!;
    expect(login['x-rate-limit']!.map((l) => l.name)).toContain('auth-failures-window');
    expect(login.operationId).toBe('postAuthLogin');
    expect(doc.paths['/api/auth/login']!.post!.security).toEqual([]);
  });

  it('derives error codes from the route', () => {
    expect(errorCodesOf({ method: 'GET', access: 'public', schema: {}, limited: false })).toEqual(
      [],
    );
    expect(
      errorCodesOf({ method: 'GET', access: 'staff', schema: { querystring: {} }, limited: false }),
    ).toEqual([400, 401, 403]);
    expect(
      errorCodesOf({
        method: 'POST',
        access: 'member',
        schema: { body: {} },
        limited: true,
        extra: [409],
      }),
    ).toEqual([400, 401, 403, 409, 413, 415, 429]);
  });

  it('serves the interactive docs at /api/docs with scripts and styles from our own origin', async () => {
    const page = await ctx.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // No inline script: everything the page runs is a same-origin file the CSP allows.
    const scripts = [...page.body.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(inline!.trim()).toBe('');
      // Every script carries this answer's nonce, so the enforced CSP lets it run.
      expect(attrs).toContain(`nonce="${nonce}"`);
      const src = /src="([^"]+)"/.exec(attrs!)![1]!;
      expect(src).not.toMatch(/^https?:/);
      const asset = await ctx.app.inject({
        url: new URL(src, 'http://localhost/api/docs').pathname,
      });
      expect(asset.statusCode, src).toBe(200);
    }
    const initializer = await ctx.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('json');
    expect((await ctx.app.inject({ url: '/api/docs/json' })).statusCode).toBe(200);
  });
});
