/** HTTP routes of upvotes (spec 000 §7 "Request detail"). */
import {
  idParamsSchema,
  upvoteBodySchema,
  viewerQuerySchema,
  upvoteResultSchema,
  upvotedStateSchema,
} from '../../../common/schemas';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { hasUpvotedRequest, upvoteRequest, upvoteResponse } from './upvotes.service';

export async function upvoteRoutes(app: App, { db, config }: AppDeps) {
  const writeRateLimit = { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 };

  // Upvoting a request and upvoting an answer: the same contract on two targets.
  for (const [name, upvote] of [
    ['postRequestUpvote', upvoteRequest],
    ['postResponseUpvote', upvoteResponse],
  ] as const) {
    registerRoute(
      app,
      name,
      {
        schema: {
          params: idParamsSchema,
          body: upvoteBodySchema,
          response: { 200: upvoteResultSchema },
        },
        config: { access: 'member', rateLimit: writeRateLimit },
      },
      async (request) => {
        const userId = requireSelf(request, request.body.userId);
        return upvote(db, userId, request.params.id, request.body.upvoted);
      },
    );
  }

  registerRoute(
    app,
    'getRequestUpvoted',
    {
      schema: {
        params: idParamsSchema,
        querystring: viewerQuerySchema,
        response: { 200: upvotedStateSchema },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = requireSelf(request, request.query.userId);
      return hasUpvotedRequest(db, userId, request.params.id);
    },
  );
}
