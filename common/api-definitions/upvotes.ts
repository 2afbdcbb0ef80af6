/** The routes of upvotes/upvotes.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema, upvotedStateSchema, viewerQuerySchema } from '../schemas';
import { ACTION_BUDGETS } from '../rate-limits';
import { upvoteBodySchema, upvoteResultSchema } from '../schemas';
import { type RouteDefinitions } from './route-definition';

export const upvotesDefinitions = {
  getRequestUpvoted: {
    summary: 'Whether you upvoted a request',
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    query: viewerQuerySchema,
    answer: { 200: upvotedStateSchema },
    errors: [404],
  },
  postRequestUpvote: {
    summary: 'Upvote or un-upvote a request',
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    params: idParamsSchema,
    body: upvoteBodySchema,
    answer: { 200: upvoteResultSchema },
    errors: [404],
  },
  postResponseUpvote: {
    summary: 'Upvote or un-upvote a recommendation',
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    params: idParamsSchema,
    body: upvoteBodySchema,
    answer: { 200: upvoteResultSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
