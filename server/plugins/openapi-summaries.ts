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
  'GET /api/health': { summary: 'Liveness check (no database call)' },
  'GET /api/ready': {
    summary:
      'Readiness: the database answers, migrations are applied and the instance is not draining (503 not_ready otherwise)',
  },
  'POST /api/auth/register': { summary: 'Create an account and sign in', errors: [409] },
  'POST /api/auth/login': { summary: 'Sign in with email and password' },
  'POST /api/auth/logout': { summary: 'Sign out (ends the session)' },
  'GET /api/auth/me': { summary: 'The signed-in member' },

  'GET /api/genres': { summary: 'Genres: flat search or the category hierarchy' },
  'POST /api/genres/suggest': { summary: 'Suggest a missing genre' },
  'GET /api/users/:id/genres': { summary: "A member's favourite genres" },
  'POST /api/users/:id/genres': { summary: "Replace the member's favourite genres" },

  'POST /api/requests': { summary: 'Create a request (text, GIF or "songs like this")' },
  'GET /api/requests': {
    summary: 'The feed: one page of requests in a sort (recent, responses, upvotes, magic)',
  },
  'GET /api/users/:id/requests': { summary: "A member's requests, newest first" },
  'GET /api/requests/:id': { summary: 'One request', errors: [404] },
  'POST /api/requests/:id/genres': { summary: 'Set the genres of your request', errors: [404] },

  'GET /api/requests/:id/responses': { summary: 'The recommendations of a request', errors: [404] },
  'POST /api/requests/:id/responses': {
    summary: 'Recommend a song for a request',
    errors: [404, 409],
  },

  'POST /api/requests/:id/upvote': { summary: 'Upvote or un-upvote a request', errors: [404] },
  'GET /api/requests/:id/upvoted': { summary: 'Whether you upvoted a request', errors: [404] },
  'PATCH /api/requests/:id': {
    summary: 'Edit the text of your request (within 15 minutes of posting)',
    errors: [404],
  },
  'DELETE /api/requests/:id': {
    summary: 'Delete your request with its recommendations, upvotes, saves and plays',
    errors: [404],
  },
  'PATCH /api/responses/:id': {
    summary: 'Edit the comment of your recommendation (within 15 minutes of posting)',
    errors: [404],
  },
  'DELETE /api/responses/:id': { summary: 'Delete your recommendation', errors: [404] },
  'GET /api/blocks': { summary: 'The members you block' },
  'PUT /api/users/:id/block': { summary: 'Block a member', errors: [404] },
  'DELETE /api/users/:id/block': { summary: 'Unblock a member', errors: [404] },
  'POST /api/users/:id/follow': { summary: 'Follow a member', errors: [404] },
  'DELETE /api/users/:id/follow': { summary: 'Unfollow a member', errors: [404] },
  'POST /api/responses/:id/upvote': {
    summary: 'Upvote or un-upvote a recommendation',
    errors: [404],
  },
  'POST /api/responses/:id/cosigns': {
    summary: 'Co-sign a recommendation (upvote it and add your comment)',
    errors: [404, 409],
  },
  'DELETE /api/responses/:id/cosigns/mine': {
    summary: 'Withdraw your co-sign of a recommendation',
    errors: [404],
  },
  'PUT /api/responses/:id/verdict': {
    summary: "The asker's verdict on a recommendation to their request",
    errors: [404],
  },
  'DELETE /api/responses/:id/verdict': {
    summary: "Remove the asker's verdict on a recommendation",
    errors: [404],
  },
  'POST /api/reports': {
    summary: 'Report a request, an answer or a member to staff',
    errors: [404, 409],
  },
  'GET /api/admin/reports': {
    summary: 'Open reports grouped per reported item, and the latest moderation actions (staff)',
  },
  'POST /api/admin/moderation': {
    summary: 'Hide, restore or dismiss the reports of an item (staff)',
    errors: [404],
  },
  'GET /api/notifications': {
    summary: 'Your notifications, grouped per target, newest first, with the unread count',
  },
  'GET /api/notifications/unread-count': { summary: 'How many notification groups are unread' },
  'POST /api/notifications/read': { summary: 'Mark one notification group read' },
  'POST /api/notifications/read-all': { summary: 'Mark every notification read' },
  'GET /api/notifications/stream': {
    summary:
      'Live unread count as Server-Sent Events (text/event-stream; reconnect with Last-Event-ID)',
  },
  'GET /api/notifications/settings': {
    summary: 'Which notification types are on, and the genres you watch',
  },
  'PUT /api/notifications/settings': {
    summary: 'Turn notification types on or off and/or replace the genres you watch (at most 10)',
  },
  'GET /api/requests/:id/follow': { summary: 'Whether you follow a request', errors: [404] },
  'PUT /api/requests/:id/follow': {
    summary: 'Follow a request (hear of every new answer)',
    errors: [404],
  },
  'DELETE /api/requests/:id/follow': { summary: 'Unfollow a request', errors: [404] },
  'GET /api/users/:id/taste': {
    summary: "A member's taste match with you and their loved answers per genre",
    errors: [404],
  },

  'POST /api/saved-songs': { summary: 'Save a recommended song', errors: [404] },
  'POST /api/responses/:id/save': { summary: 'Save a recommendation', errors: [404] },
  'DELETE /api/responses/:id/save': { summary: 'Unsave a recommendation', errors: [404] },
  'DELETE /api/saved-songs/:savedId': { summary: 'Remove a saved song', errors: [404] },
  'GET /api/users/:id/saved-songs/:responseId': { summary: 'Whether you saved a recommendation' },
  'GET /api/users/:id/saved-songs': { summary: 'Your saved songs, grouped by request' },

  'GET /api/youtube/search': {
    summary: 'Search songs (catalogue, then iTunes, then YouTube with a key)',
    errors: [502],
  },
  'GET /api/youtube/videos/:videoId': { summary: 'One song by video id', errors: [404, 502] },
  'GET /api/gifs/search': { summary: 'Search GIFs', errors: [502] },
  'GET /api/gifs/trending': { summary: 'Trending GIFs', errors: [502] },

  'POST /api/responses/:id/play': { summary: 'Record a play of a recommendation', errors: [404] },
  'GET /api/users/:id': { summary: "A member's public profile", errors: [404] },
  'GET /api/profile/:slug': {
    summary: "A member's public profile by slug (308 to the current one for an old handle)",
    errors: [404],
  },
  'GET /api/users/:id/handle': {
    summary: 'Your handle and whether you may still choose it',
    errors: [403, 404],
  },
  'PUT /api/users/:id/handle': {
    summary: 'Choose your handle (once, when it was drawn or replaced)',
    errors: [400, 403, 404, 409],
  },
  'GET /api/users/mentions': {
    summary: 'Members to @mention: the thread first, then followed members, then everyone',
    errors: [400, 429],
  },
  'GET /api/users/search': {
    summary: 'Search members by display name or handle',
    errors: [400, 429],
  },
  'GET /api/users/:id/activity': {
    summary: "A member's activity: requests, recommendations, upvotes, saves",
  },

  'POST /api/feedback': { summary: 'Send feedback or report a bug or a member' },
  'GET /api/feedback': { summary: 'Feedback list with filters (staff)' },
  'PATCH /api/feedback/:id/status': {
    summary: 'Set the status of a feedback item (staff)',
    errors: [404],
  },
  'PATCH /api/feedback/:id/priority': {
    summary: 'Set the priority of a feedback item (staff)',
    errors: [404],
  },

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

  // Issues 8, 9, 11 and 15: processing, Spotify, accounts, profile editing.
  'DELETE /api/auth/sessions/:id': { summary: 'Sign out one of your sessions', errors: [404] },
  'DELETE /api/users/:id/picture': { summary: 'Remove your profile picture' },
  'DELETE /api/users/:id/spotify': { summary: 'Disconnect Spotify', errors: [404] },
  'GET /api/account/export': {
    summary:
      'Download your data (profile, genres, requests, recommendations, upvotes, saves, plays) as JSON',
  },
  'GET /api/admin/fixed-responses': { summary: 'Fixed responses history, paged' },
  'GET /api/admin/no-genre-requests': { summary: 'Requests with no genre detected, paged' },
  'GET /api/admin/no-genre-responses': { summary: 'Responses with no genre detected, paged' },
  'GET /api/admin/processing-dashboard-stats': {
    summary: 'Processing dashboard counts: unprocessed, no genre detected, running',
  },
  'GET /api/admin/processing-stats': { summary: 'Automatic tagging progress' },
  'GET /api/admin/quality-review-results': {
    summary: 'Latest quality review scan and its findings, paged',
  },
  'GET /api/auth/sessions': { summary: "Where you're signed in: your sessions" },
  'GET /api/pictures/:file': { summary: 'A profile picture by content hash', errors: [404] },
  'GET /api/spotify/config': { summary: 'Whether Spotify is on, and its client id' },
  'GET /api/spotify/search': {
    summary: 'Search Spotify tracks (empty list on failure)',
    errors: [404],
  },
  'GET /api/spotify/tracks/:id': { summary: 'One Spotify track', errors: [404] },
  'GET /api/users/:id/spotify': { summary: 'Your Spotify connection status', errors: [404] },
  'GET /api/users/:id/spotify-token': {
    summary: 'A short-lived Spotify access token for the Web Playback SDK (owner only)',
    errors: [404, 409],
  },
  'PATCH /api/users/:id': { summary: 'Change your display name' },
  'PATCH /api/users/:id/spotify': {
    summary: 'Connect Spotify: exchange the authorization code',
    errors: [404],
  },
  'POST /api/account/delete': { summary: 'Delete your account (password confirmation)' },
  'POST /api/admin/clear-and-reprocess-all': {
    summary: 'Clear automatic genres and re-tag everything',
  },
  'POST /api/admin/intelligent-reprocess-requests': {
    summary: 'Re-tag requests whose inputs changed or that have no genre',
  },
  'POST /api/admin/intelligent-reprocess-responses': {
    summary: 'Re-tag responses whose inputs changed or that have no genre',
  },
  'POST /api/admin/quality-review-run': {
    summary: 'Start a quality review scan (one at a time)',
    errors: [409],
  },
  'POST /api/admin/update-request-genres/:requestId': {
    summary: "Set a request's genres (staff)",
    errors: [404],
  },
  'POST /api/admin/update-response-genres/:id': {
    summary: "Fix a response's title, artist and genres (accept, reject or edit)",
    errors: [404],
  },
  'POST /api/auth/2fa/disable': { summary: 'Turn two-factor off (password confirmation)' },
  'POST /api/auth/2fa/enable': {
    summary: 'Turn two-factor on with a first code; returns recovery codes',
  },
  'POST /api/auth/2fa/setup': { summary: 'Start two-factor enrolment: secret and QR code' },
  'POST /api/auth/2fa/verify': {
    summary: 'Pass two-factor for this session (code or recovery code)',
  },
  'POST /api/auth/change-password': { summary: 'Change your password (needs the current one)' },
  'POST /api/auth/forgot-password': {
    summary: 'E-mail a password reset link (same answer for every address)',
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with a reset token (ends every session)',
  },
  'POST /api/auth/sessions/sign-out-others': { summary: 'Sign out every other session' },
  'POST /api/auth/verify-email': { summary: "Verify your e-mail address with the link's token" },
  'POST /api/auth/verify-email/resend': { summary: 'Send the verification e-mail again' },
  'POST /api/spotify/authorize': {
    summary: 'Start connecting Spotify: the authorize URL (PKCE, state bound to the session)',
    errors: [404],
  },
  'POST /api/spotify/match': {
    summary: 'Find a song on the other source (Spotify or YouTube), stored once',
    errors: [404],
  },
  'POST /api/spotify/play/:id': { summary: 'Record a play through Spotify', errors: [404] },
  'POST /api/spotify/playlists': {
    summary: 'Save answers as a private playlist in your Spotify account',
    errors: [404, 409, 502],
  },
  'PUT /api/users/:id/picture': {
    summary: 'Upload your profile picture (JPEG, PNG, WebP or GIF, up to 5 MB)',
  },
};
