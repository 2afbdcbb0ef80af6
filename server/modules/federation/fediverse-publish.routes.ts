/**
 * A member's "Publish my requests and answers to the fediverse" (decision 046: `users.fediverse_publish`,
 * on by default). Off, their requests and answers are neither served as Notes nor delivered. The
 * routes exist whether or not the server federates, and say which (`federating`).
 */
import { eq } from 'drizzle-orm';
import type { App, RouteDeps } from '../../app-types';
import { users } from '../../db/schema';
import { registerRoute } from '../../lib/route-table';

/** GET and PUT `/api/account/fediverse`. */
export function fediversePublishRoutes(app: App, { db, config }: Pick<RouteDeps, 'db' | 'config'>) {
  const federating = config.FEDERATION === 'on';

  registerRoute(app, 'getFediversePublish', async (request) => {
    const [row] = await db
      .select({ publish: users.fediversePublish })
      .from(users)
      .where(eq(users.id, request.user!.id));
    return { publish: row?.publish ?? false, federating };
  });

  registerRoute(app, 'putFediversePublish', async (request) => {
    const [row] = await db
      .update(users)
      .set({ fediversePublish: request.body.publish })
      .where(eq(users.id, request.user!.id))
      .returning({ publish: users.fediversePublish });
    return { publish: row?.publish ?? request.body.publish, federating };
  });
}
