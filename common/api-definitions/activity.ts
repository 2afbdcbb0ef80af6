/** The routes of activity/activity.routes: schemas, summary, access and enforced limit, by route name. */
import { activityItemSchema, activityQuerySchema, idParamsSchema, pageSchema } from '../schemas';
import { type RouteDefinitions } from './route-definition';

export const activityDefinitions = {
  getUserActivity: {
    summary: "A member's activity: requests, recommendations, upvotes, saves",
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    query: activityQuerySchema,
    answer: { 200: pageSchema(activityItemSchema) },
  },
} as const satisfies RouteDefinitions;
