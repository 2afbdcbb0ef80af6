/** The routes of cosigns/cosigns.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema } from '../schemas';
import {
  cosignBodySchema,
  cosignResultSchema,
  cosignWithdrawnSchema,
} from '../schemas/cosigns-and-verdicts';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const cosignsDefinitions = {
  postResponseCosigns: {
    summary: 'Co-sign a recommendation (upvote it and add your comment)',
    access: 'member',
    limit: ACTION_BUDGETS.responses,
    params: idParamsSchema,
    body: cosignBodySchema,
    answer: { 201: cosignResultSchema },
    errors: [404, 409],
  },
  deleteResponseCosignsMine: {
    summary: 'Withdraw your co-sign of a recommendation',
    access: 'member',
    limit: 'writes',
    params: idParamsSchema,
    answer: { 200: cosignWithdrawnSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
