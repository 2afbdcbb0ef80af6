/**
 * POST /api/responses/{id}/play (spec 000 §7 "Saving and playing"): records a play. The body is
 * empty (anything sent is ignored). Answers 201 with {responseId, plays}; 404 for an unknown
 * response; 401 without a session. Rate-limited like every write.
 */
import { idParamsSchema, playRecordedSchema } from '../../../common/schemas';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { recordPlay } from './player.service';

export async function playerRoutes(app: App, { db, config }: AppDeps) {
  registerRoute(
    app,
    'postResponsePlay',
    {
      schema: { params: idParamsSchema, response: { 201: playRecordedSchema } },
      config: {
        access: 'member',
        rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await recordPlay(db, request.params.id, request.user!.id)),
  );
}
