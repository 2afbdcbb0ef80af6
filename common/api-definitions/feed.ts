/** The routes of feed/feed.routes: schemas, summary, access and enforced limit, by route name. */
import {
  feedPageSchema,
  feedQuerySchema,
  feedSeenBodySchema,
  feedSeenSchema,
  idParamsSchema,
} from '../schemas';
import { type RouteDefinitions } from './route-definition';

export const feedDefinitions = {
  getRequests: {
    summary:
      'The feed: one page of requests in a sort (recent, responses, upvotes, magic, or top within a window)',
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
  putFeedSeen: {
    summary: 'Mark the newest request you have seen in the RECENT feed (your last visit)',
    access: 'member',
    limit: 'writes',
    body: feedSeenBodySchema,
    answer: { 200: feedSeenSchema },
  },
} as const satisfies RouteDefinitions;
