/** HTTP routes of genres and members' genre preferences (spec 000 §7 "Genres"). */
import { z } from 'zod';
import {
  genreCategorySchema,
  genreSchema,
  genresQuerySchema,
  genreSuggestionResultSchema,
  idParamsSchema,
  saveUserGenresBodySchema,
  suggestGenreBodySchema,
  userGenreSchema,
} from '../../../common/schemas';
import { foldForSearch } from '../../../common/text';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { requireSelf } from '../../plugins/access';
import * as repo from './genres.repository';
import { getHierarchy, saveUserGenres, suggestGenre } from './genres.service';

export async function genreRoutes(app: App, { db, config }: AppDeps) {
  const writeRateLimit = { max: config.WRITE_RATE_LIMIT_MAX, timeWindow: 60_000 };

  registerRoute(
    app,
    'getGenres',
    {
      schema: {
        querystring: genresQuerySchema,
        response: { 200: z.union([z.array(genreCategorySchema), z.array(genreSchema)]) },
      },
      config: { access: 'member' },
    },
    async (request) => {
      const { format, search, active_only, limit } = request.query;
      if (format === 'hierarchical' && !search) return getHierarchy(db, limit);
      return repo.searchGenres(db, foldForSearch(search ?? ''), active_only !== 'false', limit);
    },
  );

  registerRoute(
    app,
    'postGenresSuggest',
    {
      schema: { body: suggestGenreBodySchema, response: { 201: genreSuggestionResultSchema } },
      config: { access: 'member', rateLimit: writeRateLimit },
    },
    async (request, reply) => {
      const userId = requireSelf(request, request.body.userId);
      return reply.status(201).send(await suggestGenre(db, request.body.name, userId));
    },
  );

  registerRoute(
    app,
    'getUserGenres',
    {
      schema: { params: idParamsSchema, response: { 200: z.array(userGenreSchema) } },
      config: { access: 'member' },
    },
    async (request) => {
      // Preferences are private: a member reads only their own (our decision; spec 000 is silent).
      const userId = requireSelf(request, request.params.id);
      return repo.getUserGenres(db, userId);
    },
  );

  registerRoute(
    app,
    'postUserGenres',
    {
      schema: {
        params: idParamsSchema,
        body: saveUserGenresBodySchema,
        response: { 200: z.array(userGenreSchema) },
      },
      config: { access: 'member', rateLimit: writeRateLimit },
    },
    async (request) => {
      const userId = requireSelf(request, request.params.id);
      return saveUserGenres(db, userId, request.body.genres);
    },
  );
}
