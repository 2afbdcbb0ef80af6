/**
 * OpenAPI 3.1 document of the API, generated from the routes' zod schemas (@fastify/swagger with
 * fastify-type-provider-zod's transform), at GET /api/openapi.json, and interactive docs at
 * /api/docs (@fastify/swagger-ui, served from our origin so the Content Security Policy holds).
 * Each operation comes from the route's definition (common/api-definitions/, decision 048): its
 * name as operationId, its summary, its access level (`x-access`: public | member | staff, and the
 * session cookie as security), its error answers and the rate limits the server enforces on it
 * (`x-rate-limit` and the description, from the same rules rate-limits.ts counts with).
 * Documentation only: error answers are not added to the routes' schemas, so nothing here changes
 * how a route validates or serialises.
 * Must be registered before the routes (it collects them as they register).
 */
import { ERROR_CODES } from '../../common/error-codes';
import { withScriptNonce } from './security-headers';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readFileSync } from 'node:fs';
import { definitionOf } from '../../common/api-definitions';
import type { ApiRouteName } from '../../common/api-routes';
import type { RouteLimit } from '../../common/rate-limits';
import type { Config } from '../config';
import { API_PREFIX, registerRoute } from '../lib/route-table';
import { sendJsonText } from '../lib/response-serializer';
import { DOCS_PREFIX, type Access } from './access';
import { globalRuleOf, limitRulesOf, waitText, type LimitRule } from './rate-limits';

