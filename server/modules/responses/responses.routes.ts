/** HTTP routes of recommendations (spec 000 §7 "Request detail"). */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { createResponse, listResponses } from './responses.service';

export async function responseRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getRequestResponses', async (request) =>
    listResponses(
      db,
      request.params.id,
      { id: request.user!.id, role: request.user!.role },
      request.query.order,
    ),
  );

  registerRoute(app, 'postRequestResponses', async (request, reply) => {
    requireSelf(request, request.body.userId);
    const { id, displayName, slug, profilePicture } = request.user!;
    const created = await createResponse(
      db,
      request.params.id,
      { id, displayName, slug, profilePicture },
      request.body,
    );
    return reply.status(201).send(created);
  });
}
