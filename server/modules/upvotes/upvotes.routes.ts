/** HTTP routes of upvotes (spec 000 §7 "Request detail"). */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { hasUpvotedRequest, upvoteRequest, upvoteResponse } from './upvotes.service';

export async function upvoteRoutes(app: App, { db }: AppDeps) {
  // Upvoting a request and upvoting an answer: the same contract on two targets.
  for (const [name, upvote] of [
    ['postRequestUpvote', upvoteRequest],
    ['postResponseUpvote', upvoteResponse],
  ] as const) {
    registerRoute(app, name, async (request) => {
      const userId = requireSelf(request, request.body.userId);
      return upvote(db, userId, request.params.id, request.body.upvoted);
    });
  }

  registerRoute(app, 'getRequestUpvoted', async (request) => {
    const userId = requireSelf(request, request.query.userId);
    return hasUpvotedRequest(db, userId, request.params.id);
  });
}