const ERROR_TEXT: Record<number, string> = {
  400: 'Invalid input (`validation_error`, `invalid_json`, `bad_request`)',
  401: 'Not signed in (`unauthorized`)',
  403: 'Not allowed: another member’s id, a role too low, or a cross-site write (`forbidden`)',
  404: 'Not found (`not_found`)',
  409: 'Conflict, e.g. the song was already recommended (`conflict`, with the duplicate’s ids)',
  413: 'Body larger than 64 KiB (`payload_too_large`)',
  415: 'Body not JSON (`unsupported_media_type`)',
  429: 'Rate limited (`rate_limited`); see `x-rate-limit`, the description and the Retry-After header',
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

/** Derived error codes of a route: input → 400, session → 401, roles/self/CSRF → 403, JSON body → 413/415, limit → 429. */
export function errorCodesOf(route: {
  method: string;
  access: Access;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
  limited: boolean;
  extra?: readonly number[];
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
  if (route.limited) codes.add(429);
  return [...codes].sort((a, b) => a - b);
}

/** One enforced limit as `x-rate-limit` lists it. */
export interface DocumentedLimit {
  /** The counter's name; routes naming the same one share it. */
  name: string;
  max: number;
  windowSeconds: number;
  /** Whom it counts: the member (or the address when anonymous), or the client address. */
  per: 'member' | 'address';
  /** `failures`: only failed attempts count (a credential check). */
  counts: 'requests' | 'failures';
}

/** The limits the server enforces on a route held to `limit`, with `config`'s numbers, smallest window first. */
export function documentedLimits(
  limit: RouteLimit | undefined,
  method: string,
  config: Config,
): DocumentedLimit[] {
  const rules = limitRulesOf(limit, method, config);
  const doc = (r: LimitRule, per: DocumentedLimit['per'], counts: DocumentedLimit['counts']) => ({
    name: r.name,
    max: r.max,
    windowSeconds: r.windowMs / 1000,
    per,
    counts,
  });
  return [
    ...rules.early.map((r) => doc(r, 'address', 'requests')),
    ...rules.failures.map((r) => doc(r, 'address', 'failures')),
    ...rules.late.map((r) => doc(r, 'member', 'requests')),
    ...(rules.global ? [doc(globalRuleOf(config, true), 'member', 'requests')] : []),
  ];
}

/** "6 per 10 minutes per member": one limit in words, for the description. */
function limitText(l: DocumentedLimit): string {
  const what = l.counts === 'failures' ? 'failed attempts' : 'calls';
  const per = l.per === 'member' ? 'member (client address when signed out)' : 'client address';
  return `${l.max} ${what} per ${waitText(l.windowSeconds * 1000)} per ${per} (\`${l.name}\`)`;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * One route as the OpenAPI document shows it: zod schemas as JSON Schema, the definition's name
 * (operationId), summary and errors, a tag from the path, `x-access`, the enforced limits
 * (`x-rate-limit`, and in words in the description), and every error answer the route can give
 * with its `{ error, message }` body. Routes with `hide` are left out.
 */
function documentRoute(input: TransformInput, config: Config) {
  const route = input.route;
  if ((route.schema as { hide?: boolean } | undefined)?.hide)
    return { schema: route.schema ?? {}, url: input.url };
  const transformed = jsonSchemaTransform(input);
  const schema = (transformed.schema ?? {}) as Record<string, unknown>;
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method);
  const routeConfig = (route.config ?? {}) as {
    access?: Access;
    routeName?: ApiRouteName;
    limit?: RouteLimit;
  };
  const definition = routeConfig.routeName ? definitionOf(routeConfig.routeName) : undefined;
  const access = routeConfig.access ?? 'public';
  // The limits count API requests only; a page such as the mail's unsubscribe has none.
  const limits = route.url.startsWith(API_PREFIX)
    ? documentedLimits(routeConfig.limit, method, config)
    : [];
  const codes = errorCodesOf({
    method,
    access,
    schema: (route.schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown },
    limited: limits.length > 0,
    extra: definition?.errors,
  });
  const response = { ...((schema as { response?: Record<string, unknown> }).response ?? {}) };
  for (const code of codes)
    response[code] ??= { description: ERROR_TEXT[code] ?? 'Error', ...ERROR_BODY };
  return {
    url: transformed.url,
    schema: {
      ...schema,
      // Routes outside the table (pages such as the mail's unsubscribe) name their own.
      operationId: routeConfig.routeName ?? (route.schema as { operationId?: string })?.operationId,
      summary: definition?.summary ?? (route.schema as { summary?: string } | undefined)?.summary,
      description: limits.length
        ? `Rate limits: ${limits.map(limitText).join('; ')}.`
        : 'Not rate limited.',
      tags: [route.url.split('/')[2] ?? 'api'],
      security: access === 'public' ? [] : [{ session: [] }],
      'x-access': access,
      'x-rate-limit': limits,
      response,
    },
  };
}

/** The package's version and licence (package.json). */
const PACKAGE = JSON.parse(
  readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
) as {
  version: string;
  license?: string;
};

/**
 * Registers the document (built from the routes as they register: call before them), its route
 * and the interactive docs. `config` gives the server's URL (PUBLIC_URL) and the limits' numbers.
 */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      servers: [
        { url: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '') },
      ],
      info: {
        title: 'Hearsay API',
        version: PACKAGE.version,
        // The licence package.json declares; none is declared yet (decision 048).
        license: PACKAGE.license
          ? { name: PACKAGE.license, identifier: PACKAGE.license }
          : { name: 'No licence declared yet', identifier: 'LicenseRef-none' },
        description:
          'Music recommendations from real people. Every route has an access level (`x-access`): public, member (a session cookie) or staff. ' +
          'Errors are JSON `{ error, message }`. Writes must come from the app’s own origin (CSRF guard) and send JSON.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'hearsay_session' } },
      },
    },
    transform: (input) => documentRoute(input, config),
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
  // The OpenAPI document itself (hidden from it; its definition is in common/api-definitions/).
  // Written once: the routes are fixed once the app is ready, and the document is 0.75 MB of JSON
  // whose serialisation cost every anonymous caller 2–7 ms of CPU per request (twice outside
  // production, where each body is also checked against zod).
  let document: string | undefined;
  registerRoute(
    app.withTypeProvider<ZodTypeProvider>(),
    'getOpenapiJson',
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return sendJsonText(reply, document);
    },
  );
}
