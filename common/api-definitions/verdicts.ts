/** The routes of verdicts/verdicts.routes: schemas, summary, access and enforced limit, by route name. */
import { idParamsSchema } from '../schemas';
import {
  memberTasteSchema,
  verdictBodySchema,
  verdictResultSchema,
} from '../schemas/cosigns-and-verdicts';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const verdictsDefinitions = {
  putResponseVerdict: {
    summary: "The asker's verdict on a recommendation to their request",
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    params: idParamsSchema,
    body: verdictBodySchema,
    answer: { 200: verdictResultSchema },
    errors: [404],
  },
  deleteResponseVerdict: {
    summary: "Remove the asker's verdict on a recommendation",
    access: 'member',
    limit: ACTION_BUDGETS.reactions,
    params: idParamsSchema,
    answer: { 200: verdictResultSchema },
    errors: [404],
  },
  getUserTaste: {
    summary: "A member's taste match with you and their loved answers per genre",
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    answer: { 200: memberTasteSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
