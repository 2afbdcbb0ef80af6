/**
 * HTTP routes of replies under an answer: list a thread, reply, and edit or delete
 * one's own reply. Writes are rate-limited like every write; a POST with an Idempotency-Key is
 * done once (plugins/idempotency.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { createReply, deleteReply, editReply, listReplies } from './replies.service';

/** The signed-in member as a reply's author. */
const memberOf = (user: NonNullable<FastifyRequest['user']>) => ({
  id: user.id,
  displayName: user.displayName,
  slug: user.slug,
  profilePicture: user.profilePicture,
});

export async function replyRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getResponseReplies', async (request) =>
    listReplies(
      db,
      request.params.id,
      { id: request.user!.id, role: request.user!.role },
      request.query.page,
      request.query.limit,
    ),
  );

  registerRoute(app, 'postResponseReplies', async (request, reply) =>
    reply
      .status(201)
      .send(await createReply(db, memberOf(request.user!), request.params.id, request.body.body)),
  );

  registerRoute(app, 'patchReply', async (request) =>
    editReply(db, memberOf(request.user!), request.params.id, request.body.body),
  );

  registerRoute(app, 'deleteReply', async (request) =>
    deleteReply(db, request.user!.id, request.params.id),
  );
}
