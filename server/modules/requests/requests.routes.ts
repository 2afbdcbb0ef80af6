/** HTTP routes of requests (spec 000 §7 "Creating requests", one request); the feed's routes are in the feed module. */
import { isStaffRole } from '../../../common/constants';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { createRequest, getRequest } from './requests.service';

export async function requestRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'postRequests', async (request, reply) => {
    const userId = requireSelf(request, request.body.userId);
    const { id, displayName, slug, profilePicture } = request.user!;
    const created = await createRequest(db, userId, request.body, {
      id,
      displayName,
      slug,
      profilePicture,
    });
    return reply.status(201).send(created);
  });

  registerRoute(app, 'getRequest', async (request) => {
    const viewerId = requireSelf(request, request.query.userId);
    return getRequest(db, viewerId, request.params.id, isStaffRole(request.user!.role));
  });
}
