/**
 * OpenAPI 3.1 document of the API, generated from the routes' zod schemas (@fastify/swagger with
 * fastify-type-provider-zod's transform), at GET /api/openapi.json, and interactive docs at
 * /api/docs (@fastify/swagger-ui, served from our origin so the Content Security Policy holds).
 * Each operation carries its summary (openapi-summaries.ts or `schema.summary`), its access level
 * (`x-access`: public | member | staff, and the session cookie as security), its error answers and
 * its rate limit (`x-rate-limit`). Documentation only: error answers are not added to the routes'
 * schemas, so nothing here changes how a route validates or serialises.
 * Must be registered before the routes (it collects them as they register).
 */
import { z } from 'zod';
import { ERROR_CODES } from '../../common/error-codes';
import { withScriptNonce } from './security-headers';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { DOCS_PREFIX, type Access } from './access';
import { ROUTE_DOCS } from './openapi-summaries';

export const OPENAPI_PATH = '/api/openapi.json';

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (`validation_error`, `invalid_json`, `bad_request`)',
  401: 'Not signed in (`unauthorized`)',
  403: 'Not allowed: another member’s id, a role too low, or a cross-site write (`forbidden`)',
  404: 'Not found (`not_found`)',
  409: 'Conflict, e.g. the song was already recommended (`conflict`, with the duplicate’s ids)',
  413: 'Body larger than 64 KiB (`payload_too_large`)',
  415: 'Body not JSON (`unsupported_media_type`)',
  429: 'Rate limited (`rate_limited`); see `x-rate-limit` and the Retry-After header',
  502: 'The outside provider (YouTube, GIPHY, Tenor) failed',
};

const ERROR_BODY = {
  type: 'object',
  required: ['error', 'message'],
  properties: {
    error: {
      type: 'string',
      enum: [...ERROR_CODES],
      description: 'machine-readable code (common/error-codes.ts)',
    },
    message: { type: 'string', description: 'text to show' },
  },
  additionalProperties: true,
};

interface RateLimit {
  max?: number | (() => number);
  timeWindow?: number | string;
}

/** Derived error codes of a route: input → 400, session → 401, roles/self/CSRF → 403, JSON body → 413/415, limit → 429. */
export function errorCodesOf(route: {
  method: string;
  access: Access;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  rateLimit?: RateLimit;
  extra?: number[];
}): number[] {
  const codes = new Set<number>(route.extra ?? []);
  const { body, querystring, params } = route.schema;
  if (body || querystring || params) codes.add(400);
  if (route.access !== 'public') codes.add(401);
  const hasUserId = [body, querystring].some(
    (s) => !!(s as { shape?: Record<string, unknown> } | undefined)?.shape?.userId,
  );
  const write = !['GET', 'HEAD', 'OPTIONS'].includes(route.method);
  if (route.access === 'staff' || hasUserId || write) codes.add(403);
  if (body) codes.add(413).add(415);
  if (route.rateLimit) codes.add(429);
  return [...codes].sort((a, b) => a - b);
}

/** The `summary` of a route: its own `schema.summary`, else the table's. */
export function summaryOf(
  method: string,
  url: string,
  schema: { summary?: string } | undefined,
): string | undefined {
  return schema?.summary ?? ROUTE_DOCS[`${method} ${url}`]?.summary;
}

const { version } = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as { version: string };

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * One route as the OpenAPI document shows it: zod schemas as JSON Schema, the summary, a tag from
 * the path, `x-access`, `x-rate-limit`, and every error answer the route can give with its `{ error,
 * message }` body. Routes with `hide` are left out.
 */
function documentRoute(input: TransformInput) {
  const route = input.route;
  if ((route.schema as { hide?: boolean } | undefined)?.hide)
    return { schema: route.schema ?? {}, url: input.url };
  const transformed = jsonSchemaTransform(input);
  const url = transformed.url;
  const schema = (transformed.schema ?? {}) as Record<string, unknown>;
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const config = (route.config ?? {}) as { access?: Access; rateLimit?: RateLimit };
  const access = config.access ?? 'public';
  const rawSchema = (route.schema ?? {}) as {
    body?: unknown;
    querystring?: unknown;
    params?: unknown;
    summary?: string;
  };
  const codes = errorCodesOf({
    method,
    access,
    schema: rawSchema,
    rateLimit: config.rateLimit,
    extra: ROUTE_DOCS[`${method} ${route.url}`]?.errors,
  });
  const response = { ...((schema as { response?: Record<string, unknown> }).response ?? {}) };
  for (const code of codes)
    response[code] ??= { description: ERROR_TEXT[code] ?? 'Error', ...ERROR_BODY };
  const limit = config.rateLimit;
  return {
    url,
    schema: {
      ...schema,
      summary: summaryOf(method, route.url, rawSchema),
      tags: [route.url.split('/')[2] ?? 'api'],
      security: access === 'public' ? [] : [{ session: [] }],
      'x-access': access,
      ...(limit
        ? {
            'x-rate-limit': {
              max: typeof limit.max === 'function' ? 'dynamic' : limit.max,
              timeWindow: limit.timeWindow,
            },
          }
        : {}),
      response,
    },
  };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Hearsay API',
        version,
        description:
          'Music recommendations from real people. Every route has an access level (`x-access`): public, member (a session cookie) or staff. ' +
          'Errors are JSON `{ error, message }`. Writes must come from the app’s own origin (CSRF guard) and send JSON.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hearsay_session' } },
      },
    },
    transform: documentRoute,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: DOCS_PREFIX, uiConfig: { deepLinking: true } });
  // The enforced CSP runs scripts by nonce ('strict-dynamic' ignores 'self'): give the docs page's
  // same-origin script tags this answer's nonce, as the SPA's index.html gets it.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith(DOCS_PREFIX) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('text/html')) return payload;
    return withScriptNonce(payload, reply.issueScriptNonce());
  });
  // The OpenAPI document itself (hidden from it); its shape is OpenAPI 3.1's, not ours to restate.
  // Written once: the routes are fixed once the app is ready, and the document is 0.75 MB of JSON
  // whose serialisation cost every anonymous caller 2–7 ms of CPU per request (twice outside
  // production, where each body is also checked against zod).
  let document: string | undefined;
  app.get(
    OPENAPI_PATH,
    { schema: { hide: true, response: { 200: z.unknown() } }, config: { access: 'public' } },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type('application/json; charset=utf-8').send(document);
    },
  );
}
