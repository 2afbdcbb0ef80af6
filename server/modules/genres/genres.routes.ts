/** HTTP routes of genres and members' genre preferences (spec 000 §7 "Genres"). */
import { foldForSearch } from '../../../common/text';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import * as repo from './genres.repository';
import { getHierarchy, saveUserGenres, suggestGenre } from './genres.service';

export async function genreRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'getGenres', async (request) => {
    const { format, search, active_only, limit } = request.query;
    if (format === 'hierarchical' && !search) return getHierarchy(db, limit);
    return repo.searchGenres(db, foldForSearch(search ?? ''), active_only !== 'false', limit);
  });

  registerRoute(app, 'postGenresSuggest', async (request, reply) => {
    const userId = requireSelf(request, request.body.userId);
    return reply.status(201).send(await suggestGenre(db, request.body.name, userId));
  });

  registerRoute(app, 'getUserGenres', async (request) => {
    // Preferences are private: a member reads only their own (our decision; spec 000 is silent).
    const userId = requireSelf(request, request.params.id);
    return repo.getUserGenres(db, userId);
  });

  registerRoute(app, 'postUserGenres', async (request) => {
    const userId = requireSelf(request, request.params.id);
    return saveUserGenres(db, userId, request.body.genres);
  });
}
