/** HTTP routes of the feed (spec 000 §7 "Feed and lists"): the home feed and one member's requests, in every sort. */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { listFeed } from './feed.service';

export async function feedRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getRequests', async (request) => {
    const viewerId = requireSelf(request, request.query.userId);
    const { page, limit, sort, search, genreId, snapshot, at } = request.query;
    const unanswered = request.query.unanswered === 'true';
    const following = request.query.following === 'true';
    return listFeed(db, viewerId, {
      page,
      limit,
      sort,
      search,
      genreId,
      snapshot,
      at,
      unanswered,
      following,
    });
  });

  registerRoute(app, 'getUserRequests', async (request) => {
    const viewerId = requireSelf(request, request.query.userId);
    const { page, limit, sort, search, genreId, snapshot, at } = request.query;
    const unanswered = request.query.unanswered === 'true';
    return listFeed(db, viewerId, {
      page,
      limit,
      sort,
      search,
      genreId,
      snapshot,
      at,
      unanswered,
      authorId: request.params.id,
    });
  });
}
