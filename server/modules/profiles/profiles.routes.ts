/** HTTP routes of public profiles (spec 000 §7 "Feed and lists": GET /api/users/{id}, GET /api/profile/{slug}). */
import { apiPath } from '../../../common/api-routes';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { getProfileById, getProfileBySlug } from './profiles.service';

export async function profileRoutes(app: App, { db }: AppDeps) {
  // Any member may look at any member's public profile (spec 000 §6: "view profiles").
  registerRoute(app, 'getUser', async (request) =>
    getProfileById(db, request.params.id, request.user!.id),
  );

  registerRoute(app, 'getProfile', async (request, reply) => {
    const found = await getProfileBySlug(db, request.params.slug, request.user!.id);
    // An old handle leads to the member's current one (decision 045): a permanent redirect.
    if ('movedTo' in found)
      return reply.redirect(apiPath('getProfile', { slug: found.movedTo }), 308);
    return found;
  });
}
