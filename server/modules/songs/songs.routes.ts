/**
 * Song search routes named for the video platform (spec 000 §7 "Song search"):
 * GET /api/youtube/search?query= and GET /api/youtube/videos/{videoId}. With SONG_PROVIDER=auto a
 * search that needs an online call counts against the member's ONLINE_SONG_SEARCH_DAILY_MAX, and
 * an answer without online results says why in the `x-song-search-notice` header (decision 028).
 */
import { SEARCH_MIN_CHARS, SONG_SEARCH_LIMIT } from '../../../common/constants';
import type { App, AppDeps } from '../../app-types';
import { registerRoute } from '../../lib/route-table';
import { HttpError, notFound } from '../../lib/http-errors';
import { createLimitStores } from '../../plugins/rate-limits';
import { SongProviderError, type SongSearchNotice } from '../../providers/songs/song-provider';

/** Header naming why online results are missing from a search (decision 028); the body stays the spec's list. */
export const SONG_SEARCH_NOTICE_HEADER = 'x-song-search-notice';
const DAY_MS = 24 * 60 * 60_000;

export async function songRoutes(app: App, { songs, db, config }: AppDeps) {
  // The exact counters (memory, or the database shared by instances) of the other per-member limits.
  const limits = createLimitStores(config, db).exact;
  const noticeLogged = new Set<SongSearchNotice>();
  registerRoute(app, 'getYoutubeSearch', async (request, reply) => {
    const query = request.query.query.trim();
    if (query.length < SEARCH_MIN_CHARS) return [];
    try {
      if (!songs.answer) return await songs.search(query, SONG_SEARCH_LIMIT);
      const userId = request.user!.id;
      const { songs: found, notice } = await songs.answer(query, SONG_SEARCH_LIMIT, {
        // Only searches that must call an online service count (catalogue and cached answers are free).
        takeOnlineSearch: async () =>
          (await limits.hit(`online-song-searches:user:${userId}`, DAY_MS)).hits <=
          config.ONLINE_SONG_SEARCH_DAILY_MAX,
      });
      if (notice) {
        reply.header(SONG_SEARCH_NOTICE_HEADER, notice);
        request.log[noticeLogged.has(notice) ? 'debug' : 'warn'](
          { notice },
          'song search answered without online results',
        );
        noticeLogged.add(notice);
      }
      return found;
    } catch (err) {
      if (err instanceof SongProviderError) {
        request.log.warn({ err }, 'song search failed');
        throw new HttpError(
          502,
          'song_search_failed',
          'Failed to search for songs. Please try again.',
        );
      }
      throw err;
    }
  });

  registerRoute(app, 'getYoutubeVideo', async (request) => {
    try {
      const song = await songs.getVideo(request.params.videoId);
      if (!song) throw notFound('Failed to fetch video details');
      return song;
    } catch (err) {
      if (err instanceof SongProviderError)
        throw new HttpError(502, 'video_fetch_failed', 'Failed to fetch video details');
      throw err;
    }
  });
}
