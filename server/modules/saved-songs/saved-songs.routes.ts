/** HTTP routes of saved songs (spec 000 §7 "Saving and playing", "Feed and lists"): save, unsave, remove, check, and the member's list. */
import type { FastifyContextConfig } from 'fastify';
import {
  idParamsSchema,
  optionalUserId,
  savedSongGroupSchema,
  saveResponseBodySchema,
  unsaveResponseBodySchema,
  savedIdParamsSchema,
  saveSongBodySchema,
  userResponseParamsSchema,
  removedSaveSchema,
  saveResultSchema,
  savedStateSchema,
} from '../../../common/schemas';
import { z } from 'zod';
import type { App, AppDeps } from '../../app-types';
import type { Database } from '../../db/client';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import {
  listSavedSongGroups,
  removeSaved,
  savedState,
  saveSong,
  unsaveSong,
} from './saved-songs.service';

export async function savedSongRoutes(app: App, { db, config }: AppDeps) {
  const write = {
    access: 'member' as const,
    rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
  };
  saveRoutes(app, db, write);
  savedListRoutes(app, db);
}

/** Saving and unsaving (by response or by saved id): writes, rate-limited like every write. */
function saveRoutes(app: App, db: Database, write: FastifyContextConfig) {
  registerRoute(
    app,
    'postSavedSongs',
    { schema: { body: saveSongBodySchema, response: { 200: saveResultSchema } }, config: write },
    async (request) => {
      const userId = requireSelf(request, request.body.userId);
      return saveSong(db, userId, request.body.responseId, request.body.requestId);
    },
  );

  registerRoute(
    app,
    'postResponseSave',
    {
      schema: {
        params: idParamsSchema,
        body: saveResponseBodySchema,
        response: { 200: saveResultSchema },
      },
      config: write,
    },
    async (request) => {
      const userId = requireSelf(request, request.body.userId);
      return saveSong(db, userId, request.params.id);
    },
  );

  // The spec sends no body here; a JSON body with a userId is accepted and checked like the others.
  registerRoute(
    app,
    'deleteResponseSave',
    {
      schema: {
        params: idParamsSchema,
        body: unsaveResponseBodySchema,
        response: { 200: saveResultSchema },
      },
      config: write,
    },
    async (request) => {
      const userId = requireSelf(request, request.body?.userId);
      return unsaveSong(db, userId, request.params.id);
    },
  );

  registerRoute(
    app,
    'deleteSavedSong',
    {
      schema: { params: savedIdParamsSchema, response: { 200: removedSaveSchema } },
      config: write,
    },
    async (request) => {
      const userId = requireSelf(request);
      return removeSaved(db, userId, request.params.savedId);
    },
  );
}

/** A member's own saved state of one response, and their saved songs grouped by request. */
function savedListRoutes(app: App, db: Database) {
  registerRoute(
    app,
    'getUserSavedSong',
    {
      schema: { params: userResponseParamsSchema, response: { 200: savedStateSchema } },
      config: { access: 'member' },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      return savedState(db, userId, request.params.responseId);
    },
  );

  registerRoute(
    app,
    'getUserSavedSongs',
    {
      schema: {
        params: idParamsSchema,
        querystring: z.object({ userId: optionalUserId }),
        response: { 200: z.array(savedSongGroupSchema) },
      },
      config: { access: 'member' },
    },
    async (request) => {
      // Saved songs are private: only their owner reads them (403 for anyone else).
      requireSelf(request, request.query.userId);
      const userId = requireSelf(request, request.params.id);
      return listSavedSongGroups(db, userId);
    },
  );
}
