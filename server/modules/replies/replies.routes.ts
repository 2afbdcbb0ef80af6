/**
 * HTTP routes of replies under an answer (issue 33): list a thread, reply, and edit or delete
 * one's own reply. Writes are rate-limited like every write; a POST with an Idempotency-Key is
 * done once (plugins/idempotency.ts).
 */
import { idParamsSchema } from '../../../common/schemas';
import {
  repliesQuerySchema,
  replyBodySchema,
  replyDeletedSchema,
  replyPageSchema,
  replySchema,
} from '../../../common/schemas/replies';
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

export async function replyRoutes(app: App, { db, config }: AppDeps) {
  const write = {
    access: 'member' as const,
    rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
  };

  registerRoute(
    app,
    'getResponseReplies',
    {
      schema: {
        summary: 'Replies under an answer the viewer sees, oldest first, paged, with their total',
        params: idParamsSchema,
        querystring: repliesQuerySchema,
        response: { 200: replyPageSchema },
      },
      config: { access: 'member' },
    },
    async (request) =>
      listReplies(
        db,
        request.params.id,
        { id: request.user!.id, role: request.user!.role },
        request.query.page,
        request.query.limit,
      ),
  );

  registerRoute(
    app,
    'postResponseReplies',
    {
      schema: {
        summary: 'Reply under an answer (1–500 characters; @slug mentions notify)',
        params: idParamsSchema,
        body: replyBodySchema,
        response: { 201: replySchema },
      },
      config: write,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createReply(db, memberOf(request.user!), request.params.id, request.body.body)),
  );

  registerRoute(
    app,
    'patchReply',
    {
      schema: {
        summary: 'Edit your own reply within the edit window',
        params: idParamsSchema,
        body: replyBodySchema,
        response: { 200: replySchema },
      },
      config: write,
    },
    async (request) => editReply(db, memberOf(request.user!), request.params.id, request.body.body),
  );

  registerRoute(
    app,
    'deleteReply',
    {
      schema: {
        summary: 'Delete your own reply',
        params: idParamsSchema,
        response: { 200: replyDeletedSchema },
      },
      config: write,
    },
    async (request) => deleteReply(db, request.user!.id, request.params.id),
  );
}
