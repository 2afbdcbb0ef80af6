/** The routes of genres/genres.routes: schemas, summary, access and enforced limit, by route name. */
import {
  genreCategorySchema,
  genreSchema,
  genreSuggestionResultSchema,
  genresQuerySchema,
  idParamsSchema,
  saveUserGenresBodySchema,
  suggestGenreBodySchema,
  userGenreSchema,
} from '../schemas';
import { z } from 'zod';
import { ACTION_BUDGETS } from '../rate-limits';
import { type RouteDefinitions } from './route-definition';

export const genresDefinitions = {
  getGenres: {
    summary: 'Genres: flat search or the category hierarchy',
    access: 'member',
    limit: 'global',
    query: genresQuerySchema,
    answer: { 200: z.union([z.array(genreCategorySchema), z.array(genreSchema)]) },
  },
  postGenresSuggest: {
    summary: 'Suggest a missing genre',
    access: 'member',
    limit: ACTION_BUDGETS.genreSuggestions,
    body: suggestGenreBodySchema,
    answer: { 201: genreSuggestionResultSchema },
  },
  getUserGenres: {
    summary: "A member's favourite genres",
    access: 'member',
    limit: 'global',
    params: idParamsSchema,
    answer: { 200: z.array(userGenreSchema) },
  },
  postUserGenres: {
    summary: "Replace the member's favourite genres",
    access: 'member',
    limit: ACTION_BUDGETS.genreChoices,
    params: idParamsSchema,
    body: saveUserGenresBodySchema,
    answer: { 200: z.array(userGenreSchema) },
  },
} as const satisfies RouteDefinitions;
