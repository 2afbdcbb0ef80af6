/** HTTP routes of following members: POST follows member :id, DELETE unfollows; both idempotent and rate-limited. */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { setFollowUser } from './user-follows.service';

export async function userFollowRoutes(app: App, { db }: AppDeps) {
  for (const [name, follow] of [
    ['postUserFollow', true],
    ['deleteUserFollow', false],
  ] as const) {
    registerRoute(app, name, async (request) =>
      setFollowUser(db, request.user!.id, request.params.id, follow),
    );
  }
}
