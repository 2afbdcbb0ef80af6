/** GET /api/users/{id}/activity (spec 000 §7 "Feed and lists"). */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { listActivity } from './activity.service';

export async function activityRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getUserActivity', async (request) => {
    requireSelf(request, request.query.userId);
    const { id, displayName, slug, profilePicture } = request.user!;
    return listActivity(
      db,
      { id, displayName, slug, profilePicture },
      request.params.id,
      request.query,
    );
  });
}
