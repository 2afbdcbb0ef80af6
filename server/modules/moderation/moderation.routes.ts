/**
 * HTTP routes of member moderation: edit and delete
 * one's own request or answer, block and unblock members. Writes are rate-limited.
 */
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

export async function moderationRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'patchRequest', async (request) =>
    editRequest(db, request.user!.id, request.params.id, request.body.content),
  );
  registerRoute(app, 'patchResponse', async (request) =>
    editResponse(db, request.user!.id, request.params.id, request.body.comment),
  );
  // The author deletes their own request or answer: one rule, one route shape.
  for (const [name, remove] of [
    ['deleteRequest', deleteRequest],
    ['deleteResponse', deleteResponse],
  ] as const) {
    registerRoute(app, name, async (request) => remove(db, request.user!.id, request.params.id));
  }

  registerRoute(app, 'getBlocks', async (request) => listBlocks(db, request.user!.id));
  // PUT blocks member :id, DELETE unblocks them.
  for (const [name, blocked] of [
    ['putUserBlock', true],
    ['deleteUserBlock', false],
  ] as const) {
    registerRoute(app, name, async (request) =>
      setBlock(db, request.user!.id, request.params.id, blocked),
    );
  }
}
