/**
 * The 2xx answer of each route, read from its definition (common/api-definitions/, decision 048):
 * `ApiAnswer<N>` for the client's types and `answerSchemaOf(name)` for the development check
 * (client/lib/dev-contract.ts), which parses answers with the schema the server serialises them
 * through. The client imports types only from here, so the production bundle never carries zod.
 * Routes whose answer is not JSON the client reads are listed in NOT_JSON_ROUTES.
 */
import type { z } from 'zod';
import { definitionOf, type ApiDefinition, type DefinedRouteName } from './api-definitions';
import type { ApiRouteName } from './api-routes';

/**
 * Routes left out of the contract because their 2xx answer is not a JSON body the client parses:
 * the OpenAPI document, the notification event stream, CSV and account exports (file downloads
 * through a link) and stored pictures.
 */
export const NOT_JSON_ROUTES = [
  'getOpenapiJson',
  'getNotificationsStream',
  'getAdminDataExportUsers',
  'getAdminDataExportRequests',
  'getAdminDataExportResponses',
  'getAdminDataExportSaves',
  'getAdminDataExportUserGenres',
  'getAdminDataExportRequestGenres',
  'getAdminAuditLogExport',
  'getAccountExport',
  'getPicture',
] as const satisfies readonly ApiRouteName[];

/** The 2xx answer schema of a definition (never when it declares none). */
type SuccessSchema<D> = D extends { readonly answer: infer A }
  ? A[Extract<keyof A, 200 | 201 | 202 | 204>]
  : never;

/** Route names with a JSON answer the client reads. */
export type ContractedRouteName = Exclude<
  {
    [N in DefinedRouteName]: [SuccessSchema<ApiDefinition<N>>] extends [never] ? never : N;
  }[DefinedRouteName],
  (typeof NOT_JSON_ROUTES)[number]
>;

/** The answer of route `N` as the client reads it (zod's output type of its schema). */
export type ApiAnswer<N extends ContractedRouteName> = z.output<
  Extract<SuccessSchema<ApiDefinition<N>>, z.ZodType>
>;

/** The 2xx answer schema of route `name`, or undefined when it has none or is not JSON. */
export function answerSchemaOf(name: ApiRouteName): z.ZodType | undefined {
  if ((NOT_JSON_ROUTES as readonly string[]).includes(name)) return undefined;
  const answer = definitionOf(name)?.answer ?? {};
  return Object.entries(answer).find(([status]) => status.startsWith('2'))?.[1];
}
