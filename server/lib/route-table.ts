/**
 * Registering a route by its name (decision 048): the method and path come from `API_ROUTES`
 * (common/api-routes.ts), and its schemas, access level and rate limit from its definition
 * (common/api-definitions/), so a module writes only the handler and no fact about a route is
 * spelt twice. The handler is typed through the zod type provider from the definition's schemas,
 * exactly as `app.get(path, { schema }, handler)` would type it.
 */
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_ROUTES, type ApiRouteName } from '../../common/api-routes';
import {
  definitionOf,
  type ApiDefinition,
  type DefinedRouteName,
  type RouteDefinition,
} from '../../common/api-definitions';
import type { RouteLimit } from '../../common/rate-limits';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's name in the route table; the OpenAPI document's operationId. */
    routeName?: ApiRouteName;
    /** The rate limit the server enforces on the route (server/plugins/rate-limits.ts). */
    limit?: RouteLimit;
  }
}

/**
 * The prefix every table path starts with, for code that acts on all API requests (a hook that skips
 * pages and assets) or scopes something to a group of routes (a cookie's path), so that no module
 * spells `/api/` itself.
 */
export const API_PREFIX = '/api/';

type Server = RawServerDefault;
type RawRequest = RawRequestDefaultExpression;
type RawReply = RawReplyDefaultExpression;

/**
 * The Fastify instance routes register on: app-types.ts's `App`, spelt out here so that lib/ stays
 * below app-types.ts (which imports providers and db).
 */
type RouteApp = FastifyInstance<Server, RawRequest, RawReply, FastifyBaseLogger, ZodTypeProvider>;

/** What a table route takes besides its name: Fastify's route options (schema, config, hooks). */
type TableRouteOptions<
  Schema extends FastifySchema = FastifySchema,
  Generic extends RouteGenericInterface = RouteGenericInterface,
  Config = ContextConfigDefault,
> = RouteShorthandOptions<
  Server,
  RawRequest,
  RawReply,
  Generic,
  Config,
  Schema,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A table route's handler, typed from its options' schema. */
type TableRouteHandler<
  Schema extends FastifySchema = FastifySchema,
  Generic extends RouteGenericInterface = RouteGenericInterface,
  Config = ContextConfigDefault,
> = RouteHandlerMethod<
  Server,
  RawRequest,
  RawReply,
  Generic,
  Config,
  Schema,
  ZodTypeProvider,
  FastifyBaseLogger
>;

/** A definition's field `K`, or undefined when it has none (Fastify then types it `unknown`). */
type Field<Def, K extends string> = Def extends { readonly [P in K]: infer T } ? T : undefined;

/** The Fastify schema a defined route registers with, as a type. */
type SchemaOf<N extends DefinedRouteName> = {
  params: Field<ApiDefinition<N>, 'params'>;
  querystring: Field<ApiDefinition<N>, 'query'>;
  body: Field<ApiDefinition<N>, 'body'>;
  response: Field<ApiDefinition<N>, 'answer'>;
};

/** The Fastify schema of a definition: its inputs, its answers and whether the document hides it. */
export function fastifySchemaOf(definition: RouteDefinition): FastifySchema & { hide?: boolean } {
  const { params, query, body, answer, hide } = definition;
  return {
    ...(params ? { params } : {}),
    ...(query ? { querystring: query } : {}),
    ...(body ? { body } : {}),
    ...(answer ? { response: answer } : {}),
    ...(hide ? { hide } : {}),
  };
}

/**
 * Registers route `name` on `app`: method and path from API_ROUTES, schemas, access and limit from
 * its definition, and `handler`, typed from the definition. Throws, as Fastify does, when the same
 * method and path are registered twice.
 *
 * `registerRoute(app, 'getRequest', async (request) => …request.params.id…)`
 *
 * A route not converted yet (a line in API_ROUTES without a definition) still registers with
 * Fastify's options as the second argument; it gets the default limit of its method
 * (rate-limits.ts) and a test names it until its definition is written.
 */
export function registerRoute<const N extends DefinedRouteName>(
  app: RouteApp,
  name: N,
  handler: TableRouteHandler<SchemaOf<N>>,
): void;
export function registerRoute<
  const Schema extends FastifySchema = FastifySchema,
  Generic extends RouteGenericInterface = RouteGenericInterface,
  Config = ContextConfigDefault,
>(
  app: RouteApp,
  name: Exclude<ApiRouteName, DefinedRouteName>,
  options: TableRouteOptions<Schema, Generic, Config>,
  handler: TableRouteHandler<NoInfer<Schema>, Generic, Config>,
): void;
export function registerRoute(
  app: RouteApp,
  name: ApiRouteName,
  optionsOrHandler: unknown,
  legacyHandler?: unknown,
): void {
  const { method, path } = API_ROUTES[name];
  if (typeof optionsOrHandler !== 'function') {
    const options = optionsOrHandler as TableRouteOptions;
    const config = { ...options.config, routeName: name };
    app.route({
      ...options,
      config,
      method,
      url: path,
      handler: legacyHandler as TableRouteHandler,
    });
    return;
  }
  const definition = definitionOf(name);
  if (!definition)
    throw new Error(`registerRoute(${name}): no definition in common/api-definitions/`);
  app.route({
    method,
    url: path,
    schema: fastifySchemaOf(definition),
    config: { routeName: name, access: definition.access, limit: definition.limit },
    handler: optionsOrHandler as TableRouteHandler,
  });
}
