/** The routes of requests/requests.routes: schemas, summary, access and enforced limit, by route name. */
import {
  createRequestBodySchema,
  idParamsSchema,
  optionalUserId,
  requestItemSchema,
} from '../schemas';
import { z } from 'zod';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const requestsDefinitions = {
  postRequests: {
    summary: 'Create a request (text, GIF or "songs like this")',
    access: 'member',
    limit: ACTION_BUDGETS.requests,
    body: createRequestBodySchema,
    answer: { 201: requestItemSchema },
  },
  getRequest: {
    summary: 'One request',
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    query: z.object({ userId: optionalUserId }),
    answer: { 200: requestItemSchema },
    errors: [404],
  },
} as const satisfies RouteDefinitions;
