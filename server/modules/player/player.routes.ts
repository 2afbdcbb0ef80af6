/**
 * POST /api/responses/{id}/play (spec 000 §7 "Saving and playing"): records a play. The body is
 * empty (anything sent is ignored). Answers 201 with {responseId, plays}; 404 for an unknown
 * response; 401 without a session. Rate-limited like every write.
 */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { recordPlay } from './player.service';

export async function playerRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'postResponsePlay', async (request, reply) =>
    reply.status(201).send(await recordPlay(db, request.params.id, request.user!.id)),
  );
}
