/** POST /api/requests/{id}/genres with {genreIds} (spec 000 §7; answer `{genres: [{id, name}]}`). */
import {
  idParamsSchema,
  requestGenresBodySchema,
  requestGenresResultSchema,
} from '../../../common/schemas';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import { setRequestGenres } from './request-genres.service';

export async function requestGenreRoutes(app: App, { db, config }: AppDeps) {
  registerRoute(
    app,
    'postRequestGenres',
    {
      schema: {
        params: idParamsSchema,
        body: requestGenresBodySchema,
        response: { 200: requestGenresResultSchema },
      },
      config: {
        access: 'member',
        rateLimit: { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 },
      },
    },
    async (request) => {
      const userId = requireSelf(request, request.body.userId);
      return setRequestGenres(db, userId, request.params.id, request.body.genreIds);
    },
  );
}
