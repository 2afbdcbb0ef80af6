/** Query options of song search (GET /api/youtube/search?query=); the only place its key is written. */
import { apiPath } from '@common/api-routes';
import { queryOptions } from '@tanstack/react-query';
import type { SongData } from '@common/schemas';
import { ApiError, apiTransport, readAnswer, withQuery } from '../api';

export const SONG_SEARCH_PATH = apiPath('getYoutubeSearch');
/** Header naming why online results are missing (server/modules/songs/songs.routes.ts, decision 028). */
export const SONG_SEARCH_NOTICE_HEADER = 'x-song-search-notice';

/** Why a search answered without online results: the member's online searches are used up, or the service is down or slow. */
export type SongSearchNotice = 'online_limited' | 'online_unavailable';

export interface SongSearchResult {
  songs: SongData[];
  notice: SongSearchNotice | null;
}

export const songKeys = {
  search: (query: string) => [SONG_SEARCH_PATH, { query }] as const,
};

/** Reads the notice header; anything else is no notice. */
function noticeOf(res: Response): SongSearchNotice | null {
  const value = res.headers.get(SONG_SEARCH_NOTICE_HEADER);
  return value === 'online_limited' || value === 'online_unavailable' ? value : null;
}

/** Songs matching `query` and the answer's notice (the form's search and the player's lookup of songs without a video share the cache). */
export function songSearchQuery(query: string) {
  return queryOptions({
    queryKey: songKeys.search(query),
    queryFn: async ({ signal }): Promise<SongSearchResult> => {
      const url = withQuery(SONG_SEARCH_PATH, { query });
      let res: Response;
      try {
        res = await apiTransport.fetch(url, { method: 'GET', credentials: 'include', signal });
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        throw new ApiError(0, 'Network error: check your connection and try again.', null);
      }
      const songs = await readAnswer<SongData[]>(res, 'GET', url);
      return { songs, notice: noticeOf(res) };
    },
    staleTime: 5 * 60_000,
  });
}
