/**
 * The shape of one route's definition: everything the server needs to register the route besides
 * its handler, the OpenAPI document shows, and the client's types read (decision 048). Method and
 * path stay in common/api-routes.ts under the same name, so the browser bundle gets the paths
 * without zod.
 */
import type { z } from 'zod';
import type { ApiRouteName } from '../api-routes';
import type { RouteLimit } from '../rate-limits';

/** Who may call a route: anyone, a signed-in member, or staff (server/plugins/access.ts). */
export type RouteAccess = 'public' | 'member' | 'staff';

/** One route's facts, by kind of input and by answer status. */
export interface RouteDefinition {
  /** One line for the OpenAPI document. */
  readonly summary: string;
  readonly access: RouteAccess;
  /** The limit the server enforces besides the global one (common/rate-limits.ts). */
  readonly limit: RouteLimit;
  /** Path placeholders, query string and JSON body, each validated before the handler runs. */
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The answer schema per HTTP status; the server serialises through it. */
  readonly answer?: Readonly<Partial<Record<number, z.ZodType>>>;
  /** Error statuses beyond those derived from the above (404 for an unknown id, 409, 502). */
  readonly errors?: readonly number[];
  /** Left out of the OpenAPI document. */
  readonly hide?: boolean;
}

/** A feature's routes, by the names of common/api-routes.ts. */
export type RouteDefinitions = { readonly [N in ApiRouteName]?: RouteDefinition };
