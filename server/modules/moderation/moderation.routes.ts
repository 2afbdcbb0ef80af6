/**
 * HTTP routes of member moderation (issue 14 "Members keep their corner tidy"): edit and delete
 * one's own request or answer, block and unblock members. Writes are rate-limited.
 */
import { idParamsSchema } from '../../../common/schemas';
import {
  blockListSchema,
  blockStateSchema,
  deletedSchema,
  editRequestBodySchema,
  editResponseBodySchema,
  requestEditedSchema,
  responseEditedSchema,
} from '../../../common/schemas/moderation';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import {
  deleteRequest,
  deleteResponse,
  editRequest,
  editResponse,
  listBlocks,
  setBlock,
} from './moderation.service';

export async function moderationRoutes(app: App, { db, config }: AppDeps) {
  const write = {
    access: 'member' as const,
    rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
  };

  registerRoute(
    app,
    'patchRequest',
    {
      schema: {
        params: idParamsSchema,
        body: editRequestBodySchema,
        response: { 200: requestEditedSchema },
      },
      config: write,
    },
    async (request) => editRequest(db, request.user!.id, request.params.id, request.body.content),
  );
  registerRoute(
    app,
    'patchResponse',
    {
      schema: {
        params: idParamsSchema,
        body: editResponseBodySchema,
        response: { 200: responseEditedSchema },
      },
      config: write,
    },
    async (request) => editResponse(db, request.user!.id, request.params.id, request.body.comment),
  );
  // The author deletes their own request or answer: one rule, one route shape.
  for (const [name, remove] of [
    ['deleteRequest', deleteRequest],
    ['deleteResponse', deleteResponse],
  ] as const) {
    registerRoute(
      app,
      name,
      { schema: { params: idParamsSchema, response: { 200: deletedSchema } }, config: write },
      async (request) => remove(db, request.user!.id, request.params.id),
    );
  }

  registerRoute(
    app,
    'getBlocks',
    { schema: { response: { 200: blockListSchema } }, config: { access: 'member' } },
    async (request) => listBlocks(db, request.user!.id),
  );
  // PUT blocks member :id, DELETE unblocks them.
  for (const [name, blocked] of [
    ['putUserBlock', true],
    ['deleteUserBlock', false],
  ] as const) {
    registerRoute(
      app,
      name,
      { schema: { params: idParamsSchema, response: { 200: blockStateSchema } }, config: write },
      async (request) => setBlock(db, request.user!.id, request.params.id, blocked),
    );
  }
}
