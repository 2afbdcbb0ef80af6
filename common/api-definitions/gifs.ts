/** The routes of gifs/gifs.routes: schemas, summary, access and enforced limit, by route name. */
import { gifSchema, gifSearchQuerySchema, gifTrendingQuerySchema } from '../schemas';
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

export const gifsDefinitions = {
  getGifsSearch: {
    summary: 'Search GIFs',
    access: 'member',
    limit: 'gif-searches',
    query: gifSearchQuerySchema,
    answer: { 200: z.array(gifSchema) },
    errors: [502],
  },
  getGifsTrending: {
    summary: 'Trending GIFs',
    access: 'member',
    limit: 'gif-searches',
    query: gifTrendingQuerySchema,
    answer: { 200: z.array(gifSchema) },
    errors: [502],
  },
} as const satisfies RouteDefinitions;
