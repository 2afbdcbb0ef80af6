/**
 * One-line summaries and route-specific error codes of the API for the OpenAPI document
 * (server/plugins/openapi.ts), keyed by "METHOD /url" as Fastify registers it. A route may instead
 * declare `schema.summary` itself; the OpenAPI test fails for a route with neither.
 * Error codes every route of a kind shares (400, 401, 403, 413, 415, 429) are derived, not listed.
 */
export interface RouteDoc {
  summary: string;
  /** Codes beyond the derived ones, e.g. 404 for an unknown id, 409 for a duplicate. */
  errors?: number[];
}

export const ROUTE_DOCS: Record<string, RouteDoc> = {
  'GET /api/health': { summary: 'Liveness check' },
  'POST /api/auth/register': { summary: 'Create an account and sign in', errors: [409] },
  'POST /api/auth/login': { summary: 'Sign in with email and password' },
  'POST /api/auth/logout': { summary: 'Sign out (ends the session)' },
  'GET /api/auth/me': { summary: 'The signed-in member' },

  'GET /api/genres': { summary: 'Genres: flat search or the category hierarchy' },
  'POST /api/genres/suggest': { summary: 'Suggest a missing genre' },
  'GET /api/users/:id/genres': { summary: "A member's favourite genres" },
  'POST /api/users/:id/genres': { summary: "Replace the member's favourite genres" },

  'POST /api/requests': { summary: 'Create a request (text, GIF or "songs like this")' },
  'GET /api/requests': { summary: 'The feed: one page of requests in a sort (recent, responses, upvotes, magic)' },
  'GET /api/users/:id/requests': { summary: "A member's requests, newest first" },
  'GET /api/requests/:id': { summary: 'One request', errors: [404] },
  'POST /api/requests/:id/genres': { summary: 'Set the genres of your request', errors: [404] },

  'GET /api/requests/:id/responses': { summary: 'The recommendations of a request', errors: [404] },
  'POST /api/requests/:id/responses': { summary: 'Recommend a song for a request', errors: [404, 409] },

  'POST /api/requests/:id/upvote': { summary: 'Upvote or un-upvote a request', errors: [404] },
  'GET /api/requests/:id/upvoted': { summary: 'Whether you upvoted a request', errors: [404] },
  'POST /api/responses/:id/upvote': { summary: 'Upvote or un-upvote a recommendation', errors: [404] },

  'POST /api/saved-songs': { summary: 'Save a recommended song', errors: [404] },
  'POST /api/responses/:id/save': { summary: 'Save a recommendation', errors: [404] },
  'DELETE /api/responses/:id/save': { summary: 'Unsave a recommendation', errors: [404] },
  'DELETE /api/saved-songs/:savedId': { summary: 'Remove a saved song', errors: [404] },
  'GET /api/users/:id/saved-songs/:responseId': { summary: 'Whether you saved a recommendation' },
  'GET /api/users/:id/saved-songs': { summary: 'Your saved songs, grouped by request' },

  'GET /api/youtube/search': { summary: 'Search songs (catalogue or YouTube)', errors: [502] },
  'GET /api/youtube/videos/:videoId': { summary: 'One song by video id', errors: [404, 502] },
  'GET /api/gifs/search': { summary: 'Search GIFs', errors: [502] },
  'GET /api/gifs/trending': { summary: 'Trending GIFs', errors: [502] },

  'POST /api/responses/:id/play': { summary: 'Record a play of a recommendation', errors: [404] },
  'GET /api/users/:id': { summary: "A member's public profile", errors: [404] },
  'GET /api/profile/:slug': { summary: "A member's public profile by slug", errors: [404] },
  'GET /api/users/:id/activity': { summary: "A member's activity: requests, recommendations, upvotes, saves" },

  'POST /api/feedback': { summary: 'Send feedback or report a bug or a member' },
  'GET /api/feedback': { summary: 'Feedback list with filters (staff)' },
  'PATCH /api/feedback/:id/status': { summary: 'Set the status of a feedback item (staff)', errors: [404] },
  'PATCH /api/feedback/:id/priority': { summary: 'Set the priority of a feedback item (staff)', errors: [404] },

  'GET /api/admin/data/stats': { summary: 'Dashboard totals (staff)' },
  'GET /api/admin/data/users': { summary: 'Users table, keyset pages (staff)' },
  'GET /api/admin/data/requests': { summary: 'Requests table, keyset pages (staff)' },
  'GET /api/admin/data/responses': { summary: 'Responses table, keyset pages (staff)' },
  'GET /api/admin/data/saves': { summary: 'Saves table, keyset pages (staff)' },
  'GET /api/admin/data/genres': { summary: 'Genre usage (staff)' },
  'GET /api/admin/data/export/users': { summary: 'Users as CSV (staff)' },
  'GET /api/admin/data/export/requests': { summary: 'Requests as CSV (staff)' },
  'GET /api/admin/data/export/responses': { summary: 'Responses as CSV (staff)' },
  'GET /api/admin/data/export/saves': { summary: 'Saves as CSV (staff)' },
  'GET /api/admin/data/export/user_genres': { summary: 'Members’ genres as CSV (staff)' },
  'GET /api/admin/data/export/request_genres': { summary: 'Request genres as CSV (staff)' },
};
