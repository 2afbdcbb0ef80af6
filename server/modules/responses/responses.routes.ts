/** HTTP routes of recommendations (spec 000 §7 "Request detail"). */
import { z } from 'zod';
import {
  createResponseBodySchema,
  idParamsSchema,
  responseItemSchema,
} from '../../../common/schemas';
import { responsesQuerySchema } from '../../../common/schemas/cosigns-and-verdicts';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { createResponse, listResponses } from './responses.service';

export async function responseRoutes(app: App, { db, config }: AppDeps) {
  const writeRateLimit = { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 };

  registerRoute(
    app,
    'getRequestResponses',
    {
      schema: {
        params: idParamsSchema,
        querystring: responsesQuerySchema,
        response: { 200: z.array(responseItemSchema) },
      },
      config: { access: 'member' },
    },
    async (request) =>
      listResponses(
        db,
        request.params.id,
        { id: request.user!.id, role: request.user!.role },
        request.query.order,
      ),
  );

  registerRoute(
    app,
    'postRequestResponses',
    {
      schema: {
        params: idParamsSchema,
        body: createResponseBodySchema,
        response: { 201: responseItemSchema },
      },
      config: { access: 'member', rateLimit: writeRateLimit },
    },
    async (request, reply) => {
      requireSelf(request, request.body.userId);
      const { id, displayName, slug, profilePicture } = request.user!;
      const created = await createResponse(
        db,
        request.params.id,
        { id, displayName, slug, profilePicture },
        request.body,
      );
      return reply.status(201).send(created);
    },
  );
}
