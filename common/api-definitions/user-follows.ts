/** The routes of user-follows/user-follows.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema } from '../schemas';
import { userFollowStateSchema } from '../schemas/user-follows';
import { type RouteDefinitions } from './route-definition';

export const userFollowsDefinitions = {
  postUserFollow: {
    summary: 'Follow a member',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: userFollowStateSchema },
    errors: [404],
  },
  deleteUserFollow: {
    summary: 'Unfollow a member',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: userFollowStateSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
