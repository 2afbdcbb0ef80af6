/**
 * Song search routes named for the video platform (spec 000 §7 "Song search"):
 * GET /api/youtube/search?query= and GET /api/youtube/videos/{videoId}.
 */
import { z } from 'zod';
import { SEARCH_MIN_CHARS, SONG_SEARCH_LIMIT } from '../../../common/constants';
import { songDataOutputSchema, songSearchQuerySchema, videoIdParamsSchema } from '../../../common/schemas';
import type { App, AppDeps } from '../../app-types';
import { HttpError, notFound } from '../../lib/http-errors';
import { SongProviderError } from '../../providers/songs/song-provider';

export async function songRoutes(app: App, { songs }: AppDeps) {
  app.get(
    '/api/youtube/search',
    { schema: { querystring: songSearchQuerySchema, response: { 200: z.array(songDataOutputSchema) } }, config: { access: 'member' } },
    async (request) => {
      const query = request.query.query.trim();
      if (query.length < SEARCH_MIN_CHARS) return [];
      try {
        return await songs.search(query, SONG_SEARCH_LIMIT);
      } catch (err) {
        if (err instanceof SongProviderError) {
          request.log.warn({ err }, 'song search failed');
          throw new HttpError(502, 'song_search_failed', 'Failed to search for songs. Please try again.');
        }
        throw err;
      }
    },
  );

  app.get(
    '/api/youtube/videos/:videoId',
    { schema: { params: videoIdParamsSchema, response: { 200: songDataOutputSchema } }, config: { access: 'member' } },
    async (request) => {
      try {
        const song = await songs.getVideo(request.params.videoId);
        if (!song) throw notFound('Failed to fetch video details');
        return song;
      } catch (err) {
        if (err instanceof SongProviderError) throw new HttpError(502, 'video_fetch_failed', 'Failed to fetch video details');
        throw err;
      }
    },
  );
}
