/** POST /api/requests/{id}/genres with {genreIds} (spec 000 §7; answer `{genres: [{id, name}]}`). */
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { setRequestGenres } from './request-genres.service';

export async function requestGenreRoutes(app: App, { db }: AppDeps) {
  registerRoute(app, 'postRequestGenres', async (request) => {
    const userId = requireSelf(request, request.body.userId);
    return setRequestGenres(db, userId, request.params.id, request.body.genreIds);
  });
}
