/**
 * HTTP routes of handles (decision 045), for the signed-in member themself:
 * - GET /api/users/{id}/handle → 200 `{slug, choosable}`;
 * - PUT /api/users/{id}/handle `{handle}` → 200 `{slug, choosable: false}`; 400 an invalid handle,
 *   403 `handle_locked` once chosen, 409 `handle_taken`.
 */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { chooseHandle, getHandleState } from './member-handles.service';

export async function memberHandleRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getUserHandle', async (request) =>
    getHandleState(db, requireSelf(request, request.params.id)),
  );

  registerRoute(app, 'putUserHandle', async (request) =>
    chooseHandle(db, requireSelf(request, request.params.id), request.body.handle),
  );
}
