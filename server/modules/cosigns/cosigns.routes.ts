/** HTTP routes of co-signs: co-sign an answer instead of recommending the same song again. */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { cosignResponse, withdrawCosign } from './cosigns.service';

export async function cosignRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'postResponseCosigns', async (request, reply) => {
    const { id, displayName, slug, profilePicture } = request.user!;
    const result = await cosignResponse(
      db,
      { id, displayName, slug, profilePicture },
      request.params.id,
      request.body.comment,
    );
    return reply.status(201).send(result);
  });

  registerRoute(app, 'deleteResponseCosignsMine', async (request) =>
    withdrawCosign(db, request.user!.id, request.params.id),
  );
}
