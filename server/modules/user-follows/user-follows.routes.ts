/** HTTP routes of following members (issue 33): POST follows member :id, DELETE unfollows; both idempotent and rate-limited. */
import { idParamsSchema } from '../../../common/schemas';
import { userFollowStateSchema } from '../../../common/schemas/user-follows';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { setFollowUser } from './user-follows.service';

export async function userFollowRoutes(app: App, { db, config }: AppDeps) {
  const write = {
    access: 'member' as const,
    rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
  };
  for (const [name, follow] of [
    ['postUserFollow', true],
    ['deleteUserFollow', false],
  ] as const) {
    registerRoute(
      app,
      name,
      {
        schema: { params: idParamsSchema, response: { 200: userFollowStateSchema } },
        config: write,
      },
      async (request) => setFollowUser(db, request.user!.id, request.params.id, follow),
    );
  }
}
