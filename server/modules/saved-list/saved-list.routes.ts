/** GET /api/users/{id}/saved-songs (spec 000 §7 "Feed and lists"): the session member's saved songs. */
import { idParamsSchema, optionalUserId, savedSongGroupSchema } from '../../../common/schemas';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import { requireSelf } from '../../plugins/access';
import { listSavedSongGroups } from './saved-list.service';

export async function savedListRoutes(app: App, { db }: AppDeps) {
  app.get(
    '/api/users/:id/saved-songs',
    {
      schema: { params: idParamsSchema, querystring: z.object({ userId: optionalUserId }), response: { 200: z.array(savedSongGroupSchema) } },
      config: { access: 'member' },
    },
    async (request) => {
      // Saved songs are private: only their owner reads them (403 for anyone else).
      requireSelf(request, request.query.userId);
      const userId = requireSelf(request, request.params.id);
      return listSavedSongGroups(db, userId);
    },
  );
}
