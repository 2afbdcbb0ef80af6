/** HTTP routes of saved songs (spec 000 §7 "Saving and playing", "Feed and lists"): save, unsave, remove, check, and the member's list. */
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

export async function savedSongRoutes(app: App, { db }: AppDeps) {
  saveRoutes(app, db);
  savedListRoutes(app, db);
}

/** Saving and unsaving (by response or by saved id): writes, rate-limited like every write. */
function saveRoutes(app: App, db: Database) {
  registerRoute(app, 'postSavedSongs', async (request) => {
    const userId = requireSelf(request, request.body.userId);
    return saveSong(db, userId, request.body.responseId, request.body.requestId);
  });

  registerRoute(app, 'postResponseSave', async (request) => {
    const userId = requireSelf(request, request.body.userId);
    return saveSong(db, userId, request.params.id);
  });

  // The spec sends no body here; a JSON body with a userId is accepted and checked like the others.
  registerRoute(app, 'deleteResponseSave', async (request) => {
    const userId = requireSelf(request, request.body?.userId);
    return unsaveSong(db, userId, request.params.id);
  });

  registerRoute(app, 'deleteSavedSong', async (request) => {
    const userId = requireSelf(request);
    return removeSaved(db, userId, request.params.savedId);
  });
}

/** A member's own saved state of one response, and their saved songs grouped by request. */
function savedListRoutes(app: App, db: Database) {
  registerRoute(app, 'getUserSavedSong', async (request) => {
    const userId = requireSelf(request, request.params.id);
    return savedState(db, userId, request.params.responseId);
  });

  registerRoute(app, 'getUserSavedSongs', async (request) => {
    // Saved songs are private: only their owner reads them (403 for anyone else).
    requireSelf(request, request.query.userId);
    const userId = requireSelf(request, request.params.id);
    return listSavedSongGroups(db, userId);
  });
}
