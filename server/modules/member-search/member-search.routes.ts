/**
 * HTTP routes of finding members (decision 045), for signed-in members:
 * - GET /api/users/mentions?prefix=ma&requestId=7 → 200 `{data}`: @mention suggestions;
 * - GET /api/users/search?q=ma&page=1 → 200 a page of members by display name or handle.
 * Both count against the member's lookup limit (plugins/rate-limits.ts) besides the global one.
 */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { mentionSuggestions, searchMembers } from './member-search.service';

export async function memberSearchRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getUserMentions', async (request) =>
    mentionSuggestions(db, request.user!.id, request.query.prefix, request.query.requestId),
  );

  registerRoute(app, 'getUserSearch', async (request) =>
    searchMembers(db, request.user!.id, request.query.q, request.query.page),
  );
}
