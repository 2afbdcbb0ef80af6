/** HTTP routes of following members (issue 33): POST follows member :id, DELETE unfollows; both idempotent and rate-limited. */
import { idParamsSchema } from '../../../common/schemas';
import { userFollowStateSchema } from '../../../common/schemas/user-follows';
import type { App, AppDeps } from '../../app-types';
import { setFollowUser } from './user-follows.service';

export async function userFollowRoutes(app: App, { db, config }: AppDeps) {
  const write = {
    access: 'member' as const,
    rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
  };
  for (const [method, follow] of [
    ['POST', true],
    ['DELETE', false],
  ] as const) {
    app.route({
      method,
      url: '/api/users/:id/follow',
      schema: { params: idParamsSchema, response: { 200: userFollowStateSchema } },
      config: write,
      handler: async (request) => setFollowUser(db, request.user!.id, request.params.id, follow),
    });
  }
}
