/** The routes of responses/responses.routes: schemas, summary, access and enforced limit, by route name. */
import { createResponseBodySchema, idParamsSchema, responseItemSchema } from '../schemas';
import { responsesQuerySchema } from '../schemas/cosigns-and-verdicts';
import { z } from 'zod';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const responsesDefinitions = {
  getRequestResponses: {
    summary: 'The recommendations of a request',
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    query: responsesQuerySchema,
    answer: { 200: z.array(responseItemSchema) },
    errors: [404],
  },
  postRequestResponses: {
    summary: 'Recommend a song for a request',
    access: 'member',
    limit: ACTION_BUDGETS.responses,
    params: idParamsSchema,
    body: createResponseBodySchema,
    answer: { 201: responseItemSchema },
    errors: [404, 409],
  },
} as const satisfies RouteDefinitions;
