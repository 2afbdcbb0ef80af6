/**
 * zod schemas of the HTTP API (spec 000 §3 and §7), one file per feature under `common/schemas/`;
 * this module re-exports them so `common/schemas` names every shape. The server validates bodies,
 * queries and 2xx answers with them; the client uses the inferred types (docs/decisions/020).
 * Field names follow the spec verbatim. (auth, answers, moderation, notifications and reports are
 * imported from their own files.)
 */
export * from './schemas/shared';
export * from './schemas/genres';
export * from './schemas/users';
export * from './schemas/requests';
export * from './schemas/responses';
export * from './schemas/songs';
export * from './schemas/upvotes';
export * from './schemas/saved-songs';
export * from './schemas/activity';
export * from './schemas/feedback';
export * from './schemas/admin-data';
export * from './schemas/gifs';
export * from './schemas/plays';
export * from './schemas/spotify';
