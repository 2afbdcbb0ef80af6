/** The routes of feed/feed.routes: schemas, summary, access and enforced limit, by route name. */
import { feedPageSchema, feedQuerySchema, idParamsSchema } from '../schemas';
import { type RouteDefinitions } from './route-definition';

export const feedDefinitions = {
  getRequests: {
    summary: 'The feed: one page of requests in a sort (recent, responses, upvotes, magic)',
    access: 'member',
    limit: 'global',
    query: feedQuerySchema,
    answer: { 200: feedPageSchema },
  },
  getUserRequests: {
    summary: "A member's requests, newest first",
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    query: feedQuerySchema,
    answer: { 200: feedPageSchema },
  },
} as const satisfies RouteDefinitions;
