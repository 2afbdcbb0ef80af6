/**
 * What a caller sends to each route, read from its definition (common/api-definitions/, decision
 * 048): `ApiBody<N>` (the JSON body) and `ApiQuery<N>` (the query string), as zod's input types, so
 * defaults may be left out and a wrong shape is a type error at the call site. Types only in the
 * client: no zod in the bundle.
 */
import type { z } from 'zod';
import type { ApiDefinition, DefinedRouteName } from './api-definitions';
import type { ApiRouteName } from './api-routes';

/** Bodies that are not JSON: the picture upload sends the image file as it is. */
interface RawBodies {
  putUserPicture: Blob;
}

/** The input type of a definition's field `K` (never when it has none). */
type InputOf<N extends ApiRouteName, K extends string> = N extends DefinedRouteName
  ? ApiDefinition<N> extends { readonly [P in K]: infer S extends z.ZodType }
    ? z.input<S>
    : never
  : never;

/** Route names that take a JSON body. */
export type BodyRouteName = {
  [N in DefinedRouteName]: [InputOf<N, 'body'>] extends [never] ? never : N;
}[DefinedRouteName];

/** The body route `N` takes, as the caller writes it; `never` for a route that takes none. */
export type ApiBody<N extends ApiRouteName> = N extends keyof RawBodies
  ? RawBodies[N]
  : InputOf<N, 'body'>;

/** The query string route `N` takes, as the caller writes it; `never` for a route that takes none. */
export type ApiQuery<N extends ApiRouteName> = InputOf<N, 'query'>;
