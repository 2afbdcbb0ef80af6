/** The routes of player/player.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema, playRecordedSchema } from '../schemas';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const playerDefinitions = {
  postResponsePlay: {
    summary: 'Record a play of a recommendation',
    access: 'member',
    limit: ACTION_BUDGETS.plays,
    params: idParamsSchema,
    answer: { 201: playRecordedSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
