/**
 * HTTP routes of handles (decision 045), for the signed-in member themself:
 * - GET /api/users/{id}/handle → 200 `{slug, choosable}`;
 * - PUT /api/users/{id}/handle `{handle}` → 200 `{slug, choosable: false}`; 400 an invalid handle,
 *   403 `handle_locked` once chosen, 409 `handle_taken`.
 */
import { idParamsSchema } from '../../../common/schemas';
import { handleBodySchema, handleStateSchema } from '../../../common/schemas/member-handles';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { chooseHandle, getHandleState } from './member-handles.service';

export async function memberHandleRoutes(app: App, { db, config }: AppDeps) {
  registerRoute(
    app,
    'getUserHandle',
    {
      schema: { params: idParamsSchema, response: { 200: handleStateSchema } },
      config: { access: 'member' },
    },
    async (request) => getHandleState(db, requireSelf(request, request.params.id)),
  );

  registerRoute(
    app,
    'putUserHandle',
    {
      schema: {
        params: idParamsSchema,
        body: handleBodySchema,
        response: { 200: handleStateSchema },
      },
      config: {
        access: 'member',
        rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
      },
    },
    async (request) =>
      chooseHandle(db, requireSelf(request, request.params.id), request.body.handle),
  );
}
