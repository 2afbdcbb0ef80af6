/**
 * Registering a route by its name in the route table (common/api-routes.ts, decision 040): the
 * method and the URL come from `API_ROUTES`, so a module never writes an `/api/…` path and the
 * table is the one place a path is spelt. The options and the handler are Fastify's own, typed
 * through the zod type provider exactly as `app.get(path, options, handler)` types them: params,
 * query, body and the reply follow from `options.schema`.
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

/**
 * Registers route `name` of API_ROUTES on `app` with its method and path template from the table,
 * `options` (schema, config, hooks; never a method or URL) and `handler`. Throws, as Fastify does,
 * when the same method and path are registered twice.
 *
 * `registerRoute(app, 'getRequest', { schema: { params: idParamsSchema, … } }, async (request) =>
 * …request.params.id…)`
 */
export function registerRoute<
  const Schema extends FastifySchema = FastifySchema,
  Generic extends RouteGenericInterface = RouteGenericInterface,
  Config = ContextConfigDefault,
>(
  app: RouteApp,
  name: ApiRouteName,
  options: TableRouteOptions<Schema, Generic, Config>,
  handler: TableRouteHandler<NoInfer<Schema>, Generic, Config>,
): void {
  const { method, path } = API_ROUTES[name];
  app.route<Generic, Config, Schema>({ ...options, method, url: path, handler });
}
