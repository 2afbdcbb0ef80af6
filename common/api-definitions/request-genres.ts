/** The routes of request-genres/request-genres.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema, requestGenresBodySchema, requestGenresResultSchema } from '../schemas';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const requestGenresDefinitions = {
  postRequestGenres: {
    summary: 'Set the genres of your request',
    access: 'member',
    limit: ACTION_BUDGETS.genreChoices,
    params: idParamsSchema,
    body: requestGenresBodySchema,
    answer: { 200: requestGenresResultSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
