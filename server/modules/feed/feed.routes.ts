/**
 * HTTP routes of the feed (spec 000 §7 "Feed and lists"): the home feed and one member's requests,
 * in every sort, and the member's last-visit mark (decision 050).
 */
import type { z } from 'zod';
import type { feedQuerySchema } from '../../../common/schemas';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { sendJsonText } from '../../lib/response-serializer';
import { requireSelf } from '../../plugins/access';
import { listFeed, recordFeedSeen } from './feed.service';
import { API_ROUTES } from '../../../common/api-routes';
import { addSessionCompanion } from '../auth/index';
import { plainFirstPage, recentFirstPageCompanion } from './first-page-with-session';

type FeedQuery = z.output<typeof feedQuerySchema>;

export async function feedRoutes(app: App, { db }: AppDeps) {
  // Page 1 of RECENT comes with the session lookup, in its statement (decision 057).
  addSessionCompanion(app, API_ROUTES.getRequests, recentFirstPageCompanion(db));
  // Its answer is kept per session while the database is unchanged (decision 061).
  registerRoute(app, 'getRequests', async (request, reply) => {
    const viewerId = requireSelf(request, request.query.userId);
    const query = { ...pageOptions(request.query), following: request.query.following === 'true' };
    const first = plainFirstPage(db, request, viewerId, query);
    if (first && 'body' in first) return sendJsonText(reply, first.body);
    const page = await listFeed(db, viewerId, query, first?.rows);
    if (!first) return page;
    const body = reply.serialize(page) as string;
    first.keep(body);
    return sendJsonText(reply, body);
  });

  registerRoute(app, 'putFeedSeen', async (request) =>
    recordFeedSeen(db, requireSelf(request, request.body.userId), request.body.seenAt),
  );

  registerRoute(app, 'getUserRequests', async (request) =>
    listFeed(db, requireSelf(request, request.query.userId), {
      ...pageOptions(request.query),
      authorId: request.params.id,
    }),
  );
}

/** The page, sort and filters both feed routes read from their query string. */
function pageOptions(query: FeedQuery) {
  const { page, limit, sort, search, genreId, snapshot, at, window } = query;
  return {
    page,
    limit,
    sort,
    search,
    genreId,
    snapshot,
    at,
    window,
    unanswered: query.unanswered === 'true',
  };
}
