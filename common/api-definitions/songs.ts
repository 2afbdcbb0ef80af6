/** The routes of songs/songs.routes: schemas, summary, access and enforced limit, by route name. */
import { songDataOutputSchema, songSearchQuerySchema, videoIdParamsSchema } from '../schemas';
import { z } from 'zod';
import { type RouteDefinitions } from './route-definition';

export const songsDefinitions = {
  getYoutubeSearch: {
    summary: 'Search songs (catalogue, then iTunes, then YouTube with a key)',
    access: 'member',
    limit: 'song-searches',
    query: songSearchQuerySchema,
    answer: { 200: z.array(songDataOutputSchema) },
    errors: [502],
  },
  getYoutubeVideo: {
    summary: 'One song by video id',
    access: 'member',
    limit: 'global',
    params: videoIdParamsSchema,
    answer: { 200: songDataOutputSchema },
    errors: [404, 502],
  },
} as const satisfies RouteDefinitions;
